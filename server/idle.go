package server

import "time"

// DefaultIdle is how long a game stays in memory after its last request
// when no push connection watches it (Options.Idle).
const DefaultIdle = 15 * time.Minute

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
	s.mu.Lock()
	var idle []*live
	for _, l := range s.games {
		if now.Sub(l.used) > s.opts.Idle {
			idle = append(idle, l)
		}
	}
	s.mu.Unlock()
	n := 0
	for _, l := range idle {
		if !l.mu.TryLock() {
			continue // a request has it
		}
		s.mu.Lock()
		unload := s.games[l.id] == l && now.Sub(l.used) > s.opts.Idle && l.watchers == 0
		if unload {
			delete(s.games, l.id)
		}
		s.mu.Unlock()
		if unload {
			// a request that found it just before asks again
			l.broken = true
			l.notify()
			n++
		}
		l.mu.Unlock()
	}
	return n
}
