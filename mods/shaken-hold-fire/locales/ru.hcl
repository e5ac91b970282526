# Russian for the mod shaken-hold-fire.
locale "ru" {
  rule "house.shaken-hold-fire" {
    title   = "Дезориентированные не стреляют (домашнее правило)"
    summary = "Пока дезориентированный юнит не придет в себя, он не атакует на дистанцию ни из какого оружия."
  }
  precondition "shaken-hold-fire" {
    reason = "{unit_id} дезориентирован и не ведет огонь"
  }
}
