package engine

import (
	"errors"
	"fmt"
	"slices"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/nw68/nw68/core/text"
)

// ErrReadOnly is returned when a validate handler tries to change the game.
var ErrReadOnly = errors.New("the game cannot change while an action is being validated")

// ErrNotResolving is returned when something tries to change the game
// outside an action: every change goes through the action pipeline.
var ErrNotResolving = errors.New("the game can only change while an action resolves or play begins")

func (e *Engine) mutable() error {
	switch {
	case e.readOnly:
		return ErrReadOnly
	case !e.resolving:
		return ErrNotResolving
	}
	e.changed()
	return nil
}

// ReadOnly runs fn with every change to the game refused (ErrReadOnly):
// validation, candidate lists, an automated side's choice, and whatever a
// script computes once for several handlers to share.
func (e *Engine) ReadOnly(fn func() error) error {
	was := e.readOnly
	e.readOnly = true
	defer func() { e.readOnly = was }()
	return fn()
}

// changed notes that the state is about to change (see Version).
func (e *Engine) changed() { e.version++ }

// mapChanged notes that what lies on the map is about to change: its
// terrain, markers or control (see MapVersion).
func (e *Engine) mapChanged() { e.mapVersion = e.version }

// MapVersion is the state version at which the map's terrain, markers or
// control last changed (or the state was restored): what a reader built of
// the map at a later version is still true, however units moved since.
func (e *Engine) MapVersion() uint64 { return max(e.mapVersion, e.restored) }

// touch notes that a unit is about to change (see UnitVersion) and
// returns it to change (see state.State.EditUnit).
func (e *Engine) touch(id string) *state.Unit {
	if e.unitVersions == nil {
		e.unitVersions = map[string]uint64{}
	}
	e.unitVersions[id] = e.version
	return e.State.EditUnit(id)
}

// UnitVersion is the state version at which a unit last changed (or the
// whole state was restored): a view of the unit built at a later version
// is still true, whatever else changed since.
func (e *Engine) UnitVersion(id string) uint64 {
	return max(e.unitVersions[id], e.restored)
}

// Version counts the changes of the game's state: two reads at the same
// version see the same state, so a reader (the script host) may cache what
// it built from the state until the version moves.
func (e *Engine) Version() uint64 { return e.version }

// Roll throws dice through the game's dice source and logs the throw.
func (e *Engine) Roll(n, sides int, purpose string) (dice.Roll, error) {
	return e.RollFor(n, sides, purpose, nil, nil)
}

// unit returns a unit in play for a primitive about to change it (or,
// with ApplyHits, to let handlers change it), noting the change.
func (e *Engine) unit(id string) (*state.Unit, error) {
	u, err := e.State.Unit(id)
	if err != nil {
		return nil, err
	}
	if !u.Alive {
		return nil, fmt.Errorf("unit %q is no longer in play", id)
	}
	return e.touch(id), nil
}

// MoveUnit places a unit in a hex and fires UnitEntersHex; handlers may
// open interrupt windows (reactions to the move).
//
// context, when not nil, travels with the move to the UnitEntersHex
// handlers as their "context" argument: what the mover is in the middle of
// (the rest of a path, say), so they need not look it up elsewhere.
func (e *Engine) MoveUnit(id string, to hex.Hex, context map[string]any) error {
	if err := e.mutable(); err != nil {
		return err
	}
	u, err := e.unit(id)
	if err != nil {
		return err
	}
	if !e.Layout.Contains(to) {
		return fmt.Errorf("move %s: hex %v is off the map", id, to)
	}
	from, wasOn := u.Hex, u.OnMap
	u.Hex, u.OnMap = to, true
	for _, pid := range u.Transports {
		if _, ok := e.State.Units[pid]; ok {
			p := e.touch(pid)
			p.Hex, p.OnMap = to, true
		}
	}
	args := map[string]any{"unit": id, "hex": e.Label(to)}
	if wasOn {
		args["from"] = e.Label(from)
	}
	if context != nil {
		args["context"] = context
	}
	return e.Bus.Fire(&hook.Event{Point: hook.UnitEntersHex, Filter: u.Type, Args: args})
}

