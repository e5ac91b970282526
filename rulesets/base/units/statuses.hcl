# A Weapon a unit has fired is shown to every seat from then on
# [units.weapons]: each status reveals one Weapon marker the unit carries
# (units/items.hcl, revealed_by), and combat/lib/combat.lua sets it on the
# unit's first attack with that Weapon.

status "shown-mg42" {
  rule = "units.weapons"
  name = "MG 42 shown"
}

status "shown-panzerfaust-3" {
  rule = "units.weapons"
  name = "Panzerfaust 3 shown"
}

status "shown-luftfaust" {
  rule = "units.weapons"
  name = "Luftfaust shown"
}

status "shown-m60" {
  rule = "units.weapons"
  name = "M60 shown"
}

status "shown-law" {
  rule = "units.weapons"
  name = "M72 LAW shown"
}

status "shown-strela-2" {
  rule = "units.weapons"
  name = "9K32 Strela-2 shown"
}

status "shown-minigun" {
  rule = "units.weapons"
  name = "XM134 Minigun shown"
}

status "shown-diskord" {
  rule = "units.weapons"
  name = "Diskord shown"
}
