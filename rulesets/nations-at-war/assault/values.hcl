# The values of close combat that rules may change: assault/lib/close_combat.lua computes them
# for every unit that throws dice in an assault or an overrun.

value "assault_dice" {
  rule  = "assault.attack"
  title = "Dice a unit throws in an assault or overrun: its Assault Factor with its modifiers"
  facts = {
    "cc.kind"          = "\"assault\" or \"overrun\""
    "cc.role"          = "\"attack\" (the units entering) or \"counter\" (the defenders)"
    "cc.factor"        = "the unit's printed Assault Factor on the face shown"
    "cc.infantry"      = "the unit is infantry (dismounted armored infantry included)"
    "cc.disrupted"     = "the unit was Disrupted before the fight began"
    "cc.enemy_all_afv" = "every enemy combat unit in the fight is an AFV"
    "cc.enemy_any_afv" = "at least one enemy combat unit in the fight is an AFV"
    "cc.terrain"       = "the terrain of the hex fought over"
    "cc.leadership"    = "the leadership an HQ adds to this unit (0: none)"
  }
}

value "assault_to_hit" {
  rule     = "assault.attack"
  title    = "The number each assault die must reach to hit"
  facts_of = "assault_dice"
}
