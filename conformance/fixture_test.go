package conformance

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// duel is a fixture the tests below build on: two units on a clear board
// (parsed, never played, so its unit types need not exist).
const duel = `
fixture "duel" {
  ruleset = "base"
  board {
    cols = 10
    rows = 12
    hex "E5" { terrain = "woods" }
  }
  unit "hunter" {
    type      = "tank-a"
    side      = "red"
    formation = "red-1"
    at        = "A1"
  }
  unit "prey" {
    type = "tank-b"
    side = "blue"
    at   = "A9"
  }
  active_formation = "red-1"
  dice             = [1, 1]
}
fixture "duel-fire" {
  fixture = "duel"
  action "fire" {
    unit   = "hunter"
    target = "prey"
  }
}
`

func TestFixtureMerge(t *testing.T) {
	tests := []struct {
		name  string
		src   string
		check func(t *testing.T, c *Case)
	}{
		{
			name: "the fixture's setup as it stands",
			src:  "case \"c\" {\n  rules   = [\"r\"]\n  fixture = \"duel\"\n}",
			check: func(t *testing.T, c *Case) {
				assert.Equal(t, "base", c.Ruleset)
				assert.Equal(t, "red-1", c.Setup.ActiveFormation)
				assert.Equal(t, []int{1, 1}, c.Dice)
				require.Len(t, c.Setup.Units, 2)
				assert.Equal(t, "A9", c.Setup.Units[1].At)
				assert.Empty(t, c.Actions)
			},
		},
		{
			name: "attributes replace, a unit of the same handle merges in its place, a new one comes after",
			src: `case "c" {
  rules   = ["r"]
  fixture = "duel"
  dice    = [6, 5]
  unit "prey" { at = "B6" }
  unit "third" {
    type = "tank-a"
    side = "red"
  }
}`,
			check: func(t *testing.T, c *Case) {
				assert.Equal(t, []int{6, 5}, c.Dice)
				require.Len(t, c.Setup.Units, 3)
				assert.Equal(t, []string{"hunter", "prey", "third"}, []string{c.Setup.Units[0].Handle, c.Setup.Units[1].Handle, c.Setup.Units[2].Handle})
				assert.Equal(t, "B6", c.Setup.Units[1].At)
				assert.Equal(t, "tank-b", c.Setup.Units[1].Type, "what the case does not state stays the fixture's")
			},
		},
		{
			name: "the board merges: attributes replace, a hex merges, a new hex adds",
			src: `case "c" {
  rules   = ["r"]
  fixture = "duel"
  board {
    rows = 20
    hex "E5" { features = ["hill"] }
    hex "F5" { terrain = "village" }
  }
}`,
			check: func(t *testing.T, c *Case) {
				b := c.Setup.Board
				require.NotNil(t, b)
				assert.Equal(t, []int{10, 20}, []int{b.Cols, b.Rows})
				require.Len(t, b.Hexes, 2)
				assert.Equal(t, "woods", b.Hexes[0].Terrain)
				assert.Equal(t, []string{"hill"}, b.Hexes[0].Features)
				assert.Equal(t, "village", b.Hexes[1].Terrain)
			},
		},
		{
			name: "actions add after the fixture's, through a chain of fixtures",
			src: `case "c" {
  rules   = ["r"]
  fixture = "duel-fire"
  action "end_activation" {}
}`,
			check: func(t *testing.T, c *Case) {
				require.Len(t, c.Actions, 2)
				assert.Equal(t, "fire", c.Actions[0].Kind)
				assert.Equal(t, "end_activation", c.Actions[1].Kind)
				assert.Equal(t, "A1", c.Setup.Units[0].At)
			},
		},
		{
			name: "a case without a fixture is as written",
			src: `case "c" {
  rules   = ["r"]
  ruleset = "base"
  board {
    cols = 3
    rows = 3
  }
}`,
			check: func(t *testing.T, c *Case) {
				assert.Equal(t, 3, c.Setup.Board.Cols)
				assert.Empty(t, c.Setup.Units)
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cases, diags, _ := Parse([]byte(duel+tt.src), "cases.hcl")
			require.False(t, diags.HasErrors(), diags.Error())
			require.Len(t, cases, 1)
			assert.Equal(t, "c", cases[0].Name)
			tt.check(t, cases[0])
		})
	}
}

