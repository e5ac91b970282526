package server

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/nw68/nw68/core/text"
)

// Hidden information is declared in a ruleset's data (see the kernel's
// core/engine/sight.go) and judged by the kernel: who may read each log
// line and report field is settled as it is written, and odds and
// questions are worked out on the state as the seat knows it
// (engine.SeenBy). What is here applies that to every answer that leaves
// the server for a seat: views, action results, odds, queries, pushes.
// The host's seat plays every side (hot seat) and sees what any side
// sees; a spectator sees only what is hidden from no one. Once the game is
// over nothing is hidden: its save, which holds everything, is anyone's
// then. A mod declares a secret with a patch: `patch "item" "panzerfaust"
// { hidden = "enemies" }`.

// A sight is what one seat of a game may see.
type sight struct {
	e *engine.Engine
	v engine.Viewer
	// say is the language the seat reads the lines in (nil: English).
	say *text.Printer
}

func (l *live) sightOf(st seat) sight {
	v := engine.Viewer{All: l.revealed}
	switch st.Role {
	case RoleHost:
		v.Host = true
	case RoleSide:
		v.Side = st.Side
	}
	return sight{e: l.e, v: v, say: st.Say}
}

// hides reports whether a thing of a kind, owned by a side (or no one) and
// on a unit (or none), is hidden from the seat.
func (s sight) hides(kind, id, owner string, u *state.Unit) bool {
	return s.e.Hides(s.v, kind, id, owner, u)
}

// unseen returns the ids of the units hidden from the seat.
func (s sight) unseen() map[string]bool {
	out := map[string]bool{}
	for id, u := range s.e.State.Units {
		if s.e.UnitHidden(s.v, u) {
			out[id] = true
		}
	}
	return out
}

// conceals reports whether a value the rules made (an action's
// parameters, a report's field) names something hidden from the seat.
func (s sight) conceals(v any) bool { return s.e.Conceals(s.v, engine.Strings(v)...) }

// filter removes from a view what the seat may not see.
func (s sight) filter(v *View) {
	unseen := s.unseen()
	units := v.Units[:0]
	for _, uv := range v.Units {
		if unseen[uv.ID] {
			continue
		}
		u := *uv.Unit // the engine's unit stays as it is
		u.Carries = s.keep(ruleset.KindItem, u.Carries, &u)
		u.Attached = s.keep(ruleset.KindItem, u.Attached, &u)
		u.Statuses = s.keep(ruleset.KindStatus, u.Statuses, &u)
		u.Transports = slices.DeleteFunc(slices.Clone(u.Transports), func(id string) bool { return unseen[id] })
		if unseen[u.Aboard] {
			u.Aboard = ""
		}
		u.Notes = s.e.SeenNotes(s.v, &u)
		uv.Unit = &u
		units = append(units, uv)
	}
	v.Units = units
	v.Log = s.log(v.Log)
	if v.Interrupt != nil {
		w := *v.Interrupt
		w.Context = s.e.Scrub(s.v, w.Context)
		v.Interrupt = &w
	}
	v.Reports = s.reports(v.Reports)
	v.Values = s.values(v.Values)
	v.Legal = slices.DeleteFunc(slices.Clone(v.Legal), func(a engine.Action) bool { return s.conceals(a.Params) })
	v.MayAct = len(v.Legal) > 0
	for i := range v.Maps {
		for j := range v.Maps[i].Hexes {
			h := &v.Maps[i].Hexes[j]
			h.Markers = slices.DeleteFunc(slices.Clone(h.Markers), func(m state.Marker) bool { return s.hides(ruleset.KindMarkerKind, m.Kind, "", nil) })
		}
	}
	cup := make([]string, 0, len(v.Cup))
	for _, m := range v.Cup {
		if s.cupHides(m) {
			v.CupHidden++
		} else {
			cup = append(cup, m)
		}
	}
	v.Cup = cup
	v.Drawn = slices.DeleteFunc(slices.Clone(v.Drawn), s.cupHides)
	holdings := map[string]map[string]int{}
	for side, held := range v.Holdings {
		for key, n := range held {
			id, _, _ := strings.Cut(key, "/")
			if s.hides(ruleset.KindHolding, id, side, nil) {
				continue
			}
			if holdings[side] == nil {
				holdings[side] = map[string]int{}
			}
			holdings[side][key] = n
		}
	}
	v.Holdings = holdings
}

// log returns the lines of a log the seat may read: each line says, from
// the moment it was written, who may (engine.LogEntry.Readers).
func (s sight) log(entries []engine.LogEntry) []engine.LogEntry {
	out := slices.DeleteFunc(slices.Clone(entries), func(e engine.LogEntry) bool { return !e.Readers.Reads(s.v) })
	for i, entry := range out {
		out[i].Text = engine.Line(s.e.Rules, s.say, entry)
		out[i].Value = nil // its words are in Text
	}
	return out
}

// reports returns the rules' last reports without the fields the seat may
// not read.
func (s sight) reports(reports map[string]map[string]any) map[string]map[string]any {
	if reports == nil {
		return nil
	}
	out := make(map[string]map[string]any, len(reports))
	for name, fields := range reports {
		kept := make(map[string]any, len(fields))
		for k, x := range fields {
			if s.e.ReportReaders(name, k).Reads(s.v) {
				kept[k] = x
			}
		}
		out[name] = kept
	}
	return out
}

// values returns the computed values the seat may read: none that names
// what it cannot see.
func (s sight) values(values []valueView) []valueView {
	// judged by the English, whose names are the ones the secrets list
	return slices.DeleteFunc(slices.Clone(values), func(v valueView) bool { return s.e.Conceals(s.v, v.english) })
}

// actions returns the actions accepted (the seat's and what automated
// sides did after it) as the seat may see them: none that names what it
// cannot see (what is left of a hidden unit's move would still say where
// it went).
func (s sight) actions(accepted []engine.Action) []engine.Action {
	return slices.DeleteFunc(slices.Clone(accepted), func(a engine.Action) bool { return s.conceals(a.Params) })
}

// keep returns the ids of a unit's list that the seat may see.
func (s sight) keep(kind string, ids []string, u *state.Unit) []string {
	out := slices.DeleteFunc(slices.Clone(ids), func(id string) bool { return s.hides(kind, id, u.Side, u) })
	if len(out) == 0 {
		return nil
	}
	return out
}

// cupHides reports whether a marker in the cup is hidden from the seat.
func (s sight) cupHides(marker string) bool { return s.e.CupHides(s.v, marker) }

// clean returns an error of the engine on an action the seat sent, in
// words that name nothing the seat may not see but what it named itself
// (a unit it cannot see is answered as no unit, in its own words): a
// rejection keeps its code and rule, a reason or a failure that would name
// a secret is given without it.
func (s sight) clean(err error, a engine.Action) error {
	if err == nil {
		return nil
	}
	said := err.Error()
	for _, x := range engine.Strings(a.Params) {
		if x != "" {
			said = regexp.MustCompile(`(?i)(^|[^a-z0-9_-])`+regexp.QuoteMeta(x)+`($|[^a-z0-9_-])`).ReplaceAllString(said, "$1$2")
		}
	}
	if !s.e.Conceals(s.v, said) {
		return err
	}
	if rej, ok := engine.IsRejection(err); ok {
		veto := rej.Veto
		veto.Reason = fmt.Sprintf("refused (%s): the reason names what this seat cannot see", rej.Code)
		veto.Key, veto.Params = "", nil // its values name it too
		return &engine.Rejection{Veto: veto}
	}
	return errors.New("the action failed in the rules' scripts")
}
