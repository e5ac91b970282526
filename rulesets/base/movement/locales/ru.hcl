# Russian for the movement area (base): the narrative's lines. Rule titles and summaries follow.
locale "ru" {
  message "movement.moved" {
    text = "{unit} переместился в {hex}, потратив {mp} из {budget} ОД; отмечен как «Отходил»"
  }
  action "move" {
    title = "Переместить юнит или группу, объединенную с начала активации, по пути"
  }
  rule "movement.group" {
    title   = "Движение группой"
    summary = "Юниты одного формирования, начавшие активацию объединенными, могут двигаться вместе, каждый оплачивая свою стоимость местности; группа может разделиться в любой момент. Движущаяся группа может также вместе стрелять на ходу, если проходит не больше пол скорости более медленного юнита."
  }
  rule "movement.half-speed" {
    title   = "Пол скорости"
    summary = "Когда правило ограничивает движение юнита до пол скорости (стрельба на ходу, дезориентация, Вне Связи, загрузка БТР), дробь округляется вниз."
  }
  rule "movement.road-bonus" {
    title   = "Бонус движения по дороге"
    summary = "Юнит, который всю свою активацию движется по связанным между собой дорожным гексам, получает +1 ОД."
  }
  rule "movement.speed" {
    title   = "Движение"
    summary = "Юнит может переместиться на число гексов до своей скорости, оплачивая стоимость местности каждого гекса. Движение необязательно; каждый новый гекс, в который входит юнит, может вызвать огонь по выгодной цели. После движения юнит получает маркер «Отходил»."
  }
  rule "movement.water" {
    title   = "Вода"
    summary = "Наземные юниты не могут входить в гексы воды, кроме как по дороге, которая над водой является мостом. Пехота Черной Руки может пересекать гексы воды (и радиации) за +1 ОД за гекс."
  }
  message "movement.path-off-map" {
    text = "{hex} вне карты"
  }
  message "movement.path-not-adjacent" {
    text = "{to} не соседний с {at}"
  }
  message "movement.cannot-enter" {
    text = "в {to} нельзя войти из {at}"
  }
  message "movement.water-closed" {
    text = "{hex} — вода; наземные юниты пересекают её только по дорожному мосту"
  }
  message "movement.too-far-off-road" {
    text = "путь стоит {spent} ОД; у {unit} их {budget} (нет бонуса дороги: {off} не на дороге)"
  }
  message "movement.no-mover" {
    text = "укажите юнит или юниты, которые движутся"
  }
  message "movement.group-not-stacked" {
    text = "группа — это юниты одного формирования в одном гексе; {unit} не стоит в одном гексе с {first}"
  }
  message "movement.path-too-far" {
    text = "путь стоит {spent} ОД; у {unit} их {budget}"
  }
  message "movement.both-unit-and-units" {
    text = "укажите либо unit, либо units, но не оба"
  }
  message "movement.no-path-hexes" {
    text = "в пути не указано ни одного гекса"
  }
  message "movement.mover-twice" {
    text = "{unit} назван дважды"
  }
  message "assault.group-not-stacked" {
    text = "групповой захват — это два юнита одного формирования в одном гексе"
  }
  value "mp" {
    title = "Очки движения, которые юнит тратит, чтобы войти в гекс"
    facts = {
      "unit.id"       = "id движущегося юнита"
      "unit.side"     = "сторона движущегося юнита"
      "unit.type"     = "тип движущегося юнита"
      "unit.class"    = "класс движения юнита (terrain/movement.hcl: foot, wasteland, tracked, wheeled; air, fixed...)"
      "unit.infantry" = "движущийся юнит — пехота"
      "unit.air"      = "движущийся юнит — вертолет или самолет"
      "move.from"     = "покидаемый гекс (\"\" когда юнит входит на карту)"
      "move.to"       = "гекс, в который юнит входит"
      "move.road"     = "оба гекса — гексы дороги"
    }
  }
  value "mp_budget" {
    title = "Очки движения, которые юнит может потратить в эту активацию"
    facts = {
      "unit.id"     = "id движущегося юнита"
      "unit.side"   = "сторона движущегося юнита"
      "unit.class"  = "класс движения юнита (terrain/movement.hcl и другие)"
      "unit.shaken" = "движущийся юнит дезориентирован"
      "unit.ooc"    = "движущийся юнит Вне Связи"
      "unit.recon"  = "движущийся юнит — юнит разведки"
      "budget.road" = "запас включает бонус дороги (путь по дороге)"
    }
  }
  message "movement.mp-for" {
    text = "ОД для {unit}, чтобы войти в {hex}"
  }
  message "movement.speed-term" {
    text = "скорость"
  }
  message "movement.road-bonus-term" {
    text = "бонус дороги"
  }
  message "movement.mp-budget-of" {
    text = "запас ОД {unit}"
  }
  hook "walk_done" {
    title   = "Перемещение завершено"
    filter  = "для чего было перемещение: after.name перемещающегося юнита (move, fire, assault-approach, fly, plane_fly...)"
    args = {
      unit  = "id перемещающегося юнита"
      after = "данные, которые перемещение несет до своего конца (after.name — фильтр)"
      alive = "false, если перемещающийся юнит был уничтожен по пути (обработчики movement.if_alive тогда ничего не делают)"
    }
  }
}