// RemoveFromMap takes a unit off the map without eliminating it (it
// exits, or boards a transport).
func (e *Engine) RemoveFromMap(id string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	u, err := e.unit(id)
	if err != nil {
		return err
	}
	if !u.OnMap {
		return nil
	}
	u.OnMap = false
	return e.Bus.Fire(&hook.Event{Point: hook.UnitLeavesMap, Filter: u.Type, Args: map[string]any{"unit": id, "hex": e.Label(u.Hex)}})
}

// ApplyHits fires UnitTakesHits; the ruleset's handlers decide what hits do.
func (e *Engine) ApplyHits(id string, hits int, cause map[string]any) error {
	if err := e.mutable(); err != nil {
		return err
	}
	u, err := e.unit(id)
	if err != nil {
		return err
	}
	args := map[string]any{"unit": id, "hits": hits}
	for k, v := range cause {
		args[k] = v
	}
	return e.Bus.Fire(&hook.Event{Point: hook.UnitTakesHits, Filter: u.Type, Args: args})
}

// Eliminate takes a unit out of play and fires UnitEliminated.
func (e *Engine) Eliminate(id, rule string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	u, err := e.unit(id)
	if err != nil {
		return err
	}
	u.Alive = false
	e.say(rule, "engine.eliminated", "unit", id, "type", u.Type)
	return e.Bus.Fire(&hook.Event{Point: hook.UnitEliminated, Filter: u.Type, Args: map[string]any{"unit": id, "hex": e.Label(u.Hex), "on_map": u.OnMap}})
}

// SetStatus turns a status on or off. The status must be one the ruleset declares.
func (e *Engine) SetStatus(id, status string, on bool) error {
	if err := e.mutable(); err != nil {
		return err
	}
	u, err := e.unit(id)
	if err != nil {
		return err
	}
	if _, ok := e.Rules.Entity(ruleset.KindStatus, status); !ok {
		return fmt.Errorf("status %q is not declared by the ruleset", status)
	}
	if u.Has(status) == on {
		return nil
	}
	u.SetStatus(status, on)
	return e.Bus.Fire(&hook.Event{Point: hook.UnitStatusChanged, Filter: status, Args: map[string]any{"unit": id, "status": status, "on": on}})
}

// SetCounter sets a named counter of a unit.
func (e *Engine) SetCounter(id, name string, value int) error {
	if err := e.mutable(); err != nil {
		return err
	}
	u, err := e.unit(id)
	if err != nil {
		return err
	}
	u.SetCounter(name, value)
	return nil
}

// The bounds of a unit's notes: a note is a short name and a short text,
// and a unit holds a few of them. MaxGameNotes bounds the bytes of the
// notes of all the units together (names and texts): every view and save
// carries them, and MaxNotes full notes on each of MaxUnits units would
// make each view many megabytes. The expansion's rules note three short
// strings on a unit they take control of.
const (
	MaxNoteKey   = 64
	MaxNoteValue = 256
	MaxNotes     = 32
	MaxGameNotes = 64 << 10
)

// SetNote keeps a named string on a unit ("" removes it): what a rule must
// remember about the unit that no number says.
func (e *Engine) SetNote(id, key, value string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	u, err := e.unit(id)
	if err != nil {
		return err
	}
	switch {
	case key == "" || len(key) > MaxNoteKey:
		return fmt.Errorf("note of %s: a note's name has 1 to %d bytes", id, MaxNoteKey)
	case len(value) > MaxNoteValue:
		return fmt.Errorf("note %q of %s: at most %d bytes", key, id, MaxNoteValue)
	}
	old, has := u.Notes[key]
	if !has && value != "" && len(u.Notes) >= MaxNotes {
		return fmt.Errorf("note %q of %s: a unit keeps at most %d notes", key, id, MaxNotes)
	}
	if grows := noteBytes(key, value) - noteBytes(key, old); grows > 0 && e.notesBytes()+grows > MaxGameNotes {
		return fmt.Errorf("note %q of %s: the units of a game keep at most %d bytes of notes together", key, id, MaxGameNotes)
	}
	u.SetNote(key, value)
	return nil
}

// noteBytes is what a note counts towards MaxGameNotes; none when empty.
func noteBytes(key, value string) int {
	if value == "" {
		return 0
	}
	return len(key) + len(value)
}

// notesBytes is what the notes of all the units count towards MaxGameNotes.
func (e *Engine) notesBytes() int {
	n := 0
	for _, u := range e.State.Units {
		for k, v := range u.Notes {
			n += noteBytes(k, v)
		}
	}
	return n
}

