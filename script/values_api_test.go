package script_test

import (
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// valueRules adds to the test ruleset a rule for terms to strike, a stage
// whose modifiers replace and remove terms, a stat on the smoke marker and a
// stage whose terms come from a hex's terrain.
const valueRules = `
rule "x.w" {
  title = "Cover"
}
stat "cost" {
  kind  = "marker_kind"
  rule  = "x.y"
  title = "what the marker adds to the ground stage"
}
patch "marker_kind" "smoke" {
  stats = { cost = 1 }
}
value "hcl" {
  rule  = "x.z"
  title = "a value whose modifiers strike terms"
}
value "ground" {
  rule  = "x.z"
  title = "a value of a hex's terrain"
}
modifier "instead" {
  rule     = "x.z"
  stage    = "hcl"
  label    = "instead"
  value    = 4
  replaces = "x.w"
  when     = swap
}
modifier "none" {
  rule    = "x.z"
  stage   = "hcl"
  label   = "none"
  removes = ["x.y"]
  when    = !swap
}
modifier "ground" {
  rule       = "x.z"
  stage      = "ground"
  terrain_of = at
  stat       = "cost"
}
`

func TestAPIValueTerms(t *testing.T) {
	// a dv of armor 2 [x.y] and cover 1 [x.w], changed by the handler in top
	compute := `  local total, text = nw68.compute{ stage = "dv", name = "DV", terms = { { "armor", 2, "x.y" }, { "cover", 1, "x.w" } } }
  nw68.report("out", { total = total, text = text })`
	handler := func(body string) string {
		return "nw68.on(\"modify\", \"dv\", function(v, facts)\n" + body + "\nend)\n"
	}
	tests := []struct {
		name, top, body string
		want            map[string]any
		err             []string
		check           func(t *testing.T, e *engine.Engine)
	}{
		{
			name: "a handler reads the terms",
			top: handler(`  local terms = v.terms()
  nw68.report("terms", { n = #terms, label = terms[2].label, value = terms[2].value, rule = terms[2].rule, struck = terms[2].struck_by == nil })`),
			body: compute,
			want: map[string]any{"total": 3, "text": "DV 3 = armor 2 [x.y] + cover 1 [x.w]"},
			check: func(t *testing.T, e *engine.Engine) {
				assert.Equal(t, map[string]any{"n": 2, "label": "cover", "value": 1, "rule": "x.w", "struck": true}, e.Reports["terms"])
			},
		},
		{
			name: "a handler replaces a term by its rule",
			top: handler(`  v.replace_terms("x.w", "dug in", 3, "x.z")
  local t = v.terms()[2]
  nw68.report("terms", { total = v.total, struck_by = t.struck_by, struck_label = t.struck_label, replaced = t.replaced })`),
			body: compute,
			want: map[string]any{"total": 5, "text": "DV 5 = armor 2 [x.y] + dug in 3 [x.z]; cover +1 [x.w] replaced by dug in [x.z]"},
			check: func(t *testing.T, e *engine.Engine) {
				assert.Equal(t, map[string]any{"total": 5, "struck_by": "x.z", "struck_label": "dug in", "replaced": true}, e.Reports["terms"])
				require.Len(t, e.Values, 1)
				require.NotNil(t, e.Values[0].Terms[1].Struck)
				assert.Equal(t, "x.z", e.Values[0].Terms[1].Struck.Rule)
			},
		},
		{
			name: "a handler removes the terms of a list of rules",
			top:  handler(`  v.remove_terms({ "x.w" }, "no cover", "x.z")`),
			body: compute,
			want: map[string]any{"total": 2, "text": "DV 2 = armor 2 [x.y]; cover +1 [x.w] removed by no cover [x.z]"},
		},
		{
			name: "striking an undeclared rule names the closest",
			top:  handler(`  v.remove_terms("x.ww", "", "x.z")`),
			body: compute,
			err:  []string{"modify dv handler", `rule "x.ww" is not declared by any loaded layer; did you mean "x.w"?`},
		},
		{
			name: "a rule may not strike its own terms",
			top:  handler(`  v.replace_terms({ "x.w" }, "more cover", 2, "x.w")`),
			body: compute,
			err:  []string{"modify dv handler", `rule "x.w" strikes its own terms`},
		},
		{
			name: "rules are named by id",
			top:  handler(`  v.remove_terms({ 3 }, "", "x.z")`),
			body: compute,
			err:  []string{"modify dv handler", "rules are named by id; item 1 is a number"},
		},
		{
			name: "declarative modifiers replace and remove terms by rule",
			body: `  local terms = { { "armor", 2, "x.y" }, { "cover", 1, "x.w" } }
  local swapped, swapped_text = nw68.compute{ stage = "hcl", name = "hcl", terms = terms, facts = { swap = true } }
  local removed, removed_text = nw68.compute{ stage = "hcl", name = "hcl", terms = terms, facts = { swap = false } }
  nw68.report("out", { swapped = swapped, swapped_text = swapped_text, removed = removed, removed_text = removed_text })`,
			want: map[string]any{
				"swapped": 6, "swapped_text": "hcl 6 = armor 2 [x.y] + instead 4 [x.z]; cover +1 [x.w] replaced by instead [x.z]",
				"removed": 1, "removed_text": "hcl 1 = cover 1 [x.w]; armor +2 [x.y] removed by none [x.z]",
			},
		},
		{
			name: "terrain_terms lists the terrain and markers of a hex with the stat",
			body: `  local woods, smoke, clear = nw68.terrain_terms("C2", "cost"), nw68.terrain_terms("C3", "cost"), nw68.terrain_terms("A1", "cost")
  nw68.report("out", { n = #woods, label = woods[1][1], value = woods[1][2], rule = woods[1][3], smoke = smoke[1][1], clear = #clear })`,
			want: map[string]any{"n": 1, "label": "Woods", "value": 2, "rule": "x.y", "smoke": "Smoke", "clear": 0},
		},
		{
			name: "a terrain_of modifier adds the terms of the hex the facts name",
			body: `  local total, text = nw68.compute{ stage = "ground", name = "ground", facts = { at = "C2" } }
  local none = nw68.compute{ stage = "ground", name = "ground", facts = { at = "" } }
  nw68.report("out", { total = total, text = text, none = none })`,
			want: map[string]any{"total": 2, "text": "ground 2 = Woods 2 [x.y]", "none": 0},
		},
		{
			name: "a terrain_of modifier naming no hex",
			body: `  nw68.compute{ stage = "ground", name = "ground", facts = { at = "Q99" } }`,
			err:  []string{`modifier "ground"`, "terrain_of"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := map[string]string{"rulesets/t/api.lua": resolveWith(tt.body) + tt.top, "rulesets/t/values.hcl": valueRules}
			e := game{files: files}.start(t)
			err := e.Submit(poke("a"))
			if tt.err != nil {
				require.Error(t, err)
				for _, w := range tt.err {
					assert.Contains(t, err.Error(), w)
				}
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, e.Reports["out"])
			if tt.check != nil {
				tt.check(t, e)
			}
		})
	}
}
