package main

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/nw68/nw68/core/ruleset"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLegendSymbolsAreDistinct checks every terrain, feature and marker
// kind of the base ruleset has a symbol of its own (a marker kind named
// like a terrain shares the terrain's), none a unit key's or a mark's.
func TestLegendSymbolsAreDistinct(t *testing.T) {
	s := newTestSession(t, loadBase(t))
	owner := map[byte]string{}
	for _, kind := range []string{ruleset.KindTerrain, ruleset.KindMarkerKind} {
		for id := range s.e.Rules.Entities[kind] {
			sym := s.glyphs.symbol(id)
			assert.NotEqual(t, byte(symbolExhausted), sym, id)
			assert.False(t, unicode.IsDigit(rune(sym)) || unicode.IsUpper(rune(sym)), "%s: %c looks like a unit key", id, sym)
			assert.NotContains(t, string(groundMark)+string(moreMark)+overflowMark+strings.Join(sideMarks, "")+mixedMarks, string(sym), id)
			if prev, ok := owner[sym]; ok {
				assert.Equal(t, prev, id, "%c stands for both %s and %s", sym, prev, id)
			}
			owner[sym] = id
		}
	}
	assert.Equal(t, byte('w'), s.glyphs.symbol("woods"), "the first declared of woods and water gets the w")
	assert.NotEqual(t, s.glyphs.symbol("woods"), s.glyphs.symbol("water"))
	assert.NotEqual(t, s.glyphs.symbol("sand"), s.glyphs.symbol("sandbags"))
	assert.NotEqual(t, s.glyphs.symbol("sand"), s.glyphs.symbol("shellholes"))
}

func TestUnitKeys(t *testing.T) {
	for _, tt := range []struct {
		i    int
		want string
	}{{0, "1"}, {8, "9"}, {9, "A"}, {34, "Z"}, {35, "#1"}, {70, "##1"}} {
		assert.Equal(t, tt.want, unitKey(tt.i), tt.i)
	}
	for _, tt := range []struct {
		keys []string
		want string
	}{
		{nil, ""},
		{[]string{"1", "2"}, "12"},
		{[]string{"1", "2", "3"}, "123"},
		{[]string{"1", "2", "3", "4"}, "1+3"},
		{[]string{"#1", "2"}, "#12"},
		{[]string{"#1", "#2"}, "+2"},
		{slices.Repeat([]string{"1"}, 12), "+12"},
	} {
		assert.Equal(t, tt.want, fitKeys(tt.keys, unitKeysShown), tt.keys)
	}
}

// legendKeys reads the unit lines of a map's legend: unit id -> key.
func legendKeys(out string) map[string]string {
	keys := map[string]string{}
	for _, m := range regexp.MustCompile(`(?m)^  [(\[{<](#*[0-9A-Z])[)\]}>] ([a-z0-9-]+): `).FindAllStringSubmatch(out, -1) {
		keys[m[2]] = m[1]
	}
	return keys
}

// TestMapKeysAreStable draws the base map before and after a move: each
// unit keeps its key, and keys never collide with the terrain symbols.
func TestMapKeysAreStable(t *testing.T) {
	s := newTestSession(t, loadBase(t))
	var out bytes.Buffer
	s.out = &out
	_, err := s.command("map")
	require.NoError(t, err)
	first := legendKeys(out.String())
	require.NotEmpty(t, first)
	assert.Contains(t, out.String(), "(the map's ground)")
	for id, key := range first {
		assert.Equal(t, s.glyphs.units[id], key)
		for _, c := range []byte(key) {
			_, isSymbol := s.glyphs.kinds[c]
			assert.False(t, isSymbol, "key %s of %s is a terrain symbol", key, id)
		}
	}
	for _, line := range []string{"draw", "map K12", "map"} {
		out.Reset()
		_, err = s.command(line)
		require.NoError(t, err, line)
		for id, key := range legendKeys(out.String()) {
			if k, ok := first[id]; ok {
				assert.Equal(t, k, key, "%s after %q", id, line)
			}
		}
	}
}

// TestLookAndUndo plays the skirmish duel: card and los describe, undo
// takes back a move, and an end of turn the opponent has not yet acted on,
// but never dice.
func TestLookAndUndo(t *testing.T) {
	script := strings.Join([]string{
		"undo",
		"move unit=a1 to=A2",
		"undo",
		"card a1",
		"card nobody",
		"move unit=a1 to=B2", "move unit=a1 to=C2", "move unit=a1 to=D3",
		"los a1 b2",
		"los 1 F6",
		"los F6 a1",
		"move unit=a1 to=D4",
		"shoot unit=a1 target=b2",
		"undo",
		"legal end_turn", "do 1",
		"undo",
		"units red",
	}, "\n") + "\n"
	out, code := runIn(t, skirmish, script, "play", "--ruleset", "skirmish", "--seed", "5", "--save", "")
	require.Equal(t, exitOK, code, out)
	for _, want := range []string{
		"> undo\nundo: no player has acted yet",
		"took back move to=A2 unit=a1",
		"a1: trooper (trooper), side red, key [1]\n  where:     A1: open\n  face:      front\n  factors:   range=3\n",
		`no unit "nobody"`,
		"line from D3 to E6, 4 hex(es) apart:\n  from D3: open; held by red; units a1\n",
		"  to   E6: open; units b2\n",
		"shoot target=b2 unit=a1: refused (out_of_range): too far",
		"line from D3 to F6, 4 hex(es) apart:\n  from D3: open; held by red; units a1\n       D4: open\n  or   E3: open (the line runs along their hexside)\n",
		"no attack open now takes a unit and this target, so the rules were not asked",
		"line from F6 to D3",
		"name a unit as the first end",
		"undo: shoot rolled dice (1 roll(s)): an action stands once its dice are rolled",
		"> undo\ntook back end_turn\nturn 1 play, red",
		"a1: trooper (red), at D4",
	} {
		assert.Contains(t, out, want)
	}
}
