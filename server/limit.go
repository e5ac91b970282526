package server

import (
	"net"
	"net/http"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Limits bound what one client address may ask of the server. The zero
// value of each field takes its default; a negative Rate lifts the limit
// on requests (a benchmark's many games from one address, say).
//
// The address is the connection's: a server behind a proxy sees the
// proxy's, and should then be limited by the proxy instead.
type Limits struct {
	// Rate is how many requests per second an address may make on average,
	// Burst how many at once.
	Rate  float64
	Burst int
	// Sockets is how many push connections (WebSockets) an address may
	// hold open at once.
	Sockets int
}

// Defaults of Limits: a page loads in a handful of requests and a player
// acts a few times a minute, so these stop only floods.
const (
	DefaultRate    = 20
	DefaultBurst   = 100
	DefaultSockets = 32
	// maxClients is how many addresses the server keeps track of; past it,
	// addresses idle for clientIdle are forgotten, and while none is, new
	// addresses are refused.
	maxClients = 10_000
	clientIdle = time.Minute
)

// limiter applies Limits per client address.
type limiter struct {
	lim     Limits
	mu      sync.Mutex
	clients map[string]*allowance
}

// An allowance is what one address may still ask.
type allowance struct {
	tokens  *rate.Limiter
	sockets int
	seen    time.Time
}

func newLimiter(lim Limits) *limiter {
	if lim.Rate == 0 {
		lim.Rate = DefaultRate
	}
	if lim.Burst <= 0 {
		lim.Burst = DefaultBurst
	}
	if lim.Sockets <= 0 {
		lim.Sockets = DefaultSockets
	}
	return &limiter{lim: lim, clients: map[string]*allowance{}}
}

// addr is a request's client address, without the port.
func addr(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// get returns an address's allowance, or nil when too many addresses are
// active to take another. Call it with mu held.
func (l *limiter) get(a string, now time.Time) *allowance {
	c, ok := l.clients[a]
	if !ok {
		if len(l.clients) >= maxClients {
			for k, old := range l.clients {
				if old.sockets == 0 && now.Sub(old.seen) > clientIdle {
					delete(l.clients, k)
				}
			}
			if len(l.clients) >= maxClients {
				return nil
			}
		}
		limit := rate.Limit(l.lim.Rate)
		if l.lim.Rate < 0 {
			limit = rate.Inf
		}
		c = &allowance{tokens: rate.NewLimiter(limit, l.lim.Burst)}
		l.clients[a] = c
	}
	c.seen = now
	return c
}

// allow spends one request of an address's allowance.
func (l *limiter) allow(a string) bool {
	now := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	c := l.get(a, now)
	return c != nil && c.tokens.AllowN(now, 1)
}

// openSocket counts a push connection of an address, if it may open one.
func (l *limiter) openSocket(a string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	c := l.get(a, time.Now())
	if c == nil || c.sockets >= l.lim.Sockets {
		return false
	}
	c.sockets++
	return true
}

func (l *limiter) closeSocket(a string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if c, ok := l.clients[a]; ok {
		c.sockets--
		c.seen = time.Now()
	}
}

// tooMany refuses a request over its address's allowance.
func tooMany(format string, args ...any) *apiError {
	return errorf(http.StatusTooManyRequests, "rate_limited", format, args...)
}
