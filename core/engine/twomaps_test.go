package engine_test

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/hashicorp/hcl/v2"
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The twomaps ruleset in testdata plays a stand-in of the Wewelsburg map and
// a Magdeburg map together, J7 on both.
func twoMapsRules(t *testing.T, extra map[string]string) *game.Rules {
	t.Helper()
	fsys := fstest.MapFS{}
	require.NoError(t, fs.WalkDir(os.DirFS("testdata"), "rulesets/twomaps", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile("testdata/" + p)
		fsys[p] = &fstest.MapFile{Data: data}
		return err
	}))
	for k, v := range extra {
		fsys[k] = &fstest.MapFile{Data: []byte(v)}
	}
	r, err := game.Load(ruleset.Options{FS: fsys, Ruleset: "twomaps"})
	require.NoError(t, err)
	return r
}

func twoFronts(t *testing.T, d *dice.Dice) *engine.Engine {
	t.Helper()
	e, err := twoMapsRules(t, nil).New(game.Config{Scenario: "two-fronts", Dice: d, Begin: true})
	require.NoError(t, err)
	e.TrackDigests = true
	return e
}

func TestTwoMapsLabelsAreQualified(t *testing.T) {
	e := twoFronts(t, dice.NewSeeded(1))
	assert.Equal(t, []string{"wewelsburg", "magdeburg"}, e.Layout.Maps())
	wJ7, mJ7 := mustHex(t, e, "wewelsburg:J7"), mustHex(t, e, "magdeburg:j7")
	assert.NotEqual(t, wJ7, mJ7, "J7 of each map is its own hex")
	assert.Equal(t, "wewelsburg:J7", e.Label(wJ7))
	assert.Equal(t, "magdeburg:J7", e.Label(mJ7))
	assert.Equal(t, "wewelsburg", e.MapOf(wJ7))
	assert.Equal(t, "magdeburg", e.MapOf(mJ7))
	assert.Equal(t, wJ7, e.State.Units["w1"].Hex)
	assert.Equal(t, mJ7, e.State.Units["m1"].Hex)

	// each map says what it says of its own J7, and its default terrain
	assert.Equal(t, "woods", e.Hex(wJ7).Terrain)
	assert.Equal(t, "open", e.Hex(mJ7).Terrain)
	assert.Equal(t, "open", e.Hex(mustHex(t, e, "wewelsburg:A2")).Terrain)
	assert.Equal(t, "rubble", e.Hex(mustHex(t, e, "magdeburg:A2")).Terrain)
	// each map's markers lie on that map
	m, ok := e.State.Marker(mustHex(t, e, "wewelsburg:J6"), "smoke")
	assert.True(t, ok)
	assert.Equal(t, 0, m.Level)
	m, ok = e.State.Marker(mustHex(t, e, "magdeburg:K7"), "smoke")
	assert.True(t, ok)
	assert.Equal(t, 2, m.Level)
	_, ok = e.State.Marker(mustHex(t, e, "wewelsburg:K7"), "smoke")
	assert.False(t, ok)
	assert.Len(t, e.Layout.All(), 30*20+16*12)
}

func TestTwoMapsAUnitMovesOnEachMap(t *testing.T) {
	e := twoFronts(t, dice.NewSeeded(1))
	require.NoError(t, e.Submit(act("move", map[string]any{"unit": "w1", "to": "wewelsburg:J8"})))
	require.NoError(t, e.Submit(act("move", map[string]any{"unit": "m1", "to": "magdeburg:j8"})))
	assert.Equal(t, "wewelsburg:J8", e.Label(e.State.Units["w1"].Hex))
	assert.Equal(t, "magdeburg:J8", e.Label(e.State.Units["m1"].Hex))
	assert.Equal(t, "magdeburg:J8", e.Actions[1].Params["to"], "an action keeps the label as the game prints it")
	assert.Equal(t, "red", e.State.Control[mustHex(t, e, "magdeburg:J8")])
	_, controlled := e.State.Control[mustHex(t, e, "wewelsburg:J7")]
	assert.False(t, controlled, "control of one map's J8 is not the other's")

	legal, err := e.LegalActions()
	require.NoError(t, err)
	for _, a := range legal {
		if a.Kind == "move" && a.Params["unit"] == "m1" {
			at, err := e.Layout.Parse(a.Params["to"].(string))
			require.NoError(t, err)
			assert.Equal(t, "magdeburg", e.MapOf(at), "neighbours stay on the unit's map")
		}
	}

	rej, ok := engine.IsRejection(e.Submit(act("move", map[string]any{"unit": "w1", "to": "magdeburg:J9"})))
	require.True(t, ok)
	assert.Equal(t, "other_map", rej.Code)
}

