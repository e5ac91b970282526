# The kernel's own words in English, of no game: its refusals and how it
# explains a value. A program catalog (see core/text) the command line and
# the server read with their own (locales/en/), each language translating
# it in locales/<lang>/. {names} of ids and lists come as the engine
# writes them.

message "engine.window-to-answer" { text = "the {window} window is {side}'s to answer or pass" }
message "engine.game-over" { text = "the game is over: {result}" }
message "engine.window-pending" { text = "a {window} window must be answered by {side} with one of {actions}" }
message "engine.window-belongs" { text = "the {window} window belongs to {side}" }
message "engine.no-window" { text = "{action} is a reaction and no window is open for it" }
message "engine.not-your-turn" { text = "it is {active}'s turn, not {side}'s" }
message "engine.not-your-unit" { text = "{unit} is a unit of {owner}: {side} names only its own units in {action}" }
message "engine.acts-for-itself" { text = "{side} acts for itself: {side} may not name \"{value}\" in {action}" }
message "engine.unknown-action" { text = "the ruleset has no action \"{action}\"; it has {actions}" }
message "engine.unknown-param" { text = "action {action} takes no parameter \"{param}\"" }
message "engine.missing-param" { text = "action {action} needs parameter \"{param}\" ({type})" }
message "engine.bad-param" { text = "parameter \"{param}\" must be {type}, got {value}" }
message "engine.no-such-unit" { text = "parameter \"{param}\": no unit \"{unit}\" in play" }
message "engine.bad-hex" { text = "parameter \"{param}\": {error}" }
message "engine.not-a-choice" { text = "parameter \"{param}\" must be one of {choices}, got \"{value}\"" }
message "engine.phase-ended" { text = "{side} has ended the {phase} phase: it waits for {waiting}" }

# how a value's explanation speaks of a total replaced and of terms struck (explain.Words)
message "engine.explain-replacing" { text = "replacing" }
message "engine.explain-removed-by" { text = "removed by" }
message "engine.explain-replaced-by" { text = "replaced by" }

# the kernel's own lines in the narrative (Engine.say): {type} is a unit type,
# {phase} a phase and {side} a side, each read by its name in the reader's language
message "engine.phase-start" { text = "turn {turn}: {phase} phase" }
message "engine.phase-waits" { text = "{side} has ended the {phase} phase; it waits for {waiting}" }
message "engine.eliminated" { text = "{unit} ({type}) is eliminated" }
message "engine.enters" { text = "{unit} ({type}) enters play" }
message "engine.returns" { text = "{unit} ({type}) returns to play off the map" }
message "engine.returns-at" { text = "{unit} ({type}) returns to play at {hex}" }
message "engine.drawn" { text = "{purpose}: {marker} drawn from the cup" }
message "engine.roll" { text = "{dice} {purpose}: {faces}" }
message "engine.roll-again" { text = "{dice} {purpose}: {faces} (again)" }
message "engine.roll-answered" { text = "{dice} {purpose}: {faces} (answered)" }
message "engine.die-turned" { text = "{purpose}: die {die} turned from {from} to {to}" }
message "engine.game-ended" { text = "game over: {result}" }

# the kernel's own action, which every reaction window offers
message "engine.pass-title" { text = "Pass up the reaction offered" }
