package server

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket/wsjson"
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func move(unit, to string) engine.Action {
	return engine.Action{Kind: "move", Params: map[string]any{"unit": unit, "to": to}}
}

func TestCreateAndPlay(t *testing.T) {
	_, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(7)})
	require.Len(t, tok.Sides, 2)

	v := c.view(tok.Game, tok.Sides["red"])
	assert.Equal(t, "Duel", v.Title)
	assert.Equal(t, 0, v.Position)
	assert.True(t, v.MayAct)
	assert.Equal(t, "red", v.ActingSide)
	require.Len(t, v.Maps, 1)
	assert.Len(t, v.Maps[0].Hexes, 36)
	assert.Len(t, v.Units, 4)
	assert.NotEmpty(t, v.Legal)
	assert.Contains(t, v.Actions, "shoot")

	res := c.act(tok.Game, tok.Sides["red"], move("a1", "A2"))
	assert.Equal(t, 1, res.Position)
	assert.Equal(t, "red", res.Accepted[0].Side)

	var list []listed
	c.call("GET", "/api/games", "", nil, http.StatusOK, &list)
	require.Len(t, list, 1)
	assert.Equal(t, 1, list[0].Position)
	assert.Equal(t, "skirmish", list[0].Ruleset)
}

// TestSeatIsolation tries every endpoint with tokens that are not the
// game's, and every seat on what only another may do: nothing moves.
func TestSeatIsolation(t *testing.T) {
	s, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	a := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(1)})
	b := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(1)})
	pos := 0
	act := func(x engine.Action) ActionRequest {
		return ActionRequest{Position: &pos, Action: ActionPayload{Kind: x.Kind, Params: x.Params}}
	}
	odds := "/odds?action=" + url.QueryEscape(`{"kind":"shoot","params":{"unit":"a1","target":"b1"}}`)
	g := "/api/games/" + a.Game

	type call struct {
		method, path string
		body         any
	}
	endpoints := []call{
		{"GET", g, nil},
		{"GET", g + "?at=0", nil},
		{"POST", g + "/fork", ForkRequest{Position: &pos}},
		{"POST", g + "/undo", UndoRequest{Position: &pos}},
		{"POST", g + "/actions", act(move("a1", "A2"))},
		{"GET", g + odds, nil},
		{"GET", g + "/query/reach?unit=a1", nil},
		{"GET", g + "/export", nil},
		{"DELETE", g, nil},
	}
	for _, ep := range endpoints {
		for _, tt := range []struct {
			name, token string
			status      int
		}{
			{"no token", "", http.StatusUnauthorized},
			{"made-up token", "not-a-token", http.StatusForbidden},
			{"other game's host", b.Host, http.StatusForbidden},
			{"other game's red", b.Sides["red"], http.StatusForbidden},
			{"other game's spectator", b.Spectator, http.StatusForbidden},
		} {
			t.Run(ep.method+" "+strings.TrimPrefix(ep.path, g)+" "+tt.name, func(t *testing.T) {
				status, body := c.do(ep.method, ep.path, tt.token, ep.body)
				assert.Equal(t, tt.status, status, "%s", body)
			})
		}
	}

	// seats of the right game doing what only another seat may do
	for _, tt := range []struct {
		name, token string
		call        call
		status      int
		code        string
	}{
		{"blue moves on red's turn", a.Sides["blue"], call{"POST", g + "/actions", act(move("b1", "F5"))}, http.StatusForbidden, engine.CodeNotYourTurn},
		{"blue moves red's unit", a.Sides["blue"], call{"POST", g + "/actions", act(move("a1", "A2"))}, http.StatusForbidden, engine.CodeNotYourTurn},
		{"red moves blue's unit", a.Sides["red"], call{"POST", g + "/actions", act(move("b1", "F5"))}, http.StatusUnprocessableEntity, "not_yours"},
		{"red names blue's side", a.Sides["red"], call{"POST", g + "/actions", `{"position":0,"action":{"kind":"move","params":{"unit":"b1","to":"F5"}},"side":"blue"}`}, http.StatusBadRequest, "malformed"},
		{"red smuggles a side into the action", a.Sides["red"], call{"POST", g + "/actions", `{"position":0,"action":{"kind":"move","side":"blue","params":{"unit":"b1","to":"F5"}}}`}, http.StatusBadRequest, "malformed"},
		{"spectator acts", a.Spectator, call{"POST", g + "/actions", act(move("a1", "A2"))}, http.StatusForbidden, "spectator"},
		{"blue weighs red's shot", a.Sides["blue"], call{"GET", g + odds, nil}, http.StatusForbidden, engine.CodeNotYourTurn},
		{"red exports (the seed)", a.Sides["red"], call{"GET", g + "/export", nil}, http.StatusForbidden, "not_host"},
		{"spectator exports", a.Spectator, call{"GET", g + "/export", nil}, http.StatusForbidden, "not_host"},
		{"red deletes", a.Sides["red"], call{"DELETE", g, nil}, http.StatusForbidden, "not_host"},
		{"spectator deletes", a.Spectator, call{"DELETE", g, nil}, http.StatusForbidden, "not_host"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			status, body := c.do(tt.call.method, tt.call.path, tt.token, tt.call.body)
			assert.Equal(t, tt.status, status, "%s", body)
			var e apiError
			require.NoError(t, json.Unmarshal(body, &e))
			assert.Equal(t, tt.code, e.Code, "%s", body)
		})
	}

	t.Run("views", func(t *testing.T) {
		blue := c.view(a.Game, a.Sides["blue"])
		assert.False(t, blue.MayAct)
		assert.Empty(t, blue.Legal)
		assert.Equal(t, seat{Game: a.Game, Role: RoleSide, Side: "blue"}, blue.Seat)
		spec := c.view(a.Game, a.Spectator)
		assert.False(t, spec.MayAct)
		assert.Empty(t, spec.Legal)
		assert.NotEmpty(t, c.view(a.Game, a.Sides["red"]).Legal)
	})

	t.Run("websocket", func(t *testing.T) {
		for _, token := range []string{"", "not-a-token", b.Host} {
			p := wsFirst(t, ts.URL, a.Game, token)
			assert.Equal(t, "error", p.Type, "token %q", token)
		}
		assert.Equal(t, Push{Type: "position"}, wsFirst(t, ts.URL, a.Game, a.Spectator))
	})

	// nothing of all that reached the game or the database
	stored, err := s.store.load(context.Background(), a.Game)
	require.NoError(t, err)
	assert.Equal(t, 0, stored.Position)
	assert.Empty(t, stored.Record.Actions)
	assert.Equal(t, 0, c.view(a.Game, a.Host).Position)
}

