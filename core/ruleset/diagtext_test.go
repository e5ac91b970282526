package ruleset

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// manyUndeclared is a campaign of n steps, each a scenario no layer
// declares, carrying a holding no layer declares either.
func manyUndeclared(n int) string {
	var b strings.Builder
	b.WriteString("campaign \"many\" {\n  title = \"Many\"\n")
	for i := range n {
		fmt.Fprintf(&b, "  scenario \"nope-%d\" {\n    carry { holdings = [\"gold-%d\"] }\n  }\n", i, i)
	}
	b.WriteString("}\n")
	return b.String()
}

// The diagnostics read as hcl's writer writes them: every kind the loader
// makes (a subject on one line and on several, in a block or not, with
// and without a detail), with and without wrapping.
func TestWriteDiagnosticsAsHCL(t *testing.T) {
	_, files, diags := Load(Options{FS: project(map[string]string{
		"rulesets/core/many.hcl":  manyUndeclared(3),
		"rulesets/core/parse.hcl": "rule \"x.half\" {\n  title = 3 +\n}\n",
		"rulesets/core/crlf.hcl":  "\r\nterrain \"mud\" {\r\n  rule = \"x.nope\"\r\n}\r\nwidget \"w\" {}\r\n",
		"rulesets/core/multi.hcl": "terrain \"bog\" {\n  rule = \"x.move\"\n  stats = {\n    cost = [\n      1,\n    ]\n  }\n  colour = 3\n}\n",
	}), Ruleset: "core"})
	require.Greater(t, len(diags), 10, "%v", diags)
	var multiline bool
	for _, d := range diags {
		multiline = multiline || d.Subject != nil && d.Subject.Start.Line != d.Subject.End.Line
	}
	require.True(t, multiline, "a subject over several lines: %v", diags)
	for _, width := range []uint{0, 40, 100} {
		var want, got bytes.Buffer
		require.NoError(t, hcl.NewDiagnosticTextWriter(&want, files, width, false).WriteDiagnostics(diags))
		require.NoError(t, WriteDiagnostics(&got, files, width, diags))
		assert.Equal(t, want.String(), got.String(), "width %d", width)
	}
}

// Writing n diagnostics of one file costs in proportion to n: hcl's writer
// scanned the whole file for each, allocating per line, so thousands of
// them took minutes.
func TestWriteDiagnosticsIsLinear(t *testing.T) {
	const n = 5_000
	_, files, diags := Load(Options{FS: project(map[string]string{"rulesets/core/many.hcl": manyUndeclared(n)}), Ruleset: "core"})
	require.Len(t, diags, 2*n+1, "a scenario and a holding per step, and the first carries")
	allocs := testing.AllocsPerRun(1, func() {
		var out bytes.Buffer
		require.NoError(t, WriteDiagnostics(&out, files, 100, diags))
	})
	assert.Less(t, allocs/float64(len(diags)), 100.0, "allocations per diagnostic")
}

// A diagnostic lists a few of the ids a ruleset declares, not thousands.
func TestSortedJoinCaps(t *testing.T) {
	few, many := map[string]bool{}, map[string]bool{}
	for i := range 3 {
		few[fmt.Sprintf("k%02d", i)] = true
	}
	for i := range maxNamed + 5 {
		many[fmt.Sprintf("k%02d", i)] = true
	}
	assert.Equal(t, "k00, k01, k02", sortedJoin(few))
	assert.Equal(t, "k00, k01, k02, k03, k04, k05, k06, k07, k08, k09, k10, k11, k12, k13, k14, k15, k16, k17, k18, k19 and 5 more", sortedJoin(many))
}
