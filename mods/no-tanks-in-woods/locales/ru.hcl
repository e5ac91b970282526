# Russian for the mod no-tanks-in-woods.
locale "ru" {
  rule "house.no-tanks-in-woods" {
    title   = "Танкам в лес нельзя (домашнее правило)"
    summary = "Гусеничная техника не может входить в гексы леса."
  }
}
