# Russian for the victory area (base).
locale "ru" {
  rule "victory.credit" {
    title   = "Кому засчитывается юнит"
    summary = "Победные очки подсчитываются по итоговой позиции: уничтоженный юнит приносит свою стоимость уничтожения, юнит, оставшийся на ослабленной стороне, — свою стоимость ослабления (пополненный юнит не приносит ничего). Очки достаются стороне, чья атака последней поразила юнит, а если она не записана — единственной вражеской стороне в игре, если такая сторона одна (нейтральная сторона не в счет)."
  }
  rule "victory.margins" {
    title   = "Уровни победы"
    summary = "Сторона с большим числом ПО побеждает по разнице: 1-5 — тактическая победа, 6-10 — решающая, больше 10 — сокрушительная; при равенстве — ничья (толкование проекта)."
  }
  rule "victory.objectives" {
    title   = "Победные очки за ключевые точки"
    summary = "Каждая ключевая точка приносит 5 ПО контролирующей ее стороне (проект засчитывает ее в конце сценария)."
  }
  rule "victory.unit-points" {
    title   = "Победные очки за юниты"
    summary = "ПО за ослабление / уничтожение вражеского юнита: пехота 1/2, БТР или разведка 1/3, танк 2/4, СА или СЗУ 1/3, вертолет или самолет 2/4 (их нельзя ослабить, поэтому действует только 4); юнит с маркером КО/ЗК стоит в каждом случае на 1 ПО больше. Проект засчитывает уничтоженный юнит только по стоимости уничтожения, а не как ослабление плюс уничтожение."
  }
  message "victory.no-credit-destroyed" {
    text = "{unit} ({class}) уничтожен, но ни один враг не записан: очки никто не получает"
  }
  message "victory.no-credit-reduced" {
    text = "{unit} ({class}) ослаблен, но ни один враг не записан: очки никто не получает"
  }
  message "victory.unit-destroyed" {
    text = "{side} получает {n} ПО: {unit} ({class}) уничтожен"
  }
  message "victory.unit-reduced" {
    text = "{side} получает {n} ПО: {unit} ({class}) ослаблен"
  }
  message "victory.unit-destroyed-commander" {
    text = "{side} получает {n} ПО: {unit} ({class}) уничтожен вместе с маркером {marker}"
  }
  message "victory.unit-reduced-commander" {
    text = "{side} получает {n} ПО: {unit} ({class}) ослаблен вместе с маркером {marker}"
  }
  message "victory.objective-held" {
    text = "{side} получает {n} ПО: удерживает ключевую точку {hex}"
  }
  message "victory.draw" {
    text = "победные очки равны: ничья ({tally})"
  }
  message "victory.lead-tactical" {
    text = "{side} впереди на {lead} ПО: тактическая победа"
  }
  message "victory.lead-decisive" {
    text = "{side} впереди на {lead} ПО: решающая победа"
  }
  message "victory.lead-crushing" {
    text = "{side} впереди на {lead} ПО: сокрушительная победа"
  }
  message "victory.result-draw" {
    text = "ничья ({tally} ПО)"
  }
  message "victory.result-tactical" {
    text = "{side} одерживает тактическую победу ({tally} ПО)"
  }
  message "victory.result-decisive" {
    text = "{side} одерживает решающую победу ({tally} ПО)"
  }
  message "victory.result-crushing" {
    text = "{side} одерживает сокрушительную победу ({tally} ПО)"
  }
}
