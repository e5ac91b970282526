# nw68 play: слова самой сессии (слова игры — из каталогов наборов правил).
message "play.scenario" { text = "{id}: {title} (зерно {seed})" }
message "play.setup" { text = "расстановка: {note}" }
message "play.game_over" { text = "игра окончена: {result}" }
message "play.victory_points" { text = "победные очки: {fields}" }
message "play.refused" { text = "отказано ({code}): {reason}" }
message "play.refused_rule" { text = "правило {id} {title}: {summary}" }
message "play.campaign" { text = "кампания {id}: {title}, этап {step} из {steps}" }
message "play.campaign_over" { text = "кампания {id} окончена: пройдено {n} {n|этап|этапа|этапов}" }
message "play.resumed" { text = "продолжена игра {what} после {n} {n|действия|действий|действий} (зерно {seed})" }
message "play.resumed_campaign" { text = "{scenario} (кампания {id}, этап {step})" }
message "play.bot" { text = "бот ({side}): {action}" }
message "play.ai" { text = "ИИ ({side}): {action}" }
message "play.prompt" { text = "ход {turn}, {phase}" }
message "play.prompt_who" { text = "ход {turn}, {phase}, {who}" }
message "play.prompt_reacts" { text = "ход {turn}, {phase}, отвечает {side} ({actions})" }
message "play.or" { text = " или " }
message "play.answer_roll" { text = "{side} может ответить на бросок {roll} действием {actions} или пропустить; любое другое действие пропускает ответ" }
message "play.react" { text = "{side} может ответить на {unit} в {hex} действием {actions} или пропустить; любое другое действие пропускает ответ" }
message "play.map" { text = "карта {id}" }
message "play.legend_ground" { text = "{symbol} {name} (основная местность карты)" }
message "play.legend_more" { text = "{symbol} не все поместились (hex ГЕКС перечислит их)" }
message "play.unit_eliminated" { text = "уничтожен" }
message "play.unit_at" { text = "в {hex}" }
message "play.unit_off_map" { text = "вне карты" }
message "play.unit_with" { text = "с {items}" }
message "play.unit_carrying" { text = "несет {items}" }
message "play.unit_aboard" { text = "на борту {unit}" }
message "play.log_line" { text = "ход {turn}, {phase}: {line}" }
message "play.saved" { text = "сохранено в {path}" }
message "play.no_value" { text = "последнее действие не вычисляло значений" }
message "play.struck_removed" { text = ", не учитывается: убрано правилом {by}" }
message "play.struck_replaced" { text = ", не учитывается: заменено правилом {by}" }
message "play.chosen" { text = "компьютер ({side}) оценил {n} {n|вариант|варианта|вариантов}; ожидаемая ценность лучших для стороны {side}:" }
message "play.no_legal_action" { text = "нет допустимых действий" }
message "play.help_actions" { text = "действия (введите вид действия и параметры ключ=значение; списки — через запятую):" }
message "play.help_commands" { text = "другие команды: {commands}" }

# что play отказывается читать, еще до вопроса к правилам
message "play.usage" { text = "использование: {command} {args}" }
message "play.no_side" { text = "нет стороны «{side}»; стороны: {sides}" }
message "play.bad_log_count" { text = "log N: N — сколько строк показать, целое число от 1 (а не «{n}»)" }
message "play.no_rule" { text = "нет правила «{id}»" }
message "play.no_listed_action" { text = "нет действия «{n}» в последнем списке из {listed} (выполните legal)" }
message "play.no_save_file" { text = "save ФАЙЛ: у этой игры нет файла сохранения" }
message "play.no_action_kind" { text = "нет вида действия «{kind}» (help перечислит их)" }
message "play.pass_no_param" { text = "у pass нет параметров" }
message "play.unknown_command" { text = "неизвестная команда «{command}» (help перечислит действия и команды)" }
message "play.key_value" { text = "«{word}»: пишите параметры как ключ=значение" }
message "play.no_param" { text = "у {action} нет параметра «{param}»" }
message "play.param_twice" { text = "{param} задан дважды" }
message "play.not_number" { text = "{param} должен быть целым числом, а не «{value}»" }
message "play.not_bool" { text = "{param} — true или false, а не «{value}»" }
