# The program's words in English (see tools.hcl): nw68 sim, sim merge, conform and cost. Numbers
# come formatted (their widths, decimals and percent signs are the program's); a column's heading
# is its own message, so that the program can widen the column to a translated heading.

# nw68 sim and sim merge
message "sim.games" { text = "{scenario}: {n} games in {secs}s ({rate} games/s), {failed} failed, {actions} actions per game" }
message "sim.players" { text = "players: {players} (a side not named plays random)" }
message "sim.none_played" { text = "no game was played to a result" }
message "sim.no_winner" { text = "no winner" }
message "sim.col.winner" { text = "winner" }
message "sim.col.games" { text = "games" }
message "sim.col.win_rate" { text = "win rate" }
message "sim.col.wilson" { text = "{level}% interval (Wilson)" }
message "sim.range" { text = "{low} to {high}" }
message "sim.report" { text = "{report} report" }
message "sim.col.min" { text = "min" }
message "sim.col.median" { text = "median" }
message "sim.col.max" { text = "max" }
message "sim.col.mean" { text = "mean" }
message "sim.col.rule" { text = "rule" }
message "sim.col.log" { text = "log lines/game" }
message "sim.col.terms" { text = "terms/game" }
message "sim.col.refused" { text = "refused/game" }
message "sim.col.log_pair" { text = "log lines/game (baseline, variant)" }
message "sim.col.terms_pair" { text = "terms/game (baseline, variant)" }
message "sim.col.refused_pair" { text = "refused/game (baseline, variant)" }
message "sim.baseline_scenario" { text = "baseline (scenario {scenario}):" }
message "sim.variant_scenario" { text = "variant (scenario {scenario}):" }
message "sim.baseline_no_mods" { text = "baseline (no mods):" }
message "sim.variant_mods" { text = "variant (mods {mods}):" }
message "sim.rules_changed_mods" { text = "rules whose counts the mods changed:" }
message "sim.rules_changed_scenario" { text = "rules whose counts the scenario changed:" }
message "sim.paired" { text = "paired difference, variant less baseline, over the seeds both games finished:" }
message "sim.col.pairs" { text = "pairs" }
message "sim.col.baseline" { text = "baseline" }
message "sim.col.variant" { text = "variant" }
message "sim.col.difference" { text = "difference" }
message "sim.col.interval" { text = "{level}% interval" }
message "sim.col.gained" { text = "gained" }
message "sim.col.lost" { text = "lost" }
message "sim.col.p" { text = "p (sign test)" }
message "sim.verdict.unchanged" { text = "too small to tell: no seed's {who} result changed" }
message "sim.verdict.unclear" { text = "too small to tell: {gained} seed(s) turned to {who} and {lost} from it, p = {p}; more games may show a difference" }
message "sim.verdict.raise" { text = "the mods raise {who} by {points} points (p = {p})" }
message "sim.verdict.lower" { text = "the mods lower {who} by {points} points (p = {p})" }
message "sim.failed" { text = "{n} game(s) failed: {first}" }

# nw68 conform: the report, and why a case failed (a check's name, "unit apc.at", is the case
# file's own words and stays as written)
message "conform.fail" { text = "FAIL {file}:{line} {name}: {why}" }
message "conform.counts" { text = "{passed} passed, {failed} failed" }
message "conform.layer_cited" { text = "{layer}: {covered} of {all} rules cited" }
message "conform.all_cited" { text = "{covered} of {all} rules cited by at least one case" }
message "conform.why.unknown_rule" { text = "cites rule {rule}, which ruleset {ruleset} does not define" }
message "conform.why.settle" { text = "settling open windows after the last action: {err}" }
message "conform.why.dice_left" { text = "dice: {n} face(s) left over: {faces}" }
message "conform.why.draws_left" { text = "draws: {n} scripted draw(s) not made: {draws}" }
message "conform.why.no_action" { text = "expects a rejection but has no action" }
message "conform.why.accepted" { text = "action {n} ({kind}) was accepted; expected a rejection{want}" }
message "conform.why.dice_out" { text = "dice: ran out during action {n} ({kind}): {err}" }
message "conform.why.action_failed" { text = "action {n} ({kind}) failed: {err}" }
message "conform.why.other_refusal" { text = "rejected: expected{want}, got code {code} rule {rule} ({reason})" }
message "conform.why.changed" { text = "the rejected action {n} ({kind}) changed the game" }
message "conform.want.code" { text = " with code {code}" }
message "conform.want.rule" { text = " with rule {rule}" }
message "conform.want.both" { text = " with code {code} and rule {rule}" }
message "conform.why.not_reported" { text = "{report}: nothing was reported" }
message "conform.why.too_few_reports" { text = "{report} {n}: the action made {made} report(s) of it" }
message "conform.why.no_unit" { text = "unit {unit}: no such unit in the case" }
message "conform.why.unknown_unit_check" { text = "unit {unit}: unknown check {check}" }
message "conform.why.status_check" { text = "unit {unit}: the {check} check names a status, as a string" }
message "conform.why.marker" { text = "marker {at} {kind}: {err}" }
message "conform.why.unknown_marker_check" { text = "marker {at} {kind}: unknown check {check}" }
message "conform.why.hex" { text = "hex {hex}: {err}" }
message "conform.why.unknown_hex_check" { text = "hex {hex}: unknown check {check} (unit_types, units, control)" }
message "conform.why.unknown_cup_check" { text = "cup: unknown check {check} (drawn, remaining, contents)" }
message "conform.why.log" { text = "log: no line contains {text}" }
message "conform.why.not_object" { text = "{what}: the check must be an object" }
message "conform.why.want_nothing" { text = "{what}: expected nothing, got {got}" }
message "conform.why.want" { text = "{what}: expected {want}, got {got}" }
message "conform.why.list_strings" { text = "{what}: a list check must hold strings" }
message "conform.why.cannot_compare" { text = "{what}: cannot compare with {type}" }
message "conform.nothing" { text = "nothing" }

# nw68 cost
message "cost.accepted" { text = "accepted" }
message "cost.refused" { text = "refused: {code} [{rule}]" }
message "cost.total" { text = "{kind} ({outcome}): {steps} Lua instructions in {handlers} handlers" }
message "cost.col.own" { text = "own" }
message "cost.col.with" { text = "with" }
message "cost.col.share" { text = "share" }
message "cost.col.calls" { text = "calls" }
message "cost.col.handler" { text = "handler" }
