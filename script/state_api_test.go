package script_test

import (
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/state"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAPIStateValues(t *testing.T) {
	runAPICases(t, []apiCase{
		{
			name: "set_value and value in each scope",
			body: `  nw68.set_value(nil, "drawn", { ["2-pz"] = 1, ["3-pz"] = 2 })
  nw68.set_value({ hex = "D4" }, "chem", 3)
  nw68.set_value({ unit = a.unit }, "path", { "D4", "E5" })
  nw68.set_value({ hex = "D4" }, "gone", "x")
  nw68.set_value({ hex = "D4" }, "gone", nil)
  local d = nw68.value(nil, "drawn")
  nw68.report("out", { pz = d["3-pz"], chem = nw68.value({ hex = "D4" }, "chem"), second = nw68.value({ unit = a.unit }, "path")[2], gone = nw68.value({ hex = "D4" }, "gone") == nil })`,
			want: map[string]any{"pz": 2, "chem": 3, "second": "E5", "gone": true},
			check: func(t *testing.T, e *engine.Engine) {
				v, ok := e.State.Value("hex/D4", "chem")
				require.True(t, ok)
				assert.Equal(t, state.Value{Kind: state.KindInt, Int: 3}, v)
			},
		},
		{
			name: "an unknown scope",
			body: `  nw68.set_value({ formation = "x" }, "k", 1)`,
			err:  []string{"rulesets/t/api.lua:2", "unknown scope"},
		},
		{
			name: "a unit not in play",
			body: `  nw68.set_value({ unit = "nobody" }, "k", 1)`,
			err:  []string{"no unit"},
		},
		{
			name: "a value too large is refused and the action rewound",
			body: `  nw68.set_value(nil, "ok", 1)
  local t = {}
  for i = 1, 1000 do t[i] = i end
  nw68.set_value(nil, "big", t)`,
			err: []string{"at most 256 items"},
		},
		{
			name: "a cyclic table is refused at the depth limit",
			body: `  local t = {}
  t.self = t
  nw68.set_value(nil, "k", t)`,
			err: []string{"nest at most"},
		},
		{
			name: "a fraction is not an integer",
			body: `  nw68.set_value(nil, "k", 1.5)`,
			err:  []string{"not an integer"},
		},
	})
}
