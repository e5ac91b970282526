package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRateLimit: an address past its burst is refused with 429 and a
// Retry-After, whatever it asks.
func TestRateLimit(t *testing.T) {
	_, ts := newServer(t, testdata, Options{Limits: Limits{Rate: 0.001, Burst: 3}})
	c := client{t, ts.URL}
	for i := range 3 {
		status, body := c.do("GET", "/api/games", "", nil)
		require.Equal(t, http.StatusOK, status, "request %d: %s", i, body)
	}
	for _, path := range []string{"/api/games", "/", "/api/games/x/ws"} {
		resp, err := http.Get(ts.URL + path)
		require.NoError(t, err)
		var e apiError
		require.NoError(t, json.NewDecoder(resp.Body).Decode(&e))
		resp.Body.Close()
		assert.Equal(t, http.StatusTooManyRequests, resp.StatusCode, path)
		assert.Equal(t, "rate_limited", e.Code)
		assert.Contains(t, e.Message, "too many requests from 127.0.0.1")
		assert.Equal(t, "1", resp.Header.Get("Retry-After"))
	}
}

// TestSocketLimit: an address holds no more push connections than its
// limit; one that closes makes room.
func TestSocketLimit(t *testing.T) {
	_, ts := newServer(t, testdata, Options{Limits: Limits{Sockets: 2}})
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "skirmish"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	dial := func() (*websocket.Conn, int, error) {
		conn, resp, err := websocket.Dial(ctx, pushURL(ts.URL, tok.Game), nil)
		if resp != nil {
			return conn, resp.StatusCode, err
		}
		return conn, 0, err
	}
	var open []*websocket.Conn
	for range 2 {
		conn, _ := listen(t, ctx, ts.URL, tok.Game, tok.Spectator)
		open = append(open, conn)
	}
	_, status, err := dial()
	require.Error(t, err)
	assert.Equal(t, http.StatusTooManyRequests, status)

	require.NoError(t, open[0].Close(websocket.StatusNormalClosure, ""))
	// the server counts the socket closed once its handler returns: a
	// bounded wait for that, then the third connection is admitted
	for i := 0; ; i++ {
		conn, status, err := dial()
		if err == nil {
			conn.CloseNow()
			break
		}
		require.Equal(t, http.StatusTooManyRequests, status)
		require.Less(t, i, 200, "the closed socket was never counted out")
		time.Sleep(10 * time.Millisecond)
	}
	open[1].CloseNow()
}

// TestCloseEndsSockets: closing the server ends the push connections with
// "going away" and waits for them, and admits no new one.
func TestCloseEndsSockets(t *testing.T) {
	s, ts := newServer(t, testdata, Options{})
	c := client{t, ts.URL}
	tok := c.create(CreateRequest{Ruleset: "skirmish"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, _ := listen(t, ctx, ts.URL, tok.Game, tok.Host)

	// the client answers the close as a browser does, reading
	read := make(chan error, 1)
	go func() {
		var p Push
		read <- wsjson.Read(ctx, conn, &p)
	}()
	require.NoError(t, s.Close())
	err := <-read
	var ce websocket.CloseError
	require.True(t, errors.As(err, &ce), "%v", err)
	assert.Equal(t, websocket.StatusGoingAway, ce.Code)
	require.NoError(t, s.Close(), "a second Close")

	_, resp, err := websocket.Dial(ctx, pushURL(ts.URL, tok.Game), nil)
	require.Error(t, err)
	require.NotNil(t, resp)
	assert.Equal(t, http.StatusServiceUnavailable, resp.StatusCode)
}
