package engine_test

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// singleMapGolden holds the canonical encodings of single-map games as they
// were before games could place several maps: a base scenario as set up on
// the Wewelsburg map, and a skirmish duel after a fixed run of random
// actions. NW68_UPDATE=1 rewrites it.
var singleMapGolden = filepath.Join("testdata", "golden", "single-map.json")

// TestSingleMapEncodingIsUnchanged proves that a game of one map keeps its
// state's bytes: hexes, markers and control are keyed as they always were.
func TestSingleMapEncodingIsUnchanged(t *testing.T) {
	var got bytes.Buffer
	base, err := game.New(ruleset.Options{FS: os.DirFS("../.."), Ruleset: "base"}, game.Config{Scenario: "castle-road", Dice: dice.NewSeeded(1)})
	require.NoError(t, err)
	enc, err := base.State.Encode()
	require.NoError(t, err)
	got.Write(enc)
	got.WriteByte('\n')

	rs, prog := loadSkirmish(t, nil)
	e := newGame(t, rs, prog, 68)
	chooser := rand.New(rand.NewPCG(6, 8))
	for i := 0; i < 60 && !e.Over(); i++ {
		legal, err := e.LegalActions()
		require.NoError(t, err)
		require.NoError(t, e.Submit(legal[chooser.IntN(len(legal))]))
	}
	enc, err = e.State.Encode()
	require.NoError(t, err)
	got.Write(enc)
	got.WriteByte('\n')

	if os.Getenv("NW68_UPDATE") != "" {
		require.NoError(t, os.WriteFile(singleMapGolden, got.Bytes(), 0o644))
	}
	want, err := os.ReadFile(singleMapGolden)
	require.NoError(t, err)
	assert.Equal(t, string(want), got.String())
}
