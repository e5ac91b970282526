package hex

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The four ways a 30x20 map can be laid out.
var layouts30x20 = []Layout{
	{Orientation: FlatTop, ShiftOdd: true, Cols: 30, Rows: 20},
	{Orientation: FlatTop, ShiftOdd: false, Cols: 30, Rows: 20},
	{Orientation: PointyTop, ShiftOdd: true, Cols: 30, Rows: 20},
	{Orientation: PointyTop, ShiftOdd: false, Cols: 30, Rows: 20},
}

// TestLabelBeyondMaxSize checks that a hex far off any map, as a corrupt save
// may hold, labels itself by its coordinates instead of endless letters.
func TestLabelBeyondMaxSize(t *testing.T) {
	l := Layout{Cols: 10, Rows: 10}
	assert.Equal(t, "(1000000000000,0)", l.Label(Hex{1000000000000, 0}))
	assert.Equal(t, "(1000,0)", l.Label(Hex{MaxSize, 0}))
	_, err := l.Parse("(1000,0)")
	assert.ErrorIs(t, err, ErrMalformedLabel)
}

func layoutName(l Layout) string { return fmt.Sprintf("%v/shiftOdd=%v", l.Orientation, l.ShiftOdd) }

func TestColumnLetters(t *testing.T) {
	tests := []struct {
		col  int
		want string
	}{
		{-3, ""}, {0, ""}, {1, "A"}, {2, "B"}, {15, "O"}, {26, "Z"}, {27, "AA"}, {28, "BB"},
		{30, "DD"}, {31, "EE"}, {52, "ZZ"}, {53, "AAA"}, {79, "AAAA"},
		{MaxSize, strings.Repeat("L", 39)}, {MaxSize + 1, ""}, {1 << 62, ""},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, ColumnLetters(tc.col), "col %d", tc.col)
	}
}

func TestLabelBothWays(t *testing.T) {
	flatOdd := Layout{Orientation: FlatTop, ShiftOdd: true, Cols: 30, Rows: 20}
	pointyEven := Layout{Orientation: PointyTop, ShiftOdd: false, Cols: 30, Rows: 20}
	tests := []struct {
		layout   Layout
		label    string
		col, row int
		hex      Hex // worked out by hand from the offset formulas
	}{
		{flatOdd, "A1", 1, 1, Hex{0, 0}},
		{flatOdd, "A2", 1, 2, Hex{0, 1}},
		{flatOdd, "B1", 2, 1, Hex{1, -1}}, // column A is the lower one
		{flatOdd, "Z5", 26, 5, Hex{25, -9}},
		{flatOdd, "O9", 15, 9, Hex{14, 1}},
		{flatOdd, "V13", 22, 13, Hex{21, 1}},
		{flatOdd, "AA14", 27, 14, Hex{26, 0}},
		{flatOdd, "DD20", 30, 20, Hex{29, 4}},
		{pointyEven, "A1", 1, 1, Hex{0, 0}},
		{pointyEven, "A2", 1, 2, Hex{0, 1}}, // row 2 is shifted right
		{pointyEven, "A3", 1, 3, Hex{-1, 2}},
		{pointyEven, "Z5", 26, 5, Hex{23, 4}},
		{pointyEven, "AA14", 27, 14, Hex{20, 13}},
		{pointyEven, "DD20", 30, 20, Hex{20, 19}},
	}
	for _, tc := range tests {
		t.Run(layoutName(tc.layout)+"/"+tc.label, func(t *testing.T) {
			h := tc.layout.FromOffset(tc.col, tc.row)
			assert.Equal(t, tc.hex, h)
			col, row := tc.layout.ToOffset(h)
			assert.Equal(t, []int{tc.col, tc.row}, []int{col, row})
			assert.Equal(t, tc.label, tc.layout.Label(h))
			got, err := tc.layout.Parse(tc.label)
			require.NoError(t, err)
			assert.Equal(t, h, got)
			lower, err := tc.layout.Parse(strings.ToLower(tc.label))
			require.NoError(t, err, "parsing is case-insensitive")
			assert.Equal(t, h, lower)
		})
	}
}

func TestParseMixedCase(t *testing.T) {
	l := layouts30x20[0]
	for _, s := range []string{"aA14", "Aa14", "aa14", "AA14"} {
		h, err := l.Parse(s)
		require.NoError(t, err, s)
		assert.Equal(t, "AA14", l.Label(h))
	}
}

