package main

import (
	"cmp"
	"fmt"
	"io"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/nw68/nw68/core/text"
)

// Sizes of the text map: a hex is a cell of two lines of cellWidth
// characters, its terrain, features and markers above and its units below.
const (
	cellWidth = 5
	// extrasShown is how many feature and marker symbols fit beside the
	// terrain's; unitKeysShown how many key characters fit in the brackets.
	extrasShown   = cellWidth - 1
	unitKeysShown = cellWidth - 2
)

// renderMap draws the part of the map around focus as text. Each hex is
// a cell of two lines, and the columns that sit half a hex lower start
// their cells a line lower, as on the board. The top line holds the
// symbol of the hex's terrain (groundMark for the map's own terrain), then
// those of its features and markers; the bottom line the keys of the units
// there, bracketed by their side's mark, with "+N" for N more than fit. A
// legend of the symbols, marks and units shown follows.
func renderMap(w io.Writer, e *engine.Engine, g *Glyphs, say *text.Printer, focus hex.Hex, halfWidth, halfHeight int) {
	g.keyUnits(e.State)
	m, _ := e.Layout.MapOf(focus) // several maps: the one focus lies on
	l := m.Layout
	fc, fr := l.ToOffset(focus.Sub(m.Origin))
	c0, c1 := max(1, fc-halfWidth), min(l.Cols, fc+halfWidth)
	r0, r1 := max(1, fr-halfHeight), min(l.Rows, fr+halfHeight)
	var shown []*state.Unit
	symbols := map[byte]bool{}
	marks := map[string][]string{}
	cells := map[[2]int][2]string{}
	for c := c0; c <= c1; c++ {
		for r := r0; r <= r1; r++ {
			h := l.FromOffset(c, r).Add(m.Origin)
			top, units := cell(e, g, h)
			for _, ch := range []byte(top) {
				symbols[ch] = true
			}
			var keys []string
			var sides []string
			for _, u := range units {
				keys = append(keys, g.units[u.ID])
				if !slices.Contains(sides, u.Side) {
					sides = append(sides, u.Side)
				}
				shown = append(shown, u)
			}
			bottom := ""
			if len(units) > 0 {
				mark := mixedMarks
				if len(sides) == 1 {
					mark = sideMark(e, sides[0])
				}
				for _, side := range sides {
					if !slices.Contains(marks[mark], side) {
						marks[mark] = append(marks[mark], side)
					}
				}
				bottom = mark[:1] + fitKeys(keys, unitKeysShown) + mark[1:]
			}
			cells[[2]int{c, r}] = [2]string{top, bottom}
		}
	}
	// lower says which columns are drawn half a hex lower
	lower := func(c int) bool { return (c%2 == 1) == l.ShiftOdd }
	var b strings.Builder
	if e.Layout.Len() > 1 {
		fmt.Fprintln(&b, say.T("play.map", "id", m.ID))
	}
	b.WriteString("    ")
	for c := c0; c <= c1; c++ {
		fmt.Fprintf(&b, "%-*s", cellWidth+1, hex.ColumnLetters(c))
	}
	b.WriteString("\n")
	// text line i of row r shows the top of the row's upper cells and the
	// bottom of the lower cells of the row above; the line after the last
	// row the bottom of its lower cells
	for r := r0; r <= r1+1; r++ {
		for half := 0; half < 2; half++ {
			if r > r1 && half == 1 {
				break
			}
			var line strings.Builder
			if half == 0 && r <= r1 {
				fmt.Fprintf(&line, "%3d ", r)
			} else {
				line.WriteString("    ")
			}
			for c := c0; c <= c1; c++ {
				row, part := r, 0
				switch {
				case lower(c) && half == 0:
					row, part = r-1, 1
				case !lower(c) && half == 1:
					part = 1
				}
				fmt.Fprintf(&line, "%-*s ", cellWidth, cells[[2]int{c, row}][part])
			}
			b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
		}
	}
	fmt.Fprint(w, b.String())
	slices.SortFunc(shown, func(a, b *state.Unit) int {
		ka, kb := g.units[a.ID], g.units[b.ID]
		return cmp.Or(cmp.Compare(len(ka), len(kb)), cmp.Compare(ka, kb))
	})
	writeLegend(w, e, g, say, e.BoardOf(focus), symbols, marks, shown)
}

// cell is a hex's top line (its symbols) and the units on it that the map
// shows (those not aboard another).
func cell(e *engine.Engine, g *Glyphs, h hex.Hex) (string, []*state.Unit) {
	info := e.Hex(h)
	top := []byte{groundMark}
	if info.Terrain != e.BoardOf(h).Terrain && info.Terrain != "" {
		top[0] = g.symbol(info.Terrain)
	}
	var extras []byte
	add := func(id string) {
		if s := g.symbol(id); !slices.Contains(extras, s) {
			extras = append(extras, s)
		}
	}
	for _, f := range info.Features {
		add(f)
	}
	for _, mk := range e.State.MarkersAt(h) {
		add(mk.Kind)
	}
	if len(extras) > extrasShown {
		extras = append(extras[:extrasShown-1], moreMark)
	}
	var units []*state.Unit
	for _, u := range e.State.UnitsAt(h) {
		if u.Aboard == "" {
			units = append(units, u)
		}
	}
	return string(append(top, extras...)), units
}

