package ruleset

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A ruleset declares the shorthands its setups use; the kernel has none.
func TestShorthandsAreTheRulesets(t *testing.T) {
	declared := `
status "cruise" { rule = "x.move" }
unit_shorthand "reduced" {
  rule = "x.fire"
  face = "reduced"
}
unit_shorthand "altitude" {
  rule   = "x.move"
  status = true
}
`
	scenario := func(attrs string) string {
		return "scenario \"s\" {\n  title = \"S\"\n  board {\n    cols = 3\n    rows = 3\n    terrain = \"clear\"\n  }\n  unit \"t\" {\n    type = \"panzer\"\n    side = \"red\"\n" + attrs + "  }\n}\n"
	}
	tank := "unit_type \"panzer\" {\n  rule = \"x.fire\"\n  face \"reduced\" {\n    stats = { armor = 1 }\n  }\n}\n"
	tests := []struct {
		name, shorthands, attrs string
		face                    string
		statuses                []string
		problem                 string
		line                    int
	}{
		{"a face", declared, "    reduced = true\n", "reduced", nil, "", 0},
		{"not that face", declared, "    reduced = false\n", "", nil, "", 0},
		{"a status named by the value", declared, "    altitude = \"cruise\"\n", "", []string{"cruise"}, "", 0},
		{"undeclared", "", "    reduced = true\n", "", nil, `"reduced" is neither an attribute of a unit nor a shorthand the ruleset declares`, 11},
		{"a face shorthand is a bool", declared, "    reduced = \"yes\"\n", "", nil, "reduced = true or false", 11},
		{"a status shorthand is a string", declared, "    altitude = 2\n", "", nil, "altitude names a status", 11},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, _, diags := Load(Options{FS: project(map[string]string{
				"rulesets/core/shorthands.hcl": tt.shorthands,
				"rulesets/core/tank.hcl":       tank,
				"rulesets/core/scenario.hcl":   scenario(tt.attrs),
			}), Ruleset: "core"})
			if tt.problem != "" {
				require.True(t, diags.HasErrors())
				assert.Contains(t, diags.Error(), tt.problem)
				assert.Contains(t, diags.Error(), fmt.Sprintf("rulesets/core/scenario.hcl:%d", tt.line))
				return
			}
			require.False(t, diags.HasErrors(), diags.Error())
			u := rs.Scenarios["s"].Setup.Units[0]
			face, statuses, problems := rs.Expand(u)
			assert.Empty(t, problems)
			assert.Equal(t, tt.face, face)
			assert.Equal(t, tt.statuses, statuses)
			assert.Empty(t, u.Statuses, "the shared setup is left as it is")
		})
	}
}
