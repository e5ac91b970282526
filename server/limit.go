package server

import (
	"context"
	"net"
	"net/http"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Limits bound what one client address may ask of the server, and how
// many imports all of them may run at once. The zero value of each field
// takes its default; a negative Rate lifts the limit on requests (a
// benchmark's many games from one address, say).
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
	// ImportRate is how many imports per second an address may make on
	// average, ImportBurst how many at once: an import replays a whole
	// game, so it is counted apart from, and far below, other requests.
	// A negative ImportRate lifts the limit.
	ImportRate  float64
	ImportBurst int
	// Imports is how many imports the server reads and replays at once,
	// from all addresses together; the others wait their turn. Each holds
	// its save, decoded, and a game being rebuilt: this bounds the memory
	// imports take.
	Imports int
}

// Defaults of Limits: a page loads in a handful of requests and a player
// acts a few times a minute, so these stop only floods. A player imports
// a save now and then; an import costs as much as hundreds of actions
// (its whole game is replayed and checked), so an address may make one a
// minute, after a first few.
const (
	DefaultRate        = 20
	DefaultBurst       = 100
	DefaultSockets     = 32
	DefaultImportRate  = 1.0 / 60
	DefaultImportBurst = 5
	DefaultImports     = 2
	// maxClients is how many addresses the server keeps track of; past it,
	// addresses idle for clientIdle are forgotten, and while none is, new
	// addresses are refused.
	maxClients = 10_000
	clientIdle = time.Minute
)

// limiter applies Limits per client address, and holds a token per
// import under way.
type limiter struct {
	lim       Limits
	mu        sync.Mutex
	clients   map[string]*allowance
	importing chan struct{}
}

// An allowance is what one address may still ask.
type allowance struct {
	tokens, imports *rate.Limiter
	sockets         int
	seen            time.Time
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
	if lim.ImportRate == 0 {
		lim.ImportRate = DefaultImportRate
	}
	if lim.ImportBurst <= 0 {
		lim.ImportBurst = DefaultImportBurst
	}
	if lim.Imports <= 0 {
		lim.Imports = DefaultImports
	}
	return &limiter{lim: lim, clients: map[string]*allowance{}, importing: make(chan struct{}, lim.Imports)}
}

// perSecond is a rate as the limiters take it: a negative one lifts the
// limit.
func perSecond(r float64) rate.Limit {
	if r < 0 {
		return rate.Inf
	}
	return rate.Limit(r)
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
		c = &allowance{tokens: rate.NewLimiter(perSecond(l.lim.Rate), l.lim.Burst), imports: rate.NewLimiter(perSecond(l.lim.ImportRate), l.lim.ImportBurst)}
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

// allowImport spends one import of an address's allowance (besides the
// request itself).
func (l *limiter) allowImport(a string) bool {
	now := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	c := l.get(a, now)
	return c != nil && c.imports.AllowN(now, 1)
}

// importSlot waits for a turn to import (ctx done: the client gave up);
// the returned func ends it.
func (l *limiter) importSlot(ctx context.Context) (func(), error) { return acquire(ctx, l.importing) }

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
func tooMany(key string, params ...any) *apiError {
	return errorf(http.StatusTooManyRequests, "rate_limited", key, params...)
}
