package server

import (
	"encoding/json"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// secretsProject holds the secrets ruleset: a red scout carrying a hidden
// mine kit and in a hidden ambush, a red ghost its enemies do not see until
// it is spotted, hidden plans in red's holdings, blue's markers in the cup
// hidden from others, and mines on the map hidden from all.
const secretsProject = "testdata"

// seen is what a seat's view shows of the secrets.
type seen struct {
	Units     []string
	Carries   []string // r1's
	Statuses  []string // r1's
	Markers   []string
	Cup       []string
	CupHidden int
	Holdings  map[string]map[string]int
}

func seenIn(v View) seen {
	s := seen{Cup: v.Cup, CupHidden: v.CupHidden, Holdings: v.Holdings}
	for _, u := range v.Units {
		s.Units = append(s.Units, u.ID)
		if u.ID == "r1" {
			s.Carries, s.Statuses = u.Carries, u.Statuses
		}
	}
	for _, m := range v.Maps {
		for _, h := range m.Hexes {
			for _, mk := range h.Markers {
				s.Markers = append(s.Markers, h.Label+" "+mk.Kind)
			}
		}
	}
	return s
}

func TestHiddenInformation(t *testing.T) {
	_, ts := newTest(t, secretsProject)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "secrets", Seed: seed(1)})
	g := "/api/games/" + tok.Game
	red, blue := tok.Sides["red"], tok.Sides["blue"]
	public := map[string]map[string]int{"red": {"supply": 3}, "blue": {"supply": 2}}
	everything := map[string]map[string]int{"red": {"supply": 3, "plans": 1}, "blue": {"supply": 2}}

	t.Run("views", func(t *testing.T) {
		for _, tt := range []struct {
			seat, token string
			want        seen
		}{
			{"red", red, seen{[]string{"b1", "r1", "r2"}, []string{"rifle", "mine-kit"}, []string{"ambushing"}, []string{"B2 smoke"}, []string{"red-1"}, 2, everything}},
			{"blue", blue, seen{[]string{"b1", "r1"}, []string{"rifle"}, nil, []string{"B2 smoke"}, []string{"blue-1", "blue-1", "red-1"}, 0, public}},
			{"host", tok.Host, seen{[]string{"b1", "r1", "r2"}, []string{"rifle", "mine-kit"}, []string{"ambushing"}, []string{"B2 smoke"}, []string{"blue-1", "blue-1", "red-1"}, 0, everything}},
			{"spectator", tok.Spectator, seen{[]string{"b1", "r1"}, []string{"rifle"}, nil, []string{"B2 smoke"}, []string{"red-1"}, 2, public}},
		} {
			t.Run(tt.seat, func(t *testing.T) {
				assert.Equal(t, tt.want, seenIn(c.view(tok.Game, tt.token)))
			})
		}
	})

	t.Run("what the rules report and the windows they open", func(t *testing.T) {
		res := c.act(tok.Game, red, engine.Action{Kind: "signal", Params: map[string]any{"unit": "r2"}})
		assert.Equal(t, map[string]any{"unit": "r2"}, res.Accepted[0].Params, "red sees its own action")
		them, us := c.view(tok.Game, blue), c.view(tok.Game, red)
		require.NotNil(t, them.Interrupt)
		assert.Equal(t, map[string]any{"seen": []any{}}, them.Interrupt.Context)
		assert.Equal(t, map[string]any{"unit": "r2", "seen": []any{"r2"}}, us.Interrupt.Context)
		assert.Equal(t, map[string]any{"side": "red"}, them.Reports["signal"], "the fields naming r2 are withheld")
		assert.Equal(t, "r2", us.Reports["signal"]["from"])
		said := func(v View) bool {
			return slices.ContainsFunc(v.Log, func(e engine.LogEntry) bool { return e.Text == "r2 signals to its side" })
		}
		assert.True(t, said(us))
		assert.False(t, said(them), "a log line names a unit blue cannot see")
		c.act(tok.Game, blue, engine.Action{Kind: engine.ActionPass})
	})
	t.Run("a log line naming a unit's hidden kit", func(t *testing.T) {
		res := c.act(tok.Game, red, engine.Action{Kind: "signal", Params: map[string]any{"unit": "r1"}})
		kit := func(log []engine.LogEntry) bool {
			return slices.ContainsFunc(log, func(e engine.LogEntry) bool { return e.Text == "r1 signals with its mine-kit" })
		}
		assert.True(t, kit(res.Log), "red reads its own line")
		assert.True(t, kit(c.view(tok.Game, red).Log))
		them := c.view(tok.Game, blue)
		assert.False(t, kit(them.Log), "r1 is seen, its mine kit is not")
		assert.True(t, slices.ContainsFunc(them.Log, func(e engine.LogEntry) bool { return e.Text == "r1 signals to its side" }), "a line naming only r1 stays")
		c.act(tok.Game, blue, engine.Action{Kind: engine.ActionPass})
	})
	c.act(tok.Game, red, engine.Action{Kind: "end_turn"})
	t.Run("the log's replay", func(t *testing.T) {
		var v View
		c.call("GET", g+"?at=0", blue, nil, http.StatusOK, &v)
		assert.Equal(t, []string{"b1", "r1"}, seenIn(v).Units)
		assert.Equal(t, []string{"rifle"}, seenIn(v).Carries)
	})
	t.Run("odds leave out what the seat cannot see", func(t *testing.T) {
		q := g + "/odds?action=" + url.QueryEscape(`{"kind":"spot","params":{"unit":"b1","target":"r1"}}`)
		var theirs, all engine.Odds
		c.call("GET", q, blue, nil, http.StatusOK, &theirs)
		c.call("GET", q, tok.Host, nil, http.StatusOK, &all)
		assert.Contains(t, all.Units, "r2")
		assert.InDelta(t, 1.0/6, all.Units["r2"].Statuses["spotted"].P, 1e-9)
		assert.NotContains(t, theirs.Units, "r2")
		assert.Equal(t, all.Units["r1"], theirs.Units["r1"])
		for _, out := range theirs.Outcomes {
			assert.NotContains(t, out.Units, "r2")
			assert.NotEqual(t, "r2", out.Reports["spot"]["first"])
		}
		for _, v := range theirs.Reports["spot"]["first"] {
			assert.NotEqual(t, "r2", v.Value)
		}
		assert.Contains(t, mustJSON(t, all), `"r2"`)
		assert.NotContains(t, mustJSON(t, theirs), `"r2"`)

		// blue's ambush is hidden from the others, the spectator too
		var watched engine.Odds
		c.call("GET", q, tok.Spectator, nil, http.StatusOK, &watched)
		assert.InDelta(t, 1.0/6, all.Units["b1"].Statuses["ambushing"].P, 1e-9)
		assert.Equal(t, all.Units["b1"].Statuses["ambushing"], theirs.Units["b1"].Statuses["ambushing"], "blue sees its own")
		assert.NotContains(t, watched.Units, "b1", "nothing the spectator sees changes b1")
		assert.NotContains(t, mustJSON(t, watched), "ambushing")
		require.Len(t, watched.Outcomes, 1, "outcomes that differ only by the hidden ambush are one")
		assert.InDelta(t, 1.0, watched.Outcomes[0].P, 1e-9)
		assert.InDelta(t, 1.0, watched.Units["r1"].Statuses["spotted"].P, 1e-9)
	})
	t.Run("blue's legal actions name no hidden unit", func(t *testing.T) {
		v := c.view(tok.Game, blue)
		require.NotEmpty(t, v.Legal)
		for _, a := range v.Legal {
			assert.NotEqual(t, "r2", a.Params["target"], "%v", a)
		}
		assert.Contains(t, v.Legal, engine.Action{Kind: "spot", Params: map[string]any{"unit": "b1", "target": "r1"}})
	})

	// every endpoint that takes an action, with seats that cannot see r2:
	// refused as a unit that does not exist is
	spot := func(target string) ActionPayload {
		return ActionPayload{Kind: "spot", Params: map[string]any{"unit": "b1", "target": target}}
	}
	odds := func(p ActionPayload) string { return g + "/odds?action=" + url.QueryEscape(mustJSON(t, p)) }
	pos := c.view(tok.Game, blue).Position
	refusal := func(status int, body []byte) apiError {
		var e apiError
		require.NoError(t, json.Unmarshal(body, &e), "%s", body)
		assert.Equal(t, http.StatusUnprocessableEntity, status, "%s", body)
		return e
	}
	for _, tt := range []struct {
		name, method, token string
		path                func(ActionPayload) string
		body                func(ActionPayload) any
	}{
		{"blue acts on it", "POST", blue, func(ActionPayload) string { return g + "/actions" }, func(p ActionPayload) any { return ActionRequest{Position: &pos, Action: p} }},
		{"blue weighs it", "GET", blue, odds, func(ActionPayload) any { return nil }},
		{"the spectator weighs it", "GET", tok.Spectator, odds, func(ActionPayload) any { return nil }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			hidden := refusal(c.do(tt.method, tt.path(spot("r2")), tt.token, tt.body(spot("r2"))))
			none := refusal(c.do(tt.method, tt.path(spot("r9")), tt.token, tt.body(spot("r9"))))
			assert.Equal(t, engine.CodeNoSuchUnit, hidden.Code)
			assert.Equal(t, none.Code, hidden.Code)
			assert.Equal(t, none.Message, strings.ReplaceAll(hidden.Message, "r2", "r9"))
		})
	}
	t.Run("blue acts on it at a stale position", func(t *testing.T) {
		stale := pos - 1
		body := func(target string) any { return ActionRequest{Position: &stale, Action: spot(target)} }
		status, hidden := c.do("POST", g+"/actions", blue, body("r2"))
		_, none := c.do("POST", g+"/actions", blue, body("r9"))
		assert.Equal(t, http.StatusConflict, status)
		assert.Equal(t, string(none), string(hidden), "the answers tell the hidden unit from none")
	})
	assert.Equal(t, pos, c.view(tok.Game, tok.Host).Position, "a refused action moved the game")

	// what the rules reveal, the seats see
	c.act(tok.Game, blue, engine.Action{Kind: "end_turn"})
	c.act(tok.Game, red, engine.Action{Kind: "reveal", Params: map[string]any{"unit": "r2"}})
	c.act(tok.Game, red, engine.Action{Kind: "reveal", Params: map[string]any{"unit": "r1"}})
	s := seenIn(c.view(tok.Game, blue))
	assert.Equal(t, []string{"b1", "r1", "r2"}, s.Units)
	assert.Equal(t, []string{"rifle", "mine-kit"}, s.Carries)
	assert.Equal(t, []string{"spotted"}, s.Statuses, "ambushing is hidden from others, revealed or not")

	// once the game is over, nothing is hidden, now or in the log's replay
	c.act(tok.Game, red, engine.Action{Kind: "concede"})
	s = seenIn(c.view(tok.Game, tok.Spectator))
	assert.Equal(t, []string{"ambushing", "spotted"}, s.Statuses)
	assert.Equal(t, []string{"B2 smoke", "C3 mines"}, s.Markers)
	assert.Equal(t, everything, s.Holdings)
	assert.Zero(t, s.CupHidden)
	var past View
	c.call("GET", g+"?at=0", tok.Spectator, nil, http.StatusOK, &past)
	assert.Equal(t, []string{"b1", "r1", "r2"}, seenIn(past).Units)
}

