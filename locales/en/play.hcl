# nw68 play: the session's own words (the game's come from the rulesets' catalogs).
message "play.scenario" { text = "{id}: {title} (seed {seed})" }
message "play.setup" { text = "setup: {note}" }
message "play.game_over" { text = "game over: {result}" }
message "play.victory_points" { text = "victory points: {fields}" }
message "play.refused" { text = "refused ({code}): {reason}" }
message "play.refused_rule" { text = "rule {id} {title}: {summary}" }
message "play.campaign" { text = "campaign {id}: {title}, step {step} of {steps}" }
message "play.campaign_over" { text = "campaign {id} over after {n} steps" }
message "play.resumed" { text = "resumed {what} after {n} actions (seed {seed})" }
message "play.resumed_campaign" { text = "{scenario} (campaign {id}, step {step})" }
message "play.bot" { text = "bot ({side}): {action}" }
message "play.ai" { text = "ai ({side}): {action}" }
message "play.prompt" { text = "turn {turn} {phase}" }
message "play.prompt_who" { text = "turn {turn} {phase}, {who}" }
message "play.prompt_reacts" { text = "turn {turn} {phase}, {side} reacts ({actions})" }
message "play.or" { text = " or " }
message "play.answer_roll" { text = "{side} may answer the roll {roll} with {actions} or pass; any other action passes it up" }
message "play.react" { text = "{side} may react to {unit} in {hex} with {actions} or pass; any other action passes it up" }
message "play.map" { text = "map {id}" }
message "play.legend_ground" { text = "{symbol} {name} (the map's ground)" }
message "play.legend_more" { text = "{symbol} more than fit (hex HEX lists them)" }
message "play.unit_eliminated" { text = "eliminated" }
message "play.unit_at" { text = "at {hex}" }
message "play.unit_off_map" { text = "off the map" }
message "play.unit_with" { text = "with {items}" }
message "play.unit_carrying" { text = "carrying {items}" }
message "play.unit_aboard" { text = "aboard {unit}" }
message "play.log_line" { text = "turn {turn} {phase}: {line}" }
message "play.saved" { text = "saved to {path}" }
message "play.no_value" { text = "the last action computed no value" }
message "play.struck_removed" { text = ", not counted: removed by {by}" }
message "play.struck_replaced" { text = ", not counted: replaced by {by}" }
message "play.chosen" { text = "the computer ({side}) judged {n} candidate(s); expected worth to {side} of the best:" }
message "play.no_legal_action" { text = "no legal action" }
message "play.help_actions" { text = "actions (type the kind and key=value parameters; lists are comma-separated):" }
message "play.help_commands" { text = "other commands: {commands}" }

# what play refuses to read, before the rules are asked
message "play.usage" { text = "usage: {command} {args}" }
message "play.no_side" { text = "no side \"{side}\"; the sides are {sides}" }
message "play.bad_log_count" { text = "log N: N is how many lines to show, a whole number from 1 (not \"{n}\")" }
message "play.no_rule" { text = "no rule \"{id}\"" }
message "play.no_listed_action" { text = "no action \"{n}\" in the last list of {listed} (run legal)" }
message "play.no_save_file" { text = "save FILE: this game has no save file to write to" }
message "play.no_action_kind" { text = "no action kind \"{kind}\" (help lists them)" }
message "play.pass_no_param" { text = "pass takes no parameter" }
message "play.unknown_command" { text = "unknown command \"{command}\" (help lists the actions and commands)" }
message "play.key_value" { text = "\"{word}\": write parameters as key=value" }
message "play.no_param" { text = "{action} takes no parameter \"{param}\"" }
message "play.param_twice" { text = "{param} is given twice" }
message "play.not_number" { text = "{param} must be a whole number, not \"{value}\"" }
message "play.not_bool" { text = "{param} must be true or false, not \"{value}\"" }
