package server

import (
	"cmp"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"mime"
	"net"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/text"
	"github.com/nw68/nw68/locales"
)

//go:embed web
var webFS embed.FS

// Limits of request bodies. A save is far smaller than a save file may be
// (engine.MaxSaveBytes): the longest bot games of the base game and the
// expansion saved under 50 KB, about 150 bytes an action. Decoding takes
// up to about 20 times the body's size, so the import limits (Limits:
// ImportRate, Imports) and maxImportBytes bound the memory imports take.
const (
	maxCreateBytes = 4 << 10
	maxActionBytes = 16 << 10
	maxImportBytes = 1 << 20
)

// Limits of what an imported save may hold, besides ReadGame's: these many
// actions are fifteen times the longest bot game (341), and a campaign
// step carries no more units than a game may hold.
const (
	maxImportActions = 5_000
	maxImportCarried = engine.MaxUnits
)

// An apiError is an error the API answers with: a status, a stable code
// and a sentence; a rejection by the rules adds the rule that forbids it.
// The sentence is a message of the program's catalogs (locales/*/server.hcl),
// its key and values kept until the error is written (writeError), where it
// is rendered in the language of the request it answers.
type apiError struct {
	Status  int    `json:"-"`
	Code    string `json:"code"`
	Message string `json:"error"`
	Rule    string `json:"rule,omitempty"`
	// RuleTitle and RuleSummary say what the rule is.
	RuleTitle   string `json:"rule_title,omitempty"`
	RuleSummary string `json:"rule_summary,omitempty"`
	// key and params (name, value pairs) are Message's catalog message; an
	// error without a key has its Message already in the seat's language
	// (a refusal of the rules).
	key    string
	params []any
}

// Error is the sentence in English.
func (e *apiError) Error() string { return e.in(nil).Message }

// in is the error with its sentence rendered by say (English when nil).
func (e *apiError) in(say *text.Printer) *apiError {
	if e.key == "" {
		return e
	}
	if say == nil {
		say = english()
	}
	out := *e
	if say == nil { // the catalogs are broken, which a test rules out
		out.Message = fmt.Sprint(append([]any{e.key}, e.params...)...)
	} else {
		out.Message = say.T(e.key, e.params...)
	}
	return &out
}

// errorf makes an error whose sentence is the message of key (a server.*
// key of the program's catalogs) with params as name, value pairs. A value
// is written as fmt.Sprint writes it: one the English sentence quoted (%q)
// comes quoted (strconv.Quote), so the sentence reads the same in English.
func errorf(status int, code, key string, params ...any) *apiError {
	return &apiError{Status: status, Code: code, key: key, params: params}
}

// goError makes an error whose sentence is a Go error's text, in every
// language: what a package below the server said.
func goError(status int, code string, err error) *apiError {
	return errorf(status, code, "server.error", "error", err.Error())
}

func badRequest(err error) error {
	return goError(http.StatusBadRequest, "bad_request", err)
}

// english is the program's English printer; nil only when its catalogs do
// not load.
func english() *text.Printer {
	catalogs, err := locales.Load()
	if err != nil {
		return nil
	}
	say, err := catalogs.Printer(text.English.ID)
	if err != nil {
		return nil
	}
	return say
}

// sayTo is the printer of the language a request reads, English when the
// language it names is itself what is wrong (bad_lang).
func sayTo(r *http.Request) *text.Printer {
	if say, err := language(r); err == nil {
		return say
	}
	return english()
}