// SetFace turns a unit's counter to a face its type declares ("" is the front).
func (e *Engine) SetFace(id, face string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	u, err := e.unit(id)
	if err != nil {
		return err
	}
	if face != "" && e.UnitType(u).Face(face) == nil {
		return fmt.Errorf("unit type %q has no face %q", u.Type, face)
	}
	if u.Face == face {
		return nil
	}
	from := u.Face
	u.Face = face
	return e.Bus.Fire(&hook.Event{Point: hook.UnitFaceChanged, Filter: u.Type, Args: map[string]any{"unit": id, "face": face, "from": from}})
}

// SetItems replaces what a unit carries or has attached ("carries" or "attached").
func (e *Engine) SetItems(id, slot string, items []string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	u, err := e.unit(id)
	if err != nil {
		return err
	}
	for _, it := range items {
		if _, ok := e.Rules.Entity(ruleset.KindItem, it); !ok {
			return fmt.Errorf("item %q is not declared by the ruleset", it)
		}
	}
	switch slot {
	case "carries":
		u.Carries = slices.Clone(items)
	case "attached":
		u.Attached = slices.Clone(items)
	default:
		return fmt.Errorf("unknown item slot %q: want carries or attached", slot)
	}
	return nil
}

// SetTransports replaces the units a unit transports; each passenger is
// marked aboard it and placed in its hex.
func (e *Engine) SetTransports(id string, passengers []string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	u, err := e.unit(id)
	if err != nil {
		return err
	}
	for _, p := range passengers {
		if _, err := e.unit(p); err != nil {
			return err
		}
	}
	for _, old := range u.Transports {
		if p, ok := e.State.Units[old]; ok && p.Aboard == id {
			e.touch(old).Aboard = ""
		}
	}
	for _, pid := range passengers {
		p := e.State.Units[pid]
		p.Aboard, p.Hex, p.OnMap = id, u.Hex, u.OnMap
	}
	u.Transports = slices.Clone(passengers)
	return nil
}

// SetMarker places, changes or (with level < 0) removes a hex marker.
func (e *Engine) SetMarker(at hex.Hex, kind string, level int) error {
	if err := e.mutable(); err != nil {
		return err
	}
	e.mapChanged()
	if _, ok := e.Rules.Entity(ruleset.KindMarkerKind, kind); !ok {
		return fmt.Errorf("marker kind %q is not declared by the ruleset", kind)
	}
	if !e.Layout.Contains(at) {
		return fmt.Errorf("marker %s: hex %v is off the map", kind, at)
	}
	e.State.SetMarker(at, kind, level)
	return nil
}

// SetControl records which side controls a hex ("" for nobody).
func (e *Engine) SetControl(at hex.Hex, side string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	e.mapChanged()
	if side == "" {
		delete(e.State.Control, at)
	} else {
		e.State.Control[at] = side
	}
	return nil
}

// SetVar sets a game-wide integer.
func (e *Engine) SetVar(name string, value int) error {
	if err := e.mutable(); err != nil {
		return err
	}
	e.State.SetVar(name, value)
	return nil
}

// SetFormationCounter sets a named counter of a formation.
func (e *Engine) SetFormationCounter(id, name string, value int) error {
	if err := e.mutable(); err != nil {
		return err
	}
	f, ok := e.State.Formations[id]
	if !ok {
		return fmt.Errorf("no formation %q", id)
	}
	if f.Counters == nil {
		f.Counters = map[string]int{}
	}
	if value == 0 {
		delete(f.Counters, name)
	} else {
		f.Counters[name] = value
	}
	return nil
}

// MaxReports bounds the reports of one kind one action makes (a barrage
// reports each hex it hits): each is kept until the next action reports
// that kind.
const MaxReports = 256

// A reportList is the reports of a kind made by the action of number
// serial (see Engine.ReportsOf).
type reportList struct {
	serial uint64
	items  []map[string]any
}

// Report records the latest fact of a kind (an attack's values, say),
// and adds it to the reports of that kind the action makes (ReportsOf).
func (e *Engine) Report(name string, fields map[string]any) error {
	if err := e.mutable(); err != nil {
		return err
	}
	l := e.reported[name]
	if l.serial != e.serial {
		l = reportList{serial: e.serial}
	}
	if len(l.items) == MaxReports {
		return fmt.Errorf("report %q: an action makes at most %d reports of a kind", name, MaxReports)
	}
	l.items = append(slices.Clip(l.items), fields) // a checkpoint's list keeps its own items
	if e.reported == nil {
		e.reported = map[string]reportList{}
	}
	e.reported[name] = l
	e.Reports[name] = fields
	if r := e.readersOfReport(fields); r != nil || e.reportReaders[name] != nil {
		if e.reportReaders == nil {
			e.reportReaders = map[string]map[string]*Readers{}
		}
		e.reportReaders[name] = r
	}
	return nil
}

