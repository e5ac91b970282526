package server

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket/wsjson"
	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestComputerPlays creates castle-road with the Reich played by the
// greedy computer and plays NATO over the API: the Reich has no seat, its
// actions (its turns and its answers to NATO's moves) are in the log under
// its side, NATO's seat hears them as pushes, and the save replays.
func TestComputerPlays(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the base ruleset and plays the computer")
	}
	s, ts := newTest(t, "..")
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "base", Scenario: "castle-road", Seed: seed(1), Players: map[string]string{"reich": PlayerGreedy, "nato": PlayerPerson}})
	require.Contains(t, tok.Sides, "nato")
	assert.NotContains(t, tok.Sides, "reich", "a side the computer plays has no seat")
	assert.Equal(t, map[string]string{"reich": PlayerGreedy}, tok.Computers)
	nato := tok.Sides["nato"]
	v := c.view(tok.Game, nato)
	for _, side := range v.Sides {
		assert.Equal(t, map[string]string{"reich": PlayerGreedy}[side.ID], side.Computer, "side %s", side.ID)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	conn, _ := listen(t, ctx, ts.URL, tok.Game, nato)
	var mu sync.Mutex
	var pushed []int
	go func() {
		for {
			var p Push
			if wsjson.Read(ctx, conn, &p) != nil {
				return
			}
			mu.Lock()
			pushed = append(pushed, p.Position)
			mu.Unlock()
		}
	}()

	rec, played := untilComputerActs(t, ctx, s, c, tok.Game, tok.Host, nato)
	mu.Lock()
	heard := slices.ContainsFunc(pushed, func(pos int) bool { return pos > 0 && pos <= len(rec.Actions) && rec.Actions[pos-1].Side == "reich" })
	mu.Unlock()
	assert.True(t, heard, "NATO's seat heard no push of the Reich's actions: %v", pushed)
	var theirs []string
	for _, a := range rec.Actions {
		if a.Side == "reich" && !a.Auto {
			theirs = append(theirs, a.String())
		}
	}
	t.Logf("NATO played %d actions; the game is at %d; the computer's: %s", played, len(rec.Actions), strings.Join(theirs, "; "))

	// the log is the game: it replays without the computer
	rules, err := s.rulesFor(rec.Ruleset, rec.Mods)
	require.NoError(t, err)
	_, err = rules.Replay(rec, s.opts.Lua)
	require.NoError(t, err)
	g, err := s.store.load(ctx, tok.Game)
	require.NoError(t, err)
	assert.Equal(t, tok.Computers, g.Computers, "the computer's sides are kept with the game")
}

// untilComputerActs plays NATO over the API (its seat's token nato) in a
// game whose Reich the computer plays, until the Reich has acted and NATO
// has played three actions at least (twelve at most), and returns the
// game's save, once NATO may act again, and how many NATO played. NATO
// draws between activations, passes its windows, and moves where the
// Reich may fire on it when it can.
func untilComputerActs(t *testing.T, ctx context.Context, s *Server, c client, game, host, nato string) (engine.Game, int) {
	t.Helper()
	natoToAct := func() View {
		t.Helper()
		for {
			v := c.view(game, nato)
			if v.MayAct || v.Over {
				return v
			}
			select {
			case <-ctx.Done():
				t.Fatalf("NATO was never given the turn back (position %d, %s to act)", v.Position, v.ActingSide)
			case <-time.After(50 * time.Millisecond):
			}
		}
	}
	reichActed := func() (engine.Game, bool) {
		t.Helper()
		status, data := c.do("GET", "/api/games/"+game+"/export", host, nil)
		require.Equal(t, http.StatusOK, status, "%s", data)
		rec, err := engine.ReadGame(strings.NewReader(string(data)))
		require.NoError(t, err)
		return rec, slices.ContainsFunc(rec.Actions, func(a engine.Action) bool { return a.Side == "reich" && !a.Auto })
	}
	played := 0
	for ; played < 12; played++ {
		v := natoToAct()
		if v.Over {
			break
		}
		if _, ok := reichActed(); ok && played >= 3 {
			break
		}
		a := v.Legal[0]
		if w := v.Interrupt; w != nil && w.Side == "nato" {
			a = engine.Action{Kind: engine.ActionPass}
		} else if v.ActingSide == "nato" {
			if move, ok := findOpening(t, s, c, game, host, c.view(game, host)); ok {
				a = move // a move the Reich may fire on: the computer answers it
			}
		} else if i := slices.IndexFunc(v.Legal, func(a engine.Action) bool { return actor(v, a) == "" }); i >= 0 {
			a = v.Legal[i] // between activations: the draw
		}
		c.act(game, nato, engine.Action{Kind: a.Kind, Params: a.Params})
	}
	natoToAct()
	rec, ok := reichActed()
	require.True(t, ok, "the computer took no action for the Reich in %d of NATO's", played)
	return rec, played
}

// TestComputerPlayersRefused: who plays a side must be a side of the game
// and a kind there is, and one side at least a person's.
func TestComputerPlayersRefused(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the base ruleset")
	}
	_, ts := newTest(t, "..")
	c := client{t, ts.URL}
	for _, tc := range []struct {
		name    string
		players map[string]string
		want    string
	}{
		{"no such side", map[string]string{"wehrmacht": PlayerAI}, `no side "wehrmacht"`},
		{"no such kind", map[string]string{"reich": "mcts"}, `reich=mcts`},
		{"no person", map[string]string{"reich": PlayerAI, "nato": PlayerGreedy}, "a person must play one"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var refused apiError
			c.call("POST", "/api/games", "", CreateRequest{Ruleset: "base", Scenario: "castle-road", Players: tc.players}, http.StatusBadRequest, &refused)
			assert.Contains(t, refused.Message, tc.want)
		})
	}
}