// The least roll with an effect is found from every change: a seat that
// misses some of them learns none, lest it tell what a hidden one needs.
func TestOddsWithholdWhatAHiddenChangeNeeds(t *testing.T) {
	r, err := game.Load(ruleset.Options{FS: os.DirFS(secretsProject), Ruleset: "secrets"})
	require.NoError(t, err)
	e, err := r.New(game.Config{Scenario: "ambush", Dice: dice.NewSeeded(1)})
	require.NoError(t, err)
	need := &engine.Need{Dice: "1d6", AtLeast: 6, Chance: engine.Probability{P: 1.0 / 6}, Purpose: "spot"}
	odds := func(gained map[string][]string) *engine.Odds {
		hit := engine.Outcome{Probability: engine.Probability{P: 1.0 / 6}, Units: map[string]engine.UnitChange{}}
		for id, statuses := range gained {
			hit.Units[id] = engine.UnitChange{StatusesGained: statuses}
		}
		return &engine.Odds{Needs: need, Outcomes: []engine.Outcome{hit, {Probability: engine.Probability{P: 5.0 / 6}}}}
	}
	tests := []struct {
		name   string
		viewer engine.Viewer
		gained map[string][]string
		keeps  bool
	}{
		{"a change the seat sees", engine.Viewer{Side: "blue"}, map[string][]string{"r1": {"spotted"}}, true},
		{"a unit hidden from the seat", engine.Viewer{Side: "blue"}, map[string][]string{"r1": {"spotted"}, "r2": {"spotted"}}, false},
		{"a status hidden from the seat", engine.Viewer{Side: "red"}, map[string][]string{"b1": {"ambushing"}}, false},
		{"the seat's own hidden status", engine.Viewer{Side: "blue"}, map[string][]string{"b1": {"ambushing"}}, true},
		{"the host sees all", engine.Viewer{Host: true}, map[string][]string{"r2": {"spotted"}, "b1": {"ambushing"}}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := sight{e: e, v: tt.viewer}.odds(odds(tt.gained))
			if tt.keeps {
				assert.Equal(t, need, got.Needs)
			} else {
				assert.Nil(t, got.Needs)
			}
		})
	}
}
