package main

import (
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
	for _, key := range []string{"ruleset", "mods", "scenario", "seed", "games", "failed", "first_error", "actions_per_game", "seconds", "confidence", "outcomes", "report", "points"} {
		assert.Contains(t, m, key)
		assert.Contains(t, simJSONHelp, key, "--json's help documents %s", key)
	}
	assert.Len(t, m, 13, "no field the help leaves out")
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
