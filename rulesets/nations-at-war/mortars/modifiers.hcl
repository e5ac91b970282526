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

# Armour in the hex adds a die against mortars [mortars.defence] ...
modifier "mortar-hard-target-die" {
  rule  = "mortars.defence"
  stage = "hex_defence"
  label = "hard target in the hex"
  value = 1
  when  = strike.kind == "mortar" && hex.hard
}

# ... and against artillery [artillery.defence] ...
modifier "barrage-hard-target-die" {
  rule  = "artillery.defence"
  stage = "hex_defence"
  label = "hard target in the hex"
  value = 1
  when  = strike.kind == "artillery" && hex.hard
}

# ... but against aircraft only Concealment adds one [air.defence].
modifier "air-concealed-die" {
  rule  = "air.defence"
  stage = "hex_defence"
  label = "Concealed unit in the hex"
  value = 1
  when  = strike.kind == "air" && hex.concealed
}
