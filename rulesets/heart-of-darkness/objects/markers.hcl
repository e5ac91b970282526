# Objects lying on the map: a marker of the same id as the item, whose level
# counts the copies there, as the base game's Weapons on the ground
# (rulesets/base/units/markers.hcl) [objects.transfer, objects.heart-ground].

marker_kind "charred-heart" {
  rule = "objects.heart-ground"
  name = "The Charred Heart (on the ground)"
  tags = ["object", "equipment", "indestructible"]
}

marker_kind "first-aid-kit" {
  rule = "objects.transfer"
  name = "First Aid Kit (on the ground)"
  tags = ["object", "equipment"]
}

marker_kind "engineering-kit" {
  rule = "objects.transfer"
  name = "Engineering Kit (on the ground)"
  tags = ["object", "equipment"]
}

marker_kind "flammenwerfer" {
  rule = "objects.transfer"
  name = "Flammenwerfer (on the ground)"
  tags = ["object", "weapon"]
}

marker_kind "tesla" {
  rule = "objects.transfer"
  name = "Tesla Projector (on the ground)"
  tags = ["object", "weapon"]
}

marker_kind "incendiary-ammo" {
  rule = "objects.transfer"
  name = "Incendiary Ammunition (on the ground)"
  tags = ["object", "weapon"]
}
