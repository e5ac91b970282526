# Russian for the events area (base).
locale "ru" {
  action "event_choice" {
    title = "Выбрать, как событие применяется к вашим юнитам"
  }
  rule "events.ambush" {
    title   = "Результаты засады (5, 6, 7)"
    summary = "При результатах со звездочкой (5-7) по атакующим нельзя вести огонь по выгодной цели, а каждый атакующий юнит снимается с карты сразу после своего захвата, каким бы ни был исход. Как и любое событие, они затрагивают только выбранного игрока (events.marker): захвату подвергаются его юниты на этой местности; если событие выпало Черной Руке, оно никого не поражает, так как юниты Черной Руки никогда не атакуют своих."
  }
  rule "events.ammo-depot" {
    title   = "Событие 12: склад боеприпасов"
    summary = "Игрок получает один маркер ВПА «Заградительный огонь»."
  }
  rule "events.biological-attack" {
    title   = "Событие 8: внезапная биологическая атака"
    summary = "Два случайно выбранных пехотных юнита затронутого игрока подвергаются биологической атаке (oba.biological)."
  }
  rule "events.church-zealots" {
    title   = "Событие 4: разрушенные церкви"
    summary = "Гексы J6 и Z5 (разрушенные церкви): в каждом появляется по одному Фанатику."
  }
  rule "events.hill-scourges" {
    title   = "Событие 7: Каратели на холмах"
    summary = "Каждый юнит в гексе холма подвергается захвату, по одному Карателю на гекс (действует events.ambush). Это отменяет правило, по которому вертолеты никогда не захватывают; поскольку вертолеты никогда не подвергаются захвату, атакуются только наземные юниты на холмах (трактовка проекта)."
  }
  rule "events.inspiring-commander" {
    title   = "Событие 9: вдохновляющий командир"
    summary = "Один дезориентированный юнит игрока приходит в себя. Далее книга велит выдать Высокий боевой дух, если ни один юнит игрока не ослаблен, — очевидно, это описка вместо «дезориентирован» (в версии дополнения так и сказано); проект дает маркер «Высокий боевой дух» любому дружественному юниту, если дезориентированных юнитов нет."
  }
  rule "events.marker" {
    title   = "Маркеры событий"
    summary = "Маркеры событий используются, только если сценарий кладет их в стакан, с Черной Рукой или без нее. Когда такой маркер вытянут, случайно выберите затрагиваемого игрока, бросьте 2D6 и примените к нему результат из таблицы событий; отказаться от события нельзя. Маркеры событий не прерывают счет двух активаций подряд."
  }
  rule "events.pool-zealots" {
    title   = "Событие 3: отстойники сточных вод"
    summary = "Гексы G3, E7 и V13 (отстойники сточных вод): в каждом появляется по одному Фанатику."
  }
  rule "events.ravager" {
    title   = "Событие 2: Опустошитель"
    summary = "Гекс O9 (заброшенное здание): здесь в игру вступает один Опустошитель."
  }
  rule "events.road-ambush" {
    title   = "Событие 5: засада на дороге"
    summary = "Каждый юнит в гексе дороги подвергается захвату, по одному Фанатику на гекс (действует events.ambush)."
  }
  rule "events.spawn" {
    title   = "Появление юнитов Черной Руки"
    summary = "Если в гексе появления есть юниты не из Черной Руки, новые Фанатики появляются в любом пустом соседнем гексе и захватывают их оттуда. Если там юниты Черной Руки, новые юниты объединяются с ними, а если лимит объединения исчерпан, появляются в соседнем гексе. Фанатики без хозяина действуют по black-hand.masterless. Появившиеся юниты никогда не атакуют юниты Черной Руки, хотя другие события могут ей навредить."
  }
  rule "events.supply-cache" {
    title   = "Событие 10: тайник снабжения"
    summary = "Переверните один ослабленный юнит игрока на сторону полной силы; если ослабленных нет, дайте любому дружественному юниту маркер «Высокий боевой дух»."
  }
  rule "events.urban-ambush" {
    title   = "Событие 6: засада в городе"
    summary = "Каждый юнит в городском гексе подвергается захвату, по одному Фанатику на гекс (действует events.ambush)."
  }
  rule "events.weapon-cache" {
    title   = "Событие 11: заброшенный склад"
    summary = "Игрок получает один маркер оружия на свой выбор."
  }
  message "events.inspiring-commander-rallies" {
    text = "{unit} приходит в себя"
  }
  message "events.supply-cache-refitted" {
    text = "{unit} возвращается к полной силе"
  }
  message "events.weapon-cache-weapon" {
    text = "{unit} получает {weapon}"
  }
  message "events.spawn-blocked" {
    text = "{hex} занят, и рядом нет свободного гекса: там никто не появляется"
  }
  message "events.spawn-assault" {
    text = "{hex} занят {side}: {unit} захватывает его из {from}"
  }
  message "events.spawn-full" {
    text = "{hex} заполнен юнитами {side}: новичок входит в {at}"
  }
  message "events.spawn-full-black-hand" {
    text = "{hex} заполнен юнитами Черной Руки: новичок входит в {at}"
  }
  message "events.spawn-no-room" {
    text = "{hex} заполнен, и вокруг нет места: там никто не появляется"
  }
  message "events.spawn-stacks" {
    text = "новичок объединяется с юнитами {side} в {hex}"
  }
  message "events.spawn-stacks-black-hand" {
    text = "новичок объединяется с юнитами Черной Руки в {hex}"
  }
  message "events.ambush-no-opportunity-fire" {
    text = "нет огня по выгодной цели против атакующих: после захвата они покидают карту"
  }
  message "events.biological-attack-immune" {
    text = "пехота Черной Руки невосприимчива к биологическим агентам"
  }
  message "events.biological-attack-no-infantry" {
    text = "у {side} нет пехоты на карте"
  }
  message "events.biological-attack-strikes" {
    text = "биологические агенты поражают {units}"
  }
  message "events.inspiring-commander-no-shaken" {
    text = "у {side} нет дезориентированных юнитов"
  }
  message "events.supply-cache-no-reduced" {
    text = "у {side} нет ослабленных юнитов"
  }
  message "events.weapon-cache-cache-lost" {
    text = "у {side} нет пехоты на карте, чтобы взять оружие: тайник потерян"
  }
  message "events.ammo-depot-oba-marker" {
    text = "{side} получает один маркер ВПА «{mission}» ({n} на руках)"
  }
  message "events.no-player" {
    text = "нет игрока, на которого подействовать"
  }
  message "events.affects-only-player" {
    text = "событие касается {side}, единственного игрока"
  }
  message "events.affects" {
    text = "событие касается {side}"
  }
  message "events.marker-drawn" {
    text = "вытянут маркер события"
  }
  message "events.ambusher-leaves" {
    text = "{unit} покидает карту после захвата"
  }
  message "events.ambush-assault" {
    text = "{unit} захватывает {target} в {hex}: огня по выгодной цели против него нет"
  }
  message "events.name-the-unit" {
    text = "назовите юнит, которому достаётся событие"
  }
  message "events.not-own-unit" {
    text = "{unit} — не юнит стороны {side} на карте"
  }
  message "events.no-weapon-given" {
    text = "это событие не даёт переносимого оружия"
  }
  message "events.not-shaken" {
    text = "{unit} не дезориентирован"
  }
  message "events.not-reduced" {
    text = "{unit} не ослаблен"
  }
  message "events.weapons-infantry-only" {
    text = "переносимое оружие носит только пехота"
  }
  message "events.not-weapon-marker" {
    text = "{weapon} — не маркер переносимого оружия"
  }
  message "events.no-choice-waiting" {
    text = "ни одно событие не ждёт выбора"
  }
  message "events.unit-enters" {
    text = "{unit} вступает в игру в {hex}"
  }
  message "events.off-map" {
    text = "{hex} нет на этой карте: там никто не появляется"
  }
  message "events.own-units" {
    text = "{side} не атакует свои юниты"
  }
  message "events.own-units-black-hand" {
    text = "Черная Рука не атакует свои юниты"
  }
  message "events.no-target" {
    text = "ни один юнит {side} не стоит на гексе типа {terrain}"
  }
  message "events.no-one-to-inspire" {
    text = "у {side} нет юнита, которого можно воодушевить"
  }
  message "events.assault-nothing-suits" {
    text = "у {unit} нет ничего подходящего против {target}: захвата нет"
  }
  message "events.assault-falls-entering" {
    text = "{unit} гибнет, входя в {hex}: захвата нет"
  }
  message "events.infantry-struck-roll" {
    text = "пораженный пехотный юнит"
  }
  message "events.affected-player-roll" {
    text = "игрок, затрагиваемый событием"
  }
  message "events.table-roll" {
    text = "таблица событий"
  }
  message "events.drawn" {
    text = "событие {total}: {event}"
  }
  message "events.chooses" {
    text = "{side} выбирает: {what}"
  }
  message "events.what-unit" {
    text = "юнит"
  }
  message "events.what-unit-and-weapon" {
    text = "юнит и оружие"
  }
  message "events.row-2" {
    text = "Опустошитель вступает в игру у заброшенного здания (O9)."
  }
  message "events.row-3" {
    text = "В каждом отстойнике сточных вод (G3, E7, V13) в игру вступает юнит Фанатиков."
  }
  message "events.row-4" {
    text = "В каждой разрушенной церкви (J6, Z5) в игру вступает юнит Фанатиков."
  }
  message "events.row-5" {
    text = "Фанатики захватывают юниты на каждом гексе дороги, по одному Фанатику на гекс."
  }
  message "events.row-6" {
    text = "Фанатики захватывают юниты на каждом городском гексе, по одному Фанатику на гекс."
  }
  message "events.row-7" {
    text = "Каратели захватывают юниты на каждом гексе холма, по одному Карателю на гекс."
  }
  message "events.row-8" {
    text = "Два случайно выбранных пехотных юнита затронутого игрока подвергаются биологической атаке."
  }
  message "events.row-9" {
    text = "Затронутый игрок приводит в себя один из своих дезориентированных юнитов; если дезориентированных нет, один из его юнитов получает Высокий боевой дух."
  }
  message "events.row-10" {
    text = "Затронутый игрок переворачивает один из своих ослабленных юнитов на сторону полной силы; если ослабленных нет, один из его юнитов получает Высокий боевой дух."
  }
  message "events.row-11" {
    text = "Затронутый игрок получает один маркер оружия на свой выбор."
  }
  message "events.row-12" {
    text = "Затронутый игрок получает один маркер ВПА «Заградительный огонь»."
  }
  hook "event_row" {
    title   = "Срабатывает строка таблицы событий"
    filter  = "вид события строки (spawn, ambush, biological, rally...)"
    args = {
      row  = "строка с влитым вариантом by_map для выбранной карты"
      side = "затронутый игрок (\"\" когда его нет: большинство видов тогда ничего не делают)"
      ctx  = "что выбрал розыгрыш: ctx.map — карта, на которой это происходит"
    }
  }
  hook "event_step" {
    title   = "Выбор, который затронутый игрок делает для события"
    filter  = "имя шага (rally, refit, map, reinforce...)"
    returns = "описание шага: candidates(ctx), validate(a, ctx), apply(a, ctx), what (слова запроса), optional (игрок может пропустить)"
  }
  hook "event_where" {
    title   = "Где срабатывает вытянутая строка, когда в игре несколько карт"
    filter  = "* (каждое вытягивание)"
    returns = "ничего: обработчик выбирает карту и запускает строку (event_kinds.run); без обработчика строка запускается без указания карты"
    args = {
      row  = "вытянутая строка"
      side = "затронутый игрок (\"\" когда его нет)"
    }
  }
}
