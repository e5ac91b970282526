package hook

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// MaxHandlers bounds the handlers one game subscribes, all layers together,
// so ordering them (quadratic in the handlers of a point) stays cheap
// whatever a mod declares.
const MaxHandlers = 2000

// A Phase is a handler's coarse place among the handlers of a point: every
// first handler of an event runs before its main ones, and those before its
// last ones, whatever the layers and areas.
type Phase int

// The phases, in the order they run.
const (
	// First handlers run before the others: they note the state an event
	// starts from, or refuse an action before any rule of an area looks at
	// it.
	First Phase = iota - 1
	// Main is the default.
	Main
	// Last handlers run once all others have: they compare with what a
	// first handler noted, or follow what the others did.
	Last
)

var phaseNames = []string{"first", "main", "last"}

// ParsePhase returns the phase of a name ("first", "main" or "last"), or
// Main and false for another name.
func ParsePhase(name string) (Phase, bool) {
	i := slices.Index(phaseNames, name)
	if i < 0 {
		return Main, false
	}
	return Phase(i - 1), true
}

func (p Phase) String() string {
	if p < First || p > Last {
		return fmt.Sprintf("phase(%d)", int(p))
	}
	return phaseNames[p+1]
}

// sortByKey orders handlers by phase, layer and area, keeping the order of
// subscription within an area.
func sortByKey(list []*Handler) {
	slices.SortStableFunc(list, func(x, y *Handler) int {
		return cmp.Or(cmp.Compare(x.Phase, y.Phase), cmp.Compare(x.Layer, y.Layer), cmp.Compare(x.Area, y.Area))
	})
}

func overlap(a, b *Handler) bool {
	return a.Filter == b.Filter || a.Filter == Any || b.Filter == Any
}

// names reports whether a handler is ordered before or after an area.
func (h *Handler) names(area string) bool {
	return slices.Contains(h.Before, area) || slices.Contains(h.After, area)
}

