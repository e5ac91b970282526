# The armour an aircraft saves with against AA fire [air.aa-fire]: 10.3.2 says every aircraft
# counter prints an armor factor (upper right). A unit type's own armor_factor and save stats
# win; this table stands in while the unit data has none. Provisional: the book prints no
# aircraft counter, so 1 die at 6+ (the lightest armour of the book's vehicles).
table "aircraft-armour" {
  rule  = "air.aa-fire"
  title = "Aircraft armour against AA fire (provisional)"

  row "p-47" {
    armor_factor = 1
    save         = 6
  }
  row "default" {
    armor_factor = 1
    save         = 6
  }
}
