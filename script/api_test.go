package script_test

import (
	"testing"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/state"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// An apiCase runs body in the resolve handler of `poke` (line 1 of body is
// line 2 of rulesets/t/api.lua; `a` holds the action's parameters), with
// top appended to the file at its top level, then compares
// e.Reports["out"] with want, or the error of Submit with err.
type apiCase struct {
	name  string
	top   string
	body  string
	faces []int
	want  map[string]any
	err   []string
	check func(t *testing.T, e *engine.Engine)
}

func runAPICases(t *testing.T, cases []apiCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := game{files: map[string]string{"rulesets/t/api.lua": resolveWith(c.body) + c.top}, faces: c.faces}.start(t)
			before := snap(t, e)
			err := e.Submit(poke("a"))
			if c.err != nil {
				require.Error(t, err)
				for _, w := range c.err {
					assert.Contains(t, err.Error(), w)
				}
				requireUnchanged(t, e, before)
				return
			}
			require.NoError(t, err)
			if c.want != nil {
				assert.Equal(t, c.want, e.Reports["out"])
			}
			if c.check != nil {
				c.check(t, e)
			}
		})
	}
}

func logTexts(e *engine.Engine) []string {
	var out []string
	for _, l := range e.Log {
		out = append(out, l.Text)
	}
	return out
}

func TestAPIReading(t *testing.T) {
	runAPICases(t, []apiCase{
		{
			name: "unit",
			body: `  local u, b, c = nw68.unit(a.unit), nw68.unit("b"), nw68.unit("c")
  nw68.report("out", {
    id = u.id, type = u.type, side = u.side, formation = u.formation, hex = u.hex, face = u.face,
    name = u.name, kind = u.kind, rule = u.rule, faction = u.faction,
    alive = u.alive, on_map = u.on_map, soft = u.tags.soft, s = u.statuses.s, ammo = u.counters.ammo,
    armor = u.stats.armor, speed = u.stats.speed, he = u.weapons.he.firepower .. "/" .. u.weapons.he.range,
    he_name = u.weapons.he.name, reduced_face = u.faces.reduced,
    b_face = b.face, b_armor = b.stats.armor, b_speed = b.stats.speed,
    c_no_hex = c.hex == nil, c_on_map = c.on_map, nobody = nw68.unit("nobody") == nil,
  })`,
			want: map[string]any{
				"id": "a", "type": "u", "side": "blue", "formation": "1st", "hex": "B2", "face": "",
				"name": "Rifles", "kind": "unit_type", "rule": "x.y", "faction": "blue",
				"alive": true, "on_map": true, "soft": true, "s": true, "ammo": 3,
				"armor": 2, "speed": 4, "he": "5/3", "he_name": "he", "reduced_face": true,
				"b_face": "reduced", "b_armor": 1, "b_speed": 4,
				"c_no_hex": true, "c_on_map": false, "nobody": true,
			},
		},
		{
			name: "units and units_at",
			body: `  local function ids(list)
    local out = {}
    for _, u in ipairs(list) do out[#out + 1] = u.id end
    return table.concat(out, ",")
  end
  local before = {
    all = ids(nw68.units()), red = ids(nw68.units({ side = "red" })), blue = ids(nw68.units({ side = "blue" })),
    formation = ids(nw68.units({ formation = "1st" })), at = ids(nw68.units({ at = "D4" })),
    red_at = ids(nw68.units({ side = "red", at = "B2" })), dead = ids(nw68.units({ alive = false })),
    units_at = ids(nw68.units_at("B2")), empty = ids(nw68.units_at("E5")),
  }
  nw68.eliminate("b", "x.y")
  before.after_red = ids(nw68.units({ side = "red" }))
  before.after_dead = ids(nw68.units({ alive = false }))
  before.after_d4 = ids(nw68.units_at("D4"))
  nw68.report("out", before)`,
			want: map[string]any{
				"all": "a,b,c", "red": "b,c", "blue": "a", "formation": "a", "at": "b", "red_at": "", "dead": "",
				"units_at": "a", "empty": "", "after_red": "c", "after_dead": "b", "after_d4": "",
			},
		},
		{
			name: "hex with markers, features and control",
			body: `  local h, w = nw68.hex("C3"), nw68.hex("c2")
  local before = h.control or "nobody"
  nw68.set_control("C3", "red")
  nw68.report("out", {
    label = h.label, terrain = h.terrain, smoke = h.markers.smoke, name = h.name,
    control_before = before, control_after = nw68.hex("C3").control,
    w_label = w.label, w_terrain = w.terrain, w_name = w.name, w_road = w.features.road, w_smoke = w.markers.smoke or 0,
  })`,
			want: map[string]any{
				"label": "C3", "terrain": "clear", "smoke": 1, "name": "",
				"control_before": "nobody", "control_after": "red",
				"w_label": "C2", "w_terrain": "woods", "w_name": "Big Wood", "w_road": true, "w_smoke": 0,
			},
		},
		{
			name: "hex off the map",
			body: `  nw68.hex("Z9")`,
			err:  []string{"rulesets/t/api.lua:2", "bad argument #1", "Z9"},
		},
		{
			name: "entity, rule, table, formation and state",
			body: `  local e = nw68.entity("unit_type", "u", "reduced")
  local s = nw68.state()
  local r = nw68.rule("x.z")
  local hit, miss = nw68.table("results", 5), nw68.table("results", 2)
  local f = nw68.formation("1st")
  nw68.report("out", {
    e_id = e.id, e_name = e.name, e_kind = e.kind, e_armor = e.stats.armor, e_speed = e.stats.speed, e_he = e.weapons.he.firepower,
    front_armor = nw68.entity("unit_type", "u").stats.armor, woods_cost = nw68.entity("terrain", "woods").stats.cost,
    smoke_name = nw68.entity("marker_kind", "smoke").name, mine = nw68.entity("item", "mine").weapons.he.firepower,
    none = nw68.entity("unit_type", "zz") == nil,
    turn = s.turn, phase = s.phase, active = s.active_side, sides = table.concat(s.sides, ","),
    cup = table.concat(s.cup, ","), vp = s.vars.vp, result = s.result, no_interrupt = s.interrupt == nil,
    r_id = r.id, r_section = r.section, r_title = r.title, r_summary = r.summary,
    hit = hit.result, hit_key = hit.key, hit_rule = hit.rule, miss = miss.result, miss_key = miss.key, miss_rule = miss.rule,
    off_table = nw68.table("results", 0) == nil,
    f_id = f.id, f_side = f.side, f_morale = f.counters.morale, no_f = nw68.formation("zz") == nil,
  })`,
			want: map[string]any{
				"e_id": "u", "e_name": "Rifles", "e_kind": "unit_type", "e_armor": 1, "e_speed": 4, "e_he": 5,
				"front_armor": 2, "woods_cost": 2, "smoke_name": "Smoke", "mine": 8, "none": true,
				"turn": 1, "phase": "", "active": "blue", "sides": "blue,red", "cup": "m1,m2,m3", "vp": 2, "result": "", "no_interrupt": true,
				"r_id": "x.z", "r_section": "9.1", "r_title": "Another rule", "r_summary": "Cited by modifiers, vetoes and table rows.",
				"hit": "hit", "hit_key": "4+", "hit_rule": "x.z", "miss": "miss", "miss_key": "1-3", "miss_rule": "",
				"off_table": true, "f_id": "1st", "f_side": "blue", "f_morale": 7, "no_f": true,
			},
		},
		{
			name: "unknown rule",
			body: `  nw68.rule("no.such")`,
			err:  []string{"rulesets/t/api.lua:2", `rule "no.such" is not declared`},
		},
		{
			name: "unknown table",
			body: `  nw68.table("nope", 3)`,
			err:  []string{"rulesets/t/api.lua:2", `no table "nope"`},
		},
	})
}