func TestFixtureErrors(t *testing.T) {
	deep := ""
	for i := range MaxFixtureDepth + 1 {
		deep += fmt.Sprintf("fixture \"f%d\" { fixture = \"f%d\" }\n", i, i+1)
	}
	deep += "fixture \"f17\" { ruleset = \"base\" }\n"
	tests := []struct {
		name      string
		src       string
		summary   string
		line, col int
		detail    string
	}{
		{
			name: "unknown fixture", summary: "Unknown fixture", line: 3, col: 13,
			src:    "case \"c\" {\n  rules   = [\"r\"]\n  fixture = \"nope\"\n}",
			detail: `No case file of this folder declares fixture "nope"`,
		},
		{
			name: "a fixture of its own", summary: "Fixture cycle", line: 1, col: 25,
			src:    `fixture "a" { fixture = "a" }`,
			detail: "a -> a",
		},
		{
			name: "a cycle of two", summary: "Fixture cycle", line: 2, col: 25,
			src:    "fixture \"a\" { fixture = \"b\" }\nfixture \"b\" { fixture = \"a\" }\ncase \"c\" {\n  rules   = [\"r\"]\n  fixture = \"a\"\n}",
			detail: "a -> b -> a",
		},
		{
			name: "a chain too long", summary: "Fixtures too deep", line: 17, col: 27,
			src:    deep,
			detail: "at most 16 long",
		},
		{
			name: "a name that is no string", summary: "Invalid fixture", line: 3, col: 13,
			src: "case \"c\" {\n  rules   = [\"r\"]\n  fixture = 3\n}",
		},
		{
			name: "declared twice", summary: "Duplicate fixture", line: 2, col: 1,
			src:    "fixture \"a\" { ruleset = \"base\" }\nfixture \"a\" { ruleset = \"base\" }",
			detail: "already declared at cases.hcl:1,1-12",
		},
		{
			name: "rules in a fixture", summary: "Rules in a fixture", line: 1, col: 15,
			src: `fixture "a" { rules = ["r"] }`,
		},
		{
			name: "expectations in a fixture", summary: "Expectations in a fixture", line: 2, col: 3,
			src: "fixture \"a\" {\n  expect { turn = 1 }\n}",
		},
		{
			name: "a mistake in a fixture shows at the fixture", summary: "Incorrect attribute value type", line: 3, col: 10,
			src: "fixture \"a\" {\n  unit \"u\" {\n    at = [1]\n  }\n}\n",
		},
		{
			name: "a block that is neither", summary: "Unexpected block", line: 1, col: 1,
			src: `scenario "a" {}`,
		},
		{
			name: "options with a scenario", summary: "Scenario with options", line: 4, col: 14,
			src: "case \"c\" {\n  rules    = [\"r\"]\n  ruleset  = \"base\"\n  scenario = \"day-8\"\n  options  = { first = \"x\" }\n}",
		},
		{
			name: "options that are no object", summary: "Incorrect attribute value type", line: 4, col: 13,
			src: "case \"c\" {\n  rules   = [\"r\"]\n  ruleset = \"base\"\n  options = 3\n}",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, diags, _ := Parse([]byte(tt.src), "cases.hcl")
			require.True(t, diags.HasErrors())
			at := fmt.Sprintf("cases.hcl:%d,%d", tt.line, tt.col)
			found := slices.ContainsFunc(diags, func(d *hcl.Diagnostic) bool {
				return d.Summary == tt.summary && d.Subject != nil && strings.HasPrefix(d.Subject.String(), at+"-") && strings.Contains(d.Detail, tt.detail)
			})
			assert.True(t, found, "no %q at %s in %s", tt.summary, at, diags.Error())
		})
	}
}

