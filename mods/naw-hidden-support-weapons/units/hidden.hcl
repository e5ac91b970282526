# Optional support weapon placement [units.sw-hidden] (10.4), instead of 2.7.1's open
# assignment. A platoon's support weapons are written in its carries as before; the enemy's
# seats do not see them until the platoon first fires with them (the support_fired hook of the
# units area), which shows them for the rest of the game (the status sw-shown). A support
# weapon is "unplaced" while its platoon is not yet sw-shown.

status "sw-shown" {
  rule = "units.sw-hidden"
  name = "Support weapon shown"
}

patch "item" "hmg" {
  hidden      = "enemies"
  revealed_by = "sw-shown"
}

patch "item" "bazooka" {
  hidden      = "enemies"
  revealed_by = "sw-shown"
}

patch "item" "piat" {
  hidden      = "enemies"
  revealed_by = "sw-shown"
}

patch "item" "atr" {
  hidden      = "enemies"
  revealed_by = "sw-shown"
}

# The opposing player strikes out one unplaced support weapon after the owner's loss roll came
# to 1 or less: offered in a sw-strike window (pass: none is struck). It names the kind (hmg,
# bazooka, piat, atr): in the book the unplaced weapons wait off the map, seen but with no
# platoon yet; here they are written under their platoons, so the kind struck is taken from
# the first unplaced platoon (by id) that carries one, and the enemy never learns which.
action "strike_support_weapon" {
  rule  = "units.sw-hidden"
  title = "Strike out one of the enemy's unplaced support weapons"
  param "item" {
    type = "string"
  }
}

# The loss roll: 1d6, less one for each infantry or armored infantry platoon the side has lost
# beyond the first; on this or less the opponent strikes one out.
table "sw-loss-roll" {
  rule  = "units.sw-hidden"
  title = "Losing an unplaced support weapon"
  row "roll" {
    strike = 1
  }
}
