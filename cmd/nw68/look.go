package main

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/nw68/nw68/game"
)

// findUnit finds a unit by id, or by its key on the map.
func (s *session) findUnit(name string) (*state.Unit, error) {
	if u, ok := s.e.State.Units[name]; ok {
		return u, nil
	}
	for id, key := range s.glyphs.units {
		if key == name {
			return s.e.State.Units[id], nil
		}
	}
	return nil, errors.New(s.say.T("look.no_unit", "unit", name))
}

// lookName is a thing's name in the session's language: english where no
// language names it (the id, where English play shows ids).
func (s *session) lookName(kind, id, english string) string {
	return s.e.Rules.Text(s.say.Lang().ID, kind, id, "name", english)
}

// lookNames are the names of things of a kind by id, joined by sep (their
// ids where no language names them).
func (s *session) lookNames(kind string, ids []string, sep string) string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = s.lookName(kind, id, id)
	}
	return strings.Join(out, sep)
}

// padRunes pads text with spaces to width characters, as %-*s pads
// ASCII: a word of another alphabet is counted in letters, not bytes.
func padRunes(text string, width int) string {
	if n := utf8.RuneCountInString(text); n < width {
		return text + strings.Repeat(" ", width-n)
	}
	return text
}

// card prints everything about a unit: what it is, its counter as it lies
// (face, factors, weapons), what has happened to it and what it carries.
func (s *session) card(name string) error {
	u, err := s.findUnit(name)
	if err != nil {
		return err
	}
	t := s.e.UnitType(u)
	mark := sideMark(s.e, u.Side)
	fmt.Fprintln(s.out, s.say.T("look.card", "unit", u.ID, "type", s.lookName(ruleset.KindUnitType, t.ID, t.Name), "type_id", t.ID,
		"side", s.lookName(ruleset.KindSide, u.Side, u.Side), "key", mark[:1]+s.glyphs.units[u.ID]+mark[1:]))
	// a line of the card: its label's key, and its text
	line := func(label, text string) {
		if text != "" {
			fmt.Fprintf(s.out, "  %s %s\n", padRunes(s.say.T(label), 10), text)
		}
	}
	if u.Formation != "" {
		line("look.card_formation", s.lookName(ruleset.KindFormation, u.Formation, u.Formation))
	}
	switch {
	case !u.Alive:
		line("look.card_where", s.say.T("look.eliminated"))
	case u.OnMap:
		line("look.card_where", s.hexSummary(u.Hex))
	default:
		line("look.card_where", s.say.T("look.off_map"))
	}
	face := u.Face
	if face == "" {
		face = s.say.T("look.front")
	}
	line("look.card_face", face)
	line("look.card_factors", stats(t.StatsOn(u.Face)))
	line("look.card_weapons", weapons(t.WeaponsOn(u.Face)))
	line("look.card_statuses", s.lookNames(ruleset.KindStatus, u.Statuses, ", "))
	var counters []string
	for _, k := range slices.Sorted(maps.Keys(u.Counters)) {
		counters = append(counters, fmt.Sprintf("%s=%d", k, u.Counters[k]))
	}
	line("look.card_counters", strings.Join(counters, " "))
	line("look.card_carries", s.items(u.Carries))
	line("look.card_attached", s.items(u.Attached))
	line("look.card_transports", strings.Join(u.Transports, ", "))
	line("look.card_aboard", u.Aboard)
	switch {
	case t.Provisional:
		line("look.card_values", s.say.T("look.provisional", "note", t.Note))
	case t.Source != "":
		line("look.card_values", s.say.T("look.source", "source", t.Source))
	}
	return nil
}

// items names items with their factors and weapons (by id in English
// play, by name in a language that names them).
func (s *session) items(ids []string) string {
	parts := make([]string, 0, len(ids))
	for _, id := range ids {
		name := s.lookName(ruleset.KindItem, id, id)
		it, ok := s.e.Rules.Entity(ruleset.KindItem, id)
		if !ok {
			parts = append(parts, name)
			continue
		}
		what := strings.TrimSpace(stats(it.Stats) + " " + weapons(it.Weapons))
		if what == "" {
			parts = append(parts, name)
			continue
		}
		parts = append(parts, fmt.Sprintf("%s (%s)", name, what))
	}
	return strings.Join(parts, ", ")
}