// Handler returns the page and the API. hosts, when not empty, are the
// only host names requests may name (a server on loopback refuses other
// names, so a web page elsewhere cannot reach it by DNS rebinding).
func (s *Server) Handler(hosts ...string) http.Handler {
	mux := http.NewServeMux()
	static, _ := fs.Sub(webFS, "web")
	mux.Handle("GET /", http.FileServerFS(static))
	mux.HandleFunc("GET /api/rulesets", s.api(s.handleRulesets))
	mux.HandleFunc("GET /api/locale", s.api(s.handleLocale))
	mux.HandleFunc("GET /api/rulesets/{id}/images/{kind}/{entity}", s.handleImage)
	mux.HandleFunc("GET /api/games", s.api(s.handleList))
	mux.HandleFunc("POST /api/games", s.api(s.handleCreate))
	mux.HandleFunc("POST /api/games/import", s.api(s.handleImport))
	mux.HandleFunc("GET /api/games/{id}", s.api(s.handleView))
	mux.HandleFunc("DELETE /api/games/{id}", s.api(s.handleDelete))
	mux.HandleFunc("POST /api/games/{id}/actions", s.api(s.handleAction))
	mux.HandleFunc("GET /api/games/{id}/odds", s.api(s.handleOdds))
	mux.HandleFunc("GET /api/games/{id}/query/{name}", s.api(s.handleQuery))
	mux.HandleFunc("GET /api/games/{id}/export", s.api(s.handleExport))
	mux.HandleFunc("POST /api/games/{id}/fork", s.api(s.handleFork))
	mux.HandleFunc("POST /api/games/{id}/undo", s.api(s.handleUndo))
	mux.HandleFunc("POST /api/games/{id}/next", s.api(s.handleNext))
	mux.HandleFunc("GET /api/games/{id}/ws", s.handleWS)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'")
		if !s.limits.allow(addr(r)) {
			writeError(w, r, tooMany("server.too_many_requests", "addr", addr(r), "rate", s.limits.lim.Rate))
			return
		}
		if len(hosts) > 0 {
			name := r.Host
			if hn, _, err := net.SplitHostPort(r.Host); err == nil {
				name = hn
			}
			if !slices.Contains(hosts, strings.ToLower(strings.Trim(name, "[]"))) {
				writeError(w, r, errorf(http.StatusMisdirectedRequest, "bad_host", "server.bad_host", "hosts", strings.Join(hosts, ", "), "host", strconv.Quote(r.Host)))
				return
			}
		}
		mux.ServeHTTP(w, r)
	})
}

// api adapts a handler that returns its answer or an error.
func (s *Server) api(h func(r *http.Request, w http.ResponseWriter) (any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		out, err := h(r, w)
		if err != nil {
			var ae *apiError
			if !errors.As(err, &ae) {
				if errors.Is(err, errNoGame) {
					ae = errorf(http.StatusNotFound, "no_game", "server.no_game", "game", strconv.Quote(r.PathValue("id")))
				} else {
					s.log.Error("request failed", "method", r.Method, "path", r.URL.Path, "err", err)
					ae = goError(http.StatusInternalServerError, "internal", err)
				}
			}
			writeError(w, r, ae)
			return
		}
		if _, ok := out.(skip); ok {
			return
		}
		if out == nil {
			w.WriteHeader(http.StatusNoContent)
			return
		}
		status := http.StatusOK
		if c, ok := out.(created); ok {
			status, out = http.StatusCreated, c.v
		}
		writeJSON(w, status, out)
	}
}

// created marks an answer that made something.
type created struct{ v any }

// writeJSON answers with a value, or with a 500 naming why it could not
// be written.
func writeJSON(w http.ResponseWriter, status int, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		data, _ = json.Marshal(errorf(status, "internal", "server.unwritable", "error", err.Error()).in(nil))
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(append(data, '\n'))
}

// writeError answers a request with an error, its sentence in the language
// the request reads: the one place errors are written.
func writeError(w http.ResponseWriter, r *http.Request, e *apiError) {
	if e.Status == http.StatusTooManyRequests {
		w.Header().Set("Retry-After", "1")
	}
	writeJSON(w, e.Status, e.in(sayTo(r)))
}

// decode reads a request's JSON body into v: exactly one value, of no more
// than limit bytes, with no field v does not have.
func decode(w http.ResponseWriter, r *http.Request, limit int64, v any) error {
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		return errorf(http.StatusUnsupportedMediaType, "not_json", "server.not_json")
	}
	body := http.MaxBytesReader(w, r.Body, limit)
	dec := json.NewDecoder(body)
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	trailing := false
	if err == nil {
		if _, terr := dec.Token(); !errors.Is(terr, io.EOF) {
			err, trailing = errors.New("data after the JSON value"), true
		}
	}
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return errorf(http.StatusRequestEntityTooLarge, "too_large", "server.body_too_large", "limit", limit)
	case errors.Is(err, io.EOF):
		return errorf(http.StatusBadRequest, "malformed", "server.body_empty")
	case trailing:
		return errorf(http.StatusBadRequest, "malformed", "server.json_trailing")
	case err != nil:
		return errorf(http.StatusBadRequest, "malformed", "server.malformed_json", "error", err.Error())
	}
	return nil
}

