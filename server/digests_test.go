package server

import (
	"bytes"
	"net/http"
	"testing"
	"time"

	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAnAutomatedSideActsFirst: in the frontier ruleset's sentry, grey (the
// ruleset's side) marches as play begins. The game is created with a digest
// for each of those first actions, so it exports a save that replays, is
// imported and forked, and is rebuilt from the database once out of memory.
func TestAnAutomatedSideActsFirst(t *testing.T) {
	s, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "frontier", Scenario: "sentry", Seed: seed(3)})
	require.NotContains(t, tok.Sides, "grey", "the ruleset plays grey: no seat")
	v := c.view(tok.Game, tok.Sides["red"])
	require.Equal(t, 2, v.Position, "grey marched and handed the turn on")
	assert.Equal(t, "red", v.ActiveSide)

	export := func(game, token string) ([]byte, engine.Game) {
		t.Helper()
		status, data := c.do("GET", "/api/games/"+game+"/export", token, nil)
		require.Equal(t, http.StatusOK, status, "%s", data)
		rec, err := engine.ReadGame(bytes.NewReader(data))
		require.NoError(t, err)
		return data, rec
	}
	saved, rec := export(tok.Game, tok.Host)
	require.Len(t, rec.Digests, 2)
	assert.True(t, rec.Actions[0].Auto)

	var imported Tokens
	c.call("POST", "/api/games/import", "", saved, http.StatusCreated, &imported)
	again, _ := export(imported.Game, imported.Host)
	assert.Equal(t, string(saved), string(again))

	c.act(tok.Game, tok.Sides["red"], engine.Action{Kind: "end_turn"})
	assert.Equal(t, 5, c.view(tok.Game, tok.Host).Position, "red handed on; grey marched and handed back")
	_, rec = export(tok.Game, tok.Host)
	require.Len(t, rec.Digests, 5)

	var forked Tokens
	c.call("POST", "/api/games/"+tok.Game+"/fork", tok.Host, ForkRequest{Position: new(2)}, http.StatusCreated, &forked)
	assert.Equal(t, 2, c.view(forked.Game, forked.Host).Position)

	require.Positive(t, s.unloadIdle(time.Now().Add(s.opts.Idle+time.Second)))
	assert.Equal(t, 5, c.view(tok.Game, tok.Host).Position, "rebuilt from the database")
}
