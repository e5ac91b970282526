package server

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
)

// Options configure a Server; the zero value of each field but FS and DB
// takes a default.
type Options struct {
	// FS is the project: rulesets/ and mods/.
	FS fs.FS
	// DB is the path of the SQLite file games are kept in.
	DB string
	// Lua bounds the scripts' work per action.
	Lua script.Options
	// Log receives a line per request that failed on the server's side
	// (nil: none).
	Log *slog.Logger
	// Limits bound what one client address may ask.
	Limits Limits
	// Idle is how long a game no one watches stays in memory after its
	// last request (0: DefaultIdle).
	Idle time.Duration
	// Live is how many games stay in memory at most: past it, those used
	// longest ago that no one watches leave (0: DefaultLive).
	Live int
}

// A Server holds the games: in SQLite, and in memory once played.
type Server struct {
	opts   Options
	store  *store
	log    *slog.Logger
	limits *limiter
	// working holds a token per odds answer or replay being worked out:
	// one per core.
	working chan struct{}
	// done is closed by Close, ending the WebSocket connections; sockets
	// counts them, so Close waits for them to end.
	done    chan struct{}
	sockets sync.WaitGroup
	// thinkers counts the computer players at work (think), so Close
	// waits for a commit of theirs to end.
	thinkers sync.WaitGroup

	mu     sync.Mutex
	closed bool
	rules  map[string]*rulesEntry
	games  map[string]*live
}

// rulesEntry loads one ruleset with mods once, however many ask at once.
type rulesEntry struct {
	once  sync.Once
	rules *game.Rules
	err   error
}

// New opens the database and returns a server; games are rebuilt from it
// when first asked for.
func New(opts Options) (*Server, error) {
	if opts.FS == nil {
		return nil, errors.New("server: no project (Options.FS)")
	}
	st, err := openStore(opts.DB)
	if err != nil {
		return nil, err
	}
	log := opts.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if opts.Idle <= 0 {
		opts.Idle = DefaultIdle
	}
	if opts.Live <= 0 {
		opts.Live = DefaultLive
	}
	s := &Server{opts: opts, store: st, log: log, limits: newLimiter(opts.Limits), working: make(chan struct{}, runtime.GOMAXPROCS(0)), done: make(chan struct{}), rules: map[string]*rulesEntry{}, games: map[string]*live{}}
	go s.unloader()
	return s, nil
}

// Close ends the WebSocket connections, waits for them to go, and closes
// the database. Call it after the HTTP server has shut down, so no request
// is mid-commit; a second call does nothing.
func (s *Server) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	s.mu.Unlock()
	close(s.done)
	s.sockets.Wait()
	s.thinkers.Wait()
	return s.store.close()
}

// openSocket admits a push connection from an address, counting it so
// Close waits for it; it is refused while the server closes, or when the
// address holds too many.
func (s *Server) openSocket(a string) *apiError {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return errorf(http.StatusServiceUnavailable, "shutting_down", "server.stopping")
	}
	if !s.limits.openSocket(a) {
		return tooMany("server.too_many_sockets", "addr", a, "n", s.limits.lim.Sockets)
	}
	s.sockets.Add(1)
	return nil
}

func (s *Server) closeSocket(a string) {
	s.limits.closeSocket(a)
	s.sockets.Done()
}

// rulesFor loads a ruleset with mods (once per server).
func (s *Server) rulesFor(id string, mods []string) (*game.Rules, error) {
	if err := ruleset.ValidID(id); err != nil {
		return nil, fmt.Errorf("ruleset: %w", err)
	}
	for _, m := range mods {
		if err := ruleset.ValidID(m); err != nil {
			return nil, fmt.Errorf("mod: %w", err)
		}
	}
	if info, err := fs.Stat(s.opts.FS, "rulesets/"+id); err != nil || !info.IsDir() {
		return nil, fmt.Errorf("there is no ruleset %q; there are: %s", id, strings.Join(s.rulesetIDs(), ", "))
	}
	key := strings.Join(append([]string{id}, mods...), "+")
	s.mu.Lock()
	entry, ok := s.rules[key]
	if !ok {
		entry = &rulesEntry{}
		s.rules[key] = entry
	}
	s.mu.Unlock()
	entry.once.Do(func() {
		entry.rules, entry.err = game.Load(ruleset.Options{FS: s.opts.FS, Ruleset: id, Mods: mods})
		if entry.err != nil {
			// kept only for those already waiting: requests naming mods
			// that do not exist must not fill the server's memory
			s.mu.Lock()
			delete(s.rules, key)
			s.mu.Unlock()
		}
	})
	return entry.rules, entry.err
}

