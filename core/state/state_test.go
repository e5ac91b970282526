package state

import (
	"testing"

	"github.com/nw68/nw68/core/hex"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func sample() *State {
	s := New()
	s.Turn, s.Phase, s.Sides = 2, "actions", []string{"blue", "red"}
	s.Formations["f"] = &Formation{ID: "f", Side: "red"}
	u := &Unit{ID: "u1", Type: "t", Side: "red", Formation: "f", Hex: hex.Hex{Q: 1, R: 2}, OnMap: true, Alive: true}
	u.SetStatus("b", true)
	u.SetStatus("a", true)
	u.SetCounter("ammo", 3)
	s.Units["u1"] = u
	s.SetMarker(hex.Hex{Q: 1, R: 2}, "smoke", 2)
	s.SetMarker(hex.Hex{Q: 1, R: 2}, "crater", 0)
	s.Control[hex.Hex{Q: 1, R: 2}] = "red"
	s.Cup = []string{"f", "event"}
	s.SetVar("vp", 4)
	s.Interrupts = []Interrupt{{Kind: "react", Side: "blue", Actions: []string{"shoot"}, Context: map[string]any{"unit": "u1", "rest": []any{"B2", "B3"}}}}
	return s
}

func TestStatusesStaySortedSets(t *testing.T) {
	u := sample().Units["u1"]
	assert.Equal(t, []string{"a", "b"}, u.Statuses)
	u.SetStatus("a", true)
	u.SetStatus("c", false)
	assert.Equal(t, []string{"a", "b"}, u.Statuses)
	u.SetStatus("a", false)
	assert.False(t, u.Has("a"))
	assert.True(t, u.Has("b"))
	u.SetCounter("ammo", 0)
	assert.Zero(t, u.Counter("ammo"))
	assert.Empty(t, u.Counters)
}

func TestMarkers(t *testing.T) {
	s := sample()
	at := hex.Hex{Q: 1, R: 2}
	assert.Equal(t, []Marker{{Kind: "crater"}, {Kind: "smoke", Level: 2}}, s.MarkersAt(at))
	s.SetMarker(at, "smoke", 1)
	m, ok := s.Marker(at, "smoke")
	require.True(t, ok)
	assert.Equal(t, 1, m.Level)
	s.SetMarker(at, "smoke", -1)
	s.SetMarker(at, "crater", -1)
	_, ok = s.Marker(at, "smoke")
	assert.False(t, ok)
	assert.NotContains(t, s.Markers, at, "an empty hex leaves the map of markers")
}

func TestCloneIsDeep(t *testing.T) {
	s := sample()
	before, err := s.Encode()
	require.NoError(t, err)
	c := s.Clone()
	c.Units["u1"].SetStatus("z", true)
	c.Units["u1"].SetCounter("ammo", 9)
	c.Formations["f"].Side = "blue"
	c.SetMarker(hex.Hex{Q: 1, R: 2}, "smoke", 1)
	c.Control[hex.Hex{Q: 0, R: 0}] = "blue"
	c.Cup[0] = "x"
	c.SetVar("vp", 9)
	c.Interrupts[0].Actions[0] = "run"
	c.Interrupts[0].Context["unit"] = "u2"
	after, err := s.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "changing the clone must not touch the original")
}

func TestEncodeRoundTrip(t *testing.T) {
	s := sample()
	a, err := s.Encode()
	require.NoError(t, err)
	back, err := Decode(a)
	require.NoError(t, err)
	b, err := back.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(a), string(b))
	assert.Equal(t, []string{"u1"}, back.UnitIDs())
	assert.Len(t, back.UnitsAt(hex.Hex{Q: 1, R: 2}), 1)
}

func TestMapVarsAreKeptPerMapAndEncodedOnlyWhenSet(t *testing.T) {
	s := sample()
	plain, err := s.Encode()
	require.NoError(t, err)
	assert.NotContains(t, string(plain), "map_vars")
	s.SetMapVar("magdeburg", "fires", 2)
	s.SetMapVar("wewelsburg", "fires", 1)
	c := s.Clone()
	c.SetMapVar("magdeburg", "fires", 5)
	assert.Equal(t, 2, s.MapVar("magdeburg", "fires"), "the clone is deep")
	assert.Equal(t, 1, s.MapVar("wewelsburg", "fires"))
	a, err := s.Encode()
	require.NoError(t, err)
	back, err := Decode(a)
	require.NoError(t, err)
	assert.Equal(t, 2, back.MapVar("magdeburg", "fires"))
	s.SetMapVar("magdeburg", "fires", 0)
	s.SetMapVar("wewelsburg", "fires", 0)
	cleared, err := s.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(plain), string(cleared), "a var set to 0 leaves no trace")
}
