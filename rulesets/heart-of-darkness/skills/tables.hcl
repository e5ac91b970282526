# The skills' data [skills.*]: one row per skill id (the ids the Heroes and
# unit types list in stats.skills), with the title the log uses and, for the
# tasks that cost supply points, `cost`. skills/lib/skills.lua and
# skills/skills.lua read it; a mod changes a cost here.
#
# Building a bridge: 1.4 (Engineering) prints 7 supply points, the AUX cost
# table of 1.6 (restored in NOTES.md) prints 5. The project keeps 7 for the
# skill used in play, the figure of the skill's own paragraph, and leaves 5 to
# the purchase at setup and in Cleanup (the auxiliary area's table).

table "skills" {
  rule  = "skills.ranges"
  title = "Skills"

  row "recruit" {
    rule  = "skills.active"
    title = "Recruit"
  }
  row "search" {
    rule  = "skills.search"
    title = "Search"
  }
  row "mind_control" {
    rule  = "skills.mind-control"
    title = "Mind Control"
  }
  row "slay" {
    rule  = "skills.slay"
    title = "Slay"
  }
  row "charge" {
    rule  = "skills.charge"
    title = "Charge"
  }
  row "engineer" {
    rule  = "skills.engineering"
    title = "Engineering"
  }
  row "engineer.build_bridge" {
    rule  = "skills.engineering"
    title = "Engineering (build a bridge)"
    cost  = 7
  }
  row "engineer.repair_bridge" {
    rule  = "skills.engineering"
    title = "Engineering (repair a bridge)"
    cost  = 1
  }
  row "engineer.destroy_bridge" {
    rule  = "skills.engineering"
    title = "Engineering (blow a bridge)"
    cost  = 1
  }
  row "engineer.repair_vehicle" {
    rule  = "skills.engineering"
    title = "Engineering (repair a vehicle)"
    cost  = 1
  }
  row "engineer.lay_sandbags" {
    rule  = "skills.engineering"
    title = "Engineering (lay Sandbags)"
  }
  row "engineer.lay_smoke" {
    rule  = "skills.engineering"
    title = "Engineering (lay Smoke)"
  }
  row "engineer.lay_mines" {
    rule  = "skills.engineering"
    title = "Engineering (lay Mines)"
  }
  row "engineer.clear" {
    rule  = "skills.engineering"
    title = "Engineering (clear a marker)"
  }
  row "heal" {
    rule  = "skills.heal"
    title = "Heal"
    cost  = 1
  }
  row "pyrokinesis" {
    rule  = "skills.pyrokinesis"
    title = "Pyrokinesis"
  }
  row "reanimate" {
    rule  = "skills.reanimate"
    title = "Reanimate"
  }
  row "reanimate.restore" {
    rule  = "skills.reanimate"
    title = "Reanimate (restore an Undead)"
    cost  = 1
  }
  row "telekinesis" {
    rule  = "skills.telekinesis"
    title = "Telekinesis"
  }
  row "terror" {
    rule  = "skills.terror"
    title = "Terror"
  }
}
