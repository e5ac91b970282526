# nw68's help (nw68 <command> --help) in English: a command's texts are help.<command path>.short,
# .long, .example and .use (its Use line, when it names arguments: the command's name stays first),
# its flags' help.<command path>.flag.<flag>; a flag several commands share is help.flag.<flag>,
# unless the command has its own. help.template.* are the words of the help page around them.
# cobra's own commands (help, completion) are here too, so that they speak the chosen language.

# the words of every help page
message "help.template.usage" { text = "Usage:" }
message "help.template.aliases" { text = "Aliases:" }
message "help.template.examples" { text = "Examples:" }
message "help.template.commands" { text = "Available Commands:" }
message "help.template.additional_commands" { text = "Additional Commands:" }
message "help.template.flags" { text = "Flags:" }
message "help.template.global_flags" { text = "Global Flags:" }
message "help.template.help_topics" { text = "Additional help topics:" }
message "help.template.more" { text = "Use \"{command} [command] --help\" for more information about a command." }
message "help.template.command_arg" { text = "[command]" }
message "help.template.flags_arg" { text = "[flags]" }
message "help.template.help_flag" { text = "help for {command}" }
message "help.template.default" { text = "(default {value})" }

# flags several commands share
message "help.player_kinds" { text = "random, greedy, ai or ai:N (N plays for its second look)" }
message "help.flag.root" { text = "project folder holding rulesets/ and mods/ (default: the nearest such folder upwards from here, or $NW68_ROOT)" }
message "help.flag.lang" { text = "language of what nw68 prints: en or ru (default: $NW68_LANG, else en); ids stay as they are in any language" }
message "help.flag.ruleset" { text = "ruleset id" }
message "help.flag.mod" { text = "mod id to layer on top (repeatable, in order)" }
message "help.flag.scenario" { text = "scenario id (default: the ruleset's first)" }
message "help.flag.case" { text = "the case (default: the file's last)" }
message "help.flag.fixture" { text = "a fixture of the case files of the file's folder, instead of a case" }
message "help.flag.lua-steps" { text = "Lua instructions one action may run (0: the default, {steps})" }
message "help.flag.lua-memory" { text = "bytes Lua may allocate during one action, with an optional KiB, MiB or GiB suffix (0: the default, {mib}MiB)" }
message "help.flag.no-descriptions" { text = "disable completion descriptions" }

# nw68
message "help.nw68.short" { text = "A data-driven rules engine for Nuklear Winter '68 and its kin" }
message "help.nw68.long" { text = "nw68 plays hex-and-counter wargames whose rules are HCL data and Lua hooks.\nRulesets live in rulesets/<id>/, mods in mods/<id>/.\n\nExit codes: 0 ok, 1 failures (failing cases, errors found), 2 bad input." }

# nw68 campaigns
message "help.campaigns.short" { text = "List the campaigns of a ruleset: id, title and scenarios in order" }

# nw68 check
message "help.check.short" { text = "Load a ruleset with mods, run its scripts' load-time code and report every problem" }
message "help.check.long" { text = "check loads a ruleset, its extends chain and the given mods in order, prints every diagnostic as file:line:col, compiles their Lua and sets up a game (the ruleset's first scenario, or the smallest setup: one hex, every side, no units) so that every script's load-time code runs; a script error names its file:line.\n\nNames are closed: a patch setting a stat that no block of its kind, no stat block and not the kernel declares, and a handler whose filter names an action kind, value stage, side, unit type, status, phase or step hook that no layer declares, are errors at their file:line naming the closest declared name.\n\nWith --strict it also begins play and lets a random bot (seed {seed}) play up to {actions} actions, so that the hooks run; a refused action is normal, a script failure is an error.\n\nWith --lang (or $NW68_LANG) naming another language than English it lists the ruleset's texts (rule titles and summaries, names, titles, scenario notes) and the program's messages that have no translation to it; with --strict as well, any is an error.\n\nExit 0 when clean, 1 when there are errors." }
message "help.check.example" { text = "  nw68 check --ruleset base\n  nw68 check --ruleset base --mod long-range-3 --strict\n  nw68 check --ruleset base --lang ru --strict" }
message "help.check.flag.strict" { text = "also begin play and let a random bot play up to {actions} actions, reporting any script failure" }

# nw68 completion
message "help.completion.short" { text = "Generate the autocompletion script for the specified shell" }
message "help.completion.long" { text = "Generate the autocompletion script for nw68 for the specified shell.\nSee each sub-command's help for details on how to use the generated script.\n" }