func TestAPIGeometry(t *testing.T) {
	runAPICases(t, []apiCase{
		{
			name: "distance, neighbors, within, line, on_map",
			body: `  local n = nw68.neighbors("A1")
  table.sort(n)
  local function path(steps)
    local out = {}
    for _, s in ipairs(steps) do out[#out + 1] = s.alt and (s.hex .. "|" .. s.alt) or s.hex end
    return table.concat(out, " ")
  end
  nw68.report("out", {
    d = nw68.distance("A1", "E5"), d0 = nw68.distance("C3", "C3"), d1 = nw68.distance("B2", "C2"),
    n = table.concat(n, ","), n_mid = #nw68.neighbors("C3"),
    within1 = #nw68.within("C3", 1), within_corner = #nw68.within("A1", 2), within0 = nw68.within("E5", 0)[1],
    line = path(nw68.line("A1", "A3")), hexside = path(nw68.line("A1", "B3")), back = path(nw68.line("B3", "A1")),
    one = path(nw68.line("D4", "D4")),
    on = nw68.on_map("E5"), lower = nw68.on_map("e5"), off = nw68.on_map("F1"), junk = nw68.on_map("??"),
  })`,
			want: map[string]any{
				"d": 6, "d0": 0, "d1": 1,
				"n": "A2,B1,B2", "n_mid": 6,
				"within1": 7, "within_corner": 8, "within0": "E5",
				"line": "A1 A2 A3", "hexside": "A1 A2|B2 B3", "back": "B3 A2|B2 A1", "one": "D4",
				"on": true, "lower": true, "off": false, "junk": false,
			},
		},
		{
			name: "reachable with terrain costs and a blocked hex",
			body: `  local asked = 0
  local r = nw68.reachable("A1", 3, function(from, to)
    asked = asked + 1
    if to == "B1" then return nil end
    return nw68.entity("terrain", nw68.hex(to).terrain).stats.cost or 1
  end)
  local n = 0
  for _ in pairs(r) do n = n + 1 end
  nw68.report("out", {
    start = r.A1.cost, start_path = table.concat(r.A1.path, " "),
    a3 = r.A3.cost, c2 = r.C2.cost, c2_path = table.concat(r.C2.path, " "),
    c1 = r.C1.cost, c1_path = table.concat(r.C1.path, " "),
    b1 = r.B1 == nil, far = r.E5 == nil, n = n, asked = asked > 0,
  })`,
			want: map[string]any{
				"start": 0, "start_path": "A1",
				"a3": 2, "c2": 3, "c2_path": "A1 B2 C2",
				"c1": 2, "c1_path": "A1 B2 C1",
				"b1": true, "far": true, "n": 12, "asked": true,
			},
		},
		{
			name: "distance with a malformed label",
			body: `  nw68.distance("A1", "1A")`,
			err:  []string{"rulesets/t/api.lua:2", "bad argument #2", "1A"},
		},
	})
}

