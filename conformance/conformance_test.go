package conformance

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestCases runs every case under conformance/ as a subtest.
func TestCases(t *testing.T) {
	files, err := Files([]string{"."})
	require.NoError(t, err)
	require.NotEmpty(t, files)
	runner := NewRunner(os.DirFS(".."))
	var p Parser
	for _, f := range files {
		cases, diags, _ := p.ParseFile(f)
		require.False(t, diags.HasErrors(), "%s: %s", f, diags.Error())
		for _, c := range cases {
			name := strings.TrimSuffix(filepath.ToSlash(f), ".hcl") + "/" + c.Name
			t.Run(name, func(t *testing.T) {
				res := runner.Run(c)
				if !res.Passed() {
					for _, l := range res.Log {
						t.Log(l.Text)
					}
					t.Fatalf("%s:%d: %s", c.File, c.Range.Start.Line, strings.Join(res.Failures(nil), "\n"))
				}
			})
		}
	}
}

// TestRunnerReportsFailures proves the runner is not a rubber stamp: a case
// whose expectations are wrong fails with expected versus actual.
func TestRunnerReportsFailures(t *testing.T) {
	// the base fixtures, with cases of wrong expectations after them
	fixtures, err := os.ReadFile(filepath.Join("base", "fixtures.hcl"))
	require.NoError(t, err)
	src := string(fixtures) + `
case "wrong av" {
  rules   = ["combat.long-range"]
  fixture = "long-range-shot"
  dice    = [6, 5, 1]
  expect {
    attack { av = 21 }
    unit "t64" { statuses = ["shaken"] }
    log_contains = ["close range"]
  }
}
case "unknown rule" {
  rules   = ["no.such-rule"]
  fixture = "long-range-shot"
}
`
	cases, diags, _ := Parse([]byte(src), "inline.hcl")
	require.False(t, diags.HasErrors(), diags.Error())
	runner := NewRunner(os.DirFS(".."))
	res := runner.Run(cases[0])
	require.False(t, res.Passed())
	joined := strings.Join(res.Failures(nil), "\n")
	require.Contains(t, joined, "attack.av: expected 21, got 19")
	require.Contains(t, joined, `unit t64.statuses: expected [shaken], got []`)
	require.Contains(t, joined, `log: no line contains "close range"`)
	require.Contains(t, joined, "1 face(s) left over: [1]")
	res = runner.Run(cases[1])
	require.Contains(t, strings.Join(res.Failures(nil), "\n"), `cites rule "no.such-rule"`)
	suite := Suite{Results: []Result{runner.Run(cases[0])}}
	var out strings.Builder
	suite.WriteReportIn(&out, nil, false)
	require.True(t, strings.HasSuffix(out.String(), "0 passed, 1 failed\n"), out.String())
	out.Reset()
	require.NoError(t, suite.WriteJUnit(&out))
	require.Contains(t, out.String(), `<testsuite name="inline.hcl" tests="1" failures="1">`)
}

// A report block numbered checks one of the reports of its name the last
// action made; reports = { name = n } counts them.
func TestNumberedReports(t *testing.T) {
	src := `
case "a roll call" {
  rules    = ["g.roll-call"]
  ruleset  = "gambit"
  scenario = "field"
  begin    = true
  action "pass" {}
  action "roll_call" {}
  expect {
    reports = { present = 3 }
    present "1" { unit = "b1" }
    present "3" {
      unit = "rhq"
      hex  = "A2"
    }
    present { unit = "rhq" }
  }
}
case "a report it did not make" {
  rules    = ["g.roll-call"]
  ruleset  = "gambit"
  scenario = "field"
  begin    = true
  action "pass" {}
  action "roll_call" {}
  expect {
    reports = { present = 2 }
    present "2" { unit = "b1" }
    present "4" { unit = "r1" }
  }
}
`
	cases, diags, _ := Parse([]byte(src), "inline.hcl")
	require.False(t, diags.HasErrors(), diags.Error())
	runner := NewRunner(os.DirFS(filepath.Join("..", "core", "engine", "testdata")))
	res := runner.Run(cases[0])
	require.True(t, res.Passed(), strings.Join(res.Failures(nil), "\n"))
	res = runner.Run(cases[1])
	joined := strings.Join(res.Failures(nil), "\n")
	require.Contains(t, joined, "reports.present: expected 2, got 3")
	require.Contains(t, joined, `present 2.unit: expected "b1", got "r1"`)
	require.Contains(t, joined, "present 4: the action made 3 report(s) of it")
}
