package hex

import (
	"cmp"
	"container/heap"
	"slices"
)

// CostFunc returns the cost of entering `to` from `from`, and false if it
// cannot be entered. Costs must not be negative; a negative cost is treated
// as "cannot be entered".
type CostFunc func(from, to Hex) (cost int, ok bool)

// Reach is the result of a Reachable search: every hex that can be reached
// within the budget, with its cheapest cost and one cheapest path.
type Reach struct {
	start Hex
	nodes map[Hex]reachNode
	order []Hex // by cost, then Q, then R
}

type reachNode struct {
	cost    int
	prev    Hex
	settled bool
}

// Reachable finds every hex that can be reached from start for a total cost
// of at most budget, stepping only between adjacent hexes for which inMap
// is true and cost allows entry. A nil inMap puts no bound on the search
// (so zero costs with a nil inMap can search forever); a nil cost makes
// every step cost 1. The work grows with the hexes inMap accepts, so a
// caller searching with a budget from input passes an inMap bounded by a map
// (as Layout.Contains is). The start hex is always reached, at cost 0, even when
// the budget is negative or inMap rejects it.
//
// It is Dijkstra's algorithm with the queue ordered by cost, then Q, then R,
// and a hex keeps the first cheapest predecessor found, so the chosen paths
// are the same on every run.
func Reachable(start Hex, budget int, inMap func(Hex) bool, cost CostFunc) *Reach {
	// With costs of at least 1 the search stays within the disc of radius
	// budget; size for that, within reason (zero costs can reach further).
	size := 1
	if budget > 0 {
		size = 1 + 3*min(budget, 40)*(min(budget, 40)+1)
	}
	r := &Reach{start: start, nodes: make(map[Hex]reachNode, size), order: make([]Hex, 0, size)}
	r.nodes[start] = reachNode{prev: start}
	q := make(reachQueue, 1, 64)
	q[0] = queueItem{start, 0}
	for len(q) > 0 {
		it := q.pop()
		cur := r.nodes[it.h]
		if cur.settled || it.cost > cur.cost {
			continue // stale entry
		}
		cur.settled = true
		r.nodes[it.h] = cur
		r.order = append(r.order, it.h)
		for _, nb := range it.h.Neighbors() {
			if inMap != nil && !inMap(nb) {
				continue
			}
			c, ok := 1, true
			if cost != nil {
				c, ok = cost(it.h, nb)
			}
			if !ok || c < 0 || c > budget-it.cost {
				continue
			}
			nc := it.cost + c
			if old, seen := r.nodes[nb]; seen && (old.settled || old.cost <= nc) {
				continue
			}
			r.nodes[nb] = reachNode{cost: nc, prev: it.h}
			q.push(queueItem{nb, nc})
		}
	}
	// Zero-cost steps can settle a hex after a cheaper-keyed one, so sort.
	slices.SortFunc(r.order, func(a, b Hex) int {
		return cmp.Or(
			cmp.Compare(r.nodes[a].cost, r.nodes[b].cost),
			cmp.Compare(a.Q, b.Q),
			cmp.Compare(a.R, b.R))
	})
	return r
}

// Start returns the hex the search started from.
func (r *Reach) Start() Hex { return r.start }

// Cost returns the cheapest cost to reach h, and false if h cannot be
// reached within the budget.
func (r *Reach) Cost(h Hex) (int, bool) {
	n, ok := r.nodes[h]
	if !ok || !n.settled {
		return 0, false
	}
	return n.cost, true
}

// Path returns a cheapest path from the start to h, both included, or nil
// if h cannot be reached. Path(start) is [start].
func (r *Reach) Path(h Hex) []Hex {
	if _, ok := r.Cost(h); !ok {
		return nil
	}
	var p []Hex
	for h != r.start {
		p = append(p, h)
		h = r.nodes[h].prev
	}
	p = append(p, r.start)
	slices.Reverse(p)
	return p
}

// Hexes returns every reachable hex, the start included, ordered by cost,
// then Q, then R. The slice is the caller's to keep.
func (r *Reach) Hexes() []Hex { return slices.Clone(r.order) }

type queueItem struct {
	h    Hex
	cost int
}

// reachQueue is a container/heap min-queue ordered by cost, then Q, then R.
// The search uses push and pop, which do the same as heap.Push and heap.Pop
// without boxing every item in an interface value.
type reachQueue []queueItem

func (q *reachQueue) push(it queueItem) {
	*q = append(*q, it)
	heap.Fix(q, len(*q)-1)
}

func (q *reachQueue) pop() queueItem {
	old := *q
	top, n := old[0], len(old)-1
	old[0] = old[n]
	*q = old[:n]
	if n > 0 {
		heap.Fix(q, 0)
	}
	return top
}

func (q reachQueue) Len() int { return len(q) }
func (q reachQueue) Less(i, j int) bool {
	a, b := q[i], q[j]
	if a.cost != b.cost {
		return a.cost < b.cost
	}
	return less(a.h, b.h)
}
func (q reachQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *reachQueue) Push(x any)   { *q = append(*q, x.(queueItem)) }
func (q *reachQueue) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}
