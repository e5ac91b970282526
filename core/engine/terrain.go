package engine

import (
	"fmt"
	"slices"

	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
)

// SetTerrain changes a hex's terrain and features (a bridge built or
// destroyed, a wood burnt): the map's own facts stay, the change is state,
// checkpointed and replayed like any other.
func (e *Engine) SetTerrain(at hex.Hex, terrain string, features []string) error {
	if err := e.mutable(); err != nil {
		return err
	}
	e.mapChanged()
	if !e.Layout.Contains(at) {
		return fmt.Errorf("set terrain: hex %s is off the map", e.Label(at))
	}
	t, ok := e.Rules.Entity(ruleset.KindTerrain, terrain)
	if !ok || t.HasTag(ruleset.TagFeature) {
		return fmt.Errorf("set terrain of %s: %q is not a terrain of the ruleset", e.Label(at), terrain)
	}
	for _, f := range features {
		ft, ok := e.Rules.Entity(ruleset.KindTerrain, f)
		if !ok || !ft.HasTag(ruleset.TagFeature) {
			return fmt.Errorf("set terrain of %s: %q is not a feature of the ruleset", e.Label(at), f)
		}
	}
	if e.State.Terrain == nil {
		e.State.Terrain = map[hex.Hex]state.HexTerrain{}
	}
	features = slices.Clone(features)
	slices.Sort(features)
	e.State.Terrain[at] = state.HexTerrain{Terrain: terrain, Features: slices.Compact(features)}
	return nil
}

// StatSum adds up a numeric stat over what a hex holds: its terrain and its
// features (a terrain's obstacle height and a hill's, say). Stats that are
// absent or not numbers count 0.
func (e *Engine) StatSum(at hex.Hex, stat string) int {
	info := e.Hex(at)
	sum := e.terrainStat(info.Terrain, stat, 0)
	for _, f := range info.Features {
		sum += e.terrainStat(f, stat, 0)
	}
	return sum
}
