package engine

import (
	"maps"
	"slices"
	"strings"

	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
)

// Hidden information. A ruleset declares what its rules hide in its data,
// with two attributes of the entities whose presence is a secret, which the
// loader checks (ruleset.AttrHidden):
//
//	hidden      = "enemies"  # from the seats of the owner's enemies
//	            | "others"   # from every seat but the owner's
//	            | "all"      # from every seat
//	revealed_by = "spotted"  # a status that shows it on a unit (optional)
//
// What they hide, and who owns it:
//
//   - a unit_type: its units (and their place aboard others); the owner is
//     the unit's side;
//   - an item: in the carries and attached lists of units; the unit's side;
//   - a status: on units; the unit's side;
//   - a holding: in the holdings of a side (keys "id" and "id/..."); that side;
//   - a formation, holding or marker_kind: as a marker in the cup; the
//     formation's side, or no one;
//   - a marker_kind: its markers on the map; no one.
//
// A thing no one owns is hidden from every side's seat. The kernel keeps
// the declarations and answers, for any viewer, what it may see: every
// log line and report field carries its readers from the moment it is
// written (Readers), and SeenBy runs work (odds, a question) on the state
// as a viewer knows it. Front ends (the server) apply them; the kernel
// never decides who is looking.

// A secret is one entity's declaration.
type secret struct {
	from     string // enemies, others or all
	revealer string // a status that shows it on a unit
}

// secrets are a ruleset's declarations by entity kind and id, with the
// words a text names each by (its id and its name, lower case).
type secrets struct {
	by    map[string]map[string]secret
	words []secretWord
}

type secretWord struct {
	kind, id, word string
}

// secretsOf gathers a ruleset's declarations, which its loader checked.
func secretsOf(rs *ruleset.Ruleset) secrets {
	out := secrets{by: map[string]map[string]secret{}}
	for _, kind := range ruleset.SecretKinds {
		for _, id := range slices.Sorted(maps.Keys(rs.Entities[kind])) {
			ent := rs.Entities[kind][id]
			if ent.Hidden == "" {
				continue
			}
			if out.by[kind] == nil {
				out.by[kind] = map[string]secret{}
			}
			out.by[kind][id] = secret{from: ent.Hidden, revealer: ent.RevealedBy}
			for _, w := range []string{id, ent.Name} {
				if w = strings.ToLower(strings.TrimSpace(w)); w != "" {
					out.words = append(out.words, secretWord{kind: kind, id: id, word: w})
				}
			}
		}
	}
	return out
}

// A Viewer is who looks at the game: a side's seat, the hot seat (Host:
// it plays every side, so it sees what any side sees), a spectator (the
// zero Viewer: only what is hidden from no one), or All (a tool, or
// anyone once the game is over).
type Viewer struct {
	Side string
	Host bool
	All  bool
}

// HasSecrets reports whether the ruleset hides anything at all.
func (e *Engine) HasSecrets() bool { return len(e.secrets.by) > 0 }

// SecretOf returns what the ruleset declares hidden of an entity: from
// whom ("" when it is no secret) and the status that reveals it.
func (e *Engine) SecretOf(kind, id string) (from, revealer string) {
	s := e.secrets.by[kind][id]
	return s.from, s.revealer
}

// blind is whether nothing is hidden from a viewer: no secret, the game
// over, or a viewer that sees all.
func (e *Engine) blind(v Viewer) bool { return !v.All && !e.Over() && e.HasSecrets() }

// Hides reports whether a thing of a kind, owned by a side (or no one) and
// on a unit (or none), is hidden from a viewer.
func (e *Engine) Hides(v Viewer, kind, id, owner string, u *state.Unit) bool {
	if !e.blind(v) {
		return false
	}
	sec, ok := e.secrets.by[kind][id]
	switch {
	case !ok:
		return false
	case sec.revealer != "" && u != nil && u.Has(sec.revealer):
		return false
	case sec.from == ruleset.HiddenFromAll:
		return true
	case v.Host:
		return owner == ""
	case v.Side == "" || owner == "":
		return true
	case v.Side == owner:
		return false
	case sec.from == ruleset.HiddenFromOthers:
		return true
	}
	return e.Enemies(owner, v.Side)
}

