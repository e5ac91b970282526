# The acquisition area's lines in the game's narrative (acquisition/lib/acquisition.lua), each
# reader seeing them in their language (locales/<lang>.hcl translates them).

message "acquisition.ends" {
  rule = "acquisition.loss"
  text = "acquisition {letter} ends: {reason}"
  names = { reason = "message" }
}

message "acquisition.unit-moves" {
  rule = "acquisition.loss"
  text = "{unit} moves"
}

message "acquisition.unit-leaves-map" {
  rule = "acquisition.loss"
  text = "{unit} leaves the map"
}

message "acquisition.unit-disrupted" {
  rule = "acquisition.loss"
  text = "{unit} is Disrupted"
}

message "acquisition.unit-reduced" {
  rule = "acquisition.loss"
  text = "{unit} is reduced"
}

message "acquisition.unit-destroyed" {
  rule = "acquisition.loss"
  text = "{unit} is destroyed"
}

message "acquisition.unit-assaults" {
  rule = "acquisition.loss"
  text = "{unit} engages in assault combat"
}

message "acquisition.unit-fires" {
  rule = "acquisition.loss"
  text = "{unit} fires"
}

message "acquisition.unit-fires-elsewhere" {
  rule = "acquisition.loss"
  text = "{unit} fires at {target}, not {partner}"
}

message "acquisition.not-acquired" {
  rule = "acquisition.exceptions"
  text = "{unit} does not acquire {target}: {reason}"
  names = { reason = "message" }
}



message "acquisition.letters-out" {
  rule = "acquisition.multiple"
  text = "{unit} does not acquire {target}: all eight Acquisition letters are in use"
}

message "acquisition.gained" {
  rule = "acquisition.gain"
  text = "{unit} acquires {target}: Acquisition {letter} on both"
}

message "acquisition.concealment-lost" {
  rule = "acquisition.exceptions"
  text = "{unit} is acquired and no longer Concealed"
}

message "acquisition.no-acquire-opportunity" {
  rule = "acquisition.exceptions"
  text = "Opportunity Fire is not by an activated unit"
}

message "acquisition.no-acquire-moving" {
  rule = "acquisition.exceptions"
  text = "a unit that moves and fires may not acquire"
}
