package main

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

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
	return nil, fmt.Errorf("no unit %q (units lists them; a key of the map works too)", name)
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
	fmt.Fprintf(s.out, "%s: %s (%s), side %s, key %c%s%c\n", u.ID, t.Name, t.ID, u.Side, mark[0], s.glyphs.units[u.ID], mark[1])
	line := func(label, text string) {
		if text != "" {
			fmt.Fprintf(s.out, "  %-10s %s\n", label+":", text)
		}
	}
	line("formation", u.Formation)
	switch {
	case !u.Alive:
		line("where", "eliminated")
	case u.OnMap:
		line("where", s.hexSummary(u.Hex))
	default:
		line("where", "off the map")
	}
	face := u.Face
	if face == "" {
		face = "front"
	}
	line("face", face)
	line("factors", stats(t.StatsOn(u.Face)))
	line("weapons", weapons(t.WeaponsOn(u.Face)))
	line("statuses", strings.Join(u.Statuses, ", "))
	var counters []string
	for _, k := range slices.Sorted(maps.Keys(u.Counters)) {
		counters = append(counters, fmt.Sprintf("%s=%d", k, u.Counters[k]))
	}
	line("counters", strings.Join(counters, " "))
	line("carries", s.items(u.Carries))
	line("attached", s.items(u.Attached))
	line("transports", strings.Join(u.Transports, ", "))
	line("aboard", u.Aboard)
	switch {
	case t.Provisional:
		line("values", "provisional: "+t.Note)
	case t.Source != "":
		line("values", "source: "+t.Source)
	}
	return nil
}

// items names items with their factors and weapons.
func (s *session) items(ids []string) string {
	parts := make([]string, 0, len(ids))
	for _, id := range ids {
		it, ok := s.e.Rules.Entity(ruleset.KindItem, id)
		if !ok {
			parts = append(parts, id)
			continue
		}
		what := strings.TrimSpace(stats(it.Stats) + " " + weapons(it.Weapons))
		if what == "" {
			parts = append(parts, id)
			continue
		}
		parts = append(parts, fmt.Sprintf("%s (%s)", id, what))
	}
	return strings.Join(parts, ", ")
}

// hexSummary is one line about a hex: label, terrain, features, name,
// markers and who holds it.
func (s *session) hexSummary(h hex.Hex) string {
	info := s.e.Hex(h)
	line := fmt.Sprintf("%s: %s", s.e.Label(h), info.Terrain)
	if len(info.Features) > 0 {
		line += " with " + strings.Join(info.Features, ", ")
	}
	if info.Name != "" {
		line += " (" + info.Name + ")"
	}
	for _, m := range s.e.State.MarkersAt(h) {
		line += fmt.Sprintf("; %s level %d", m.Kind, m.Level)
	}
	if side, ok := s.e.State.Control[h]; ok {
		line += "; held by " + side
	}
	return line
}

// place reads a los end: a unit (by id or key) on the map, or a hex.
func (s *session) place(name string) (hex.Hex, *state.Unit, error) {
	if u, err := s.findUnit(name); err == nil {
		if !u.Alive || !u.OnMap {
			return hex.Hex{}, nil, fmt.Errorf("%s is not on the map", u.ID)
		}
		return u.Hex, u, nil
	}
	h, err := s.e.Layout.Parse(name)
	if err != nil {
		return hex.Hex{}, nil, fmt.Errorf("%q is neither a unit nor a hex: %w", name, err)
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
		fmt.Fprintf(s.out, "%s can go nowhere now\n", u.ID)
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
	fmt.Fprintf(s.out, "%s can reach %d hex(es):\n", u.ID, len(places))
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
	fmt.Fprintf(s.out, "line from %s to %s, %d hex(es) apart:\n", s.e.Label(from), s.e.Label(to), from.Distance(to))
	for i, st := range steps {
		end := ""
		switch i {
		case 0:
			end = "from"
		case len(steps) - 1:
			end = "to"
		}
		fmt.Fprintf(s.out, "  %-4s %s%s\n", end, s.hexSummary(st.Hex), s.unitsIn(st.Hex))
		if st.Alt != nil && s.e.Layout.Contains(*st.Alt) {
			fmt.Fprintf(s.out, "  or   %s%s (the line runs along their hexside)\n", s.hexSummary(*st.Alt), s.unitsIn(*st.Alt))
		}
	}
	if viewer == nil {
		fmt.Fprintln(s.out, "name a unit as the first end to hear whether it may fire")
		return nil
	}
	tried := 0
	for _, kind := range s.e.ActionKinds() {
		for _, a := range s.attacks(kind, viewer, target, to) {
			tried++
			verdict := "allowed now"
			if err := s.e.Validate(a); err != nil {
				verdict = s.refusal(err).Error()
			}
			fmt.Fprintf(s.out, "%s: %s\n", formatAction(a), verdict)
		}
	}
	if tried == 0 {
		fmt.Fprintln(s.out, "no attack open now takes a unit and this target, so the rules were not asked")
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
	return "; units " + strings.Join(ids, ", ")
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
	if err != nil {
		return fmt.Errorf("undo: %w", err)
	}
	s.e, s.legal = undone.Game, nil
	fmt.Fprintf(s.out, "took back %s\n", formatAction(undone.Action))
	if err := s.autosave(); err != nil {
		return err
	}
	s.status()
	return nil
}
