package script_test

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// These tests play a hostile mod against the sandbox: each class of attack
// must fail cleanly and quickly, name the script's file and line, leave the
// game exactly as it was, and let the game go on.

const evilFile = "mods/evil/evil.lua"

// evilGame is a game with the base ruleset's poke handler (which changes
// everything before the mod runs) and the mod "evil" with the given source.
func evilGame(src string) game {
	return game{files: map[string]string{
		"rulesets/t/base.lua": base,
		"mods/evil/mod.hcl":   modHeader("evil"),
		evilFile:              src,
	}, mods: []string{"evil"}, faces: []int{3, 4, 5, 6}}
}

// startWith is game.start with all the host's options.
func (g game) startWith(t testing.TB, opts script.Options) *engine.Engine {
	t.Helper()
	rs, prog := g.load(t)
	setup := testSetup()
	e, err := engine.New(rs, &setup, dice.NewScripted(g.faces))
	require.NoError(t, err)
	_, err = script.Attach(e, prog, opts)
	require.NoError(t, err)
	return e
}

// A hostileCase is a mod's poke handler body (its line 1 is line 2 of
// mods/evil/evil.lua) that must fail with an error containing want.
type hostileCase struct {
	name string
	body string
	want []string
}

// runHostile plays each case: a rest action first (so the log, the dice and
// the reports are not empty), then the hostile poke, which must fail within
// a few seconds without changing anything; then the game goes on.
func runHostile(t *testing.T, opts script.Options, cases []hostileCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := evilGame(resolveWith(c.body)).startWith(t, opts)
			require.NoError(t, e.Submit(rest("a")))
			require.Equal(t, map[string]any{"unit": "a", "face": 3}, e.Reports["rest"])
			before := snap(t, e)

			start := time.Now()
			err := e.Submit(poke("a"))
			elapsed := time.Since(start)
			require.Error(t, err)
			t.Log(err)
			_, rejected := engine.IsRejection(err)
			assert.False(t, rejected, "a hostile script is a failure, not a rejection")
			var serr *script.Error
			require.True(t, errors.As(err, &serr), "want a *script.Error, got %T: %v", err, err)
			assert.Contains(t, err.Error(), "action_resolve poke handler ("+evilFile+":1)")
			for _, w := range c.want {
				assert.Contains(t, err.Error(), w)
			}
			assert.Less(t, elapsed, 10*time.Second, "the sandbox took too long to stop the script")
			requireUnchanged(t, e, before)

			// The game goes on, with the face the failed action had thrown.
			require.NoError(t, e.Submit(rest("b")))
			assert.Equal(t, map[string]any{"unit": "b", "face": 4}, e.Reports["rest"])
			assert.Len(t, e.Actions, 2)
		})
	}
}

func rest(unit string) engine.Action {
	return engine.Action{Kind: "rest", Params: map[string]any{"unit": unit}}
}

var memoryBudget = fmt.Sprintf("memory budget of %d bytes", script.DefaultMemory)

// smallMemory is the budget of the cases that fill it in small steps, to keep
// them fast: the default is checked by the cases that fill it at once.
const smallMemory = 16 << 20

var smallBudget = fmt.Sprintf("memory budget of %d bytes", smallMemory)

