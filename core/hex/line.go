package hex

// LineStep is one step of a Line.
type LineStep struct {
	// Hex is the hex on the line; for a hexside step it is the first of the
	// pair in (Q, R) order, so Line(a, b) and Line(b, a) agree on it.
	Hex Hex
	// Alt is non-nil when the line runs along the hexside between Hex and
	// *Alt at this step; it is nil for an ordinary step.
	Alt *Hex
}

// Line returns the hexes crossed by the straight line between the centres
// of a and b, in order from a to b, both included.
//
// The result is exact: it is worked out with integer arithmetic on cube
// coordinates, walking from hex to hex through the side (or corner) where
// the line leaves each one, so no rounding or nudging is involved and every
// hex the line passes through for any length, however short, is reported.
// Consequences worth knowing:
//
//   - A line along one of the six axes crosses Distance(a, b)+1 hexes.
//     Other lines can cross more: a line that drifts from one row of hexes
//     to the next zigzags through hexes of both rows where it changes over
//     (from (0,0) to (-6,7), distance 7, crosses 10 hexes). A line that
//     crosses a hexside exactly at its midpoint crosses both hexes of that
//     side, each reported as an ordinary step.
//   - A hex touched only at a single point, where the line passes exactly
//     through a corner, is not crossed and is not reported.
//   - When b-a is a multiple of a "diagonal" step, the sum of two adjacent
//     directions such as (2,-1) or (1,1), the line runs exactly along
//     hexsides: its steps alternate between a hex and a hexside step that
//     reports both hexes of the side (Alt set), starting and ending on a
//     hex. Only these lines have steps with Alt set.
//
// Line(b, a) is always Line(a, b) in reverse order. It allocates about
// 4/3 Distance(a, b) steps, so callers keep a and b on a map.
func Line(a, b Hex) []LineStep {
	n := a.Distance(b)
	if n == 0 {
		return []LineStep{{Hex: a}}
	}
	v := b.Sub(a)
	// vd[i] is v·e_i in cube coordinates. The cell of hex c is the set of
	// points p with (p-c)·e_i <= 1 for every direction e_i (the cube dot
	// product of a direction with itself is 2), so the line a + v*t leaves
	// c through side i at t = (1 - (a-c)·e_i) / (v·e_i) when v·e_i > 0.
	var vd [6]int
	for i, e := range directions {
		vd[i] = dot(v, e)
	}

	// Lines zigzagging between rows cross up to about 4/3 as many hexes as
	// their length; reserve that so most lines allocate once.
	steps := make([]LineStep, 1, n+n/3+2)
	steps[0] = LineStep{Hex: a}
	var alts []Hex
	c := a
	for c != b {
		d := a.Sub(c)
		// Find the side the line leaves c through first; two sides at once
		// means it leaves through the corner between them.
		first, second := -1, -1
		var bestNum, bestDen int
		for i, e := range directions {
			if vd[i] <= 0 {
				continue
			}
			num := 1 - dot(d, e)
			switch {
			case first < 0 || num*bestDen < bestNum*vd[i]:
				first, second, bestNum, bestDen = i, -1, num, vd[i]
			case num*bestDen == bestNum*vd[i]:
				second = i
			}
		}
		if second < 0 {
			c = c.Add(directions[first])
			steps = append(steps, LineStep{Hex: c})
			continue
		}
		// Through a corner: the line goes on into whichever of the two
		// hexes beyond it lies on its side of their common hexside, or
		// runs along that hexside when it is parallel to it.
		e1, e2 := directions[first], directions[second]
		switch side := vd[first] - vd[second]; {
		case side > 0:
			c = c.Add(e1)
			steps = append(steps, LineStep{Hex: c})
		case side < 0:
			c = c.Add(e2)
			steps = append(steps, LineStep{Hex: c})
		default:
			lo, hi := c.Add(e1), c.Add(e2)
			if less(hi, lo) {
				lo, hi = hi, lo
			}
			if alts == nil {
				alts = make([]Hex, 0, n/2) // one per diagonal step
			}
			alts = append(alts, hi)
			c = c.Add(e1).Add(e2)
			steps = append(steps, LineStep{Hex: lo, Alt: &alts[len(alts)-1]}, LineStep{Hex: c})
		}
	}
	return steps
}

// dot returns the dot product of a and b as cube vectors.
func dot(a, b Hex) int { return a.Q*b.Q + a.R*b.R + a.S()*b.S() }

// less orders hexes by Q, then R.
func less(a, b Hex) bool {
	if a.Q != b.Q {
		return a.Q < b.Q
	}
	return a.R < b.R
}
