# The transport area's refusals and lines in the game's narrative (transport.lua), each reader
# seeing them in their language (locales/<lang>.hcl translates them).

message "transport.no-vehicles" {
  rule = "transport.modes"
  text = "{unit} has no vehicles to mount"
}

message "transport.atg-moved" {
  rule = "transport.atg"
  text = "{unit} has moved: an ATG dismounts only as its only action"
}

message "transport.mounted" {
  rule = "transport.mount"
  text = "{unit} mounts: {mp} MP counted on its {face} side (MF {mf}), {left} left"
}

message "transport.dismounted-front" {
  rule = "transport.dismount"
  text = "{unit} dismounts: {mp} MP counted on its front side (MF {mf}), {left} left"
}

message "transport.dismounted" {
  rule = "transport.dismount"
  text = "{unit} dismounts: {mp} MP counted on its {face} side (MF {mf}), {left} left"
}

message "transport.unlimbered" {
  rule = "transport.atg"
  text = "{unit} unlimbered: Ops Complete"
}

message "transport.wreck" {
  rule = "transport.wreck"
  text = "a wreck is left in {hex} where {unit} was destroyed"
}

message "transport.mounting-name" {
  rule = "transport.mount"
  text = "mounting {unit}"
}

message "transport.dismounting-name" {
  rule = "transport.dismount"
  text = "dismounting {unit}"
}

message "transport.mount-term" {
  rule = "transport.mount"
  text = "mount"
}

message "transport.dismount-term" {
  rule = "transport.dismount"
  text = "dismount"
}
