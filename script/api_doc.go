package script

// The nw68 module's reference, declared here so that script/API.md cannot
// drift from the module: TestAPIDoc regenerates the document's function
// tables and its index from these declarations and fails when they differ
// from API.md, when a function of the module has no declaration, or when a
// declaration names no function (`go test ./script -run TestAPIDoc
// -update` rewrites API.md).

// An apiTable is one of API.md's tables of functions.
type apiTable struct {
	// ID names the table's place in API.md (its markers), under the
	// section Heading.
	ID      string
	Heading string
	// Column heads the table's second column.
	Column string
	Rows   []apiRow
}

// An apiRow documents functions: Names are those it covers (cup_add and
// cup_remove share one), Call shows how a script calls them, Doc what
// they give or do.
type apiRow struct {
	Names []string
	Call  string
	Doc   string
}

var apiTables = []apiTable{
	{
		ID: "reading", Heading: "Reading the game", Column: "Returns",
		Rows: []apiRow{
			{[]string{"unit"}, "`unit(id)`",
				"a [unit table](#unit-table), or `nil` for an unknown id (eliminated units are returned, with `alive = false`)"},
			{[]string{"units"}, "`units([filter])`",
				"a list of unit tables sorted by id. `filter` may hold `side`, `formation`, `at` (hex) and `alive` (default `true`; `false` lists eliminated units only)"},
			{[]string{"units_at"}, "`units_at(hex)`",
				`a list of the living units in the hex`},
			{[]string{"hex"}, "`hex(hex)`",
				`a [hex table](#hex-table)`},
			{[]string{"markers"}, "`markers(hex)`",
				"`{kind = level}` of the hex: cheaper than `hex()` when only markers matter"},
			{[]string{"marked"}, "`marked(kind)`",
				"The hexes holding a marker of a declared kind, as `hex()` gives them, in map order (map by map, column by column, down each column): what a sweep of every hex would find, kept until the map changes"},
			{[]string{"holding"}, "`holding(side, key)`",
				"the side's count of a holding key (`\"oba/barrage\"`, `\"supply\"`), 0 when it has none"},
			{[]string{"scenario"}, "`scenario()`",
				"`{id, title, turns, options}` of the scenario the game was set up from, or `nil` (a bare test setup). In a campaign's step it also has `campaign` (the id), `step` (from 1) and `carried` (the ids of the units the step took from the game before, which start off the map for the ruleset to deploy)"},
			{[]string{"entity"}, "`entity(kind, id [, face])`",
				"an [entity table](#entity-table), or `nil`. `kind` is `side`, `formation`, `holding`, `terrain`, `unit_type`, `item`, `marker_kind` or `status`, and `face` applies that face's stats and weapons"},
			{[]string{"formation"}, "`formation(id)`",
				"`{id, side, counters}`, or `nil`"},
			{[]string{"state"}, "`state()`",
				`a [state table](#state-table)`},
			{[]string{"rule"}, "`rule(id)`",
				"`{id, section, title, summary}`. An unknown id is an error"},
			{[]string{"table"}, "`table(id, total)`",
				"the row of a dice table for a total: its fields plus `key` (`\"4+\"`) and `rule` (`\"\"` if the row cites none). `nil` if no row covers the total, and an error for an unknown table"},
			{[]string{"table"}, "`table(id, key)`",
				`with a string: the row of that key (plain tables without dice, such as a VP chart)`},
			{[]string{"explain"}, "`explain()`",
				`a list of the texts of the values computed since the current action began`},
		},
	},
	{
		ID: "geometry", Heading: "Geometry", Column: "Returns",
		Rows: []apiRow{
			{[]string{"distance"}, "`distance(a, b)`",
				"the number of hex steps; `math.huge` for hexes of two maps, which no path joins (see [Several maps](#several-maps))"},
			{[]string{"neighbors"}, "`neighbors(hex)`",
				`a list of the adjacent hexes on the map`},
			{[]string{"within"}, "`within(hex, radius)`",
				"a list of the hexes on the map at most `radius` away: the hex itself first, then ring by ring"},
			{[]string{"line"}, "`line(a, b)`",
				"a list of steps `{hex, alt}` from `a` to `b`, both included. `alt` is set when the line runs exactly along the hexside between `hex` and `alt`, which a line-of-sight rule must then judge. An error for hexes of two maps"},
			{[]string{"sight_line"}, "`sight_line(a, b, stats)`",
				"What lies along the line from `a` to `b`, without the two ends: a list of `{hex, values, markers, alt}` where `values` sums each named stat (a list of stat names, such as `{\"los_level\", \"ground\"}`) over the hex's terrain and features, `markers` is the hex's markers and `alt`, where the line runs along a hexside, the same for the other hex. Read-only and built once per state version, so a rule's validation and resolution share it"},
			{[]string{"line_of_sight"}, "`line_of_sight(from, to [, opts])`",
				"The kernel's verdict on the line from `from` to `to`, judged from the ruleset's `sight` model: `blocked`, the `rule` a block cites (`nil` for a clear line) and the `cover` the line's veils give it (smoke's DV). `opts.viewer` and `opts.target` are units (ids or tables) standing in `from` and `to`, whose heights the model gives; `opts.from_level` and `opts.to_level` set a height outright; an end named by neither is guessed from its hex (the height of its units when every one is raised, else its ground). With `opts.why = true` a fourth result lists the reasons hex by hex, `{hex, rule, text}`. Computed once per state version and shared by every caller; an error when the ruleset declares no `sight` block"},
			{[]string{"sight_level"}, "`sight_level(unit [, hex])`",
				"The height a unit sees from and is seen at, standing in `hex` (by default its own): the level of the first `height` clause of the sight model it matches, else the ground of the hex"},
			{[]string{"sees"}, "`sees(unit, target)`",
				"Whether a unit on the map sees `target`: a unit on the map (at its height) or a hex label (at its ground); `false` when either is off the map"},
			{[]string{"on_map"}, "`on_map(label)`",
				"`true` if the label names a hex of the map (malformed labels give `false`, never an error)"},
			{[]string{"board"}, "`board([map])`",
				"`{cols, rows}`: the size of a map, by default the first (the only one of a single-map game); an unknown map id is an error"},
			{[]string{"maps"}, "`maps()`",
				"the ids of the maps in play, in the order the setup placed them: one id in a single-map game (an inline `board {}` is `\"board\"`)"},
			{[]string{"map_of"}, "`map_of(hex)`",
				`the id of the map the hex lies on`},
			{[]string{"relation"}, "`relation(a, b)`",
				"How side `a` regards side `b`: `\"self\"`, or what play set with `set_relation`, or what either side's data declares (`stats = { relations = { b = \"allied\" } }`), else `\"enemy\"`"},
			{[]string{"enemies"}, "`enemies(a, b)`",
				"Whether sides `a` and `b` are enemies: ask this rather than comparing side names"},
			{[]string{"unit_relation"}, "`unit_relation(a, b)`",
				"How unit `a` regards unit `b` (ids or unit tables): `\"self\"` for the same unit; else the relation of their sides (`\"self\"` for one side), unless a status of either unit declares another in its stats: `relation` towards units of other sides, `relation_own` towards units of its own side, both read both ways. When statuses declare different relations, `\"enemy\"` wins over `\"neutral\"`, which wins over `\"allied\"`"},
			{[]string{"foes"}, "`foes(a, b)`",
				"Whether units `a` and `b` are enemies (`unit_relation`): ask this where one unit attacks or threatens another, `enemies` where a side's standing is meant"},
			{[]string{"acting_side"}, "`acting_side()`",
				"The side to act now: the owner of the innermost reaction window, else the active side (`\"\"` between activations)"},
			{[]string{"submitter"}, "`submitter()`",
				"The side the action being validated or resolved names: the player's seat that sent it, `\"\"` when none was named (hot seat, a random bot). For rules that let only one player take an action while no side is active. `action_available` handlers, judged once for every submitter, see `\"\"`"},
			{[]string{"reachable"}, "`reachable(from, budget, cost)`",
				"`{label = {cost = n, path = list}}` for every hex reachable for at most `budget`. The start is included at cost 0 with path `{from}`. `cost(from, to)` returns the cost of entering `to`: `nil` (or a negative number) forbids it. Paths are the same on every run"},
			{[]string{"move_terms"}, "`move_terms(unit, from, to [, facts])`",
				"The terms of the MP the unit's movement class (a `movement_class` block; the unit's type names it with `movement = \"<class>\"`) prices a step into `to` at, `{{label, value, rule}...}`: the entered terrain's cost, or the class's `connect` feature's where both hexes have it, then what the hex's features and the marker kinds some class prices add. `from` `nil`: the unit enters from off the map. Refused: `nil, code, rule` (`\"impassable\"` and the rule that closes the hex: the class's `closed` entry, its own rule for what it leaves out, or the rule of a gate's value stage that is not above 0 for the unit, computed with `facts` as `compute` would). `unit` is an id, a unit table, or `{id, type, side}` of a unit not yet in play. Whose units stand in `to` is `move_holder`'s"},
			{[]string{"move_cost"}, "`move_cost(unit, from, to [, facts])`",
				"The total of `move_terms`, or `nil, code, rule`"},
			{[]string{"move_class"}, "`move_class(unit)`",
				`The id of the unit's movement class`},
			{[]string{"move_holder"}, "`move_holder(unit, hex)`",
				"The id of the enemy that bars the unit from entering the hex on a move, and the rule that bars it (the class's `enemy_hex`), or `nil`: an enemy, not carried, whose own class holds its hex (`holds_hex`, true unless the class says not)"},
			{[]string{"move_reach"}, "`move_reach(unit, budget [, opts])`",
				"As `reachable`, from the unit's hex, every step priced as `move_cost`, never into a hex `move_holder` bars or the class closes. `opts`: `facts` (as `move_terms`'), `closed` (hexes never entered besides), `stage` and `step_facts` (the value stage whose declarative modifiers apply to every step's cost, never below 0, as they apply where the move is validated: each step sees `facts` plus `<step_facts> = {from, to, <connect> = both hexes have it}`; the stage's `modify` handlers do not run in a search), `spread = n` (only up to `n` destinations, the start left out, evenly spaced in map order: what a list of candidate moves needs)"},
		},
	},
	{
		ID: "changing", Heading: "Changing the game", Column: "Effect and errors",
		Rows: []apiRow{
			{[]string{"move"}, "`move(id, hex [, context])`",
				"Places the unit (and its passengers) in the hex, then fires `unit_enters_hex`, whose handlers receive `context` (what the mover is in the middle of, such as the rest of a path). Error if the unit is not in play or the hex is off the map"},
			{[]string{"remove_from_map"}, "`remove_from_map(id)`",
				`Takes the unit off the map. It stays in play, and no event fires`},
			{[]string{"hits"}, "`hits(id, n [, cause])`",
				"Fires `unit_takes_hits` with `{unit, hits = n}` plus the fields of the `cause` table. The kernel itself does nothing else"},
			{[]string{"eliminate"}, "`eliminate(id [, rule])`",
				"Takes the unit out of play, logs `\"<id> (<type name>) is eliminated\"` and fires `unit_eliminated`"},
			{[]string{"set_status"}, "`set_status(id, status [, on])`",
				"Turns a declared status on (when `on` is omitted) or off (`on` false or `nil`)"},
			{[]string{"set_counter"}, "`set_counter(id, name, n)`",
				`Sets a unit counter. 0 removes it`},
			{[]string{"set_note"}, "`set_note(id, name [, text])`",
				"Keeps a named string on a unit (`unit(id).notes`): what a rule must remember about it that no number says, such as the side a controlled unit goes back to. `nil` or `\"\"` removes it. Names have 1 to 64 bytes, texts at most 256, a unit keeps at most 32 notes, and all the units of a game 64 KiB of them (names and texts) together (`engine.MaxGameNotes`)"},
			{[]string{"set_face"}, "`set_face(id [, face])`",
				"Turns the counter to a face its type declares. `nil` or `\"\"` is the front, and an unknown face is an error"},
			{[]string{"set_items"}, "`set_items(id, slot, items)`",
				"`slot` is `\"carries\"` or `\"attached\"`. `items` is a list of declared item ids that replaces the slot"},
			{[]string{"set_transports"}, "`set_transports(id, passengers)`",
				`Replaces the list of transported units (each must be in play)`},
			{[]string{"set_marker"}, "`set_marker(hex, kind [, level])`",
				`Places or changes a marker of a declared kind (level defaults to 0). A negative level removes it`},
			{[]string{"remove_marker"}, "`remove_marker(hex, kind)`",
				`Removes the marker, if any`},
			{[]string{"set_control"}, "`set_control(hex [, side])`",
				"Records the controlling side. `nil` or `\"\"` clears it"},
			{[]string{"set_var"}, "`set_var(name, n)`",
				`Sets a game-wide integer. 0 removes it`},
			{[]string{"value", "set_value"}, "`set_value(scope, key, v)`",
				"Sets a typed value (`value(scope, key)` reads it, `nil` when unset): an integer, a string, a list or a map of strings to values, at most 256 items nested 4 deep; `nil` removes it. `scope` is `nil` for the game or one of `{side=..}`, `{map=..}`, `{hex=..}`, `{unit=..}`, which must be in play. A side's values are hidden from other seats, as are an unseen unit's"},
			{[]string{"set_map_var"}, "`set_map_var(map, name, n)`",
				"Sets an integer of one map (`map_var(map, name)` reads it, 0 when unset). 0 removes it; a map not in play is an error"},
			{[]string{"set_formation_counter"}, "`set_formation_counter(id, name, n)`",
				`Sets a formation counter. 0 removes it, and an unknown formation is an error`},
			{[]string{"log"}, "`log(rule, text [, {about = {ids}, to = {sides}}])`",
				"Adds a line to the game's narrative, citing `rule` (`nil` or `\"\"` for none). Refused in validate and enumerate handlers. A line naming something the rules hide goes only to the seats that may see it (the kernel reads its words for ids and names); `about` names what it speaks of beyond its words, `to` the only sides that may read it"},
			{[]string{"set_relation"}, "`set_relation(a, b, relation)`",
				"Sets how two sides of the game regard each other, both ways: `\"enemy\"`, `\"allied\"` or `\"neutral\"`"},
			{[]string{"set_terrain"}, "`set_terrain(hex, terrain [, features])`",
				"Changes a hex's terrain and features (a bridge built or blown): a terrain of the ruleset and features tagged `\"feature\"`. The change is state: checkpointed, replayed, and read by `hex()`"},
			{[]string{"scratch"}, "`scratch(name)`",
				`A table that lives until the current action (or validation) ends: a memo, never saved (see Layers and read-only state)`},
			{[]string{"memo"}, "`memo(key, fn)` → fn's results",
				"Calls `fn()` once while the state stays as it is and hands its results to every later call with the same `key` (at most 256 bytes), across units of work: a validation and the resolution that follows it share one line-of-sight trace. `fn` must depend only on the state and on what `key` names: it runs read-only (no change, no dice), and the tables it returns come back frozen. At most 10,000 keys are kept per state. Keys are shared by every layer: begin them with your area (`\"los ...\"`)"},
			{[]string{"report"}, "`report(name, fields)`",
				"Records the latest fact of a kind (`e.Reports[name]`), for conformance cases and displays. Whole numbers become integers, arrays become lists and other tables become maps"},
			{[]string{"open_interrupt"}, "`open_interrupt{kind, side, actions, context, mandatory}`",
				"Opens a reaction window for `side`, offering `actions` (declared action ids) and the kernel's `pass`. Any other action passes it up first (firing `interrupt_declined`) unless `mandatory` is true; with `owned = true` only `side` may pass it: a seat of another side that carries on is refused `not_your_turn` (hot seat, which names no side, still passes it). `context` is a table of named values of any kind the kernel can hold (strings, numbers, booleans, lists, tables): what the paused action needs to go on, such as the rest of a path and the continuation to run at its end. It is saved with the state and handed back, as it was, to `interrupt_declined` handlers and in `state().interrupt.context` (read-only)"},
			{[]string{"close_interrupt"}, "`close_interrupt()`",
				`Closes the innermost window. Error if none is open`},
			{[]string{"decline_interrupt"}, "`decline_interrupt()`",
				"Closes the innermost window without a reaction and fires `interrupt_declined` with its context"},
			{[]string{"start_activation"}, "`start_activation(side, formation)`",
				"Makes a formation active (pass `nil` as `side`: the formation's side follows) or, with `formation` `nil`, a side, then fires `activation_start`"},
			{[]string{"end_activation"}, "`end_activation()`",
				"Fires `activation_end`, then clears the active formation and side"},
			{[]string{"end_phase"}, "`end_phase([side])`",
				"Fires `phase_end` and moves to the next phase (and turn). It then fires `phase_start` and the steps, running on through phases that are not interactive. In a phase declared `ends = \"every_side\"` it is one side's end: the side named, else the submitter's (`submitter()`); the phase ends once every side not automated has ended it, and until then a seat of a side that has is refused every action (`phase_ended`). With no side and no submitter (hot seat, a step of the rules) it ends the phase for every side. A rule ends it for a side with nothing to do there: `end_phase(side)`"},
			{[]string{"cup_add", "cup_remove"}, "`cup_add(marker)` / `cup_remove(marker)`",
				`Adds a marker to the cup, or removes its first copy (an error if it is absent)`},
			{[]string{"cup_draw"}, "`cup_draw(purpose)` → `marker`",
				"Draws with one die as big as the cup (a logged roll; a test may script the draws instead) and removes the marker, adding it to `state().drawn`. Error if the cup is empty"},
			{[]string{"cup_next"}, "`cup_next(marker)`",
				"Promises a marker of the cup to the next draw that nothing was promised to yet: that `cup_draw` takes it without a roll (before a test's scripted draws too). For a rule that names who goes first. Error if the marker is not in the cup"},
			{[]string{"cup_reset_drawn"}, "`cup_reset_drawn()`",
				"Empties `state().drawn` (a new turn)"},
			{[]string{"set_holding"}, "`set_holding(side, key, n)`",
				`Sets what a side has of a holding key; 0 removes it, below 0 is an error`},
			{[]string{"spawn"}, "`spawn{type, side, formation, hex, id, face}` → `id`",
				"Brings a new unit into play, on the map at `hex` or off it without one. Without `id` it is named `<type>-<n>`; an `id` has at most 64 bytes. A game holds at most 1,000 units, eliminated ones included (`engine.MaxUnits`): a spawn past them fails. No `unit_enters_hex` fires"},
			{[]string{"convert"}, "`convert(id, type, side [, formation])`",
				`Changes a unit's type, side and formation in place, keeping its hex, statuses and items`},
			{[]string{"set_automated"}, "`set_automated(side [, on])`",
				`Marks a side as played by the ruleset itself (front ends ask no one for it), or gives it back`},
			{[]string{"end_game"}, "`end_game(result [, rule])`",
				"Ends the game with a result, logged as `\"game over: <result>\"`. Later actions are rejected with `game_over`"},
		},
	},
}

// apiProse are the functions API.md documents in a section of their own
// rather than in a table, with the section's heading.
var apiProse = map[string]string{
	"on":              "Subscribing",
	"fire":            "Declared hook points",
	"replace_handler": "Replacing and removing handlers",
	"remove_handler":  "Replacing and removing handlers",
	"map_var":         "Several maps",
	"roll":            "Dice and values",
	"compute":         "Dice and values",
	"terrain_terms":   "Dice and values",
}
