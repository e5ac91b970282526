package server

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/text"
	_ "modernc.org/sqlite" // the pure-Go SQLite driver, registered as "sqlite"
)

// schema creates the tables of a new database; it is idempotent.
//
// A game's record is its save (engine.Game) without the actions, which are
// rows of actions, one per accepted action; games.position is the count of
// those rows, written in the same transaction as they are. computers
// holds the sides the server plays (by kind), which no save holds: a
// table of its own, so a database made before it opens as it was.
const schema = `
CREATE TABLE IF NOT EXISTS games (
	id       TEXT PRIMARY KEY,
	record   TEXT NOT NULL,
	title    TEXT NOT NULL,
	position INTEGER NOT NULL DEFAULT 0,
	result   TEXT NOT NULL DEFAULT '',
	created  TEXT NOT NULL,
	updated  TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS actions (
	game_id  TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
	position INTEGER NOT NULL,
	action   TEXT NOT NULL,
	digest   TEXT NOT NULL,
	PRIMARY KEY (game_id, position)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS seats (
	token_hash TEXT PRIMARY KEY,
	game_id    TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
	role       TEXT NOT NULL,
	side       TEXT NOT NULL DEFAULT ''
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS seats_game ON seats(game_id);
CREATE TABLE IF NOT EXISTS computers (
	game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
	side    TEXT NOT NULL,
	kind    TEXT NOT NULL,
	PRIMARY KEY (game_id, side)
) WITHOUT ROWID;
`

// Roles of a seat token.
const (
	// RoleSide plays one side.
	RoleSide = "side"
	// RoleHost plays every side (hot seat) and may export and delete the game.
	RoleHost = "host"
	// RoleSpectator only watches.
	RoleSpectator = "spectator"
)

// A seat is what a token lets its bearer do in one game.
type seat struct {
	Game string `json:"game"`
	Role string `json:"role"`
	Side string `json:"side,omitempty"`
	// Lang is the language the request reads the game in (?lang=), nil
	// for English: a request's, never stored, so a seat changes it freely.
	Lang *text.Language `json:"-"`
	// Say is Lang's printer, which tells the kernel's refusals.
	Say *text.Printer `json:"-"`
}

// store keeps games in SQLite.
type store struct {
	db *sql.DB
}

// openStore opens (creating if need be) the database at path in WAL mode,
// with full synchronous commits, so an acknowledged commit survives a crash
// of the process and of the machine.
func openStore(path string) (*store, error) {
	if path == "" || strings.ContainsAny(path, "?#") {
		return nil, fmt.Errorf("database path %q: give a file name without ? or #", path)
	}
	dsn := "file:" + path + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=foreign_keys(1)&_txlock=immediate"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	// one writer at a time is all SQLite allows; one connection keeps
	// SQLITE_BUSY out of the picture
	db.SetMaxOpenConns(1)
	if _, err := db.Exec(schema); err != nil {
		db.Close()
		return nil, fmt.Errorf("open database %s: %w", path, err)
	}
	var mode string
	if err := db.QueryRow("PRAGMA journal_mode").Scan(&mode); err != nil || !strings.EqualFold(mode, "wal") {
		db.Close()
		return nil, fmt.Errorf("open database %s: journal mode %q, want wal (%v)", path, mode, err)
	}
	return &store{db: db}, nil
}

func (s *store) close() error {
	// a checkpoint folds the WAL into the database file, so a clean stop
	// leaves one file
	_, _ = s.db.Exec("PRAGMA wal_checkpoint(TRUNCATE)")
	return s.db.Close()
}

// hashToken is what the database keeps of a token: never the token itself.
func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

func now() string { return time.Now().UTC().Format(time.RFC3339) }

// A stored game is a game's row and its actions: a record to replay.
type stored struct {
	ID       string
	Record   engine.Game
	Title    string
	Position int
	Result   string
	// Computers are the sides the server plays, by kind.
	Computers map[string]string
}

// insert adds a game with its seats (token -> seat), the sides the
// computer plays and the actions its record holds, all in one
// transaction.
func (s *store) insert(ctx context.Context, id, title string, rec engine.Game, result string, seats map[string]seat, computers map[string]string) error {
	head := rec
	head.Actions, head.Digests = nil, nil
	data, err := json.Marshal(head)
	if err != nil {
		return err
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	t := now()
	if _, err := tx.ExecContext(ctx, `INSERT INTO games (id, record, title, position, result, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		id, string(data), title, len(rec.Actions), result, t, t); err != nil {
		return err
	}
	if err := insertActions(ctx, tx, id, 0, rec.Actions, rec.Digests); err != nil {
		return err
	}
	for token, st := range seats {
		if _, err := tx.ExecContext(ctx, `INSERT INTO seats (token_hash, game_id, role, side) VALUES (?, ?, ?, ?)`, hashToken(token), id, st.Role, st.Side); err != nil {
			return err
		}
	}
	for side, kind := range computers {
		if _, err := tx.ExecContext(ctx, `INSERT INTO computers (game_id, side, kind) VALUES (?, ?, ?)`, id, side, kind); err != nil {
			return err
		}
	}
	return tx.Commit()
}

func insertActions(ctx context.Context, tx *sql.Tx, id string, from int, actions []engine.Action, digests []string) error {
	if len(digests) != len(actions) {
		return fmt.Errorf("%d digests for %d actions", len(digests), len(actions))
	}
	for i, a := range actions {
		data, err := json.Marshal(a)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO actions (game_id, position, action, digest) VALUES (?, ?, ?, ?)`, id, from+i, string(data), digests[i]); err != nil {
			return err
		}
	}
	return nil
}