// TestComputerStops: a deleted game's computer player ends, and the
// server's Close waits for a player at work and ends it.
func TestComputerStops(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the base ruleset and plays the computer")
	}
	s, ts := newTest(t, "..")
	c := client{t, ts.URL}
	draw := engine.Action{Kind: "draw"}
	thinking := func(id string) bool {
		s.mu.Lock()
		l := s.games[id]
		s.mu.Unlock()
		if l == nil {
			return false
		}
		l.mu.Lock()
		defer l.mu.Unlock()
		return l.thinking
	}

	tok := c.create(CreateRequest{Ruleset: "base", Scenario: "castle-road", Seed: seed(1), Players: map[string]string{"reich": PlayerAI}})
	l, err := s.game(context.Background(), tok.Game)
	require.NoError(t, err)

	// the draw hands the turn to the Reich's computer; the game is deleted
	// while it thinks
	c.act(tok.Game, tok.Sides["nato"], draw)
	require.Eventually(t, func() bool { return thinking(tok.Game) }, 10*time.Second, 5*time.Millisecond, "the computer does not take its turn")
	c.call("DELETE", "/api/games/"+tok.Game, tok.Host, nil, http.StatusNoContent, nil)
	require.Eventually(t, func() bool {
		l.mu.Lock()
		defer l.mu.Unlock()
		return !l.thinking
	}, 20*time.Second, 20*time.Millisecond, "the computer of a deleted game plays on")
	_, err = s.store.load(context.Background(), tok.Game)
	assert.ErrorIs(t, err, errNoGame)

	// Close ends a player at work, and waits for it
	tok = c.create(CreateRequest{Ruleset: "base", Scenario: "castle-road", Seed: seed(1), Players: map[string]string{"reich": PlayerAI}})
	c.act(tok.Game, tok.Sides["nato"], draw)
	require.Eventually(t, func() bool { return thinking(tok.Game) }, 10*time.Second, 5*time.Millisecond, "the computer does not take its turn")
	closed := make(chan error, 1)
	go func() { closed <- s.Close() }()
	select {
	case err := <-closed:
		require.NoError(t, err)
	case <-time.After(20 * time.Second):
		t.Fatal("Close waits on the computer's decision")
	}
	assert.False(t, thinking(tok.Game), "a player at work after Close")
}

// TestComputerSetup: in Two Cities' setup, where every side buys and
// ends its own setup at once, the computer leaves the person to it, then
// buys with what it has and ends its own, and play begins.
func TestComputerSetup(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the expansion and plays the computer")
	}
	_, ts := newTest(t, "..")
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "heart-of-darkness", Scenario: "two-cities", Seed: seed(2), Players: map[string]string{"black-hand": PlayerGreedy}})
	reich := tok.Sides["reich"]
	v := c.view(tok.Game, reich)
	require.Equal(t, "setup", v.Phase)
	time.Sleep(200 * time.Millisecond)
	assert.Equal(t, v.Position, c.view(tok.Game, reich).Position, "the computer acted while the person had setup to do")
	c.act(tok.Game, reich, engine.Action{Kind: "end_phase"})
	deadline := time.Now().Add(time.Minute)
	for v = c.view(tok.Game, tok.Host); v.Phase == "setup" && !v.Over; v = c.view(tok.Game, tok.Host) {
		require.True(t, time.Now().Before(deadline), "the computer never ended its setup (position %d)", v.Position)
		time.Sleep(50 * time.Millisecond)
	}
	var theirs []string
	for _, entry := range v.Log {
		if entry.Phase == "setup" && strings.Contains(entry.Text, "black-hand") {
			theirs = append(theirs, entry.Text)
		}
	}
	t.Logf("the computer's setup: %s", strings.Join(theirs, "; "))
	assert.NotEqual(t, "setup", v.Phase)
}

// TestComputerAfterRestart: the sides the computer plays are kept with the
// game, so a server started again on the database plays them on, and
// makes the choices a server that never stopped makes in the same game.
func TestComputerAfterRestart(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the base ruleset and plays the computer")
	}
	opts := Options{FS: os.DirFS(".."), DB: filepath.Join(t.TempDir(), "games.db"), Limits: unlimited}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	first, err := New(opts)
	require.NoError(t, err)
	ts := httptest.NewServer(first.Handler())
	create := CreateRequest{Ruleset: "base", Scenario: "castle-road", Seed: seed(1), Players: map[string]string{"reich": PlayerGreedy}}
	tok := client{t, ts.URL}.create(create)
	same := client{t, ts.URL}.create(create)
	unstopped, _ := untilComputerActs(t, ctx, first, client{t, ts.URL}, same.Game, same.Host, same.Sides["nato"])
	ts.Close()
	require.NoError(t, first.Close())

	s, err := New(opts)
	require.NoError(t, err)
	ts = httptest.NewServer(s.Handler())
	t.Cleanup(func() {
		ts.Close()
		_ = s.Close()
	})
	c := client{t, ts.URL}
	restarted, _ := untilComputerActs(t, ctx, s, c, tok.Game, tok.Host, tok.Sides["nato"])
	assert.Equal(t, unstopped.Actions, restarted.Actions, "the same game, the same choices")
}
