package engine

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/explain"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/nw68/nw68/core/text"
)

// A HexInfo is what the map says of a hex.
type HexInfo struct {
	Terrain  string
	Features []string
	Name     string
}

// A LogEntry is one line of the game's narrative.
type LogEntry struct {
	Turn   int    `json:"turn"`
	Phase  string `json:"phase"`
	Action int    `json:"action"` // index in the action log, -1 before the first action
	Text   string `json:"text"`
	Rule   string `json:"rule,omitempty"`
	// Key and Params, for a line a rule wrote as a message (Say), are its
	// message and the values it was written with: each reader's language
	// renders them again (Line); Text is the English.
	Key    string         `json:"key,omitempty"`
	Params map[string]any `json:"params,omitempty"`
	// Value, for the line of a computed value, is that value: each
	// reader's language explains it again (Line).
	Value *explain.Value `json:"value,omitempty"`
	// Readers, when set, are who may read the line: it names something
	// the rules hide from the others (see Readers).
	Readers *Readers `json:"readers,omitempty"`
}

// Engine is one game in progress.
type Engine struct {
	Rules *ruleset.Ruleset
	// Board is the map of the game, the first of several; Boards are all
	// of them, in the order the setup placed them.
	Board  *ruleset.Map
	Boards []*ruleset.Map
	// Layout places, labels and parses the hexes of every map (see
	// hex.Atlas): one map keeps its plain labels, several are qualified.
	Layout *hex.Atlas
	State  *state.State
	Dice   *dice.Dice
	Bus    hook.Bus

	// Actions are the accepted actions, in order: with the setup and the
	// seed they are the whole game.
	Actions []Action
	Log     []LogEntry
	// Values are the values computed since the last action began.
	Values []explain.Value
	// Reports hold the last record of each kind a ruleset reported (the
	// last attack, say), for conformance checks and displays; ReportsOf
	// gives every record of the kind the action that made it made.
	Reports map[string]map[string]any
	Begun   bool
	// Scenario is the scenario the game was set up from, if any.
	Scenario *ruleset.Scenario
	// Campaign places the game in a campaign, if it is a campaign's step.
	Campaign *Campaign
	// Automate lists the sides the players chose, before play began, to
	// leave to the ruleset (see AutomateSides); saves record it.
	Automate []string
	// TrackDigests makes Submit note a digest of the state after each
	// accepted action, so a replay can prove every step reproduces.
	TrackDigests bool
	Digests      []string
	// chain links the hashes of the rolls of chainDice as of each digest
	// (see Digest).
	chain     []rollLink
	chainDice *dice.Dice

	// RejectionCounts, when set, counts the refusals validation judges (a
	// legal-action listing's, a Validate's, and once per listing each kind
	// refused whole), by rule, or "code:<code>" for the kernel's that cite
	// none, for a study of what the rules forbid in play. It is no part of
	// the game.
	RejectionCounts map[string]int

	// Meter, when set, is told where each unit of work that runs hooks
	// begins and ends: an action submitted or judged, a candidate list, the
	// start of play. A script host budgets that whole unit, not each hook
	// call, so many small handlers cannot add up to an endless action.
	Meter Meter

	// version counts state changes (see Version); unitVersions and
	// restored say when each unit, and the whole state, last changed.
	version      uint64
	unitVersions map[string]uint64
	mapVersion   uint64
	restored     uint64
	// legal holds the actions validation accepted at the current state,
	// not judged twice.
	legal legalActions
	// listed holds the candidate lists of the current state.
	listed listedCandidates
	// metering is set while a unit of work runs, so nested entries (a
	// validation inside a legal-action listing) stay within the outer one.
	metering bool
	// draws, when set, scripts the cup: each draw takes the next marker
	// named here instead of rolling (tests).
	draws       []string
	nextDraw    int
	hexes       map[hex.Hex]HexInfo
	modsByStage map[string][]compiledModifier
	// preconditions are each action's, compiled (see checkPreconditions)
	preconditions map[string][]*compiledPrecondition
	// statePreconditions marks the kinds with a precondition of the state
	// alone, which available judges
	statePreconditions map[string]bool
	readOnly           bool
	resolving          bool
	// submitter is the side the action being judged or resolved names
	submitter string
	stats     map[statKey]statValue // see entityStat
	// secrets are what the ruleset hides (see sight.go); reportReaders,
	// who may read each field of the last reports that name a secret.
	secrets       secrets
	reportReaders map[string]map[string]*Readers
	// namer is the seat an action being normalized comes from, if any.
	namer *Viewer
	// sightLines caches the line-of-sight verdicts (see sight_line.go).
	sightLines sightLines
	// run notes the rolls of the action resolving; answering is the action
	// whose rolls the players are answering, answered the roll an answer
	// changes as it resolves (see answers.go).
	run       *actionRun
	answering *answering
	answered  *answered
	// reported holds, by kind, the reports of the last action that made
	// one (see ReportsOf); serial numbers the units of work that change
	// the game, so a report knows whether its action made the others.
	reported map[string]reportList
	serial   uint64
}

