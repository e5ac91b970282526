package hex

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// costOf is a CostFunc for a table of per-hex entry costs: missing hexes
// cost 1 and negative entries cannot be entered.
func costOf(costs map[Hex]int) CostFunc {
	return func(_, to Hex) (int, bool) {
		c, ok := costs[to]
		if !ok {
			return 1, true
		}
		return c, c >= 0
	}
}

// checkPath asserts that Path(h) is a valid path whose step costs add up to
// Cost(h), which is within the budget.
func checkPath(t *testing.T, r *Reach, start, h Hex, budget int, inMap func(Hex) bool, cost CostFunc) {
	t.Helper()
	want, ok := r.Cost(h)
	require.True(t, ok, "%v reachable", h)
	p := r.Path(h)
	require.NotEmpty(t, p)
	assert.Equal(t, start, p[0])
	assert.Equal(t, h, p[len(p)-1])
	total := 0
	for i := 1; i < len(p); i++ {
		require.Equal(t, 1, p[i-1].Distance(p[i]), "path steps are adjacent")
		if inMap != nil {
			require.True(t, inMap(p[i]))
		}
		c, ok := cost(p[i-1], p[i])
		require.True(t, ok, "path enters only enterable hexes")
		total += c
	}
	assert.Equal(t, want, total, "path to %v costs what Cost says", h)
	assert.LessOrEqual(t, total, budget)
}

func TestReachableUniformCost(t *testing.T) {
	start := Hex{2, -1}
	for _, budget := range []int{0, 1, 2, 3, 5} {
		r := Reachable(start, budget, nil, nil)
		hexes := r.Hexes()
		require.Len(t, hexes, 1+3*budget*(budget+1), "budget %d reaches the whole disc", budget)
		assert.ElementsMatch(t, start.Within(budget), hexes)
		for _, h := range hexes {
			c, ok := r.Cost(h)
			require.True(t, ok)
			assert.Equal(t, start.Distance(h), c, "uniform cost is distance")
			assert.Len(t, r.Path(h), c+1)
			checkPath(t, r, start, h, budget, nil, costOf(nil))
		}
		outside := start.Add(Hex{budget + 1, 0})
		_, ok := r.Cost(outside)
		assert.False(t, ok)
		assert.Nil(t, r.Path(outside))
	}
}

func TestReachableHexesOrder(t *testing.T) {
	start := Hex{0, 0}
	r := Reachable(start, 1, nil, nil)
	assert.Equal(t, []Hex{{0, 0}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}}, r.Hexes(),
		"by cost, then Q, then R")
	assert.Equal(t, []Hex{start}, r.Path(start))
	assert.Equal(t, start, r.Start())
	got := r.Hexes()
	got[0] = Hex{99, 99}
	assert.Equal(t, start, r.Hexes()[0], "Hexes returns a copy")
}

func TestReachableBlocked(t *testing.T) {
	// A wall along Q=1 with one gap at (1,-3), on a disc of radius 10.
	start, target, gap := Hex{0, 0}, Hex{2, -1}, Hex{1, -3}
	costs := map[Hex]int{}
	for r := -10; r <= 10; r++ {
		if h := (Hex{1, r}); h != gap {
			costs[h] = -1
		}
	}
	inMap := func(h Hex) bool { return start.Distance(h) <= 10 }
	cost := costOf(costs)
	tests := []struct {
		name      string
		budget    int
		wantCost  int
		reachable bool
	}{
		// Distance 2 in the open; through the gap it is 3 + 3.
		{"budget too small", 5, 0, false},
		{"exactly enough", 6, 6, true},
		{"plenty", 9, 6, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := Reachable(start, tc.budget, inMap, cost)
			c, ok := r.Cost(target)
			require.Equal(t, tc.reachable, ok)
			if !ok {
				assert.Nil(t, r.Path(target))
				return
			}
			assert.Equal(t, tc.wantCost, c)
			p := r.Path(target)
			assert.Contains(t, p, gap, "the path goes through the gap")
			checkPath(t, r, start, target, tc.budget, inMap, cost)
			for _, h := range r.Hexes() {
				_, blocked := costs[h]
				assert.False(t, blocked, "blocked hex %v reached", h)
				assert.True(t, inMap(h), "%v is in the map", h)
			}
		})
	}
}

func TestReachableCheaperDetour(t *testing.T) {
	// The straight way to (3,0) crosses two hexes costing 2 (2+2+1 = 5);
	// going round them costs 4, one step longer.
	start, target := Hex{0, 0}, Hex{3, 0}
	cost := costOf(map[Hex]int{{1, 0}: 2, {2, 0}: 2})
	tests := []struct {
		budget    int
		reachable bool
	}{{3, false}, {4, true}, {7, true}}
	for _, tc := range tests {
		r := Reachable(start, tc.budget, nil, cost)
		c, ok := r.Cost(target)
		require.Equal(t, tc.reachable, ok, "budget %d", tc.budget)
		if !ok {
			continue
		}
		assert.Equal(t, 4, c)
		p := r.Path(target)
		assert.Len(t, p, 5)
		assert.NotContains(t, p, Hex{1, 0})
		assert.NotContains(t, p, Hex{2, 0})
		checkPath(t, r, start, target, tc.budget, nil, cost)
	}
	// Hexes costing 2 spend the budget twice as fast.
	r := Reachable(start, 4, nil, cost)
	c, ok := r.Cost(Hex{2, -1})
	require.True(t, ok)
	assert.Equal(t, 2, c)
	assert.Equal(t, []Hex{{0, 0}, {1, -1}, {2, -1}}, r.Path(Hex{2, -1}), "round (1,0), not through it")
	c, ok = r.Cost(Hex{2, 0})
	require.True(t, ok)
	assert.Equal(t, 4, c, "2+2 straight, or 1+1+2 round")
	c, ok = r.Cost(Hex{1, 0})
	require.True(t, ok)
	assert.Equal(t, 2, c)
}

