# The ditches area's texts that the scripts pass as messages (ditches.lua), each reader seeing
# them in their language (locales/<lang>.hcl translates them).

message "ditches.where" {
  rule = "ditches.placement"
  text = "an AT Ditch goes in a Clear hex (Clear, Clear/Road, Clear/Hill)"
}

message "ditches.out-of-ditch" {
  rule = "ditches.no-overrun"
  text = "a vehicle climbing out of an AT Ditch ({hex}) cannot overrun"
}

message "ditches.whole-mf-across" {
  rule = "ditches.vehicle-exit"
  text = "across the AT Ditch: its whole MF"
}

message "ditches.whole-mf-into" {
  rule = "ditches.slow-vehicles"
  text = "into the AT Ditch from next door: its whole MF"
}
