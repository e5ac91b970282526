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

// An action whose rolls are being answered is part of the game: two
// positions that differ only in it (its base, the roll asked, whose turn
// it is) have other digests.
func TestDigestCoversTheRollsBeingAnswered(t *testing.T) {
	e := &Engine{State: state.New(), Dice: dice.NewSeeded(1)}
	e.State.Sides = []string{"red", "blue"}
	base := state.New()
	base.Sides = []string{"red", "blue"}
	shot := answering{
		action: Action{Kind: "shoot", Side: "red"},
		base:   base,
		rolls:  []dice.Roll{{Purpose: "shot", Sides: 6, Faces: []int{4}}},
		asks:   []ask{{roll: 0, how: Answerable{Kind: "luck", Actions: []string{"spend_luck"}, Sides: []string{"red", "blue"}}}},
	}
	digest := func(a *answering) string {
		e.answering = a
		d, err := e.Digest()
		require.NoError(t, err)
		return d
	}
	otherTurn, otherBase, otherFaces := shot, shot, shot
	otherTurn.turn = 1
	otherBase.base = base.Clone()
	otherBase.base.Turn = 2
	otherFaces.rolls = []dice.Roll{{Purpose: "shot", Sides: 6, Faces: []int{5}}}
	seen := map[string]string{}
	for name, a := range map[string]*answering{"none": nil, "asked": &shot, "the next side's turn": &otherTurn, "another base": &otherBase, "other faces": &otherFaces} {
		d := digest(a)
		assert.NotContains(t, seen, d, "%s has the digest of %s", name, seen[d])
		seen[d] = name
	}
	assert.Equal(t, digest(&shot), digest(&shot), "the same answering, the same digest")
}
