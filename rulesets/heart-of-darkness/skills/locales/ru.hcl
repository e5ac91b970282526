# Russian for the skills area (Heart of Darkness).
locale "ru" {
  action "engineer" {
    title = "Выполнить одну инженерную задачу: построить, отремонтировать или взорвать мост, отремонтировать технику, выложить или снять маркер"
  }
  action "heal" {
    title = "Вернуть к полной силе один ослабленный дружественный пехотный юнит в пределах досягаемости (1 очко снабжения)"
  }
  action "mind_control" {
    title = "Взять под контроль один пехотный юнит в поле зрения на одно действие"
  }
  action "pyrokinesis" {
    title = "Разжечь огонь в гексе в пределах досягаемости; он атакует каждый юнит в нем"
  }
  action "reanimate" {
    title = "Поднять Восставших (Бескожих) из трупов или дружественной Мерзости либо восстановить ослабленную Нежить (1 очко снабжения)"
  }
  action "search" {
    title = "Обыскать свой или соседний гекс: показать спрятанное там оружие и предметы"
  }
  action "telekinesis" {
    title = "Переместить один юнит или один предмет на земле гекс за гексом через гексы в поле зрения"
  }
  action "terror" {
    title = "Сделать дезориентированным один юнит в поле зрения и дать ему маркер «Отходил»"
  }
  rule "skills.active" {
    summary = "Использование активного навыка (Вербовка, Поиск, Контроль разума, Убийство — навыки, которые книга называет активными или для которых дает проверку броском) — это попытка: на двух кубиках должно выпасть больше РРС КО формирования пользователя или ЗК. Игрок может добавить к броску бонус КО, и тогда КО получает маркер «Отходил», чем бы ни закончилась попытка. Юнит, над которым нет ни КО, ни ЗК, добивается успеха без броска. Неудачная попытка ничего не дает. Дезориентированный юнит не может использовать свои навыки. Все прочие навыки (Ужас, Лечение, Инженерное дело, Пирокинез, Воскрешение, Телекинез, Натиск) действуют без броска, за ту цену, которую назначает их параграф, и поэтому не принимают бонус КО. Параграф навыка может назвать пользователей, добивающихся успеха без броска (Поиск, Вербовка)."
    title   = "Активные навыки: бросок"
  }
  rule "skills.charge" {
    summary = "Объявляется вместе с захватом (его вариант charge) ведущим, у которого есть этот навык, по кратчайшему маршруту к цели. Огневая сила ведущего становится равной числу гексов, которые он прошел перед входом в атакуемый гекс, без броска («Натиск» — не активный навык); бонус захвата +2, поддерживающий юнит, КО и +1 от перевозимой пехоты (если она не дезориентирована) добавляются как обычно."
    title   = "Натиск"
  }
  rule "skills.engineering" {
    summary = "Во время игры инженерные работы выполняет только юнит с навыком «Инженерное дело» (специализированный юнит, 1.2), одну задачу в качестве своего действия: построить мост через свой или соседний гекс воды (7 очков снабжения), отремонтировать или взорвать там мост (1 очко), вернуть к полной силе ослабленную дружественную технику, включая собственный каунтер (1 очко), выложить в своем гексе один маркер мешков с песком, дыма уровня 1 или мин, взятый из резерва своей стороны (проект понимает мины, дым и мешки с песком по 1 очку из таблицы AUX как то, что выкладывают инженеры: купленные при расстановке или в фазе очистки, за очки специализации или снабжения), либо снять со своего гекса один маркер оружия, снаряжения, трупов, обломков, мешков с песком или мин. Дым нельзя выложить там, где это запрещает погода (Радиоактивный ветер). Очки берутся из снабжения стороны и тратятся только при успехе."
    title   = "Инженерное дело"
  }
  rule "skills.heal" {
    summary = "Юнит с навыком «Лечение» возвращает к полной силе один ослабленный дружественный пехотный юнит в пределах досягаемости, включая себя, за одно очко снабжения. Нежить вылечить нельзя. Как и «Инженерное дело», в ходе игры этот навык используют только юниты, обладающие им (1.2)."
    title   = "Лечение"
  }
  rule "skills.mind-control" {
    summary = "Контролирующий берет под контроль один пехотный юнит, который он видит, друга или врага, независимо от его силы; юниты Нежити и юниты с навыком «Ужас» сопротивляются. При успехе захваченный юнит со статусом «Под контролем разума» присоединяется к формированию контролирующего на одно действие по его выбору; он может двигаться только через те гексы или атаковать только те гексы, которые видит контролирующий. После этого действия или в конце активации оба получают маркер «Отходил», а юнит возвращается к владельцу."
    title   = "Контроль разума"
  }
  rule "skills.only-action" {
    summary = "Юнит использует за активацию один навык и больше ничего не делает: он не должен был двигаться или атаковать и после попытки получает маркер «Отходил», удалась она или нет (1.1, 2.0)."
    title   = "Навык — единственное действие юнита"
  }
  rule "skills.pyrokinesis" {
    summary = "Юнит-пирокинетик разжигает один огонь в гексе в пределах досягаемости, того уровня, который допускает местность (правило области fires), и новый огонь сразу атакует каждый юнит в этом гексе. На воде и там, где погода запрещает огонь, огонь не разжигается."
    title   = "Пирокинез"
  }
  rule "skills.ranges" {
    summary = "Навык, значок которого находится в середине каунтера носителя, — дальнобойный и достает до любого гекса, который видит пользователь; навык, напечатанный в нижнем ряду каунтера, — ближнего действия и достает только до собственного гекса пользователя и шести соседних. Юнит использует только навыки, которые дают ему его тип, его Герои или его предметы (stats.skills, stats.long_range_skills)."
    title   = "Дальность навыков"
  }
  rule "skills.reaction" {
    summary = "Дальнобойный навык можно использовать и во время действий противника — против юнита активной стороны, когда тот входит в гекс, видимый пользователю: стороне пользователя в этом гексе предоставляется окно реакции (окно огня по выгодной цели, если оно там открывается). «Ужас» и «Пирокинез» (гекс движущегося) отвечают на него, и движение продолжается. «Контроль разума» и «Телекинез» тоже отвечают на него, захватывая самого движущегося: захваченный под контроль останавливается там, где стоит, и получает маркер «Отходил», оставаясь юнитом владельца (у контролирующего нет действия, которое он мог бы ему дать в активации противника); захваченный «Телекинезом» переносится по пути телекинеза и получает маркер «Отходил». В обоих случаях остаток его собственного движения и то, что должно было за ним последовать, отменяется; неудачный «Контроль разума» позволяет движению продолжиться."
    title   = "Дальнобойные навыки в активации противника"
  }
  rule "skills.reanimate" {
    summary = "Воскреситель превращает один маркер «Трупы» в пределах досягаемости в юнит Восставших (Бескожих для Белой Руки) своей стороны и формирования, сразу получающий маркер «Отходил». Дружественная Мерзость в полной силе служит трупами: тогда она ослабляется и получает маркер «Отходил». Либо за одно очко снабжения он возвращает к полной силе один ослабленный юнит Нежити в пределах досягаемости, включая себя; живую пехоту воскресить нельзя."
    title   = "Воскрешение"
  }
  rule "skills.search" {
    summary = "Пехота и юниты с Героем, но никогда не Нежить и не Большие юниты, обыскивают свой или соседний гекс. Юниты разведки, юниты с Героем и юниты без КО находят то, что там есть, без броска. Успешный поиск показывает спрятанное оружие, которое несут находящиеся там вражеские юниты, и то, что лежит на земле; обыскивающий получает маркер «Отходил» в любом случае."
    title   = "Поиск"
  }
  rule "skills.slay" {
    summary = "Объявляется вместе с захватом (вариант захвата slay) ведущим, у которого есть этот навык. Когда убийца входит в атакуемый гекс, он делает бросок; при успехе объявленный обороняющийся сразу уничтожается, и гекс занимается, как после выигранного захвата. При неудаче захват проводится как обычно."
    title   = "Убийство"
  }
  rule "skills.telekinesis" {
    summary = "Пользователь берет один юнит или один предмет, лежащий на земле, в гексе, который он видит, независимо от его силы, и перемещает его гекс за гексом в другой видимый гекс, причем каждый гекс пути должен быть в его поле зрения. Перемещаемый так юнит может вызвать по пути огонь по выгодной цели. Пользователь и перемещенный юнит получают маркер «Отходил»."
    title   = "Телекинез"
  }
  rule "skills.terror" {
    summary = "Пользователь делает дезориентированным один видимый ему юнит любой стороны и дает ему маркер «Отходил». Юниты Нежити, Большие юниты и другие юниты с навыком «Ужас» невосприимчивы, так что пользователь никогда не действует на себя."
    title   = "Ужас"
  }
  rule "skills.weather" {
    summary = "Пока погода карты запрещает дальнобойные навыки (Тьма), ни один дальнобойный навык там использовать нельзя; навыки ближнего действия по-прежнему работают."
    title   = "Никаких дальнобойных навыков во Тьме"
  }
  status "mind-controlled" {
    name = "Под контролем разума"
  }
  message "skills.heal-supply-spent" {
    text = "{side} тратит {n} {n|очко|очка|очков} снабжения"
  }
  message "skills.reanimate-supply-spent" {
    text = "{side} тратит {n} {n|очко|очка|очков} снабжения"
  }
  message "skills.engineering-supply-spent" {
    text = "{side} тратит {n} {n|очко|очка|очков} снабжения"
  }
  message "skills.search-finds-item" {
    text = "{unit} находит {item} юнита {owner}"
  }
  message "skills.search-finds-markers" {
    text = "{unit} находит на земле в {hex}: {markers}"
  }
  message "skills.terrified" {
    text = "{unit} охвачен ужасом: дезориентирован и отмечен как «Отходил»"
  }
  message "skills.pyrokinesis-ablaze" {
    text = "{unit} поджигает {hex}: пожар уровня {level}"
  }
  message "skills.pyrokinesis-no-fire" {
    text = "в {hex} пожар не занимается"
  }
  message "skills.healed" {
    text = "{unit} вылечен до полной силы"
  }
  message "skills.reanimate-restored" {
    text = "{unit} восстановлен до полной силы"
  }
  message "skills.reanimate-raised" {
    text = "{unit} поднимает {raised} ({type}) в {hex} из {from}, отмечен как «Отходил»"
  }
  message "skills.engineering-done" {
    text = "{unit}: {task} в {hex}"
  }
  message "skills.telekinesis-moves-unit" {
    text = "{unit} перемещает {target} телекинезом: {path}"
  }
  message "skills.telekinesis-moves-marker" {
    text = "{unit} перемещает {marker} из {from} в {to}"
  }
  message "skills.mind-control-ends-acted" {
    text = "{unit} совершил свое действие: снова под командой владельца, отмечен как «Отходил»"
  }
  message "skills.mind-control-ends-unused" {
    text = "{unit} не был использован в эту активацию: снова под командой владельца, отмечен как «Отходил»"
  }
  message "skills.mind-control-halts" {
    text = "{unit} берет под контроль {target} во время его движения: он останавливается в {hex}, отмечен как «Отходил»"
  }
  message "skills.mind-control-takes-over" {
    text = "{unit} берет под контроль {target} на одно действие"
  }
  message "skills.slays" {
    text = "{unit} убивает {target}"
  }
  message "skills.search-check-no-co" {
    text = "{unit} применяет навык {skill}: он не подчинен ни КО, ни ЗК; успех"
  }
  message "skills.search-check-beats" {
    text = "{unit} применяет навык {skill}: {total} превышает РРС {marker}, равный {need}"
  }
  message "skills.search-check-fails" {
    text = "{unit} не справляется с навыком {skill}: {total} не превышает РРС {marker}, равный {need}"
  }
  message "skills.mind-control-check-no-co" {
    text = "{unit} применяет навык {skill}: он не подчинен ни КО, ни ЗК; успех"
  }
  message "skills.mind-control-check-beats" {
    text = "{unit} применяет навык {skill}: {total} превышает РРС {marker}, равный {need}"
  }
  message "skills.mind-control-check-fails" {
    text = "{unit} не справляется с навыком {skill}: {total} не превышает РРС {marker}, равный {need}"
  }
  message "skills.slay-check-no-co" {
    text = "{unit} применяет навык {skill}: он не подчинен ни КО, ни ЗК; успех"
  }
  message "skills.slay-check-beats" {
    text = "{unit} применяет навык {skill}: {total} превышает РРС {marker}, равный {need}"
  }
  message "skills.slay-check-fails" {
    text = "{unit} не справляется с навыком {skill}: {total} не превышает РРС {marker}, равный {need}"
  }
  message "skills.search-check-recon" {
    text = "{unit} применяет навык {skill}: разведка всегда находит то, что там есть; успех"
  }
  message "skills.search-check-hero" {
    text = "{unit} применяет навык {skill}: юнит с Героем всегда находит то, что там есть; успех"
  }
  message "skills.terror-check-not-active" {
    text = "{unit} применяет навык {skill}: {skill} — не активный навык, броска нет; успех"
  }
  message "skills.heal-check-not-active" {
    text = "{unit} применяет навык {skill}: {skill} — не активный навык, броска нет; успех"
  }
  message "skills.engineering-check-not-active" {
    text = "{unit} применяет навык {skill}: {skill} — не активный навык, броска нет; успех"
  }
  message "skills.pyrokinesis-check-not-active" {
    text = "{unit} применяет навык {skill}: {skill} — не активный навык, броска нет; успех"
  }
  message "skills.reanimate-check-not-active" {
    text = "{unit} применяет навык {skill}: {skill} — не активный навык, броска нет; успех"
  }
  message "skills.telekinesis-check-not-active" {
    text = "{unit} применяет навык {skill}: {skill} — не активный навык, броска нет; успех"
  }
  message "skills.charge-check-not-active" {
    text = "{unit} применяет навык {skill}: {skill} — не активный навык, броска нет; успех"
  }
  message "skills.user-not-on-map" {
    text = "{unit} не на карте"
  }
  message "skills.not-only-action" {
    text = "{unit} уже действовал в эту активацию; навык должен быть его единственным действием"
  }
  message "skills.already-acted" {
    text = "{unit} уже действовал: навык должен быть его единственным действием"
  }
  message "skills.user-shaken" {
    text = "{unit} дезориентирован и не может использовать свои навыки"
  }
  message "skills.other-map" {
    text = "{hex} на другой карте"
  }
  message "skills.weather-no-ranged" {
    text = "погода на этой карте запрещает дальнобойные навыки"
  }
  message "skills.no-los" {
    text = "у {unit} нет прямой видимости до {hex}"
  }
  message "skills.close-range" {
    text = "«{skill}» — навык ближнего действия: {hex} не гекс {unit} и не соседний с ним"
  }
  message "skills.no-co" {
    text = "у {unit} нет КО или ЗК, который дал бы бонус"
  }
  message "skills.no-co-bonus" {
    text = "нет бонуса КО: {reason}"
  }
  message "skills.no-skill" {
    text = "у {unit} нет навыка «{skill}»"
  }
  message "skills.no-roll" {
    text = "«{skill}» — не активный навык: нет броска, к которому можно добавить бонус КО"
  }
  message "skills.no-supply" {
    text = "«{skill}» стоит {n} {n|очко|очка|очков} снабжения; у {side} есть {has}"
  }
  message "skills.reaction-long-range-only" {
    text = "на движение противника отвечают только дальнобойные навыки"
  }
  message "skills.not-reacting-side" {
    text = "{unit} не принадлежит реагирующей стороне"
  }
  message "skills.target-not-on-map" {
    text = "{unit} не на карте"
  }
  message "skills.not-the-mover" {
    text = "{unit} — не тот юнит, который двигался"
  }
  message "skills.search-undead" {
    text = "юниты Нежити не могут обыскивать"
  }
  message "skills.search-huge" {
    text = "Большие юниты не могут обыскивать"
  }
  message "skills.search-who" {
    text = "обыскивать могут только пехота и юниты с Героем"
  }
  message "skills.terror-self" {
    text = "юнит не может напугать сам себя: юнит с навыком «Ужас» невосприимчив к «Ужасу»"
  }
  message "skills.terror-immune-undead" {
    text = "{unit} — Нежить: невосприимчив к «Ужасу»"
  }
  message "skills.terror-immune-huge" {
    text = "{unit} — Большой юнит: невосприимчив к «Ужасу»"
  }
  message "skills.terror-immune-terror" {
    text = "у {unit} есть навык «Ужас»: он невосприимчив к «Ужасу»"
  }
  message "skills.not-mover-hex" {
    text = "{hex} — не тот гекс, где стоит движущийся юнит"
  }
  message "skills.pyrokinesis-water" {
    text = "{hex} — вода: огонь там не горит"
  }
  message "skills.pyrokinesis-weather" {
    text = "погода на этой карте запрещает огонь"
  }
  message "skills.heal-not-friendly" {
    text = "{unit} — не дружественный юнит"
  }
  message "skills.heal-not-infantry" {
    text = "{unit} — не пехота: лечат только пехоту"
  }
  message "skills.heal-undead" {
    text = "{unit} — Нежить: ее нельзя вылечить"
  }
  message "skills.heal-full-strength" {
    text = "{unit} в полной силе"
  }
  message "skills.reanimate-hex-or-target" {
    text = "назовите либо hex (источник трупов), либо target (ослабленную Нежить)"
  }
  message "skills.reanimate-not-friendly" {
    text = "{unit} — не дружественный юнит"
  }
  message "skills.reanimate-not-undead" {
    text = "{unit} — не Нежить: живую пехоту воскресить нельзя"
  }
  message "skills.reanimate-full-strength" {
    text = "{unit} в полной силе"
  }
  message "skills.reanimate-no-corpses" {
    text = "в {hex} нет ни «Трупов», ни дружественной Мерзости в полной силе"
  }
  message "skills.engineering-not-friendly" {
    text = "{unit} — не дружественный юнит"
  }
  message "skills.engineering-not-vehicle" {
    text = "{unit} — не техника"
  }
  message "skills.engineering-full-strength" {
    text = "{unit} в полной силе"
  }
  message "skills.engineering-own-hex" {
    text = "маркеры выкладывают и снимают только в собственном гексе инженера"
  }
  message "skills.engineering-none-in-pool" {
    text = "в резерве {side} нет {marker}: их покупают как AUX (auxiliary.costs)"
  }
  message "skills.engineering-sandbags-present" {
    text = "в {hex} уже есть мешки с песком"
  }
  message "skills.engineering-mines-present" {
    text = "в {hex} уже есть минное поле"
  }
  message "skills.engineering-weather-smoke" {
    text = "погода на этой карте запрещает дым"
  }
  message "skills.engineering-name-marker" {
    text = "назовите маркер, который нужно снять"
  }
  message "skills.engineering-not-clearable" {
    text = "{marker} — не маркер, который снимают инженеры"
  }
  message "skills.engineering-no-marker" {
    text = "в {hex} нет {marker}"
  }
  message "skills.telekinesis-path" {
    text = "путь (path) перечисляет гексы, в которые входят"
  }
  message "skills.telekinesis-unit-or-object" {
    text = "переместите либо юнит (target), либо предмет (object, from)"
  }
  message "skills.telekinesis-mover-only" {
    text = "в активации противника телекинез берет только двигавшийся юнит"
  }
  message "skills.telekinesis-self" {
    text = "юнит не может переместить себя телекинезом"
  }
  message "skills.telekinesis-name-from" {
    text = "назовите гекс, где лежит предмет (from)"
  }
  message "skills.telekinesis-not-object" {
    text = "{object} — не предмет"
  }
  message "skills.telekinesis-no-object" {
    text = "в {hex} нет {object}"
  }
  message "skills.telekinesis-not-adjacent" {
    text = "{hex} не соседний с {from}"
  }
  message "skills.mind-control-not-infantry" {
    text = "{unit} — не пехота"
  }
  message "skills.mind-control-immune-undead" {
    text = "{unit} — Нежить: невосприимчив к «Контролю разума»"
  }
  message "skills.mind-control-immune-terror" {
    text = "у {unit} есть навык «Ужас»: он невосприимчив к «Контролю разума»"
  }
  message "skills.mind-control-self" {
    text = "юнит не может контролировать сам себя"
  }
  message "skills.mind-control-no-controller" {
    text = "контролирующего {unit} больше нет"
  }
  message "skills.mind-control-out-of-sight" {
    text = "{hex} вне поля зрения {controller}, контролирующего {unit}"
  }
  message "skills.charge-shortest" {
    text = "натиск идет к цели кратчайшим маршрутом"
  }
  message "auxiliary.heal-not-infantry" {
    text = "навык «Лечение» лечит живую пехоту: {unit} — нет"
  }
  message "auxiliary.repair-not-vehicle" {
    text = "навык «Инженерное дело» ремонтирует технику: {unit} — не техника"
  }
  value "skill" { title = "Проверка активного навыка: 2D6 плюс бонус КО, если он одолжен, должны превысить РРС" }
  message "skills.2d6" {
    text = "2D6 ({a}+{b})"
  }
  message "skills.check-name" {
    text = "{skill} {unit}"
  }
  message "skills.name-recruit" {
    text = "Вербовка"
  }
  message "skills.name-search" {
    text = "Поиск"
  }
  message "skills.name-mind-control" {
    text = "Контроль разума"
  }
  message "skills.name-slay" {
    text = "Убийство"
  }
  message "skills.charge-term" {
    text = "натиск: {n} {n|гекс|гекса|гексов} пути вместо огневой силы {fp}"
  }
}
