package ruleset

import (
	"fmt"
	"slices"
)

// suggestWork bounds the work one Speller spends looking for close names,
// in cells of the edit-distance table: a load that names thousands of
// undeclared things among thousands of declared ones suggests what it can
// in that much work, then stops suggesting rather than take minutes.
const suggestWork = 1 << 24

// A Speller finds, for a name nothing declares, the declared name a typo
// most likely meant.
type Speller struct {
	names []string
	work  int
}

// NewSpeller returns a Speller of the declared names; names longer than
// MaxIDLength are never suggested.
func NewSpeller(names []string) *Speller {
	s := &Speller{work: suggestWork}
	for _, n := range names {
		if len(n) <= MaxIDLength {
			s.names = append(s.names, n)
		}
	}
	slices.Sort(s.names)
	s.names = slices.Compact(s.names)
	return s
}

// Has reports whether name is declared.
func (s *Speller) Has(name string) bool {
	_, declared := slices.BinarySearch(s.names, name)
	return declared
}

// Nearest returns the declared name closest to name, or "" when none is
// close: within a third of its length, and at least 2, in edits (an
// insertion, deletion, substitution or swap of neighbours). Of names as
// close, the first in sort order wins, so a message never depends on map
// order.
func (s *Speller) Nearest(name string) string {
	if len(name) > MaxIDLength {
		return ""
	}
	if s.Has(name) {
		return name
	}
	limit := max(2, len(name)/3)
	best, bestDist := "", limit+1
	for _, n := range s.names {
		if abs(len(n)-len(name)) >= bestDist {
			continue // at least that many insertions or deletions
		}
		cost := (len(n) + 1) * (len(name) + 1)
		if cost > s.work {
			break
		}
		s.work -= cost
		if d := EditDistance(name, n); d < bestDist {
			best, bestDist = n, d
		}
		if bestDist == 1 {
			break // no name but itself is closer
		}
	}
	return best
}

// DidYouMean is a sentence suggesting the declared name closest to name,
// " Did you mean \"armor\"?", or "" when none is close.
func (s *Speller) DidYouMean(name string) string {
	if near := s.Nearest(name); near != "" {
		return fmt.Sprintf(" Did you mean %q?", near)
	}
	return ""
}

// EditDistance is the number of single-byte insertions, deletions,
// substitutions and swaps of neighbouring bytes that turn a into b (the
// optimal string alignment distance): a swap counts one, as a typist's
// "mvoe" is one slip from "move".
func EditDistance(a, b string) int {
	// three rows of the table: two back, one back and the current one
	back2, back, cur := make([]int, len(b)+1), make([]int, len(b)+1), make([]int, len(b)+1)
	for j := range back {
		back[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(back[j]+1, cur[j-1]+1, back[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], back2[j-2]+1)
			}
		}
		back2, back, cur = back, cur, back2
	}
	return back[len(b)]
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
