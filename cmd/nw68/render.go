package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/state"
)

// renderMap draws the part of the map around focus as text: two text lines
// per map row, because half the columns sit half a hex lower. Each hex is
// "tfUU": t the first letter of its terrain ("." for the map's default
// terrain), f "+" when it has features and "*" when it has markers, UU the
// legend keys of the units there. A legend of the units shown follows.
func renderMap(w io.Writer, e *engine.Engine, focus hex.Hex, halfWidth, halfHeight int) {
	m, _ := e.Layout.MapOf(focus) // several maps: the one focus lies on
	l := m.Layout
	fc, fr := l.ToOffset(focus.Sub(m.Origin))
	c0, c1 := max(1, fc-halfWidth), min(l.Cols, fc+halfWidth)
	r0, r1 := max(1, fr-halfHeight), min(l.Rows, fr+halfHeight)
	keys := "123456789abcdefghijklmnopqrstuvwxyz"
	var legend []*state.Unit
	keyOf := map[string]byte{}
	cell := func(c, r int) string {
		h := l.FromOffset(c, r).Add(m.Origin)
		info := e.Hex(h)
		t := "."
		if info.Terrain != e.BoardOf(h).Terrain && info.Terrain != "" {
			t = info.Terrain[:1]
		}
		f := " "
		switch {
		case len(e.State.MarkersAt(h)) > 0:
			f = "*"
		case len(info.Features) > 0:
			f = "+"
		}
		u := ""
		for _, unit := range e.State.UnitsAt(h) {
			if unit.Aboard != "" {
				continue
			}
			k, ok := keyOf[unit.ID]
			if !ok && len(legend) < len(keys) {
				k = keys[len(legend)]
				keyOf[unit.ID] = k
				legend = append(legend, unit)
				ok = true
			}
			if ok && len(u) < 2 {
				u += string(k)
			}
		}
		return fmt.Sprintf("%s%s%-2s", t, f, u)
	}
	// which columns are drawn half a hex lower
	lower := func(c int) bool { return (c%2 == 1) == l.ShiftOdd }
	var b strings.Builder
	if e.Layout.Len() > 1 {
		fmt.Fprintf(&b, "map %s\n", m.ID)
	}
	b.WriteString("     ")
	for c := c0; c <= c1; c++ {
		fmt.Fprintf(&b, "%-5s", hex.ColumnLetters(c))
	}
	b.WriteString("\n")
	for r := r0; r <= r1; r++ {
		for half := 0; half < 2; half++ {
			if half == 0 {
				fmt.Fprintf(&b, "%3d  ", r)
			} else {
				b.WriteString("     ")
			}
			for c := c0; c <= c1; c++ {
				if lower(c) == (half == 1) {
					b.WriteString(cell(c, r) + " ")
				} else {
					b.WriteString("     ")
				}
			}
			b.WriteString("\n")
		}
	}
	fmt.Fprint(w, strings.TrimRight(b.String(), " "))
	for _, u := range legend {
		fmt.Fprintf(w, "  %c %s\n", keyOf[u.ID], describeUnit(e, u))
	}
}

// describeUnit is one line about a unit: id, type name, side, formation,
// hex, face, statuses, what it carries.
func describeUnit(e *engine.Engine, u *state.Unit) string {
	parts := []string{fmt.Sprintf("%s: %s (%s", u.ID, e.UnitType(u).Name, u.Side)}
	if u.Formation != "" {
		parts[0] += " " + u.Formation
	}
	parts[0] += ")"
	switch {
	case !u.Alive:
		parts = append(parts, "eliminated")
	case u.OnMap:
		parts = append(parts, "at "+e.Label(u.Hex))
	default:
		parts = append(parts, "off the map")
	}
	if u.Face != "" {
		parts = append(parts, u.Face)
	}
	if len(u.Statuses) > 0 {
		parts = append(parts, strings.Join(u.Statuses, ","))
	}
	if len(u.Attached) > 0 {
		parts = append(parts, "with "+strings.Join(u.Attached, ","))
	}
	if len(u.Carries) > 0 {
		parts = append(parts, "carrying "+strings.Join(u.Carries, ","))
	}
	if u.Aboard != "" {
		parts = append(parts, "aboard "+u.Aboard)
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
