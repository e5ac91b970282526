locale "ru" {
  message "g.roll-called" {
    text = "{side} насчитывает на поле {n} {n|отряд|отряда|отрядов}"
  }
  message "g.not-shaken" {
    text = "{unit} не дезориентирован"
  }
  precondition "on-field" {
    reason = "{unit_id} нет на поле ({unit_side})"
  }
}
