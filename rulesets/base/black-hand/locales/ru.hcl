# Russian for the black-hand area (base).
locale "ru" {
  formation "black-hand" {
    name = "Черная Рука"
  }
  rule "black-hand.command" {
    title   = "Командование Черной Руки"
    summary = "У Черной Руки нет формирований и КО. Ее юниты всегда На Связи на любом расстоянии друг от друга, а маркер активации Черной Руки активирует их всех как одно формирование, без бонусов и без ограничений КО."
  }
  rule "black-hand.masterless" {
    title   = "Фанатики без хозяина"
    summary = "Если Фанатики появляются в игре без игрока за Черную Руку, в фазе очистки в стакан кладутся 2 маркера активации Черной Руки; со своей следующей активации Фанатики действуют сами: движутся самым быстрым путем к ближайшему врагу, атакуют, как только он оказывается на нормальной дистанции и в ПЗ, и никогда не удаляются, пока враг находится на нормальной дистанции и в ПЗ."
  }
  rule "black-hand.ravager" {
    title   = "Опустошитель"
    summary = "Опустошитель — Большой пехотный юнит: без оружия, без транспорта. Вторичная таблица каунтеров печатает его значение ББ как двойное ББ/ПВ, поэтому он может стрелять и по воздушным юнитам, на дистанции 1. Художественный текст говорит, что при захвате он сокрушает даже врагов в воздухе, но вертолеты никогда не захватываются; проект позволяет ему поражать воздушные юниты только огнем на расстоянии."
  }
  rule "black-hand.wasteland" {
    title   = "Невосприимчивость к пустошам"
    summary = "Пехота Черной Руки может входить в гексы воды и радиации за +1 ОД за гекс (радиация — для всех юнитов Черной Руки, oba.radiation). Невосприимчивые к пустошам, они не подвергаются атаке за радиацию, через которую проходят."
  }
  side "black-hand" {
    name = "Черная Рука"
  }
  message "black-hand.auto-rally" {
    text = "у {unit} нет полевого КО, и он автоматически приходит в себя"
  }
  message "black-hand.masterless" {
    text = "Черной Рукой не командует ни один игрок: её юниты действуют сами"
  }
  message "black-hand.marker-no-units" {
    text = "вытянут маркер Черной Руки, но у Черной Руки нет юнитов на карте"
  }
  message "black-hand.marker-drawn" {
    text = "вытянут маркер Черной Руки: активируются все юниты Черной Руки"
  }
  message "black-hand.no-opportunity-fire" {
    text = "{side} без хозяина не ведут огонь по выгодной цели по {unit}"
  }
  message "black-hand.no-co-bonus" {
    text = "нет бонуса КО: у {unit} нет полевого КО"
  }
  message "black-hand.crew-next-to-assault" {
    text = "{unit} рядом с {target}: он захватывает"
  }
  message "black-hand.crew-stays-fires" {
    text = "{unit} видит {target} в пределах дистанции: он остаётся на месте и стреляет"
  }
  message "black-hand.crew-cannot-get-closer" {
    text = "{unit} не может приблизиться к {goal}"
  }
  message "black-hand.crew-no-enemy" {
    text = "{unit} некого искать: врагов нет"
  }
  message "black-hand.crew-no-room" {
    text = "{unit} не находит места на пути к {goal}"
  }
  message "black-hand.crew-heads-for" {
    text = "{unit} направляется к {goal}, ближайшему врагу: {path}"
  }
  message "black-hand.crew-will-assault" {
    text = "{unit} окажется рядом с {target} в {hex}: он захватывает"
  }
  message "black-hand.crew-will-fire" {
    text = "{unit} будет видеть {target} в пределах дистанции из {hex}: он стреляет на ходу"
  }
  message "black-hand.crew-will-wait" {
    text = "{unit} увидит {target} из {hex}, но пройдёт больше половины своих ОД: он ждёт там"
  }
  message "black-hand.crew-overstacked" {
    text = "в {hex} слишком много юнитов Черной Руки: {unit} убран"
  }
  message "black-hand.crew-activation-ends" {
    text = "активация Черной Руки без хозяина заканчивается"
  }
}
