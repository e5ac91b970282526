package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hex"
	"github.com/stretchr/testify/require"
)

// testdata is the engine's test project: the small skirmish ruleset plays
// a game to its end in a few dozen actions.
const testdata = "../core/engine/testdata"

// unlimited lifts the limits per address: a test's many requests all come
// from loopback.
var unlimited = Limits{Rate: -1, Sockets: 1 << 20, ImportRate: -1}

// newTest starts a server on a temporary database over a project.
func newTest(t testing.TB, project string) (*Server, *httptest.Server) {
	t.Helper()
	return newServer(t, project, Options{Limits: unlimited})
}

// newServer starts a server with options on a temporary database over a
// project.
func newServer(t testing.TB, project string, opts Options) (*Server, *httptest.Server) {
	t.Helper()
	opts.FS, opts.DB = os.DirFS(project), filepath.Join(t.TempDir(), "games.db")
	s, err := New(opts)
	require.NoError(t, err)
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(func() {
		ts.Close()
		_ = s.Close()
	})
	return s, ts
}

// client calls the API of one server.
type client struct {
	t    testing.TB
	base string
}

// do sends a request and returns the status and the body.
func (c client) do(method, path, token string, body any) (int, []byte) {
	c.t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case []byte:
		r = bytes.NewReader(b)
	case string:
		r = bytes.NewReader([]byte(b))
	default:
		data, err := json.Marshal(b)
		require.NoError(c.t, err)
		r = bytes.NewReader(data)
	}
	req, err := http.NewRequest(method, c.base+path, r)
	require.NoError(c.t, err)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(c.t, err)
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	require.NoError(c.t, err)
	return resp.StatusCode, data
}

// call sends a request that must answer want, decoding the answer into out.
func (c client) call(method, path, token string, body any, want int, out any) {
	c.t.Helper()
	status, data := c.do(method, path, token, body)
	require.Equal(c.t, want, status, "%s %s: %s", method, path, data)
	if out != nil {
		require.NoError(c.t, json.Unmarshal(data, out), "%s", data)
	}
}

func (c client) create(req CreateRequest) Tokens {
	c.t.Helper()
	var t Tokens
	c.call("POST", "/api/games", "", req, http.StatusCreated, &t)
	return t
}

func (c client) view(game, token string) View {
	c.t.Helper()
	var v View
	c.call("GET", "/api/games/"+game, token, nil, http.StatusOK, &v)
	return v
}

// act submits an action at the game's position as the token sees it.
func (c client) act(game, token string, a engine.Action) ActionResult {
	c.t.Helper()
	v := c.view(game, token)
	var res ActionResult
	c.call("POST", "/api/games/"+game+"/actions", token, ActionRequest{Position: &v.Position, Action: ActionPayload{Kind: a.Kind, Params: a.Params}}, http.StatusOK, &res)
	return res
}

// seed returns a pointer to a seed.
func seed(n uint64) *uint64 { return &n }

// pick chooses the next action of a skirmish game: a shot if there is
// one, else any legal action, by a seeded random choice.
func pick(rng *rand.Rand, legal []engine.Action) engine.Action {
	if i := slices.IndexFunc(legal, func(a engine.Action) bool { return a.Kind == "shoot" }); i >= 0 {
		return legal[i]
	}
	return legal[rng.IntN(len(legal))]
}

// playToEnd plays a skirmish game with the host's token until it is over
// or limit actions were taken, returning the actions acknowledged.
func (c client) playToEnd(t Tokens, limit int) int {
	c.t.Helper()
	rng := rand.New(rand.NewPCG(1, 2))
	n := 0
	for ; n < limit; n++ {
		v := c.view(t.Game, t.Host)
		if v.Over {
			return n
		}
		require.NotEmpty(c.t, v.Legal, "no legal action at position %d", v.Position)
		c.act(t.Game, t.Host, pick(rng, v.Legal))
	}
	return n
}

func testFS() fs.FS { return os.DirFS(testdata) }

// inRange walks red's a1 of a skirmish duel towards blue's b2 (at E6)
// until it may shoot it, and returns the shot.
func (c client) inRange(t Tokens) engine.Action {
	c.t.Helper()
	layout := hex.Layout{Orientation: hex.FlatTop, ShiftOdd: true, Cols: 6, Rows: 6}
	target, err := layout.Parse("E6")
	require.NoError(c.t, err)
	shot := engine.Action{Kind: "shoot", Params: map[string]any{"target": "b2", "unit": "a1"}}
	for {
		v := c.view(t.Game, t.Host)
		if slices.ContainsFunc(v.Legal, func(a engine.Action) bool { return reflect.DeepEqual(a, shot) }) {
			return shot
		}
		require.Less(c.t, v.Position, 6, "a1 never came in range")
		best, bestDist := engine.Action{}, 99
		for _, a := range v.Legal {
			if a.Kind != "move" || a.Params["unit"] != "a1" {
				continue
			}
			h, err := layout.Parse(a.Params["to"].(string))
			require.NoError(c.t, err)
			if d := h.Distance(target); d < bestDist {
				best, bestDist = a, d
			}
		}
		c.act(t.Game, t.Host, best)
	}
}

