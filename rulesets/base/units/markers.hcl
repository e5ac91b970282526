# Weapons lying on the map [units.weapon-transfer]. A Weapon left behind by an
# eliminated unit, or dropped, becomes a hex marker of the same id as its item
# (units/items.hcl); the marker's level counts the copies lying there (1 = one).
# Infantry starting its activation in the hex picks it up again (pick_up).
# units/classes.lua places and removes them; units/items.hcl keeps the weapon values.

marker_kind "mg42" {
  rule = "units.weapon-transfer"
  name = "MG 42 (on the ground)"
  tags = ["weapon"]
}

marker_kind "panzerfaust-3" {
  rule = "units.weapon-transfer"
  name = "Panzerfaust 3 (on the ground)"
  tags = ["weapon"]
}

marker_kind "luftfaust" {
  rule = "units.weapon-transfer"
  name = "Luftfaust (on the ground)"
  tags = ["weapon"]
}

marker_kind "m60" {
  rule = "units.weapon-transfer"
  name = "M60 (on the ground)"
  tags = ["weapon"]
}

marker_kind "law" {
  rule = "units.weapon-transfer"
  name = "M72 LAW (on the ground)"
  tags = ["weapon"]
}

marker_kind "strela-2" {
  rule = "units.weapon-transfer"
  name = "9K32 Strela-2 (on the ground)"
  tags = ["weapon"]
}

marker_kind "minigun" {
  rule = "units.weapon-transfer"
  name = "XM134 Minigun (on the ground)"
  tags = ["weapon"]
}

marker_kind "diskord" {
  rule = "units.weapon-transfer"
  name = "Diskord (on the ground)"
  tags = ["weapon"]
}

marker_kind "mines" {
  rule = "units.minefields"
  name = "Minefield"
  weapon "ap" {
    firepower = 8
    range     = 0
  }
  weapon "he" {
    firepower = 8
    range     = 0
  }
  provisional = true
  note        = "The book says the marker prints AP and HE values but gives none: set below a Barrage (10/10) since it strikes every entering unit."
}
