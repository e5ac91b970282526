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
  rule  = "x.y"
  stats = { relation_own = "enemy" }
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
