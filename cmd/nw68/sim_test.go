package main

import (
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nw68/nw68/locales"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWilson(t *testing.T) {
	for _, tt := range []struct {
		k, n      int
		low, high float64
	}{
		{0, 0, 0, 1},
		{0, 10, 0, 0.2775},
		{5, 10, 0.2366, 0.7634},
		{10, 10, 0.7225, 1},
		{40, 100, 0.3094, 0.4980},
		{1, 19, 0.0094, 0.2464},
	} {
		low, high := wilson(tt.k, tt.n)
		assert.InDelta(t, tt.low, low, 5e-5, "%d of %d", tt.k, tt.n)
		assert.InDelta(t, tt.high, high, 5e-5, "%d of %d", tt.k, tt.n)
	}
}

func TestWinner(t *testing.T) {
	sides := []string{"reich", "nato"}
	for _, tt := range []struct {
		result string
		report map[string]any
		want   string
	}{
		{"reich wins a major victory (reich 12, nato 3 VP)", map[string]any{"winner": "reich"}, "reich"},
		{"draw (reich 3, nato 3 VP)", map[string]any{"winner": ""}, ""},
		{"nato wins", nil, "nato"},
		{"everyone loses", nil, ""},
	} {
		assert.Equal(t, tt.want, winner(tt.result, tt.report, sides), tt.result)
	}
}

// TestSimJSONAndPlot runs sim on the skirmish duel with --json and
// --plot: the schema is the documented one, the outcomes add up to the
// games, and the plot is an SVG document with a bar per outcome.
func TestSimJSONAndPlot(t *testing.T) {
	plot := filepath.Join(t.TempDir(), "rates.svg")
	out, code := runIn(t, skirmish, "", "sim", "--ruleset", "skirmish", "--games", "12", "--workers", "2", "--json", "--plot", plot)
	require.Equal(t, exitOK, code, out)
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &m), out)
	for _, key := range []string{"ruleset", "mods", "scenario", "seed", "players", "games", "failed", "first_error", "actions_per_game", "seconds", "confidence", "outcomes", "report", "points"} {
		assert.Contains(t, m, key)
		assert.Contains(t, simJSONHelp, key, "--json's help documents %s", key)
	}
	assert.Len(t, m, 14, "no field the help leaves out")
	var r simReport
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.Equal(t, "duel", r.Scenario)
	assert.Equal(t, 12, r.Games)
	assert.InDelta(t, 0.95, r.Confidence, 1e-9)
	var winners []string
	total := 0
	for _, o := range r.Outcomes {
		winners = append(winners, o.Winner)
		total += o.Games
		low, high := wilson(o.Games, r.Games)
		assert.InDelta(t, low, o.Low, 1e-9)
		assert.InDelta(t, high, o.High, 1e-9)
		assert.LessOrEqual(t, o.Low, o.Rate)
		assert.GreaterOrEqual(t, o.High, o.Rate)
	}
	assert.Equal(t, []string{"blue", "red", ""}, winners, "the sides in order, then no winner")
	assert.Equal(t, 12, total)

	data, err := os.ReadFile(plot)
	require.NoError(t, err)
	dec := xml.NewDecoder(strings.NewReader(string(data)))
	var root string
	bars := 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		require.NoError(t, err, "the plot is well-formed XML")
		if el, ok := tok.(xml.StartElement); ok {
			if root == "" {
				root = el.Name.Space + " " + el.Name.Local
			}
			if el.Name.Local == "rect" {
				bars++
			}
		}
	}
	assert.Equal(t, "http://www.w3.org/2000/svg svg", root)
	assert.Equal(t, 1+len(r.Outcomes), bars, "the background and a bar per outcome")
}

func TestSimTextGroupsByWinner(t *testing.T) {
	out, code := runIn(t, skirmish, "", "sim", "--ruleset", "skirmish", "--games", "6", "--workers", "2")
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "duel: 6 games")
	assert.Regexp(t, `winner\s+games\s+win rate\s+95% interval \(Wilson\)\n\s+blue\s+\d+\s+[\d.]+%\s+[\d.]+% to [\d.]+%\n\s+red\s+\d+.*\n\s+no winner\s+\d+`, out)
}

