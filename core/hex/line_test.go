package hex

import (
	"math/big"
	"slices"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// step and side build expected LineSteps.
func step(q, r int) LineStep { return LineStep{Hex: Hex{q, r}} }

func side(q, r, altQ, altR int) LineStep { return LineStep{Hex: Hex{q, r}, Alt: &Hex{altQ, altR}} }

func TestLineExact(t *testing.T) {
	tests := []struct {
		name string
		a, b Hex
		want []LineStep
	}{
		{"same hex", Hex{4, -2}, Hex{4, -2}, []LineStep{step(4, -2)}},
		{"neighbour", Hex{0, 0}, Hex{0, 1}, []LineStep{step(0, 0), step(0, 1)}},
		{"along the Q axis", Hex{0, 0}, Hex{3, 0},
			[]LineStep{step(0, 0), step(1, 0), step(2, 0), step(3, 0)}},
		{"along the S axis", Hex{0, 0}, Hex{3, -3},
			[]LineStep{step(0, 0), step(1, -1), step(2, -2), step(3, -3)}},
		{"general", Hex{0, 0}, Hex{3, -1},
			[]LineStep{step(0, 0), step(1, 0), step(2, -1), step(3, -1)}},
		// (2,-1) = (1,0)+(1,-1): the line runs along the side between them.
		{"diagonal (2,-1)", Hex{0, 0}, Hex{2, -1},
			[]LineStep{step(0, 0), side(1, -1, 1, 0), step(2, -1)}},
		// (1,1) = (1,0)+(0,1).
		{"diagonal (1,1)", Hex{0, 0}, Hex{1, 1},
			[]LineStep{step(0, 0), side(0, 1, 1, 0), step(1, 1)}},
		{"diagonal (1,1) reversed", Hex{1, 1}, Hex{0, 0},
			[]LineStep{step(1, 1), side(0, 1, 1, 0), step(0, 0)}},
		{"diagonal (-1,-1)", Hex{0, 0}, Hex{-1, -1},
			[]LineStep{step(0, 0), side(-1, 0, 0, -1), step(-1, -1)}},
		{"diagonal twice", Hex{0, 0}, Hex{4, -2},
			[]LineStep{step(0, 0), side(1, -1, 1, 0), step(2, -1), side(3, -2, 3, -1), step(4, -2)}},
		// (6,-1) crosses the side between (3,-1) and (3,0) at its
		// midpoint, entering (3,-1) first: both are crossed.
		{"through a side midpoint", Hex{0, 0}, Hex{6, -1},
			[]LineStep{step(0, 0), step(1, 0), step(2, 0), step(3, -1), step(3, 0), step(4, -1), step(5, -1), step(6, -1)}},
		// Passes exactly through the corner where (1,0), (2,0) and (2,-1)
		// meet, and the one where (3,-1), (4,-1) and (3,0) meet: (2,-1) and
		// (3,0) are only touched at a point, so they are not crossed.
		{"through corners", Hex{0, 0}, Hex{5, -1},
			[]LineStep{step(0, 0), step(1, 0), step(2, 0), step(3, -1), step(4, -1), step(5, -1)}},
		// Nearly along direction 4, drifting one row: where it changes
		// rows it zigzags through (-2,3) and (-4,4) as well.
		{"zigzag between rows", Hex{0, 0}, Hex{-6, 7},
			[]LineStep{step(0, 0), step(-1, 1), step(-2, 2), step(-2, 3), step(-3, 3), step(-3, 4), step(-4, 4), step(-4, 5), step(-5, 6), step(-6, 7)}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, Line(tc.a, tc.b))
		})
	}
}

