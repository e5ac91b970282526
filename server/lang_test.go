package server

import (
	"net/http"
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A seat reads the game in the language it asks for (?lang=): the lines a
// rule writes as messages, rendered again; the same game in English for
// another request. A language the program does not speak is refused.
func TestAViewIsReadInItsLanguage(t *testing.T) {
	_, ts := newTest(t, testdata)
	c := client{t: t, base: ts.URL}
	tok := c.create(CreateRequest{Ruleset: "gambit", Scenario: "field", Seed: seed(1)})
	c.act(tok.Game, tok.Host, engine.Action{Kind: engine.ActionPass})
	res := c.act(tok.Game, tok.Sides["red"], engine.Action{Kind: "roll_call"})
	require.NotEmpty(t, res.Log)
	assert.Equal(t, "red counts 3 units on the field", res.Log[len(res.Log)-1].Text)

	lastLine := func(query string) string {
		var v View
		c.call("GET", "/api/games/"+tok.Game+query, tok.Spectator, nil, http.StatusOK, &v)
		require.NotEmpty(t, v.Log)
		return v.Log[len(v.Log)-1].Text
	}
	assert.Equal(t, "red насчитывает на поле 3 отряда", lastLine("?lang=ru"))
	assert.Equal(t, "red counts 3 units on the field", lastLine(""))
	assert.Equal(t, "red counts 3 units on the field", lastLine("?lang=en"))
	status, body := c.do("GET", "/api/games/"+tok.Game+"?lang=xx", tok.Spectator, nil)
	assert.Equal(t, http.StatusBadRequest, status)
	assert.Contains(t, string(body), "bad_lang")
	assert.Contains(t, string(body), "it speaks en, ru")
}