func TestAPIDiceAndValues(t *testing.T) {
	compute := `nw68.on("modify", "av", function(v, facts)
  if facts.fire.cover then v.add("cover", -1, "x.z") end
end)
nw68.on("modify", "dv", function(v, facts)
  if facts.dug_in then v.replace("dug in", 9, "x.z") end
end)
`
	runAPICases(t, []apiCase{
		{
			name:  "roll with scripted dice",
			faces: []int{6, 5, 3},
			body: `  local f, total = nw68.roll(2, 6, "to hit")
  local g, t2 = nw68.roll(1, 3, "scatter")
  nw68.report("out", { f = table.concat(f, "+"), n = #f, total = total, g = g[1], t2 = t2 })`,
			want: map[string]any{"f": "6+5", "n": 2, "total": 11, "g": 3, "t2": 3},
			check: func(t *testing.T, e *engine.Engine) {
				assert.Equal(t, []dice.Roll{
					{Purpose: "to hit", Sides: 6, Faces: []int{6, 5}},
					{Purpose: "scatter", Sides: 3, Faces: []int{3}},
				}, e.Dice.Rolls())
				assert.Equal(t, []string{"2D6 to hit: 6+5", "1D3 scatter: 3"}, logTexts(e))
				assert.Empty(t, e.Dice.Leftover())
			},
		},
		{
			name:  "roll the players may answer",
			faces: []int{4},
			body: `  local none = nw68.answering()
  local f, total = nw68.roll(1, 6, "shot", { answer = { kind = "luck", actions = { "react" }, sides = { "blue", "red" } } })
  local ok, err = pcall(nw68.answer_die, 1, 2)
  nw68.report("out", { total = total, none = none == nil, ok = ok, err = err })`,
			want: map[string]any{"total": 4, "none": true, "ok": false, "err": "rulesets/t/api.lua:4: no roll is being answered: only an answering action, as it resolves, changes its dice"},
			check: func(t *testing.T, e *engine.Engine) {
				require.Len(t, e.State.Interrupts, 1, "the window opens once the action has resolved")
				w := e.State.Interrupts[0]
				assert.Equal(t, state.Interrupt{Kind: "luck", Side: "blue", Actions: []string{"react"}, Owned: true, Roll: &state.AskedRoll{Purpose: "shot", Sides: 6, Faces: []int{4}}}, w)
			},
		},
		{
			name:  "roll answered by a side not in the game",
			faces: []int{4},
			body:  `  nw68.roll(1, 6, "shot", { answer = { kind = "luck", actions = { "react" }, sides = { "green" } } })`,
			err:   []string{"rulesets/t/api.lua:2", `roll "shot": the luck windows ask "green", not a side of this game`},
		},
		{
			name:  "roll answered by an undeclared action",
			faces: []int{4},
			body:  `  nw68.roll(1, 6, "shot", { answer = { kind = "luck", actions = { "dance" }, sides = { "red" } } })`,
			err:   []string{"rulesets/t/api.lua:2", `offer action "dance", which the ruleset does not declare`},
		},
		{
			name:  "roll answered by no side",
			faces: []int{4},
			body:  `  nw68.roll(1, 6, "shot", { answer = { kind = "luck", actions = { "react" } } })`,
			err:   []string{"rulesets/t/api.lua:2", "the luck windows ask 1 to 2 sides, not 0"},
		},
		{
			name:  "roll beyond the scripted faces",
			faces: []int{6},
			body:  `  nw68.roll(2, 6, "to hit")`,
			err:   []string{"rulesets/t/api.lua:2", "ran out of faces"},
		},
		{
			name: "roll of impossible dice",
			body: `  nw68.roll(1, 0, "nothing")`,
			err:  []string{"rulesets/t/api.lua:2", "cannot throw 1 dice of 0 sides"},
		},
		{
			name: "compute with terms, a declarative modifier and modify handlers",
			top:  compute,
			body: `  local total, text = nw68.compute{ stage = "av", name = "AV", terms = { { "FP", 5, "x.y" }, { "2D6", 7 } },
    facts = { fire = { close = true, bonus = 3, cover = true } } }
  local far, far_text = nw68.compute{ stage = "av", name = "AV", terms = { { "FP", 5 } },
    facts = { fire = { close = false, bonus = 3, cover = false } } }
  local dv, dv_text = nw68.compute{ stage = "dv", terms = { { "armor", 2, "x.y" } }, facts = { dug_in = true } }
  local bare = nw68.compute{ stage = "none" }
  local ex = nw68.explain()
  nw68.report("out", { total = total, text = text, far = far, far_text = far_text, dv = dv, dv_text = dv_text,
    bare = bare, explained = #ex, first = ex[1] })`,
			want: map[string]any{
				"total": 14, "text": "AV 14 = FP 5 [x.y] + 2D6 7 + close 3 [x.z] - cover 1 [x.z]",
				"far": 5, "far_text": "AV 5 = FP 5",
				"dv": 9, "dv_text": "dv 9 = dug in [x.z] (replacing armor 2 [x.y])",
				"bare": 0, "explained": 4, "first": "AV 14 = FP 5 [x.y] + 2D6 7 + close 3 [x.z] - cover 1 [x.z]",
			},
			check: func(t *testing.T, e *engine.Engine) {
				require.Len(t, e.Values, 4)
				assert.Equal(t, 14, e.Values[0].Total())
				assert.Equal(t, "close", e.Values[0].Terms[2].Label)
				assert.Equal(t, "x.z", e.Values[0].Terms[2].Rule)
				assert.Contains(t, logTexts(e), "AV 14 = FP 5 [x.y] + 2D6 7 + close 3 [x.z] - cover 1 [x.z]")
			},
		},
		{
			name: "a modify handler sees the running total and may add several terms",
			top: `nw68.on("modify", "av", function(v, facts)
  local seen = v.total
  v.add("first", 1, "x.y")
  v.add("second", 2, "x.y")
  nw68.report("seen", { name = v.name, before = seen, after = v.total, bonus = facts.fire.bonus })
end, { phase = "last" })
`,
			body: `  local total = nw68.compute{ stage = "av", name = "AV", terms = { { "FP", 5 } }, facts = { fire = { close = true, bonus = 2 } } }
  nw68.report("out", { total = total })`,
			want: map[string]any{"total": 10},
			check: func(t *testing.T, e *engine.Engine) {
				assert.Equal(t, map[string]any{"name": "AV", "before": 7, "after": 10, "bonus": 2}, e.Reports["seen"])
			},
		},
		{
			name: "compute without a stage",
			body: `  nw68.compute{ terms = { { "FP", 5 } } }`,
			err:  []string{"rulesets/t/api.lua:2", "compute needs a stage"},
		},
		{
			name: "compute with a term citing an unknown rule",
			body: `  nw68.compute{ stage = "dv", terms = { { "FP", 5, "no.such" } } }`,
			err:  []string{"rulesets/t/api.lua:2", `rule "no.such" is not declared`},
		},
		{
			name: "a declarative modifier without its facts",
			body: `  nw68.compute{ stage = "av", terms = { { "FP", 5 } } }`,
			err:  []string{"rulesets/t/api.lua:2", `modifier "close"`},
		},
		{
			name: "a modify handler citing an unknown rule",
			top: `nw68.on("modify", "dv", function(v, facts)
  v.add("cover", 1, "no.such")
end)
`,
			body: `  nw68.compute{ stage = "dv", terms = { { "armor", 2 } } }`,
			err:  []string{"modify dv handler (rulesets/t/api.lua:4)", "rulesets/t/api.lua:5", `rule "no.such" is not declared`},
		},
		{
			name:  "cup_draw throws a die as big as the cup",
			faces: []int{2},
			body: `  local m = nw68.cup_draw("activation")
  local after_draw = table.concat(nw68.state().cup, ",")
  nw68.cup_add("m9")
  nw68.cup_remove("m1")
  nw68.report("out", { drawn = m, after_draw = after_draw, cup = table.concat(nw68.state().cup, ",") })`,
			want: map[string]any{"drawn": "m2", "after_draw": "m1,m3", "cup": "m3,m9"},
			check: func(t *testing.T, e *engine.Engine) {
				assert.Equal(t, []dice.Roll{{Purpose: "activation", Sides: 3, Faces: []int{2}}}, e.Dice.Rolls())
				assert.Equal(t, []string{"m3", "m9"}, e.State.Cup)
			},
		},
		{
			name:  "cup_next promises the next draws, without a roll, before chance",
			faces: []int{1},
			body: `  nw68.cup_next("m3")
  nw68.cup_next("m2")
  local a = nw68.cup_draw("activation")
  local b = nw68.cup_draw("activation")
  local c = nw68.cup_draw("activation")
  nw68.report("out", { order = a .. "," .. b .. "," .. c })`,
			want: map[string]any{"order": "m3,m2,m1"},
			check: func(t *testing.T, e *engine.Engine) {
				assert.Equal(t, []dice.Roll{{Purpose: "activation", Sides: 1, Faces: []int{1}}}, e.Dice.Rolls())
				assert.Empty(t, e.State.CupNext)
			},
		},
		{
			name: "cup_next of a marker not in the cup",
			body: `  nw68.cup_next("zz")`,
			err:  []string{"rulesets/t/api.lua:2", `"zz" is not in the cup`},
		},
		{
			name: "cup_remove of a marker not in the cup",
			body: `  nw68.cup_remove("zz")`,
			err:  []string{"rulesets/t/api.lua:2", `marker "zz" is not in the cup`},
		},
	})
}

