package hex

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func twoMaps(t *testing.T) *Atlas {
	t.Helper()
	a, err := NewAtlas([]string{"wewelsburg", "magdeburg"}, []Layout{
		{Orientation: FlatTop, ShiftOdd: false, Cols: 30, Rows: 20},
		{Orientation: PointyTop, ShiftOdd: true, Cols: 12, Rows: 10},
	})
	require.NoError(t, err)
	return a
}

func TestAnAtlasOfOneMapIsThatMap(t *testing.T) {
	l := Layout{Orientation: FlatTop, Cols: 30, Rows: 20}
	a := Single("wewelsburg", l)
	assert.Equal(t, l.All(), a.All())
	for _, label := range []string{"A1", "J7", "DD20", "dd20", "EE3", "A0", "7J", "", "x:J7", "magdeburg:J7"} {
		want, wantErr := l.Parse(label)
		got, err := a.Parse(label)
		if wantErr != nil && label != "x:J7" && label != "magdeburg:J7" {
			assert.Equal(t, wantErr, err, label)
		}
		assert.Equal(t, want, got, label)
	}
	for _, h := range []Hex{{0, 0}, {9, 2}, {-1, 0}, {40, 40}, {5000, 3}} {
		assert.Equal(t, l.Label(h), a.Label(h))
		assert.Equal(t, l.Contains(h), a.Contains(h))
	}
	h, err := a.Parse("wewelsburg:J7")
	require.NoError(t, err, "a label qualified by the one map's id reads too")
	assert.Equal(t, "J7", a.Label(h))
	assert.Equal(t, []string{"wewelsburg"}, a.Maps())
}

func TestQualifiedLabelsParseAndPrint(t *testing.T) {
	a := twoMaps(t)
	w, err := a.Parse("wewelsburg:J7")
	require.NoError(t, err)
	m, err := a.Parse("magdeburg:j7")
	require.NoError(t, err)
	assert.NotEqual(t, w, m, "J7 of each map is its own hex")
	assert.Equal(t, "wewelsburg:J7", a.Label(w))
	assert.Equal(t, "magdeburg:J7", a.Label(m))
	upper, err := a.Parse("MAGDEBURG:J7")
	require.NoError(t, err)
	assert.Equal(t, m, upper, "a label is read in any case, its map too")
	mw, _ := a.MapOf(w)
	mm, _ := a.MapOf(m)
	assert.Equal(t, "wewelsburg", mw.ID)
	assert.Equal(t, "magdeburg", mm.ID)
	assert.False(t, a.SameMap(w, m))
	assert.Greater(t, w.Distance(m), 2*MaxSize, "the maps lie far apart")
	for _, h := range a.All() {
		got, err := a.Parse(a.Label(h))
		require.NoError(t, err)
		require.Equal(t, h, got)
	}
	assert.Len(t, a.All(), 30*20+12*10)
	for _, n := range m.Within(MaxSize) {
		if a.Contains(n) {
			mn, _ := a.MapOf(n)
			require.Equal(t, "magdeburg", mn.ID)
		}
	}
	assert.False(t, a.Contains(Hex{-Stride, 0}))
	assert.Equal(t, "(-4000,0)", a.Label(Hex{-Stride, 0}))
}

func TestBadQualifiedLabels(t *testing.T) {
	a := twoMaps(t)
	cases := []struct {
		label, want string
		kind        error
	}{
		{"J7", `hex label "J7": 2 maps are in play (wewelsburg, magdeburg); name the map, as in "wewelsburg:J7"`, ErrUnqualified},
		{"berlin:J7", `hex label "berlin:J7": no map "berlin" is in play; the maps are: wewelsburg, magdeburg`, ErrUnknownMap},
		{"magdeburg:Z7", `map "magdeburg": hex "Z7" is off the 12x10 map`, ErrOffMap},
		{"magdeburg:7J", `map "magdeburg": hex label "7J": must start with a column letter A-Z`, ErrMalformedLabel},
		{"magdeburg:", `map "magdeburg": hex label "": empty label`, ErrMalformedLabel},
	}
	for _, c := range cases {
		_, err := a.Parse(c.label)
		require.Error(t, err, c.label)
		assert.Equal(t, c.want, err.Error())
		assert.ErrorIs(t, err, c.kind)
	}
}

func TestNewAtlasRefusesBadMaps(t *testing.T) {
	l := Layout{Cols: 2, Rows: 2}
	for _, ids := range [][]string{{"a", "a"}, {"a", "b:c"}, {"a", ""}, {}} {
		ls := make([]Layout, len(ids))
		for i := range ls {
			ls[i] = l
		}
		_, err := NewAtlas(ids, ls)
		assert.Error(t, err, "%q", ids)
	}
}

func TestCompareOrdersHexesAsAllLists(t *testing.T) {
	for name, a := range map[string]*Atlas{
		"two maps":    twoMaps(t),
		"pointy even": Single("", Layout{Orientation: PointyTop, ShiftOdd: false, Cols: 7, Rows: 9}),
		"flat odd":    Single("", Layout{Orientation: FlatTop, ShiftOdd: true, Cols: 9, Rows: 7}),
	} {
		t.Run(name, func(t *testing.T) {
			want := a.All()
			got := slices.Clone(want)
			slices.Reverse(got)
			slices.SortFunc(got, a.Compare)
			assert.Equal(t, want, got)
		})
	}
}