func TestHostileMemory(t *testing.T) {
	runHostile(t, script.Options{}, []hostileCase{
		{"string.rep of 4 GiB", `  local s = string.rep("x", 2^32)`, []string{evilFile + ":2", "string.rep: result too large"}},
		{"string.rep of 4 GiB in pieces", `  local s = ("abcd"):rep(2^30)`, []string{evilFile + ":2", "string.rep: result too large"}},
		{"string.rep of 2 GiB", `  local s = string.rep("x", 2^31 - 1)`, []string{evilFile + ":2", memoryBudget}},
		{"doubling concatenation", `  local s = "x"
  while true do s = s .. s end`, []string{evilFile + ":3", memoryBudget}},
		{"table.concat of a huge list", `  local t = {}
  for i = 1, 100000 do t[i] = "x" end
  local s = table.concat(t)`, []string{evilFile + ":4", "table.concat: too many pieces (100000, the limit is 8000)"}},
		{"table.concat of big pieces", `  local t, s = {}, string.rep("x", 2^16)
  for i = 1, 7000 do t[i] = s end
  local all = table.concat(t, ",")`, []string{evilFile + ":4", memoryBudget}},
		{"unpack of a billion values", `  local t = { 1, 2, 3 }
  local x = unpack(t, 1, 1e9)`, []string{evilFile + ":3", "unpack: too many results"}},
		{"unpack with huge bounds", `  local x = unpack({}, -2^52, 2^52)`, []string{evilFile + ":2", "unpack: too many results"}},
		{"string.byte of a big string", `  local s = string.rep("x", 1e6)
  local b = { string.byte(s, 1, -1) }`, []string{evilFile + ":3", "string.byte: too many results"}},
		{"string.format with a huge width", `  local s = string.format("%999999999d", 1)`, []string{evilFile + ":2", "invalid format (width too long)"}},
		{"string.format with a huge precision", `  local s = string.format("%.999999999f", 1)`, []string{evilFile + ":2", "invalid format (precision too long)"}},
		{"string.format %p", `  local s = string.format("%p", {})`, []string{evilFile + ":2", "invalid conversion"}},
		{"string.format %v through a method", `  local s = ("%v"):format({})`, []string{evilFile + ":2", "invalid conversion"}},
		{"pcall cannot swallow the memory budget", `  local ok = pcall(string.rep, "x", 2^31 - 1)
  local t = { ok = ok }`, []string{evilFile + ":3", memoryBudget}},
	})
	runHostile(t, script.Options{Memory: smallMemory}, []hostileCase{
		{"concatenation of many pieces", `  local s = string.rep("x", 2^20)
  local t = {}
  while true do t[#t + 1] = s .. #t end`, []string{evilFile + ":4", smallBudget}},
		{"a table growing forever", `  local t = {}
  while true do t[#t + 1] = {} end`, []string{evilFile + ":3", smallBudget}},
		{"a table growing by keys", `  local t, i = {}, 0
  while true do i = i + 1; t["k" .. i] = i end`, []string{evilFile + ":3", smallBudget}},
		{"table.insert forever", `  local t = {}
  while true do table.insert(t, t) end`, []string{evilFile + ":3", smallBudget}},
		{"closures forever", `  local t = {}
  while true do local n = #t; t[n + 1] = function() return n end end`, []string{evilFile + ":3", smallBudget}},
		{"string.format of a big string in a loop", `  local s = string.rep("x", 2^20)
  while true do s = string.format("%s%s", s, "y") end`, []string{evilFile + ":3", smallBudget}},
		{"gsub that multiplies a string", `  local s = "x"
  while true do s = s:gsub("x", "xx") end`, []string{evilFile + ":3", "ran over its", "budget of"}},
		{"upper, lower and reverse in a loop", `  local s = string.rep("x", 2^20)
  while true do s = s:upper():lower():reverse() end`, []string{evilFile + ":3", smallBudget}},
		{"string.char in a loop", `  local t = {}
  while true do t[#t + 1] = string.char(unpack({ 65, 66, 67, 68, 69, 70, 71, 72 }, 1, 8)) .. #t end`, []string{evilFile + ":3", smallBudget}},
		{"pcall in a loop cannot swallow it either", `  local s = "x"
  while true do pcall(function() s = s .. s end) end`, []string{smallBudget}},
	})
}

func TestHostileMemoryBudgetIsSettable(t *testing.T) {
	const src = `nw68.on("action_resolve", "poke", function(a)
  local s = string.rep("x", 2^21)
  nw68.report("out", { n = #s })
end)
`
	// Two MiB is nothing under the default budget...
	e := evilGame(src).startWith(t, script.Options{})
	require.NoError(t, e.Submit(poke("a")))
	assert.Equal(t, map[string]any{"n": 1 << 21}, e.Reports["out"])

	// ...and too much under a budget of one.
	e = evilGame(src).startWith(t, script.Options{Memory: 1 << 20})
	before := snap(t, e)
	err := e.Submit(poke("a"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), evilFile+":2")
	assert.Contains(t, err.Error(), "memory budget of 1048576 bytes")
	requireUnchanged(t, e, before)
	require.NoError(t, e.Submit(rest("b")))

	// The budget is per unit of work: many small actions never add up.
	e = game{files: map[string]string{"rulesets/t/r.lua": resolveWith(`  local s = string.rep("x", 2^18) .. a.unit
  nw68.report("out", { n = #s })`)}}.startWith(t, script.Options{Memory: 1 << 20})
	for range 10 {
		require.NoError(t, e.Submit(poke("a")))
	}
	assert.Equal(t, map[string]any{"n": 1<<18 + 1}, e.Reports["out"])
}