func TestTwoMapsBadLabels(t *testing.T) {
	e := twoFronts(t, dice.NewSeeded(1))
	cases := []struct{ label, want string }{
		{"J8", `parameter "to": hex label "J8": 2 maps are in play (wewelsburg, magdeburg); name the map, as in "wewelsburg:J8"`},
		{"berlin:J8", `parameter "to": hex label "berlin:J8": no map "berlin" is in play; the maps are: wewelsburg, magdeburg`},
		{"magdeburg:Z8", `parameter "to": map "magdeburg": hex "Z8" is off the 16x12 map`},
		{"magdeburg:8J", `parameter "to": map "magdeburg": hex label "8J": must start with a column letter A-Z`},
	}
	for _, c := range cases {
		rej, ok := engine.IsRejection(e.Submit(act("move", map[string]any{"unit": "w1", "to": c.label})))
		require.True(t, ok, c.label)
		assert.Equal(t, engine.CodeOffMap, rej.Code)
		assert.Contains(t, rej.Error(), c.want)
	}
	_, err := e.Layout.Parse("J8")
	assert.ErrorIs(t, err, hex.ErrUnqualified)

	// a setup of two maps placing a unit at a plain label is refused at load, at its line
	fsys := fstest.MapFS{}
	for p, data := range map[string]string{
		"rulesets/twomaps/bad.hcl": "scenario \"bad\" {\n  title = \"Bad\"\n  maps = [\"wewelsburg\", \"magdeburg\"]\n  unit \"x\" {\n    type = \"trooper\"\n    side = \"red\"\n    at   = \"J7\"\n  }\n}\n",
	} {
		fsys[p] = &fstest.MapFile{Data: []byte(data)}
	}
	for _, name := range []string{"ruleset.hcl", "rules.hcl", "twomaps.lua"} {
		data, err := os.ReadFile("testdata/rulesets/twomaps/" + name)
		require.NoError(t, err)
		fsys["rulesets/twomaps/"+name] = &fstest.MapFile{Data: data}
	}
	_, err = game.Load(ruleset.Options{FS: fsys, Ruleset: "twomaps"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "bad.hcl:4,")
	assert.Contains(t, diagText(err), `hex label "J7": 2 maps are in play (wewelsburg, magdeburg)`)

	for _, bad := range []struct{ body, want string }{
		{`maps = ["wewelsburg", "wewelsburg"]`, "Duplicate map"},
		{`maps = ["wewelsburg", "berlin"]`, `no map "berlin"`},
		{"map = \"wewelsburg\"\n  maps = [\"magdeburg\"]", "Both maps and a map"},
		{`maps = []`, "No maps"},
	} {
		fsys["rulesets/twomaps/bad.hcl"] = &fstest.MapFile{Data: []byte("scenario \"bad\" {\n  title = \"Bad\"\n  " + bad.body + "\n}\n")}
		_, err = game.Load(ruleset.Options{FS: fsys, Ruleset: "twomaps"})
		require.Error(t, err, bad.body)
		assert.Contains(t, diagText(err), bad.want)
		assert.Contains(t, err.Error(), "bad.hcl:")
	}
}

func TestTwoMapsScriptsSeeEveryMap(t *testing.T) {
	e := twoFronts(t, dice.NewSeeded(1))
	require.NoError(t, e.Submit(act("survey", map[string]any{"a": "wewelsburg:J7", "b": "magdeburg:J7"})))
	r := e.Reports["survey"]
	assert.Equal(t, "wewelsburg,magdeburg", r["maps"])
	assert.Equal(t, "30x20", r["first"])
	assert.Equal(t, "16x12", r["second"])
	assert.EqualValues(t, 30, r["default"], "board() without a map is the first map")
	assert.Equal(t, "wewelsburg", r["map_a"])
	assert.Equal(t, "magdeburg", r["map_b"])
	assert.Equal(t, "out of reach", r["distance"], "hexes of two maps are infinitely far apart")
	assert.Contains(t, r["line"], "lie on different maps")
	assert.EqualValues(t, 19, r["near"])

	require.NoError(t, e.Submit(act("survey", map[string]any{"a": "magdeburg:A1", "b": "magdeburg:C1", "along": []any{"Magdeburg:b1", "wewelsburg:j7"}})))
	r = e.Reports["survey"]
	assert.EqualValues(t, 2, r["distance"])
	assert.EqualValues(t, 3, r["line"])
	assert.EqualValues(t, 8, r["near"], "within stops at the map's edge and never reaches another map")
	assert.Equal(t, "magdeburg:B1,wewelsburg:J7", r["along"], "hexes parameters arrive as the game writes them")
}

func TestTwoMapsKeepVarsPerMap(t *testing.T) {
	e := twoFronts(t, dice.NewScripted([]int{5, 6, 1, 4}))
	for _, at := range []string{"magdeburg:C3", "magdeburg:D3", "wewelsburg:C3", "wewelsburg:D3"} {
		require.NoError(t, e.Submit(act("shell", map[string]any{"at": at})))
	}
	assert.Equal(t, 2, e.State.MapVar("magdeburg", "fires"))
	assert.Equal(t, 1, e.State.MapVar("wewelsburg", "fires"))
	n, err := e.MapVar("magdeburg", "fires")
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	_, err = e.MapVar("berlin", "fires")
	assert.ErrorContains(t, err, `no map "berlin" is in play; the maps are: wewelsburg, magdeburg`)
	assert.ErrorIs(t, e.SetMapVar("magdeburg", "fires", 0), engine.ErrNotResolving)
	enc, err := e.State.Encode()
	require.NoError(t, err)
	assert.Contains(t, string(enc), `"map_vars":{"magdeburg":{"fires":2},"wewelsburg":{"fires":1}}`)
}

func TestTwoMapsSaveReplaysBitForBit(t *testing.T) {
	r := twoMapsRules(t, nil)
	e := twoFronts(t, dice.NewSeeded(1945))
	for _, a := range []engine.Action{
		act("move", map[string]any{"unit": "w1", "to": "wewelsburg:J8"}),
		act("shell", map[string]any{"at": "magdeburg:J7"}),
		act("move", map[string]any{"unit": "m1", "to": "magdeburg:J8"}),
		act("shell", map[string]any{"at": "wewelsburg:J9"}),
		act("shell", map[string]any{"at": "magdeburg:A2"}),
		act("end_turn", nil),
		act("move", map[string]any{"unit": "b1", "to": "magdeburg:B1"}),
	} {
		require.NoError(t, e.Submit(a))
	}
	var buf bytes.Buffer
	require.NoError(t, engine.WriteGame(&buf, e.Record("two-fronts", 1945, nil)))
	saved, err := engine.ReadGame(&buf)
	require.NoError(t, err)
	replayed, err := engine.Replay(r.RS, saved, script.Attacher(r.Prog, script.Options{}))
	require.NoError(t, err)
	want, err := e.State.Encode()
	require.NoError(t, err)
	got, err := replayed.State.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got))
	assert.Equal(t, e.Digests, replayed.Digests)
	assert.Equal(t, e.Log, replayed.Log)
}