// pushURL is the address of a game's push socket on a test server.
func pushURL(base, game string) string {
	return "ws" + strings.TrimPrefix(base, "http") + "/api/games/" + game + "/ws"
}

// listen opens a game's push socket with a token and returns it with the
// first message; it is closed when the test ends.
func listen(t testing.TB, ctx context.Context, base, game, token string) (*websocket.Conn, Push) {
	t.Helper()
	conn, _, err := websocket.Dial(ctx, pushURL(base, game), nil)
	require.NoError(t, err)
	t.Cleanup(func() { conn.CloseNow() })
	require.NoError(t, wsjson.Write(ctx, conn, wsHello{Token: token}))
	var p Push
	require.NoError(t, wsjson.Read(ctx, conn, &p))
	return conn, p
}

// findOpening is openingMove, reporting false when there is no such move.
func findOpening(t *testing.T, s *Server, c client, game, host string, v View) (engine.Action, bool) {
	t.Helper()
	status, data := c.do("GET", "/api/games/"+game+"/export", host, nil)
	require.Equal(t, http.StatusOK, status, "%s", data)
	rec, err := engine.ReadGame(strings.NewReader(string(data)))
	require.NoError(t, err)
	rules, err := s.rulesFor(rec.Ruleset, rec.Mods)
	require.NoError(t, err)
	occupied := map[string]bool{}
	for _, u := range v.Units {
		occupied[u.Hex] = u.Alive && u.OnMap || occupied[u.Hex]
	}
	for _, a := range v.Legal {
		if actor(v, a) == "" || place(v, a) == "" || occupied[place(v, a)] || len(targets(v, a)) > 0 {
			continue
		}
		e, err := rules.Replay(rec, s.opts.Lua)
		require.NoError(t, err)
		a.Side = v.ActingSide
		if e.Submit(a) == nil && len(e.State.Interrupts) > 0 && e.State.Interrupts[0].Side != v.ActingSide {
			a.Side = ""
			return a, true
		}
	}
	return engine.Action{}, false
}

// actor is the unit an action is taken by, as the page finds it: the
// first unit parameter that is not of the enemy.
func actor(v View, a engine.Action) string {
	for _, p := range v.Actions[a.Kind].Params {
		if s, ok := a.Params[p.Name].(string); ok && p.Type == "unit" && p.Of != "enemy" && s != "" {
			return s
		}
	}
	return ""
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	data, err := json.Marshal(v)
	require.NoError(t, err)
	return string(data)
}

// place is the hex an action ends in, as the page finds it.
func place(v View, a engine.Action) string {
	for _, p := range v.Actions[a.Kind].Params {
		switch x := a.Params[p.Name].(type) {
		case string:
			if p.Type == "hex" && x != "" {
				return x
			}
		case []any:
			if p.Type == "hexes" && len(x) > 0 {
				return fmt.Sprint(x[len(x)-1])
			}
		}
	}
	return ""
}

// targets are the enemy units an action names, as the page finds them.
func targets(v View, a engine.Action) []string {
	var out []string
	for _, p := range v.Actions[a.Kind].Params {
		if s, ok := a.Params[p.Name].(string); ok && p.Type == "unit" && p.Of == "enemy" && s != actor(v, a) {
			out = append(out, s)
		}
	}
	return out
}

// openingMove finds a legal action of the side to act that the page takes
// by clicking a unit and then a hex with no unit in it, and that opens a
// reaction window for another side: each candidate is played on a copy of
// the game replayed from its save.
func openingMove(t *testing.T, s *Server, c client, game, host string, v View) engine.Action {
	t.Helper()
	a, ok := findOpening(t, s, c, game, host, v)
	if !ok {
		t.Fatalf("no action of %s opens a window for another side", v.ActingSide)
	}
	return a
}

// reaction picks the reaction the page takes by clicking the reacting unit
// and then an enemy unit.
func reaction(t *testing.T, v View) engine.Action {
	t.Helper()
	for _, a := range v.Legal {
		if slices.Contains(v.Interrupt.Actions, a.Kind) && actor(v, a) != "" && len(targets(v, a)) > 0 {
			return a
		}
	}
	t.Fatalf("%s is offered %v but no legal one names a unit and a target: %v", v.Interrupt.Side, v.Interrupt.Actions, v.Legal)
	return engine.Action{}
}
