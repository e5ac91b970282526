package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
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

	// the same move again, then red ends its turn by mistake: blue is to
	// act, and red takes the end back while blue has not acted
	c.act(tok.Game, red, move("a1", "A2"))
	c.act(tok.Game, red, engine.Action{Kind: "end_turn"})
	require.Equal(t, "blue", c.view(tok.Game, blue).ActingSide)
	status, _ = undo(red, 2)
	require.Equal(t, http.StatusOK, status)
	assert.Equal(t, "red", c.view(tok.Game, red).ActingSide)
	// once blue has acted, red's end of turn stands
	c.act(tok.Game, red, engine.Action{Kind: "end_turn"})
	c.act(tok.Game, blue, engine.Action{Kind: "end_turn"})
	status, e = undo(red, 3)
	assert.Equal(t, http.StatusForbidden, status)
	assert.Equal(t, "not_yours", e.Code)
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

// TestUndoOwnAction: a seat takes back its own last action when what came
// after it was no act of the opponent's: a move whose reaction windows the
// opponent passed up (castle-road), and a dice-free purchase in a setup no
// side is to act in (the Graveyard).
func TestUndoOwnAction(t *testing.T) {
	s, ts := newTest(t, "..")
	c := client{t, ts.URL}
	undo := func(game, token string) View {
		t.Helper()
		var v View
		pos := c.view(game, token).Position
		c.call("POST", "/api/games/"+game+"/undo", token, UndoRequest{Position: &pos}, http.StatusOK, &v)
		return v
	}
	t.Run("a move whose windows were passed", func(t *testing.T) {
		tok := c.create(CreateRequest{Ruleset: "base", Seed: seed(1)})
		v := c.view(tok.Game, tok.Host)
		for _, a := range v.Legal {
			if actor(v, a) == "" {
				c.act(tok.Game, tok.Host, a) // the step before the first move
				break
			}
		}
		v = c.view(tok.Game, tok.Host)
		mover := v.ActingSide
		before := v.Position
		move := openingMove(t, s, c, tok.Game, tok.Host, v)
		c.act(tok.Game, tok.Sides[mover], move)
		reactor := ""
		for v = c.view(tok.Game, tok.Host); v.Interrupt != nil && v.Interrupt.Side != mover; v = c.view(tok.Game, tok.Host) {
			reactor = v.Interrupt.Side
			c.act(tok.Game, tok.Sides[reactor], engine.Action{Kind: engine.ActionPass})
		}
		require.NotEmpty(t, reactor, "the move opened no window")
		assert.True(t, c.view(tok.Game, tok.Sides[mover]).CanUndo)
		assert.False(t, c.view(tok.Game, tok.Sides[reactor]).CanUndo, "not the opponent's to take back")
		assert.Equal(t, before, undo(tok.Game, tok.Sides[mover]).Position)
	})
	t.Run("a purchase in the setup", func(t *testing.T) {
		tok := c.create(CreateRequest{Ruleset: "heart-of-darkness", Scenario: "graveyard", Seed: seed(1)})
		reich := tok.Sides["reich"]
		v := c.view(tok.Game, reich)
		i := slices.IndexFunc(v.Legal, func(a engine.Action) bool { return a.Kind == "buy" })
		require.GreaterOrEqual(t, i, 0)
		c.act(tok.Game, reich, v.Legal[i])
		assert.True(t, c.view(tok.Game, reich).CanUndo)
		assert.False(t, c.view(tok.Game, tok.Sides["black-hand"]).CanUndo)
		status, _ := c.do("POST", "/api/games/"+tok.Game+"/undo", tok.Sides["black-hand"], UndoRequest{Position: &[]int{v.Position + 1}[0]})
		assert.Equal(t, http.StatusForbidden, status, "black-hand takes back reich's purchase")
		assert.Equal(t, v.Position, undo(tok.Game, reich).Position)
	})
}
