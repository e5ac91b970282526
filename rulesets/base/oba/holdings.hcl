# A side's off-board artillery missions, one key per mission type:
# oba = { nato = ["barrage", "smoke"] } gives NATO "oba/barrage" 1 and
# "oba/smoke" 1. call_oba spends one.
holding "oba" {
  rule = "oba.missions"
  name = "Off-board artillery missions"
}
