# Russian for the command area (mod rally-seven).
locale "ru" {
  rule "command.rally-seven" {
    title   = "Восстановление на семи (домашнее правило)"
    summary = "В начале активации формирования за каждый дезориентированный юнит бросают 2D6: при сумме 7 и больше он приходит в себя. МРК и бонус радиосвязи КО не добавляются, РРС не учитывается, а формирование без КО и ЗК бросает так же, как любое другое."
  }
  message "command.rally-seven-rallied" {
    text = "{unit} приходит в себя: {total} — не меньше {need}"
  }
  message "command.rally-seven-not-rallied" {
    text = "{unit} остаётся дезориентированным: {total} меньше {need}"
  }
}
