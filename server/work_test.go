package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// heavyProject is the skirmish project with the mod "heavy", whose
// judgement of every move runs a loop of burn iterations (two
// instructions each).
func heavyProject(t *testing.T, burn int64) string {
	t.Helper()
	root := t.TempDir()
	require.NoError(t, os.CopyFS(filepath.Join(root, "rulesets", "skirmish"), os.DirFS(filepath.Join(testdata, "rulesets", "skirmish"))))
	mod := filepath.Join(root, "mods", "heavy")
	require.NoError(t, os.MkdirAll(mod, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(mod, "mod.hcl"), []byte("id = \"heavy\"\nversion = \"1\"\nrequires = [\"skirmish\"]\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(mod, "heavy.lua"), fmt.Appendf(nil, `nw68.on("action_validate", "move", function()
  local x = 0
  for i = 1, %d do x = x + i end
end, { phase = "first" })
`, burn), 0o644))
	return root
}

// A request's work on a game is bounded: all the validations of a legal
// listing together within one piece of work's budget, and stopped when
// the client leaves; either way the game's lock is free again.
func TestBoundedListing(t *testing.T) {
	tests := []struct {
		name   string
		burn   int64
		lua    script.Options
		leave  bool
		status int
		code   string
		want   string
	}{
		// about 900,000 instructions a move, a unit's budget nearly, and
		// six moves: past four units'
		{"over the budget", 450_000, script.Options{Steps: 1_000_000}, false, http.StatusInternalServerError, "over_budget", "listing the legal actions: ran over its total budget of 4000000 Lua instructions"},
		// every judgement would run for hours
		{"the client leaves", 1 << 40, script.Options{Steps: 1 << 50}, true, statusClientGone, "stopped", "listing the legal actions: stopped: no one waits for the answer any more"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, ts := newServer(t, heavyProject(t, tt.burn), Options{Limits: unlimited, Lua: tt.lua})
			tok := client{t, ts.URL}.create(CreateRequest{Ruleset: "skirmish", Mods: []string{"heavy"}})
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tt.leave {
				time.AfterFunc(50*time.Millisecond, cancel)
			}
			l, err := s.game(ctx, tok.Game)
			require.NoError(t, err)
			require.NoError(t, lock(l))
			start := time.Now()
			err = l.bounded(ctx, "listing the legal actions", func() error {
				_, err := l.e.LegalActions()
				return err
			})
			l.mu.Unlock()
			assert.Less(t, time.Since(start), 10*time.Second)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
			var ae *apiError
			require.True(t, errors.As(err, &ae), "%T: %v", err, err)
			assert.Equal(t, tt.status, ae.Status)
			assert.Equal(t, tt.code, ae.Code)
			// the game goes on: its own listing is not stopped by the last's
			require.NoError(t, lock(l))
			defer l.mu.Unlock()
			assert.Zero(t, l.position())
		})
	}
}

// bigSave is a save of the skirmish holding n actions and, when carried is
// positive, a campaign step carrying that many units.
func bigSave(t *testing.T, actions, carried int) []byte {
	t.Helper()
	g := engine.Game{Ruleset: "skirmish", Scenario: "duel", Begun: true}
	for range actions {
		g.Actions = append(g.Actions, engine.Action{Kind: "end_turn"})
		g.Digests = append(g.Digests, "0")
	}
	if carried > 0 {
		g.Campaign = &engine.Campaign{ID: "c", Step: 2, Carried: &engine.Carried{}}
		for i := range carried {
			g.Campaign.Carried.Units = append(g.Campaign.Carried.Units, engine.CarriedUnit{ID: fmt.Sprintf("u%d", i), Type: "trooper", Side: "red"})
		}
	}
	data, err := json.Marshal(g)
	require.NoError(t, err)
	return data
}

// Imports are bounded: the body's size, what a save holds, how many an
// address makes, and the work of the replay.
func TestImportLimits(t *testing.T) {
	t.Run("the body", func(t *testing.T) {
		_, ts := newTest(t, testdata)
		status, body := client{t, ts.URL}.do("POST", "/api/games/import", "", append(bigSave(t, 1, 0), bytes.Repeat([]byte(" "), maxImportBytes)...))
		assert.Equal(t, http.StatusRequestEntityTooLarge, status, "%s", body)
		assert.Contains(t, string(body), fmt.Sprintf("larger than %d bytes", maxImportBytes))
	})
	t.Run("what a save holds", func(t *testing.T) {
		_, ts := newTest(t, testdata)
		c := client{t, ts.URL}
		for _, tt := range []struct {
			name string
			save []byte
			want string
		}{
			{"actions", bigSave(t, maxImportActions+1, 0), fmt.Sprintf("the save holds %d actions; the server imports at most %d", maxImportActions+1, maxImportActions)},
			{"carried units", bigSave(t, 0, maxImportCarried+1), fmt.Sprintf("carries %d units; the server imports at most %d", maxImportCarried+1, maxImportCarried)},
		} {
			status, body := c.do("POST", "/api/games/import", "", tt.save)
			assert.Equal(t, http.StatusBadRequest, status, "%s: %s", tt.name, body)
			assert.Contains(t, string(body), tt.want, tt.name)
		}
	})
	t.Run("imports per address", func(t *testing.T) {
		_, ts := newServer(t, testdata, Options{Limits: Limits{Rate: -1, ImportRate: 0.001, ImportBurst: 2}})
		c := client{t, ts.URL}
		for i := range 2 {
			status, body := c.do("POST", "/api/games/import", "", `{"hello":1}`)
			require.Equal(t, http.StatusBadRequest, status, "import %d: %s", i, body)
		}
		status, body := c.do("POST", "/api/games/import", "", `{"hello":1}`)
		assert.Equal(t, http.StatusTooManyRequests, status, "%s", body)
		assert.Contains(t, string(body), "too many imports from 127.0.0.1: at most one every 1000 seconds on average (2 at once)")
		// other requests are not counted against imports
		c.call("GET", "/api/games", "", nil, http.StatusOK, nil)
	})
	t.Run("the replay's work", func(t *testing.T) {
		_, ts := newTest(t, testdata)
		c := client{t, ts.URL}
		tok := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(3)})
		c.playToEnd(tok, 40)
		_, saved := c.do("GET", "/api/games/"+tok.Game+"/export", tok.Host, nil)
		rec, err := engine.ReadGame(bytes.NewReader(saved))
		require.NoError(t, err)

		// the whole replay, and its busiest action with the automated after it
		rules, err := game.Load(ruleset.Options{FS: testFS(), Ruleset: "skirmish"})
		require.NoError(t, err)
		e, err := rules.Replay(rec, script.Options{})
		require.NoError(t, err)
		host := e.Meter.(*script.Host)
		budget := host.Spent().Steps / 2
		require.Less(t, host.BusiestWork().Steps, budget, "each action alone fits the budget")

		_, ts = newServer(t, testdata, Options{Limits: unlimited, Lua: script.Options{WorkSteps: budget}})
		status, body := client{t, ts.URL}.do("POST", "/api/games/import", "", saved)
		assert.Equal(t, http.StatusBadRequest, status, "%s", body)
		assert.Contains(t, string(body), fmt.Sprintf("replaying the save: ran over its total budget of %d Lua instructions", budget))
	})
}

// Imports take turns, a few at once: one waits for a turn until another
// ends or its client gives up.
func TestImportSlots(t *testing.T) {
	l := newLimiter(Limits{Imports: 1})
	release, err := l.importSlot(context.Background())
	require.NoError(t, err)

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	_, err = l.importSlot(ctx)
	require.ErrorIs(t, err, context.DeadlineExceeded, "the second import waits while the first runs")

	got := make(chan error, 1)
	go func() {
		r, err := l.importSlot(context.Background())
		if err == nil {
			r()
		}
		got <- err
	}()
	release()
	select {
	case err := <-got:
		require.NoError(t, err)
	case <-time.After(5 * time.Second):
		t.Fatal("the waiting import never had its turn")
	}
}

// The list of games shows the latest played, however many the server
// keeps.
func TestListBound(t *testing.T) {
	s, ts := newTest(t, testdata)
	c := client{t, ts.URL}
	_, err := s.store.db.Exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
		INSERT INTO games (id, record, title, created, updated) SELECT 'old' || i, '{"ruleset":"skirmish"}', 'Old', '2000-01-01T00:00:00Z', '2000-01-01T00:00:00Z' FROM n`, maxListed)
	require.NoError(t, err)
	tok := c.create(CreateRequest{Ruleset: "skirmish"})
	var list []listed
	c.call("GET", "/api/games", "", nil, http.StatusOK, &list)
	require.Len(t, list, maxListed)
	assert.Equal(t, tok.Game, list[0].ID, "the latest played first")
	assert.Equal(t, "skirmish", list[0].Ruleset)
	assert.Equal(t, "duel", list[0].Scenario)
}
