# Russian for the impulse area (base).
locale "ru" {
  action "end_activation" {
    title = "Завершить активацию формирования"
  }
  rule "impulse.activation" {
    title   = "Активация формирования"
    summary = "Когда вытянут маркер формирования, оно становится активным формированием. Формирование активируется один раз за каждый свой маркер, вытянутый в этот ход, поэтому может активироваться несколько раз."
  }
  rule "impulse.finished" {
    title   = "Отходившие юниты"
    summary = "Юнит, который двигался или атаковал, получает маркер «Отходил» (кроме юнита, продолжающего движение при стрельбе на ходу). Отходивший юнит не может действовать, вести огонь по выгодной цели или давать бонусы КО, пока маркер не будет снят в следующую активацию его формирования или в фазе очистки."
  }
  rule "impulse.sequence" {
    title   = "Порядок импульса"
    summary = "По порядку: снимите маркеры «Отходил» с юнитов формирования; ЗК может принять командование, или КО может быть понижен; КО/ЗК пытается привести юниты в себя (юниты без КО приходят в себя автоматически); юниты, кроме разведки, за пределами РРС отмечаются как Вне Связи на эту активацию; затем каждый юнит действует в одиночку или группой (движение, огонь, захват или иное разрешенное действие)."
  }
  status "finished" {
    name = "Отходил"
  }
  precondition "activation" {
    reason = "ни одно формирование не активно: тяните следующий маркер"
  }
  precondition "activation-in-progress" {
    reason = "ни одно формирование не активно"
  }
  precondition "active-formation" {
    reason = "{unit_id} не из активного формирования {state_active_formation}"
  }
  precondition "active-side" {
    reason = "{unit_id} не из активной стороны {state_active_side}"
  }
  precondition "not-acted-yet" {
    reason = "{unit_id} уже двигался, атаковал или отходил"
  }
  precondition "not-finished" {
    reason = "{unit_id} отмечен «Отходил»"
  }
  precondition "not-moved" {
    reason = "{unit_id} уже двигался"
  }
  message "impulse.marker-spent" {
    text = "У {formation} нет юнитов на карте: его маркер потрачен"
  }
  message "impulse.activates" {
    text = "{formation} активируется"
  }
  message "impulse.activation-ends" {
    text = "активация {who} заканчивается"
  }
  message "impulse.finished-off" {
    text = "С {units} снимаются маркеры «Отходил»: начинается активация"
  }
  message "impulse.flew-finished" {
    text = "{unit} летал в эту активацию: он отмечен как «Отходил»"
  }
  message "impulse.draw-next" {
    text = "ни одно формирование не активно: тяните следующий маркер"
  }
  message "impulse.no-activation" {
    text = "ни одно формирование не активно"
  }
  message "impulse.finished" {
    text = "{unit} отмечен как «Отходил» (после всплывающей атаки он может только вернуть прежнюю высоту, не двигаясь)"
  }
  message "impulse.apc-finished" {
    text = "{unit} отмечен как «Отходил»"
  }
  message "impulse.passenger-acted" {
    text = "{passenger} уже действовал в эту активацию"
  }
}
