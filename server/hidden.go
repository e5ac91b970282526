package server

import (
	"errors"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/zclconf/go-cty/cty"
)

// Hidden information. A ruleset declares what its rules hide in its data,
// with two stats of the entities whose presence is a secret:
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
// A thing no one owns is hidden from every side's seat. The host's seat
// plays every side (hot seat) and sees what any side sees; a spectator sees
// only what is hidden from no one. Once the game is over nothing is hidden:
// its save, which holds everything, is anyone's then. A mod declares a
// secret with a patch: `patch "item" "panzerfaust" { stats = { hidden =
// "enemies" } }`.
const (
	statHidden     = "hidden"
	statRevealedBy = "revealed_by"

	hiddenFromEnemies = "enemies"
	hiddenFromOthers  = "others"
	hiddenFromAll     = "all"
)

// secretKinds are the entity kinds a secret may be declared on.
var secretKinds = []string{ruleset.KindUnitType, ruleset.KindItem, ruleset.KindStatus, ruleset.KindHolding, ruleset.KindFormation, ruleset.KindMarkerKind}

// A secret is one entity's declaration.
type secret struct {
	from     string // enemies, others or all
	revealer string // a status that shows it on a unit
}

// secrets are a ruleset's declarations by entity kind and id.
type secrets map[string]map[string]secret

// secretsOf reads a ruleset's declarations; a malformed one is an error at
// its block.
func secretsOf(rs *ruleset.Ruleset) (secrets, error) {
	out := secrets{}
	var errs []error
	for _, kind := range secretKinds {
		for _, id := range slices.Sorted(maps.Keys(rs.Entities[kind])) {
			ent := rs.Entities[kind][id]
			from, ok, err := stringStat(ent, statHidden)
			if err == nil && ok && from != hiddenFromEnemies && from != hiddenFromOthers && from != hiddenFromAll {
				err = fmt.Errorf("%s = %q: want %q, %q or %q", statHidden, from, hiddenFromEnemies, hiddenFromOthers, hiddenFromAll)
			}
			revealer, revealed, rerr := stringStat(ent, statRevealedBy)
			if rerr == nil && revealed {
				switch {
				case !ok:
					rerr = fmt.Errorf("%s without %s", statRevealedBy, statHidden)
				case rs.Entities[ruleset.KindStatus][revealer] == nil:
					rerr = fmt.Errorf("%s = %q: no status of that name", statRevealedBy, revealer)
				}
			}
			if err := errors.Join(err, rerr); err != nil {
				errs = append(errs, fmt.Errorf("%s: %s %q: %w", ent.Range, kind, id, err))
				continue
			}
			if ok {
				if out[kind] == nil {
					out[kind] = map[string]secret{}
				}
				out[kind][id] = secret{from: from, revealer: revealer}
			}
		}
	}
	return out, errors.Join(errs...)
}

// stringStat returns an entity's stat that must be a string, if it has it.
func stringStat(ent *ruleset.Entity, name string) (string, bool, error) {
	v, ok := ent.Stats[name]
	if !ok || v.IsNull() {
		return "", false, nil
	}
	if v.Type() != cty.String || !v.IsKnown() {
		return "", false, fmt.Errorf("%s must be a string", name)
	}
	return v.AsString(), true, nil
}

// A sight is what one seat of a game may see.
type sight struct {
	sec secrets
	e   *engine.Engine
	st  seat
	// all is true when nothing is hidden from the seat.
	all bool
}

func (l *live) sightOf(st seat) sight {
	return sight{sec: l.secrets, e: l.e, st: st, all: len(l.secrets) == 0 || l.e.Over() || l.revealed}
}

// hides reports whether a thing of a kind, owned by a side (or no one) and
// on a unit (or none), is hidden from the seat.
func (s sight) hides(kind, id, owner string, u *state.Unit) bool {
	if s.all {
		return false
	}
	sec, ok := s.sec[kind][id]
	switch {
	case !ok:
		return false
	case sec.revealer != "" && u != nil && u.Has(sec.revealer):
		return false
	case sec.from == hiddenFromAll:
		return true
	case s.st.Role == RoleHost:
		return owner == ""
	case s.st.Role != RoleSide || owner == "":
		return true
	case s.st.Side == owner:
		return false
	case sec.from == hiddenFromOthers:
		return true
	}
	return s.e.Enemies(owner, s.st.Side)
}

// unseen returns the ids of the units hidden from the seat.
func (s sight) unseen() map[string]bool {
	out := map[string]bool{}
	if s.all || len(s.sec[ruleset.KindUnitType]) == 0 {
		return out
	}
	for id, u := range s.e.State.Units {
		if s.hides(ruleset.KindUnitType, u.Type, u.Side, u) {
			out[id] = true
		}
	}
	return out
}

// names returns the first unit an action names that is hidden from the
// seat, if any.
func (s sight) names(a engine.Action, unseen map[string]bool) (string, string) {
	if len(unseen) == 0 {
		return "", ""
	}
	def := s.e.Rules.Actions[a.Kind]
	if def == nil {
		return "", ""
	}
	for _, p := range def.Params {
		if p.Type != ruleset.ParamUnit && p.Type != ruleset.ParamUnits {
			continue
		}
		switch v := a.Params[p.Name].(type) {
		case string:
			if unseen[v] {
				return p.Name, v
			}
		case []any:
			for _, x := range v {
				if id, ok := x.(string); ok && unseen[id] {
					return p.Name, id
				}
			}
		}
	}
	return "", ""
}