// wsFirst opens the push socket of a game with a token and returns the
// first message.
func wsFirst(t *testing.T, base, game, token string) Push {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, p := listen(t, ctx, base, game, token)
	conn.CloseNow()
	return p
}

func TestFinishedGameRefusesActions(t *testing.T) {
	_, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(3)})
	n := c.playToEnd(tok, 500)
	v := c.view(tok.Game, tok.Host)
	require.True(t, v.Over, "not over after %d actions", n)
	assert.NotEmpty(t, v.Result)
	assert.Empty(t, v.Legal)
	assert.False(t, v.MayAct)
	for _, token := range []string{tok.Host, tok.Sides["red"], tok.Sides["blue"]} {
		status, body := c.do("POST", "/api/games/"+tok.Game+"/actions", token, ActionRequest{Position: &v.Position, Action: ActionPayload{Kind: "end_turn"}})
		assert.Equal(t, http.StatusConflict, status, "%s", body)
		assert.Contains(t, string(body), engine.CodeGameOver)
	}
	// once over, the save (and its seed) is no secret: any seat may export it
	status, _ := c.do("GET", "/api/games/"+tok.Game+"/export", tok.Sides["blue"], nil)
	assert.Equal(t, http.StatusOK, status)
	assert.Equal(t, v.Position, c.view(tok.Game, tok.Host).Position)
}

