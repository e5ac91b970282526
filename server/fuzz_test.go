package server

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
)

// secretWords are what blue's seat, and the spectator, may not learn at
// the start of blue's first turn in the secrets ruleset: red's ghost, the
// Mine Kit r1 carries (by id and by name), red's plans, and ambushes (r1's
// from blue, b1's as well from the spectator).
var secretWords = []string{"r2", "mine-kit", "mine kit", "ambushing", "plans"}

// FuzzSeatAnswers sends blue's seat and the spectator actions, odds and
// questions naming a secret, and the same naming something that does not
// exist: the answers must be the same but for the name, and a refusal must
// name no other secret. Each request is played on a fresh game at the same
// position, so an accepted action is compared too.
func FuzzSeatAnswers(f *testing.F) {
	for _, seed := range []struct {
		kind, param, value string
		extra              bool
	}{
		{"spot", "target", "r2", false},
		{"spot", "unit", "r2", true},
		{"spot", "target", "R2", true},
		{"drop", "item", "mine-kit", false},
		{"drop", "item", "Mine Kit", true},
		{"signal", "unit", "r2", false},
		{"reveal", "unit", "r2", true},
		{"pass", "unit", "r2", false},
		{"end_turn", "why", "ambushing", false},
		{"spot", "target", "plans", false},
		{"where", "unit", "r2", false},
		{"where", "unit", "b1", false},
		{"spot", "target", "r1", true},
	} {
		f.Add(seed.kind, seed.param, seed.value, seed.extra)
	}
	_, ts := newTest(f, secretsProject)
	f.Fuzz(func(t *testing.T, kind, param, value string, extra bool) {
		if len(kind) > 32 || len(param) > 32 || len(value) > 64 {
			return
		}
		word := ""
		for _, w := range secretWords {
			if strings.Contains(strings.ToLower(value), w) {
				word = w
			}
		}
		c := client{t, ts.URL}
		nothing := value
		if word != "" {
			nothing = strings.ReplaceAll(strings.ToLower(value), word, "zz9")
		}
		params := func(v string) map[string]any {
			p := map[string]any{param: v}
			if extra {
				p["unit"], p["target"] = "b1", "r1"
				p[param] = v
			}
			return p
		}
		type channel struct {
			name string
			ask  func(tok Tokens, v string) answer
		}
		act := func(tok Tokens, v string) answer {
			pos := c.view(tok.Game, tok.Sides["blue"]).Position
			return c.answer("POST", "/api/games/"+tok.Game+"/actions", tok.Sides["blue"], ActionRequest{Position: &pos, Action: ActionPayload{Kind: kind, Params: params(v)}})
		}
		odds := func(token func(Tokens) string) func(Tokens, string) answer {
			return func(tok Tokens, v string) answer {
				p := ActionPayload{Kind: kind, Params: params(v)}
				return c.answer("GET", "/api/games/"+tok.Game+"/odds?action="+url.QueryEscape(mustJSON(t, p)), token(tok), nil)
			}
		}
		query := func(token func(Tokens) string) func(Tokens, string) answer {
			return func(tok Tokens, v string) answer {
				q := url.Values{}
				for k, x := range params(v) {
					if s, ok := x.(string); ok {
						q.Set(k, s)
					}
				}
				return c.answer("GET", "/api/games/"+tok.Game+"/query/where?"+q.Encode(), token(tok), nil)
			}
		}
		blue := func(tok Tokens) string { return tok.Sides["blue"] }
		spectator := func(tok Tokens) string { return tok.Spectator }
		for _, ch := range []channel{{"action", act}, {"odds", odds(blue)}, {"spectator's odds", odds(spectator)}, {"question", query(blue)}, {"spectator's question", query(spectator)}} {
			answers := make([]answer, 2)
			for i, v := range []string{value, nothing} {
				tok := c.create(CreateRequest{Ruleset: "secrets", Seed: seed(1)})
				c.act(tok.Game, tok.Sides["red"], engine.Action{Kind: "end_turn"})
				answers[i] = ch.ask(tok, v)
			}
			got, want := answers[0], answers[1]
			assert.Equal(t, want.status, got.status, "%s %s=%q: %s / %s", ch.name, param, value, got.body, want.body)
			if word != "" {
				shown := strings.ReplaceAll(strings.ToLower(got.body), word, "zz9")
				assert.Equal(t, strings.ToLower(want.body), shown, "%s %s=%q", ch.name, param, value)
			}
			// an accepted action may bring a secret to light by the rules (a
			// spotting roll); any other answer is told nothing
			if got.status != http.StatusOK || ch.name != "action" {
				for _, w := range secretWords {
					// b1's ambush is blue's own: hidden from the spectator only
					if !strings.Contains(strings.ToLower(value), w) && (w != "ambushing" || strings.HasPrefix(ch.name, "spectator")) {
						assert.NotContains(t, strings.ToLower(got.body), `"`+w, "%s names a secret it was not told", ch.name)
					}
				}
			}
		}
	})
}
