package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestServe starts nw68 serve on a free port, creates a game through it,
// and stops it as a signal would: it shuts down cleanly, and a second
// start over the same database finds the game.
func TestServe(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	start := func() (string, context.CancelFunc, chan error, *io.PipeReader) {
		ctx, cancel := context.WithCancel(context.Background())
		r, w := io.Pipe()
		cmd := newRoot()
		cmd.SetOut(w)
		cmd.SetErr(w)
		cmd.SetArgs([]string{"--root", "../..", "serve", "--addr", "127.0.0.1:0", "--db", db})
		done := make(chan error, 1)
		go func() {
			done <- cmd.ExecuteContext(ctx)
			w.Close()
		}()
		line, err := bufio.NewReader(r).ReadString('\n')
		require.NoError(t, err)
		addr, _, ok := strings.Cut(strings.TrimPrefix(line, "nw68 serving "), " ")
		require.True(t, ok, line)
		return strings.TrimSuffix(addr, "/"), cancel, done, r
	}
	stop := func(cancel context.CancelFunc, done chan error, r *io.PipeReader) string {
		go func() {
			time.Sleep(50 * time.Millisecond)
			cancel()
		}()
		rest, _ := io.ReadAll(r)
		require.NoError(t, <-done)
		return string(rest)
	}

	base, cancel, done, r := start()
	resp, err := http.Post(base+"/api/games", "application/json", strings.NewReader(`{"ruleset":"base","seed":3}`))
	require.NoError(t, err)
	var tokens struct{ Game, Host string }
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&tokens))
	resp.Body.Close()
	require.Equal(t, http.StatusCreated, resp.StatusCode)
	assert.Contains(t, stop(cancel, done, r), "every game is saved")

	base, cancel, done, r = start()
	resp, err = http.Get(base + "/api/games")
	require.NoError(t, err)
	var list []struct{ ID string }
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&list))
	resp.Body.Close()
	require.Len(t, list, 1)
	assert.Equal(t, tokens.Game, list[0].ID)
	stop(cancel, done, r)
}