# nw68 completion bash
message "help.completion.bash.short" { text = "Generate the autocompletion script for bash" }
message "help.completion.bash.long" { text = "Generate the autocompletion script for the bash shell.\n\nThis script depends on the 'bash-completion' package.\nIf it is not installed already, you can install it via your OS's package manager.\n\nTo load completions in your current shell session:\n\n\tsource <(nw68 completion bash)\n\nTo load completions for every new session, execute once:\n\n#### Linux:\n\n\tnw68 completion bash > /etc/bash_completion.d/nw68\n\n#### macOS:\n\n\tnw68 completion bash > $(brew --prefix)/etc/bash_completion.d/nw68\n\nYou will need to start a new shell for this setup to take effect.\n" }

# nw68 completion fish
message "help.completion.fish.short" { text = "Generate the autocompletion script for fish" }
message "help.completion.fish.long" { text = "Generate the autocompletion script for the fish shell.\n\nTo load completions in your current shell session:\n\n\tnw68 completion fish | source\n\nTo load completions for every new session, execute once:\n\n\tnw68 completion fish > ~/.config/fish/completions/nw68.fish\n\nYou will need to start a new shell for this setup to take effect.\n" }

# nw68 completion powershell
message "help.completion.powershell.short" { text = "Generate the autocompletion script for powershell" }
message "help.completion.powershell.long" { text = "Generate the autocompletion script for powershell.\n\nTo load completions in your current shell session:\n\n\tnw68 completion powershell | Out-String | Invoke-Expression\n\nTo load completions for every new session, add the output of the above command\nto your powershell profile.\n" }

# nw68 completion zsh
message "help.completion.zsh.short" { text = "Generate the autocompletion script for zsh" }
message "help.completion.zsh.long" { text = "Generate the autocompletion script for the zsh shell.\n\nIf shell completion is not already enabled in your environment you will need\nto enable it.  You can execute the following once:\n\n\techo \"autoload -U compinit; compinit\" >> ~/.zshrc\n\nTo load completions in your current shell session:\n\n\tsource <(nw68 completion zsh)\n\nTo load completions for every new session, execute once:\n\n#### Linux:\n\n\tnw68 completion zsh > \"$${{fpath[1]}}/_nw68\"\n\n#### macOS:\n\n\tnw68 completion zsh > $(brew --prefix)/share/zsh/site-functions/_nw68\n\nYou will need to start a new shell for this setup to take effect.\n" }

# nw68 conform
message "help.conform.use" { text = "conform [paths...]" }
message "help.conform.short" { text = "Run conformance cases and print failures and the closing count" }
message "help.conform.long" { text = "conform runs the case files (.hcl) under the given files or folders (default: conformance/).\nIt prints one line per failing case with expected versus actual, then \"N passed, N failed\".\n--coverage first lists every rule id with the cases citing it, then, per ruleset layer and action\nkind, how many of the kind's rejection codes some case expects: the codes the layer's own\naction_available and action_validate handlers return (read from the Lua source as nw68 doc reads\nthem, through the functions they call) and the kernel's not_yours for a parameter of = \"own\"; a\ncode has a case when a case's last action is of that kind and expects it refused with that code.\nExit 0 when every case passes, 1 when any fails, 2 on bad input." }
message "help.conform.example" { text = "  nw68 conform conformance/\n  nw68 conform --coverage conformance/base\n  nw68 conform --junit report.xml" }
message "help.conform.flag.coverage" { text = "list every rule id of the loaded rulesets with the number of cases citing it, then per ruleset layer and action kind the rejection codes some case expects" }
message "help.conform.flag.junit" { text = "also write JUnit XML to this file" }
message "help.conform.flag.verbose" { text = "print the game log of each failing case" }

# nw68 cost
message "help.cost.use" { text = "cost CASE.hcl" }
message "help.cost.short" { text = "What each Lua handler costs, in instructions, in a conformance case's last action" }
message "help.cost.long" { text = "cost sets up a conformance case, or with --fixture a fixture of the case files of its folder,\nplays all but its last action and then the last, counting the Lua instructions each handler runs:\nits own, and with the handlers that fire inside it (the modify handlers of a value it computes).\nInstructions are counted, not timed, so the table is the same on every machine: it shows a mod\nwriter what a rule adds to an action, and which rules of an action are worth moving into data.\nThe case's dice are used as they are scripted, or seed 1's for a case without. Exit 0 ok (a refused action too: its cost is\nthat of judging it), 1 when an earlier action fails, 2 on bad input." }
message "help.cost.example" { text = "  nw68 cost conformance/base/fixtures.hcl --fixture point-blank-shot\n  nw68 cost conformance/base/ranged-combat.hcl --case \"fire beyond double range is refused\"" }