// errMoved says the game's stored position is not the one an append
// expected: another writer got there first.
var errMoved = errors.New("the stored game moved on")

// appendActions commits actions after position from, and the game's new
// position and result, in one transaction.
func (s *store) appendActions(ctx context.Context, id string, from int, actions []engine.Action, digests []string, result string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `UPDATE games SET position = ?, result = ?, updated = ? WHERE id = ? AND position = ?`,
		from+len(actions), result, now(), id, from)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return errors.Join(errMoved, err)
	}
	if err := insertActions(ctx, tx, id, from, actions, digests); err != nil {
		return err
	}
	return tx.Commit()
}

// truncate takes a game's log back from position from to position to,
// with its new result, in one transaction.
func (s *store) truncate(ctx context.Context, id string, from, to int, result string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `UPDATE games SET position = ?, result = ?, updated = ? WHERE id = ? AND position = ?`, to, result, now(), id, from)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return errors.Join(errMoved, err)
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM actions WHERE game_id = ? AND position >= ?`, id, to); err != nil {
		return err
	}
	return tx.Commit()
}

// errNoGame says no game has the id.
var errNoGame = errors.New("no such game")

// load reads a game with its actions.
func (s *store) load(ctx context.Context, id string) (*stored, error) {
	g := &stored{ID: id}
	var record string
	err := s.db.QueryRowContext(ctx, `SELECT record, title, position, result FROM games WHERE id = ?`, id).Scan(&record, &g.Title, &g.Position, &g.Result)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errNoGame
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(record), &g.Record); err != nil {
		return nil, fmt.Errorf("game %s: record: %w", id, err)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT position, action, digest FROM actions WHERE game_id = ? ORDER BY position`, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var pos int
		var action, digest string
		if err := rows.Scan(&pos, &action, &digest); err != nil {
			return nil, err
		}
		if pos != len(g.Record.Actions) {
			return nil, fmt.Errorf("game %s: action %d missing", id, len(g.Record.Actions))
		}
		var a engine.Action
		if err := json.Unmarshal([]byte(action), &a); err != nil {
			return nil, fmt.Errorf("game %s: action %d: %w", id, pos, err)
		}
		g.Record.Actions = append(g.Record.Actions, a)
		g.Record.Digests = append(g.Record.Digests, digest)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if g.Position != len(g.Record.Actions) {
		return nil, fmt.Errorf("game %s: position %d but %d actions stored", id, g.Position, len(g.Record.Actions))
	}
	crows, err := s.db.QueryContext(ctx, `SELECT side, kind FROM computers WHERE game_id = ?`, id)
	if err != nil {
		return nil, err
	}
	defer crows.Close()
	for crows.Next() {
		var side, kind string
		if err := crows.Scan(&side, &kind); err != nil {
			return nil, err
		}
		if g.Computers == nil {
			g.Computers = map[string]string{}
		}
		g.Computers[side] = kind
	}
	if err := crows.Err(); err != nil {
		return nil, err
	}
	return g, nil
}

// seat returns the seat a token holds, or false.
func (s *store) seat(ctx context.Context, token string) (seat, bool, error) {
	var st seat
	err := s.db.QueryRowContext(ctx, `SELECT game_id, role, side FROM seats WHERE token_hash = ?`, hashToken(token)).Scan(&st.Game, &st.Role, &st.Side)
	if errors.Is(err, sql.ErrNoRows) {
		return seat{}, false, nil
	}
	return st, err == nil, err
}

// A listed game is a line of the list of games: nothing secret.
type listed struct {
	ID       string   `json:"id"`
	Title    string   `json:"title"`
	Ruleset  string   `json:"ruleset"`
	Mods     []string `json:"mods,omitempty"`
	Scenario string   `json:"scenario"`
	Position int      `json:"position"`
	Result   string   `json:"result,omitempty"`
	Created  string   `json:"created"`
	Updated  string   `json:"updated"`
}

// maxListed is how many games the list shows, the latest played first: a
// server keeps every game ever created, and anyone may ask for the list.
const maxListed = 500

func (s *store) list(ctx context.Context) ([]listed, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT id, record, title, position, result, created, updated FROM games ORDER BY updated DESC, id LIMIT ?`, maxListed)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []listed{}
	for rows.Next() {
		var l listed
		var record string
		if err := rows.Scan(&l.ID, &record, &l.Title, &l.Position, &l.Result, &l.Created, &l.Updated); err != nil {
			return nil, err
		}
		// only the record's names: a campaign step's carried units are
		// not decoded for a line of the list
		var rec struct {
			Ruleset, Scenario string
			Mods              []string
		}
		if err := json.Unmarshal([]byte(record), &rec); err == nil {
			l.Ruleset, l.Mods, l.Scenario = rec.Ruleset, rec.Mods, rec.Scenario
		}
		out = append(out, l)
	}
	return out, rows.Err()
}

// remove deletes a game, its actions, its seats and its computer players.
func (s *store) remove(ctx context.Context, id string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, q := range []string{`DELETE FROM seats WHERE game_id = ?`, `DELETE FROM computers WHERE game_id = ?`, `DELETE FROM actions WHERE game_id = ?`, `DELETE FROM games WHERE id = ?`} {
		if _, err := tx.ExecContext(ctx, q, id); err != nil {
			return err
		}
	}
	return tx.Commit()
}
