# The values of a shot that rules may change (fire.lua computes them).

value "firepower" {
  rule  = "fire.dice-pool"
  title = "Attack dice: the weapon's printed firepower with its modifiers"
  facts = {
    "fire.distance"    = "hexes from the firer to the target"
    "fire.range"       = "the weapon's range as the range value computes it"
    "fire.fixed"       = "the weapon has a fixed range"
    "fire.base_to_hit" = "the weapon's printed to-hit number"
    "fire.weapon"      = "the weapon fired: ap, he or aa"
    "fire.kind"        = "fire (the firer's own pulse) or opportunity (Opportunity and Overwatch fire)"
    "fire.opportunity" = "the shot is Opportunity (or Overwatch) fire, in an enemy's move"
    "fire.moving"      = "the shot is part of a move-and-fire (the fire action's moving param)"
    "fire.acquired"    = "the firer has acquired the target (5.2)"
    "fire.hq_bonus"    = "the fire action asks for its HQ's leadership (hq_bonus)"
    "sw.firepower"     = "the firepower of a support weapon firing with it (0: none)"
    "attacker.id"        = "the firer's id"
    "attacker.hex"       = "the firer's hex"
    "attacker.overwatch" = "the firer is in Overwatch (11.0)"
    "target.id"          = "the target's id"
    "target.hex"         = "the target's hex (where it stands when it is fired at)"
    "target.hard"        = "the target is a hard target"
  }
}

value "to_hit" {
  rule     = "fire.to-hit"
  title    = "The number each attack die must reach to hit"
  facts_of = "firepower"
}

value "range" {
  rule  = "fire.range-count"
  title = "A weapon's range in hexes"
}

value "defence_bonus" {
  rule  = "fire.defence-bonus"
  title = "Defence dice the target's terrain and state add"
  facts = {
    "target.id"             = "the target's id"
    "target.hex"            = "the target's hex, whose terrain and markers give the dice"
    "target.hard"           = "the target is a hard target"
    "target.concealed"      = "the target is Concealed"
    "target.ops_complete"   = "the target is Ops Complete"
    "target.enemy_adjacent" = "a Good Order enemy stands next to the target"
    "hex.conceals"          = "the target's hex conceals"
  }
}

value "defence_dice" {
  rule  = "fire.armor-save"
  title = "Defence dice of a hard target: its armour factor plus the defence bonus"
}