// rulesetIDs lists the folders of rulesets/.
func (s *Server) rulesetIDs() []string {
	entries, _ := fs.ReadDir(s.opts.FS, "rulesets")
	var ids []string
	for _, e := range entries {
		if e.IsDir() && ruleset.ValidID(e.Name()) == nil {
			ids = append(ids, e.Name())
		}
	}
	return ids
}

// live is a game in memory. Its mutex serialises everything done to the
// engine, which is not safe for concurrent use.
type live struct {
	mu     sync.Mutex
	id     string
	title  string
	rules  *game.Rules
	e      *engine.Engine
	record engine.Game // the record's head: rules, scenario, seed
	// replay marks a copy of the game at an earlier position, to look at
	// only; revealed, that the game itself is over, so nothing is hidden.
	replay, revealed bool
	// broken is set when a commit failed after the engine accepted an
	// action: the engine is ahead of the database and is dropped.
	broken bool
	// legal caches the legal actions of one position, per seat's side
	// ("" for the host).
	legal    map[string][]engine.Action
	legalPos int
	// changed is closed, and replaced, whenever the game moves on.
	changed chan struct{}
	// used is when a request last asked for the game (guarded by the
	// server's mu); watchers counts its push connections.
	used     time.Time
	watchers int
	// odds and past are copies of the game: one to weigh odds on, one at
	// the position a seat steps through the log to.
	odds, past shadow
	// lua bounds the scripts of a rebuild (an undo's)
	lua script.Options
	// undoPos is the position undoOK and undoBy (see mayUndo) are of.
	undoPos int
	undoOK  bool
	undoBy  string
	// computers are the sides the server plays, by kind (see PlayerAI);
	// thinking is set while a goroutine plays them (think), and stuck is
	// the position at which none of their choices for stuckSide was
	// accepted (-1: none), so the computer tries again only once the game
	// has moved.
	computers map[string]string
	thinking  bool
	stuck     int
	stuckSide string
	// mind is the copy of the game the computer works its choices out on.
	mind shadow
}

// position is the game's log position: how many actions it accepted.
func (l *live) position() int { return len(l.e.Actions) }

// notify wakes whoever waits for the game to change.
func (l *live) notify() {
	close(l.changed)
	l.changed = make(chan struct{})
}

// game returns the game in memory, rebuilding it from the database by
// replaying its actions when it is not.
func (s *Server) game(ctx context.Context, id string) (*live, error) {
	s.mu.Lock()
	l, ok := s.games[id]
	if ok {
		l.used = time.Now()
	}
	s.mu.Unlock()
	if ok {
		return l, nil
	}
	g, err := s.store.load(ctx, id)
	if err != nil {
		return nil, err
	}
	rules, err := s.rulesFor(g.Record.Ruleset, g.Record.Mods)
	if err != nil {
		return nil, fmt.Errorf("game %s: %w", id, err)
	}
	e, err := rules.Replay(g.Record, s.opts.Lua)
	if err != nil {
		return nil, fmt.Errorf("game %s: %w", id, err)
	}
	e.TrackDigests = true
	head := g.Record
	head.Actions, head.Digests = nil, nil
	return s.keep(newLive(id, g.Title, rules, e, head, g.Computers, s.opts.Lua)), nil
}

// newLive is a game in memory, of an engine built or replayed.
func newLive(id, title string, rules *game.Rules, e *engine.Engine, head engine.Game, computers map[string]string, lua script.Options) *live {
	return &live{id: id, title: title, rules: rules, e: e, record: head, legalPos: -1, undoPos: -1, stuck: -1, lua: lua, computers: computers, changed: make(chan struct{})}
}

