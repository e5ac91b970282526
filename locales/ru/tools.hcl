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

# nw68 units, scenarios, campaigns и replay
message "units.header" { text = "ID\tНАЗВАНИЕ\tФРАКЦИЯ\tМЕТКИ\tПОКАЗАТЕЛИ\tОРУЖИЕ\tСТОРОНЫ КАУНТЕРА\tИСТОЧНИК\tПРИМЕЧАНИЕ" }
message "units.provisional" { text = "ПРЕДВАРИТЕЛЬНО" }
message "scenarios.open_ended" { text = "без предела ходов" }
message "scenarios.turns" { text = "{n} {n|ход|хода|ходов}" }
message "scenarios.versus" { text = " против " }
message "scenarios.setup" { text = "расстановка: {note}" }
message "scenarios.no_campaign" { text = "в наборе правил {ruleset} нет кампаний" }
message "scenarios.replayed" { text = "{file}: воспроизведено {actions} {actions|действие|действия|действий}, {rolls} {rolls|бросок|броска|бросков}; все {steps} {steps|шаг совпадает|шага совпадают|шагов совпадают} со своими отпечатками" }
message "scenarios.result" { text = "итог: {result}" }
