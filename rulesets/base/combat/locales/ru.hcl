# Russian for the combat area (base).
locale "ru" {
  action "fire" {
    title = "Атака на расстоянии, в одиночку или группой, с места или на ходу"
  }
  rule "combat.air-targets" {
    title   = "Атака воздушных юнитов"
    summary = "Вертолеты и самолеты можно атаковать только оружием ПВ или ФГ по правилам боя на расстоянии; оружие ПВ атакует только воздушные юниты. СА и ВПА не могут атаковать воздушные юниты, кроме ядерной ВПА. Оружие фиксированной дистанции не может атаковать воздушные юниты, если у него нет значения ПВ (Губитель)."
  }
  rule "combat.attack-value" {
    title   = "Значение атаки"
    summary = "Атака = огневая сила оружия + 2D6 + бонусы (КО, групповой огонь, захват), с модификаторами, например за близкую дистанцию, дальнюю дистанцию и стрельбу на ходу. Один бросок 2D6 решает и попадание, и урон."
  }
  rule "combat.close-range" {
    title   = "Близкая дистанция"
    summary = "Оружие с белой дистанцией получает +1 к атаке по целям на расстоянии до половины напечатанной дистанции. Книга не говорит, как округлять нечетные дистанции; проект округляет вниз (при дистанции 3 близкая дистанция — 1 гекс)."
  }
  rule "combat.defense-value" {
    title   = "Значение защиты"
    summary = "Защита (З) = броня цели + бонусы, такие как местность, мешки с песком, дым и укрытие; бонусы складываются."
  }
  rule "combat.eligibility" {
    title   = "Кто может атаковать"
    summary = "Еще не отходивший юнит активного формирования может атаковать один вражеский юнит в ПЗ и в пределах дистанции своей огневой силой или оружием, в одиночку или группой с юнитом, объединенным с ним с начала активации, с бонусом КО или без него."
  }
  rule "combat.firepower-choice" {
    title   = "Выбор ББ, ФГ или ПВ"
    summary = "Против бронированных целей применяйте ББ, против легких целей — ФГ, против вертолетов и самолетов — ПВ или ФГ. Легкие юниты можно атаковать только ФГ. Двойное значение ББ/ПВ считается и тем и другим."
  }
  rule "combat.fixed-range" {
    title   = "Фиксированная дистанция"
    summary = "Оружие с цветной дистанцией не может стрелять дальше напечатанной дистанции (дальней дистанции у него нет) и не получает бонуса близкой атаки. Кроме СА/СЗУ, из него можно стрелять на ходу, участвовать в групповом огне и применять его при захвате. Правила классов юнитов сужают это: пехота и вертолеты стреляют на ходу только из оружия нефиксированной дальности (units.infantry-moving-fire, helicopters.combat), а более узкая формулировка раздела о каунтерах отменяется (counters.range)."
  }
  rule "combat.forms" {
    title   = "Виды боя"
    summary = "Бой — это огонь на расстоянии или захват. Юнит, атакующий во время вражеской активации, ведет огонь по выгодной цели."
  }
  rule "combat.hits" {
    title   = "Попадания"
    summary = "Попадания = атака - защита, если разность положительна; ноль или меньше — без эффекта."
  }
  rule "combat.long-range" {
    title   = "Дальняя дистанция"
    summary = "Оружие с белой (нормальной) дистанцией может стрелять на расстояние до удвоенной напечатанной дистанции с -2 к атаке."
  }
  rule "combat.one-attack" {
    title   = "Одна атака за активацию"
    summary = "Юнит атакует не более одного раза за активацию, но может быть атакован сколько угодно раз разными вражескими юнитами. После атаки он получает маркер «Отходил», если только он не стрелял на ходу первым действием и затем продолжает движение до пол скорости."
  }
  precondition "assistant-unacted" {
    reason = "{assist_id} уже действовал"
  }
  precondition "attacker-on-map" {
    reason = "{unit_id} нет на карте"
  }
  precondition "not-acted" {
    reason = "{unit_id} уже двигался, атаковал или отходил в эту активацию"
  }
  precondition "one-attack" {
    reason = "{unit_id} уже атаковал или отходил в эту активацию"
  }
  precondition "target-on-map" {
    reason = "{target_id} нет на карте"
  }
  message "combat.attack" {
    text = "{unit} атакует {target}: атака {av} против З {dv}, {hits} {hits|попадание|попадания|попаданий}"
  }
  message "combat.no-suitable-factor" {
    text = "{unit} не атакован: нет подходящего фактора"
  }
  message "combat.sarin-airborne" {
    text = "{unit} в воздухе: зарин его не достаёт"
  }
  message "combat.airborne-untouched-spa" {
    text = "{unit} в воздухе: огонь СА не может его задеть"
  }
  message "combat.airborne-untouched-barrage" {
    text = "{unit} в воздухе: заградительный огонь не может его задеть"
  }
  message "combat.airborne-untouched-nuclear" {
    text = "{unit} в воздухе: ядерный удар не может его задеть"
  }
  message "combat.airborne-untouched-missile" {
    text = "{unit} в воздухе: ракета не может его задеть"
  }
  message "combat.airborne-untouched-strike" {
    text = "{unit} в воздухе: удар не может его задеть"
  }
  message "combat.not-both-on-map" {
    text = "оба юнита должны быть на карте"
  }
  message "combat.enemies-only" {
    text = "юнит атакует только вражеские юниты"
  }
  message "combat.kind-does-not-suit" {
    text = "огонь {kind} не подходит против цели класса {class}"
  }
  message "combat.out-of-range" {
    text = "{target} в {d} {d|гексе|гексах|гексах}; {weapon} достаёт на {max}"
  }
  message "combat.weapon-does-not-suit" {
    text = "{weapon} не подходит против цели класса {class}"
  }
  message "combat.no-suiting-firepower" {
    text = "у {unit} нет огневой силы, подходящей против цели класса {class} при захвате"
  }
  message "assault.enemies-only" {
    text = "захватывать можно только вражеские юниты"
  }
  message "combat.target-friendly" {
    text = "{target} на стороне {unit}"
  }
  message "combat.no-suiting-factor" {
    text = "у {unit} нет фактора, подходящего против {target}"
  }
  message "combat.apc-attacked" {
    text = "{unit} уже атаковал в эту активацию"
  }
  message "combat.spa-no-air" {
    text = "СА не атакует воздушные юниты (это может только ПВ-установка Губителя)"
  }
  message "combat.fixed-no-air" {
    text = "оружие фиксированной дальности без значения ПВ не атакует воздушные юниты"
  }
  message "combat.spa-wrong-kind" {
    text = "непрямой огонь бьёт по наземным юнитам ББ или ФГ, но не {kind}"
  }
  modifier "long-range" { label = "дальняя дистанция" }
  modifier "close-range" { label = "близкая дистанция" }
  value "av" {
    title = "Значение атаки: огневая сила оружия плюс 2D6, с модификаторами"
    facts = {
      "fire.kind"         = "что атакует: \"ranged\", \"opportunity\", \"assault\", \"mine\", \"air\" или \"nuclear\""
      "fire.distance"     = "гексов от атакующего до цели"
      "fire.range"        = "дистанция оружия, как ее вычисляет значение range"
      "fire.fixed"        = "у оружия цветная (фиксированная) дистанция"
      "fire.weapon"       = "вид огня: \"ap\", \"he\" или \"aa\""
      "fire.moving"       = "атака — стрельба на ходу"
      "fire.assist"       = "кто поддерживает атаку: \"infantry\", \"afv\" или \"none\""
      "attacker.id"       = "id атакующего"
      "attacker.side"     = "сторона атакующего"
      "attacker.infantry" = "атакующий — пехота"
      "attacker.afv"      = "атакующий — бронированный юнит"
      "attacker.air"      = "атакующий — вертолет или самолет"
      "attacker.shaken"   = "атакующий дезориентирован"
      "attacker.spa"      = "атакующий — самоходная артиллерия (СА)"
      "attacker.huge"     = "атакующий — Большой юнит"
      "target.id"         = "id цели"
      "target.side"       = "сторона цели"
      "target.infantry"   = "цель — пехота"
      "target.afv"        = "цель — бронированный юнит"
      "target.air"        = "цель — вертолет или самолет"
      "target.shaken"     = "цель дезориентирована"
      "target.spa"        = "цель — самоходная артиллерия (СА)"
      "target.huge"       = "цель — Большой юнит"
      "target.hex"        = "гекс цели, местность которого дает ей прикрытие"
      "target.huge_cover" = "цель — Большой юнит в гексе уровня 1, блокирующем ПЗ (лес, город, дым): ее единственное прикрытие"
    }
  }
  value "dv" { title = "Значение защиты: броня цели с местностью и модификаторами" }
  value "range" {
    title = "Дистанция оружия в гексах: напечатанная дистанция с модификаторами, не меньше 0"
    facts = {
      "unit.id"        = "id стреляющего"
      "unit.side"      = "сторона стреляющего"
      "unit.type"      = "тип юнита стреляющего"
      "unit.infantry"  = "стреляющий — пехота"
      "unit.afv"       = "стреляющий — бронированный юнит"
      "unit.air"       = "стреляющий — вертолет или самолет"
      "unit.shaken"    = "стреляющий дезориентирован"
      "unit.spa"       = "стреляющий — самоходная артиллерия (СА)"
      "unit.huge"      = "стреляющий — Большой юнит"
      "weapon.id"      = "название оружия (фактор, например \"ap\", или переносимое оружие Weapon)"
      "weapon.kind"    = "вид огня: \"ap\", \"he\" или \"aa\""
      "weapon.fixed"   = "у оружия цветная (фиксированная) дистанция"
      "weapon.printed" = "напечатанная дистанция"
    }
  }
  message "combat.range-of" {
    text = "дистанция {weapon} у {unit}"
  }
  message "combat.printed-range" {
    text = "напечатанная дистанция"
  }
  message "combat.armor" {
    text = "броня"
  }
  message "combat.fp" {
    text = "ОС ({weapon})"
  }
  message "combat.2d6" {
    text = "2D6 ({a}+{b})"
  }
  message "combat.av" {
    text = "Атака"
  }
  message "combat.dv" {
    text = "З"
  }
  message "combat.attacked-this-activation" {
    text = "атаковал в эту активацию"
  }
  message "combat.attack-roll" {
    text = "атака"
  }
}