// The budget cases run under a tenth of the default budget, which is
// enough to show that pattern matching counts and keeps -race runs fast.
const smallSteps = script.DefaultSteps / 10

var stepBudget = fmt.Sprintf("instruction budget of %d instructions", smallSteps)

func TestHostileBudget(t *testing.T) {
	runHostile(t, script.Options{Steps: smallSteps}, []hostileCase{
		{"a pathological pattern", `  local found = string.find(string.rep("a", 40), string.rep("a*", 20) .. "b")`, []string{evilFile + ":2", stepBudget}},
		{"a pathological pattern under pcall", `  local ok = pcall(string.find, string.rep("a", 40), string.rep("a*", 20) .. "b")
  nw68.report("swallowed", { ok = ok })`, []string{evilFile + ":3", stepBudget}},
		{"a pathological gmatch", `  for m in string.gmatch(string.rep("a", 40), string.rep("a*", 20) .. "b") do end`, []string{evilFile + ":2", stepBudget}},
		{"a pathological gsub", `  local s = string.gsub(string.rep("a", 40), string.rep("a*", 20) .. "b", "")`, []string{evilFile + ":2", stepBudget}},
		{"many cheap matches", `  local s = string.rep("a", 2^20)
  while true do s:gsub(".", "") end`, []string{evilFile + ":3", stepBudget}},
	})
}

func TestHostileBudgetCoversTheWholeAction(t *testing.T) {
	const steps = 1_000_000
	// Each handler spends about 60% of the budget (a numeric for loop runs
	// one instruction per turn): one alone is fine, two are not.
	handlers := func(n int) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "nw68.on(\"action_resolve\", \"poke\", function(a) for i = 1, %d do end nw68.log(\"x.y\", \"h%d\") end)\n", steps*6/10, i+1)
		}
		return b.String()
	}
	one := evilGame(handlers(1))
	one.steps = steps
	e := one.start(t)
	require.NoError(t, e.Submit(poke("a")))
	assert.Equal(t, []string{"1D6 scatter: 3", "poked a", "h1"}, logTexts(e))

	forty := evilGame(handlers(40))
	forty.steps = steps
	e = forty.start(t)
	before := snap(t, e)
	err := e.Submit(poke("a"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), evilFile+":2:", "the second handler passes the budget")
	assert.Contains(t, err.Error(), "instruction budget of 1000000")
	requireUnchanged(t, e, before)
	// Each action has its own budget: the next one runs.
	require.NoError(t, e.Submit(rest("a")))
}

func TestHostileFailuresAreDeterministic(t *testing.T) {
	cases := map[string]string{
		"instructions": `  local n = 0
  while true do n = n + 1 end`,
		"memory": `  local t = {}
  while true do t[#t + 1] = { #t } end`,
		"pattern": `  string.find(string.rep("a", 30), string.rep("a*", 15) .. "b")`,
		"under pcall": `  local i = 0
  while true do i = i + 1; pcall(function() local s = string.rep("y", i) .. i end) end`,
	}
	for name, body := range cases {
		t.Run(name, func(t *testing.T) {
			g := evilGame(resolveWith(body))
			var errs []string
			for range 2 { // two games...
				e := g.startWith(t, script.Options{Steps: 2_000_000, Memory: smallMemory})
				for range 2 { // ...and the same action twice in each
					err := e.Submit(poke("a"))
					require.Error(t, err)
					errs = append(errs, err.Error())
				}
			}
			for _, err := range errs[1:] {
				assert.Equal(t, errs[0], err)
			}
			assert.Contains(t, errs[0], evilFile+":")
		})
	}
}