func TestMalformedRequests(t *testing.T) {
	_, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(2)})
	path := "/api/games/" + tok.Game + "/actions"
	good := `{"position":0,"action":{"kind":"move","params":{"unit":"a1","to":"A2"}}}`
	for _, tt := range []struct {
		name   string
		body   string
		ctype  string
		status int
		code   string
	}{
		{"not JSON", "kind=move", "application/x-www-form-urlencoded", http.StatusUnsupportedMediaType, "not_json"},
		{"empty", "", "application/json", http.StatusBadRequest, "malformed"},
		{"truncated", good[:30], "application/json", http.StatusBadRequest, "malformed"},
		{"not an object", `[1,2,3]`, "application/json", http.StatusBadRequest, "malformed"},
		{"unknown field", `{"position":0,"action":{"kind":"move"},"extra":1}`, "application/json", http.StatusBadRequest, "malformed"},
		{"two values", good + good, "application/json", http.StatusBadRequest, "malformed"},
		{"position missing", `{"action":{"kind":"move","params":{"unit":"a1","to":"A2"}}}`, "application/json", http.StatusBadRequest, "malformed"},
		{"position a string", `{"position":"0","action":{"kind":"move"}}`, "application/json", http.StatusBadRequest, "malformed"},
		{"no kind", `{"position":0,"action":{}}`, "application/json", http.StatusBadRequest, "malformed"},
		{"oversized", `{"position":0,"action":{"kind":"move","params":{"unit":"` + strings.Repeat("a", maxActionBytes) + `"}}}`, "application/json", http.StatusRequestEntityTooLarge, "too_large"},
		{"unknown action", `{"position":0,"action":{"kind":"teleport"}}`, "application/json", http.StatusUnprocessableEntity, engine.CodeUnknownAction},
		{"bad parameter", `{"position":0,"action":{"kind":"move","params":{"unit":"a1","to":"Z99"}}}`, "application/json", http.StatusUnprocessableEntity, engine.CodeOffMap},
		{"stale position", `{"position":5,"action":{"kind":"move","params":{"unit":"a1","to":"A2"}}}`, "application/json", http.StatusConflict, "stale_position"},
		{"accepted", good, "application/json", http.StatusOK, ""},
		{"replayed", good, "application/json", http.StatusConflict, "stale_position"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			req, err := http.NewRequest("POST", ts.URL+path, strings.NewReader(tt.body))
			require.NoError(t, err)
			req.Header.Set("Content-Type", tt.ctype)
			req.Header.Set("Authorization", "Bearer "+tok.Host)
			resp, err := http.DefaultClient.Do(req)
			require.NoError(t, err)
			defer resp.Body.Close()
			var e apiError
			require.NoError(t, json.NewDecoder(resp.Body).Decode(&e))
			assert.Equal(t, tt.status, resp.StatusCode, "%+v", e)
			assert.Equal(t, tt.code, e.Code, "%+v", e)
			if tt.code != "" {
				assert.NotEmpty(t, e.Message)
			}
		})
	}
	assert.Equal(t, 1, c.view(tok.Game, tok.Host).Position)

	for _, tt := range []struct {
		name, path, body string
		status           int
	}{
		{"create: unknown ruleset", "/api/games", `{"ruleset":"chess"}`, http.StatusBadRequest},
		{"create: ruleset naming a path", "/api/games", `{"ruleset":"../x"}`, http.StatusBadRequest},
		{"create: unknown scenario", "/api/games", `{"ruleset":"skirmish","scenario":"nope"}`, http.StatusBadRequest},
		{"create: unknown field", "/api/games", `{"ruleset":"skirmish","admin":true}`, http.StatusBadRequest},
		{"create: oversized", "/api/games", `{"ruleset":"` + strings.Repeat("s", maxCreateBytes) + `"}`, http.StatusRequestEntityTooLarge},
		{"import: not a save", "/api/games/import", `{"hello":1}`, http.StatusBadRequest},
		{"import: truncated", "/api/games/import", `{"ruleset":"skirmish",`, http.StatusBadRequest},
	} {
		t.Run(tt.name, func(t *testing.T) {
			status, body := c.do("POST", tt.path, "", tt.body)
			assert.Equal(t, tt.status, status, "%s", body)
			var e apiError
			require.NoError(t, json.Unmarshal(body, &e))
			assert.NotEmpty(t, e.Message)
		})
	}
	t.Run("odds: malformed action", func(t *testing.T) {
		status, body := c.do("GET", "/api/games/"+tok.Game+"/odds?action=%7Bkind", tok.Host, nil)
		assert.Equal(t, http.StatusBadRequest, status, "%s", body)
	})
}