// simProject is a project of the skirmish ruleset and a mod that gives
// its troopers a longer range.
func simProject(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	require.NoError(t, os.CopyFS(filepath.Join(root, "rulesets", "skirmish"), os.DirFS(filepath.Join(skirmish, "rulesets", "skirmish"))))
	mod := filepath.Join(root, "mods", "long-range")
	require.NoError(t, os.MkdirAll(mod, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(mod, "mod.hcl"), []byte("id = \"long-range\"\nversion = \"1\"\nrequires = [\"skirmish\"]\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(mod, "range.hcl"), []byte("patch \"unit_type\" \"trooper\" {\n  stats = { range = 9 }\n}\n"), 0o644))
	// a variant of the duel whose blue troopers start closer, and a scenario
	// of other sides
	variant := filepath.Join(root, "mods", "close-duel")
	require.NoError(t, os.MkdirAll(variant, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(variant, "mod.hcl"), []byte("id = \"close-duel\"\nversion = \"1\"\nrequires = [\"skirmish\"]\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(variant, "close.hcl"), []byte(`scenario "close-duel" {
  extends = "duel"
  title   = "Close duel"
  unit "b1" { at = "C3" }
  unit "b2" { at = "D3" }
}
scenario "solo" {
  extends = "duel"
  title   = "Solo"
  sides   = ["red", "blue", "green"]
}
`), 0o644))
	return root
}

// TestSimCompare: --compare plays each seed with and without the mods and
// pairs them: the difference of each outcome is the variant's rate less
// the baseline's, made of the seeds the mods turned.
func TestSimCompare(t *testing.T) {
	root := simProject(t)
	out, code := runIn(t, root, "", "sim", "--ruleset", "skirmish", "--games", "16", "--workers", "2", "--compare", "--mod", "long-range", "--json")
	require.Equal(t, exitOK, code, out)
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &m), out)
	assert.Len(t, m, 3)
	var c simComparison
	require.NoError(t, json.Unmarshal([]byte(out), &c))
	assert.Empty(t, c.Baseline.Mods)
	assert.Equal(t, []string{"long-range"}, c.Variant.Mods)
	require.Len(t, c.Difference, len(c.Baseline.Outcomes))
	for i, d := range c.Difference {
		b, v := c.Baseline.Outcomes[i], c.Variant.Outcomes[i]
		assert.Equal(t, b.Winner, d.Winner)
		assert.Equal(t, 16, d.Pairs)
		assert.InDelta(t, b.Rate, d.BaselineRate, 1e-9)
		assert.InDelta(t, v.Rate, d.VariantRate, 1e-9)
		assert.Equal(t, v.Games-b.Games, d.Gained-d.Lost, "the seeds turned make the difference")
		assert.LessOrEqual(t, d.Low, d.Difference+1e-9)
		assert.GreaterOrEqual(t, d.High, d.Difference-1e-9)
		assert.Equal(t, d.PValue < 0.05, d.Tells)
		assert.NotEmpty(t, d.Verdict)
	}

	out, code = runIn(t, root, "", "sim", "--ruleset", "skirmish", "--games", "4", "--workers", "2", "--compare", "--mod", "long-range")
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "paired difference, variant less baseline")
	assert.Contains(t, out, "too small to tell")

	out, code = runIn(t, root, "", "sim", "--ruleset", "skirmish", "--compare")
	assert.Equal(t, exitBadInput, code, out)
	assert.Contains(t, out, "name the mods to compare")
}

// TestSimCompareScenarios: --vs-scenario pairs each seed's game in one
// scenario with its game in another, the mods applying to both.
func TestSimCompareScenarios(t *testing.T) {
	root := simProject(t)
	out, code := runIn(t, root, "", "sim", "--ruleset", "skirmish", "--mod", "close-duel", "--games", "8", "--workers", "2",
		"--scenario", "duel", "--compare", "--vs-scenario", "close-duel", "--rules", "--json")
	require.Equal(t, exitOK, code, out)
	var c simComparison
	require.NoError(t, json.Unmarshal([]byte(out), &c))
	assert.Equal(t, "duel", c.Baseline.Scenario)
	assert.Equal(t, "close-duel", c.Variant.Scenario)
	assert.Equal(t, []string{"close-duel"}, c.Baseline.Mods, "the mods apply to both")
	require.NotEmpty(t, c.Difference)
	assert.Equal(t, 8, c.Difference[0].Pairs)
	// blue starts within range in the close duel: its shots are refused
	// less often for range
	refused := func(r simReport) float64 {
		for _, x := range r.Rules {
			if x.Rule == "s.shoot" {
				return x.Refused
			}
		}
		return 0
	}
	assert.Positive(t, refused(c.Baseline), "out of range shots are refused in the duel")
	assert.NotEqual(t, refused(c.Baseline), refused(c.Variant))

	out, code = runIn(t, root, "", "sim", "--ruleset", "skirmish", "--mod", "close-duel", "--games", "2", "--workers", "2", "--compare", "--vs-scenario", "close-duel")
	require.Equal(t, exitOK, code, out)
	assert.Contains(t, out, "baseline (scenario duel):")
	assert.Contains(t, out, "variant (scenario close-duel):")

	out, code = runIn(t, root, "", "sim", "--ruleset", "skirmish", "--mod", "close-duel", "--vs-scenario", "close-duel")
	assert.Equal(t, exitBadInput, code, out)
	assert.Contains(t, out, "add --compare")
	out, code = runIn(t, root, "", "sim", "--ruleset", "skirmish", "--mod", "close-duel", "--compare", "--vs-scenario", "solo")
	assert.Equal(t, exitBadInput, code, out)
	assert.Contains(t, out, "a paired study compares one contest")
}

func TestSignTest(t *testing.T) {
	for _, tt := range []struct {
		gained, lost int
		p            float64
	}{
		{0, 0, 1},
		{3, 3, 1},
		{5, 0, 0.0625},
		{0, 10, 2.0 / 1024},
		{9, 1, 22.0 / 1024},
		{600, 500, 0.00283},
	} {
		assert.InDelta(t, tt.p, signTest(tt.gained, tt.lost), 5e-5, "%d against %d", tt.gained, tt.lost)
	}
}

func TestPairedInterval(t *testing.T) {
	low, high := pairedInterval(0, 0, 10)
	assert.InDelta(t, -high, low, 1e-12, "no pair differed: an interval about 0")
	assert.Greater(t, high, 0.05, "ten pairs cannot rule out a difference of a few points")
	low, high = pairedInterval(40, 0, 100)
	assert.Greater(t, low, 0.0, "forty seeds turned and none back: a difference")
	assert.Less(t, high, 1.0)
	low, high = pairedInterval(0, 40, 100)
	assert.Less(t, high, 0.0)
	assert.Greater(t, low, -1.0)
}

// TestSimShardsMergeAsOneRun: a study cut in shards and merged reports
// what one run of it reports, but for the time it took, with computer
// players and with --compare; merge refuses shards that do not make a
// study.
func TestSimShardsMergeAsOneRun(t *testing.T) {
	root := simProject(t)
	dir := t.TempDir()
	for _, extra := range [][]string{
		{"--player", "blue=greedy"},
		{"--compare", "--mod", "long-range"},
	} {
		args := append([]string{"sim", "--ruleset", "skirmish", "--games", "7", "--workers", "2", "--seed", "3", "--json"}, extra...)
		one, code := runIn(t, root, "", args...)
		require.Equal(t, exitOK, code, one)
		var files []string
		for k := 1; k <= 3; k++ {
			out, code := runIn(t, root, "", append(args, "--shard", fmt.Sprintf("%d/3", k))...)
			require.Equal(t, exitOK, code, out)
			file := filepath.Join(dir, fmt.Sprintf("shard%d.json", k))
			require.NoError(t, os.WriteFile(file, []byte(out), 0o644))
			files = append(files, file)
		}
		merged, code := runIn(t, root, "", append([]string{"sim", "merge", "--json"}, files...)...)
		require.Equal(t, exitOK, code, merged)
		assert.Equal(t, withoutSeconds(t, one), withoutSeconds(t, merged), "%v", extra)

		out, code := runIn(t, root, "", append([]string{"sim", "merge"}, files[:2]...)...)
		assert.Equal(t, exitBadInput, code, out)
		assert.Contains(t, out, "2 of the 3 shards given")
		out, code = runIn(t, root, "", "sim", "merge", files[0], files[0], files[1])
		assert.Equal(t, exitBadInput, code, out)
		assert.Contains(t, out, "shard 1/3 again")
	}
	out, code := runIn(t, root, "", "sim", "--ruleset", "skirmish", "--shard", "1/3")
	assert.Equal(t, exitBadInput, code, out)
	assert.Contains(t, out, "add --json")
	out, code = runIn(t, root, "", "sim", "--ruleset", "skirmish", "--shard", "4/3", "--json")
	assert.Equal(t, exitBadInput, code, out)
}

// withoutSeconds is a sim report with its times zeroed.
func withoutSeconds(t *testing.T, out string) string {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &m), out)
	var zero func(v any)
	zero = func(v any) {
		if o, ok := v.(map[string]any); ok {
			if _, ok := o["seconds"]; ok {
				o["seconds"] = 0
			}
			for _, x := range o {
				zero(x)
			}
		}
	}
	zero(m)
	data, err := json.Marshal(m)
	require.NoError(t, err)
	return string(data)
}

func TestParsePlayers(t *testing.T) {
	sides := []string{"reich", "nato"}
	for _, tt := range []struct {
		specs []string
		want  map[string]playerKind
		err   string
	}{
		{nil, map[string]playerKind{}, ""},
		{[]string{"reich=ai", "nato=greedy"}, map[string]playerKind{"reich": {name: "ai"}, "nato": {name: "greedy"}}, ""},
		{[]string{"reich=ai:50"}, map[string]playerKind{"reich": {name: "ai", plays: 50}}, ""},
		{[]string{"nato=random"}, map[string]playerKind{"nato": {name: "random"}}, ""},
		{[]string{"reich"}, nil, "write SIDE=KIND"},
		{[]string{"soviet=ai"}, nil, `no side "soviet"; the sides are reich, nato`},
		{[]string{"reich=ai", "reich=greedy"}, nil, "named twice"},
		{[]string{"reich=clever"}, nil, `unknown player "clever"`},
		{[]string{"reich=ai:0"}, nil, "ai:N takes N from 1"},
		{[]string{"reich=greedy:5"}, nil, `unknown player "greedy:5"`},
	} {
		got, err := parsePlayers(tt.specs, sides)
		if tt.err != "" {
			require.Error(t, err, "%v", tt.specs)
			assert.Contains(t, err.Error(), tt.err)
			continue
		}
		require.NoError(t, err)
		assert.Equal(t, tt.want, got)
	}
}

// TestRuleRates: --rules averages each rule's log lines and terms over the
// games played, failed games left out.
func TestRuleRates(t *testing.T) {
	games := []simGame{
		{Seed: 1, Log: map[string]int{"combat.fire": 3}, Terms: map[string]int{"combat.av": 4}},
		{Seed: 2, Log: map[string]int{"combat.fire": 1, "turn.end": 2}},
		{Seed: 3, Error: "boom", Log: map[string]int{"combat.fire": 100}},
	}
	games[0].Refused = map[string]int{"combat.range": 6}
	assert.Equal(t, []simRule{
		{Rule: "combat.av", Log: 0, Terms: 2},
		{Rule: "combat.fire", Log: 2, Terms: 0},
		{Rule: "combat.range", Refused: 3},
		{Rule: "turn.end", Log: 1, Terms: 0},
	}, ruleRates(games, 2))

	var b strings.Builder
	writeRulesIn(&b, locales.English(), ruleRates(games[:1], 1), ruleRates(games[1:2], 1))
	assert.Equal(t, "  rule          log lines/game (baseline, variant)  terms/game (baseline, variant)  refused/game (baseline, variant)\n"+
		"  combat.av         0.00     0.00                        4.00     0.00                    0.00     0.00\n"+
		"  combat.fire       3.00     1.00                        0.00     0.00                    0.00     0.00\n"+
		"  combat.range      0.00     0.00                        0.00     0.00                    6.00     0.00\n"+
		"  turn.end          0.00     2.00                        0.00     0.00                    0.00     0.00\n", b.String())
}