// authorize returns the game a request's token is a seat of, and the seat.
// A request without a token, or with one that is no seat of this game, is
// refused before the game is even looked at.
func (s *Server) authorize(r *http.Request, token string) (*live, seat, error) {
	id := r.PathValue("id")
	if token == "" {
		tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok || tok == "" {
			return nil, seat{}, errorf(http.StatusUnauthorized, "no_token", "server.no_token")
		}
		token = tok
	}
	st, ok, err := s.store.seat(r.Context(), token)
	if err != nil {
		return nil, seat{}, err
	}
	if !ok || st.Game != id {
		return nil, seat{}, errorf(http.StatusForbidden, "bad_token", "server.bad_token", "game", strconv.Quote(id))
	}
	say, err := language(r)
	if err != nil {
		return nil, seat{}, err
	}
	st.Lang, st.Say = say.Lang(), say
	l, err := s.game(r.Context(), id)
	if err != nil {
		return nil, seat{}, err
	}
	return l, st, nil
}

// language is the program's printer for the language a request asks to
// read in (?lang=), English when it names none.
func language(r *http.Request) (*text.Printer, error) {
	catalogs, err := locales.Load()
	if err != nil {
		return nil, err
	}
	say, err := catalogs.Printer(cmp.Or(r.URL.Query().Get("lang"), text.English.ID))
	if err != nil {
		return nil, errorf(http.StatusBadRequest, "bad_lang", "server.bad_lang", "error", err.Error())
	}
	return say, nil
}

// A localeView is what the page needs to speak a language: the page's
// templates (page.* keys of the program's catalogs, English where the
// language has none), the CLDR names of its plural forms, in order, and
// the languages it may switch to.
type localeView struct {
	Lang       string            `json:"lang"`
	Name       string            `json:"name"`
	Categories []string          `json:"categories"`
	Messages   map[string]string `json:"messages"`
	Languages  []languageView    `json:"languages"`
}

type languageView struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

func (s *Server) handleLocale(r *http.Request, _ http.ResponseWriter) (any, error) {
	say, err := language(r)
	if err != nil {
		return nil, err
	}
	catalogs, err := locales.Load()
	if err != nil {
		return nil, err
	}
	lang := say.Lang()
	v := localeView{Lang: lang.ID, Name: lang.Name, Categories: lang.Categories, Messages: say.Templates("page.")}
	for _, id := range catalogs.Languages() {
		other, err := catalogs.Printer(id)
		if err != nil {
			return nil, err
		}
		v.Languages = append(v.Languages, languageView{ID: id, Name: other.Lang().Name})
	}
	return v, nil
}

// lock locks a game for a request; a game dropped meanwhile (deleted, or
// its commit failed) is refused so the client asks again.
func lock(l *live) error {
	l.mu.Lock()
	if l.broken {
		l.mu.Unlock()
		return errorf(http.StatusConflict, "reloaded", "server.reloaded")
	}
	return nil
}

type rulesetInfo struct {
	ID        string         `json:"id"`
	Title     string         `json:"title,omitempty"`
	Scenarios []scenarioInfo `json:"scenarios,omitempty"`
	Campaigns []campaignInfo `json:"campaigns,omitempty"`
	Error     string         `json:"error,omitempty"`
}

type campaignInfo struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Steps int    `json:"steps"`
	// Sides are those of its steps' scenarios, in order of appearance:
	// who plays each is chosen as the campaign starts.
	Sides []string `json:"sides"`
}

type scenarioInfo struct {
	ID    string   `json:"id"`
	Title string   `json:"title"`
	Sides []string `json:"sides"`
	Turns int      `json:"turns,omitempty"`
}

func (s *Server) handleRulesets(r *http.Request, _ http.ResponseWriter) (any, error) {
	say, err := language(r)
	if err != nil {
		return nil, err
	}
	lang := say.Lang()
	out := []rulesetInfo{}
	for _, id := range s.rulesetIDs() {
		info := rulesetInfo{ID: id}
		rules, err := s.rulesFor(id, nil)
		if err != nil {
			info.Error = err.Error()
		} else {
			info.Title = rules.RS.Title
			for _, sc := range rules.RS.ScenarioList() {
				title := rules.RS.Text(lang.ID, ruleset.KindScenario, sc.ID, "title", sc.Title)
				info.Scenarios = append(info.Scenarios, scenarioInfo{ID: sc.ID, Title: title, Sides: sc.Setup.Sides, Turns: sc.Turns})
			}
			for _, id := range slices.Sorted(maps.Keys(rules.RS.Campaigns)) {
				c := rules.RS.Campaigns[id]
				title := rules.RS.Text(lang.ID, ruleset.KindCampaign, id, "title", c.Title)
				info.Campaigns = append(info.Campaigns, campaignInfo{ID: id, Title: title, Steps: len(c.Steps), Sides: stepSides(rules.RS, c.Steps, []string{})})
			}
		}
		out = append(out, info)
	}
	return out, nil
}

