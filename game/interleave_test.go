package game_test

import (
	"bytes"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"testing"
	"testing/fstest"

	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/stretchr/testify/require"
)

// careless is a mod written the way the probes found careless mods
// written: its memo of a move is keyed by the unit alone though it reads
// the path (so one filled while listing the unit's moves answers for
// another move), and its resolution reads what the validation of the same
// action noted in scratch (right only if the move it resolves was judged
// in the same unit of work). The move's resolution writes both into a
// game var, so a cache filled outside the game's line of play shows in
// the digests.
const careless = `
local function note(a)
  local unit = a.unit or (a.units and a.units[1]) or ""
  return nw68.memo("careless path|" .. unit, function() return #a.path end)
end

nw68.on("action_validate", "move", function(a)
  note(a)
  nw68.scratch("careless").judged = true
end)

nw68.on("action_resolve", "move", function(a)
  local n = note(a)
  if not nw68.scratch("careless").judged then n = n + 1000 end
  nw68.set_var("careless_paths", (nw68.state().vars.careless_paths or 0) + n)
end, { before = "movement" })
`

// projectWith is the project's rulesets with more files: mods written
// for a test.
func projectWith(t testing.TB, files map[string]string) fs.FS {
	fsys := fstest.MapFS{}
	for name, data := range files {
		fsys[name] = &fstest.MapFile{Data: []byte(data)}
	}
	root := os.DirFS("..")
	err := fs.WalkDir(root, "rulesets", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := fs.ReadFile(root, p)
		fsys[p] = &fstest.MapFile{Data: data}
		return err
	})
	require.NoError(t, err)
	return fsys
}

// TestLookingDoesNotChangeTheGame plays bot games and, between their
// actions, does at random what players and spectators do without acting:
// list the legal actions, validate candidates (for any seat), ask where a
// unit can go, weigh the odds of a candidate. None of it may change the
// game: the digests of the game must be those of a plain replay of its
// record, which does none of it.
func TestLookingDoesNotChangeTheGame(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole bot games")
	}
	fsys := projectWith(t, map[string]string{
		"mods/careless/mod.hcl":      "id = \"careless\"\nversion = \"1\"\nrequires = [\"base\"]\n",
		"mods/careless/careless.lua": careless,
	})
	tests := []struct {
		name, ruleset, scenario string
		mods                    []string
	}{
		{"base", "base", "castle-road", nil},
		{"base with a careless mod", "base", "castle-road", []string{"careless"}},
		{"heart of darkness", "heart-of-darkness", "graveyard", nil},
		{"heart of darkness with a careless mod", "heart-of-darkness", "graveyard", []string{"careless"}},
	}
	for _, tt := range tests {
		r, err := game.Load(ruleset.Options{FS: fsys, Ruleset: tt.ruleset, Mods: tt.mods})
		require.NoError(t, err)
		for seed := uint64(1); seed <= 3; seed++ {
			t.Run(fmt.Sprintf("%s/seed %d", tt.name, seed), func(t *testing.T) {
				e, err := r.New(game.Config{Scenario: tt.scenario, Dice: dice.NewSeeded(seed), TrackDigests: true, Begin: true})
				require.NoError(t, err)
				rng := rand.New(rand.NewPCG(seed, 68))
				b := bot.NewRandom(seed)
				look(t, e, rng)
				for range maxActions {
					if e.Over() {
						break
					}
					a, err := b.Choose(e)
					require.NoError(t, err)
					look(t, e, rng) // after the bot's own tries, before its action
					require.NoError(t, e.Submit(a))
					look(t, e, rng)
				}
				require.Len(t, e.Digests, len(e.Actions))

				var buf bytes.Buffer
				require.NoError(t, engine.WriteGame(&buf, e.Record(tt.scenario, seed, tt.mods)))
				rec, err := engine.ReadGame(&buf)
				require.NoError(t, err)
				replayed, err := r.Replay(rec, script.Options{})
				require.NoError(t, err, "a plain replay reproduces every digest")
				require.Equal(t, e.Digests, replayed.Digests)
				want, err := e.State.Encode()
				require.NoError(t, err)
				got, err := replayed.State.Encode()
				require.NoError(t, err)
				require.Equal(t, string(want), string(got))
			})
		}
	}
}

// maxActions bounds a game of TestLookingDoesNotChangeTheGame; random bots
// end the scenarios it plays in a few hundred.
const maxActions = 2000

// look does a few of the things that read the game without acting, at
// random, and checks the game is as it was.
func look(t *testing.T, e *engine.Engine, rng *rand.Rand) {
	t.Helper()
	before, err := e.Digest()
	require.NoError(t, err)
	actions := len(e.Actions)
	for range 1 + rng.IntN(3) {
		switch rng.IntN(4) {
		case 0:
			if rng.IntN(4) == 0 { // a whole listing is the costliest look
				_, err := e.LegalActionsFor(seat(e, rng))
				require.NoError(t, err)
			}
		case 1:
			if a, ok := candidate(t, e, rng); ok {
				_ = e.Validate(a) // refused or not: only the game matters
			}
		case 2:
			if ids := e.State.UnitIDs(); len(ids) > 0 && e.Bus.Has(hook.Query, "reach") {
				_, err := e.Query("reach", map[string]any{"unit": ids[rng.IntN(len(ids))]})
				require.NoError(t, err)
			}
		case 3:
			if a, ok := candidate(t, e, rng); ok {
				_, _ = e.OddsWith(a, engine.OddsOptions{Leaves: 12, Samples: 3})
			}
		}
	}
	after, err := e.Digest()
	require.NoError(t, err)
	require.Equal(t, before, after, "looking changed the game")
	require.Len(t, e.Actions, actions)
}

// candidate picks an action to try: a candidate of a kind open now, named
// for a random seat (or none, as hot seat does).
func candidate(t *testing.T, e *engine.Engine, rng *rand.Rand) (engine.Action, bool) {
	kinds := e.ActionKinds()
	if len(kinds) == 0 {
		return engine.Action{}, false
	}
	kind := kinds[rng.IntN(len(kinds))]
	cands, err := e.Candidates(kind)
	require.NoError(t, err)
	if len(cands) == 0 {
		return engine.Action{}, false
	}
	return engine.Action{Kind: kind, Params: cands[rng.IntN(len(cands))], Side: seat(e, rng)}, true
}

// seat picks a side's seat at random, or none, as hot seat names none.
func seat(e *engine.Engine, rng *rand.Rand) string {
	if n := len(e.State.Sides); n > 0 && rng.IntN(2) == 0 {
		return e.State.Sides[rng.IntN(n)]
	}
	return ""
}
