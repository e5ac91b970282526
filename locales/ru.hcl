# Слова программы по-русски: ядро и инструменты (командная строка, сервер). Ключи как в en.hcl;
# параметры в фигурных скобках, формы числа через черту: одна, несколько, много.

language "ru" {
  name   = "Русский"
  forms  = 3
  plural = n % 10 == 1 && n % 100 != 11 ? 0 : (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2)
  # the page asks the browser's Intl.PluralRules, which names the forms so
  categories = ["one", "few", "many"]
}

# nw68 rule
message "rule.declared" { text = "объявлено в {at} (слой {layer})" }
message "rule.replacing" { text = "заменяет правило, объявленное в {at} (слой {layer})" }
message "rule.patched" { text = "изменено в {at} (слой {layer})" }
message "rule.data" { text = "данные, ссылающиеся на правило ({n}):" }
message "rule.scripts" { text = "скрипты, ссылающиеся на правило ({n}):" }
message "rule.cases" { text = "проверки правила ({n}):" }
message "rule.refused" { text = "запреты (что правило не позволяет): {n} {n|проверка|проверки|проверок}" }
message "rule.allowed" { text = "разрешения (что правило делает): {n} {n|проверка|проверки|проверок}" }
message "rule.in" { text = "в {handlers}" }
message "rule.any_code" { text = "(любой код)" }
message "rule.unknown" { text = "нет правила \"{id}\" в {layers}" }
message "rule.did_you_mean" { text = "возможно, имелось в виду: {ids}" }

# nw68 check --lang
message "check.untranslated" { text = "{ruleset}: {n} {n|текст не переведён|текста не переведены|текстов не переведены} на {lang}" }
message "check.untranslated_program" { text = "программа: {n} {n|сообщение не переведено|сообщения не переведены|сообщений не переведены} на {lang}" }
message "check.translated" { text = "{ruleset}: все тексты переведены на {lang}" }