func TestAPIChanges(t *testing.T) {
	runAPICases(t, []apiCase{
		{
			name: "set_marker and remove_marker",
			body: `  nw68.set_marker("D4", "smoke", 2)
  local d4 = nw68.hex("D4").markers.smoke
  nw68.set_marker("E5", "smoke")
  nw68.remove_marker("C3", "smoke")
  nw68.remove_marker("A1", "smoke")
  nw68.report("out", { d4 = d4, e5 = nw68.hex("E5").markers.smoke, c3_gone = nw68.hex("C3").markers.smoke == nil })`,
			want: map[string]any{"d4": 2, "e5": 0, "c3_gone": true},
			check: func(t *testing.T, e *engine.Engine) {
				d4, _ := e.Layout.Parse("D4")
				c3, _ := e.Layout.Parse("C3")
				m, ok := e.State.Marker(d4, "smoke")
				assert.True(t, ok)
				assert.Equal(t, 2, m.Level)
				_, ok = e.State.Marker(c3, "smoke")
				assert.False(t, ok)
			},
		},
		{
			name: "set_marker of an undeclared kind",
			body: `  nw68.set_marker("D4", "fog", 1)`,
			err:  []string{"rulesets/t/api.lua:2", `marker kind "fog" is not declared`},
		},
		{
			name: "set_face",
			body: `  nw68.set_face(a.unit, "reduced")
  local r = nw68.unit(a.unit)
  nw68.set_face(a.unit)
  local ok, err = pcall(nw68.set_face, a.unit, "nope")
  nw68.report("out", { face = r.face, armor = r.stats.armor, back = nw68.unit(a.unit).face, armor_back = nw68.unit(a.unit).stats.armor, ok = ok })
  nw68.report("err", { err = err })`,
			want: map[string]any{"face": "reduced", "armor": 1, "back": "", "armor_back": 2, "ok": false},
			check: func(t *testing.T, e *engine.Engine) {
				assert.Contains(t, e.Reports["err"]["err"], `unit type "u" has no face "nope"`)
			},
		},
		{
			name: "set_note keeps a named string on the unit, and takes it off",
			body: `  nw68.set_note(a.unit, "owner", "blue")
  nw68.set_note(a.unit, "by", "b")
  nw68.set_note(a.unit, "by")
  local u = nw68.unit(a.unit)
  local long_ok = pcall(nw68.set_note, a.unit, "x", string.rep("y", 257))
  local key_ok = pcall(nw68.set_note, a.unit, "", "v")
  nw68.report("out", { owner = u.notes.owner, by = u.notes.by or "gone", long_ok = long_ok, key_ok = key_ok })`,
			want: map[string]any{"owner": "blue", "by": "gone", "long_ok": false, "key_ok": false},
			check: func(t *testing.T, e *engine.Engine) {
				assert.Equal(t, map[string]string{"owner": "blue"}, e.State.Units["a"].Notes, "the note is state")
			},
		},
		{
			name: "set_note beyond a unit's number of notes",
			body: `  for i = 1, 33 do nw68.set_note(a.unit, "n" .. i, "v") end`,
			err:  []string{"rulesets/t/api.lua:2", "a unit keeps at most 32 notes"},
		},
		{
			name: "set_note beyond the notes of a game",
			body: `  for u = 1, 10 do
    local id = nw68.spawn{ type = "u", side = "red" }
    for i = 1, 32 do nw68.set_note(id, "n" .. i, string.rep("v", 256)) end
  end`,
			err: []string{"rulesets/t/api.lua:4", "the units of a game keep at most 65536 bytes of notes together"},
		},
		{
			name: "spawn beyond the units of a game",
			body: `  for i = 1, 1000 do nw68.spawn{ type = "u", side = "red" } end`,
			err:  []string{"rulesets/t/api.lua:2", "spawn: the game holds 1000 units, eliminated ones included, and may hold at most 1000"},
		},
		{
			name: "spawn with too long an id",
			body: `  nw68.spawn{ type = "u", side = "red", id = string.rep("x", 65) }`,
			err:  []string{"rulesets/t/api.lua:2", "has 65 bytes, more than the 64 a unit's may"},
		},
		{
			name: "revive brings an eliminated unit back as the call says",
			body: `  nw68.eliminate("b", "x.y")
  local live_ok = pcall(nw68.revive, a.unit, "C3")
  nw68.revive("b", "C3", { face = "reduced", statuses = { "s" }, counters = { hits = 1 }, rule = "x.y" })
  local b = nw68.unit("b")
  nw68.report("out", { alive = b.alive, hex = b.hex, face = b.face, s = b.statuses.s or false, hits = b.counters.hits, live_ok = live_ok })`,
			want: map[string]any{"alive": true, "hex": "C3", "face": "reduced", "s": true, "hits": 1, "live_ok": false},
			check: func(t *testing.T, e *engine.Engine) {
				assert.Contains(t, logTexts(e), "b (Rifles) returns to play at C3")
			},
		},
		{
			name: "revive a unit in play",
			body: `  nw68.revive(a.unit)`,
			err:  []string{"rulesets/t/api.lua:2", "revive a: the unit is in play"},
		},
		{
			name: "revive with counters that are not numbers",
			body: `  nw68.eliminate("b", "x.y")
  nw68.revive("b", nil, { counters = { hits = "many" } })`,
			err: []string{"rulesets/t/api.lua:3", `counters: "hits" is many, not an integer`},
		},
		{
			name: "set_face with an unknown face",
			body: `  nw68.set_face(a.unit, "nope")`,
			err:  []string{"resolve poke", "rulesets/t/api.lua:2", `unit type "u" has no face "nope"`},
		},
		{
			name: "units: move, hits, eliminate, statuses, counters, items, transports",
			top: `nw68.on("unit_enters_hex", "u", function(ev) nw68.report("entered", ev) end)
nw68.on("unit_takes_hits", "*", function(ev)
  nw68.set_counter(ev.unit, "hits", ev.hits)
  nw68.report("hits", ev)
end)
nw68.on("unit_eliminated", "u", function(ev) nw68.report("gone", { unit = ev.unit, on_map = ev.on_map }) end)
`,
			body: `  nw68.set_items(a.unit, "carries", { "mine" })
  nw68.set_transports(a.unit, { "c" })
  nw68.move(a.unit, "C3")
  nw68.hits("b", 2, { by = a.unit })
  nw68.eliminate("b", "x.y")
  nw68.remove_from_map("c")
  nw68.set_status(a.unit, "s", false)
  nw68.set_var("vp", 5)
  nw68.set_formation_counter("1st", "morale", 6)
  local u = nw68.unit(a.unit)
  nw68.report("out", {
    hex = u.hex, s = u.statuses.s == true, carries = u.carries[1], transports = u.transports[1],
    b_hits = nw68.unit("b").counters.hits, b_alive = nw68.unit("b").alive, c_on_map = nw68.unit("c").on_map,
    vp = nw68.state().vars.vp, morale = nw68.formation("1st").counters.morale,
  })`,
			want: map[string]any{
				"hex": "C3", "s": false, "carries": "mine", "transports": "c",
				"b_hits": 2, "b_alive": false, "c_on_map": false, "vp": 5, "morale": 6,
			},
			check: func(t *testing.T, e *engine.Engine) {
				assert.Equal(t, map[string]any{"unit": "a", "hex": "C3", "from": "B2"}, e.Reports["entered"])
				assert.Equal(t, map[string]any{"unit": "b", "hits": 2, "by": "a"}, e.Reports["hits"])
				assert.Equal(t, map[string]any{"unit": "b", "on_map": true}, e.Reports["gone"])
				assert.Contains(t, logTexts(e), "b (Rifles) is eliminated")
			},
		},
		{
			name: "set_status of an undeclared status",
			body: `  nw68.set_status(a.unit, "dazed", true)`,
			err:  []string{"rulesets/t/api.lua:2", `status "dazed" is not declared`},
		},
		{
			name: "log and report",
			body: `  nw68.log("x.z", "poked " .. a.unit)
  nw68.log(nil, "no rule")
  nw68.report("out", { list = { 1, 2 }, nested = { k = "v" }, f = 1.5 })`,
			want: map[string]any{"list": []any{1, 2}, "nested": map[string]any{"k": "v"}, "f": 1.5},
			check: func(t *testing.T, e *engine.Engine) {
				require.Len(t, e.Log, 2)
				assert.Equal(t, engine.LogEntry{Turn: 1, Action: 0, Text: "poked a", Rule: "x.z"}, e.Log[0])
				assert.Equal(t, "", e.Log[1].Rule)
			},
		},
		{
			name: "log citing an unknown rule",
			body: `  nw68.log("no.such", "x")`,
			err:  []string{"rulesets/t/api.lua:2", `rule "no.such" is not declared`},
		},
		{
			name: "open_interrupt and close_interrupt",
			top: `nw68.on("action_resolve", "react", function(a)
  nw68.close_interrupt()
  nw68.log("x.y", "reacted")
end)
`,
			body: `  nw68.open_interrupt{ kind = "opportunity", side = "red", actions = { "react" }, context = { hex = "C3", unit = a.unit }, mandatory = true }
  local i = nw68.state().interrupt
  nw68.report("out", { kind = i.kind, side = i.side, actions = table.concat(i.actions, ","), hex = i.context.hex, unit = i.context.unit })`,
			want: map[string]any{"kind": "opportunity", "side": "red", "actions": "react", "hex": "C3", "unit": "a"},
			check: func(t *testing.T, e *engine.Engine) {
				require.Len(t, e.State.Interrupts, 1)
				rejected := func(a engine.Action, code string) {
					t.Helper()
					rej, ok := engine.IsRejection(e.Submit(a))
					require.True(t, ok, "want a rejection")
					assert.Equal(t, code, rej.Code)
				}
				rejected(poke("a"), engine.CodeInterruptPending)
				rejected(engine.Action{Kind: "react", Side: "blue"}, engine.CodeNotYourTurn)
				require.NoError(t, e.Submit(engine.Action{Kind: "react", Side: "red"}))
				assert.Empty(t, e.State.Interrupts)
				assert.Equal(t, "reacted", e.Log[len(e.Log)-1].Text)
				rejected(engine.Action{Kind: "react"}, engine.CodeNoInterrupt)
			},
		},
		{
			name: "a window is declined by carrying on",
			top: `nw68.on("interrupt_declined", "opportunity", function(ev)
  nw68.log("x.y", "declined at " .. ev.hex .. " for " .. ev.side)
end)
`,
			body: `  if (nw68.state().vars.opened or 0) == 0 then
    nw68.set_var("opened", 1)
    nw68.open_interrupt{ kind = "opportunity", side = "red", actions = { "react" }, context = { hex = "C3" } }
  end
  nw68.report("out", { open = nw68.state().interrupt ~= nil })`,
			want: map[string]any{"open": true},
			check: func(t *testing.T, e *engine.Engine) {
				require.Len(t, e.State.Interrupts, 1)
				require.NoError(t, e.Submit(poke("a")), "an action the window does not allow declines it")
				assert.Empty(t, e.State.Interrupts)
				texts := make([]string, 0, len(e.Log))
				for _, l := range e.Log {
					texts = append(texts, l.Text)
				}
				assert.Contains(t, texts, "declined at C3 for red")
			},
		},
		{
			name: "close_interrupt with no window open",
			body: `  nw68.close_interrupt()`,
			err:  []string{"rulesets/t/api.lua:2", "no interrupt window is open"},
		},
		{
			name: "open_interrupt allowing an undeclared action",
			body: `  nw68.open_interrupt{ kind = "k", side = "red", actions = { "dance" } }`,
			err:  []string{"rulesets/t/api.lua:2", `allows action "dance"`},
		},
		{
			name: "activations",
			top: `nw68.on("activation_start", "1st", function(ev) nw68.report("start", ev) end)
nw68.on("activation_end", "*", function(ev) nw68.report("end", ev) end)
`,
			body: `  nw68.start_activation(nil, "1st")
  local s = nw68.state()
  nw68.end_activation()
  nw68.report("out", { side = s.active_side, formation = s.active_formation, after = nw68.state().active_formation })`,
			want: map[string]any{"side": "blue", "formation": "1st", "after": ""},
			check: func(t *testing.T, e *engine.Engine) {
				assert.Equal(t, map[string]any{"side": "blue", "formation": "1st"}, e.Reports["start"])
				assert.Equal(t, map[string]any{"side": "blue", "formation": "1st"}, e.Reports["end"])
			},
		},
		{
			name: "end_game",
			body: `  nw68.end_game("blue wins", "x.z")
  nw68.report("out", { result = nw68.state().result })`,
			want: map[string]any{"result": "blue wins"},
			check: func(t *testing.T, e *engine.Engine) {
				assert.True(t, e.Over())
				assert.Equal(t, "blue wins", e.State.Result)
				last := e.Log[len(e.Log)-1]
				assert.Equal(t, "game over: blue wins", last.Text)
				assert.Equal(t, "x.z", last.Rule)
				rej, ok := engine.IsRejection(e.Submit(poke("a")))
				require.True(t, ok)
				assert.Equal(t, engine.CodeGameOver, rej.Code)
			},
		},
		{
			name: "report beyond the reports of a kind an action makes",
			body: `  for i = 1, 257 do nw68.report("hex", { i = i }) end`,
			err:  []string{"rulesets/t/api.lua:2", `report "hex": an action makes at most 256 reports of a kind`},
		},
		{
			name: "end_game citing an unknown rule",
			body: `  nw68.end_game("draw", "no.such")`,
			err:  []string{"rulesets/t/api.lua:2", `rule "no.such" is not declared`},
		},
	})
}

