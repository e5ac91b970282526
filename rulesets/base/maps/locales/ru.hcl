# Russian for the maps area (base).
locale "ru" {
  map "wewelsburg" {
    title = "Вевельсбург"
  }
}