// keep puts a game in memory, unless another request put it there first
// (then it returns that one), and makes room for it; the computer plays
// its sides from there.
func (s *Server) keep(l *live) *live {
	s.mu.Lock()
	if other, ok := s.games[l.id]; ok {
		s.mu.Unlock()
		return other
	}
	l.used = time.Now()
	s.games[l.id] = l
	s.mu.Unlock()
	s.trim()
	l.mu.Lock()
	s.wake(l)
	l.mu.Unlock()
	return l
}

// drop forgets a game in memory (deleted, or ahead of the database).
func (s *Server) drop(l *live) {
	s.mu.Lock()
	if s.games[l.id] == l {
		delete(s.games, l.id)
	}
	s.mu.Unlock()
	l.broken = true
	l.notify()
}

// newToken returns a secret: 32 random bytes, URL-safe.
func newToken() string {
	var b [32]byte
	_, _ = rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

func newID() string {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func randomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:]) >> 1
}

// Tokens are the secrets of a new game's seats, and the sides the
// computer plays (no seat's).
type Tokens struct {
	Game      string            `json:"game"`
	Host      string            `json:"host"`
	Spectator string            `json:"spectator"`
	Sides     map[string]string `json:"sides"`
	Computers map[string]string `json:"computers,omitempty"`
}

// seatsFor mints a token per side a person plays, plus host and spectator.
func seatsFor(id string, e *engine.Engine, computers map[string]string) (Tokens, map[string]seat) {
	t := Tokens{Game: id, Host: newToken(), Spectator: newToken(), Sides: map[string]string{}}
	seats := map[string]seat{t.Host: {Game: id, Role: RoleHost}, t.Spectator: {Game: id, Role: RoleSpectator}}
	for _, side := range e.State.Sides {
		if slices.Contains(e.State.Automated, side) {
			continue
		}
		if kind, ok := computers[side]; ok {
			if t.Computers == nil {
				t.Computers = map[string]string{}
			}
			t.Computers[side] = kind
			continue
		}
		tok := newToken()
		t.Sides[side] = tok
		seats[tok] = seat{Game: id, Role: RoleSide, Side: side}
	}
	return t, seats
}

// A CreateRequest asks for a new game.
type CreateRequest struct {
	Ruleset  string   `json:"ruleset"`
	Mods     []string `json:"mods,omitempty"`
	Scenario string   `json:"scenario,omitempty"`
	// Campaign, instead of a scenario, starts a campaign: its first step.
	Campaign string `json:"campaign,omitempty"`
	// Seed, when set, seeds the dice (default: a random seed no one sees).
	Seed *uint64 `json:"seed,omitempty"`
	// Players name who plays a side: "person" (the default: a seat),
	// "greedy" or "ai" (the computer, with no seat). At least one side
	// is a person's.
	Players map[string]string `json:"players,omitempty"`
}

// create sets up and stores a new game.
func (s *Server) create(ctx context.Context, req CreateRequest) (Tokens, error) {
	if req.Ruleset == "" {
		req.Ruleset = "base"
	}
	rules, err := s.rulesFor(req.Ruleset, req.Mods)
	if err != nil {
		return Tokens{}, badRequest(err)
	}
	var cfg game.Config
	switch {
	case req.Campaign != "" && req.Scenario != "":
		return Tokens{}, errorf(http.StatusBadRequest, "malformed", "server.scenario_and_campaign")
	case req.Campaign != "":
		if cfg, err = rules.Start(req.Campaign); err != nil {
			return Tokens{}, badRequest(err)
		}
	default:
		sc, err := rules.Scenario(req.Scenario)
		if err != nil {
			return Tokens{}, badRequest(err)
		}
		cfg.Scenario = sc.ID
	}
	seed := randomSeed()
	if req.Seed != nil {
		seed = *req.Seed
	}
	return s.begin(ctx, rules, cfg, seed, req.Mods, req.Players)
}