// ReportsOf returns every report of a kind the last action that made one
// of that kind made, in order: the hexes a barrage hit, say. Reports
// holds the last of them.
func (e *Engine) ReportsOf(name string) []map[string]any {
	return slices.Clone(e.reported[name].items)
}

// A Meter is told where a unit of work begins and ends (see Engine.Meter),
// and where a piece of work made of many units begins and ends (see
// Budget): Bound opens one, and the func it returns closes it and says
// why the budget stopped its work, nil when it did not.
type Meter interface {
	BeginWork()
	EndWork()
	Bound(b Budget) (end func() error)
}

// metered opens a unit of work for the meter; the returned func closes it.
func (e *Engine) metered() func() {
	if e.Meter == nil || e.metering {
		return func() {}
	}
	e.metering = true
	e.Meter.BeginWork()
	return func() {
		e.metering = false
		e.Meter.EndWork()
	}
}

// New sets up a game from a setup. It fires no hook: Begin starts play.
func New(rs *ruleset.Ruleset, setup *ruleset.Setup, d *dice.Dice) (*Engine, error) {
	boards, err := rs.Boards(setup)
	if err != nil {
		return nil, err
	}
	if diags := ruleset.CheckSetup(rs, setup); diags.HasErrors() {
		return nil, fmt.Errorf("setup: %w", diags)
	}
	atlas, err := ruleset.Atlas(boards)
	if err != nil {
		return nil, err
	}
	e := &Engine{
		Rules: rs, Board: boards[0], Boards: boards, Layout: atlas, Dice: d,
		Reports: map[string]map[string]any{}, hexes: map[hex.Hex]HexInfo{}, secrets: secretsOf(rs),
	}
	e.mapHexes()
	e.indexModifiers()
	e.indexPreconditions()
	for _, point := range slices.Sorted(maps.Keys(rs.Hooks)) {
		if err := e.Bus.Declare(hook.Point(point)); err != nil {
			return nil, fmt.Errorf("hook %q: %w", point, err)
		}
	}
	s := state.New()
	s.Turn, s.Phase = setup.Turn, setup.Phase
	if s.Phase == "" && len(rs.Phases) > 0 {
		s.Phase = rs.Phases[0].ID
	}
	s.ActiveSide, s.ActiveFormation = setup.ActiveSide, setup.ActiveFormation
	s.Sides = slices.Clone(setup.Sides)
	s.Cup = slices.Clone(setup.Cup)
	s.Automated = slices.Sorted(slices.Values(setup.Automated))
	for k, v := range setup.Vars {
		s.SetVar(k, v)
	}
	if err := setupValues(s, setup.Values); err != nil {
		return nil, fmt.Errorf("setup values: %w", err)
	}
	for _, h := range setup.Holdings {
		for side, counts := range h.Counts {
			for key, n := range counts {
				s.SetHolding(side, key, s.Holding(side, key)+n)
			}
		}
	}
	for _, f := range setup.Formations {
		s.Formations[f.ID] = &state.Formation{ID: f.ID, Side: f.Side, Counters: maps.Clone(f.Counters)}
	}
	for i, board := range boards {
		for _, mk := range board.Markers {
			s.SetMarker(e.boardHex(i, mk.At), mk.Kind, mk.Level)
		}
	}
	for _, mk := range setup.Markers {
		at, _ := e.Layout.Parse(mk.At) // checked by CheckSetup
		s.SetMarker(at, mk.Kind, mk.Level)
	}
	for _, spec := range setup.Units {
		face, statuses, _ := rs.Expand(spec) // checked by CheckSetup
		u := &state.Unit{
			ID: spec.Handle, Type: spec.Type, Side: spec.Side, Formation: spec.Formation, Alive: true,
			// the state owns its copies: a game must never write into the setup it came from
			Face: face, Counters: maps.Clone(spec.Counters), Carries: slices.Clone(spec.Carries),
			Attached: slices.Clone(spec.Attached), Transports: slices.Clone(spec.Transports),
		}
		for _, st := range statuses {
			u.SetStatus(st, true)
		}
		if spec.At != "" {
			u.Hex, _ = e.Layout.Parse(spec.At)
			u.OnMap = true
		}
		if _, ok := s.Formations[u.Formation]; !ok && u.Formation != "" {
			s.Formations[u.Formation] = &state.Formation{ID: u.Formation, Side: u.Side}
		}
		s.Units[u.ID] = u
	}
	// a setup may say either "transports" on the carrier or "aboard" on the passenger
	for _, spec := range setup.Units {
		if spec.Aboard != "" && !slices.Contains(s.Units[spec.Aboard].Transports, spec.Handle) {
			carrier := s.Units[spec.Aboard]
			carrier.Transports = append(carrier.Transports, spec.Handle)
		}
	}
	for _, carrier := range s.Units {
		for _, pid := range carrier.Transports {
			p := s.Units[pid]
			p.Aboard, p.Hex, p.OnMap = carrier.ID, carrier.Hex, carrier.OnMap
		}
	}
	if s.ActiveFormation != "" && s.ActiveSide == "" {
		if f, ok := s.Formations[s.ActiveFormation]; ok {
			s.ActiveSide = f.Side
		}
	}
	e.State = s
	return e, nil
}