// TestReachableMatchesBellmanFord checks costs against a plain Bellman-Ford
// relaxation on random cost fields, and every path against its cost.
func TestReachableMatchesBellmanFord(t *testing.T) {
	layout := Layout{Orientation: FlatTop, ShiftOdd: true, Cols: 12, Rows: 10}
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 20 {
		costs := map[Hex]int{}
		for _, h := range layout.All() {
			switch x := rng.IntN(10); {
			case x == 0:
				costs[h] = -1
			case x < 3:
				costs[h] = 2
			case x < 4:
				costs[h] = 0
			case x < 5:
				costs[h] = 3
			}
		}
		cost := costOf(costs)
		all := layout.All()
		start := all[rng.IntN(len(all))]
		budget := rng.IntN(12)

		const inf = 1 << 30
		dist := map[Hex]int{}
		for _, h := range all {
			dist[h] = inf
		}
		dist[start] = 0
		for changed := true; changed; {
			changed = false
			for _, h := range all {
				if dist[h] == inf {
					continue
				}
				for _, n := range h.Neighbors() {
					if !layout.Contains(n) {
						continue
					}
					if c, ok := cost(h, n); ok && dist[h]+c < dist[n] {
						dist[n] = dist[h] + c
						changed = true
					}
				}
			}
		}

		r := Reachable(start, budget, layout.Contains, cost)
		var want []Hex
		for _, h := range all {
			if dist[h] <= budget {
				want = append(want, h)
			}
		}
		require.ElementsMatch(t, want, r.Hexes(), "trial %d", trial)
		for _, h := range want {
			c, _ := r.Cost(h)
			require.Equal(t, dist[h], c, "trial %d hex %v", trial, h)
			checkPath(t, r, start, h, budget, layout.Contains, cost)
		}
		hexes := r.Hexes()
		for i := 1; i < len(hexes); i++ {
			a, b := hexes[i-1], hexes[i]
			ca, _ := r.Cost(a)
			cb, _ := r.Cost(b)
			require.True(t, ca < cb || ca == cb && less(a, b), "Hexes sorted by cost, Q, R")
		}

		// The same search gives the same paths.
		again := Reachable(start, budget, layout.Contains, cost)
		for _, h := range want {
			require.Equal(t, r.Path(h), again.Path(h))
		}
	}
}

func TestReachableEdgeCases(t *testing.T) {
	start := Hex{0, 0}
	t.Run("negative budget keeps only the start", func(t *testing.T) {
		r := Reachable(start, -1, nil, nil)
		assert.Equal(t, []Hex{start}, r.Hexes())
		c, ok := r.Cost(start)
		assert.True(t, ok)
		assert.Zero(t, c)
	})
	t.Run("start outside the map is still reached", func(t *testing.T) {
		r := Reachable(start, 3, func(h Hex) bool { return h != start }, nil)
		c, ok := r.Cost(start)
		assert.True(t, ok)
		assert.Zero(t, c)
		assert.Len(t, r.Hexes(), 37)
	})
	t.Run("negative cost cannot be entered", func(t *testing.T) {
		r := Reachable(start, 3, nil, func(_, to Hex) (int, bool) {
			if to == (Hex{1, 0}) {
				return -5, true
			}
			return 1, true
		})
		_, ok := r.Cost(Hex{1, 0})
		assert.False(t, ok)
		_, ok = r.Cost(Hex{3, 0})
		assert.False(t, ok, "(3,0) is 4 steps away once (1,0) is closed")
		assert.Len(t, r.Hexes(), 35)
	})
	t.Run("zero costs on a bounded map", func(t *testing.T) {
		l := Layout{Cols: 5, Rows: 4}
		free := func(_, _ Hex) (int, bool) { return 0, true }
		r := Reachable(start, 0, l.Contains, free)
		assert.ElementsMatch(t, l.All(), r.Hexes())
		for _, h := range l.All() {
			c, _ := r.Cost(h)
			assert.Zero(t, c)
			checkPath(t, r, start, h, 0, l.Contains, free)
		}
	})
	t.Run("huge cost does not overflow", func(t *testing.T) {
		r := Reachable(start, 5, nil, func(_, _ Hex) (int, bool) { return int(^uint(0) >> 1), true })
		assert.Equal(t, []Hex{start}, r.Hexes())
	})
}
