# nw68 serve: the API's own error messages (the "error" of an error's JSON; its "code" stays
# English). A value the sentence names in quotes comes quoted, as Go quotes a string ({game} is
# "g1"), so the sentence quotes nothing itself; {error} is the text of an error from below the
# server, in English.
message "server.error" { text = "{error}" }
message "server.unwritable" { text = "the answer could not be written as JSON: {error}" }
message "server.stopping" { text = "the server is stopping" }
message "server.bad_host" { text = "this server answers only to {hosts}, not {host}" }
message "server.bad_lang" { text = "lang: {error}" }
message "server.too_many_requests" { text = "too many requests from {addr}: at most {rate} a second on average; wait and try again" }
message "server.too_many_imports" { text = "too many imports from {addr}: at most one every {every} seconds on average ({burst} at once); wait and try again" }
message "server.too_many_sockets" { text = "no more push connections: {addr} holds {n}, the most one address may" }

# Bodies
message "server.not_json" { text = "send the body as Content-Type: application/json" }
message "server.save_not_json" { text = "send the save as Content-Type: application/json" }
message "server.body_too_large" { text = "the body is larger than {limit} bytes, the most this request may send" }
message "server.save_too_large" { text = "the save is larger than {limit} bytes" }
message "server.action_too_large" { text = "the action is larger than {limit} bytes" }
message "server.body_empty" { text = "the body is empty; send a JSON object" }
message "server.malformed_json" { text = "malformed JSON: {error}" }
message "server.json_trailing" { text = "malformed JSON: data after the JSON value" }
message "server.action_malformed_json" { text = "action: malformed JSON: {error}" }

# Games and seats
message "server.no_game" { text = "no game {game} on this server" }
message "server.no_token" { text = "send the seat token as Authorization: Bearer <token>" }
message "server.bad_token" { text = "this token is no seat of game {game}" }
message "server.reloaded" { text = "the game was deleted or reloaded; ask again" }
message "server.scenario_and_campaign" { text = "name a scenario or a campaign, not both: a campaign plays its own scenarios" }
message "server.host_next_step" { text = "only the host starts a campaign's next step" }
message "server.campaign_over" { text = "that was the campaign's last step" }
message "server.host_deletes" { text = "only the host's token may delete the game" }
message "server.host_exports" { text = "a save holds the dice's seed, so only the host may export a game before it is over" }
message "server.host_forks" { text = "a fork holds the dice's seed, so only the host may fork a game before it is over" }
message "server.spectator" { text = "a spectator's token may not act" }
message "server.game_over" { text = "the game is over: {result}" }
message "server.not_your_turn" { text = "it is {turn}'s turn, not {side}'s" }

# Log positions: actions, undo, replay and fork
message "server.bad_at" { text = "at={at}: give a log position, a whole number" }
message "server.bad_position" { text = "position {position}: the game's log runs from 0 to {last}" }
message "server.no_kind" { text = "the action has no kind" }
message "server.action_no_position" { text = "name the log position the action was chosen at (position)" }
message "server.action_stale" { text = "the action was chosen at position {chosen} but the game is at {position}: look again and choose anew" }
message "server.undo_no_position" { text = "name the log position the undo was chosen at (position)" }
message "server.undo_stale" { text = "the undo was chosen at position {chosen} but the game is at {position}: look again" }
message "server.not_yours" { text = "the last action is not {side}'s to take back" }
message "server.nothing_to_undo" { text = "no player has acted yet" }
message "server.dice_rolled" { text = "{kind} rolled dice ({n} roll(s)): an action stands once its dice are rolled" }
message "server.fork_no_position" { text = "name the log position to fork at (position)" }

# Questions and images
message "server.bad_query_name" { text = "{name} is no question's name" }
message "server.too_many_args" { text = "a question takes at most {max} arguments" }
message "server.bad_arg" { text = "argument {arg}: give it once, in at most {max} bytes" }
message "server.no_query" { text = "the ruleset answers no question {name}" }
message "server.too_many_mods" { text = "mods names {n} mods; a load reads at most {max} layers" }
message "server.no_image" { text = "{kind} {entity} of {ruleset} names no image" }