func TestLineHexsideDirections(t *testing.T) {
	diagonals := []Hex{{2, -1}, {1, -2}, {-1, -1}, {-2, 1}, {-1, 2}, {1, 1}}
	for i, d := range diagonals {
		require.Equal(t, Direction(i).Add(Direction(i+1)), d, "diagonal %d is the sum of two adjacent directions", i)
	}
	origins := []Hex{{0, 0}, {5, -3}, {-7, 2}}
	for _, a := range origins {
		for _, d := range diagonals {
			for m := 1; m <= 4; m++ {
				b := a.Add(d.Scale(m))
				line := Line(a, b)
				require.Len(t, line, 2*m+1)
				for i, s := range line {
					if i%2 == 0 {
						assert.Nil(t, s.Alt, "%v->%v step %d is a hex", a, b, i)
						continue
					}
					require.NotNil(t, s.Alt, "%v->%v step %d runs along a hexside", a, b, i)
					assert.Equal(t, 1, s.Hex.Distance(*s.Alt), "the pair shares a side")
					assert.True(t, less(s.Hex, *s.Alt), "pair in (Q,R) order")
					for _, n := range []Hex{line[i-1].Hex, line[i+1].Hex} {
						assert.Equal(t, 1, n.Distance(s.Hex))
						assert.Equal(t, 1, n.Distance(*s.Alt))
					}
				}
			}
		}
		for dir := range 6 {
			for m := 1; m <= 5; m++ {
				b := a.Add(Direction(dir).Scale(m))
				line := Line(a, b)
				require.Len(t, line, m+1)
				for i, s := range line {
					assert.Nil(t, s.Alt)
					assert.Equal(t, a.Add(Direction(dir).Scale(i)), s.Hex, "axis line goes straight")
				}
			}
		}
	}
}

func TestLineShape(t *testing.T) {
	for _, a := range []Hex{{0, 0}, {3, -8}, {-4, -1}} {
		for _, b := range a.Within(12) {
			line := Line(a, b)
			d := b.Sub(a)
			diagonal := d.Q == d.R || d.R == d.S() || d.S() == d.Q
			require.Equal(t, a, line[0].Hex, "%v->%v starts at a", a, b)
			require.Equal(t, b, line[len(line)-1].Hex, "%v->%v ends at b", a, b)
			assert.GreaterOrEqual(t, len(line), a.Distance(b)+1)
			seen := map[Hex]bool{}
			for i, s := range line {
				assert.False(t, seen[s.Hex], "%v->%v visits %v once", a, b, s.Hex)
				seen[s.Hex] = true
				if s.Alt != nil {
					assert.True(t, diagonal && a != b, "%v->%v: only diagonal lines run along hexsides", a, b)
					assert.Equal(t, 1, s.Hex.Distance(*s.Alt), "the pair shares a side")
					assert.True(t, less(s.Hex, *s.Alt), "pair in (Q,R) order")
				}
				if i > 0 {
					assert.Equal(t, 1, line[i-1].Hex.Distance(s.Hex), "%v->%v steps %d-%d adjacent", a, b, i-1, i)
				}
			}
			assert.Nil(t, line[0].Alt)
			assert.Nil(t, line[len(line)-1].Alt)

			// Reversing the endpoints reverses the line.
			back := Line(b, a)
			slices.Reverse(back)
			assert.Equal(t, line, back, "%v->%v reversed", a, b)
		}
	}
}

func TestLineLength(t *testing.T) {
	flatOdd := Layout{Orientation: FlatTop, ShiftOdd: true, Cols: 30, Rows: 20}
	a1, dd20 := flatOdd.FromOffset(1, 1), flatOdd.FromOffset(30, 20)
	tests := []struct {
		name    string
		a, b    Hex
		wantLen int
	}{
		{"axis", Hex{0, 0}, Hex{0, 9}, 10},
		{"axis, far", Hex{-3, 4}, Hex{17, -16}, 21},
		{"one row over three", Hex{0, 0}, Hex{3, -1}, 4},
		{"one row over five", Hex{0, 0}, Hex{5, -2}, 6},
		{"through a side midpoint", Hex{0, 0}, Hex{6, -1}, 8},
		{"zigzag", Hex{0, 0}, Hex{-6, 7}, 10},
		{"A1 to DD20", a1, dd20, 42}, // distance 33
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			line := Line(tc.a, tc.b)
			assert.Len(t, line, tc.wantLen)
			assert.Len(t, exactLine(tc.a, tc.b), tc.wantLen, "the brute-force geometry agrees")
			for _, s := range line {
				assert.Nil(t, s.Alt)
			}
		})
	}
	assert.Equal(t, 33, a1.Distance(dd20))
}

