# nw68 sim и sim merge
message "sim.games" { text = "{scenario}: {n} {n|партия|партии|партий} за {secs} с ({rate} партий/с), не доиграно: {failed}, {actions} действий на партию" }
message "sim.players" { text = "игроки: {players} (не названная сторона играет случайно)" }
message "sim.none_played" { text = "ни одна партия не доиграна до итога" }
message "sim.no_winner" { text = "без победителя" }
message "sim.col.winner" { text = "победитель" }
message "sim.col.games" { text = "партии" }
message "sim.col.win_rate" { text = "доля побед" }
message "sim.col.wilson" { text = "{level}-процентный интервал (Уилсон)" }
message "sim.range" { text = "от {low} до {high}" }
message "sim.report" { text = "отчёт {report}" }
message "sim.col.min" { text = "мин" }
message "sim.col.median" { text = "медиана" }
message "sim.col.max" { text = "макс" }
message "sim.col.mean" { text = "среднее" }
message "sim.col.rule" { text = "правило" }
message "sim.col.log" { text = "строк журнала/партия" }
message "sim.col.terms" { text = "слагаемых/партия" }
message "sim.col.refused" { text = "запретов/партия" }
message "sim.col.log_pair" { text = "строк журнала/партия (база, вариант)" }
message "sim.col.terms_pair" { text = "слагаемых/партия (база, вариант)" }
message "sim.col.refused_pair" { text = "запретов/партия (база, вариант)" }
message "sim.baseline_scenario" { text = "база (сценарий {scenario}):" }
message "sim.variant_scenario" { text = "вариант (сценарий {scenario}):" }
message "sim.baseline_no_mods" { text = "база (без модов):" }
message "sim.variant_mods" { text = "вариант (моды {mods}):" }
message "sim.rules_changed_mods" { text = "правила, счёт которых изменили моды:" }
message "sim.rules_changed_scenario" { text = "правила, счёт которых изменил сценарий:" }
message "sim.paired" { text = "парная разность, вариант минус база, по сидам, обе партии которых доиграны:" }
message "sim.col.pairs" { text = "пары" }
message "sim.col.baseline" { text = "база" }
message "sim.col.variant" { text = "вариант" }
message "sim.col.difference" { text = "разность" }
message "sim.col.interval" { text = "{level}-процентный интервал" }
message "sim.col.gained" { text = "приобретено" }
message "sim.col.lost" { text = "потеряно" }
message "sim.col.p" { text = "p (критерий знаков)" }
message "sim.verdict.unchanged" { text = "слишком мало, чтобы судить: ни у одного сида итог «{who}» не изменился" }
message "sim.verdict.unclear" { text = "слишком мало, чтобы судить: {gained} {gained|сид перешёл|сида перешли|сидов перешли} к итогу «{who}» и {lost} ушли от него, p = {p}; больше партий может показать разницу" }
message "sim.verdict.raise" { text = "моды повышают «{who}» на {points} п. п. (p = {p})" }
message "sim.verdict.lower" { text = "моды понижают «{who}» на {points} п. п. (p = {p})" }
message "sim.failed" { text = "{n} {n|партия не доиграна|партии не доиграны|партий не доиграны}: {first}" }

# nw68 conform: отчёт и причины провала проверки (имя проверки, «unit apc.at», — слова файла
# проверок и остаётся как написано)
message "conform.fail" { text = "ПРОВАЛ {file}:{line} {name}: {why}" }
message "conform.counts" { text = "пройдено: {passed}, провалено: {failed}" }
message "conform.layer_cited" { text = "{layer}: проверки ссылаются на {covered} из {all} правил" }
message "conform.all_cited" { text = "хотя бы одна проверка ссылается на {covered} из {all} правил" }
message "conform.why.unknown_rule" { text = "ссылается на правило {rule}, которого нет в наборе правил {ruleset}" }
message "conform.why.settle" { text = "закрытие открытых окон после последнего действия: {err}" }
message "conform.why.dice_left" { text = "кубики: {n} {n|значение осталось|значения остались|значений остались} неиспользованными: {faces}" }
message "conform.why.draws_left" { text = "вытягивания: {n} {n|заданное вытягивание не сделано|заданных вытягивания не сделаны|заданных вытягиваний не сделаны}: {draws}" }
message "conform.why.no_action" { text = "ожидается запрет, но действия нет" }
message "conform.why.accepted" { text = "действие {n} ({kind}) принято; ожидался запрет{want}" }
message "conform.why.dice_out" { text = "кубики: закончились во время действия {n} ({kind}): {err}" }
message "conform.why.action_failed" { text = "действие {n} ({kind}) не выполнено: {err}" }
message "conform.why.other_refusal" { text = "запрещено: ожидался запрет{want}, получен код {code}, правило {rule} ({reason})" }
message "conform.why.changed" { text = "запрещённое действие {n} ({kind}) изменило игру" }
message "conform.want.code" { text = " с кодом {code}" }
message "conform.want.rule" { text = " по правилу {rule}" }
message "conform.want.both" { text = " с кодом {code} по правилу {rule}" }
message "conform.why.not_reported" { text = "{report}: отчётов не было" }
message "conform.why.too_few_reports" { text = "{report} {n}: действие дало {made} {made|такой отчёт|таких отчёта|таких отчётов}" }
message "conform.why.no_unit" { text = "unit {unit}: в проверке нет такого подразделения" }
message "conform.why.unknown_unit_check" { text = "unit {unit}: неизвестная проверка {check}" }
message "conform.why.status_check" { text = "unit {unit}: проверка {check} называет статус строкой" }
message "conform.why.marker" { text = "marker {at} {kind}: {err}" }
message "conform.why.unknown_marker_check" { text = "marker {at} {kind}: неизвестная проверка {check}" }
message "conform.why.hex" { text = "hex {hex}: {err}" }
message "conform.why.unknown_hex_check" { text = "hex {hex}: неизвестная проверка {check} (unit_types, units, control)" }
message "conform.why.unknown_cup_check" { text = "cup: неизвестная проверка {check} (drawn, remaining, contents)" }
message "conform.why.log" { text = "log: ни одна строка не содержит {text}" }
message "conform.why.not_object" { text = "{what}: проверка должна быть объектом" }
message "conform.why.want_nothing" { text = "{what}: ожидалось ничего, получено {got}" }
message "conform.why.want" { text = "{what}: ожидалось {want}, получено {got}" }
message "conform.why.list_strings" { text = "{what}: проверка-список должна содержать строки" }
message "conform.why.cannot_compare" { text = "{what}: нельзя сравнить с {type}" }
message "conform.nothing" { text = "ничего" }

# nw68 cost
message "cost.accepted" { text = "принято" }
message "cost.refused" { text = "запрещено: {code} [{rule}]" }
message "cost.total" { text = "{kind} ({outcome}): {steps} {steps|инструкция|инструкции|инструкций} Lua в {handlers} {handlers|обработчике|обработчиках|обработчиках}" }
message "cost.col.own" { text = "свои" }
message "cost.col.with" { text = "всего" }
message "cost.col.share" { text = "доля" }
message "cost.col.calls" { text = "вызовы" }
message "cost.col.handler" { text = "обработчик" }