// TestExportImport plays a game through the API, exports it, and checks
// the export is byte for byte the save `nw68 play` writes of the same
// game (engine.Record and WriteGame after the same actions), and that
// importing it gives a game that exports the same bytes again.
func TestExportImport(t *testing.T) {
	_, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(11)})
	n := c.playToEnd(tok, 12)
	require.Equal(t, 12, n)
	status, exported := c.do("GET", "/api/games/"+tok.Game+"/export", tok.Host, nil)
	require.Equal(t, http.StatusOK, status, "%s", exported)

	rec, err := engine.ReadGame(bytes.NewReader(exported))
	require.NoError(t, err)
	require.Len(t, rec.Actions, 12)

	// the CLI's save of the same game: built as `nw68 play` builds it
	rules, err := game.Load(ruleset.Options{FS: testFS(), Ruleset: "skirmish"})
	require.NoError(t, err)
	e, err := rules.New(game.Config{Scenario: "duel", Dice: dice.NewSeeded(11), Begin: true})
	require.NoError(t, err)
	e.TrackDigests = true
	for _, a := range rec.Actions {
		require.NoError(t, e.Submit(a))
	}
	var cli bytes.Buffer
	require.NoError(t, engine.WriteGame(&cli, e.Record("duel", 11, nil)))
	assert.Equal(t, cli.String(), string(exported))

	var imported Tokens
	c.call("POST", "/api/games/import", "", exported, http.StatusCreated, &imported)
	assert.NotEqual(t, tok.Game, imported.Game)
	assert.Equal(t, 12, c.view(imported.Game, imported.Host).Position)
	_, again := c.do("GET", "/api/games/"+imported.Game+"/export", imported.Host, nil)
	assert.Equal(t, string(exported), string(again))

	// the old tokens are no seats of the imported game
	status, _ = c.do("GET", "/api/games/"+imported.Game, tok.Host, nil)
	assert.Equal(t, http.StatusForbidden, status)

	t.Run("a save of other rules is refused", func(t *testing.T) {
		bad := strings.Replace(string(exported), rec.Hash, strings.Repeat("0", len(rec.Hash)), 1)
		status, body := c.do("POST", "/api/games/import", "", bad)
		assert.Equal(t, http.StatusBadRequest, status, "%s", body)
	})
	t.Run("a save whose steps do not replay is refused", func(t *testing.T) {
		bad := strings.Replace(string(exported), rec.Digests[3], strings.Repeat("0", len(rec.Digests[3])), 1)
		status, body := c.do("POST", "/api/games/import", "", bad)
		assert.Equal(t, http.StatusBadRequest, status, "%s", body)
	})
}

func TestDelete(t *testing.T) {
	s, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "skirmish"})
	c.act(tok.Game, tok.Host, move("a1", "A2"))
	c.call("DELETE", "/api/games/"+tok.Game, tok.Host, nil, http.StatusNoContent, nil)
	var list []listed
	c.call("GET", "/api/games", "", nil, http.StatusOK, &list)
	assert.Empty(t, list)
	status, _ := c.do("GET", "/api/games/"+tok.Game, tok.Host, nil)
	assert.Equal(t, http.StatusForbidden, status)
	var count int
	require.NoError(t, s.store.db.QueryRow(`SELECT (SELECT COUNT(*) FROM actions) + (SELECT COUNT(*) FROM seats)`).Scan(&count))
	assert.Zero(t, count)
}

// TestPush: a seat's socket hears of every accepted action.
func TestPush(t *testing.T) {
	_, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "skirmish"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, p := listen(t, ctx, ts.URL, tok.Game, tok.Sides["blue"])
	assert.Equal(t, Push{Type: "position"}, p)
	c.act(tok.Game, tok.Sides["red"], move("a1", "A2"))
	require.NoError(t, wsjson.Read(ctx, conn, &p))
	assert.Equal(t, Push{Type: "position", Position: 1}, p)
}