func TestHostileValues(t *testing.T) {
	cyclic := "  local t = { name = \"x\" }\n  t.me = { back = t }\n"
	deep := "  local t = {}\n  for i = 1, 100 do t = { t } end\n"
	wide := "  local t = {}\n  for i = 1, 20000 do t[\"k\" .. i] = i end\n"
	keyed := "  local t = { [{}] = 1 }\n"
	long := "  local t = {}\n  for i = 1, 20000 do t[i] = i end\n"
	const (
		selfRef  = "the value refers to itself"
		tooDeep  = "the value nests tables more than 16 deep"
		tooBig   = "the value holds more than 10000 items"
		tableKey = "a table key is a table"
	)
	var cases []hostileCase
	for _, v := range []struct{ name, setup, want string }{
		{"cyclic", cyclic, selfRef}, {"100 deep", deep, tooDeep}, {"20,000 entries", wide, tooBig},
		{"a list of 20,000", long, tooBig}, {"a table key", keyed, tableKey},
	} {
		line := fmt.Sprintf("%s:%d", evilFile, strings.Count(v.setup, "\n")+2)
		cases = append(cases,
			hostileCase{v.name + " report", v.setup + "  nw68.report(\"r\", { v = t })", []string{line, "fields", v.want}},
			hostileCase{v.name + " hits cause", v.setup + "  nw68.hits(\"b\", 1, { v = t })", []string{line, "cause", v.want}},
			hostileCase{v.name + " move context", v.setup + "  nw68.move(\"b\", \"D3\", { v = t })", []string{line, "context", v.want}},
			hostileCase{v.name + " compute facts", v.setup + "  nw68.compute{ stage = \"av\", terms = { { \"FP\", 1 } }, facts = { fire = { close = true, bonus = 1 }, v = t } }", []string{line, "facts", v.want}},
		)
	}
	runHostile(t, script.Options{}, cases)
}

func TestHostileCandidates(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"cyclic", "local t = { { unit = \"a\" } }\n  t[1].me = t", "the value refers to itself"},
		{"100 deep", "local t = { { unit = \"a\" } }\n  for i = 1, 100 do t[1].x = { t[1].x } end", "the value nests tables more than 16 deep"},
		{"20,000 candidates", "local t = {}\n  for i = 1, 20000 do t[i] = { unit = \"a\" } end", "the value holds more than 10000 items"},
		{"a table key", "local t = { { unit = \"a\", [{}] = true } }\n ", "a table key is a table"},
	} {
		t.Run(c.name, func(t *testing.T) {
			e := evilGame(`nw68.on("action_enumerate", "rest", function(args)
  ` + c.src + `
  return t
end)
`).start(t)
			before := snap(t, e)
			start := time.Now()
			_, err := e.LegalActions()
			require.Error(t, err)
			assert.Less(t, time.Since(start), 10*time.Second)
			assert.Contains(t, err.Error(), "action_enumerate rest handler ("+evilFile+":1)")
			assert.Contains(t, err.Error(), "the candidates it returned")
			assert.Contains(t, err.Error(), c.want)
			requireUnchanged(t, e, before)
			require.NoError(t, e.Submit(poke("a")))
		})
	}
}

func TestHostileAPIArguments(t *testing.T) {
	runHostile(t, script.Options{}, []hostileCase{
		{"within a radius of 100000", `  nw68.within("A1", 100000)`, []string{evilFile + ":2", "bad argument #2", "radius 100000 is not between 0 and 100"}},
		{"within a negative radius", `  nw68.within("A1", -1)`, []string{evilFile + ":2", "radius -1 is not between 0 and 100"}},
		{"within a huge radius", `  nw68.within("A1", 2^62)`, []string{evilFile + ":2", "is not between 0 and 100"}},
		{"roll of 500 million dice", `  nw68.roll(500000000, 6, "x")`, []string{evilFile + ":2", "cannot throw 500000000 dice", "at most 1000 dice"}},
		{"roll of dice with a billion sides", `  nw68.roll(1, 1e9, "x")`, []string{evilFile + ":2", "cannot throw 1 dice of 1000000000 sides"}},
		{"roll of negative dice", `  nw68.roll(-5, 6, "x")`, []string{evilFile + ":2", "cannot throw -5 dice"}},
		{"5000 passengers", `  local t = {}
  for i = 1, 5000 do t[i] = "c" end
  nw68.set_transports("a", t)`, []string{evilFile + ":4", "passengers: more than 1000 entries"}},
		{"5000 items", `  local t = {}
  for i = 1, 5000 do t[i] = "mine" end
  nw68.set_items("a", "carries", t)`, []string{evilFile + ":4", "items: more than 1000 entries"}},
		{"5000 actions of a window", `  local t = {}
  for i = 1, 5000 do t[i] = "react" end
  nw68.open_interrupt{ kind = "k", side = "red", actions = t }`, []string{evilFile + ":4", "actions: more than 1000 entries"}},
		{"a log line of a MiB", `  nw68.log("x.y", string.rep("x", 2^20))`, []string{evilFile + ":2", "a log line of 1048576 bytes; the limit is 4096"}},
		{"reachable with a huge budget and a negative cost", `  nw68.reachable("A1", 2^40, function() return -1 end)`, []string{evilFile + ":2", "a cost is a number of at least 0"}},
	})

	t.Run("within at load time", func(t *testing.T) {
		_, err := evilGame("-- at load\nlocal all = nw68.within(\"A1\", 100000)\n").attach(t)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "load "+evilFile)
		assert.Contains(t, err.Error(), evilFile+":2")
		assert.Contains(t, err.Error(), "radius 100000 is not between 0 and 100")
	})
}

