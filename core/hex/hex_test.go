package hex

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHexArithmetic(t *testing.T) {
	tests := []struct {
		name       string
		a, b       Hex
		wantS      int
		wantSum    Hex
		wantDist   int
		wantString string
	}{
		{"origin to itself", Hex{0, 0}, Hex{0, 0}, 0, Hex{0, 0}, 0, "(0,0)"},
		{"along Q", Hex{0, 0}, Hex{3, 0}, 0, Hex{3, 0}, 3, "(0,0)"},
		{"along R", Hex{2, -1}, Hex{0, 4}, -1, Hex{2, 3}, 5, "(2,-1)"},
		{"S dominates", Hex{1, 1}, Hex{-2, -2}, -2, Hex{-1, -1}, 6, "(1,1)"},
		{"mixed", Hex{-3, 5}, Hex{4, -1}, -2, Hex{1, 4}, 7, "(-3,5)"},
		{"diagonal", Hex{0, 0}, Hex{2, -1}, 0, Hex{2, -1}, 2, "(0,0)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.wantS, tc.a.S())
			assert.Equal(t, tc.wantSum, tc.a.Add(tc.b))
			assert.Equal(t, tc.a, tc.a.Add(tc.b).Sub(tc.b))
			assert.Equal(t, tc.wantDist, tc.a.Distance(tc.b))
			assert.Equal(t, tc.wantDist, tc.b.Distance(tc.a), "distance is symmetric")
			assert.Equal(t, tc.wantString, tc.a.String())
		})
	}
}

func TestNeighborsOrder(t *testing.T) {
	h := Hex{3, -2}
	want := [6]Hex{{4, -2}, {4, -3}, {3, -3}, {2, -2}, {2, -1}, {3, -1}}
	require.Equal(t, want, h.Neighbors())
	tests := []struct {
		dir  int
		want Hex
	}{
		{0, Hex{4, -2}}, {1, Hex{4, -3}}, {2, Hex{3, -3}}, {3, Hex{2, -2}},
		{4, Hex{2, -1}}, {5, Hex{3, -1}}, {6, Hex{4, -2}}, {-1, Hex{3, -1}}, {-6, Hex{4, -2}}, {13, Hex{4, -3}},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, h.Neighbor(tc.dir), "dir %d", tc.dir)
	}
	for dir := range 6 {
		assert.Equal(t, 1, h.Distance(h.Neighbor(dir)))
		assert.Equal(t, h, h.Neighbor(dir).Neighbor(dir+3), "dir %d and dir+3 are opposite", dir)
	}
}

func TestRing(t *testing.T) {
	center := Hex{2, -5}
	assert.Nil(t, center.Ring(-1))
	assert.Equal(t, []Hex{center}, center.Ring(0))
	assert.Equal(t, []Hex{{1, -4}, {2, -4}, {3, -5}, {3, -6}, {2, -6}, {1, -5}}, center.Ring(1),
		"starts in direction 4, then walks directions 0..5")
	for radius := 1; radius <= 6; radius++ {
		ring := center.Ring(radius)
		require.Len(t, ring, 6*radius, "radius %d", radius)
		assert.Equal(t, center.Add(Direction(4).Scale(radius)), ring[0])
		seen := map[Hex]bool{}
		for i, h := range ring {
			assert.Equal(t, radius, center.Distance(h), "radius %d hex %v", radius, h)
			assert.False(t, seen[h], "duplicate %v", h)
			seen[h] = true
			next := ring[(i+1)%len(ring)]
			assert.Equal(t, 1, h.Distance(next), "ring walk %v -> %v", h, next)
		}
	}
}

func TestWithin(t *testing.T) {
	center := Hex{-1, 3}
	tests := []struct {
		radius, want int
	}{{-1, 0}, {0, 1}, {1, 7}, {2, 19}, {3, 37}, {5, 91}}
	for _, tc := range tests {
		got := center.Within(tc.radius)
		require.Len(t, got, tc.want, "radius %d", tc.radius)
		if tc.radius < 0 {
			continue
		}
		assert.Equal(t, center, got[0], "the centre comes first")
		// Same set as a brute-force scan, ordered by distance.
		want := map[Hex]bool{}
		for q := -tc.radius; q <= tc.radius; q++ {
			for r := -tc.radius; r <= tc.radius; r++ {
				h := center.Add(Hex{q, r})
				if center.Distance(h) <= tc.radius {
					want[h] = true
				}
			}
		}
		gotSet := map[Hex]bool{}
		for i, h := range got {
			gotSet[h] = true
			if i > 0 {
				assert.LessOrEqual(t, center.Distance(got[i-1]), center.Distance(h), "ring by ring")
			}
		}
		assert.Equal(t, want, gotSet)
	}
	assert.Equal(t, center.Within(4), center.Within(4), "deterministic order")
}