// refuseUnseen refuses an action naming a unit hidden from the seat, in
// the very words the engine refuses a unit that is not in play, so the
// answer tells nothing of the unit.
func (s sight) refuseUnseen(a engine.Action) error {
	if param, id := s.names(a, s.unseen()); id != "" {
		return &apiError{Status: http.StatusUnprocessableEntity, Code: engine.CodeNoSuchUnit, Message: fmt.Sprintf("parameter %q: no unit %q in play", param, id)}
	}
	return nil
}

// filter removes from a view what the seat may not see.
func (s sight) filter(v *View) {
	if s.all {
		return
	}
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
		uv.Unit = &u
		units = append(units, uv)
	}
	v.Units = units
	v.Log = s.log(v.Log, unseen)
	if v.Interrupt != nil && len(unseen) > 0 {
		w := *v.Interrupt
		w.Context, _ = scrub(w.Context, unseen).(map[string]any)
		v.Interrupt = &w
	}
	if len(unseen) > 0 {
		v.Reports = scrubReports(v.Reports, unseen)
	}
	v.Legal = slices.DeleteFunc(slices.Clone(v.Legal), func(a engine.Action) bool { _, id := s.names(a, unseen); return id != "" })
	for i := range v.Maps {
		for j := range v.Maps[i].Hexes {
			h := &v.Maps[i].Hexes[j]
			h.Markers = slices.DeleteFunc(slices.Clone(h.Markers), func(m state.Marker) bool { return s.hides(ruleset.KindMarkerKind, m.Kind, "", nil) })
		}
	}
	cup := v.Cup[:0]
	for _, m := range v.Cup {
		if s.cupHides(m) {
			v.CupHidden++
		} else {
			cup = append(cup, m)
		}
	}
	v.Cup = cup
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

// log returns the lines of a log the seat may read: none that names a unit
// it cannot see, or a unit together with an item or status of that unit
// hidden from the seat ("ssvt1 picks up the mg42"). The kernel's log lines
// are text for everyone: withholding the lines that name such things by
// their ids is what the server can do until the rules may address a line
// to some sides only.
func (s sight) log(entries []engine.LogEntry, unseen map[string]bool) []engine.LogEntry {
	held := s.heldSecrets()
	if len(unseen) == 0 && len(held) == 0 {
		return entries
	}
	return slices.DeleteFunc(slices.Clone(entries), func(e engine.LogEntry) bool {
		ws := words(e.Text)
		return slices.ContainsFunc(ws, func(w string) bool {
			return unseen[w] || held[w] != nil && slices.ContainsFunc(ws, func(x string) bool { return held[w][x] })
		})
	})
}

// heldSecrets maps each unit to its items and statuses hidden from the seat.
func (s sight) heldSecrets() map[string]map[string]bool {
	out := map[string]map[string]bool{}
	if s.all {
		return out
	}
	for id, u := range s.e.State.Units {
		for kind, ids := range map[string][][]string{ruleset.KindItem: {u.Carries, u.Attached}, ruleset.KindStatus: {u.Statuses}} {
			for _, x := range slices.Concat(ids...) {
				if s.hides(kind, x, u.Side, u) {
					if out[id] == nil {
						out[id] = map[string]bool{}
					}
					out[id][x] = true
				}
			}
		}
	}
	return out
}

// words splits a text into the words an id could be (ids are made of a-z,
// 0-9, _ and -).
func words(text string) []string {
	return strings.FieldsFunc(text, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '-')
	})
}

// actions returns the actions accepted (the seat's and what automated
// sides did after it) as the seat may see them: without the units it
// cannot see among their parameters.
func (s sight) actions(accepted []engine.Action) []engine.Action {
	unseen := s.unseen()
	if len(unseen) == 0 {
		return accepted
	}
	out := make([]engine.Action, len(accepted))
	for i, a := range accepted {
		a.Params, _ = scrub(a.Params, unseen).(map[string]any)
		out[i] = a
	}
	return out
}

// scrubReports returns a copy of the rules' reports without the units a
// seat cannot see.
func scrubReports(reports map[string]map[string]any, unseen map[string]bool) map[string]map[string]any {
	if reports == nil {
		return nil
	}
	out := make(map[string]map[string]any, len(reports))
	for name, fields := range reports {
		out[name], _ = scrub(fields, unseen).(map[string]any)
	}
	return out
}

// scrub returns a copy of a value the rules made (a reaction window's
// context, a report) without the units a seat cannot see: a string naming
// one is left out of its list or map, as is a map's entry keyed by one.
func scrub(v any, unseen map[string]bool) any {
	switch x := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			if s, ok := e.(string); !unseen[k] && (!ok || !unseen[s]) {
				out[k] = scrub(e, unseen)
			}
		}
		return out
	case []any:
		out := make([]any, 0, len(x))
		for _, e := range x {
			if s, ok := e.(string); !ok || !unseen[s] {
				out = append(out, scrub(e, unseen))
			}
		}
		return out
	}
	return v
}

// keep returns the ids of a unit's list that the seat may see.
func (s sight) keep(kind string, ids []string, u *state.Unit) []string {
	out := slices.DeleteFunc(slices.Clone(ids), func(id string) bool { return s.hides(kind, id, u.Side, u) })
	if len(out) == 0 {
		return nil
	}
	return out
}

// cupHides reports whether a marker in the cup is hidden from the seat: a
// formation's marker is its side's, any other no one's.
func (s sight) cupHides(marker string) bool {
	if f, ok := s.e.State.Formations[marker]; ok {
		return s.hides(ruleset.KindFormation, marker, f.Side, nil)
	}
	return s.hides(ruleset.KindHolding, marker, "", nil) || s.hides(ruleset.KindMarkerKind, marker, "", nil)
}
