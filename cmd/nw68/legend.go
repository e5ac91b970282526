package main

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
)

// Characters the map reserves: unit keys are digits and upper-case letters
// (unitAlphabet, with overflowMark before the keys past the first
// len(unitAlphabet)), groundMark is the map's own terrain, moreMark stands
// for features and markers a cell has no room for, and sideMarks bracket
// the keys of each side's units (mixedMarks those of a hex several sides
// share).
const (
	unitAlphabet = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	overflowMark = "#"
	groundMark   = '.'
	moreMark     = '+'
	// symbolPool is what terrain, features and markers draw their
	// symbols from when their own letters are taken.
	symbolPool = "abcdefghijklmnopqrstuvwxyz~^%&=$@;:'\"`\\-_*,"
	// symbolExhausted is shared by the kinds for which the pool has no
	// symbol left; the legend names them all.
	symbolExhausted = '?'
)

var (
	sideMarks  = []string{"()", "[]", "{}", "<>", "//", "||"}
	mixedMarks = "!!"
)

// Glyphs are the characters the text map draws with: a symbol per
// terrain, feature and marker kind of the ruleset, and a key per unit that
// stays the unit's for the whole game. A kind's symbol is its symbol
// attribute (one character, not a digit or an upper-case letter),
// else the first letter of a word of its name, else another letter of its
// name or id, else the next free character of symbolPool, given in the
// order the ruleset declares terrains, then features, then marker kinds.
// A marker kind with the id of a terrain (shellholes printed or placed)
// shares its symbol.
type Glyphs struct {
	symbols map[string]byte // terrain, feature or marker kind id -> symbol
	// kinds are the terrains, features and marker kinds of each symbol,
	// to name them in a language (namesIn)
	kinds map[byte][]*ruleset.Entity
	units map[string]string // unit id -> key
}

// newGlyphs draws up the symbols of a game's ruleset and keys for its
// units, in id order.
func newGlyphs(e *engine.Engine) *Glyphs {
	g := &Glyphs{symbols: map[string]byte{}, kinds: map[byte][]*ruleset.Entity{}, units: map[string]string{}}
	taken := map[byte]bool{symbolExhausted: true}
	for _, ent := range symbolKinds(e.Rules) {
		if s, ok := g.symbols[ent.ID]; ok {
			g.kinds[s] = append(g.kinds[s], ent)
			continue
		}
		s := pickSymbol(ent, taken)
		taken[s] = true
		g.symbols[ent.ID] = s
		g.kinds[s] = append(g.kinds[s], ent)
	}
	g.keyUnits(e.State)
	return g
}

// symbolKinds lists the entities the map draws, in the order they choose
// symbols: terrains, then features, then marker kinds, each in declaration
// order (layer, file, line).
func symbolKinds(rs *ruleset.Ruleset) []*ruleset.Entity {
	rank := func(e *ruleset.Entity) int {
		switch {
		case e.Kind == ruleset.KindMarkerKind:
			return 2
		case e.HasTag(ruleset.TagFeature):
			return 1
		}
		return 0
	}
	var out []*ruleset.Entity
	for _, kind := range []string{ruleset.KindTerrain, ruleset.KindMarkerKind} {
		for _, e := range rs.Entities[kind] {
			out = append(out, e)
		}
	}
	slices.SortFunc(out, func(a, b *ruleset.Entity) int {
		return cmp.Or(
			cmp.Compare(rank(a), rank(b)),
			cmp.Compare(rs.LayerIndex(a.Layer), rs.LayerIndex(b.Layer)),
			cmp.Compare(a.Range.Filename, b.Range.Filename),
			cmp.Compare(a.Range.Start.Line, b.Range.Start.Line),
			cmp.Compare(a.ID, b.ID),
		)
	})
	return out
}

// pickSymbol chooses a free symbol for an entity (see Glyphs).
func pickSymbol(e *ruleset.Entity, taken map[byte]bool) byte {
	var candidates []byte
	if len(e.Symbol) == 1 {
		candidates = append(candidates, e.Symbol[0])
	}
	words := strings.FieldsFunc(strings.ToLower(e.Name), func(r rune) bool { return !unicode.IsLetter(r) })
	for _, w := range words {
		candidates = append(candidates, w[0])
	}
	candidates = append(candidates, strings.ToLower(e.Name+e.ID)...)
	candidates = append(candidates, symbolPool...)
	for _, c := range candidates {
		if strings.IndexByte(symbolPool, c) >= 0 && !taken[c] {
			return c
		}
	}
	return symbolExhausted
}

// namesIn are the names a symbol stands for in lang, as the legend lists
// them: each thing's name in that language (its English name where none
// is given), once each. The symbols
// themselves come from the English names, so a map looks alike in every
// language.
func (g *Glyphs) namesIn(rs *ruleset.Ruleset, lang string, symbol byte) []string {
	var out []string
	for _, ent := range g.kinds[symbol] {
		if name := rs.Text(lang, ent.Kind, ent.ID, "name", ent.Name); !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	return out
}

// symbol is the symbol of a terrain, feature or marker kind.
func (g *Glyphs) symbol(id string) byte {
	if s, ok := g.symbols[id]; ok {
		return s
	}
	return symbolExhausted
}

// keyUnits gives a key to each unit that has none yet, in id order: the
// units at the start of play first, those that join later after them.
func (g *Glyphs) keyUnits(st *state.State) {
	for _, id := range st.UnitIDs() {
		if _, ok := g.units[id]; !ok {
			g.units[id] = unitKey(len(g.units))
		}
	}
}

// unitKey is the i-th key: a character of unitAlphabet, behind one
// overflowMark per round of the alphabet already used.
func unitKey(i int) string {
	n := len(unitAlphabet)
	return strings.Repeat(overflowMark, i/n) + unitAlphabet[i%n:i%n+1]
}

// sideMark is the pair of brackets around the keys of a side's units
// (the sides past len(sideMarks) share the last).
func sideMark(e *engine.Engine, side string) string {
	i := slices.Index(e.State.Sides, side)
	if i < 0 {
		return mixedMarks
	}
	return sideMarks[min(i, len(sideMarks)-1)]
}

// fitKeys writes keys in width characters: all of them if they fit, else
// as many as fit before "+N", N the number left out.
func fitKeys(keys []string, width int) string {
	if len(strings.Join(keys, "")) <= width {
		return strings.Join(keys, "")
	}
	for shown := len(keys) - 1; shown >= 0; shown-- {
		head := strings.Join(keys[:shown], "")
		more := string(moreMark) + strconv.Itoa(len(keys)-shown)
		if len(head)+len(more) <= width {
			return head + more
		}
	}
	return string(moreMark)
}