func TestParseErrors(t *testing.T) {
	l := Layout{Orientation: FlatTop, ShiftOdd: true, Cols: 30, Rows: 20}
	tests := []struct {
		label   string
		kind    error
		wantMsg string
	}{
		{"EE3", ErrOffMap, `hex "EE3" is off the 30x20 map`},
		{"ee3", ErrOffMap, `hex "EE3" is off the 30x20 map`},
		{"A21", ErrOffMap, `hex "A21" is off the 30x20 map`},
		{"A0", ErrOffMap, `hex "A0" is off the 30x20 map`},
		{"AAA1", ErrOffMap, `hex "AAA1" is off the 30x20 map`},
		{"A99999999999999999999999", ErrOffMap, `hex "A99999999999999999999999" is off the 30x20 map`},
		{"", ErrMalformedLabel, `hex label "": empty label`},
		{"5A", ErrMalformedLabel, `hex label "5A": must start with a column letter A-Z`},
		{"ab3", ErrMalformedLabel, `hex label "ab3": column letters must all be the same letter (A-Z, AA, BB, ..., AAA, ...)`},
		{"AB3", ErrMalformedLabel, `hex label "AB3": column letters must all be the same letter (A-Z, AA, BB, ..., AAA, ...)`},
		{"A", ErrMalformedLabel, `hex label "A": missing row number after the column letters`},
		{"A1x", ErrMalformedLabel, `hex label "A1x": unexpected 'x' in row number`},
		{"A-1", ErrMalformedLabel, `hex label "A-1": unexpected '-' in row number`},
		{"A 1", ErrMalformedLabel, `hex label "A 1": unexpected ' ' in row number`},
		{" A1", ErrMalformedLabel, `hex label " A1": must start with a column letter A-Z`},
		{"A1é", ErrMalformedLabel, `hex label "A1é": unexpected 'é' in row number`},
		{"A01", ErrMalformedLabel, `hex label "A01": row number has a leading zero`},
		{"(0,0)", ErrMalformedLabel, `hex label "(0,0)": must start with a column letter A-Z`},
	}
	for _, tc := range tests {
		t.Run(tc.label, func(t *testing.T) {
			_, err := l.Parse(tc.label)
			require.Error(t, err)
			assert.EqualError(t, err, tc.wantMsg)
			assert.ErrorIs(t, err, tc.kind)
			other := ErrOffMap
			if errors.Is(tc.kind, ErrOffMap) {
				other = ErrMalformedLabel
			}
			assert.NotErrorIs(t, err, other)
		})
	}
}

func TestRoundTripWholeMap(t *testing.T) {
	for _, l := range layouts30x20 {
		t.Run(layoutName(l), func(t *testing.T) {
			all := l.All()
			require.Len(t, all, 600)
			seen := map[Hex]bool{}
			for i, h := range all {
				require.False(t, seen[h], "duplicate %v", h)
				seen[h] = true
				require.True(t, l.Contains(h))
				col, row := l.ToOffset(h)
				assert.Equal(t, i/20+1, col, "column-major order")
				assert.Equal(t, i%20+1, row, "column-major order")
				assert.Equal(t, h, l.FromOffset(col, row))
				label := l.Label(h)
				assert.Equal(t, ColumnLetters(col)+fmt.Sprint(row), label)
				got, err := l.Parse(label)
				require.NoError(t, err)
				assert.Equal(t, h, got)
			}
			assert.Equal(t, []string{"A1", "A2"}, []string{l.Label(all[0]), l.Label(all[1])})
			assert.Equal(t, "B1", l.Label(all[20]))
			assert.Equal(t, "DD20", l.Label(all[599]))
			// Every hex in a box around the map that All misses is off it.
			for q := -30; q <= 60; q++ {
				for r := -40; r <= 40; r++ {
					h := Hex{q, r}
					assert.Equal(t, seen[h], l.Contains(h), "%v", h)
				}
			}
		})
	}
}

func TestOffsetRoundTripOffMap(t *testing.T) {
	for _, l := range layouts30x20 {
		for col := -5; col <= 5; col++ {
			for row := -5; row <= 5; row++ {
				c, r := l.ToOffset(l.FromOffset(col, row))
				assert.Equal(t, []int{col, row}, []int{c, r}, "%s", layoutName(l))
			}
		}
	}
}

func TestLabelOffMap(t *testing.T) {
	l := layouts30x20[0]
	tests := []struct {
		hex  Hex
		want string
	}{
		{Hex{-1, 0}, "(-1,0)"}, // left of column A
		{Hex{0, -1}, "(0,-1)"}, // row 0
		{Hex{30, 0}, "EE16"},   // beyond the last column: still has a label
		{Hex{0, 20}, "A21"},    // beyond the last row
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, l.Label(tc.hex))
		assert.False(t, l.Contains(tc.hex))
		_, err := l.Parse(tc.want)
		assert.Error(t, err)
	}
}

func TestEmptyLayout(t *testing.T) {
	l := Layout{Cols: 0, Rows: 20}
	assert.Empty(t, l.All())
	assert.False(t, l.Contains(Hex{0, 0}))
	_, err := l.Parse("A1")
	assert.EqualError(t, err, `hex "A1" is off the 0x20 map`)
}