func (s *Server) handleList(r *http.Request, _ http.ResponseWriter) (any, error) {
	return s.store.list(r.Context())
}

func (s *Server) handleCreate(r *http.Request, w http.ResponseWriter) (any, error) {
	var req CreateRequest
	if err := decode(w, r, maxCreateBytes, &req); err != nil {
		return nil, err
	}
	t, err := s.create(r.Context(), req)
	if err != nil {
		return nil, err
	}
	return created{t}, nil
}

func (s *Server) handleImport(r *http.Request, w http.ResponseWriter) (any, error) {
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		return nil, errorf(http.StatusUnsupportedMediaType, "not_json", "server.save_not_json")
	}
	if !s.limits.allowImport(addr(r)) {
		return nil, tooMany("server.too_many_imports", "addr", addr(r), "every", fmt.Sprintf("%.0f", 1/s.limits.lim.ImportRate), "burst", s.limits.lim.ImportBurst)
	}
	// the body is read only once it is this import's turn: waiting imports
	// hold no memory
	release, err := s.limits.importSlot(r.Context())
	if err != nil {
		return nil, err
	}
	defer release()
	rec, err := engine.ReadGame(http.MaxBytesReader(w, r.Body, maxImportBytes))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return nil, errorf(http.StatusRequestEntityTooLarge, "too_large", "server.save_too_large", "limit", maxImportBytes)
		}
		return nil, goError(http.StatusBadRequest, "malformed", err)
	}
	t, err := s.importGame(r.Context(), rec)
	if err != nil {
		return nil, err
	}
	return created{t}, nil
}

// checkImport refuses a save holding more than the server imports.
func checkImport(rec engine.Game) error {
	if len(rec.Actions) > maxImportActions {
		return fmt.Errorf("the save holds %d actions; the server imports at most %d", len(rec.Actions), maxImportActions)
	}
	if c := rec.Campaign; c != nil && c.Carried != nil && len(c.Carried.Units) > maxImportCarried {
		return fmt.Errorf("the save's campaign step carries %d units; the server imports at most %d", len(c.Carried.Units), maxImportCarried)
	}
	return nil
}

func (s *Server) handleView(r *http.Request, _ http.ResponseWriter) (any, error) {
	l, st, err := s.authorize(r, "")
	if err != nil {
		return nil, err
	}
	if at := r.URL.Query().Get("at"); at != "" {
		n, err := strconv.Atoi(at)
		if err != nil {
			return nil, errorf(http.StatusBadRequest, "malformed", "server.bad_at", "at", strconv.Quote(at))
		}
		return s.pastView(r.Context(), l, st, n)
	}
	if err := lock(l); err != nil {
		return nil, err
	}
	defer l.mu.Unlock()
	return l.view(r.Context(), st)
}

func (s *Server) handleDelete(r *http.Request, _ http.ResponseWriter) (any, error) {
	l, st, err := s.authorize(r, "")
	if err != nil {
		return nil, err
	}
	if st.Role != RoleHost {
		return nil, errorf(http.StatusForbidden, "not_host", "server.host_deletes")
	}
	if err := lock(l); err != nil {
		return nil, err
	}
	defer l.mu.Unlock()
	return nil, s.remove(context.WithoutCancel(r.Context()), l)
}