func TestOdds(t *testing.T) {
	_, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(4)})
	// odds weighed at the start: the copy they are weighed on must follow
	// the game from there
	var o engine.Odds
	c.call("GET", "/api/games/"+tok.Game+"/odds?action="+url.QueryEscape(`{"kind":"move","params":{"unit":"a1","to":"A2"}}`), tok.Sides["red"], nil, http.StatusOK, &o)
	assert.Equal(t, 1, o.Runs, "a move rolls no dice")
	c.inRange(tok)
	pos := c.view(tok.Game, tok.Host).Position
	q := "/api/games/" + tok.Game + "/odds?action=" + url.QueryEscape(`{"kind":"shoot","params":{"unit":"a1","target":"b2"}}`)
	for _, token := range []string{tok.Sides["red"], tok.Spectator} { // weighed, then remembered
		o = engine.Odds{}
		c.call("GET", q, token, nil, http.StatusOK, &o)
		assert.True(t, o.Exact)
		assert.Equal(t, 6, o.Runs)
		require.Contains(t, o.Units, "b2")
		assert.InDelta(t, 1.0/6, o.Units["b2"].Eliminated.P, 1e-9)
		assert.InDelta(t, 1.0/3, o.Units["b2"].Statuses["hit"].P, 1e-9) // a 4 or a 5
	}
	// weighing changes nothing
	assert.Equal(t, pos, c.view(tok.Game, tok.Host).Position)
}

// TestQuery: a seat asks the base ruleset where a unit can go; the answer
// changes nothing, and bad questions are refused.
func TestQuery(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the base ruleset")
	}
	_, ts := newTest(t, "..")
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "base", Seed: seed(1)})
	g := "/api/games/" + tok.Game
	reich := tok.Sides["reich"]
	v := c.view(tok.Game, reich)
	var draw engine.Action
	for _, a := range v.Legal {
		if a.Kind == "draw" {
			draw = a
		}
	}
	require.Equal(t, "draw", draw.Kind)
	c.act(tok.Game, reich, draw)
	v = c.view(tok.Game, tok.Host)
	var mover string
	for _, a := range v.Legal {
		if a.Kind == "move" {
			mover, _ = a.Params["unit"].(string)
			break
		}
	}
	require.NotEmpty(t, mover, "the drawn formation moves")
	var reach map[string]struct {
		Cost   int           `json:"cost"`
		Action engine.Action `json:"action"`
	}
	c.call("GET", g+"/query/reach?unit="+mover, tok.Spectator, nil, http.StatusOK, &reach)
	require.NotEmpty(t, reach)
	for label, r := range reach {
		assert.Positive(t, r.Cost, label)
		assert.Equal(t, "move", r.Action.Kind, label)
		assert.Equal(t, mover, r.Action.Params["unit"], label)
	}
	assert.Equal(t, v.Position, c.view(tok.Game, tok.Host).Position, "asking changes nothing")
	for _, tt := range []struct {
		path   string
		status int
		code   string
	}{
		{g + "/query/weather", http.StatusNotFound, "no_query"},
		{g + "/query/Bad%20Name", http.StatusBadRequest, "malformed"},
		{g + "/query/reach?unit=a&unit=b", http.StatusBadRequest, "malformed"},
		{g + "/query/reach?a=1&b=2&c=3&d=4&e=5&f=6&g=7&h=8&i=9", http.StatusBadRequest, "malformed"},
	} {
		status, body := c.do("GET", tt.path, reich, nil)
		assert.Equal(t, tt.status, status, "%s: %s", tt.path, body)
		var e apiError
		require.NoError(t, json.Unmarshal(body, &e))
		assert.Equal(t, tt.code, e.Code, "%s", tt.path)
	}
}

// TestBasePage: the base ruleset's first scenario is drawn with its map
// data and plays its first step by the page's means.
func TestBasePage(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the base ruleset")
	}
	_, ts := newTest(t, "..")
	c := client{t, ts.URL}
	var rulesets []rulesetInfo
	c.call("GET", "/api/rulesets", "", nil, http.StatusOK, &rulesets)
	require.NotEmpty(t, rulesets)
	tok := c.create(CreateRequest{Ruleset: "base", Seed: seed(1)})
	v := c.view(tok.Game, tok.Sides["reich"])
	require.Len(t, v.Maps, 1)
	assert.Len(t, v.Maps[0].Hexes, 600)
	assert.NotEmpty(t, v.Cup)
	assert.NotEmpty(t, v.Names)
	require.NotEmpty(t, v.Legal)
	res := c.act(tok.Game, tok.Sides["reich"], v.Legal[0])
	assert.NotEmpty(t, res.Log)
	for _, path := range []string{"/", "/app.js", "/style.css"} {
		status, body := c.do("GET", path, "", nil)
		assert.Equal(t, http.StatusOK, status, path)
		assert.NotEmpty(t, body, path)
	}
}