func TestHostileNoOtherRandomness(t *testing.T) {
	src := resolveWith(`  local ok, err = pcall(math.random)
  nw68.report("out", {
    random = type(math.random), randomseed = type(math.randomseed), call = ok, err = tostring(err),
    os = type(os), io = type(io), debug = type(debug), table = tostring({}), fn = tostring(tostring), closure = tostring(function() end),
    global_random = type(rawget(_G, "math").random),
  })`)
	for _, where := range []string{"rulesets/t/extra/r.lua", evilFile} {
		t.Run(where, func(t *testing.T) {
			e := evilGame(src)
			e.files[where] = src
			g := e.start(t)
			require.NoError(t, g.Submit(poke("a")))
			out := g.Reports["out"]
			assert.Equal(t, "nil", out["random"])
			assert.Equal(t, "nil", out["randomseed"])
			assert.Equal(t, false, out["call"])
			assert.Equal(t, "nil", out["os"])
			assert.Equal(t, "nil", out["io"])
			assert.Equal(t, "nil", out["debug"])
			assert.Equal(t, "table", out["table"])
			assert.Equal(t, "function: builtin", out["fn"])
			assert.Equal(t, "function: "+evilFile+":5", out["closure"], "a function prints where it was defined, not its address")
			assert.Equal(t, "nil", out["global_random"])
		})
	}
}

func TestHostileReadOnly(t *testing.T) {
	const readOnly = "attempt to modify a read-only table"
	runHostile(t, script.Options{}, []hostileCase{
		{"entity stats", `  nw68.entity("unit_type", "u").stats.armor = 0`, []string{evilFile + ":2", readOnly}},
		{"a unit's stats", `  nw68.unit("a").stats.armor = 0`, []string{evilFile + ":2", readOnly}},
		{"a unit's weapons", `  nw68.unit("b").weapons.he.firepower = 99`, []string{evilFile + ":2", readOnly}},
		{"a unit's tags", `  nw68.unit("a").tags.armored = true`, []string{evilFile + ":2", readOnly}},
		{"an entity's stats by rawset", `  rawset(nw68.entity("unit_type", "u", "reduced").stats, "armor", 0)`, []string{evilFile + ":2", readOnly}},
		{"an entity by table.insert", `  table.insert(nw68.entity("unit_type", "u").stats, 1)`, []string{evilFile + ":2", readOnly}},
		{"an entity's metatable", `  setmetatable(nw68.entity("unit_type", "u"), { __index = function() return 0 end })`, []string{evilFile + ":2", readOnly}},
		{"a hex's features", `  nw68.hex("C2").features.bridge = true`, []string{evilFile + ":2", readOnly}},
	})

	// The stats are as the ruleset says, after all the failed attempts.
	e := evilGame(`nw68.on("action_resolve", "poke", function(a)
  pcall(function() nw68.entity("unit_type", "u").stats.armor = 0 end)
  pcall(function() nw68.unit("a").stats.armor = 0 end)
  pcall(rawset, nw68.unit("b").stats, "armor", 0)
  pcall(function() nw68.unit("a").weapons.he.firepower = 99 end)
  nw68.report("out", {
    armor = nw68.entity("unit_type", "u").stats.armor, a = nw68.unit("a").stats.armor,
    b = nw68.unit("b").stats.armor, he = nw68.unit("a").weapons.he.firepower,
  })
end)
`).start(t)
	require.NoError(t, e.Submit(poke("a")))
	assert.Equal(t, map[string]any{"armor": 2, "a": 2, "b": 1, "he": 5}, e.Reports["out"])
}

