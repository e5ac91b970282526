# Russian for the auxiliary area (Heart of Darkness).
locale "ru" {
  action "buy" {
    title = "Потратить очки снабжения на юнит AUX, Героя, оружие или снаряжение, задание ВПА, мины, дым, мешки с песком или работы на мосту (расстановка и фаза очистки)"
  }
  holding "aux" {
    name = "Маркеры AUX в резерве"
  }
  rule "auxiliary.bridges" {
    summary = "Во время расстановки миссии сторона может заплатить за постройку моста через воду, за ремонт или подрыв существующего; как и навык «Инженерное дело», который эта покупка заменяет, работа ведется в пределах 3 гексов от одного из наземных юнитов стороны."
    title   = "Работы на мостах при расстановке"
  }
  rule "auxiliary.buy" {
    summary = "AUX — это юниты, Герои и предметы, которые фракция получает сверх предусмотренных сценарием. При расстановке и в каждой фазе очистки сторона может тратить на них очки снабжения: юниты, Герои, оружие и снаряжение, задания ВПА, мины, дым, мешки с песком, а при расстановке — также работы на мостах."
    title   = "Покупка AUX"
  }
  rule "auxiliary.costs" {
    summary = "У каждого AUX есть цена в очках снабжения: каунтер с напечатанной ценой стоит столько, сколько указано; остальные, в том числе каунтеры базовой игры, стоят столько, сколько таблица AUX назначает их виду (Герой или юнит — 5, оружие или снаряжение — 3, ядерный удар — 5, прочие задания ВПА — 3, мины, дым или мешки с песком — 1, постройка моста — 5, ремонт или подрыв — 1). Сторона не может тратить очки, которых у нее нет."
    title   = "Цены AUX"
  }
  rule "auxiliary.factions" {
    summary = "Фракция покупает только каунтеры своей фракции или Независимых. Каунтер без указания фракции (маркеры оружия базовой игры) доступен любой: так это толкует проект."
    title   = "Чьи каунтеры можно покупать"
  }
  rule "auxiliary.not-for-sale" {
    summary = "Обугленное Сердце никогда нельзя купить как AUX; как и любой каунтер, который мод помечает так же (метка not_for_sale)."
    title   = "Обугленное Сердце не продается"
  }
  rule "auxiliary.placement" {
    summary = "Юнит AUX расставляется на одном из гексов расстановки своей стороны; Герои прикрепляются к дружественным юнитам, а оружие и снаряжение передаются им (предметы — только пехоте). Задания ВПА, мины, мешки с песком и дым поступают в резерв фракции для дальнейшего использования; мины, дым и мешки с песком, купленные при расстановке, можно также выложить сразу, как это делает навык «Инженерное дело» при расстановке: в пределах 3 гексов от дружественного наземного юнита (supply.setup-skills)."
    title   = "Куда ставятся AUX"
  }
  rule "auxiliary.pool" {
    summary = "Очки снабжения, не потраченные при расстановке, поступают в резерв фракции и могут быть потрачены во время игры."
    title   = "Непотраченные очки при расстановке"
  }
  message "auxiliary.pool-kept" {
    text = "{side} сохраняет в запасе на игру {n} {n|неизрасходованное очко|неизрасходованных очка|неизрасходованных очков} снабжения"
  }
  message "auxiliary.cleanup-buying" {
    text = "Очистка: очки снабжения можно потратить на AUX (buy) до end_phase"
  }
  message "auxiliary.bought-unit" {
    text = "{side} покупает юнит AUX {unit} ({name}), выставленный в {hex} за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}"
  }
  message "auxiliary.bought-unit-specialization" {
    text = "{side} покупает юнит AUX {unit} ({name}), выставленный в {hex} за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}, Специализации: {spec}"
  }
  message "auxiliary.bought-item" {
    text = "{side} покупает {item}, отданный юниту {unit} за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}"
  }
  message "auxiliary.bought-item-specialization" {
    text = "{side} покупает {item}, отданный юниту {unit} за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}, Специализации: {spec}"
  }
  message "auxiliary.bought-oba" {
    text = "{side} покупает миссию ВПА {mission} в запас за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}"
  }
  message "auxiliary.bought-oba-specialization" {
    text = "{side} покупает миссию ВПА {mission} в запас за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}, Специализации: {spec}"
  }
  message "auxiliary.bought-marker-laid" {
    text = "{side} покупает {marker}, выложенные в {hex} за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}"
  }
  message "auxiliary.bought-marker-laid-specialization" {
    text = "{side} покупает {marker}, выложенные в {hex} за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}, Специализации: {spec}"
  }
  message "auxiliary.bought-marker-pool" {
    text = "{side} покупает {marker} в запас за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}"
  }
  message "auxiliary.bought-marker-pool-specialization" {
    text = "{side} покупает {marker} в запас за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}, Специализации: {spec}"
  }
  message "auxiliary.bought-healing" {
    text = "{side} покупает лечение для {unit}, снова в полной силе за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}"
  }
  message "auxiliary.bought-healing-specialization" {
    text = "{side} покупает лечение для {unit}, снова в полной силе за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}, Специализации: {spec}"
  }
  message "auxiliary.bought-repair" {
    text = "{side} покупает ремонт для {unit}, снова в полной силе за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}"
  }
  message "auxiliary.bought-repair-specialization" {
    text = "{side} покупает ремонт для {unit}, снова в полной силе за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}, Специализации: {spec}"
  }
  message "auxiliary.bought-bridge-work" {
    text = "{side} покупает работы на мосту ({work}) в {hex} за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}"
  }
  message "auxiliary.bought-bridge-work-specialization" {
    text = "{side} покупает работы на мосту ({work}) в {hex} за {cost} {cost|очко|очка|очков} снабжения ({price}); в запасе осталось {left}, Специализации: {spec}"
  }
  message "auxiliary.name-type-unit" {
    text = "назовите покупаемый юнит (type)"
  }
  message "auxiliary.name-type-hero" {
    text = "назовите покупаемого Героя (type)"
  }
  message "auxiliary.name-type-object" {
    text = "назовите покупаемый предмет (type)"
  }
  message "auxiliary.unknown-unit" {
    text = "нет юнита {type}"
  }
  message "auxiliary.unknown-hero" {
    text = "нет Героя {type}"
  }
  message "auxiliary.unknown-object" {
    text = "нет предмета {type}"
  }
  message "auxiliary.not-a-hero" {
    text = "{type} — не Герой"
  }
  message "auxiliary.not-an-object" {
    text = "{type} — не оружие и не снаряжение"
  }
  message "auxiliary.not-for-sale-unit" {
    text = "{type} никогда нельзя купить как AUX"
  }
  message "auxiliary.not-for-sale-item" {
    text = "{type} никогда нельзя купить как AUX"
  }
  message "auxiliary.wrong-faction-unit" {
    text = "{type} — каунтер стороны {faction}: {side} покупает только свои каунтеры или каунтеры Независимых"
  }
  message "auxiliary.wrong-faction-item" {
    text = "{type} — каунтер стороны {faction}: {side} покупает только свои каунтеры или каунтеры Независимых"
  }
  message "auxiliary.unknown-mission" {
    text = "нет задания ВПА {mission}"
  }
  message "auxiliary.unit-needs-hex" {
    text = "юнит AUX выставляется на гекс расстановки (at)"
  }
  message "auxiliary.not-setup-hex" {
    text = "{hex} — не гекс расстановки стороны {side}"
  }
  message "auxiliary.not-your-formation" {
    text = "{formation} — не формирование стороны {side}"
  }
  message "auxiliary.name-formation" {
    text = "назовите формирование стороны {side}, к которому присоединяется юнит AUX (formation)"
  }
  message "auxiliary.name-unit" {
    text = "назовите дружественный юнит, который его получает (unit)"
  }
  message "auxiliary.not-friendly" {
    text = "{unit} — не юнит стороны {side} на карте"
  }
  message "auxiliary.not-infantry" {
    text = "оружие и снаряжение получает пехота (не Большие юниты): {unit} — нет"
  }
  message "auxiliary.hero-in-play" {
    text = "Герой {hero} уже с {unit}"
  }
  message "auxiliary.markers-to-pool" {
    text = "купленные маркеры идут в резерв; сразу их выкладывают только при расстановке"
  }
  message "auxiliary.bridges-setup-only" {
    text = "работы на мостах покупают только при расстановке"
  }
  message "auxiliary.name-bridge-hex" {
    text = "назовите гекс моста (at)"
  }
  message "auxiliary.not-now" {
    text = "AUX покупают при расстановке и в фазе очистки, а не в фазе {phase}"
  }
  message "auxiliary.not-a-faction" {
    text = "{side} — не фракция, покупающая AUX"
  }
  message "auxiliary.not-enough-supply" {
    text = "{item} стоит {n} {n|очко|очка|очков} снабжения; у {side} на это есть {has}"
  }
}