func (s *Server) handleExport(r *http.Request, w http.ResponseWriter) (any, error) {
	l, st, err := s.authorize(r, "")
	if err != nil {
		return nil, err
	}
	if err := lock(l); err != nil {
		return nil, err
	}
	defer l.mu.Unlock()
	// a save holds the seed, which tells every roll to come: only the host
	// has it before the game is over
	if st.Role != RoleHost && !l.e.Over() {
		return nil, errorf(http.StatusForbidden, "not_host", "server.host_exports")
	}
	rec := l.e.Record(l.record.Scenario, l.record.Seed, l.record.Mods)
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="nw68-%s-%s.json"`, l.record.Scenario, l.id))
	if err := engine.WriteGame(w, rec); err != nil {
		s.log.Error("export", "game", l.id, "err", err)
	}
	return skip{}, nil
}

// skip marks a handler that wrote its answer itself.
type skip struct{}

// An ActionRequest submits an action: the log position the client saw
// when it chose it, and the action's kind and parameters. The side is the
// token's.
type ActionRequest struct {
	Position *int          `json:"position"`
	Action   ActionPayload `json:"action"`
}

// An ActionPayload is an action as a client sends it.
type ActionPayload struct {
	Kind   string         `json:"kind"`
	Params map[string]any `json:"params,omitempty"`
}

// An ActionResult is the answer to an accepted action: the new position,
// the log lines and the values (with their rule ids) it produced.
type ActionResult struct {
	Position int               `json:"position"`
	Accepted []engine.Action   `json:"accepted"`
	Log      []engine.LogEntry `json:"log"`
	Values   []valueView       `json:"values,omitempty"`
	Over     bool              `json:"over"`
	Result   string            `json:"result,omitempty"`
}

// actionFor checks that a seat may act now and returns the action with
// the side the engine is to check.
func actionFor(l *live, st seat, p ActionPayload) (engine.Action, error) {
	if p.Kind == "" {
		return engine.Action{}, errorf(http.StatusBadRequest, "malformed", "server.no_kind")
	}
	if st.Role == RoleSpectator {
		return engine.Action{}, errorf(http.StatusForbidden, "spectator", "server.spectator")
	}
	if l.e.Over() {
		return engine.Action{}, errorf(http.StatusConflict, engine.CodeGameOver, "server.game_over", "result", engine.Result(l.e.Rules, st.Say, l.e.State))
	}
	if !mayAct(l.e, st) {
		return engine.Action{}, errorf(http.StatusForbidden, engine.CodeNotYourTurn, "server.not_your_turn", "turn", l.e.ActingSide(), "side", st.Side)
	}
	// the host plays hot seat: the engine judges the action as the side to act's
	return engine.Action{Kind: p.Kind, Params: p.Params, Side: st.Side}, nil
}

// refusal turns the engine's refusal into an answer citing the rule, in
// the seat's language.
func refusal(l *live, st seat, err error) error {
	if rej, ok := engine.IsRejection(err); ok {
		rs := l.e.Rules
		ae := &apiError{Status: http.StatusUnprocessableEntity, Code: rej.Code, Message: engine.Reason(rs, st.Say, rej.Veto), Rule: rej.Rule}
		if r, ok := rs.Rules[rej.Rule]; ok {
			lang := st.Lang.ID
			ae.RuleTitle = rs.Text(lang, ruleset.KindRule, r.ID, "title", r.Title)
			ae.RuleSummary = rs.Text(lang, ruleset.KindRule, r.ID, "summary", r.Summary)
		}
		return ae
	}
	return goError(http.StatusUnprocessableEntity, "failed", err)
}

func (s *Server) handleAction(r *http.Request, w http.ResponseWriter) (any, error) {
	l, st, err := s.authorize(r, "")
	if err != nil {
		return nil, err
	}
	var req ActionRequest
	if err := decode(w, r, maxActionBytes, &req); err != nil {
		return nil, err
	}
	if req.Position == nil {
		return nil, errorf(http.StatusBadRequest, "malformed", "server.action_no_position")
	}
	if err := lock(l); err != nil {
		return nil, err
	}
	defer l.mu.Unlock()
	return s.submit(r.Context(), l, st, *req.Position, req.Action)
}

// submit plays an action and commits it before answering.
func (s *Server) submit(ctx context.Context, l *live, st seat, pos int, p ActionPayload) (*ActionResult, error) {
	a, err := actionFor(l, st, p)
	if err != nil {
		return nil, err
	}
	from := l.position()
	if pos != from {
		return nil, errorf(http.StatusConflict, "stale_position", "server.action_stale", "chosen", pos, "position", from)
	}
	// the engine refuses a unit hidden from the seat as one not in play
	e := l.e
	logFrom := len(e.Log)
	if err := e.Submit(a); err != nil {
		return nil, refusal(l, st, l.sightOf(st).clean(err, a))
	}
	// committed whatever the client does meanwhile: the engine has moved on
	if err := s.store.appendActions(context.WithoutCancel(ctx), l.id, from, e.Actions[from:], e.Digests[from:], e.State.Result); err != nil {
		s.drop(l) // the engine is ahead of the database: rebuild it from there
		return nil, fmt.Errorf("saving the action: %w", err)
	}
	l.notify()
	s.wake(l)
	sight := l.sightOf(st)
	res := &ActionResult{Position: l.position(), Accepted: sight.actions(e.Actions[from:]), Log: sight.log(e.Log[logFrom:]), Over: e.Over(), Result: engine.Result(e.Rules, st.Say, e.State)}
	for _, v := range e.Values {
		res.Values = append(res.Values, valueViewOf(e.Rules, st.Say, v))
	}
	res.Values = sight.values(res.Values)
	return res, nil
}
