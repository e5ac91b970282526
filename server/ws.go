package server

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/coder/websocket"
	"github.com/coder/websocket/wsjson"
)

// A wsHello is the first and only message a client sends on the
// WebSocket: its seat token (a browser cannot set headers on one).
type wsHello struct {
	Token string `json:"token"`
}

// A Push tells a seat its game moved on; the page then asks for its view.
type Push struct {
	// Type is "position" (the game is at Position), "deleted" or "error".
	Type     string `json:"type"`
	Position int    `json:"position,omitempty"`
	Over     bool   `json:"over,omitempty"`
	Error    string `json:"error,omitempty"`
}

// handleWS pushes the game's position to a seat whenever it changes.
// Origins other than the server's own are refused by the WebSocket
// library; the token comes as the first message.
func (s *Server) handleWS(w http.ResponseWriter, r *http.Request) {
	a := addr(r)
	if err := s.openSocket(a); err != nil {
		writeError(w, r, err)
		return
	}
	defer s.closeSocket(a)
	c, err := websocket.Accept(w, r, nil)
	if err != nil {
		return // Accept answered already
	}
	defer c.CloseNow()
	c.SetReadLimit(1 << 10)
	ctx := r.Context()
	// the hello is awaited until a timeout or the server stops
	helloCtx, helloCancel := context.WithTimeout(ctx, 10*time.Second)
	go func() {
		select {
		case <-s.done:
			helloCancel()
		case <-helloCtx.Done():
		}
	}()
	var hello wsHello
	err = wsjson.Read(helloCtx, c, &hello)
	helloCancel()
	if err != nil {
		c.Close(websocket.StatusPolicyViolation, "send {\"token\": ...} first")
		return
	}
	l, _, err := s.authorize(r, hello.Token)
	if err != nil {
		msg := err.Error()
		var ae *apiError
		if errors.As(err, &ae) {
			msg = ae.Code + ": " + ae.in(sayTo(r)).Message
		}
		_ = wsjson.Write(ctx, c, Push{Type: "error", Error: msg})
		c.Close(websocket.StatusPolicyViolation, "bad token")
		return
	}
	ctx = c.CloseRead(ctx) // done when the client goes away
	// a watched game stays in memory
	watch := func(l *live, n int) {
		l.mu.Lock()
		l.watchers += n
		l.mu.Unlock()
	}
	watch(l, 1)
	defer func() { watch(l, -1) }()
	for {
		l.mu.Lock()
		p := Push{Type: "position", Position: l.position(), Over: l.e.Over()}
		changed, broken := l.changed, l.broken
		l.mu.Unlock()
		if broken {
			next, err := s.game(ctx, l.id)
			if errors.Is(err, errNoGame) {
				_ = wsjson.Write(ctx, c, Push{Type: "deleted"})
				c.Close(websocket.StatusNormalClosure, "game deleted")
				return
			} else if err != nil {
				c.Close(websocket.StatusInternalError, "game unavailable")
				return
			}
			watch(l, -1)
			l = next
			watch(l, 1)
			continue
		}
		wctx, wcancel := context.WithTimeout(ctx, 10*time.Second)
		err := wsjson.Write(wctx, c, p)
		wcancel()
		if err != nil {
			return
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return
		case <-s.done:
			c.Close(websocket.StatusGoingAway, "server shutting down")
			return
		}
	}
}
