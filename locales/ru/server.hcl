# nw68 serve: сообщения об ошибках самого API (поле "error"; "code" остаётся английским).
# Значение, которое фраза приводит в кавычках, приходит уже в кавычках ({game} — это "g1");
# {error} — текст ошибки из-под сервера, по-английски.
message "server.error" { text = "{error}" }
message "server.unwritable" { text = "ответ не удалось записать в JSON: {error}" }
message "server.stopping" { text = "сервер останавливается" }
message "server.bad_host" { text = "этот сервер отвечает только на {hosts}, не на {host}" }
message "server.bad_lang" { text = "lang: {error}" }
message "server.too_many_requests" { text = "слишком много запросов с {addr}: в среднем не больше {rate} в секунду; подождите и повторите" }
message "server.too_many_imports" { text = "слишком много загрузок с {addr}: в среднем не чаще одной за {every} с (и не больше {burst} сразу); подождите и повторите" }
message "server.too_many_sockets" { text = "больше push-соединений нельзя: у {addr} их {n}, это предел для одного адреса" }

# Тела запросов
message "server.not_json" { text = "отправьте тело запроса с Content-Type: application/json" }
message "server.save_not_json" { text = "отправьте сохранение с Content-Type: application/json" }
message "server.body_too_large" { text = "тело запроса больше {limit} {limit|байта|байт|байт}, а это предел для этого запроса" }
message "server.save_too_large" { text = "сохранение больше {limit} {limit|байта|байт|байт}" }
message "server.action_too_large" { text = "действие больше {limit} {limit|байта|байт|байт}" }
message "server.body_empty" { text = "тело запроса пусто; отправьте объект JSON" }
message "server.malformed_json" { text = "неверный JSON: {error}" }
message "server.json_trailing" { text = "неверный JSON: после значения JSON есть ещё данные" }
message "server.action_malformed_json" { text = "action: неверный JSON: {error}" }

# Игры и места
message "server.no_game" { text = "на этом сервере нет игры {game}" }
message "server.no_token" { text = "отправьте токен места как Authorization: Bearer <токен>" }
message "server.bad_token" { text = "этот токен не открывает ни одного места игры {game}" }
message "server.reloaded" { text = "игра удалена или перезагружена; запросите снова" }
message "server.scenario_and_campaign" { text = "укажите сценарий или кампанию, но не то и другое: кампания играет свои сценарии" }
message "server.host_next_step" { text = "следующий этап кампании начинает только хозяин" }
message "server.campaign_over" { text = "это был последний этап кампании" }
message "server.host_deletes" { text = "удалить игру может только токен хозяина" }
message "server.host_exports" { text = "в сохранении есть зерно кубиков, поэтому до конца игры выгрузить её может только хозяин" }
message "server.host_forks" { text = "в новой игре с позиции журнала есть зерно кубиков, поэтому до конца игры начать её может только хозяин" }
message "server.spectator" { text = "токен зрителя не может действовать" }
message "server.game_over" { text = "игра окончена: {result}" }
message "server.not_your_turn" { text = "сейчас ход {turn}, а не {side}" }

# Позиции журнала: действия, отмена, повтор и новая игра с позиции
message "server.bad_at" { text = "at={at}: укажите позицию журнала, целое число" }
message "server.bad_position" { text = "позиция {position}: журнал игры идёт от 0 до {last}" }
message "server.no_kind" { text = "у действия не указан вид (kind)" }
message "server.action_no_position" { text = "укажите позицию журнала, на которой выбрано действие (position)" }
message "server.action_stale" { text = "действие выбрано на позиции {chosen}, а игра уже на позиции {position}: посмотрите снова и выберите заново" }
message "server.undo_no_position" { text = "укажите позицию журнала, на которой выбрана отмена (position)" }
message "server.undo_stale" { text = "отмена выбрана на позиции {chosen}, а игра уже на позиции {position}: посмотрите снова" }
message "server.not_yours" { text = "последнее действие сделала не сторона {side}: отменить его она не может" }
message "server.nothing_to_undo" { text = "ещё ни один игрок не действовал: отменять нечего" }
message "server.dice_rolled" { text = "{kind}: кубики брошены ({n} {n|бросок|броска|бросков}), а действие с брошенными кубиками не отменяется" }
message "server.fork_no_position" { text = "укажите позицию журнала, с которой начать новую игру (position)" }

# Вопросы и рисунки
message "server.bad_query_name" { text = "{name} — не имя вопроса" }
message "server.too_many_args" { text = "у вопроса не больше {max} {max|аргумента|аргументов|аргументов}" }
message "server.bad_arg" { text = "аргумент {arg}: укажите его один раз, не длиннее {max} {max|байта|байт|байт}" }
message "server.no_query" { text = "правила не знают вопроса {name}" }
message "server.too_many_mods" { text = "в mods {n} {n|мод|мода|модов}; загрузка читает не больше {max} {max|слоя|слоёв|слоёв}" }
message "server.no_image" { text = "у {kind} {entity} в правилах {ruleset} нет рисунка" }