// TestExpansionTwoMaps: the server hosts the expansion's game on two maps:
// a seat sees both maps, whole, and plays the setup phase's actions.
func TestExpansionTwoMaps(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the expansion")
	}
	_, ts := newTest(t, "..")
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "heart-of-darkness", Scenario: "two-cities", Seed: seed(1)})
	v := c.view(tok.Game, tok.Sides["reich"])
	require.Len(t, v.Maps, 2)
	for _, m := range v.Maps {
		assert.Len(t, m.Hexes, 600, "a 30 x 20 map")
	}
	require.NotEmpty(t, v.Legal)
	res := c.act(tok.Game, tok.Sides["reich"], v.Legal[len(v.Legal)-1])
	assert.NotEmpty(t, res.Log)
}

// TestReactionsGoToTheOtherSeat: a move that opens an enemy's reaction
// window hands the game to that side's seat, with its reactions; the
// mover's seat waits and may not take the reaction for it; passing up
// every window gives the game back.
func TestReactionsGoToTheOtherSeat(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the base ruleset")
	}
	s, ts := newTest(t, "..")
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "base", Seed: seed(1)})
	v := c.view(tok.Game, tok.Host)
	c.act(tok.Game, tok.Host, v.Legal[slices.IndexFunc(v.Legal, func(a engine.Action) bool { return actor(v, a) == "" })])
	v = c.view(tok.Game, tok.Host)
	mover := v.ActingSide
	move := openingMove(t, s, c, tok.Game, tok.Host, v)
	c.act(tok.Game, tok.Sides[mover], move)

	v = c.view(tok.Game, tok.Host)
	require.NotNil(t, v.Interrupt)
	reactor := v.Interrupt.Side
	them, us := c.view(tok.Game, tok.Sides[reactor]), c.view(tok.Game, tok.Sides[mover])
	assert.Equal(t, reactor, them.ActingSide)
	assert.True(t, them.MayAct)
	require.NotEmpty(t, them.Legal)
	for _, a := range them.Legal {
		assert.Contains(t, append(slices.Clone(v.Interrupt.Actions), engine.ActionPass), a.Kind, "%v", a)
	}
	assert.Empty(t, us.Legal, "the mover is offered the other side's reactions")
	assert.False(t, us.MayAct)
	assert.Equal(t, v.Interrupt, us.Interrupt, "the mover sees the window it waits on")

	fire := reaction(t, them)
	status, body := c.do("POST", "/api/games/"+tok.Game+"/actions", tok.Sides[mover], ActionRequest{Position: &us.Position, Action: ActionPayload{Kind: fire.Kind, Params: fire.Params}})
	assert.Equal(t, http.StatusUnprocessableEntity, status, "%s", body)
	assert.Equal(t, us.Position, c.view(tok.Game, tok.Host).Position)

	// the move goes on, hex by hex, each window the reactor's until the
	// path is done
	for i := 0; c.view(tok.Game, tok.Host).Interrupt != nil; i++ {
		require.Less(t, i, 50, "windows without end")
		c.act(tok.Game, tok.Sides[reactor], engine.Action{Kind: engine.ActionPass})
	}
	us = c.view(tok.Game, tok.Sides[mover])
	assert.Nil(t, us.Interrupt)
	assert.Equal(t, mover, us.ActingSide)
	assert.NotEmpty(t, us.Legal)
	assert.Empty(t, c.view(tok.Game, tok.Sides[reactor]).Legal)
}

