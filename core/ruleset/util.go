package ruleset

import (
	"maps"
	"slices"
	"strings"
)

func sortedJoin[V any](m map[string]V) string {
	keys := slices.Sorted(maps.Keys(m))
	return strings.Join(keys, ", ")
}
