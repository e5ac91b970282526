locale "ru" {
  side "red" {
    name = "Красные"
  }
  message "g.roll-called" {
    text = "{side} насчитывают на поле {n} {n|отряд|отряда|отрядов}"
  }
  message "g.not-shaken" {
    text = "{unit} не дезориентирован"
  }
  precondition "on-field" {
    reason = "{unit_id} нет на поле ({unit_side})"
  }
  message "g.no-rally" {
    text = "{side} не могут сплотить: {reason}"
  }
}
