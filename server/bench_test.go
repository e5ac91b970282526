package server

import (
	"bytes"
	"encoding/json"
	"net/http"
	"testing"
)

// BenchmarkServeAction is one action's round trip on loopback: the HTTP
// request, the engine's Submit, the SQLite commit (WAL, synchronous FULL)
// and the answer. Red's trooper steps between A1 and A2 of the skirmish
// ruleset's duel.
func BenchmarkServeAction(b *testing.B) {
	_, ts := newTest(b, testdata)
	c := client{b, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(1)})
	url := ts.URL + "/api/games/" + tok.Game + "/actions"
	hexes := []string{"A2", "A1"}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		body, _ := json.Marshal(ActionRequest{Position: &i, Action: ActionPayload{Kind: "move", Params: map[string]any{"unit": "a1", "to": hexes[i%2]}}})
		req, _ := http.NewRequest("POST", url, bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+tok.Host)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			b.Fatalf("action %d: %s", i, resp.Status)
		}
	}
}
