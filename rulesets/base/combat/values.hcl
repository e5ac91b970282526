# The values of an attack that rules may change: modifiers on these stages
# read the facts listed (combat/lib/combat.lua builds them), and a mod's
# modifier that reads any other fact is refused at load.

value "av" {
  rule  = "combat.attack-value"
  title = "Attack Value: the weapon's firepower plus 2D6, with its modifiers"
  facts = {
    "fire.kind"         = "what attacks: \"ranged\", \"opportunity\", \"assault\", \"mine\", \"air\" or \"nuclear\""
    "fire.distance"     = "hexes from the attacker to the target"
    "fire.range"        = "the weapon's range as the range value computes it"
    "fire.fixed"        = "the weapon has a coloured (fixed) range"
    "fire.weapon"       = "the kind of fire: \"ap\", \"he\" or \"aa\""
    "fire.moving"       = "the attack is moving fire"
    "fire.assist"       = "what assists the attack: \"infantry\", \"afv\" or \"none\""
    "attacker.id"       = "the attacker's id"
    "attacker.side"     = "the attacker's side"
    "attacker.infantry" = "the attacker is infantry"
    "attacker.afv"      = "the attacker is an armoured fighting vehicle"
    "attacker.air"      = "the attacker is a helicopter or a plane"
    "attacker.shaken"   = "the attacker is Shaken"
    "attacker.spa"      = "the attacker is self-propelled artillery"
    "attacker.huge"     = "the attacker is Huge"
    "target.id"         = "the target's id"
    "target.side"       = "the target's side"
    "target.infantry"   = "the target is infantry"
    "target.afv"        = "the target is an armoured fighting vehicle"
    "target.air"        = "the target is a helicopter or a plane"
    "target.shaken"     = "the target is Shaken"
    "target.spa"        = "the target is self-propelled artillery"
    "target.huge"       = "the target is Huge"
    "target.hex"        = "the target's hex, whose terrain covers it"
    "target.huge_cover" = "the target is Huge and stands in a level 1 LOS-blocking hex (woods, urban, smoke), its only cover"
  }
}

value "dv" {
  rule     = "combat.defense-value"
  title    = "Defence Value: the target's armour with its terrain and modifiers"
  facts_of = "av" # the attack's facts
}

value "range" {
  rule  = "combat.long-range"
  title = "A weapon's range in hexes: its printed range with its modifiers, never below 0"
  facts = {
    "unit.id"        = "the firer's id"
    "unit.side"      = "the firer's side"
    "unit.type"      = "the firer's unit type"
    "unit.infantry"  = "the firer is infantry"
    "unit.afv"       = "the firer is an armoured fighting vehicle"
    "unit.air"       = "the firer is a helicopter or a plane"
    "unit.shaken"    = "the firer is Shaken"
    "unit.spa"       = "the firer is self-propelled artillery"
    "unit.huge"      = "the firer is Huge"
    "weapon.id"      = "the weapon's name (a factor such as \"ap\", or a carried Weapon)"
    "weapon.kind"    = "the kind of fire: \"ap\", \"he\" or \"aa\""
    "weapon.fixed"   = "the weapon has a coloured (fixed) range"
    "weapon.printed" = "the printed range"
  }
}