// begin sets up a game of a config (a scenario, or a campaign's step) and
// stores it, with the sides players names the computer's. Digests start
// from the first action: an automated side may act as play begins.
func (s *Server) begin(ctx context.Context, rules *game.Rules, cfg game.Config, seed uint64, mods []string, players map[string]string) (Tokens, error) {
	cfg.Dice, cfg.Lua, cfg.TrackDigests, cfg.Begin = dice.NewSeeded(seed), s.opts.Lua, true, true
	e, err := rules.New(cfg)
	if err != nil {
		return Tokens{}, err
	}
	computers, err := checkPlayers(players, gameSides(e), e.State.Automated)
	if err != nil {
		return Tokens{}, badRequest(err)
	}
	return s.add(ctx, rules, e, cfg.Scenario, seed, mods, computers)
}

// handleNext starts the next step of the campaign a finished game is a
// step of (game.Next), with new seats and new dice: the host's, as the
// host made the game.
func (s *Server) handleNext(r *http.Request, _ http.ResponseWriter) (any, error) {
	l, st, err := s.authorize(r, "")
	if err != nil {
		return nil, err
	}
	if st.Role != RoleHost {
		return nil, errorf(http.StatusForbidden, "not_host", "server.host_next_step")
	}
	if err := lock(l); err != nil {
		return nil, err
	}
	cfg, ok, err := game.Next(l.e)
	rules, mods, computers := l.rules, l.record.Mods, l.computers
	l.mu.Unlock()
	switch {
	case err != nil:
		return nil, goError(http.StatusConflict, "no_next_step", err)
	case !ok:
		return nil, errorf(http.StatusConflict, "campaign_over", "server.campaign_over")
	}
	t, err := s.begin(context.WithoutCancel(r.Context()), rules, cfg, randomSeed(), mods, computers)
	if err != nil {
		return nil, err
	}
	return created{t}, nil
}

// add stores a built game under a new id, with new seats for the sides
// the computer does not play.
func (s *Server) add(ctx context.Context, rules *game.Rules, e *engine.Engine, scenario string, seed uint64, mods []string, computers map[string]string) (Tokens, error) {
	id := newID()
	rec := e.Record(scenario, seed, mods)
	title := e.Scenario.Title
	tokens, seats := seatsFor(id, e, computers)
	if err := s.store.insert(ctx, id, title, rec, e.State.Result, seats, computers); err != nil {
		return Tokens{}, err
	}
	head := rec
	head.Actions, head.Digests = nil, nil
	s.keep(newLive(id, title, rules, e, head, computers, s.opts.Lua))
	return tokens, nil
}

// importGame rebuilds a save (checking every step against its digests)
// and stores it as a new game.
//
// The replay is one piece of work (engine.Budget): all its actions
// together stay within the Lua budget of one, and it stops when the
// client leaves.
func (s *Server) importGame(ctx context.Context, rec engine.Game) (Tokens, error) {
	if err := checkImport(rec); err != nil {
		return Tokens{}, badRequest(err)
	}
	rules, err := s.rulesFor(rec.Ruleset, rec.Mods)
	if err != nil {
		return Tokens{}, badRequest(err)
	}
	end := func() error { return nil }
	attach := script.Attacher(rules.Prog, s.opts.Lua)
	e, err := engine.Replay(rules.RS, rec, func(e *engine.Engine) error {
		if err := attach(e); err != nil {
			return err
		}
		end = e.Meter.Bound(engine.Budget{What: "replaying the save", Stop: ctx.Done()})
		return nil
	})
	if spent := end(); spent != nil {
		err = spent
	}
	if err != nil {
		return Tokens{}, badRequest(err)
	}
	e.TrackDigests = true
	return s.add(ctx, rules, e, rec.Scenario, rec.Seed, rec.Mods, nil)
}

// remove deletes a game.
func (s *Server) remove(ctx context.Context, l *live) error {
	if err := s.store.remove(ctx, l.id); err != nil {
		return err
	}
	s.drop(l)
	return nil
}