# nw68 doc
message "help.doc.short" { text = "Write a Markdown reference of a ruleset for mod writers" }
message "help.doc.long" { text = "doc writes, as Markdown, what a mod can work with in the loaded ruleset: every action with its\nparameters and rule; every stage of a computed value with the modifiers and modify handlers on it;\nthe facts modifiers read; every hook point (the kernel's and those the rulesets declare) with the\nhandlers subscribed, by id, in the order the bus runs them; and every rejection code the validate\nhandlers return, with the rule each cites. Handlers are read from the bus of a game set up with the\nrules (its scripts' load-time code runs); stages and codes from the scripts' source." }
message "help.doc.flag.out" { text = "write the Markdown to this file instead of standard output" }

# nw68 help
message "help.help.use" { text = "help [command]" }
message "help.help.short" { text = "Help about any command" }
message "help.help.long" { text = "Help provides help for any command in the application.\nSimply type nw68 help [path to command] for full details." }

# nw68 odds
message "help.odds.use" { text = "odds CASE.hcl" }
message "help.odds.short" { text = "The chances of every result of a conformance case's last action" }
message "help.odds.long" { text = "odds sets up a conformance case (one without dice), or with --fixture a fixture of the case\nfiles of its folder, plays all but its last action and then plays the last for every outcome\nof its dice (a sample, with its 95% margin, when there\nare more than {leaves}), printing each report field's values and what happens to each unit.\nExit 0 ok, 1 when an action fails or is refused, 2 on bad input." }
message "help.odds.example" { text = "  nw68 odds conformance/base/ranged-combat.hcl --case \"fire beyond double range is refused\"\n  nw68 odds conformance/base/fixtures.hcl --fixture point-blank-shot" }

# nw68 play
message "help.play.short" { text = "Play a scenario hot seat in the terminal (or from a script, or bot against bot)" }
message "help.play.long" { text = "play starts a scenario (by default the ruleset's first, with a random seed) and\nreads commands: an action as \"<kind> key=value ...\" (lists comma-separated), or\n{commands}.\nIt saves after every action, by default to nw68-autosave-<scenario>-<seed>.json,\na file per game; it replaces only an earlier save of the same game. --load\nresumes a save with the rules and mods it names.\n--campaign ID plays a campaign's scenarios in order, each taking from the game\nbefore what the campaign carries; each step is saved with its place in the\ncampaign (by default to nw68-autosave-<campaign>-step<N>-<seed>.json), and\n--load of a step's save plays the campaign on from there.\n--script FILE (or commands piped on standard input) plays without prompts.\n--bot SIDE lets a random legal-action bot play a side (\"all\" for every side).\n--player SIDE=KIND lets the computer play a side: random (as --bot), greedy\n(the action best one step ahead) or ai (greedy's look, then its best candidates again\nthrough the enemy's answer, by the ruleset's evaluation; ai:N for N plays of\nthat second look, more is stronger and slower). The game prints what it did; why then shows the\nexpected worth of its best candidates." }
message "help.play.example" { text = "  nw68 play\n  nw68 play --scenario day-8 --seed 7\n  nw68 play --bot nato\n  nw68 play --player reich=ai\n  nw68 play --bot all --save game.json\n  nw68 play --load game.json\n  nw68 play --campaign frontier-war --bot all" }
message "help.play.flag.automate" { text = "side left to the ruleset itself from the start, if it can play it (repeatable; the base game plays the Black Hand)" }
message "help.play.flag.bot" { text = "side played by a random bot (repeatable; \"all\" for every side)" }
message "help.play.flag.campaign" { text = "play a campaign: its scenarios in order, carrying results from one to the next (nw68 campaigns lists them)" }
message "help.play.flag.load" { text = "resume a saved game" }
message "help.play.flag.max-actions" { text = "stop after this many actions, 1 to {most} (a safety net for bot games)" }
message "help.play.flag.mod" { text = "mod id to layer on top (repeatable, in order); with --load, the save's unless given" }
message "help.play.flag.player" { text = "SIDE=KIND: side played by the computer, KIND {kinds} (repeatable)" }
message "help.play.flag.ruleset" { text = "ruleset id; with --load, the save's unless given" }
message "help.play.flag.save" { text = "file the game is saved to after every action (default: nw68-autosave-<scenario>-<seed>.json; \"\" for none)" }
message "help.play.flag.script" { text = "read commands from this file instead of the terminal" }
message "help.play.flag.seed" { text = "dice seed, any whole number, 0 included (default: a random seed, printed at the start)" }

