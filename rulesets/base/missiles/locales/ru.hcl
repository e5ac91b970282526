# Russian for the missiles area (base).
locale "ru" {
  action "launch" {
    title = "Запустить ракету V-2 или Scud по гексу, который видит пусковая установка, КО/ЗК или юнит разведки"
  }
  holding "warheads" {
    name = "Боеголовки ракет"
  }
  rule "missiles.artillery" {
    title   = "V-2 и Scud"
    summary = "Германская V-2 и SS-1C Scud-B НАТО могут наносить удар как артиллерия на поле или как внеполевая артиллерия."
  }
  rule "missiles.black-hand-capture" {
    title   = "Черная Рука и V-2"
    summary = "Черная Рука не может строить ракеты, но может захватить германскую V-2 и запустить ее с биологической боеголовкой."
  }
  rule "missiles.on-board" {
    title   = "Запуск на поле и вне поля"
    summary = "Ракета, запущенная по гексу, который видит ее пусковая установка, наносит удар как артиллерия на поле, без проверки точности. При запуске по гексу, который видит только дружественный КО/ЗК или юнит разведки, или с пусковой установки вне карты ракета наносит удар как внеполевая артиллерия, и сначала проводится проверка точности броском 1D6."
  }
  rule "missiles.one-shot" {
    title   = "Одна ракета"
    summary = "Каждая V-2 или Scud выпускает одну ракету; каунтер убирается с карты сразу после запуска, если правила сценария не говорят иного."
  }
  rule "missiles.scud" {
    title   = "Пусковая установка Scud"
    summary = "Scud движется медленно, не может быть захвачен или ослаблен, но может быть дезориентирован (выведен из строя) и уничтожен огнем ББ."
  }
  rule "missiles.targeting" {
    title   = "Дальность ракет и обнаружение цели"
    summary = "Дальность ракеты не ограничена; ее целевой гекс должен видеть пусковая установка или КО либо юнит разведки ее стороны."
  }
  rule "missiles.v2" {
    title   = "Стартовая позиция V-2"
    summary = "V-2 — стационарная установка: ее нельзя атаковать, ослабить или уничтожить обычными средствами, но враг, контролирующий ее гекс, захватывает ее."
  }
  rule "missiles.warheads" {
    title   = "Боеголовки ракет"
    summary = "Ракета несет любую боеголовку, разрешенную составом сил (OOB), и действует на все юниты в семи гексах (целевой и шесть соседних) огневой силой или эффектом этой боеголовки (V-2: ББ 14 / ФГ 8)."
  }
  unit_type "ss-1c-scud-b" {
    name = "SS-1C Scud-B"
    note = "Вторичная таблица каунтеров (одна ступень силы, значения боеголовки те же, что у V-2); дальность не ограничена. Упомянут в тексте, но ни в одном напечатанном составе сил его нет."
  }
  unit_type "v-2" {
    name = "V-2"
    note = "Напечатан в разделе о СА (14/8). Стационарная установка без брони: атаковать ее нельзя, только захватить; дальность не ограничена."
  }
  precondition "launch-site-immune" {
    reason = "{target_id} — стартовая площадка: ее нельзя атаковать, только захватить"
  }
  precondition "launcher-steady" {
    reason = "{unit_id} дезориентирован и не может выстрелить ракетой, пока не придет в себя"
  }
  precondition "missile-launcher" {
    reason = "{unit_id} не пусковая установка V-2 или «Скад»"
  }
  precondition "missile-unfired" {
    reason = "{unit_id} уже выстрелил своей единственной ракетой"
  }
  precondition "not-a-missile" {
    reason = "{unit_id} наносит удар только выстрелом ракетой"
  }
  message "missiles.launch-in-sight" {
    text = "{unit} запускает ракету ({warhead}) по {hex}, в собственной прямой видимости"
  }
  message "missiles.launch-spotted" {
    text = "{unit} запускает ракету ({warhead}) по {hex}, цель обнаружил {spotter}"
  }
  message "missiles.fired-leaves" {
    text = "{unit} выстрелил своей единственной ракетой и покидает карту"
  }
  message "missiles.no-accuracy-roll" {
    text = "запуск с карты: без проверки точности"
  }
  message "missiles.site-captured" {
    text = "{unit} занимает {hex}: стартовая площадка {name} стороны {side} захвачена"
  }
  message "missiles.sarin-site" {
    text = "{unit} — стартовая площадка, которой зарин не вредит"
  }
  message "missiles.site-unharmed-spa" {
    text = "{unit} — стартовая площадка, которой не может повредить огонь СА"
  }
  message "missiles.site-unharmed-barrage" {
    text = "{unit} — стартовая площадка, которой не может повредить заградительный огонь"
  }
  message "missiles.site-unharmed-nuclear" {
    text = "{unit} — стартовая площадка, которой не может повредить ядерный удар"
  }
  message "missiles.site-unharmed-missile" {
    text = "{unit} — стартовая площадка, которой не может повредить ракета"
  }
  message "missiles.site-unharmed-strike" {
    text = "{unit} — стартовая площадка, которой не может повредить удар"
  }
  message "missiles.black-hand-biological-only" {
    text = "Черная Рука запускает захваченную V-2 только с биологическим агентом"
  }
  message "missiles.no-such-warhead" {
    text = "сценарий не даёт {side} боеголовки {warhead}"
  }
  message "missiles.target-unseen" {
    text = "{hex} не видят ни {unit}, ни КО/ЗК или юнит разведки стороны {side}"
  }
  message "missiles.target-launch-site" {
    text = "{target} — стартовая площадка: её нельзя атаковать, только захватить"
  }
  message "missiles.accuracy-roll" {
    text = "проверка точности ракеты по {hex}"
  }
}
