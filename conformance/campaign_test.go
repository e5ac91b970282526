package conformance

import (
	"os"
	"testing"

	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheFallOfMagdeburg plays the expansion's campaign with random bots
// [scenarios.campaign, scenarios.notation-campaign]: Two Cities starts with
// the survivors of The Graveyard set up on their side's setup hexes and
// with the supply points kept, and its + SdKfz 250 plays only when The
// Graveyard's Puma came through.
func TestTheFallOfMagdeburg(t *testing.T) {
	r, err := game.Load(ruleset.Options{FS: os.DirFS(".."), Ruleset: "heart-of-darkness"})
	require.NoError(t, err)
	setupHexes := map[string][]string{
		"reich":      {"magdeburg:K10", "magdeburg:L10", "magdeburg:J11", "wewelsburg:M10", "wewelsburg:N9"},
		"black-hand": {"magdeburg:P5", "magdeburg:Q5", "wewelsburg:J5", "wewelsburg:K2"},
	}
	for seed := uint64(1); seed <= 3; seed++ {
		c, err := r.Start("fall-of-magdeburg")
		require.NoError(t, err)
		c.Dice, c.Begin = dice.NewSeeded(seed), true
		graveyard, err := r.New(c)
		require.NoError(t, err)
		require.NoError(t, bot.NewRandom(seed).Play(graveyard, 20000, nil))
		require.True(t, graveyard.Over(), "seed %d", seed)

		next, more, err := game.Next(graveyard)
		require.NoError(t, err)
		require.True(t, more)
		assert.Equal(t, "two-cities", next.Scenario)
		var survivors []string
		for _, id := range graveyard.State.UnitIDs() {
			if u := graveyard.State.Units[id]; u.Alive && (u.Side == "reich" || u.Side == "black-hand") {
				survivors = append(survivors, id)
			}
		}
		var carried []string
		for _, u := range next.Campaign.Carried.Units {
			carried = append(carried, u.ID)
		}
		assert.Equal(t, survivors, carried, "seed %d: every survivor of the two sides of Two Cities is carried", seed)

		next.Dice, next.Begin = dice.NewSeeded(seed), true
		cities, err := r.New(next)
		require.NoError(t, err)
		sc := r.RS.Scenarios["two-cities"]
		for _, side := range []string{"reich", "black-hand"} {
			var given int
			for _, h := range sc.Setup.Holdings {
				given += h.Counts[side]["supply"]
			}
			assert.Equal(t, given+graveyard.State.Holding(side, "supply"), cities.State.Holding(side, "supply"),
				"seed %d: %s keeps its supply points", seed, side)
		}
		for _, id := range carried {
			u := cities.State.Units[id]
			require.True(t, u.OnMap, "seed %d: %s is set up", seed, id)
			assert.Contains(t, setupHexes[u.Side], cities.Label(u.Hex), "seed %d: %s is on a setup hex of %s", seed, id, u.Side)
		}
		pumaLived := graveyard.State.Units["puma1"].Alive
		plus := cities.State.Units["tc-sdkfz1"]
		assert.Equal(t, !pumaLived, plus.Has("withheld"), "seed %d: the + unit is withheld when the Puma fell", seed)
		assert.Equal(t, pumaLived, plus.OnMap, "seed %d", seed)
		if pumaLived {
			// the same step had the Puma fallen: the + unit stays out
			lost := next
			lost.Campaign = &engine.Campaign{ID: next.Campaign.ID, Step: next.Campaign.Step, Carried: &engine.Carried{Holdings: next.Campaign.Carried.Holdings}}
			for _, u := range next.Campaign.Carried.Units {
				if u.ID != "puma1" {
					lost.Campaign.Carried.Units = append(lost.Campaign.Carried.Units, u)
				}
			}
			lost.Dice = dice.NewSeeded(seed)
			without, err := r.New(lost)
			require.NoError(t, err)
			assert.True(t, without.State.Units["tc-sdkfz1"].Has("withheld"), "seed %d: without the Puma the + unit is withheld", seed)
			assert.False(t, without.State.Units["tc-sdkfz1"].OnMap)
			assert.True(t, without.State.Units["tc-fj2"].Has("withheld"), "its passenger stays out with it")
			assert.False(t, without.State.Units["tc-fj2"].OnMap)
		}

		require.NoError(t, bot.NewRandom(seed).Play(cities, 20000, nil))
		assert.True(t, cities.Over(), "seed %d: Two Cities ends", seed)
		_, more, err = game.Next(cities)
		require.NoError(t, err)
		assert.False(t, more, "Two Cities is the campaign's last step")
	}
}