# nw68 replay
message "help.replay.use" { text = "replay FILE" }
message "help.replay.short" { text = "Step through a saved game, checking that every roll and result reproduces" }
message "help.replay.long" { text = "replay rebuilds a saved game action by action from its seed, printing each action with the log it produced, and checks each step against the digest the save recorded. Exit 0 when everything reproduces, 1 when a step differs." }
message "help.replay.flag.mod" { text = "mod id to layer on top (repeatable, in order); default: the save's" }
message "help.replay.flag.quiet" { text = "only check, print the summary" }
message "help.replay.flag.ruleset" { text = "ruleset id; default: the save's" }

# nw68 rule
message "help.rule.use" { text = "rule ID" }
message "help.rule.short" { text = "Show a rule paragraph and everything that cites it: data blocks, script lines, conformance cases" }
message "help.rule.long" { text = "rule prints where a rule paragraph is declared (section, title, summary, file:line), then every\ndata block that cites it with rule = \"ID\", every line of the scripts that names it (\"ID\" or [ID])\nwith the id of the handler it is in (a game's bus gives them: nw68.replace_handler takes that id),\nand every conformance case of the loaded layers (conformance/<layer>/) whose rules list it or that\nexpects an action refused by it: first the refusals (what the rule forbids), each with the code it\nexpects, then the rest (what the rule allows and does).\nAn unknown id exits 2 and names the closest ids." }

# nw68 rulesets
message "help.rulesets.short" { text = "List the rulesets and mods of the project" }

# nw68 scenarios
message "help.scenarios.short" { text = "List the scenarios of a ruleset: id, title, sides and length, and their setup notes" }

# nw68 serve
message "help.serve.short" { text = "Serve games to browsers: a web page and a JSON plus WebSocket API" }
message "help.serve.long" { text = "serve plays games in the browser. Open the address it prints, create a game\nand share each side's seat link with its player (or keep the hot-seat link to\nplay every side in one browser). Games are kept in an SQLite file (--db) and\nevery accepted action is committed before it is acknowledged, so a server\nthat stops, however it stops, resumes every game where it was.\nBy default it listens on loopback only; --addr 0.0.0.0:8068 opens it to the\nnetwork (then put it behind TLS: seat links are secrets)." }
message "help.serve.example" { text = "  nw68 serve\n  nw68 serve --addr 127.0.0.1:9000 --db games.db" }
message "help.serve.flag.addr" { text = "address to listen on" }
message "help.serve.flag.burst" { text = "requests one client address may make at once" }
message "help.serve.flag.db" { text = "SQLite file the games are kept in (created if missing)" }
message "help.serve.flag.idle" { text = "how long a game no one watches stays in memory after its last request (it stays in the database)" }
message "help.serve.flag.live" { text = "how many games stay in memory at most (those used longest ago leave first)" }
message "help.serve.flag.rate" { text = "requests per second one client address may make on average (negative: no limit)" }
message "help.serve.flag.sockets" { text = "push connections (WebSockets) one client address may hold open" }