func TestHostileModuleStateIsReadOnly(t *testing.T) {
	cases := []struct {
		name, src string
		validate  bool
		want      []string
	}{
		{"a counter bumped in a validate handler", `local n = 0
nw68.on("action_validate", "poke", function(a)
  n = n + 1
end)
`, true, []string{"validate poke", evilFile + ":3", "attempt to assign to the read-only local 'n'"}},
		{"a counter bumped in a resolve handler", `local n = 0
nw68.on("action_resolve", "poke", function(a)
  n = n + 1
end)
`, false, []string{"resolve poke", evilFile + ":3", "attempt to assign to the read-only local 'n'"}},
		{"a counter bumped through a helper", `local n = 0
local function bump() n = n + 1 end
nw68.on("action_resolve", "poke", function(a)
  bump()
end)
`, false, []string{evilFile + ":2", "attempt to assign to the read-only local 'n'"}},
		{"a module table written at run time", `local M = { seen = {} }
nw68.on("action_resolve", "poke", function(a)
  M.seen[a.unit] = true
end)
`, false, []string{evilFile + ":3", "attempt to modify a read-only table"}},
		{"a global written at run time", `count = 0
nw68.on("action_resolve", "poke", function(a)
  count = count + 1
end)
`, false, []string{evilFile + ":3", "attempt to modify a read-only table"}},
		{"a new global at run time", `nw68.on("action_resolve", "poke", function(a)
  last_unit = a.unit
end)
`, false, []string{evilFile + ":2", "attempt to modify a read-only table"}},
		{"a lib module's state", `local lib = require("evil/state")
nw68.on("action_resolve", "poke", function(a)
  lib.bump()
end)
`, false, []string{"mods/evil/lib/state.lua:3", "attempt to assign to the read-only local 'count'"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := evilGame(c.src)
			g.files["mods/evil/lib/state.lua"] = "local count = 0\nlocal M = {}\nfunction M.bump() count = count + 1 end\nreturn M\n"
			e := g.start(t)
			require.NoError(t, e.Submit(rest("a")))
			before := snap(t, e)
			submits := []func(engine.Action) error{e.Submit, e.Submit}
			if c.validate {
				submits = append(submits, e.Validate)
			}
			for _, submit := range submits {
				err := submit(poke("a"))
				require.Error(t, err)
				_, rejected := engine.IsRejection(err)
				assert.False(t, rejected)
				for _, w := range c.want {
					assert.Contains(t, err.Error(), w)
				}
				requireUnchanged(t, e, before)
			}
			require.NoError(t, e.Submit(rest("b")))
			assert.Equal(t, map[string]any{"unit": "b", "face": 4}, e.Reports["rest"])
		})
	}
}

