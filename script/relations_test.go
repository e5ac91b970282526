package script_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// unit_relation and foes answer unit against unit: the sides' relation
// unless a status of either unit declares another; ids and unit tables
// both name a unit.
func TestAPIUnitRelations(t *testing.T) {
	turncoat := `status "turncoat" {
  rule         = "x.y"
  relation_own = "enemy"
}
`
	body := `  local a, b, c = nw68.unit("a"), nw68.unit("b"), nw68.unit("c")
  local out = {
    ab = nw68.unit_relation(a, "b"), bc = nw68.unit_relation("b", c), aa = nw68.unit_relation(a, a),
    foes_ab = nw68.foes("a", b), foes_bc = nw68.foes(b, c),
  }
  nw68.set_status("c", "turncoat", true)
  out.bc_turned = nw68.unit_relation(b, nw68.unit("c"))
  out.foes_bc_turned = nw68.foes("b", "c")
  nw68.report("out", out)`
	e := game{files: map[string]string{
		"rulesets/t/api.lua":      resolveWith(body),
		"rulesets/t/turncoat.hcl": turncoat,
	}}.start(t)
	require.NoError(t, e.Submit(poke("a")))
	assert.Equal(t, map[string]any{
		"ab": "enemy", "bc": "self", "aa": "self", "foes_ab": true, "foes_bc": false,
		"bc_turned": "enemy", "foes_bc_turned": true,
	}, e.Reports["out"])

	bad := game{files: map[string]string{"rulesets/t/api.lua": resolveWith(`  nw68.foes("a", "nobody")`)}}.start(t)
	err := bad.Submit(poke("a"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `no unit "nobody"`)
}

// The kernel's attributes of an entity are fields of its table, beside
// its stats and nil where the data sets none.
func TestAPIKernelAttrs(t *testing.T) {
	data := `side "blue" {
  rule      = "x.y"
  relations = { red = "allied" }
}
side "red" { rule = "x.y" }
item "kit" {
  rule        = "x.y"
  hidden      = "enemies"
  revealed_by = "s"
}
status "turncoat" {
  rule         = "x.y"
  relation_own = "enemy"
}
terrain "marsh" {
  rule   = "x.y"
  symbol = "%"
}
`
	body := `  local kit, blue, turncoat = nw68.entity("item", "kit"), nw68.entity("side", "blue"), nw68.entity("status", "turncoat")
  nw68.report("out", {
    hidden = kit.hidden, revealed_by = kit.revealed_by, not_a_stat = kit.stats.hidden == nil,
    blue_red = blue.relations.red, red_none = nw68.entity("side", "red").relations == nil, relation = nw68.relation("blue", "red"),
    relation_own = turncoat.relation_own, no_relation = turncoat.relation == nil,
    symbol = nw68.entity("terrain", "marsh").symbol, no_symbol = nw68.entity("terrain", "clear").symbol == nil,
    unit_public = nw68.unit("a").hidden == nil,
  })`
	e := game{files: map[string]string{
		"rulesets/t/api.lua":    resolveWith(body),
		"rulesets/t/kernel.hcl": data,
	}}.start(t)
	require.NoError(t, e.Submit(poke("a")))
	assert.Equal(t, map[string]any{
		"hidden": "enemies", "revealed_by": "s", "not_a_stat": true,
		"blue_red": "allied", "red_none": true, "relation": "allied",
		"relation_own": "enemy", "no_relation": true,
		"symbol": "%", "no_symbol": true, "unit_public": true,
	}, e.Reports["out"])
}
