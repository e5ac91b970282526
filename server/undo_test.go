package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestUndo: the side to act takes back its last action while no die was
// rolled for it; the log's new end is what the database holds.
func TestUndo(t *testing.T) {
	s, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(4)})
	red, blue := tok.Sides["red"], tok.Sides["blue"]
	undo := func(token string, pos int) (int, apiError) {
		status, body := c.do("POST", "/api/games/"+tok.Game+"/undo", token, UndoRequest{Position: &pos})
		var e apiError
		if status != http.StatusOK {
			require.NoError(t, json.Unmarshal(body, &e), "%s", body)
		}
		return status, e
	}
	start := c.view(tok.Game, red)

	status, e := undo(red, 0)
	assert.Equal(t, http.StatusConflict, status)
	assert.Equal(t, "nothing_to_undo", e.Code)

	c.act(tok.Game, red, move("a1", "A2"))
	for _, tt := range []struct {
		name, token string
		pos, status int
		code        string
	}{
		{"blue takes back red's move", blue, 1, http.StatusForbidden, "not_yours"},
		{"the spectator", tok.Spectator, 1, http.StatusForbidden, "spectator"},
		{"a stale position", red, 0, http.StatusConflict, "stale_position"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			status, e := undo(tt.token, tt.pos)
			assert.Equal(t, tt.status, status)
			assert.Equal(t, tt.code, e.Code)
		})
	}
	status, _ = undo(red, 1)
	require.Equal(t, http.StatusOK, status)
	v := c.view(tok.Game, red)
	assert.Equal(t, 0, v.Position)
	assert.Equal(t, start.Units, v.Units)
	stored, err := s.store.load(t.Context(), tok.Game)
	require.NoError(t, err)
	assert.Empty(t, stored.Record.Actions)
	status, _ = undo(red, 1)
	assert.Equal(t, http.StatusConflict, status, "the undo replayed")

	// the same move again, then red's turn ends: blue is to act now
	c.act(tok.Game, red, move("a1", "A2"))
	c.act(tok.Game, red, engine.Action{Kind: "end_turn"})
	pos := c.view(tok.Game, blue).Position
	status, e = undo(red, pos)
	assert.Equal(t, http.StatusConflict, status)
	assert.Equal(t, "not_to_act", e.Code)
}

// TestUndoAfterDice: an action that rolled dice stands.
func TestUndoAfterDice(t *testing.T) {
	_, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(4)})
	c.act(tok.Game, tok.Sides["red"], c.inRange(tok))
	v := c.view(tok.Game, tok.Sides["red"])
	require.Equal(t, "red", v.ActingSide)
	status, body := c.do("POST", "/api/games/"+tok.Game+"/undo", tok.Sides["red"], UndoRequest{Position: &v.Position})
	assert.Equal(t, http.StatusConflict, status)
	assert.Contains(t, string(body), "dice_rolled")
	assert.Equal(t, v.Position, c.view(tok.Game, tok.Host).Position)
}

// TestUndoRewritesThePast: after an undo and another move, a look back
// at the log shows the move taken, not the one taken back, though as many
// actions were played.
func TestUndoRewritesThePast(t *testing.T) {
	_, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(4)})
	red := tok.Sides["red"]
	at := func(pos int) string {
		var v View
		c.call("GET", fmt.Sprintf("/api/games/%s?at=%d", tok.Game, pos), red, nil, http.StatusOK, &v)
		for _, u := range v.Units {
			if u.ID == "a1" {
				return u.Hex
			}
		}
		return ""
	}
	c.act(tok.Game, red, move("a1", "A2"))
	require.Equal(t, "A2", at(1), "the look back follows the game")
	pos := 1
	status, body := c.do("POST", "/api/games/"+tok.Game+"/undo", red, UndoRequest{Position: &pos})
	require.Equal(t, http.StatusOK, status, "%s", body)
	c.act(tok.Game, red, move("a1", "B2"))
	assert.Equal(t, "B2", at(1), "the look back follows the new line of play")
}
