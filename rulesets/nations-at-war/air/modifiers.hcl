# An air strike whose accuracy die shows 2 half hits: one Ground Attack die less [air.accuracy].
modifier "air-partial-hit" {
  rule  = "air.accuracy"
  stage = "hex_firepower"
  label = "partial hit (accuracy 2)"
  value = -1
  when  = strike.kind == "air" && strike.partial
}

# Against an air strike armour adds nothing, but a Concealed unit in the hex adds a die
# [air.defence] (mortars/modifiers.hcl holds the terrain dice every hex attack throws).
modifier "air-concealed-die" {
  rule  = "air.defence"
  stage = "hex_defence"
  label = "Concealed unit in the hex"
  value = 1
  when  = strike.kind == "air" && hex.concealed
}
