# A side's artillery fire missions [artillery.missions], one key per kind of mission:
# missions = { american = ["he-4-5", "he-4-5", "smoke"] } gives the Americans "missions/he-4-5"
# 2 (the scenario's "2 x 4/5 HE Strike") and "missions/smoke" 1. fire_mission spends one.
holding "missions" {
  rule = "artillery.missions"
  name = "Artillery fire missions"
}
