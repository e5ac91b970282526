# An artillery barrage's hex defence (mortars/modifiers.hcl holds the terrain dice every hex
# attack throws): armour in the hex adds a die [artillery.defence].
modifier "barrage-hard-target-die" {
  rule  = "artillery.defence"
  stage = "hex_defence"
  label = "hard target in the hex"
  value = 1
  when  = strike.kind == "artillery" && hex.hard
}