// UnitHidden reports whether a unit, being of a secret type, is hidden
// from a viewer.
func (e *Engine) UnitHidden(v Viewer, u *state.Unit) bool {
	return e.Hides(v, ruleset.KindUnitType, u.Type, u.Side, u)
}

// Readers are who may read a log line or a report field that names
// something secret: the sides' seats listed, and the hot seat if Host.
// No Readers (nil) means anyone may.
type Readers struct {
	Sides []string `json:"sides,omitempty"`
	Host  bool     `json:"host,omitempty"`
}

// Reads reports whether a viewer may read what these readers may.
func (r *Readers) Reads(v Viewer) bool {
	switch {
	case r == nil || v.All:
		return true
	case v.Host:
		return r.Host
	case v.Side != "":
		return slices.Contains(r.Sides, v.Side)
	}
	return false
}

// mentions are the units and secret things a text names.
type mentions struct {
	units  []*state.Unit
	things []secretWord
}

// mentionsIn finds what texts name: secret things by id or name, and
// units by id, in any case, each a whole word (not inside a longer id).
// Units are looked for only where it matters: the units of secret types,
// and every unit once a secret thing is named (its owner is among them).
func (e *Engine) mentionsIn(texts []string) mentions {
	var m mentions
	lower := make([]string, len(texts))
	for i, t := range texts {
		lower[i] = strings.ToLower(t)
	}
	names := func(word string) bool {
		return slices.ContainsFunc(lower, func(t string) bool { return namesWord(t, word) })
	}
	for _, w := range e.secrets.words {
		if names(w.word) && !slices.ContainsFunc(m.things, func(x secretWord) bool { return x.kind == w.kind && x.id == w.id }) {
			m.things = append(m.things, w)
		}
	}
	secretTypes := len(e.secrets.by[ruleset.KindUnitType]) > 0
	if len(m.things) == 0 && !secretTypes {
		return m
	}
	for _, id := range e.State.UnitIDs() {
		u := e.State.Units[id]
		if len(m.things) == 0 && e.secrets.by[ruleset.KindUnitType][u.Type].from == "" {
			continue
		}
		if names(strings.ToLower(id)) {
			m.units = append(m.units, u)
		}
	}
	return m
}

// namesWord reports whether a lower-case text holds a word, not as part of
// a longer id (ids are made of letters, digits, _ and -).
func namesWord(text, word string) bool {
	for i := 0; i <= len(text)-len(word); {
		j := strings.Index(text[i:], word)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(word)
		if (j == 0 || !idByte(text[j-1])) && (end == len(text) || !idByte(text[end])) {
			return true
		}
		i = j + 1
	}
	return false
}

func idByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '_' || b == '-'
}

// An owner is who owns a secret thing named somewhere: a side, and the
// unit it is on (or none).
type owner struct {
	side string
	u    *state.Unit
}

// ownersOf returns who owns a secret thing a text names, among the units
// it names (context): the units named that hold it, else, for an item or
// status, the units named; failing those, every unit that holds it. Past
// the units, a holding is its holders', a formation its side's.
func (e *Engine) ownersOf(w secretWord, context []*state.Unit) []owner {
	holds := func(u *state.Unit) bool {
		switch w.kind {
		case ruleset.KindUnitType:
			return u.Type == w.id
		case ruleset.KindItem:
			return slices.Contains(u.Carries, w.id) || slices.Contains(u.Attached, w.id)
		case ruleset.KindStatus:
			return u.Has(w.id)
		}
		return false
	}
	var out []owner
	for _, u := range context {
		if holds(u) {
			out = append(out, owner{u.Side, u})
		}
	}
	if len(out) == 0 && (w.kind == ruleset.KindItem || w.kind == ruleset.KindStatus) {
		for _, u := range context {
			out = append(out, owner{u.Side, u})
		}
	}
	if len(out) > 0 {
		return out
	}
	switch w.kind {
	case ruleset.KindUnitType, ruleset.KindItem, ruleset.KindStatus:
		for _, id := range e.State.UnitIDs() {
			if u := e.State.Units[id]; u.Alive && holds(u) {
				out = append(out, owner{u.Side, u})
			}
		}
	case ruleset.KindHolding:
		for _, side := range e.State.Sides {
			for key, n := range e.State.Holdings[side] {
				if id, _, _ := strings.Cut(key, "/"); id == w.id && n > 0 {
					out = append(out, owner{side: side})
					break
				}
			}
		}
	case ruleset.KindFormation:
		if f, ok := e.State.Formations[w.id]; ok {
			out = append(out, owner{side: f.Side})
		}
	}
	return out
}