// OpenInterrupt opens a window in which a side may react with the listed actions.
func (e *Engine) OpenInterrupt(in state.Interrupt) error {
	if err := e.mutable(); err != nil {
		return err
	}
	for _, a := range in.Actions {
		if _, ok := e.Rules.Actions[a]; !ok {
			return fmt.Errorf("interrupt %q allows action %q, which the ruleset does not declare", in.Kind, a)
		}
	}
	e.State.Interrupts = append(e.State.Interrupts, in)
	return nil
}

// CloseInterrupt closes the innermost interrupt window.
func (e *Engine) CloseInterrupt() error {
	if err := e.mutable(); err != nil {
		return err
	}
	if len(e.State.Interrupts) == 0 {
		return errors.New("no interrupt window is open")
	}
	e.State.Interrupts = e.State.Interrupts[:len(e.State.Interrupts)-1]
	return nil
}

// DeclineInterrupt closes the innermost window without a reaction and fires
// InterruptDeclined so the ruleset carries on what the window paused.
func (e *Engine) DeclineInterrupt() error {
	if err := e.mutable(); err != nil {
		return err
	}
	n := len(e.State.Interrupts)
	if n == 0 {
		return errors.New("no interrupt window is open")
	}
	w := e.State.Interrupts[n-1]
	e.State.Interrupts = e.State.Interrupts[:n-1]
	args := map[string]any{"kind": w.Kind, "side": w.Side}
	for k, v := range w.Context {
		args[k] = v
	}
	if err := e.Bus.Fire(&hook.Event{Point: hook.InterruptDeclined, Filter: w.Kind, Args: args}); err != nil {
		return err
	}
	if w.Roll != nil && e.answering != nil {
		return e.passed() // the next side is asked, or the next roll
	}
	return nil
}

// StartActivation makes a formation (or, with formation "", a side) active
// and fires ActivationStart.
func (e *Engine) StartActivation(side, formation string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	if formation != "" {
		f, ok := e.State.Formations[formation]
		if !ok {
			return fmt.Errorf("no formation %q", formation)
		}
		side = f.Side
	}
	e.State.ActiveSide, e.State.ActiveFormation = side, formation
	return e.Bus.Fire(&hook.Event{Point: hook.ActivationStart, Filter: formation, Args: map[string]any{"side": side, "formation": formation}})
}

// EndActivation fires ActivationEnd and clears the active formation and side.
func (e *Engine) EndActivation() error {
	if err := e.mutable(); err != nil {
		return err
	}
	side, formation := e.State.ActiveSide, e.State.ActiveFormation
	if err := e.Bus.Fire(&hook.Event{Point: hook.ActivationEnd, Filter: formation, Args: map[string]any{"side": side, "formation": formation}}); err != nil {
		return err
	}
	e.State.ActiveFormation, e.State.ActiveSide = "", ""
	return nil
}

// CupAdd puts a marker in the cup.
func (e *Engine) CupAdd(marker string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	e.State.Cup = append(e.State.Cup, marker)
	return nil
}

// CupRemove takes the first marker of that name out of the cup.
func (e *Engine) CupRemove(marker string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	i := slices.Index(e.State.Cup, marker)
	if i < 0 {
		return fmt.Errorf("marker %q is not in the cup", marker)
	}
	e.State.Cup = slices.Delete(e.State.Cup, i, i+1)
	return nil
}

// ScriptDraws makes the cup give these markers, in order, instead of
// drawing at random (tests state the draws as they state dice).
func (e *Engine) ScriptDraws(markers []string) {
	e.draws, e.nextDraw = slices.Clone(markers), 0
}

// DrawsLeft returns the scripted draws not yet made.
func (e *Engine) DrawsLeft() []string {
	if e.nextDraw >= len(e.draws) {
		return nil
	}
	return e.draws[e.nextDraw:]
}