# nw68 sim
message "help.sim.short" { text = "Play computer-against-computer games of a scenario on all cores: win rates with confidence intervals and the spread of VP" }
message "help.sim.long" { text = "sim plays --games games of a scenario, in parallel (one Lua state per game),\nshows a progress bar on standard error, and reports like a study: how often\neach side won (by the winner field of the report the ruleset names as its\nresult report, result_report in its ruleset.hcl, the base game's \"victory\";\nelse by the side the result names first), with its 95% Wilson score\ninterval, and the minimum, median, maximum and mean of every number in that\nreport. --json prints the same as JSON, --plot draws the win rates and\ntheir intervals as an SVG bar chart. Game i uses seed --seed + i, and every\nplayer's choices follow its game's seed, so a run is repeatable.\n\n--player SIDE=KIND chooses who plays a side: random (a random legal-action\nbot), greedy (the action whose outcomes are worth most one action ahead, by\nthe ruleset's evaluation blocks), ai (greedy's look, then its best candidates\nagain through the enemy's answer) or ai:N (the AI with N plays for that\nsecond look, more is stronger and slower). Every side not named plays random.\n\n--compare plays every seed twice, without and with the --mod list (or, with\n--vs-scenario, in --scenario and in that scenario, the --mod list applying\nto both), and reports both win rates and, per outcome, the paired\ndifference with its 95% interval and an exact sign test on the games the\nchange turned: it says when the study is too small to tell. --rules also\ncounts, per rule id, the log lines and value terms of a game and what the\nrules refused of the legal actions at each of its positions, so a mod writer\nsees what the mods touched.\n\n--shard K/N plays every Nth game, from the Kth: with --json it prints the\ngames one by one too, and \"nw68 sim merge\" joins the N shards' files into\nthe report one run of the whole study gives." }
message "help.sim.example" { text = "  nw68 sim --scenario day-8 --games 200\n  nw68 sim --games 50 --mod long-range-3\n  nw68 sim --games 400 --json --plot castle-road.svg\n  nw68 sim --games 40 --player reich=ai --player nato=greedy\n  nw68 sim --games 400 --compare --mod heavy-armor --player reich=ai --player nato=ai\n  nw68 sim --games 400 --shard 1/4 --json > shard1.json\n  nw68 sim merge shard*.json" }
message "help.sim.flag.automate" { text = "side left to the ruleset itself in every game, if it can play it (repeatable)" }
message "help.sim.flag.compare" { text = "play every seed without and with the --mod list and report the paired difference" }
message "help.sim.flag.games" { text = "number of games, 1 to {most} (with --compare, of seeds, each played twice)" }
message "help.sim.flag.json" { text = "print the result as JSON instead of text, one object: ruleset, mods, scenario,\nseed, players (the kind of each side named by --player), games, failed (games\nwithout a result), first_error (that of the lowest seed, \"\" when none),\nactions_per_game, seconds, confidence (0.95), outcomes (one per side of the\nscenario in its order, then any other winner the report names, such as allied\nsides winning together (\"a+b\"), then winner \"\" for games nobody won: {{winner, games,\nrate, low, high}}, rate = games / games played, low and high its Wilson\ninterval), report (the result report's name, \"\" for none) and points (per\nnumber of that report, by name: {{field, games, min, median, max, mean}}); with\n--rules, rules (per rule id: {{rule, log, terms, refused}}, log lines, value\nterms and refusals of the legal-action list per game played).\nWith --compare: {{baseline, variant, difference}}, baseline and variant such\nobjects, difference one per outcome: {{winner, pairs, baseline_rate,\nvariant_rate, difference, low, high, gained, lost, p_value, tells, verdict}}\n(the paired difference of win rates with its 95% interval; gained and lost,\nthe seeds the mods turned to and from that outcome; p_value, the exact\ntwo-sided sign test on them; tells, whether p < 0.05). With --shard also\nstudy (what merge checks), shard (\"K/N\") and per_game (each game's seed,\nwinner, error, actions, points and, comparing, variant)" }
message "help.sim.flag.max-actions" { text = "a game with no result after this many actions (1 to {most}) counts as failed" }
message "help.sim.flag.player" { text = "SIDE=KIND: who plays a side, KIND {kinds} (repeatable; a side not named plays random)" }
message "help.sim.flag.plot" { text = "also draw the win rates with their intervals as an SVG bar chart in this file" }
message "help.sim.flag.rules" { text = "also count, per rule id, the log lines and value terms of a game (with --compare, baseline against variant)" }
message "help.sim.flag.seed" { text = "seed of the first game (any number, 0 included)" }
message "help.sim.flag.shard" { text = "K/N: play only the games i (from 0) with i mod N = K-1, for nw68 sim merge (needs --json)" }
message "help.sim.flag.vs-scenario" { text = "with --compare: the scenario the variant games play, instead of --scenario with the mods" }
message "help.sim.flag.workers" { text = "games played at once, up to {most} (default: one per core)" }

# nw68 sim merge
message "help.sim.merge.use" { text = "merge FILE..." }
message "help.sim.merge.short" { text = "Join the --json files of a study's shards (nw68 sim --shard K/N --json) into its report" }
message "help.sim.merge.long" { text = "merge reads the files the N shards of one study wrote (nw68 sim --shard K/N\n--json, the same flags but --shard) and prints the report one run of the whole\nstudy gives: the same games, win rates, intervals and spreads; seconds is the\nshards' total. It refuses files of different studies, a shard twice or one\nmissing." }
message "help.sim.merge.example" { text = "  nw68 sim merge shard1.json shard2.json shard3.json shard4.json --json" }
message "help.sim.merge.flag.json" { text = "print the report as JSON (the schema of nw68 sim --json)" }
message "help.sim.merge.flag.plot" { text = "also draw the win rates as an SVG bar chart in this file" }

# nw68 units
message "help.units.short" { text = "Print the unit table as the ruleset (and mods) define it" }

# nw68 version
message "help.version.short" { text = "Print the version of nw68" }

