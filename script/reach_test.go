package script_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// movesMod gives the test ruleset's unit type a movement class.
const movesMod = `movement_class "feet" {
  rule      = "x.y"
  costs     = { clear = 1, woods = 2, road = 1 }
  connect   = "road"
  enemy_hex = "x.y"
}
patch "unit_type" "u" { movement = "feet" }
`

func TestAPIMoves(t *testing.T) {
	cases := []struct {
		name string
		body string
		want map[string]any
		err  []string
	}{
		{
			name: "steps are priced by the unit's class",
			body: `local terms = nw68.move_terms(a.unit, "B2", "C2")
  local t = terms[1]
  nw68.report("out", { n = #terms, label = t[1], mp = t[2], rule = t[3], cost = nw68.move_cost("a", "B2", "C2"),
    entering = nw68.move_cost("a", nil, "C2"), class = nw68.move_class("a"),
    newcomer = nw68.move_class({ id = "(a new u)", type = "u", side = "red" }) })`,
			want: map[string]any{"n": 1, "label": "Woods", "mp": 2, "rule": "x.y", "cost": 2, "entering": 2, "class": "feet", "newcomer": "feet"},
		},
		{
			name: "an enemy's hex is held, by the class's rule",
			body: `local id, rule = nw68.move_holder("a", "D4")
  nw68.report("out", { id = id, rule = rule, own = nw68.move_holder("b", "D4") == nil })`,
			want: map[string]any{"id": "b", "rule": "x.y", "own": true},
		},
		{
			name: "a search priced by the class, never into an enemy's hex",
			body: `local r = nw68.move_reach("a", 2)
  local far = nw68.move_reach("b", 10)
  nw68.report("out", { start = r.B2.cost, open = r.B3.cost, woods = r.C2.cost, woods_path = table.concat(r.C2.path, ">"),
    far = r.B5 == nil, held = far.B2 == nil })`,
			want: map[string]any{"start": 0, "open": 1, "woods": 2, "woods_path": "B2>C2", "far": true, "held": true},
		},
		{
			name: "a spread picks evenly among the hexes reached, the start left out",
			body: `local all = nw68.move_reach("a", 3)
  local some = nw68.move_reach("a", 3, { spread = 5 })
  local few = nw68.move_reach("a", 1, { spread = 50 })
  local n, same, total = 0, true, 0
  for label, e in pairs(some) do
    n = n + 1
    same = same and all[label] ~= nil and all[label].cost == e.cost and table.concat(all[label].path) == table.concat(e.path)
  end
  for _ in pairs(all) do total = total + 1 end
  local n_few, few_all = 0, 0
  for _ in pairs(few) do n_few = n_few + 1 end
  for _ in pairs(nw68.move_reach("a", 1)) do few_all = few_all + 1 end
  nw68.report("out", { n = n, same = same, start = some.B2 == nil, more = total > 5, few = n_few == few_all - 1 })`,
			want: map[string]any{"n": 5, "same": true, "start": true, "more": true, "few": true},
		},
		{
			name: "a spread is bounded",
			body: `nw68.move_reach("a", 3, { spread = 1001 })`,
			err:  []string{"mods/moves/moves.lua:2", "spread is a number of destinations from 0 to 1000"},
		},
		{
			name: "a unit off the map reaches nothing",
			body: `nw68.move_reach("c", 3)`,
			err:  []string{"c is not on the map"},
		},
		{
			name: "a type with no class has no cost model",
			body: `nw68.move_cost({ id = "x", type = "nope", side = "red" }, nil, "B2")`,
			err:  []string{`unit type "nope" names no movement class of the ruleset`},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := game{mods: []string{"moves"}, files: map[string]string{
				"mods/moves/mod.hcl":   modHeader("moves"),
				"mods/moves/moves.hcl": movesMod,
				"mods/moves/moves.lua": resolveWith(c.body),
			}}.start(t)
			err := e.Submit(poke("a"))
			if c.err != nil {
				require.Error(t, err)
				for _, w := range c.err {
					assert.Contains(t, err.Error(), w)
				}
				return
			}
			require.NoError(t, err)
			assert.Equal(t, c.want, e.Reports["out"])
		})
	}
}
