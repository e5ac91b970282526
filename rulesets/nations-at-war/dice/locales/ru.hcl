# Russian for the dice area (Nations at War).
locale "ru" {
  rule "dice.d6" {
    title   = "Кубики"
    summary = "Все броски в игре делаются шестигранными кубиками."
  }
}
