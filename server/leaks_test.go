package server

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The side doors a hostile client, a curious opponent and a careless mod
// found, one by one, on the secrets ruleset: r2 is a red ghost blue cannot
// see, r1 a red scout whose Mine Kit blue cannot see.

// answer is what a request gets: its status and its body.
type answer struct {
	status int
	body   string
}

func (c client) answer(method, path, token string, body any) answer {
	status, data := c.do(method, path, token, body)
	return answer{status, string(data)}
}

// TestErrorsTellNoHiddenUnit: whatever else is wrong with a request, one
// naming a unit the seat cannot see is answered as one naming no unit.
func TestErrorsTellNoHiddenUnit(t *testing.T) {
	_, ts := newTest(t, secretsProject)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "secrets", Seed: seed(1)})
	g := "/api/games/" + tok.Game
	c.act(tok.Game, tok.Sides["red"], engine.Action{Kind: "end_turn"})
	blue := tok.Sides["blue"]
	pos := c.view(tok.Game, blue).Position
	for _, tt := range []struct {
		name   string
		params func(id string) map[string]any
	}{
		{"an unknown parameter", func(id string) map[string]any { return map[string]any{"unit": "b1", "target": id, "range": 3} }},
		{"a missing parameter", func(id string) map[string]any { return map[string]any{"unit": id} }},
		{"a list where a unit goes", func(id string) map[string]any { return map[string]any{"unit": "b1", "target": []any{id}} }},
		{"a number where a unit goes", func(id string) map[string]any { return map[string]any{"unit": id, "target": 7} }},
		{"a plain refusal", func(id string) map[string]any { return map[string]any{"unit": "b1", "target": id} }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			for _, channel := range []struct {
				name   string
				token  string
				method string
				path   func(ActionPayload) string
				body   func(ActionPayload) any
			}{
				{"action", blue, "POST", func(ActionPayload) string { return g + "/actions" }, func(p ActionPayload) any { return ActionRequest{Position: &pos, Action: p} }},
				{"odds", blue, "GET", func(p ActionPayload) string { return g + "/odds?action=" + url.QueryEscape(mustJSON(t, p)) }, func(ActionPayload) any { return nil }},
				{"spectator's odds", tok.Spectator, "GET", func(p ActionPayload) string { return g + "/odds?action=" + url.QueryEscape(mustJSON(t, p)) }, func(ActionPayload) any { return nil }},
			} {
				t.Run(channel.name, func(t *testing.T) {
					p := func(id string) ActionPayload { return ActionPayload{Kind: "spot", Params: tt.params(id)} }
					hidden := channel.path(p("r2"))
					none := channel.path(p("r9"))
					got := c.answer(channel.method, hidden, channel.token, channel.body(p("r2")))
					want := c.answer(channel.method, none, channel.token, channel.body(p("r9")))
					assert.NotEqual(t, http.StatusOK, got.status, got.body)
					assert.Equal(t, want.status, got.status)
					assert.Equal(t, want.body, strings.ReplaceAll(got.body, "r2", "r9"))
				})
			}
		})
	}
	assert.Equal(t, pos, c.view(tok.Game, tok.Host).Position, "a refused action moved the game")
}

// TestOddsWeighOnlyWhatTheSeatSees: a spectator asking whether r1 could
// drop its Mine Kit learns what it would of an item r1 does not carry.
func TestOddsWeighOnlyWhatTheSeatSees(t *testing.T) {
	_, ts := newTest(t, secretsProject)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "secrets", Seed: seed(1)})
	g := "/api/games/" + tok.Game
	odds := func(token, item string) answer {
		p := ActionPayload{Kind: "drop", Params: map[string]any{"unit": "r1", "item": item}}
		return c.answer("GET", g+"/odds?action="+url.QueryEscape(mustJSON(t, p)), token, nil)
	}
	kit, rope := odds(tok.Spectator, "mine-kit"), odds(tok.Spectator, "rope")
	assert.Equal(t, http.StatusUnprocessableEntity, kit.status, kit.body)
	assert.Equal(t, rope.status, kit.status)
	assert.Equal(t, rope.body, strings.ReplaceAll(kit.body, "mine-kit", "rope"))
	assert.Equal(t, http.StatusOK, odds(tok.Sides["red"], "mine-kit").status, "red weighs dropping its own kit")
	assert.Equal(t, http.StatusOK, odds(tok.Host, "mine-kit").status)
}

