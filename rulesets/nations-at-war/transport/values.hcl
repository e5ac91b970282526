# What mounting or dismounting costs [transport.mount, transport.dismount]: 3 MP, counted on the
# face flipped to; transport/modifiers.hcl makes it 1 for a quick-mount unit flipping to its
# mounted side and 0 for an ATG dismounting.
value "transport_cost" {
  rule  = "transport.mount"
  title = "MP a unit pays to mount or dismount, counted on the face it flips to"
  facts = {
    "unit.id"          = "the unit's id"
    "unit.quick_mount" = "the unit has the quick-mount tag (* on its mounted MF)"
    "unit.atg"         = "the unit is an anti-tank gun battery"
    "flip.mounting"    = "true when mounting, false when dismounting"
  }
}