// writeLegend explains the symbols and marks a map shows and lists its
// units, each key in its side's mark.
func writeLegend(w io.Writer, e *engine.Engine, g *Glyphs, say *text.Printer, board *ruleset.Map, symbols map[byte]bool, marks map[string][]string, units []*state.Unit) {
	lang := say.Lang().ID
	var entries []string
	for _, s := range slices.Sorted(maps.Keys(symbols)) {
		switch s {
		case groundMark:
			name := board.Terrain
			if t, ok := e.Rules.Entity(ruleset.KindTerrain, board.Terrain); ok {
				name = e.Rules.Text(lang, ruleset.KindTerrain, t.ID, "name", t.Name)
			}
			entries = append(entries, say.T("play.legend_ground", "symbol", string(s), "name", name))
		case moreMark:
			entries = append(entries, say.T("play.legend_more", "symbol", string(s)))
		default:
			entries = append(entries, fmt.Sprintf("%c %s", s, strings.Join(g.namesIn(e.Rules, lang, s), "/")))
		}
	}
	for _, mark := range append(slices.Clone(sideMarks), mixedMarks) {
		if sides, ok := marks[mark]; ok {
			names := make([]string, len(sides))
			for i, side := range sides {
				names[i] = e.Rules.Text(lang, ruleset.KindSide, side, "name", side)
			}
			entries = append(entries, fmt.Sprintf("%c..%c %s", mark[0], mark[1], strings.Join(names, "/")))
		}
	}
	writeWrapped(w, entries, 78)
	for _, u := range units {
		mark := sideMark(e, u.Side)
		fmt.Fprintf(w, "  %c%s%c %s\n", mark[0], g.units[u.ID], mark[1], describeUnit(e, say, u))
	}
}

// writeWrapped writes entries separated by three spaces, in lines of at
// most width characters (an entry longer than that has a line of its own).
func writeWrapped(w io.Writer, entries []string, width int) {
	line := ""
	for _, entry := range entries {
		if line != "" && len(line)+3+len(entry) > width {
			fmt.Fprintln(w, line)
			line = ""
		}
		if line == "" {
			line = "  " + entry
		} else {
			line += "   " + entry
		}
	}
	if line != "" {
		fmt.Fprintln(w, line)
	}
}

// describeUnit is one line about a unit in say's language: id, type name,
// side, formation, hex, face, statuses, what it carries (ids, in English
// play, where a language names nothing).
func describeUnit(e *engine.Engine, say *text.Printer, u *state.Unit) string {
	lang := say.Lang().ID
	name := func(kind, id string) string { return e.Rules.Text(lang, kind, id, "name", id) }
	t := e.UnitType(u)
	who := name(ruleset.KindSide, u.Side)
	if u.Formation != "" {
		who += " " + name(ruleset.KindFormation, u.Formation)
	}
	parts := []string{fmt.Sprintf("%s: %s (%s)", u.ID, e.Rules.Text(lang, ruleset.KindUnitType, t.ID, "name", t.Name), who)}
	switch {
	case !u.Alive:
		parts = append(parts, say.T("play.unit_eliminated"))
	case u.OnMap:
		parts = append(parts, say.T("play.unit_at", "hex", e.Label(u.Hex)))
	default:
		parts = append(parts, say.T("play.unit_off_map"))
	}
	if u.Face != "" {
		parts = append(parts, u.Face)
	}
	names := func(kind string, ids []string) string {
		out := make([]string, len(ids))
		for i, id := range ids {
			out[i] = name(kind, id)
		}
		return strings.Join(out, ",")
	}
	if len(u.Statuses) > 0 {
		parts = append(parts, names(ruleset.KindStatus, u.Statuses))
	}
	if len(u.Attached) > 0 {
		parts = append(parts, say.T("play.unit_with", "items", names(ruleset.KindItem, u.Attached)))
	}
	if len(u.Carries) > 0 {
		parts = append(parts, say.T("play.unit_carrying", "items", names(ruleset.KindItem, u.Carries)))
	}
	if u.Aboard != "" {
		parts = append(parts, say.T("play.unit_aboard", "unit", u.Aboard))
	}
	return strings.Join(parts, ", ")
}

// focusHex picks where to center the map: the given unit's hex, else the
// first unit of the active formation or side, else the map's centre.
func focusHex(e *engine.Engine, unitID string) hex.Hex {
	if u, ok := e.State.Units[unitID]; ok && u.OnMap {
		return u.Hex
	}
	ids := e.State.UnitIDs()
	sort.Strings(ids)
	for _, id := range ids {
		u := e.State.Units[id]
		if !u.Alive || !u.OnMap {
			continue
		}
		if e.State.ActiveFormation != "" && u.Formation == e.State.ActiveFormation ||
			e.State.ActiveFormation == "" && e.State.ActiveSide != "" && u.Side == e.State.ActiveSide {
			return u.Hex
		}
	}
	first, _ := e.Layout.Map(e.Layout.Maps()[0])
	return first.Layout.FromOffset((first.Layout.Cols+1)/2, (first.Layout.Rows+1)/2).Add(first.Origin)
}
