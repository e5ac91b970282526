package state_test

import (
	"strings"
	"testing"

	"github.com/nw68/nw68/core/state"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func drawnMap(n int) *state.Value {
	return &state.Value{Kind: state.KindMap, Map: map[string]state.Value{"2-pz": {Kind: state.KindInt, Int: n}}}
}

func TestValuesRewindCloneEncode(t *testing.T) {
	s := state.New()
	require.NoError(t, s.SetValue("", "drawn", drawnMap(1)))
	side, err := state.ScopeOf("side", "nato")
	require.NoError(t, err)
	require.NoError(t, s.SetValue(side, "nuclear", &state.Value{Kind: state.KindInt, Int: 3}))

	m := s.Mark()
	require.NoError(t, s.SetValue("", "drawn", drawnMap(2)))
	require.NoError(t, s.SetValue(side, "nuclear", nil))
	s.Rewind(m)
	v, ok := s.Value("", "drawn")
	require.True(t, ok)
	assert.Equal(t, 1, v.Map["2-pz"].Int, "a rewind puts the value back")
	_, ok = s.Value(side, "nuclear")
	assert.True(t, ok, "a rewind puts a removed value back")

	c := s.Clone()
	require.NoError(t, c.SetValue("", "drawn", nil))
	_, ok = s.Value("", "drawn")
	assert.True(t, ok, "a clone's change leaves the original alone")

	a, err := s.Encode()
	require.NoError(t, err)
	d, err := state.Decode(a)
	require.NoError(t, err)
	b, err := d.Encode()
	require.NoError(t, err)
	assert.Equal(t, string(a), string(b), "encode, decode, encode gives the same bytes")
}

func TestValueLimits(t *testing.T) {
	deep := state.Value{Kind: state.KindInt}
	for range state.MaxValueDepth + 1 {
		deep = state.Value{Kind: state.KindList, List: []state.Value{deep}}
	}
	many := state.Value{Kind: state.KindList, List: make([]state.Value, state.MaxValueItems)}
	for i := range many.List {
		many.List[i] = state.Value{Kind: state.KindInt}
	}
	for _, tc := range []struct {
		name, key string
		v         state.Value
		want      string
	}{
		{"unknown kind", "k", state.Value{Kind: "float"}, "unknown value kind"},
		{"long string", "k", state.Value{Kind: state.KindString, Str: strings.Repeat("x", state.MaxValueString+1)}, "at most"},
		{"too deep", "k", deep, "nest"},
		{"too many items", "k", many, "items"},
		{"empty key", "", state.Value{Kind: state.KindInt}, "1 to"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := state.New().SetValue("", tc.key, &tc.v)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	_, err := state.ScopeOf("formation", "x")
	assert.ErrorContains(t, err, "unknown scope")
}
