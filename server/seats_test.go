package server

import (
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSeatsListOnlyTheirOwnActions: in the Graveyard's setup no side is
// active and every side buys; each seat is offered its own purchases, not
// another side's, and one seat's end_phase ends the setup for its side
// alone.
func TestSeatsListOnlyTheirOwnActions(t *testing.T) {
	_, ts := newTest(t, "..")
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "heart-of-darkness", Scenario: "graveyard", Seed: seed(1)})
	v := c.view(tok.Game, tok.Host)
	require.Equal(t, "setup", v.Phase)
	require.Empty(t, v.ActingSide, "no side is to act in the setup")
	buys := func(v View) map[string]bool {
		sides := map[string]bool{}
		for _, a := range v.Legal {
			if a.Kind == "buy" {
				sides[a.Params["side"].(string)] = true
			}
		}
		return sides
	}
	assert.Equal(t, map[string]bool{"reich": true, "black-hand": true}, buys(v), "the hot seat buys for every side")
	for _, side := range []string{"reich", "black-hand"} {
		mine := c.view(tok.Game, tok.Sides[side])
		assert.Equal(t, map[string]bool{side: true}, buys(mine), "%s's seat", side)
		for _, a := range mine.Legal {
			if u, ok := a.Params["unit"].(string); ok {
				for _, uv := range mine.Units {
					if uv.ID == u {
						assert.Equal(t, side, uv.Side, "%v", a)
					}
				}
			}
		}
	}
	c.act(tok.Game, tok.Sides["reich"], engine.Action{Kind: "end_phase"})
	v = c.view(tok.Game, tok.Host)
	assert.Equal(t, "setup", v.Phase, "the Black Hand still buys")
	assert.Empty(t, c.view(tok.Game, tok.Sides["reich"]).Legal, "reich has ended its setup")
	assert.Equal(t, map[string]bool{"black-hand": true}, buys(c.view(tok.Game, tok.Sides["black-hand"])))
	c.act(tok.Game, tok.Sides["black-hand"], engine.Action{Kind: "end_phase"})
	assert.NotEqual(t, "setup", c.view(tok.Game, tok.Host).Phase, "every side has ended it")
}