func TestHostileLayerIsolation(t *testing.T) {
	const readOnly = "attempt to modify a read-only table"
	runHostile(t, script.Options{}, []hostileCase{
		{"rawset on nw68", `  rawset(nw68, "roll", function() return { 6 }, 6 end)`, []string{evilFile + ":2", readOnly}},
		{"assigning nw68.roll", `  nw68.roll = function() return { 6 }, 6 end`, []string{evilFile + ":2", readOnly}},
		{"the string metatable", `  getmetatable("").__index.format = function() return "" end`, []string{evilFile + ":2", readOnly}},
		{"replacing the string metatable's index", `  getmetatable("").__index = {}`, []string{evilFile + ":2", readOnly}},
		{"setmetatable on nw68", `  setmetatable(nw68, { __index = function() return print end })`, []string{evilFile + ":2", readOnly}},
		{"string.format", `  string.format = function() return "" end`, []string{evilFile + ":2", readOnly}},
		{"math.floor by rawset", `  rawset(math, "floor", math.ceil)`, []string{evilFile + ":2", readOnly}},
		{"table.sort of a library", `  table.sort(table)`, []string{evilFile + ":2", readOnly}},
		{"table.remove from nw68", `  table.remove(require("nw68"), 1)`, []string{evilFile + ":2", readOnly}},
	})

	// The same writes at load time fail too, where the mod loads.
	for _, src := range []string{
		`rawset(nw68, "roll", function() return { 6 }, 6 end)`,
		`getmetatable("").__index.format = function() return "" end`,
		`setmetatable(nw68, {})`,
		`string.rep = nil`,
	} {
		t.Run("at load: "+src, func(t *testing.T) {
			_, err := evilGame("-- at load\n" + src + "\n").attach(t)
			require.Error(t, err)
			assert.Contains(t, err.Error(), "load "+evilFile)
			assert.Contains(t, err.Error(), evilFile+":2")
			assert.Contains(t, err.Error(), readOnly)
		})
	}

	// The ruleset's own use of its lib module, to see it is untouched.
	const user = `local helper = require("helper")
secret = 42
nw68.on("action_resolve", "rest", function(a)
  nw68.report("base", { double = helper.double(21), from = helper.from, secret = secret, seen = type(evil_global) })
end)
`
	t.Run("a mod writing another layer's module", func(t *testing.T) {
		for _, name := range []string{"helper", "t/helper"} {
			_, err := game{files: map[string]string{
				"rulesets/t/user.lua": user,
				"mods/evil/mod.hcl":   modHeader("evil"),
				evilFile:              "local helper = require(\"" + name + "\")\nhelper.double = function(n) return 0 end\n",
			}, mods: []string{"evil"}}.attach(t)
			require.Error(t, err)
			assert.Contains(t, err.Error(), "load "+evilFile)
			assert.Contains(t, err.Error(), evilFile+":2")
			assert.Contains(t, err.Error(), readOnly)
		}
	})
	t.Run("a mod that tries and carries on changes nothing", func(t *testing.T) {
		e := game{files: map[string]string{
			"rulesets/t/user.lua": user,
			"mods/evil/mod.hcl":   modHeader("evil"),
			evilFile: `local helper = require("t/helper")
local ok1 = pcall(function() helper.double = function(n) return 0 end end)
local ok2 = pcall(rawset, helper, "from", "evil")
local ok3 = pcall(setmetatable, helper, { __index = function() return 0 end })
secret = 7
evil_global = true
nw68.on("action_resolve", "poke", function(a)
  nw68.report("evil", { ok = ok1 or ok2 or ok3, secret = secret, base_secret = type(rawget(_G, "secret")), from = helper.from })
end)
`,
		}, mods: []string{"evil"}, faces: []int{1}}.start(t)
		require.NoError(t, e.Submit(poke("a")))
		require.NoError(t, e.Submit(rest("a")))
		assert.Equal(t, map[string]any{"ok": false, "secret": 7, "base_secret": "number", "from": "t"}, e.Reports["evil"])
		assert.Equal(t, map[string]any{"double": 42, "from": "t", "secret": 42, "seen": "nil"}, e.Reports["base"])
	})
	t.Run("each layer has its own globals", func(t *testing.T) {
		e := game{files: map[string]string{
			"rulesets/t/user.lua": "secret = 42\nfunction shout() return \"base\" end\n",
			"mods/evil/mod.hcl":   modHeader("evil"),
			evilFile: resolveWith(`  nw68.report("evil", {
    secret = type(secret), rawget = type(rawget(_G, "secret")), shout = type(shout),
    same_string = _G.string == string, same_nw68 = _G.nw68 == nw68,
  })`),
		}, mods: []string{"evil"}}.start(t)
		require.NoError(t, e.Submit(poke("a")))
		assert.Equal(t, map[string]any{"secret": "nil", "rawget": "nil", "shout": "nil", "same_string": true, "same_nw68": true}, e.Reports["evil"])
	})
}