func (e *Engine) indexModifiers() {
	e.modsByStage = map[string][]compiledModifier{}
	for _, m := range e.Rules.Modifiers {
		e.modsByStage[m.Stage] = append(e.modsByStage[m.Stage], compileModifier(m))
	}
	for _, list := range e.modsByStage {
		slices.SortStableFunc(list, func(a, b compiledModifier) int {
			return cmp.Or(cmp.Compare(e.Rules.LayerIndex(a.Layer), e.Rules.LayerIndex(b.Layer)), cmp.Compare(a.Priority, b.Priority), cmp.Compare(a.ID, b.ID))
		})
	}
}

// Hex returns what the map says of a hex; the board's default terrain
// fills in where the map is silent.
func (e *Engine) Hex(h hex.Hex) HexInfo {
	info := e.hexes[h]
	if changed, ok := e.State.Terrain[h]; ok {
		info.Terrain, info.Features = changed.Terrain, changed.Features
	}
	if info.Terrain == "" {
		info.Terrain = e.BoardOf(h).Terrain
	}
	return info
}

// UnitType returns the type entity of a unit.
func (e *Engine) UnitType(u *state.Unit) *ruleset.Entity {
	t, _ := e.Rules.Entity(ruleset.KindUnitType, u.Type)
	return t
}

// Label renders a hex as the map labels it.
func (e *Engine) Label(h hex.Hex) string { return e.Layout.Label(h) }

// Logf adds a line to the narrative, citing a rule. A line that names
// something the rules hide is addressed, as it is written, to those who
// may read it: who owns what is settled by the state of that moment.
// say adds one of the kernel's own lines, a message of its catalog
// (words.hcl) with its values given as name, value pairs: its English the
// line's text, its key and values kept so each reader reads it in their
// language (Line).
func (e *Engine) say(rule, key string, params ...any) {
	values := make(map[string]any, len(params)/2)
	for i := 0; i+1 < len(params); i += 2 {
		values[params[i].(string)] = params[i+1]
	}
	text := kernelText(key, kernelNamed(e.Rules, nil, values))
	e.Log = append(e.Log, LogEntry{Turn: e.State.Turn, Phase: e.State.Phase, Action: len(e.Actions), Text: text, Rule: rule, Key: key, Params: values, Readers: e.ReadersOf([]string{text})})
}

// kernelNames are the kernel lines' values that hold a thing's id, by
// kind: each reader reads its name (a phase, a side by its id in English).
var kernelNames = map[string]string{"type": ruleset.KindUnitType, "phase": ruleset.KindPhase, "side": ruleset.KindSide}

// kernelNamed gives a kernel line's values as a reader in say's language
// (nil: English) reads them.
func kernelNamed(rs *ruleset.Ruleset, say *text.Printer, values map[string]any) map[string]any {
	lang := ""
	if say != nil {
		lang = say.Lang().ID
	}
	out, cloned := values, false // cloned before the first change: most lines name nothing
	set := func(param string, v any) {
		if !cloned {
			out, cloned = maps.Clone(values), true
		}
		out[param] = v
	}
	for param, v := range values {
		if _, isMessage := v.(map[string]any); isMessage {
			l := text.English
			if say != nil {
				l = say.Lang()
			}
			if told, err := nested(rs, l, v, 1); err == nil {
				set(param, told)
			}
		}
	}
	for param, kind := range kernelNames {
		id, ok := values[param].(string)
		if !ok {
			continue
		}
		english := id
		if e, ok := rs.Entities[kind][id]; ok && kind == ruleset.KindUnitType {
			english = e.Name
		}
		field := "name"
		if kind == ruleset.KindPhase {
			field = "title"
		}
		set(param, rs.Text(lang, kind, id, field, english))
	}
	return out
}

