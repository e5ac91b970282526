# Russian for the mod long-range-3.
locale "ru" {
  rule "house.long-range-3" {
    title   = "Дальняя дистанция (домашнее правило)"
    summary = "Огонь на дальнюю дистанцию дает штраф -3 к атаке, а не -2."
  }
}
