# The wire area's refusals and lines in the game's narrative (wire.lua, and the setting up of
# obstacles Wire and AT Ditches share, lib/obstacles.lua), each reader seeing them in their
# language (locales/<lang>.hcl translates them).

message "wire.bad-terrain" {
  rule = "wire.placement"
  text = "{hex} is {terrain}: {what}"
  names = { what = "message" }
}

message "wire.marker-already" {
  rule = "wire.placement"
  text = "{hex} holds its {marker} marker already"
  names = { marker = "marker_kind" }
}

message "wire.marker-barred" {
  rule = "wire.placement"
  text = "{hex} holds the {other} marker, which the {marker} may not share"
  names = { other = "marker_kind", marker = "marker_kind" }
}

message "wire.name-placer" {
  rule = "wire.supply"
  text = "name the side (by) that sets it up"
}

message "wire.none-held" {
  rule = "wire.supply"
  text = "{side} holds no {marker} marker"
  names = { marker = "marker_kind" }
}

message "wire.set-up" {
  rule = "wire.supply"
  text = "{side} sets up the {marker} marker in {hex}: {left} left"
  names = { marker = "marker_kind" }
}

message "wire.where" {
  rule = "wire.placement"
  text = "Wire goes in a Clear hex, a Hill hex or a hex with a road"
}

message "wire.stopped-this-pulse" {
  rule = "wire.soft-stop"
  text = "{unit} entered the Wire in {hex} this pulse: it moves no further until the next"
}

message "wire.path-past-wire" {
  rule = "wire.soft-stop"
  text = "{unit} is a soft unit: it must stop in the Wire of {hex}, so its path may not go on"
}

message "wire.flattened" {
  rule = "wire.vehicle-removal"
  text = "{unit} leaves {hex}: the Wire there is flattened and removed"
}

message "wire.soft-stop" {
  rule = "wire.soft-stop"
  text = "{unit} is a soft unit: it stops in the Wire of {hex}"
}

message "wire.no-wire" {
  rule = "wire.clearance"
  text = "{hex} holds no Wire marker"
}

message "wire.too-far" {
  rule = "wire.clearance"
  text = "clearing Wire costs {unit} {mp} MP; it has {left} left"
}

message "wire.cleared" {
  rule = "wire.clearance"
  text = "{unit} spends {mp} MP and clears the Wire in {hex}"
}
