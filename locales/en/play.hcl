# nw68 play: the session's own words (the game's come from the rulesets' catalogs).
message "play.scenario" { text = "{id}: {title} (seed {seed})" }
message "play.setup" { text = "setup: {note}" }
message "play.game_over" { text = "game over: {result}" }
message "play.victory_points" { text = "victory points: {fields}" }
message "play.refused" { text = "refused ({code}): {reason}" }
message "play.refused_rule" { text = "rule {id} {title}: {summary}" }
