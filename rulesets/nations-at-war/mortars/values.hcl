# The values of a hex attack: a mortar's (5.1.6), an artillery mission's (10.2.1) and an air
# strike's (10.3.3). mortars/lib/hexattack.lua computes them for every kind, with these facts:
#   strike.kind     "mortar", "artillery" or "air"
#   strike.hex      the hex attacked, whose terrain and markers give the defence dice
#   strike.partial  an air strike's accuracy die showed 2: one Ground Attack die less
#   strike.indirect the mortar fires on a spotter's sight (a fire mission)
#   hex.hard        at least one target in the hex is a hard target
#   hex.concealed   at least one target in the hex carries the Concealment token
#   attacker.leadership  the leadership of leaders attached to the firing unit (0: none)

value "hex_firepower" {
  rule  = "mortars.hex-attack"
  title = "Attack dice of a hex attack: mortar HE, mission FP or Ground Attack FP"
  facts = {
    "strike.kind"         = "mortar, artillery or air"
    "strike.hex"          = "the hex attacked"
    "strike.partial"      = "an air strike's accuracy die showed 2"
    "strike.indirect"     = "a mortar fires on a spotter's sight"
    "hex.hard"            = "a hard target is in the hex"
    "hex.concealed"       = "a Concealed unit is in the hex"
    "attacker.leadership" = "leadership of leaders attached to the firer"
  }
}

value "hex_to_hit" {
  rule     = "mortars.hex-attack"
  title    = "The number each die of a hex attack must reach"
  facts_of = "hex_firepower"
}

value "hex_defence" {
  rule     = "mortars.defence"
  title    = "Defence dice of a hex under a hex attack: one roll for the hex"
  facts_of = "hex_firepower"
}
