package engine

import (
	"testing"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/state"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The digest keeps a chain of the rolls' hashes from one digest to the
// next: whatever was undone or swapped in between, it must equal the
// digest of the same state and rolls hashed from the first roll.
func TestDigestChainFollowsUndoneRolls(t *testing.T) {
	game := dice.NewSeeded(1)
	e := &Engine{State: state.New(), Dice: game}
	roll := func(purpose string, n int) func() {
		return func() {
			for range n {
				_, err := e.Dice.Roll(2, 6, purpose)
				require.NoError(t, err)
			}
		}
	}
	var cp checkpoint
	steps := []struct {
		name string
		do   func()
	}{
		{"no roll yet", func() {}},
		{"three rolls", roll("a", 3)},
		{"no roll since the last digest", func() {}},
		{"rolls after a checkpoint", func() { cp = e.checkpoint(); roll("a", 2)() }},
		{"those rolls undone", func() { e.restore(cp) }},
		{"others in their place", roll("b", 2)},
		{"other dice", func() { e.Dice = dice.NewSeeded(2); roll("c", 1)() }},
		{"the game's dice again", func() { e.Dice = game }},
		{"undone past a digest, then as many rolls again", func() { cp = e.checkpoint(); roll("a", 4)(); _, _ = e.Digest(); e.restore(cp); roll("d", 4)() }},
	}
	for _, s := range steps {
		s.do()
		got, err := e.Digest()
		require.NoError(t, err)
		want, err := (&Engine{State: e.State, Dice: e.Dice}).Digest()
		require.NoError(t, err)
		assert.Equal(t, want, got, s.name)
	}
}

// BenchmarkDigestLateInGame is a digest after an action's roll in a game
// that has rolled 5,000 times: what each action of a long game with
// digests pays for them, the state aside.
func BenchmarkDigestLateInGame(b *testing.B) {
	e := &Engine{State: state.New(), Dice: dice.NewSeeded(1)}
	for range 5000 {
		_, err := e.Dice.Roll(2, 6, "attack")
		require.NoError(b, err)
	}
	_, err := e.Digest()
	require.NoError(b, err)
	b.ReportAllocs()
	for b.Loop() {
		_, err := e.Dice.Roll(2, 6, "attack")
		require.NoError(b, err)
		if _, err := e.Digest(); err != nil {
			b.Fatal(err)
		}
	}
}