// CupDraw draws a marker at random from the cup with one die as big as the
// cup (or the next scripted draw) and notes it in the state's Drawn list.
func (e *Engine) CupDraw(purpose string) (string, error) {
	if err := e.mutable(); err != nil {
		return "", err
	}
	if len(e.State.Cup) == 0 {
		return "", errors.New("the cup is empty")
	}
	var i int
	if len(e.State.CupNext) > 0 {
		want := e.State.CupNext[0]
		e.State.CupNext = slices.Delete(slices.Clone(e.State.CupNext), 0, 1)
		if i = slices.Index(e.State.Cup, want); i < 0 {
			return "", fmt.Errorf("%s: %q was promised to this draw but is not in the cup %v", purpose, want, e.State.Cup)
		}
	} else if e.draws != nil {
		if e.nextDraw >= len(e.draws) {
			return "", fmt.Errorf("%s: the scripted draws ran out after %d", purpose, len(e.draws))
		}
		want := e.draws[e.nextDraw]
		i = slices.Index(e.State.Cup, want)
		if i < 0 {
			return "", fmt.Errorf("%s: scripted draw %d is %q, which is not in the cup %v", purpose, e.nextDraw+1, want, e.State.Cup)
		}
		e.nextDraw++
	} else {
		r, err := e.Roll(1, len(e.State.Cup), purpose)
		if err != nil {
			return "", err
		}
		i = r.Faces[0] - 1
	}
	marker := e.State.Cup[i]
	e.State.Cup = slices.Delete(e.State.Cup, i, i+1)
	e.State.Drawn = append(e.State.Drawn, marker)
	english, key, err := e.Labelled(purpose, nil)
	if err != nil {
		return "", err
	}
	var told any = english
	if key != "" {
		told = map[string]any{"key": key, "params": map[string]any{}}
	}
	e.say("", "engine.drawn", "purpose", told, "marker", marker)
	return marker, nil
}

// CupNext promises a marker of the cup to the next draw not yet promised,
// whatever chance or a test's script would draw: for a rule that names who
// goes first. The marker must be in the cup.
func (e *Engine) CupNext(marker string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	if !slices.Contains(e.State.Cup, marker) {
		return fmt.Errorf("cup_next: %q is not in the cup %v", marker, e.State.Cup)
	}
	if len(e.State.CupNext) >= maxCupNext {
		return fmt.Errorf("cup_next: at most %d draws may be promised", maxCupNext)
	}
	e.State.CupNext = append(slices.Clone(e.State.CupNext), marker)
	return nil
}

// maxCupNext bounds the promised draws, as the cup itself is bounded.
const maxCupNext = 100

// ResetDrawn empties the list of markers drawn (at the start of a turn, say).
func (e *Engine) ResetDrawn() error {
	if err := e.mutable(); err != nil {
		return err
	}
	e.State.Drawn = nil
	return nil
}

// SetHolding sets what a side has of a holding key.
func (e *Engine) SetHolding(side, key string, n int) error {
	if err := e.mutable(); err != nil {
		return err
	}
	if n < 0 {
		return fmt.Errorf("holding %s of %s cannot go below zero", key, side)
	}
	e.State.SetHolding(side, key, n)
	return nil
}

// MaxUnits bounds the units a game holds, eliminated ones included: a
// spawn past it is refused. The scenarios of the base game and the
// expansion hold 40 at most, reinforcements and events included, so only
// a script that spawns without end reaches it; every view, save, digest
// and copy of the state costs in proportion. MaxUnitID bounds the id a
// spawn names.
const (
	MaxUnits  = 1_000
	MaxUnitID = 64
)

// A Spawn describes a unit entering play during the game.
type Spawn struct {
	ID, Type, Side, Formation string
	At                        hex.Hex
	OnMap                     bool
	Face                      string
}

