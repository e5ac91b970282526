package ruleset

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
)

// maxNamed is how many ids a diagnostic lists of those a ruleset declares:
// enough to spot a typo, while a ruleset declaring thousands does not make
// every diagnostic as long as all of them.
const maxNamed = 20

// sortedJoin lists the keys of m in order, the first maxNamed of them and
// how many more there are.
func sortedJoin[V any](m map[string]V) string {
	keys := slices.Sorted(maps.Keys(m))
	if len(keys) <= maxNamed {
		return strings.Join(keys, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(keys[:maxNamed], ", "), len(keys)-maxNamed)
}

// lazyJoin is sortedJoin of m, worked out once when first asked for: a
// check that may report thousands of unknown names lists the declared
// ones once, not once per name.
func lazyJoin[V any](m map[string]V) func() string {
	return sync.OnceValue(func() string { return sortedJoin(m) })
}
