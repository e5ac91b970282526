# The lines hidden.lua writes for the optional rule 10.4 [units.sw-hidden]: nw68.say(key, params)
# writes them, each reader sees them in their language (locales/<lang>.hcl translates them).
# Item and side parameters hold ids, as the English lines always showed them.

message "units.sw-placed" {
  rule = "units.sw-hidden"
  text = "{unit} fires with its {items}: placed for the rest of the game"
}

message "units.sw-loss-roll" {
  rule = "units.sw-hidden"
  text = "{side} 1d6 for its unplaced support weapons"
}

message "units.sw-safe" {
  rule = "units.sw-hidden"
  text = "{side} loses {unit}: {roll} - {beyond} = {total}, its unplaced support weapons are safe"
}

message "units.sw-strike-offered" {
  rule = "units.sw-hidden"
  text = "{side} loses {unit}: {roll} - {beyond} = {total}: {enemy} may strike out one unplaced support weapon"
}

message "units.sw-struck" {
  rule = "units.sw-hidden"
  text = "an unplaced {item} of {side} is struck out"
}

message "units.sw-lost" {
  rule = "units.sw-hidden"
  text = "{unit} loses its {item}"
}

# refusals of strike_support_weapon
message "units.sw-no-strike-now" {
  rule = "units.sw-hidden"
  text = "no support weapon may be struck out now"
}

message "units.sw-not-unplaced" {
  rule = "units.sw-hidden"
  text = "{side} has no unplaced {item}"
}
