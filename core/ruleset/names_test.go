package ruleset

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEditDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"", "abc", 3},
		{"move", "move", 0},
		{"kitten", "sitting", 3},
		{"amor", "armor", 1},
		{"dvv", "dv", 1},
		{"mvoe", "move", 1},
		{"actoins", "actions", 1},
		{"ab", "ba", 1},
		{"ca", "abc", 3}, // one swap, then no edit of the swapped pair
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, EditDistance(tt.a, tt.b), "%q %q", tt.a, tt.b)
		assert.Equal(t, tt.want, EditDistance(tt.b, tt.a), "%q %q", tt.b, tt.a)
	}
}

func TestSpeller(t *testing.T) {
	s := NewSpeller([]string{"move", "fire", "end_phase", "fire", "cb", "ab", strings.Repeat("a", MaxIDLength+1)})
	tests := []struct {
		name, want string
	}{
		{"mvoe", "move"},
		{"fier", "fire"},
		{"endphase", "end_phase"},
		{"xb", "ab"}, // as close as cb: the first in order
		{"move", "move"},
		{"zzzz", ""},
		{"firestorm", ""},
		{strings.Repeat("a", MaxIDLength+2), ""}, // neither asked nor suggested past the id length
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, s.Nearest(tt.name), tt.name)
	}
	assert.Equal(t, ` Did you mean "move"?`, s.DidYouMean("mvoe"))
	assert.Empty(t, s.DidYouMean("zzzz"))
}

// TestSpellerWork: among more declared names than its work allows, a
// speller stops comparing, so thousands of typos among thousands of names
// cost a bounded time; what it found by then it still suggests.
func TestSpellerWork(t *testing.T) {
	// names no two of which are close: random letters, seeded
	r := rand.New(rand.NewPCG(1, 2))
	names := make([]string, suggestWork/((MaxIDLength+1)*(MaxIDLength+1))+100)
	for i := range names {
		b := make([]byte, MaxIDLength)
		for j := range b {
			b[j] = byte('a' + r.IntN(26))
		}
		names[i] = string(b)
	}
	slices.Sort(names)
	typo := func(name string) string { return name[:len(name)-1] + "_" }
	first, last := names[0], names[len(names)-1]

	assert.Equal(t, last, NewSpeller(names[len(names)-10:]).Nearest(typo(last)), "a few names are all compared")
	assert.Empty(t, NewSpeller(names).Nearest(typo(last)), "the work is spent before the last names")
	s := NewSpeller(names)
	assert.Equal(t, first, s.Nearest(typo(first)), "a close name among the first is found at once")
	assert.Equal(t, last, s.Nearest(last), "a declared name is itself")
	assert.Empty(t, s.Nearest(typo(last)))
	assert.Empty(t, s.Nearest(typo(first)), "then no name is compared")
}