func TestAPIChangesOnlyWhileAnActionResolves(t *testing.T) {
	for _, call := range []string{
		`nw68.set_var("vp", 1)`,
		`nw68.roll(1, 6, "early")`,
		`nw68.set_marker("A1", "smoke", 1)`,
		`nw68.report("out", { x = 1 })`,
		`nw68.end_game("draw", "x.y")`,
	} {
		t.Run(call, func(t *testing.T) {
			_, err := game{files: map[string]string{"rulesets/t/early.lua": "-- at load\n" + call + "\n"}, faces: []int{1}}.attach(t)
			require.Error(t, err)
			assert.Contains(t, err.Error(), "rulesets/t/early.lua:2")
			assert.Contains(t, err.Error(), engine.ErrNotResolving.Error())
		})
	}
}

func TestAPIOn(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"unknown hook point", `nw68.on("on_tuesday", "*", function() end)`, `unknown hook point "on_tuesday"`},
		{"handler is not a function", `nw68.on("action_resolve", "poke", 42)`, "bad argument #3"},
		{"filter is missing", `nw68.on("action_resolve")`, "bad argument #2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := game{files: map[string]string{"rulesets/t/on.lua": c.src + "\n"}}.attach(t)
			require.Error(t, err)
			assert.Contains(t, err.Error(), "rulesets/t/on.lua:1")
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

func TestAPIEnumerate(t *testing.T) {
	e := game{files: map[string]string{"rulesets/t/enum.lua": `nw68.on("action_enumerate", "rest", function(args)
  local out = {}
  for _, u in ipairs(nw68.units()) do out[#out + 1] = { unit = u.id } end
  out[#out + 1] = { unit = "zz" }
  return out
end)
nw68.on("action_validate", "rest", function(a)
  if nw68.unit(a.unit).side ~= "red" then return "not_red", "x.y", "only red units rest" end
end)
`}}.start(t)
	legal, err := e.LegalActions()
	require.NoError(t, err)
	assert.Equal(t, []engine.Action{
		{Kind: "poke", Params: map[string]any{"unit": "a"}},
		{Kind: "rest", Params: map[string]any{"unit": "b"}},
		{Kind: "rest", Params: map[string]any{"unit": "c"}},
	}, legal)

	t.Run("enumerate handlers are read-only", func(t *testing.T) {
		e := game{files: map[string]string{"rulesets/t/enum.lua": `nw68.on("action_enumerate", "rest", function(args)
  nw68.log("x.y", "listing")
  return {}
end)
`}}.start(t)
		_, err := e.LegalActions()
		require.Error(t, err)
		assert.Contains(t, err.Error(), "rulesets/t/enum.lua:2")
		assert.Empty(t, e.Log)
	})
}

// BenchmarkHookAddModifier measures a whole action whose resolve handler
// computes a value that one Lua modify handler adds a term to: the cost of
// a Go -> Lua -> Go -> Lua round trip through the engine.
func BenchmarkHookAddModifier(b *testing.B) {
	e := game{files: map[string]string{"rulesets/t/bench.lua": resolveWith(`  nw68.compute{ stage = "dv", name = "DV", terms = { { "armor", 2, "x.y" } }, facts = { cover = true } }`) + `
nw68.on("modify", "dv", function(v, facts)
  if facts.cover then v.add("cover", 1, "x.z") end
end)
`}}.start(b)
	a := poke("a")
	require.NoError(b, e.Submit(a))
	require.Len(b, e.Values, 1)
	require.Equal(b, "DV 3 = armor 2 [x.y] + cover 1 [x.z]", e.Values[0].String())
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		// Keep the logs from growing: the benchmark measures one action.
		e.Actions, e.Log = e.Actions[:0], e.Log[:0]
		if err := e.Submit(a); err != nil {
			b.Fatal(err)
		}
	}
}

