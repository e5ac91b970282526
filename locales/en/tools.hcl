# The program's words in English: the language the data is written in and the one every other
# catalog falls back to. A language is a folder of catalogs (locales/<lang>/*.hcl), a file per
# tool; keys are <tool or package>.<what>, each once in its folder; parameters are in braces,
# plural forms after a bar ({n|case|cases}). See core/text. This file: nw68 rule and check.

# nw68 rule
message "rule.declared" { text = "declared at {at} (layer {layer})" }
message "rule.replacing" { text = "replacing the rule declared at {at} (layer {layer})" }
message "rule.patched" { text = "patched at {at} (layer {layer})" }
message "rule.data" { text = "data citing it ({n}):" }
message "rule.scripts" { text = "scripts citing it ({n}):" }
message "rule.cases" { text = "cases proving it ({n}):" }
message "rule.refused" { text = "refused (what the rule forbids): {n} {n|case|cases}" }
message "rule.allowed" { text = "allowed (what it does): {n} {n|case|cases}" }
message "rule.in" { text = "in {handlers}" }
message "rule.any_code" { text = "(any code)" }
message "rule.unknown" { text = "no rule \"{id}\" in {layers}" }
message "rule.did_you_mean" { text = "did you mean: {ids}" }

# nw68 check --lang
message "check.untranslated" { text = "{ruleset}: {n} {n|text|texts} not translated to {lang}" }
message "check.untranslated_program" { text = "the program: {n} {n|message|messages} not translated to {lang}" }
message "check.translated" { text = "{ruleset}: every text translated to {lang}" }

# nw68 units, scenarios, campaigns and replay
message "units.header" { text = "ID\tNAME\tFACTION\tTAGS\tSTATS\tWEAPONS\tFACES\tSOURCE\tNOTE" }
message "units.provisional" { text = "PROVISIONAL" }
message "scenarios.open_ended" { text = "open-ended" }
message "scenarios.turns" { text = "{n} turns" }
message "scenarios.versus" { text = " vs " }
message "scenarios.setup" { text = "setup: {note}" }
message "scenarios.no_campaign" { text = "ruleset {ruleset} has no campaign" }
message "scenarios.replayed" { text = "{file}: {actions} actions replayed, {rolls} rolls; all {steps} steps match their digests" }
message "scenarios.result" { text = "result: {result}" }