// shows reports whether a viewer may see everything mentioned.
func (e *Engine) shows(v Viewer, m mentions) bool {
	for _, u := range m.units {
		if e.UnitHidden(v, u) {
			return false
		}
	}
	for _, w := range m.things {
		owners := e.ownersOf(w, m.units)
		if len(owners) == 0 && e.Hides(v, w.kind, w.id, "", nil) {
			return false
		}
		for _, o := range owners {
			if e.Hides(v, w.kind, w.id, o.side, o.u) {
				return false
			}
		}
	}
	return true
}

// ReadersOf returns who may read texts (a log line, a report's field),
// given the texts around them that name the units they speak of: nil when
// anyone may.
func (e *Engine) ReadersOf(texts []string, context ...string) *Readers {
	if !e.blind(Viewer{}) {
		return nil
	}
	m := e.mentionsIn(texts)
	if len(m.units) == 0 && len(m.things) == 0 {
		return nil
	}
	if len(context) > 0 {
		m.units = e.mentionsIn(append(slices.Clone(texts), context...)).units
	}
	if e.shows(Viewer{}, m) {
		return nil
	}
	r := &Readers{Host: e.shows(Viewer{Host: true}, m)}
	for _, side := range e.State.Sides {
		if e.shows(Viewer{Side: side}, m) {
			r.Sides = append(r.Sides, side)
		}
	}
	return r
}

// Conceals reports whether texts name something hidden from a viewer.
func (e *Engine) Conceals(v Viewer, texts ...string) bool {
	if !e.blind(v) {
		return false
	}
	return !e.shows(v, e.mentionsIn(texts))
}

// Strings returns every string a value the rules made holds (a report
// field, a window's context, an action's parameters), map keys included,
// in a stable order.
func Strings(v any) []string {
	var out []string
	var walk func(any)
	walk = func(v any) {
		switch x := v.(type) {
		case string:
			out = append(out, x)
		case []string:
			out = append(out, x...)
		case []any:
			for _, e := range x {
				walk(e)
			}
		case map[string]any:
			for _, k := range slices.Sorted(maps.Keys(x)) {
				out = append(out, k)
				walk(x[k])
			}
		}
	}
	walk(v)
	return out
}

// ReportReaders returns who may read a field of the last report of a kind
// (nil: anyone).
func (e *Engine) ReportReaders(name, field string) *Readers {
	return e.reportReaders[name][field]
}

// readersOfReport works out who may read each field of a report; a field
// names its units in the context of the whole report.
func (e *Engine) readersOfReport(fields map[string]any) map[string]*Readers {
	if !e.blind(Viewer{}) {
		return nil
	}
	all := Strings(fields)
	var out map[string]*Readers
	for _, k := range slices.Sorted(maps.Keys(fields)) {
		if r := e.ReadersOf(append([]string{k}, Strings(fields[k])...), all...); r != nil {
			if out == nil {
				out = map[string]*Readers{}
			}
			out[k] = r
		}
	}
	return out
}

// SeenBy runs fn on the state as a viewer knows it: without the units,
// items, statuses, holdings and map markers hidden from it. Work that
// must tell a seat only what it may know (the odds it weighs, the
// questions it asks) runs so; fn must leave the state as it found it
// (read-only work, or the odds, which undo every play), and the game's
// own state is back in place when SeenBy returns.
func (e *Engine) SeenBy(v Viewer, fn func() error) error {
	if !e.blind(v) {
		return fn()
	}
	real := e.State
	e.State = e.redacted(v)
	e.changed()
	e.restored = e.version // what readers built of the real state is not this
	defer func() {
		e.State = real
		e.changed()
		e.restored = e.version
	}()
	return fn()
}

