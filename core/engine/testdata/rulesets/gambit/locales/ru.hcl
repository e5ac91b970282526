locale "ru" {
  message "g.roll-called" {
    text = "{side} насчитывает на поле {n} {n|отряд|отряда|отрядов}"
  }
}