// Order returns the handlers of one point in the order they run, given in
// the order they subscribed:
//
//  1. by phase: first, main, last;
//  2. within a phase, each handler after the handlers of the areas its
//     After names, and before those of the areas its Before names, when
//     both may handle the same event (the same filter, or "*");
//  3. where nothing above decides, by layer in load order (a mod after the
//     ruleset it builds on), then by area name, then in the order the
//     handlers of an area subscribed. A handler that must run before
//     another is pulled forward to just before it, no further.
//
// Files play no part: two handlers of one area, layer and phase that may
// handle the same event and come from two files run in the order of their
// ids when the scripts named both, and are an error otherwise unless one
// is ordered against its own area or the other, since their order would
// follow the file names. Before and After may name a handler id as well
// as an area. So are a name known does not accept and a cycle; each
// error starts with the Source of the handler at fault.
func Order(handlers []*Handler, known func(area string) bool) ([]*Handler, error) {
	list := slices.Clone(handlers)
	sortByKey(list)
	n := len(list)
	byArea, byID := map[string][]int{}, map[string][]int{}
	for i, h := range list {
		byArea[h.Area] = append(byArea[h.Area], i)
		byID[h.ID] = []int{i}
	}
	prev := make([][]int, n)
	var errs []error
	edge := func(from, to int) { prev[to] = append(prev[to], from) }
	for i, h := range list {
		for _, rel := range []struct {
			areas []string
			after bool
		}{{h.After, true}, {h.Before, false}} {
			for _, area := range rel.areas {
				targets, found := byArea[area]
				if isHandlerID(area) {
					targets, found = byID[area]
					if !found {
						errs = append(errs, fmt.Errorf("%s: no %s handler has the id %q to order this one against", h.Source, h.Point, area))
						continue
					}
				} else if known != nil && !known(area) {
					errs = append(errs, fmt.Errorf("%s: no loaded ruleset or mod has an area %q to order this %s handler against", h.Source, area, h.Point))
					continue
				}
				for _, j := range targets {
					if j == i || list[j].Phase != h.Phase || !overlap(h, list[j]) {
						continue
					}
					if rel.after {
						edge(j, i)
					} else {
						edge(i, j)
					}
				}
			}
		}
	}
	for _, pair := range byName(list) {
		edge(pair[0], pair[1])
	}
	errs = append(errs, ambiguous(list)...)
	if len(errs) > maxErrors {
		errs = append(errs[:maxErrors], fmt.Errorf("and more problems with the order of the %s handlers", list[0].Point))
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return place(list, prev)
}

// maxErrors bounds the problems Order reports for one point: the pairs of a
// large set of handlers could number millions.
const maxErrors = 20

// byName returns, as (before, after) indexes, the pairs of named handlers
// of one area, layer and phase from two files that may handle one event
// and are not ordered otherwise: they run in the order of their ids, so an
// area may spread its handlers over files whose names play no part.
func byName(list []*Handler) [][2]int {
	var pairs [][2]int
	for i, a := range list {
		for j := i + 1; j < len(list); j++ {
			b := list[j]
			if b.Phase != a.Phase || b.Layer != a.Layer || b.Area != a.Area {
				break
			}
			if !a.Named || !b.Named || a.File == b.File || !overlap(a, b) || a.names(a.Area) || b.names(b.Area) ||
				a.orderedBy(a.Before, b) || a.orderedBy(a.After, b) || b.orderedBy(b.Before, a) || b.orderedBy(b.After, a) {
				continue
			}
			if a.ID < b.ID {
				pairs = append(pairs, [2]int{i, j})
			} else {
				pairs = append(pairs, [2]int{j, i})
			}
		}
	}
	return pairs
}

// ambiguous reports the pairs of handlers whose order only their files'
// names would decide, up to one more than maxErrors.
func ambiguous(list []*Handler) []error {
	var errs []error
	for i, a := range list {
		for _, b := range list[i+1:] {
			if len(errs) > maxErrors {
				return errs
			}
			if b.Phase != a.Phase || b.Layer != a.Layer || b.Area != a.Area {
				break // sorted by phase, layer and area: the group ended
			}
			if a.File == b.File || !overlap(a, b) || a.names(a.Area) || b.names(b.Area) || (a.Named && b.Named) || a.orderedBy(a.Before, b) || a.orderedBy(a.After, b) || b.orderedBy(b.Before, a) || b.orderedBy(b.After, a) {
				continue
			}
			filter := a.Filter
			if filter == Any {
				filter = b.Filter
			}
			errs = append(errs, fmt.Errorf("%s: this %s handler of %q and the one at %s, both of area %q, come from two files, so their order would follow the file names: declare them in one file in the order they run, name both ({ id = \"...\" }: they then run in the order of their ids), or order one against the rest of its area ({ after = %q })", a.Source, a.Point, filter, b.Source, a.Area, a.Area))
		}
	}
	return errs
}

// place puts the handlers in sort order, except that a handler that must
// run before another is pulled forward to just before it, with what must
// run before it in turn: nothing runs earlier than an order requires.
func place(list []*Handler, prev [][]int) ([]*Handler, error) {
	const (
		unplaced = iota
		placing
		placed
	)
	state := make([]int, len(list))
	out := make([]*Handler, 0, len(list))
	var stack []int
	var visit func(i int) error
	visit = func(i int) error {
		switch state[i] {
		case placed:
			return nil
		case placing:
			loop := append(stack[slices.Index(stack, i):], i)
			steps := make([]string, len(loop))
			for k, j := range loop {
				steps[k] = fmt.Sprintf("%s (area %q)", list[j].Source, list[j].Area)
			}
			return fmt.Errorf("%s: the handlers of %s are ordered in a cycle: %s", list[i].Source, list[i].Point, strings.Join(steps, " runs after "))
		}
		state[i] = placing
		stack = append(stack, i)
		slices.Sort(prev[i])
		for _, p := range prev[i] {
			if err := visit(p); err != nil {
				return err
			}
		}
		stack = stack[:len(stack)-1]
		state[i] = placed
		out = append(out, list[i])
		return nil
	}
	for i := range list {
		if err := visit(i); err != nil {
			return nil, err
		}
	}
	return out, nil
}
