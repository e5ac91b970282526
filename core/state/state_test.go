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
	c.EditUnit("u1").SetStatus("z", true)
	c.EditUnit("u1").SetCounter("ammo", 9)
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

func TestCloneSharesUnitsUntilOneIsEdited(t *testing.T) {
	s := sample()
	c := s.Clone()
	assert.Same(t, s.Units["u1"], c.Units["u1"], "a clone copies no unit")
	u := c.EditUnit("u1")
	assert.NotSame(t, s.Units["u1"], u, "the first change copies the unit")
	assert.Same(t, u, c.EditUnit("u1"), "and only the first")
	u.SetStatus("z", true)
	assert.False(t, s.Units["u1"].Has("z"))
	assert.Nil(t, c.EditUnit("nobody"))
	// the original shares with its clone too: its next change copies
	v := s.EditUnit("u1")
	v.SetCounter("ammo", 7)
	assert.Equal(t, 3, c.Units["u1"].Counter("ammo"))
}

func TestUnitsAtFollowsEveryChange(t *testing.T) {
	a, b := hex.Hex{Q: 1, R: 2}, hex.Hex{Q: 3, R: 3}
	ids := func(us []*Unit) []string {
		var out []string
		for _, u := range us {
			out = append(out, u.ID)
		}
		return out
	}
	tests := []struct {
		name   string
		change func(s *State)
		atA    []string
		atB    []string
	}{
		{"unchanged", func(*State) {}, []string{"u1"}, nil},
		{"moved", func(s *State) { s.EditUnit("u1").Hex = b }, nil, []string{"u1"}},
		{"moved and back", func(s *State) { s.EditUnit("u1").Hex = b; s.EditUnit("u1").Hex = a }, []string{"u1"}, nil},
		{"off the map", func(s *State) { s.EditUnit("u1").OnMap = false }, nil, nil},
		{"eliminated", func(s *State) { s.EditUnit("u1").Alive = false }, nil, nil},
		{"a unit added", func(s *State) {
			s.AddUnit(&Unit{ID: "u0", Hex: a, OnMap: true, Alive: true})
		}, []string{"u0", "u1"}, nil},
		{"a unit added off the map, then placed", func(s *State) {
			s.AddUnit(&Unit{ID: "u2", Hex: a, Alive: true})
			s.EditUnit("u2").OnMap = true
		}, []string{"u1", "u2"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, cloned := range []bool{false, true} {
				s := sample()
				assert.Len(t, s.UnitsAt(a), 1) // the index is built before the change
				tt.change(s)
				if cloned {
					s = s.Clone() // the clone folds the changes into the index it copies
				}
				assert.Equal(t, tt.atA, ids(s.UnitsAt(a)), "cloned %v", cloned)
				assert.Equal(t, tt.atB, ids(s.UnitsAt(b)), "cloned %v", cloned)
			}
		})
	}
}

func TestCloneKeepsTheOriginalsIndex(t *testing.T) {
	s := sample()
	at := hex.Hex{Q: 1, R: 2}
	c := s.Clone()
	c.EditUnit("u1").Hex = hex.Hex{Q: 5, R: 5}
	_ = c.Clone() // folds c's index, which must not be s's
	assert.Len(t, s.UnitsAt(at), 1)
	assert.Empty(t, c.UnitsAt(at))
}

func TestTheMapOfUnitsIsSharedUntilItChanges(t *testing.T) {
	tests := []struct {
		name   string
		change func(s *State)
	}{
		{"a unit edited", func(s *State) { s.EditUnit("u1").Face = "back" }},
		{"a unit added", func(s *State) { s.AddUnit(&Unit{ID: "u2", Alive: true}) }},
		{"a unit deleted", func(s *State) { s.DeleteUnit("u1") }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, changeClone := range []bool{false, true} {
				s := sample()
				c := s.Clone()
				before, err := s.Encode()
				require.NoError(t, err)
				changed, kept := c, s
				if !changeClone {
					before, err = c.Encode()
					require.NoError(t, err)
					changed, kept = s, c
				}
				tt.change(changed)
				after, err := kept.Encode()
				require.NoError(t, err)
				assert.Equal(t, string(before), string(after), "changing one leaves the other (the clone changed: %v)", changeClone)
			}
		})
	}
}

func TestRewindGoesBackToTheMark(t *testing.T) {
	at := hex.Hex{Q: 1, R: 2}
	tests := []struct {
		name   string
		change func(s *State)
	}{
		{"nothing", func(*State) {}},
		{"a unit edited twice", func(s *State) {
			s.EditUnit("u1").SetStatus("z", true)
			s.EditUnit("u1").Hex = hex.Hex{Q: 4, R: 4}
		}},
		{"a unit added", func(s *State) { s.AddUnit(&Unit{ID: "u2", Hex: at, OnMap: true, Alive: true}) }},
		{"a unit deleted", func(s *State) { s.DeleteUnit("u1") }},
		{"the rest", func(s *State) {
			s.Turn = 9
			s.SetMarker(at, "smoke", 5)
			s.SetVar("vp", 1)
			s.Interrupts = nil
		}},
		{"changed under a mark released", func(s *State) {
			inner := s.Mark()
			s.EditUnit("u1").Face = "back"
			s.Release(inner)
			s.EditUnit("u1").SetCounter("ammo", 1)
		}},
		{"changed under a mark rewound", func(s *State) {
			inner := s.Mark()
			s.EditUnit("u1").Face = "back"
			s.Rewind(inner)
			s.EditUnit("u1").Alive = false
		}},
		{"cloned, then changed", func(s *State) {
			c := s.Clone()
			s.EditUnit("u1").Face = "back"
			c.EditUnit("u1").Face = "other"
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := sample()
			assert.Len(t, s.UnitsAt(at), 1) // the index follows the rewind too
			before, err := s.Encode()
			require.NoError(t, err)
			m := s.Mark()
			tt.change(s)
			s.Rewind(m)
			after, err := s.Encode()
			require.NoError(t, err)
			assert.Equal(t, string(before), string(after))
			assert.Len(t, s.UnitsAt(at), 1)
			assert.Zero(t, s.book.marks)
			assert.Empty(t, s.book.journal, "no mark left, nothing kept")
		})
	}
}

// Units a mark keeps are never changed in place: the state copies them
// on their first change after it, and after its release changes them in
// place again.
func TestMarksCopyEachUnitOnce(t *testing.T) {
	s := sample()
	kept := s.Units["u1"]
	m := s.Mark()
	u := s.EditUnit("u1")
	assert.NotSame(t, kept, u)
	assert.Same(t, u, s.EditUnit("u1"))
	s.Release(m)
	assert.Same(t, u, s.EditUnit("u1"))
	assert.Empty(t, s.book.journal)
}