// TestLineMatchesGeometry compares Line with an independent computation:
// every time at which the segment can meet a hex boundary is listed
// exactly (boundaries lie on the lines x-y, y-z or z-x = integer in cube
// coordinates), and the midpoint of each interval between two such times is
// classified with exact rationals as inside one hex or on the side between
// two.
func TestLineMatchesGeometry(t *testing.T) {
	for _, a := range []Hex{{0, 0}, {2, -7}} {
		for _, b := range a.Within(10) {
			var got [][]Hex
			for _, s := range Line(a, b) {
				if s.Alt == nil {
					got = append(got, []Hex{s.Hex})
				} else {
					got = append(got, []Hex{s.Hex, *s.Alt})
				}
			}
			require.Equal(t, exactLine(a, b), got, "%v->%v", a, b)
		}
	}
}

func exactLine(a, b Hex) [][]Hex {
	ac := [3]int64{int64(a.Q), int64(a.R), int64(a.S())}
	v := [3]int64{int64(b.Q - a.Q), int64(b.R - a.R), int64(b.S() - a.S())}
	times := []*big.Rat{big.NewRat(0, 1), big.NewRat(1, 1)}
	for i := range 3 {
		j := (i + 1) % 3
		d := v[i] - v[j]
		if d == 0 {
			continue
		}
		base := ac[i] - ac[j]
		lo, hi := min(base, base+d), max(base, base+d)
		for m := lo; m <= hi; m++ {
			times = append(times, big.NewRat(m-base, d))
		}
	}
	sort.Slice(times, func(i, j int) bool { return times[i].Cmp(times[j]) < 0 })
	var out [][]Hex
	for i := 1; i < len(times); i++ {
		if times[i].Cmp(times[i-1]) == 0 {
			continue
		}
		mid := new(big.Rat).Add(times[i-1], times[i])
		mid.Mul(mid, big.NewRat(1, 2))
		var p [3]*big.Rat
		for k := range 3 {
			p[k] = new(big.Rat).Mul(big.NewRat(v[k], 1), mid)
			p[k].Add(p[k], big.NewRat(ac[k], 1))
		}
		hexes := containing(p)
		if len(out) == 0 || !slices.Equal(out[len(out)-1], hexes) {
			out = append(out, hexes)
		}
	}
	return out
}

// containing returns the hexes whose closed cell holds the cube point p, in
// (Q,R) order.
func containing(p [3]*big.Rat) []Hex {
	floor := func(x *big.Rat) int64 {
		return new(big.Int).Div(x.Num(), x.Denom()).Int64() // Euclidean: floor for a positive denominator
	}
	one := big.NewRat(1, 1)
	var out []Hex
	for cx := floor(p[0]); cx <= floor(p[0])+1; cx++ {
		for cy := floor(p[1]); cy <= floor(p[1])+1; cy++ {
			c := [3]int64{cx, cy, -cx - cy}
			var d [3]*big.Rat
			for k := range 3 {
				d[k] = new(big.Rat).Sub(p[k], big.NewRat(c[k], 1))
			}
			inside := true
			for k := range 3 {
				diff := new(big.Rat).Sub(d[k], d[(k+1)%3])
				if diff.Abs(diff).Cmp(one) > 0 {
					inside = false
				}
			}
			if inside {
				out = append(out, Hex{int(cx), int(cy)})
			}
		}
	}
	slices.SortFunc(out, func(a, b Hex) int {
		if less(a, b) {
			return -1
		}
		if less(b, a) {
			return 1
		}
		return 0
	})
	return out
}
