package hex

import "fmt"

// Hex is an axial coordinate (Q, R); the cube coordinate S is -Q-R.
//
// On a printed map Q grows to the right and R grows downward; see Neighbors
// for how the six directions lie on the page in each Orientation.
type Hex struct{ Q, R int }

// S returns the third cube coordinate, -Q-R.
func (h Hex) S() int { return -h.Q - h.R }

// Add returns the component-wise sum h + o.
func (h Hex) Add(o Hex) Hex { return Hex{h.Q + o.Q, h.R + o.R} }

// Sub returns the component-wise difference h - o.
func (h Hex) Sub(o Hex) Hex { return Hex{h.Q - o.Q, h.R - o.R} }

// Scale returns h with both coordinates multiplied by k.
func (h Hex) Scale(k int) Hex { return Hex{h.Q * k, h.R * k} }

// Distance returns the number of hex steps between h and o.
func (h Hex) Distance(o Hex) int {
	d := h.Sub(o)
	return max(abs(d.Q), abs(d.R), abs(d.S()))
}

// String formats h as "(Q,R)".
func (h Hex) String() string { return fmt.Sprintf("(%d,%d)", h.Q, h.R) }

// directions holds the six unit steps in the order documented on Neighbors.
var directions = [6]Hex{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

// Direction returns the unit step for direction dir, taken modulo 6 so that
// dir+1 is always the next direction counter-clockwise and dir+3 the
// opposite one. The directions are listed on Neighbors.
func Direction(dir int) Hex { return directions[mod(dir, 6)] }

// Neighbor returns the hex adjacent to h in direction dir (see Neighbors for
// the numbering; dir is taken modulo 6).
func (h Hex) Neighbor(dir int) Hex { return h.Add(Direction(dir)) }

// Neighbors returns the six hexes adjacent to h, in direction order 0..5,
// which runs counter-clockwise as seen on the printed page:
//
//	dir  step     flat-top     pointy-top
//	0    (+1, 0)  lower right  right
//	1    (+1,-1)  upper right  upper right
//	2    ( 0,-1)  up           upper left
//	3    (-1, 0)  upper left   left
//	4    (-1,+1)  lower left   lower left
//	5    ( 0,+1)  down         lower right
func (h Hex) Neighbors() [6]Hex {
	var n [6]Hex
	for i, d := range directions {
		n[i] = h.Add(d)
	}
	return n
}

// Ring returns the hexes at exactly radius steps from h: [h] for radius 0,
// nil for a negative radius, otherwise 6*radius hexes. The ring starts at
// h + radius*Direction(4) and walks radius steps in each of directions 0..5
// in turn, so the order is fixed. Like Within, it allocates what it returns:
// a radius from input is the caller's to bound.
func (h Hex) Ring(radius int) []Hex {
	if radius < 0 {
		return nil
	}
	if radius == 0 {
		return []Hex{h}
	}
	out := make([]Hex, 0, 6*radius)
	return appendRing(out, h, radius)
}

func appendRing(out []Hex, h Hex, radius int) []Hex {
	cur := h.Add(Direction(4).Scale(radius))
	for _, d := range directions {
		for range radius {
			out = append(out, cur)
			cur = cur.Add(d)
		}
	}
	return out
}

// Within returns every hex at distance <= radius from h: 1+3*radius*(radius+1)
// hexes, nil for a negative radius. They come ring by ring outward from h
// itself, each ring in Ring order. It allocates them all, so a caller taking
// the radius from input bounds it first (by the map's size, say).
func (h Hex) Within(radius int) []Hex {
	if radius < 0 {
		return nil
	}
	out := make([]Hex, 0, 1+3*radius*(radius+1))
	out = append(out, h)
	for r := 1; r <= radius; r++ {
		out = appendRing(out, h, r)
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// mod returns x modulo m in [0, m) for m > 0.
func mod(x, m int) int {
	x %= m
	if x < 0 {
		x += m
	}
	return x
}