// TestWhatTheRulesSayIsAddressed: log lines, reports, values and accepted
// actions reach only the seats that may read them, whatever case or name
// they use.
func TestWhatTheRulesSayIsAddressed(t *testing.T) {
	_, ts := newTest(t, secretsProject)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "secrets", Seed: seed(1)})
	red, blue := tok.Sides["red"], tok.Sides["blue"]
	said := func(log []engine.LogEntry, text string) bool {
		return slices.ContainsFunc(log, func(e engine.LogEntry) bool { return e.Text == text })
	}

	res := c.act(tok.Game, red, engine.Action{Kind: "raise"})
	assert.True(t, said(res.Log, "Ghost 7 rises from the ground"), "red reads its own lines")
	assert.True(t, said(res.Log, "r1 buries its Mine Kit"))
	for _, token := range []string{blue, tok.Spectator} {
		v := c.view(tok.Game, token)
		assert.False(t, said(v.Log, "Ghost 7 rises from the ground"), "an id in capitals and with a space is still an id")
		assert.False(t, said(v.Log, "r1 buries its Mine Kit"), "an item named by its name is still the item")
		assert.NotContains(t, mustJSON(t, v.Units), "Ghost 7")
	}
	for _, line := range []string{"the ground trembles", "red counts its supply"} {
		assert.True(t, said(res.Log, line), "red reads a line addressed to it")
		assert.False(t, said(c.view(tok.Game, blue).Log, line), "a line about Ghost 7, a line to red alone")
		assert.False(t, said(c.view(tok.Game, tok.Spectator).Log, line))
	}
	host := c.view(tok.Game, tok.Host)
	assert.True(t, said(host.Log, "Ghost 7 rises from the ground"), "the hot seat reads what any side reads")
	assert.True(t, said(host.Log, "red counts its supply"))

	res = c.act(tok.Game, red, engine.Action{Kind: "signal", Params: map[string]any{"unit": "r1"}})
	require.NotEmpty(t, res.Values)
	assert.Equal(t, "mine-kit", c.view(tok.Game, red).Reports["signal"]["kit"])
	them := c.view(tok.Game, blue)
	assert.NotContains(t, them.Reports["signal"], "kit", "a report field naming r1's hidden kit")
	assert.Equal(t, "r1", them.Reports["signal"]["from"], "r1 itself is seen")
	c.act(tok.Game, blue, engine.Action{Kind: engine.ActionPass})

	res = c.act(tok.Game, red, engine.Action{Kind: "signal", Params: map[string]any{"unit": "r2"}})
	require.NotEmpty(t, res.Values, "red sees the value it computed")
	v := c.view(tok.Game, red)
	require.NotEmpty(t, v.Values)
	assert.Empty(t, c.view(tok.Game, blue).Values, "a value naming r2")
	assert.Empty(t, c.view(tok.Game, tok.Spectator).Values)
}

// TestSideDoorsOfTheView: undo's refusal and the rules a view cites tell
// blue nothing of what red did out of its sight.
func TestSideDoorsOfTheView(t *testing.T) {
	_, ts := newTest(t, secretsProject)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "secrets", Seed: seed(1)})
	g := "/api/games/" + tok.Game
	blue := tok.Sides["blue"]
	before := c.view(tok.Game, blue)
	assert.NotContains(t, before.Rules, "x.hidden")

	c.act(tok.Game, tok.Sides["red"], engine.Action{Kind: "raise"})
	v := c.view(tok.Game, blue)
	assert.NotContains(t, v.Rules, "x.hidden", "a rule cited only by lines blue may not read")
	assert.Contains(t, c.view(tok.Game, tok.Sides["red"]).Rules, "x.hidden")

	pos := v.Position
	got := c.answer("POST", g+"/undo", blue, map[string]any{"position": pos})
	assert.Equal(t, http.StatusForbidden, got.status)
	assert.NotContains(t, got.body, "raise", "undo names red's hidden action")
	assert.Contains(t, got.body, "not_yours")
}