// SpawnUnit brings a new unit into play (reinforcements, units an event
// creates). An empty ID gets "<type>-<n>", n counting spawns in this game.
// The unit is placed without entering its hex: no UnitEntersHex fires.
func (e *Engine) SpawnUnit(sp Spawn) (string, error) {
	if err := e.mutable(); err != nil {
		return "", err
	}
	t, ok := e.Rules.Entity(ruleset.KindUnitType, sp.Type)
	if !ok {
		return "", fmt.Errorf("spawn: unit type %q is not declared by the ruleset", sp.Type)
	}
	if sp.Face != "" && t.Face(sp.Face) == nil {
		return "", fmt.Errorf("spawn: unit type %q has no face %q", sp.Type, sp.Face)
	}
	if sp.OnMap && !e.Layout.Contains(sp.At) {
		return "", fmt.Errorf("spawn: hex %v is off the map", sp.At)
	}
	if len(e.State.Units) >= MaxUnits {
		return "", fmt.Errorf("spawn: the game holds %d units, eliminated ones included, and may hold at most %d", len(e.State.Units), MaxUnits)
	}
	if len(sp.ID) > MaxUnitID {
		return "", fmt.Errorf("spawn: the id %.16q... has %d bytes, more than the %d a unit's may", sp.ID, len(sp.ID), MaxUnitID)
	}
	id := sp.ID
	if id == "" {
		for {
			e.State.SetVar("_spawned", e.State.Var("_spawned")+1)
			id = fmt.Sprintf("%s-%d", sp.Type, e.State.Var("_spawned"))
			if _, taken := e.State.Units[id]; !taken {
				break
			}
		}
	}
	if _, taken := e.State.Units[id]; taken {
		return "", fmt.Errorf("spawn: a unit %q already exists", id)
	}
	e.State.AddUnit(&state.Unit{ID: id, Type: sp.Type, Side: sp.Side, Formation: sp.Formation, Hex: sp.At, OnMap: sp.OnMap, Alive: true, Face: sp.Face})
	if sp.Formation != "" {
		if _, ok := e.State.Formations[sp.Formation]; !ok {
			e.State.Formations[sp.Formation] = &state.Formation{ID: sp.Formation, Side: sp.Side}
		}
	}
	e.say("", "engine.enters", "unit", id, "type", t.ID)
	return id, nil
}

// Convert changes a unit's type, side and formation (a unit turned by an
// event), keeping its position, statuses and what it carries.
func (e *Engine) Convert(id, unitType, side, formation string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	u, err := e.unit(id)
	if err != nil {
		return err
	}
	t, ok := e.Rules.Entity(ruleset.KindUnitType, unitType)
	if !ok {
		return fmt.Errorf("convert: unit type %q is not declared by the ruleset", unitType)
	}
	if u.Face != "" && t.Face(u.Face) == nil {
		u.Face = ""
	}
	from := u.Side
	u.Type, u.Side, u.Formation = unitType, side, formation
	if formation != "" {
		if _, ok := e.State.Formations[formation]; !ok {
			e.State.Formations[formation] = &state.Formation{ID: formation, Side: side}
		}
	}
	if from == side {
		return nil
	}
	return e.Bus.Fire(&hook.Event{Point: hook.UnitSideChanged, Filter: u.Type, Args: map[string]any{"unit": id, "side": side, "from": from}})
}

// SetAutomated marks a side as played by the ruleset itself, or gives it
// back to a player.
func (e *Engine) SetAutomated(side string, on bool) error {
	if err := e.mutable(); err != nil {
		return err
	}
	i := slices.Index(e.State.Automated, side)
	switch {
	case on && i < 0:
		e.State.Automated = append(e.State.Automated, side)
		slices.Sort(e.State.Automated)
	case !on && i >= 0:
		e.State.Automated = slices.Delete(e.State.Automated, i, i+1)
	}
	return nil
}

// EndGame ends the game with a result in the ruleset's words.
func (e *Engine) EndGame(result, rule string) error {
	return e.EndGameWith(result, nil, rule)
}

// EndGameWith is EndGame for a result that may name a message with its
// values (see Labelled): the state keeps its English and its message.
func (e *Engine) EndGameWith(result string, params map[string]any, rule string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	english, key, err := e.Labelled(result, params)
	if err != nil {
		return fmt.Errorf("end_game: %w", err)
	}
	e.State.Result, e.State.ResultKey, e.State.ResultParams = english, key, params
	var told any = english
	if key != "" {
		told = map[string]any{"key": key, "params": params}
	}
	e.say(rule, "engine.game-ended", "result", told)
	return nil
}

// Result is how the game ended in say's language (nil: English), "" while
// it goes on.
func Result(rs *ruleset.Ruleset, say *text.Printer, st *state.State) string {
	if say == nil || st.ResultKey == "" {
		return st.Result
	}
	if out, err := Told(rs, say.Lang(), st.ResultKey, st.ResultParams); err == nil {
		return out
	}
	return st.Result
}