func (e *Engine) Logf(rule, format string, args ...any) {
	text := fmt.Sprintf(format, args...)
	e.Log = append(e.Log, LogEntry{Turn: e.State.Turn, Phase: e.State.Phase, Action: len(e.Actions), Text: text, Rule: rule, Readers: e.ReadersOf([]string{text})})
}

// LogTo adds a line a rule addresses itself: about names the units and
// things it speaks of beyond what its words name (their secrets hide it as
// its words' do), and to, when set, are the only sides that may read it
// (a side's own draw, say; the hot seat reads what any of them does).
func (e *Engine) LogTo(rule, text string, about, to []string) error {
	return e.addLine(LogEntry{Text: text, Rule: rule}, about, to)
}

// Say adds a line the ruleset declares as a message: its key's template
// filled with params, citing rule, else the message's rule (one line
// several rules write: a refusal's reason passed on, say). about and to
// are as for LogTo. A key no layer declares, a parameter its template
// names and params lack, or one it does not name, is an error.
func (e *Engine) Say(key string, params map[string]any, rule string, about, to []string) error {
	m, english, err := e.Message(key, params)
	if err != nil {
		return fmt.Errorf("say: %w", err)
	}
	return e.addLine(LogEntry{Text: english, Rule: cmp.Or(rule, m.Rule), Key: key, Params: maps.Clone(params)}, about, to)
}

// Message renders a message the ruleset declares in English with params,
// which must be those its text names: what a log line (Say) or a refusal
// says, its translations rendered from the same key and values.
func (e *Engine) Message(key string, params map[string]any) (*ruleset.Message, string, error) {
	m, ok := e.Rules.Messages[key]
	if !ok {
		names := make([]string, 0, len(e.Rules.Messages))
		for k := range e.Rules.Messages {
			names = append(names, k)
		}
		return nil, "", fmt.Errorf("no message %q.%s", key, ruleset.NewSpeller(names).DidYouMean(key))
	}
	for name := range params {
		if !slices.Contains(m.Params, name) {
			return nil, "", fmt.Errorf("%s: its text names no {%s} (it names %s)", key, name, strings.Join(m.Params, ", "))
		}
	}
	english, err := render(e.Rules, text.English, m, m.Text, params, 0)
	if err != nil {
		return nil, "", fmt.Errorf("%s: %w", key, err)
	}
	return m, english, nil
}

// maxNesting bounds messages within messages: their values are input.
const maxNesting = 4

// render fills a message's template (its English text or a translation)
// with its values as a reader in lang reads them: an entity's id as its
// name, a nested message in the same language.
func render(rs *ruleset.Ruleset, lang *text.Language, m *ruleset.Message, template string, params map[string]any, depth int) (string, error) {
	values, err := rs.Named(m, lang.ID, params)
	if err != nil {
		return "", err
	}
	for param, kind := range m.Names {
		v, ok := params[param]
		if !ok || kind != ruleset.KindMessage {
			continue
		}
		s, err := nested(rs, lang, v, depth+1)
		if err != nil {
			return "", fmt.Errorf("{%s}: %w", param, err)
		}
		values = maps.Clone(values)
		values[param] = s
	}
	return text.Format(lang, template, values)
}

// nested renders a message's value of kind message: plain text, or a
// table {key, params} naming a message with its values (a refusal passed
// on: without params its key is plain text, as a refusal's reason is).
func nested(rs *ruleset.Ruleset, lang *text.Language, v any, depth int) (string, error) {
	if depth > maxNesting {
		return "", fmt.Errorf("messages nested more than %d deep", maxNesting)
	}
	switch v := v.(type) {
	case string:
		return v, nil
	case map[string]any:
		key, _ := v["key"].(string)
		raw, withParams := v["params"]
		if !withParams {
			return key, nil
		}
		params, ok := raw.(map[string]any)
		if list, isList := raw.([]any); !ok && isList && len(list) == 0 {
			params, ok = nil, true // {} reads as an empty list
		}
		if !ok {
			return "", fmt.Errorf("{key = %q, params = ...}: params is a table of named values", key)
		}
		return told(rs, lang, key, params, depth)
	}
	return "", fmt.Errorf("a message's value is text or {key, params}, not %T", v)
}

// Told renders, in lang, a text named by a key with its values: a
// message's, or a precondition's reason by the key a rejection gives it
// ("precondition <id> reason"), as a script passes a refusal on.
func Told(rs *ruleset.Ruleset, lang *text.Language, key string, params map[string]any) (string, error) {
	return told(rs, lang, key, params, 0)
}

