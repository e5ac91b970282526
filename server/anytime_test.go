package server

import (
	"net/http"
	"slices"
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A seat out of turn is offered, and may take, the any-time actions of the
// rules (the gambit test ruleset's taunt), and nothing else; while another
// side's window is open it may take nothing.
func TestASeatTakesAnAnyTimeActionOutOfTurn(t *testing.T) {
	_, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "gambit", Scenario: "field", Seed: seed(1)})
	red, blue := tok.Sides["red"], tok.Sides["blue"]

	assert.Empty(t, c.view(tok.Game, blue).Legal, "red's dawn window is open")
	c.act(tok.Game, red, engine.Action{Kind: engine.ActionPass})

	kinds := func(token string) []string {
		var out []string
		for _, a := range c.view(tok.Game, token).Legal {
			if !slices.Contains(out, a.Kind) {
				out = append(out, a.Kind)
			}
		}
		return out
	}
	assert.Equal(t, []string{"taunt"}, kinds(blue), "out of turn, the any-time actions alone")
	res := c.act(tok.Game, blue, engine.Action{Kind: "taunt"})
	assert.NotZero(t, res.Position)
	v := c.view(tok.Game, blue)
	status, body := c.do("POST", "/api/games/"+tok.Game+"/actions", blue, ActionRequest{Position: &v.Position, Action: ActionPayload{Kind: "end_turn"}})
	assert.NotEqual(t, http.StatusOK, status, "%s", body)
	assert.Contains(t, string(body), engine.CodeNotYourTurn)
	require.Equal(t, "red", c.view(tok.Game, red).ActiveSide)
}
