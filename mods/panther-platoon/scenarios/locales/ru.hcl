# Russian for the scenarios area (mod panther-platoon).
locale "ru" {
  scenario "castle-road-panthers" {
    title = "Дорога к замку, с Пантерами"
    note  = "Вариант castle-road из мода panther-platoon: kt2 заменен Пантерой II, а вторая Пантера II (pz2) стоит в J11. Условия победы те же, что в castle-road."
  }
}