// luaString writes s as a Lua string literal, any bytes at all.
func luaString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == ' ' {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "\\%03d", c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// luaNumber writes x as a Lua expression.
func luaNumber(x float64) string {
	switch {
	case math.IsNaN(x):
		return "(0/0)"
	case math.IsInf(x, 1):
		return "(1/0)"
	case math.IsInf(x, -1):
		return "(-1/0)"
	}
	return "(" + strconv.FormatFloat(x, 'g', -1, 64) + ")"
}

// FuzzLuaAPIArguments feeds arbitrary strings and numbers to the nw68 API
// from a generated mod: every call must fail with a Lua error or succeed,
// never panic or hang, and a failed action must change nothing.
func FuzzLuaAPIArguments(f *testing.F) {
	f.Add("A1", "E5", 2.0, 6.0)
	f.Add("c3", "Z9", 100000.0, 500000000.0)
	f.Add("", "\x00\xff", -1.0, 0.0)
	f.Add("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA1", "A99999999999999999999", 1e300, -1e300)
	f.Add("A-1", "%d%s%p", math.NaN(), math.Inf(1))
	f.Add("a", "b", 0.5, 2.5)
	f.Add("smoke", "B2", 1e9, 1000.0)
	f.Add("E5", "A1", 100.0, math.Inf(-1))

	f.Fuzz(func(t *testing.T, s1, s2 string, n1, n2 float64) {
		if len(s1) > 256 || len(s2) > 256 {
			return
		}
		S1, S2, N1, N2 := luaString(s1), luaString(s2), luaNumber(n1), luaNumber(n2)
		calls := []string{
			"nw68.within(" + S1 + ", " + N1 + ")",
			"nw68.within(" + S2 + ", " + N2 + ")",
			"nw68.distance(" + S1 + ", " + S2 + ")",
			"nw68.line(" + S1 + ", " + S2 + ")",
			"nw68.neighbors(" + S1 + ")",
			"nw68.on_map(" + S2 + ")",
			"nw68.roll(" + N1 + ", " + N2 + ", " + S1 + ")",
			"nw68.roll(" + N2 + ", 6, " + S2 + ")",
			"nw68.report(" + S1 + ", { [" + S2 + "] = " + N1 + ", n = " + N2 + " })",
			"nw68.unit(" + S1 + ")",
			"nw68.hex(" + S2 + ")",
			"nw68.markers(" + S1 + ")",
			"nw68.set_marker(" + S1 + ", " + S2 + ", " + N1 + ")",
			"nw68.set_counter(\"a\", " + S1 + ", " + N2 + ")",
			"nw68.set_var(" + S2 + ", " + N1 + ")",
			"nw68.hits(\"b\", " + N1 + ", { why = " + S1 + " })",
			"nw68.log(\"x.y\", " + S1 + " .. " + S2 + ")",
			"nw68.reachable(" + S1 + ", " + N1 + ", function(from, to) return " + N2 + " end)",
			"nw68.table(\"results\", " + N1 + ")",
			"nw68.compute{ stage = " + S1 + ", terms = { { " + S2 + ", " + N1 + " } } }",
			"string.rep(" + S1 + ", " + N1 + ")",
			"string.format(" + S2 + ", " + N1 + ", " + S1 + ")",
			"string.find(" + S1 + ", " + S2 + ")",
			"unpack({}, " + N1 + ", " + N2 + ")",
		}
		var b strings.Builder
		b.WriteString("nw68.on(\"action_resolve\", \"poke\", function(a)\n  local oks = {}\n")
		for i, c := range calls {
			fmt.Fprintf(&b, "  oks[%d] = pcall(function() return %s end)\n", i+1, c)
		}
		b.WriteString("  nw68.report(\"fuzz\", { n = #oks })\nend)\n")
		// The same calls once more, unprotected, one action each.
		for _, c := range calls {
			fmt.Fprintf(&b, "nw68.on(\"action_resolve\", \"rest\", function(a) if a.unit == \"a\" then %s end end)\n", c)
		}
		g := evilGame(b.String())
		g.steps = 2_000_000
		rs, prog := g.load(t)
		setup := testSetup()
		e, err := engine.New(rs, &setup, dice.NewSeeded(68))
		require.NoError(t, err)
		_, err = script.Attach(e, prog, script.Options{Steps: g.steps, Memory: 8 << 20})
		require.NoError(t, err)

		before := snap(t, e)
		if err := e.Submit(poke("a")); err != nil {
			// Only the budgets stop a handler whose every call is protected.
			assert.True(t, strings.Contains(err.Error(), "budget"), "%v", err)
			requireUnchanged(t, e, before)
		}
		before = snap(t, e)
		if err := e.Submit(rest("a")); err != nil {
			assert.Contains(t, err.Error(), evilFile)
			requireUnchanged(t, e, before)
		}
	})
}