func told(rs *ruleset.Ruleset, lang *text.Language, key string, params map[string]any, depth int) (string, error) {
	translation := func(k ruleset.TextKey, english string) string {
		if loc := rs.Locales[lang.ID]; loc != nil && lang.ID != text.English.ID {
			if t, ok := loc.Texts[k]; ok {
				return t.Text
			}
		}
		return english
	}
	if m := rs.Messages[key]; m != nil {
		return render(rs, lang, m, translation(ruleset.TextKey{Kind: ruleset.KindMessage, ID: key, Field: "text"}, m.Text), params, depth)
	}
	if id, ok := strings.CutPrefix(key, ruleset.KindPrecondition+" "); ok {
		id, field, _ := strings.Cut(id, " ")
		if p := rs.Preconditions[id]; p != nil && p.ReasonText != nil && field == ruleset.ReasonField {
			k := ruleset.TextKey{Kind: ruleset.KindPrecondition, ID: id, Field: field}
			return text.Format(lang, translation(k, p.ReasonText.Text), params)
		}
	}
	return "", fmt.Errorf("%q names no message or precondition reason", key)
}

// addLine adds a line to the log, settling who may read it.
func (e *Engine) addLine(line LogEntry, about, to []string) error {
	for _, side := range to {
		if !slices.Contains(e.State.Sides, side) {
			return fmt.Errorf("log: %q is not a side of this game (%v)", side, e.State.Sides)
		}
	}
	readers := e.ReadersOf(append([]string{line.Text}, about...))
	if to != nil {
		addressed := &Readers{}
		for _, side := range e.State.Sides {
			if slices.Contains(to, side) && readers.Reads(Viewer{Side: side}) {
				addressed.Sides = append(addressed.Sides, side)
			}
		}
		addressed.Host = len(addressed.Sides) > 0 && readers.Reads(Viewer{Host: true})
		readers = addressed
	}
	line.Turn, line.Phase, line.Action, line.Readers = e.State.Turn, e.State.Phase, len(e.Actions), readers
	e.Log = append(e.Log, line)
	return nil
}

// Line renders a log line in say's language: a message in the locale's
// translation of its text, else in English; a computed value explained in
// its words (ValueWords); a plain line as it was written. A nil say reads
// English.
func Line(rs *ruleset.Ruleset, say *text.Printer, l LogEntry) string {
	switch {
	case say == nil:
		return l.Text
	case l.Value != nil:
		return l.Value.Render(ValueWords(rs, say))
	case l.Key == "":
		return l.Text
	case rs.Messages[l.Key] == nil && isKernelKey(l.Key):
		return say.Render(l.Key, kernelNamed(rs, say, l.Params))
	}
	return translated(rs, say.Lang(), ruleset.TextKey{Kind: ruleset.KindMessage, ID: l.Key, Field: "text"}, l.Params, l.Text)
}

// Reason renders a rejection's reason in a reader's language (say's): the
// kernel's own refusal from the program's catalogs, a ruleset's from the
// translation its key names, filled with its values; else (say nil too)
// the English.
func Reason(rs *ruleset.Ruleset, say *text.Printer, v hook.Veto) string {
	if say == nil {
		return v.Reason
	}
	if isKernelKey(v.Key) {
		return say.Render(v.Key, v.Params)
	}
	lang := say.Lang()
	kind, rest, ok := strings.Cut(v.Key, " ")
	id, field, ok2 := strings.Cut(rest, " ")
	if !ok || !ok2 {
		return v.Reason
	}
	return translated(rs, lang, ruleset.TextKey{Kind: kind, ID: id, Field: field}, v.Params, v.Reason)
}

// translated renders a text a locale translates, with its values, in lang,
// or english when lang is English or has no such translation.
func translated(rs *ruleset.Ruleset, lang *text.Language, key ruleset.TextKey, params map[string]any, english string) string {
	if lang == nil || lang.ID == text.English.ID {
		return english
	}
	loc := rs.Locales[lang.ID]
	if loc == nil {
		return english
	}
	t, ok := loc.Texts[key]
	if !ok {
		return english
	}
	if m := rs.Messages[key.ID]; key.Kind == ruleset.KindMessage && m != nil {
		out, err := render(rs, lang, m, t.Text, params, 0)
		if err != nil {
			return english
		}
		return out
	}
	out, err := text.Format(lang, t.Text, params)
	if err != nil {
		return english // a translation the language cannot render: the English stands
	}
	return out
}

// Over reports whether the game has ended.
func (e *Engine) Over() bool { return e.State.Result != "" }