// TestAPIChangeHooks follows a unit's changes as they happen: each handler
// notes what it saw in a var, and the var is the proof it ran.
func TestAPIChangeHooks(t *testing.T) {
	const notes = `
local function note(ev, name)
  nw68.set_var(name, (nw68.state().vars[name] or 0) + 1)
end
nw68.on("unit_status_changed", "s", function(ev) note(ev, ev.on and "status_on" or "status_off") end)
nw68.on("unit_face_changed", "*", function(ev) note(ev, "face_" .. (ev.face == "" and "front" or ev.face) .. "_from_" .. (ev.from == "" and "front" or ev.from)) end)
nw68.on("unit_side_changed", "*", function(ev) note(ev, "side_" .. ev.side .. "_from_" .. ev.from) end)
nw68.on("unit_leaves_map", "*", function(ev) note(ev, "left_" .. ev.hex) end)
nw68.on("action_resolved", "poke", function(ev) note(ev, "resolved_" .. nw68.acting_side()) end)
`
	runAPICases(t, []apiCase{
		{
			name: "each change fires its hook once; no change fires nothing",
			top:  notes,
			body: `  nw68.set_status(a.unit, "s", true) -- a has s already: nothing
  nw68.set_status(a.unit, "s", false)
  nw68.set_status(a.unit, "s", true)
  nw68.set_face(a.unit, "reduced")
  nw68.set_face(a.unit, "reduced") -- no change
  nw68.set_face(a.unit)
  nw68.convert(a.unit, "u", "red", "")
  nw68.convert(a.unit, "u", "red", "") -- same side: nothing
  nw68.remove_from_map(a.unit)
  nw68.remove_from_map(a.unit) -- off the map already: nothing`,
			check: func(t *testing.T, e *engine.Engine) {
				assert.Equal(t, map[string]int{
					"vp": 2, "status_off": 1, "status_on": 1,
					"face_reduced_from_front": 1, "face_front_from_reduced": 1,
					"side_red_from_blue": 1, "left_B2": 1, "resolved_blue": 1,
				}, e.State.Vars)
			},
		},
	})
}