// TestUnloadIdle: a game no request used for longer than Options.Idle and
// that no push connection watches leaves memory and comes back from the
// database as it was; a watched game stays.
func TestUnloadIdle(t *testing.T) {
	s, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	idle := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(5)})
	watched := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(5)})
	c.act(idle.Game, idle.Host, move("a1", "A2"))
	before := c.view(idle.Game, idle.Host)

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	listen(t, ctx, ts.URL, watched.Game, watched.Spectator)

	later := time.Now().Add(s.opts.Idle + time.Second)
	assert.Zero(t, s.unloadIdle(time.Now()), "nothing is idle yet")
	assert.Equal(t, 1, s.unloadIdle(later))
	s.mu.Lock()
	assert.NotContains(t, s.games, idle.Game)
	assert.Contains(t, s.games, watched.Game)
	s.mu.Unlock()

	assert.Equal(t, before, c.view(idle.Game, idle.Host), "rebuilt from the database")
	c.act(idle.Game, idle.Host, move("a1", "A3"))
	assert.Equal(t, 2, c.view(idle.Game, idle.Host).Position)
}

// TestFailedLoadsAreNotKept: a request naming rules that do not load is
// refused each time, and leaves nothing in the server's memory.
func TestFailedLoadsAreNotKept(t *testing.T) {
	s, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	for i := range 3 {
		status, body := c.do("POST", "/api/games", "", CreateRequest{Ruleset: "skirmish", Mods: []string{"no-such-mod-" + strconv.Itoa(i)}})
		assert.Equal(t, http.StatusBadRequest, status, "%s", body)
	}
	c.create(CreateRequest{Ruleset: "skirmish"})
	s.mu.Lock()
	defer s.mu.Unlock()
	assert.Len(t, s.rules, 1)
}

// TestLiveCap: past Options.Live games in memory, those used longest ago
// that no one watches leave it, and come back when asked for.
func TestLiveCap(t *testing.T) {
	s, ts := newServer(t, testdata, Options{Limits: unlimited, Live: 2})
	c := client{t, ts.URL}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	watched := c.create(CreateRequest{Ruleset: "skirmish"})
	listen(t, ctx, ts.URL, watched.Game, watched.Host)
	old := c.create(CreateRequest{Ruleset: "skirmish"})
	c.act(old.Game, old.Host, move("a1", "A2"))
	c.create(CreateRequest{Ruleset: "skirmish"})
	s.mu.Lock()
	assert.Len(t, s.games, 2)
	assert.Contains(t, s.games, watched.Game, "a watched game stays")
	assert.NotContains(t, s.games, old.Game)
	s.mu.Unlock()
	assert.Equal(t, 1, c.view(old.Game, old.Host).Position)
}

// TestCampaign: a campaign starts in the server at its first step, its
// view says where in the campaign it is, and the host starts the next step
// once the game is over, with new seats.
func TestCampaign(t *testing.T) {
	_, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	var rulesets []rulesetInfo
	c.call("GET", "/api/rulesets", "", nil, http.StatusOK, &rulesets)
	i := slices.IndexFunc(rulesets, func(r rulesetInfo) bool { return r.ID == "frontier" })
	require.GreaterOrEqual(t, i, 0)
	require.NotEmpty(t, rulesets[i].Campaigns)
	camp := rulesets[i].Campaigns[0]
	status, _ := c.do("POST", "/api/games", "", CreateRequest{Ruleset: "frontier", Campaign: camp.ID, Scenario: "ridge"})
	assert.Equal(t, http.StatusBadRequest, status, "a scenario and a campaign")
	tok := c.create(CreateRequest{Ruleset: "frontier", Campaign: camp.ID, Seed: seed(3)})
	v := c.view(tok.Game, tok.Host)
	require.NotNil(t, v.Campaign)
	assert.Equal(t, campaignView{ID: camp.ID, Title: camp.Title, Step: 1, Steps: camp.Steps}, *v.Campaign)
	next := func(token string, want int) Tokens {
		var out Tokens
		c.call("POST", "/api/games/"+tok.Game+"/next", token, nil, want, &out)
		return out
	}
	next(tok.Host, http.StatusConflict) // not over yet
	c.playToEnd(tok, 500)
	for _, side := range tok.Sides {
		next(side, http.StatusForbidden)
	}
	step := next(tok.Host, http.StatusCreated)
	v = c.view(step.Game, step.Host)
	require.NotNil(t, v.Campaign)
	assert.Equal(t, 2, v.Campaign.Step)
}
