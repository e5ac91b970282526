# Buying AUX with supply points [auxiliary.*]. auxiliary/buy.lua says when it
# is legal and what it does; the prices are the table "auxiliary-costs".
#
#   buy {side, kind, type, at, unit, formation}
#     kind "unit"      type = a unit type; at = one of the side's setup hexes;
#                      formation = one of the side's formations (needed
#                      when the side has any: a unit of none never activates)
#     kind "hero"      type = a Hero item (tag hero); unit = the friendly unit
#                      it is attached to
#     kind "object"    type = a weapon or equipment item; unit = the friendly
#                      infantry unit that carries it
#     kind "oba"       type = the mission (nuclear, barrage, biological,
#                      chemical, smoke): one more "oba/<mission>" in the pool
#     kind "mines", "smoke", "sandbags"
#                      to the pool ("aux/<kind>"), or, at setup, laid at `at`,
#                      one of the side's setup hexes
#     kind "build_bridge", "repair_bridge", "destroy_bridge"
#                      at setup only, at `at`, within 3 hexes of a friendly
#                      land unit
#     kind "heal", "repair_vehicle"
#                      at setup only: the Medical or Engineering skill with no
#                      specialized unit, bringing `unit`, a reduced friendly
#                      infantry unit (not Undead) or vehicle, back to full
#                      strength [supply.setup-skills]
action "buy" {
  rule  = "auxiliary.buy"
  title = "Spend supply points on an AUX unit, Hero, weapon or equipment, OBA mission, mines, smoke, sandbags or bridge work (setup and Cleanup)"

  param "side" {
    type = "string"
    of   = "own" # a seat spends its own side's points
  }
  param "kind" {
    type    = "string"
    choices = ["unit", "hero", "object", "oba", "mines", "smoke", "sandbags", "build_bridge", "repair_bridge", "destroy_bridge", "heal", "repair_vehicle"]
  }
  param "type" { # the unit type, the item or the OBA mission bought
    type     = "string"
    optional = true
  }
  param "at" { # where a unit, a marker or bridge work goes
    type     = "hex"
    optional = true
  }
  param "unit" { # the friendly unit a Hero or an object goes to
    type     = "unit"
    of       = "any"
    optional = true
  }
  param "formation" { # the formation an AUX unit joins
    type     = "string"
    optional = true
  }
}
