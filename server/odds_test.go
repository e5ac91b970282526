package server

import (
	"net/http"
	"net/url"
	"slices"
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOddsCover: the odds say which part of an action they cover and
// which rolls. Each play ends where the action stops for a reaction
// window, so a move the enemy may fire on is weighed up to that window,
// dice-free; moving fire after the move, the same, its shot left to the
// window's answer; before the move, the shot, then the stop; an action
// that runs to its end stops nowhere.
func TestOddsCover(t *testing.T) {
	srv, ts := newTest(t, "..")
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "base", Scenario: "castle-road", Seed: seed(1)})
	v := c.view(tok.Game, tok.Host)
	draw := v.Legal[slices.IndexFunc(v.Legal, func(a engine.Action) bool { return actor(v, a) == "" })]
	weigh := func(a engine.Action) oddsAnswer {
		t.Helper()
		var o oddsAnswer
		c.call("GET", "/api/games/"+tok.Game+"/odds?action="+url.QueryEscape(mustJSON(t, ActionPayload{Kind: a.Kind, Params: a.Params})), tok.Host, nil, http.StatusOK, &o)
		require.NotNil(t, o.Odds)
		return o
	}
	assert.Nil(t, weigh(draw).Stops, "%s plays to its end", draw.String())
	c.act(tok.Game, tok.Host, draw)

	v = c.view(tok.Game, tok.Host)
	move := openingMove(t, srv, c, tok.Game, tok.Host, v)
	o := weigh(move)
	assert.Equal(t, 1, o.Runs, "no die before the window")
	assert.Empty(t, o.Rolls)
	require.NotNil(t, o.Stops, "%s stops for a window", move.String())
	assert.InDelta(t, 1, o.Stops.P, 1e-9)
	require.Len(t, o.Stops.Windows, 1)
	w := o.Stops.Windows[0]
	assert.NotEqual(t, v.ActingSide, w.Side, "the enemy's window")
	assert.NotEmpty(t, w.Actions)
	assert.NotEmpty(t, w.Context, "where it stops")

	// moving fire: after the move, the odds stop at the window the move
	// opens, the shot not yet fired; before it, the shot is weighed and
	// then the move stops where the enemy may answer it
	stopped := map[string]bool{}
	for _, a := range v.Legal {
		if a.Params["moving"] == nil {
			continue
		}
		o := weigh(a)
		if o.Stops == nil || o.Stops.P < 1 {
			continue
		}
		when := a.Params["moving"].(string)
		stopped[when] = true
		if when == "after" {
			assert.Equal(t, 1, o.Runs, "%s: the shot after the move is not in the odds", a.String())
			assert.Empty(t, o.Rolls, "%s rolls nothing before the window", a.String())
		} else {
			assert.Greater(t, o.Runs, 1, "%s: the shot before the move is", a.String())
			assert.NotEmpty(t, o.Rolls, "%s: the shot's roll", a.String())
		}
	}
	assert.True(t, stopped["after"], "no moving fire after a move stops for a window")
	assert.True(t, stopped["before"], "no moving fire before a move stops for a window")
}