# Страница (server/web): все её слова, кроме слов самой игры.
message "page.language" { text = "язык" }
message "page.new_game" { text = "Новая игра" }
message "page.ruleset" { text = "Правила" }
message "page.scenario" { text = "Сценарий" }
message "page.mods" { text = "Моды" }
message "page.mods_hint" { text = "нет; или, например, heavy-armor, long-range-3" }
message "page.seed" { text = "Зерно" }
message "page.seed_hint" { text = "случайное, держится в тайне" }
message "page.create" { text = "Создать" }
message "page.games" { text = "Игры" }
message "page.col_game" { text = "игра" }
message "page.col_scenario" { text = "сценарий" }
message "page.col_actions" { text = "действия" }
message "page.col_result" { text = "итог" }
message "page.col_updated" { text = "изменена" }
message "page.games_note" { text = "Игра открывается по ссылке места; ссылки игр, созданных в этом браузере, хранятся здесь." }
message "page.import" { text = "Загрузить сохранение (JSON, который пишет nw68 play)" }
message "page.zoom_out" { text = "уменьшить (-)" }
message "page.zoom_in" { text = "увеличить (+)" }
message "page.zoom_reset" { text = "обычный масштаб (0)" }
message "page.zoom_fit" { text = "вся карта" }
message "page.zoom_fit_title" { text = "показать всю карту" }
message "page.map_hint" { text = "колесо или щипок — масштаб, перетаскивание или стрелки — сдвиг; щелчок по гексу — подробности" }
message "page.minimap" { text = "все карты: щёлкните, чтобы перейти" }
message "page.sound" { text = "звук, когда мой ход" }
message "page.confirm_title" { text = "Подтверждение" }
message "page.confirm" { text = "Подтвердить" }
message "page.cancel" { text = "Отмена" }
message "page.choose" { text = "Выбор" }
message "page.actions" { text = "Действия" }
message "page.last_action" { text = "Последнее действие" }
message "page.legend" { text = "Условные обозначения" }
message "page.every_legal" { text = "Все допустимые действия" }
message "page.every_legal_n" { text = "Все допустимые действия ({n})" }
message "page.seat_links" { text = "Ссылки мест" }
message "page.log" { text = "Журнал" }
message "page.refused" { text = "отказано ({code}): {msg}" }
message "page.campaigns" { text = "Кампании" }
message "page.campaign_option" { text = "{title} (кампания из {n} {n|этапа|этапов|этапов})" }
message "page.player_person" { text = "человек" }
message "page.player_greedy" { text = "компьютер (жадный)" }
message "page.player_ai" { text = "компьютер (ИИ)" }
message "page.played_by" { text = "{side}: играет" }
message "page.resume" { text = "продолжить (за одним экраном)" }
message "page.links" { text = "ссылки" }
message "page.export" { text = "выгрузить" }
message "page.delete" { text = "удалить" }
message "page.delete_confirm" { text = "Удалить {title} ({id})?" }
message "page.seat_links_of" { text = "Ссылки мест игры {game}: дайте каждому игроку его ссылку, ссылку хозяина оставьте себе" }
message "page.played_by_computer" { text = ": играет компьютер ({kind})" }
message "page.host_seat" { text = "хозяин (за одним экраном: все стороны; выгрузка, удаление)" }
message "page.spectator_seat" { text = "зритель (только просмотр)" }
message "page.spectator" { text = "зритель" }
message "page.play_hot_seat" { text = "Играть за одним экраном" }
message "page.play_against" { text = "Играть за {side} против компьютера" }
message "page.deleted" { text = "эта игра удалена" }
message "page.pass_describe" { text = "Пас: пусть игра идёт дальше" }
message "page.game_over" { text = "Игра окончена: {result}" }
message "page.over" { text = "Игра окончена." }
message "page.replay_read_only" { text = "Повтор журнала (только просмотр)" }
message "page.replay_note" { text = "Повтор журнала, только просмотр: шагайте кнопками повтора или вернитесь в игру кнопкой «сейчас»." }
message "page.by_the_rules" { text = "(играют правила)" }
message "page.computer_thinking" { text = "(компьютер думает)" }
message "page.by_computer" { text = "(компьютер: {kind})" }
message "page.may_react" { text = "{side} может ответить" }
message "page.your_reaction" { text = "Ваш ответ" }
message "page.to_act_hot_seat" { text = "Ходит {who} (за одним экраном)" }
message "page.every_side_hot_seat" { text = "В этом шаге действуют все стороны (за одним экраном)" }
message "page.your_turn" { text = "Ваш ход" }
message "page.your_turn_every_side" { text = "Ваш ход: в этом шаге действуют все стороны" }
message "page.to_act" { text = "Ходит {who}" }
message "page.watching" { text = "Просмотр" }
message "page.waiting_for" { text = "Ждём: {who}" }
message "page.waiting_other" { text = "Ждём другую сторону" }
message "page.turn" { text = "Ход {turn}" }
message "page.turn_of" { text = "Ход {turn} из {turns}" }
message "page.turn_short" { text = "Х{turn}" }
message "page.campaign_step" { text = "Кампания {title}: этап {step} из {steps}" }
message "page.active" { text = "Действует: {who}" }
message "page.formation_of" { text = "{formation} ({side})" }
message "page.no_side" { text = "ни одна сторона (действуют все)" }
message "page.computer_stuck" { text = "Компьютер перестал играть за {side} здесь (причина в журнале сервера): место хозяина может действовать за него." }
message "page.cup" { text = "Стакан: {markers}" }
message "page.empty" { text = "пусто" }
message "page.cup_hidden" { text = "{n} {n|скрыт|скрыто|скрыто} от вас" }
message "page.drawn" { text = "Вытянуты: {markers}" }
message "page.or" { text = " или " }
message "page.may_answer" { text = "{side} может ответить: {kind}" }
message "page.click_to_react" { text = "Щёлкните красный каунтер ({kinds}) или:" }
message "page.nothing_to_answer" { text = "Здесь нечем ответить:" }
message "page.pass" { text = "Пас" }
message "page.pass_all" { text = "Пас на всё это движение" }
message "page.units_may_act" { text = "Юниты, которые могут действовать:" }
message "page.close" { text = "Закрыть" }
message "page.replaced_by" { text = "заменено: {label}" }
message "page.removed_by" { text = "убрано: {label}" }
message "page.replay_from_here" { text = "повтор отсюда" }
message "page.export_save" { text = "Выгрузить сохранение" }
message "page.undo" { text = "Отменить моё последнее действие" }
message "page.next_step" { text = "Следующий этап {title} ({step} из {steps})" }
message "page.all_games" { text = "Все игры" }
message "page.replay" { text = "Повтор ({at} из {latest}):" }
message "page.replay_start" { text = "начало" }
message "page.replay_now" { text = "сейчас" }
message "page.what_if" { text = "А что если… (новая игра отсюда)" }
message "page.fork_mods" { text = "моды через запятую (необязательно)" }