func TestOneMapOfARulesetWithSeveralKeepsPlainLabels(t *testing.T) {
	e, err := twoMapsRules(t, nil).New(game.Config{Scenario: "one-front", Dice: dice.NewSeeded(1), Begin: true})
	require.NoError(t, err)
	assert.Equal(t, []string{"wewelsburg"}, e.Layout.Maps())
	assert.Equal(t, "J7", e.Label(e.State.Units["w1"].Hex))
	assert.Equal(t, hex.Hex{Q: 9, R: 2}, e.State.Units["w1"].Hex, "one map lies at the origin, as before")
	require.NoError(t, e.Submit(act("move", map[string]any{"unit": "w1", "to": "wewelsburg:J8"})))
	assert.Equal(t, "J8", e.Actions[0].Params["to"], "a qualified label of the one map reads, and prints plain")
	require.NoError(t, e.Submit(act("survey", map[string]any{"a": "J8", "b": "J9"})))
	assert.Equal(t, "wewelsburg", e.Reports["survey"]["maps"])
	assert.EqualValues(t, 1, e.Reports["survey"]["distance"])
}

// diagText is every diagnostic of a load error, summary and detail.
func diagText(err error) string {
	var diags hcl.Diagnostics
	if !errors.As(err, &diags) {
		return err.Error()
	}
	var b strings.Builder
	for _, d := range diags {
		fmt.Fprintf(&b, "%s: %s; %s\n", d.Subject, d.Summary, d.Detail)
	}
	return b.String()
}
