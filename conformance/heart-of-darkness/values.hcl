# Values as terms in the expansion [units.huge, corpses.cover]: Corpses are
# cover from the marker's data (base terrain/modifiers.hcl), and a Huge unit
# outside woods, urban or smoke has them removed, shown removed, as the base
# game removes its own terrain (corpses/modifiers.hcl).

case "a Huge unit among corpses in the open gets no cover from them" {
  rules   = ["units.huge", "corpses.cover"]
  fixture = "corpses-field"
  board {
    marker "B4" "corpses" { level = 1 }
  }
  unit "rangers" {
    type      = "wurmking"
    side      = "black-hand"
    formation = "black-hand"
    reduced   = false
  }
  dice = [1, 1]
  action "fire" {
    unit   = "tiger"
    target = "rangers"
    weapon = "he"
  }
  expect {
    attack { dv = 16 } # armor 16 alone
    log_contains = ["Corpses +1 [corpses.cover] removed by Huge: no cover outside woods, urban or smoke [units.huge]"]
  }
}