// TestFixtureShownOnce: a mistake in a fixture that many cases use is one
// diagnostic, not one per case.
func TestFixtureShownOnce(t *testing.T) {
	src := "fixture \"a\" {\n  ruleset = \"base\"\n  unit \"u\" {\n    type = \"king-tiger\"\n    side = \"reich\"\n    at   = [1]\n  }\n}\n"
	for i := range 5 {
		src += fmt.Sprintf("case \"c%d\" {\n  rules   = [\"r\"]\n  fixture = \"a\"\n}\n", i)
	}
	_, diags, _ := Parse([]byte(src), "cases.hcl")
	assert.Len(t, diags.Errs(), 1, diags.Error())
}

// TestFixtureBudget: a large fixture named by many cases stops at
// MaxExpanded, naming the first case past it.
func TestFixtureBudget(t *testing.T) {
	var src strings.Builder
	src.WriteString("fixture \"big\" {\n  ruleset = \"base\"\n")
	const formations = 5000
	for i := range formations {
		fmt.Fprintf(&src, "  formation \"f%d\" { side = \"reich\" }\n", i)
	}
	src.WriteString("}\n")
	per := 2*formations + 2 // the formations, their sides, rules and ruleset
	n := MaxExpanded/per + 1
	for i := range n {
		fmt.Fprintf(&src, "case \"c%d\" {\n  rules   = [\"r\"]\n  fixture = \"big\"\n}\n", i)
	}
	cases, diags, _ := Parse([]byte(src.String()), "cases.hcl")
	require.True(t, diags.HasErrors())
	assert.Equal(t, "Cases too large", diags[0].Summary)
	assert.Less(t, len(cases), n)
}

// TestFixtureFolder: a case uses a fixture of another file of its folder,
// and the folder's files are read once per parser.
func TestFixtureFolder(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
		return path
	}
	write("fixtures.hcl", duel)
	cases := write("cases.hcl", `fixture "local" {
  fixture = "duel-fire"
}
case "c" {
  rules   = ["r"]
  fixture = "local"
}
`)
	write("broken.hcl", "fixture {")
	var p Parser
	// a path as one may type it: the file is not read twice as its own sibling
	got, diags, files := p.ParseFile(fmt.Sprintf("%s%c.%ccases.hcl", dir, filepath.Separator, filepath.Separator))
	require.False(t, diags.HasErrors(), diags.Error())
	require.Len(t, got, 1)
	assert.Equal(t, "fire", got[0].Actions[0].Kind)
	assert.Contains(t, files, filepath.Join(dir, "fixtures.hcl"), "the fixture's file renders its diagnostics")
	_, diags, _ = p.ParseFile(filepath.Join(dir, "broken.hcl"))
	assert.True(t, diags.HasErrors(), "a broken file of the folder reports its own errors")

	f, diags, _ := p.Fixture(cases, "duel-fire")
	require.False(t, diags.HasErrors(), diags.Error())
	assert.Equal(t, "duel-fire", f.Name)
	assert.Len(t, f.Actions, 1)
	_, diags, _ = p.Fixture(cases, "nope")
	assert.Equal(t, "Unknown fixture", diags[0].Summary)
}

func FuzzParse(f *testing.F) {
	f.Add(duel + "case \"c\" {\n  rules   = [\"r\"]\n  fixture = \"duel-fire\"\n}")
	f.Add("fixture \"a\" { fixture = \"b\" }\nfixture \"b\" { fixture = \"a\" }\ncase \"c\" {\n  rules = [\"r\"]\n  fixture = \"a\"\n}")
	f.Add("fixture \"a\" {\n  unit \"u\" { at = \"B2\" }\n}\ncase \"c\" {\n  fixture = \"a\"\n  unit \"u\" { side = \"x\" }\n}")
	f.Fuzz(func(t *testing.T, src string) {
		cases, diags, _ := Parse([]byte(src), "fuzz.hcl")
		for _, d := range diags {
			if d.Severity == 0 {
				t.Fatalf("a diagnostic without severity: %v", d)
			}
		}
		for _, c := range cases {
			if c.Name == "" && !diags.HasErrors() {
				t.Fatalf("a case without a name")
			}
		}
	})
}
