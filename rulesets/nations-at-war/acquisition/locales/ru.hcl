# Russian for the acquisition area (Nations at War).
locale "ru" {
  rule "acquisition.bonus" {
    title   = "Огонь по пристрелянной цели"
    summary = "Юнит, пристрелявший цель, снижает порог попадания на 1 при следующем выстреле по этой цели."
  }
  rule "acquisition.exceptions" {
    title   = "Что никогда не дает пристрелки"
    summary = "Юнит, стреляющий на ходу, не пристреливается; юнит в гексе с дымом нельзя пристрелять; атаки самолетов и непрямой огонь (артиллерия, огневые миссии минометов) никогда не дают пристрелки; уничтоженный юнит не пристреливается. Пристрелянный юнит не может быть в укрытии: он теряет жетон укрытия."
  }
  rule "acquisition.gain" {
    title   = "Пристрелка цели"
    summary = "Юнит, который в импульсе своего формирования стреляет по бронированной цели (юниту с фактором брони) и не подавляет и не ослабляет ее, пристреливает ее: на цель кладется маркер пристрелки, а на стрелявшего — маркер с той же буквой, первой буквой, которой нет ни у одного юнита. Проект толкует «активированный юнит» книги как юнит, стреляющий действием огня; огонь по выгодной цели ведет юнит, чье формирование не активно, и он никогда не дает пристрелки."
  }
  rule "acquisition.limit" {
    title   = "Не более -1"
    summary = "Пристрелка не суммируется: она снижает порог попадания не более чем на 1, сколько бы раз юнит ни стрелял и ни промахивался. Она сочетается с дистанциями: на увеличенной дистанции +1 и -1 взаимно гасятся, на сокращенной порог попадания падает на 2."
  }
  rule "acquisition.loss" {
    title   = "Потеря пристрелки"
    summary = "Оба маркера пары снимаются, когда пристрелявший юнит движется, стреляет по другому юниту, подавлен или ослаблен либо вступает в бой захвата, а также когда цель покидает свой гекс, стреляет, подавлена или ослаблена либо уничтожена. Первый список книги говорит «атакующий юнит ... стреляет»; ее пример добавляет, что цель не должна стрелять или двигаться: проект читает список как относящийся и к цели, и к пристрелявшему, так что стрелявший сохраняет пристрелку, только снова стреляя по той же цели."
  }
  rule "acquisition.multiple" {
    title   = "Несколько атакующих"
    summary = "Одну цель могут пристрелять несколько атакующих, каждая пара со своей буквой; каждый атакующий получает бонус только против пристрелянной им цели. В проекте восемь букв (от A до H): когда заняты все восемь, новая пристрелка не делается."
  }
  status "acquisition-a" {
    name = "Пристрелка A"
  }
  status "acquisition-b" {
    name = "Пристрелка B"
  }
  status "acquisition-c" {
    name = "Пристрелка C"
  }
  status "acquisition-d" {
    name = "Пристрелка D"
  }
  status "acquisition-e" {
    name = "Пристрелка E"
  }
  status "acquisition-f" {
    name = "Пристрелка F"
  }
  status "acquisition-g" {
    name = "Пристрелка G"
  }
  status "acquisition-h" {
    name = "Пристрелка H"
  }
  message "acquisition.ends" {
    text = "пристрелка {letter} снята: {reason}"
  }
  message "acquisition.unit-moves" {
    text = "{unit} движется"
  }
  message "acquisition.unit-leaves-map" {
    text = "{unit} покидает карту"
  }
  message "acquisition.unit-disrupted" {
    text = "{unit} подавлен"
  }
  message "acquisition.unit-reduced" {
    text = "{unit} ослаблен"
  }
  message "acquisition.unit-destroyed" {
    text = "{unit} уничтожен"
  }
  message "acquisition.unit-assaults" {
    text = "{unit} вступает в бой захвата"
  }
  message "acquisition.unit-fires" {
    text = "{unit} стреляет"
  }
  message "acquisition.unit-fires-elsewhere" {
    text = "{unit} стреляет по {target}, а не по {partner}"
  }
  message "acquisition.not-acquired" {
    text = "{unit} не пристреливает {target}: {reason}"
  }
  message "acquisition.letters-out" {
    text = "{unit} не пристреливает {target}: заняты все восемь букв пристрелки"
  }
  message "acquisition.gained" {
    text = "{unit} пристреливает {target}: «Пристрелка {letter}» на обоих"
  }
  message "acquisition.concealment-lost" {
    text = "{unit} пристрелян и больше не «В укрытии»"
  }
  message "acquisition.no-acquire-opportunity" {
    text = "огонь по выгодной цели ведет не активированный юнит"
  }
  message "acquisition.no-acquire-moving" {
    text = "юнит, стреляющий на ходу, не может пристрелять цель"
  }
  modifier "acquired-target" {
    label = "пристрелянная цель"
  }
}