// TestOffsetNeighbors checks Neighbors against neighbours worked out by hand
// on the printed map, direction by direction (see the table on Neighbors).
func TestOffsetNeighbors(t *testing.T) {
	flatOdd := Layout{Orientation: FlatTop, ShiftOdd: true, Cols: 30, Rows: 20}
	flatEven := Layout{Orientation: FlatTop, ShiftOdd: false, Cols: 30, Rows: 20}
	pointyOdd := Layout{Orientation: PointyTop, ShiftOdd: true, Cols: 30, Rows: 20}
	pointyEven := Layout{Orientation: PointyTop, ShiftOdd: false, Cols: 30, Rows: 20}
	tests := []struct {
		name   string
		layout Layout
		hex    string
		want   [6]string // directions 0..5
	}{
		// odd-q: column C (odd) sits half a hex below B and D.
		{"odd-q odd column", flatOdd, "C5", [6]string{"D6", "D5", "C4", "B5", "B6", "C6"}},
		{"odd-q even column", flatOdd, "D5", [6]string{"E5", "E4", "D4", "C4", "C5", "D6"}},
		{"odd-q wide column", flatOdd, "AA10", [6]string{"BB11", "BB10", "AA9", "Z10", "Z11", "AA11"}},
		// even-q: column C sits half a hex above B and D.
		{"even-q odd column", flatEven, "C5", [6]string{"D5", "D4", "C4", "B4", "B5", "C6"}},
		{"even-q even column", flatEven, "D5", [6]string{"E6", "E5", "D4", "C5", "C6", "D6"}},
		// odd-r: row 5 sits half a hex right of rows 4 and 6.
		{"odd-r odd row", pointyOdd, "C5", [6]string{"D5", "D4", "C4", "B5", "C6", "D6"}},
		{"odd-r even row", pointyOdd, "C4", [6]string{"D4", "C3", "B3", "B4", "B5", "C5"}},
		// even-r: row 4 sits half a hex right of rows 3 and 5.
		{"even-r odd row", pointyEven, "C5", [6]string{"D5", "C4", "B4", "B5", "B6", "C6"}},
		{"even-r even row", pointyEven, "C4", [6]string{"D4", "D3", "C3", "B4", "C5", "D5"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h, err := tc.layout.Parse(tc.hex)
			require.NoError(t, err)
			var got [6]string
			for i, n := range h.Neighbors() {
				got[i] = tc.layout.Label(n)
			}
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestCornerNeighborsOnMap(t *testing.T) {
	l := Layout{Orientation: FlatTop, ShiftOdd: true, Cols: 30, Rows: 20}
	tests := []struct {
		hex  string
		want []string
	}{
		{"A1", []string{"A2", "B1", "B2"}}, // column A is low, so B1 is its upper right
		{"DD1", []string{"CC1", "DD2"}},    // even column: high, touches the top edge
		{"A20", []string{"A19", "B20"}},    // low column at the bottom edge
		{"DD20", []string{"CC20", "CC19", "DD19"}},
	}
	for _, tc := range tests {
		h, err := l.Parse(tc.hex)
		require.NoError(t, err)
		var got []string
		for _, n := range h.Neighbors() {
			if l.Contains(n) {
				got = append(got, l.Label(n))
			}
		}
		assert.ElementsMatch(t, tc.want, got, tc.hex)
	}
}

func TestOrientation(t *testing.T) {
	tests := []struct {
		in      string
		want    Orientation
		wantErr string
	}{
		{"flat", FlatTop, ""},
		{"FLAT", FlatTop, ""},
		{"pointy", PointyTop, ""},
		{"Pointy", PointyTop, ""},
		{"", 0, `hex orientation "": want "flat" or "pointy"`},
		{"square", 0, `hex orientation "square": want "flat" or "pointy"`},
	}
	for _, tc := range tests {
		got, err := ParseOrientation(tc.in)
		if tc.wantErr != "" {
			assert.EqualError(t, err, tc.wantErr)
			continue
		}
		require.NoError(t, err)
		assert.Equal(t, tc.want, got)
		back, err := ParseOrientation(got.String())
		require.NoError(t, err)
		assert.Equal(t, got, back)
	}
	assert.Equal(t, "Orientation(7)", Orientation(7).String())
}

func FuzzParseLabel(f *testing.F) {
	for _, s := range []string{"A1", "z5", "AA14", "dd20", "EE3", "A21", "A0", "", "5A", "ab3", "A01", "AaA1", "A1x", "é1", "AAAAAAAAAAAAAAAAAAAAAAAAAAAA1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, l := range layouts30x20 {
			h, err := l.Parse(s)
			if err != nil {
				if !errors.Is(err, ErrMalformedLabel) && !errors.Is(err, ErrOffMap) {
					t.Fatalf("Parse(%q): error %v matches neither sentinel", s, err)
				}
				if !strings.HasPrefix(err.Error(), "hex ") {
					t.Fatalf("Parse(%q): error %q lacks the hex prefix", s, err)
				}
				continue
			}
			if !l.Contains(h) {
				t.Fatalf("Parse(%q) = %v, off the map", s, h)
			}
			if got := l.Label(h); got != strings.ToUpper(s) {
				t.Fatalf("Label(Parse(%q)) = %q, want %q", s, got, strings.ToUpper(s))
			}
		}
	})
}