// redacted returns a copy of the state without what a viewer may not see.
func (e *Engine) redacted(v Viewer) *state.State {
	s := e.State.Clone()
	unseen := map[string]bool{}
	for id, u := range s.Units {
		if e.UnitHidden(v, u) {
			unseen[id] = true
		}
	}
	for id := range unseen {
		s.DeleteUnit(id)
	}
	for id := range s.Units {
		u := s.EditUnit(id) // the clone shares its units with the game's state
		keep := func(kind string, ids []string) []string {
			out := slices.DeleteFunc(ids, func(id string) bool { return e.Hides(v, kind, id, u.Side, u) })
			if len(out) == 0 {
				return nil
			}
			return out
		}
		u.Carries = keep(ruleset.KindItem, u.Carries)
		u.Attached = keep(ruleset.KindItem, u.Attached)
		for _, st := range slices.Clone(u.Statuses) {
			if e.Hides(v, ruleset.KindStatus, st, u.Side, u) {
				u.SetStatus(st, false)
			}
		}
		u.Transports = slices.DeleteFunc(u.Transports, func(id string) bool { return unseen[id] })
		if unseen[u.Aboard] {
			u.Aboard = ""
		}
		u.Notes = e.SeenNotes(v, u)
	}
	for side, held := range s.Holdings {
		maps.DeleteFunc(held, func(key string, _ int) bool {
			id, _, _ := strings.Cut(key, "/")
			return e.Hides(v, ruleset.KindHolding, id, side, nil)
		})
	}
	s.Values = e.seenValues(v, s.Values, unseen)
	for h, ms := range s.Markers {
		s.Markers[h] = slices.DeleteFunc(ms, func(m state.Marker) bool { return e.Hides(v, ruleset.KindMarkerKind, m.Kind, "", nil) })
		if len(s.Markers[h]) == 0 {
			delete(s.Markers, h)
		}
	}
	for i := range s.Interrupts {
		s.Interrupts[i].Context = e.Scrub(v, s.Interrupts[i].Context)
	}
	// the cup stays whole, so the odds of a draw are the real ones; what
	// was drawn or promised of it is the seat's only where it may see it
	s.Drawn = slices.DeleteFunc(s.Drawn, func(m string) bool { return e.CupHides(v, m) })
	s.CupNext = slices.DeleteFunc(s.CupNext, func(m string) bool { return e.CupHides(v, m) })
	return s
}

// CupHides reports whether a marker of the cup is hidden from a viewer: a
// formation's marker is its side's, any other no one's.
func (e *Engine) CupHides(v Viewer, marker string) bool {
	if f, ok := e.State.Formations[marker]; ok {
		return e.Hides(v, ruleset.KindFormation, marker, f.Side, nil)
	}
	return e.Hides(v, ruleset.KindHolding, marker, "", nil) || e.Hides(v, ruleset.KindMarkerKind, marker, "", nil)
}

// SeenNotes returns the notes of a unit a viewer may read: none that names
// what is hidden from it (the unit that controls this one for now, if that
// unit is unseen), the unit itself standing beside each note as its owner.
func (e *Engine) SeenNotes(v Viewer, u *state.Unit) map[string]string {
	if len(u.Notes) == 0 || !e.blind(v) {
		return u.Notes
	}
	out := map[string]string{}
	for k, note := range u.Notes {
		if !e.Conceals(v, k, note, u.ID) {
			out[k] = note
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// Scrub returns a copy of fields the rules made (a window's context, an
// action's parameters) without what names something hidden from a
// viewer: such a string is left out of its list or map, as is a map's
// entry keyed by one. The units a string names are looked for among all
// the fields, so "mine-kit" is hidden as r1's when r1 is named beside it.
func (e *Engine) Scrub(v Viewer, fields map[string]any) map[string]any {
	if fields == nil || !e.blind(v) {
		return fields
	}
	context := e.mentionsIn(Strings(fields)).units
	hidden := func(s string) bool {
		m := e.mentionsIn([]string{s})
		if len(m.things) > 0 {
			m.units = append(m.units, context...)
		}
		return !e.shows(v, m)
	}
	var scrub func(any) any
	scrub = func(x any) any {
		switch x := x.(type) {
		case map[string]any:
			out := make(map[string]any, len(x))
			for k, el := range x {
				if s, ok := el.(string); !hidden(k) && (!ok || !hidden(s)) {
					out[k] = scrub(el)
				}
			}
			return out
		case []any:
			out := make([]any, 0, len(x))
			for _, el := range x {
				if s, ok := el.(string); !ok || !hidden(s) {
					out = append(out, scrub(el))
				}
			}
			return out
		case []string:
			return slices.DeleteFunc(slices.Clone(x), hidden)
		}
		return x
	}
	out, _ := scrub(fields).(map[string]any)
	return out
}