// hexSummary is one line about a hex: label, terrain, features, name,
// markers and who holds it (terrains, markers and sides by id in English
// play, by name in a language that names them).
func (s *session) hexSummary(h hex.Hex) string {
	info := s.e.Hex(h)
	line := fmt.Sprintf("%s: %s", s.e.Label(h), s.lookName(ruleset.KindTerrain, info.Terrain, info.Terrain))
	if len(info.Features) > 0 {
		line += s.say.T("look.hex_with", "features", s.lookNames(ruleset.KindTerrain, info.Features, ", "))
	}
	if info.Name != "" {
		line += " (" + info.Name + ")"
	}
	for _, m := range s.e.State.MarkersAt(h) {
		line += s.say.T("look.hex_marker", "marker", s.lookName(ruleset.KindMarkerKind, m.Kind, m.Kind), "level", m.Level)
	}
	if side, ok := s.e.State.Control[h]; ok {
		line += s.say.T("look.hex_held", "side", s.lookName(ruleset.KindSide, side, side))
	}
	return line
}

// place reads a los end: a unit (by id or key) on the map, or a hex.
func (s *session) place(name string) (hex.Hex, *state.Unit, error) {
	if u, err := s.findUnit(name); err == nil {
		if !u.Alive || !u.OnMap {
			return hex.Hex{}, nil, errors.New(s.say.T("look.not_on_map", "unit", u.ID))
		}
		return u.Hex, u, nil
	}
	h, err := s.e.Layout.Parse(name)
	if err != nil {
		return hex.Hex{}, nil, fmt.Errorf("%s: %w", s.say.T("look.neither", "name", name), err)
	}
	return h, nil, nil
}

// los prints the hexes a line of sight from a to b crosses, with what lies
// on each, and, from a unit, whether each attack the rules offer on b
// would be allowed now: the ruleset judges sight (in its scripts), so its
// verdict, with the rule that refuses, is the answer a player can trust.
// reach prints where a unit can go now and at what cost, as the ruleset
// answers its reach question, cheapest first.
func (s *session) reach(name string) error {
	u, err := s.findUnit(name)
	if err != nil {
		return err
	}
	answer, err := s.e.Query("reach", map[string]any{"unit": u.ID})
	if err != nil {
		return err
	}
	if len(answer) == 0 {
		fmt.Fprintln(s.out, s.say.T("look.reach_none", "unit", u.ID))
		return nil
	}
	type place struct {
		label string
		cost  int
	}
	var places []place
	for label, v := range answer {
		hexAnswer, _ := v.(map[string]any)
		cost, _ := hexAnswer["cost"].(int)
		places = append(places, place{label, cost})
	}
	slices.SortFunc(places, func(a, b place) int { return cmp.Or(cmp.Compare(a.cost, b.cost), strings.Compare(a.label, b.label)) })
	fmt.Fprintln(s.out, s.say.T("look.reach", "unit", u.ID, "n", len(places)))
	for _, p := range places {
		fmt.Fprintf(s.out, "  %-6s %d\n", p.label, p.cost)
	}
	return nil
}

