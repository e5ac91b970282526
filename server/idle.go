package server

import (
	"maps"
	"slices"
	"time"
)

// Defaults of the games kept in memory.
const (
	// DefaultIdle is how long a game stays in memory after its last
	// request when no push connection watches it (Options.Idle).
	DefaultIdle = 15 * time.Minute
	// DefaultLive is how many games stay in memory at most (Options.Live).
	DefaultLive = 1000
)

// unloader forgets idle games every so often, until the server closes.
func (s *Server) unloader() {
	t := time.NewTicker(min(s.opts.Idle/2, time.Minute))
	defer t.Stop()
	for {
		select {
		case <-s.done:
			return
		case now := <-t.C:
			s.unloadIdle(now)
		}
	}
}

// unloadIdle forgets the games in memory that no request used for longer
// than Options.Idle before now and that no push connection watches. They
// stay in the database and are rebuilt when next asked for. It returns how
// many it unloaded.
func (s *Server) unloadIdle(now time.Time) int {
	idle := func(l *live) bool { return now.Sub(l.used) > s.opts.Idle }
	s.mu.Lock()
	games := slices.Collect(maps.Values(s.games))
	s.mu.Unlock()
	n := 0
	for _, l := range games {
		if s.unload(l, idle) {
			n++
		}
	}
	return n
}

// trim unloads the games used longest ago while more than Options.Live
// are in memory.
func (s *Server) trim() {
	s.mu.Lock()
	over := len(s.games) - s.opts.Live
	var games []*live
	if over > 0 {
		games = slices.SortedFunc(maps.Values(s.games), func(a, b *live) int { return a.used.Compare(b.used) })
	}
	s.mu.Unlock()
	always := func(*live) bool { return true }
	for _, l := range games {
		if over <= 0 {
			return
		}
		if s.unload(l, always) {
			over--
		}
	}
}

// unload forgets a game in memory when no request has it, no push
// connection watches it and may(l) holds (it is called with the server's
// mu held). A request that found the game just before is told to ask
// again.
func (s *Server) unload(l *live, may func(*live) bool) bool {
	if !l.mu.TryLock() {
		return false // a request has it
	}
	defer l.mu.Unlock()
	s.mu.Lock()
	ok := s.games[l.id] == l && l.watchers == 0 && may(l)
	if ok {
		delete(s.games, l.id)
	}
	s.mu.Unlock()
	if ok {
		l.broken = true
		l.notify()
	}
	return ok
}
