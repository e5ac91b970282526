# nw68 play: слова самой сессии (слова игры — из каталогов наборов правил).
message "play.scenario" { text = "{id}: {title} (зерно {seed})" }
message "play.setup" { text = "расстановка: {note}" }
message "play.game_over" { text = "игра окончена: {result}" }
message "play.victory_points" { text = "победные очки: {fields}" }
message "play.refused" { text = "отказано ({code}): {reason}" }
message "play.refused_rule" { text = "правило {id} {title}: {summary}" }
