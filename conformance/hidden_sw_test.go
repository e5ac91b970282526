package conformance

import (
	"os"
	"testing"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHiddenSupportWeaponsStayHiddenUntilFired plays Nations at War's
// optional rule 10.4 (the mod naw-hidden-support-weapons) as the seats see
// it [units.sw-hidden]: the British HMG is in the British seat's view from
// the start and in the German seat's only once its platoon has fired with it.
func TestHiddenSupportWeaponsStayHiddenUntilFired(t *testing.T) {
	r, err := game.Load(ruleset.Options{FS: os.DirFS(".."), Ruleset: "nations-at-war", Mods: []string{"naw-hidden-support-weapons"}})
	require.NoError(t, err)
	setup := &ruleset.Setup{
		Board: &ruleset.Map{ID: "board", Cols: 8, Rows: 8, Terrain: "clear"},
		Sides: []string{"british", "german"},
		Units: []ruleset.UnitSpec{
			{Handle: "brits", Type: "british-rifle", Side: "british", Formation: "14th-infantry", At: "C2", Carries: []string{"hmg"}},
			{Handle: "germans", Type: "german-rifle", Side: "german", Formation: "panzergrenadier", At: "C5"},
		},
		Turn: 1, Phase: "operations", ActiveFormation: "14th-infantry", ActiveSide: "british",
	}
	e, err := r.New(game.Config{Setup: setup, Dice: dice.NewScripted([]int{5, 5, 1})})
	require.NoError(t, err)
	carries := func(side string) []string {
		var out []string
		require.NoError(t, e.SeenBy(engine.Viewer{Side: side}, func() error {
			out = e.State.Units["brits"].Carries
			return nil
		}))
		return out
	}
	assert.Equal(t, []string{"hmg"}, carries("british"))
	assert.Empty(t, carries("german"), "unplaced, the HMG is hidden from the enemy")
	require.NoError(t, e.Submit(engine.Action{Kind: "fire", Side: "british", Params: map[string]any{"unit": "brits", "target": "germans", "weapon": "he"}}))
	assert.Equal(t, []string{"hmg"}, carries("german"), "fired with, it is placed for all to see")
}
