package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"sync"
	"sync/atomic"
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

// BenchmarkPageLoad is what a browser fetches to open a seat's link of the
// base ruleset's first scenario: the page, its script and style, and the
// seat's view of the game (its 600-hex map, units and legal actions).
func BenchmarkPageLoad(b *testing.B) {
	_, ts := newTest(b, "..")
	c := client{b, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "base", Seed: seed(1)})
	get := func(path, token string) int {
		req, _ := http.NewRequest("GET", ts.URL+path, nil)
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		n, _ := io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			b.Fatalf("%s: %s", path, resp.Status)
		}
		return int(n)
	}
	side := tok.Sides[c.view(tok.Game, tok.Host).Sides[0].ID]
	bytes := 0
	b.ResetTimer()
	for b.Loop() {
		bytes = get("/", "") + get("/app.js", "") + get("/style.css", "") + get("/api/games/"+tok.Game, side)
	}
	b.ReportMetric(float64(bytes), "bytes/load")
}

// BenchmarkConcurrentGames plays 100 skirmish games at once on one server,
// a client per game looking at its game and taking a random legal action
// as its host; an op is one action with the look before it. A game that
// ends is replaced by a new one.
func BenchmarkConcurrentGames(b *testing.B) {
	const games = 100
	_, ts := newTest(b, testdata)
	hc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: games}}
	// call sends a request and decodes the answer, which must have the
	// status want
	call := func(method, path, token string, body, out any, want int) error {
		var r io.Reader
		if body != nil {
			data, err := json.Marshal(body)
			if err != nil {
				return err
			}
			r = bytes.NewReader(data)
		}
		req, err := http.NewRequest(method, ts.URL+path, r)
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+token)
		resp, err := hc.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		data, err := io.ReadAll(resp.Body)
		if err != nil {
			return err
		}
		if resp.StatusCode != want {
			return fmt.Errorf("%s %s: %s: %s", method, path, resp.Status, data)
		}
		return json.Unmarshal(data, out)
	}
	play := func(rng *rand.Rand, tok *Tokens) error {
		var v View
		if err := call("GET", "/api/games/"+tok.Game, tok.Host, nil, &v, http.StatusOK); err != nil {
			return err
		}
		if v.Over {
			return call("POST", "/api/games", "", CreateRequest{Ruleset: "skirmish"}, tok, http.StatusCreated)
		}
		a := pick(rng, v.Legal)
		var res ActionResult
		return call("POST", "/api/games/"+tok.Game+"/actions", tok.Host, ActionRequest{Position: &v.Position, Action: ActionPayload{Kind: a.Kind, Params: a.Params}}, &res, http.StatusOK)
	}
	toks := make([]Tokens, games)
	for i := range toks {
		if err := call("POST", "/api/games", "", CreateRequest{Ruleset: "skirmish"}, &toks[i], http.StatusCreated); err != nil {
			b.Fatal(err)
		}
	}
	var left atomic.Int64
	left.Store(int64(b.N))
	errs := make([]error, games)
	b.ResetTimer()
	var wg sync.WaitGroup
	for i := range toks {
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(uint64(i), 1))
			for errs[i] == nil && left.Add(-1) >= 0 {
				errs[i] = play(rng, &toks[i])
			}
		})
	}
	wg.Wait()
	b.StopTimer()
	if err := errors.Join(errs...); err != nil {
		b.Fatal(err)
	}
}
