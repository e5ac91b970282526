package server

import (
	"encoding/json"
	"net/http"
	"strconv"
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPastViews steps through a game's log: each position shows the game
// as a fresh game shows it after as many actions, read only.
func TestPastViews(t *testing.T) {
	_, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(9)})
	n := c.playToEnd(tok, 8)
	require.Equal(t, 8, n)
	status, data := c.do("GET", "/api/games/"+tok.Game+"/export", tok.Host, nil)
	require.Equal(t, http.StatusOK, status)
	var rec engine.Game
	require.NoError(t, json.Unmarshal(data, &rec))

	for _, at := range []int{0, 3, 8, 5, 1} { // forward, back and forward again
		// a fresh game of the same seed, played up to the position
		again := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(9)})
		for _, a := range rec.Actions[:at] {
			c.act(again.Game, again.Host, a)
		}
		want := c.view(again.Game, again.Host)
		var v View
		c.call("GET", "/api/games/"+tok.Game+"?at="+strconv.Itoa(at), tok.Sides["blue"], nil, http.StatusOK, &v)
		assert.Equal(t, at, v.Position)
		assert.Equal(t, 8, v.Latest)
		assert.True(t, v.Replay)
		assert.Empty(t, v.Legal)
		assert.False(t, v.MayAct)
		assert.Equal(t, want.Units, v.Units, "at %d", at)
		assert.Equal(t, want.Log, v.Log, "at %d", at)
		assert.Equal(t, want.Turn, v.Turn, "at %d", at)
	}

	for _, at := range []string{"-1", "9", "x", "1e3"} {
		status, body := c.do("GET", "/api/games/"+tok.Game+"?at="+at, tok.Host, nil)
		assert.Equal(t, http.StatusBadRequest, status, "at=%s: %s", at, body)
	}
}

// TestFork: "what if" makes a new game of a game's beginning, with new
// seats, under its own rules or a mod; the game forked stays as it was.
func TestFork(t *testing.T) {
	_, ts := newTest(t, secretsProject)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "secrets", Seed: seed(2)})
	red, blue := tok.Sides["red"], tok.Sides["blue"]
	c.act(tok.Game, red, engine.Action{Kind: "end_turn"})
	c.act(tok.Game, blue, engine.Action{Kind: "end_turn"})
	c.act(tok.Game, red, engine.Action{Kind: "reveal", Params: map[string]any{"unit": "r2"}})
	fork := func(token string, req any, want int) Tokens {
		t.Helper()
		var out Tokens
		c.call("POST", "/api/games/"+tok.Game+"/fork", token, req, want, &out)
		return out
	}
	at := func(n int) *int { return &n }

	f := fork(tok.Host, ForkRequest{Position: at(2)}, http.StatusCreated)
	assert.NotEqual(t, tok.Game, f.Game)
	v := c.view(f.Game, f.Host)
	assert.Equal(t, 2, v.Position)
	assert.Equal(t, "red", v.ActingSide)
	var past View
	c.call("GET", "/api/games/"+tok.Game+"?at=2", tok.Host, nil, http.StatusOK, &past)
	assert.Equal(t, past.Units, v.Units)
	// the fork plays on otherwise; the game forked is untouched
	c.act(f.Game, f.Sides["red"], engine.Action{Kind: "concede"})
	assert.True(t, c.view(f.Game, f.Host).Over)
	assert.Equal(t, 3, c.view(tok.Game, tok.Host).Position)
	assert.False(t, c.view(tok.Game, tok.Host).Over)

	t.Run("under a mod", func(t *testing.T) {
		m := fork(tok.Host, ForkRequest{Position: at(2), Mods: &[]string{"no-reveal"}}, http.StatusCreated)
		var list []listed
		c.call("GET", "/api/games", "", nil, http.StatusOK, &list)
		for _, g := range list {
			if g.ID == m.Game {
				assert.Equal(t, []string{"no-reveal"}, g.Mods)
			}
		}
		status, body := c.do("POST", "/api/games/"+m.Game+"/actions", m.Sides["red"], ActionRequest{Position: at(2), Action: ActionPayload{Kind: "reveal", Params: map[string]any{"unit": "r2"}}})
		assert.Equal(t, http.StatusUnprocessableEntity, status, "%s", body)
		assert.Contains(t, string(body), "no_reveal")
	})

	for _, tt := range []struct {
		name, token string
		req         any
		status      int
		code        string
	}{
		{"a side's seat before the game is over", red, ForkRequest{Position: at(1)}, http.StatusForbidden, "not_host"},
		{"the spectator", tok.Spectator, ForkRequest{Position: at(1)}, http.StatusForbidden, "not_host"},
		{"no position", tok.Host, ForkRequest{}, http.StatusBadRequest, "malformed"},
		{"past the end", tok.Host, ForkRequest{Position: at(4)}, http.StatusBadRequest, "bad_position"},
		{"an unknown mod", tok.Host, ForkRequest{Position: at(1), Mods: &[]string{"nope"}}, http.StatusBadRequest, "bad_request"},
		{"a mod that refuses an action played", tok.Host, ForkRequest{Position: at(3), Mods: &[]string{"no-reveal"}}, http.StatusUnprocessableEntity, "fork_refused"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			status, body := c.do("POST", "/api/games/"+tok.Game+"/fork", tt.token, tt.req)
			assert.Equal(t, tt.status, status, "%s", body)
			var e apiError
			require.NoError(t, json.Unmarshal(body, &e))
			assert.Equal(t, tt.code, e.Code, "%s", body)
		})
	}

	// a side's seat forks the game once it is over
	c.act(tok.Game, red, engine.Action{Kind: "concede"})
	fork(blue, ForkRequest{Position: at(3)}, http.StatusCreated)
}
