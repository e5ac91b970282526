package server

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A refusal is told to each seat in its language (?lang=): a precondition's
// reason rendered from its translation and values, the rule's title from
// the ruleset's locale; in English without ?lang.
func TestARefusalIsToldInTheSeatsLanguage(t *testing.T) {
	_, ts := newTest(t, "..")
	c := client{t: t, base: ts.URL}
	tok := c.create(CreateRequest{Ruleset: "nations-at-war", Scenario: "first-clash", Seed: seed(1)})
	v := c.view(tok.Game, tok.Host)
	move := ActionRequest{Position: &v.Position, Action: ActionPayload{Kind: "move", Params: map[string]any{"unit": "pz1", "path": []any{"M4"}}}}
	refused := func(query string) apiError {
		status, body := c.do("POST", "/api/games/"+tok.Game+"/actions"+query, tok.Host, move)
		require.Equal(t, http.StatusUnprocessableEntity, status, "%s", body)
		var e apiError
		require.NoError(t, json.Unmarshal(body, &e))
		return e
	}
	en, ru := refused(""), refused("?lang=ru")
	assert.Equal(t, "no_activation", en.Code)
	assert.Equal(t, en.Code, ru.Code)
	assert.Equal(t, "no formation is active: draw the next marker", en.Message)
	assert.Equal(t, "ни одно формирование не активно: тяните следующий маркер", ru.Message)
	assert.Equal(t, "Operations phase", en.RuleTitle)
	assert.NotEqual(t, en.RuleTitle, ru.RuleTitle, "the rule's title in Russian")
}