func (s *session) los(a, b string) error {
	from, viewer, err := s.place(a)
	if err != nil {
		return err
	}
	to, target, err := s.place(b)
	if err != nil {
		return err
	}
	if err := s.e.SameMap(from, to); err != nil {
		return err
	}
	steps := hex.Line(from, to)
	fmt.Fprintln(s.out, s.say.T("look.los", "from", s.e.Label(from), "to", s.e.Label(to), "n", from.Distance(to)))
	for i, st := range steps {
		end := ""
		switch i {
		case 0:
			end = s.say.T("look.los_from")
		case len(steps) - 1:
			end = s.say.T("look.los_to")
		}
		fmt.Fprintf(s.out, "  %s %s%s\n", padRunes(end, 4), s.hexSummary(st.Hex), s.unitsIn(st.Hex))
		if st.Alt != nil && s.e.Layout.Contains(*st.Alt) {
			fmt.Fprintf(s.out, "  %s %s\n", padRunes(s.say.T("look.los_or"), 4), s.say.T("look.los_along", "hex", s.hexSummary(*st.Alt)+s.unitsIn(*st.Alt)))
		}
	}
	if viewer == nil {
		fmt.Fprintln(s.out, s.say.T("look.los_no_viewer"))
		return nil
	}
	tried := 0
	for _, kind := range s.e.ActionKinds() {
		for _, a := range s.attacks(kind, viewer, target, to) {
			tried++
			verdict := s.say.T("look.los_allowed")
			if err := s.e.Validate(a); err != nil {
				verdict = s.refusal(err).Error()
			}
			fmt.Fprintf(s.out, "%s: %s\n", a, verdict)
		}
	}
	if tried == 0 {
		fmt.Fprintln(s.out, s.say.T("look.los_no_attack"))
	}
	return nil
}

// unitsIn lists the units in a hex, for los.
func (s *session) unitsIn(h hex.Hex) string {
	var ids []string
	for _, u := range s.e.State.UnitsAt(h) {
		ids = append(ids, u.ID)
	}
	if len(ids) == 0 {
		return ""
	}
	return s.say.T("look.units_in", "ids", strings.Join(ids, ", "))
}

// attacks are the actions of a kind that would have unit u attack the
// target (a unit, else the hex): a kind whose required parameters are a
// unit "unit", a "target" of the right type and at most a "weapon" string,
// tried with each weapon the unit has and carries.
func (s *session) attacks(kind string, u, target *state.Unit, at hex.Hex) []engine.Action {
	def, ok := s.e.Rules.Actions[kind]
	if !ok {
		return nil
	}
	base := map[string]any{}
	withWeapon := false
	for _, p := range def.Params {
		switch {
		case p.Name == "unit" && p.Type == ruleset.ParamUnit:
			base["unit"] = u.ID
		case p.Name == "target" && p.Type == ruleset.ParamUnit && target != nil:
			base["target"] = target.ID
		case p.Name == "target" && p.Type == ruleset.ParamHex && target == nil:
			base["target"] = s.e.Label(at)
		case p.Name == "weapon" && p.Type == ruleset.ParamString:
			withWeapon = true
		case !p.Optional:
			return nil
		}
	}
	if base["unit"] == nil || base["target"] == nil {
		return nil
	}
	if !withWeapon {
		return []engine.Action{{Kind: kind, Params: base}}
	}
	var names []string
	for _, w := range s.e.UnitType(u).WeaponsOn(u.Face) {
		names = append(names, w.Name)
	}
	names = append(names, u.Carries...)
	var out []engine.Action
	for _, w := range names {
		params := maps.Clone(base)
		params["weapon"] = w
		out = append(out, engine.Action{Kind: kind, Params: params})
	}
	return out
}

// undo takes back the last action of the side to act (with what automated
// sides did after it), unless it rolled dice: the game is rebuilt from the
// save record without it. The dice stand once rolled, and only the side
// that took an action may take it back, while it is still to act.
func (s *session) undo() error {
	undone, err := game.Undo(s.e, s.e.Record(s.scenario, s.seed, s.l.mods), s.l.replay)
	var refused *game.UndoError
	switch {
	case errors.As(err, &refused) && refused.Code == game.UndoNothing:
		return errors.New(s.say.T("look.undo_nothing"))
	case errors.As(err, &refused) && refused.Code == game.UndoRolled:
		return errors.New(s.say.T("look.undo_rolled", "action", refused.Action, "n", refused.Rolls))
	case err != nil:
		return fmt.Errorf("undo: %w", err)
	}
	s.e, s.legal = undone.Game, nil
	fmt.Fprintln(s.out, s.say.T("look.took_back", "action", undone.Action.String()))
	if err := s.autosave(); err != nil {
		return err
	}
	s.status()
	return nil
}
