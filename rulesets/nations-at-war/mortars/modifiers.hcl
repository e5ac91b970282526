# Modifiers of the hex-attack values (mortars/values.hcl lists the facts).

# The hex throws the infantry (soft) Defense Bonus of its terrain and markers, whoever is in it
# [mortars.defence, artillery.defence, air.defence].
modifier "hex-terrain-defence" {
  rule       = "mortars.defence"
  stage      = "hex_defence"
  priority   = -1
  terrain_of = strike.hex
  stat       = "def_soft"
}

# Armour in the hex adds a die against mortars [mortars.defence] (artillery/ and air/ hold what
# their strikes add).
modifier "mortar-hard-target-die" {
  rule  = "mortars.defence"
  stage = "hex_defence"
  label = "hard target in the hex"
  value = 1
  when  = strike.kind == "mortar" && hex.hard
}
