package engine_test

import (
	"os"
	"testing"

	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func sights(t *testing.T) *engine.Engine {
	t.Helper()
	r, err := game.Load(ruleset.Options{FS: os.DirFS("testdata"), Ruleset: "sights"})
	require.NoError(t, err)
	e, err := r.New(game.Config{Scenario: "field", Dice: dice.NewSeeded(1)})
	require.NoError(t, err)
	return e
}

// Each line of the sights field is judged from the model's data alone.
func TestLineOfSightFromTheModel(t *testing.T) {
	e := sights(t)
	cases := []struct {
		name     string
		from, to string
		lf, lt   int
		blocked  bool
		rule     string
		where    string // the hex that blocks
		cover    int
	}{
		{"an open line", "A1", "A5", 0, 0, false, "", "", 0},
		{"an obstacle between two ends at its foot", "B1", "B5", 0, 0, true, "s.sight", "B3", 0},
		{"a line above the obstacle", "B1", "B5", 1, 1, false, "", "", 0},
		{"along a hexside, the clear hex counts", "A2", "C2", 0, 0, false, "", "", 0},
		{"along a hexside, both blocking block", "A3", "C3", 0, 0, true, "s.side", "B3", 0},
		{"a thin veil gives cover", "C1", "C5", 0, 0, false, "", "", 1},
		{"two thin veils stack into a block", "D1", "D5", 0, 0, true, "s.smoke", "D4", 2},
		{"a thick veil blocks", "E1", "E5", 0, 0, true, "s.smoke", "E3", 0},
		{"a veil above the line does not count", "C1", "C5", 2, 2, false, "", "", 0},
		{"a wreck and a veil block together, citing the first marker", "F1", "F5", 0, 0, true, "s.smoke", "F4", 1},
		{"two wrecks block by their stack's rule", "G1", "G5", 0, 0, true, "s.wreck", "G4", 0},
		{"a wreck does not count for a line above it", "G1", "G5", 1, 1, false, "", "", 0},
		{"a veil in the target's hex gives cover and never blocks", "H1", "H5", 0, 0, false, "", "", 1},
		{"a unit obstacle blocks by its rule", "I2", "I5", 0, 0, true, "s.big", "I3", 0},
		{"a line from above passes the unit obstacle", "I1", "I5", 2, 0, false, "", "", 0},
		{"from a hill, an obstacle away from the low end hides nothing", "K1", "K5", 1, 0, false, "", "", 0},
		{"from a hill, the hex right behind an obstacle is blind", "L1", "L5", 1, 0, true, "s.hill", "L4", 0},
		{"a hex sees itself", "E3", "E3", 0, 0, false, "", "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, err := e.LineOfSight(mustHex(t, e, c.from), mustHex(t, e, c.to), c.lf, c.lt)
			require.NoError(t, err)
			assert.Equal(t, c.blocked, v.Blocked)
			assert.Equal(t, c.rule, v.Rule)
			assert.Equal(t, c.cover, v.Cover)
			if c.where == "" {
				assert.Nil(t, v.Where)
				return
			}
			require.NotNil(t, v.Where)
			assert.Equal(t, c.where, e.Label(*v.Where))
			last := v.Reasons[len(v.Reasons)-1]
			assert.Equal(t, []string{c.where, c.rule}, []string{e.Label(last.Hex), last.Rule}, "the last reason is the block")
		})
	}
}

// The reasons name every hex that counts, with its rule.
func TestLineOfSightReasons(t *testing.T) {
	e := sights(t)
	v, err := e.LineOfSight(mustHex(t, e, "D1"), mustHex(t, e, "D5"), 0, 0)
	require.NoError(t, err)
	var got [][2]string
	for _, r := range v.Reasons {
		got = append(got, [2]string{e.Label(r.Hex), r.Rule})
	}
	assert.Equal(t, [][2]string{{"D2", "s.smoke"}, {"D4", "s.smoke"}, {"D4", "s.smoke"}}, got)
	assert.Contains(t, v.Reasons[2].Text, `stack "pair"`)
}

// A unit's height is the first height clause it matches, else its hex's
// ground; a hex's is that of its units when all of them are raised.
func TestSightLevels(t *testing.T) {
	e := sights(t)
	level := func(id, at string) int {
		n, err := e.SightLevel(e.State.Units[id], mustHex(t, e, at))
		require.NoError(t, err)
		return n
	}
	assert.Equal(t, 2, level("hawk", "I1"), "a flier flies above everything")
	assert.Equal(t, 2, level("hawk", "K1"), "wherever it is")
	assert.Equal(t, 0, level("owl", "J1"), "the face a height clause excepts keeps it on the ground")
	assert.Equal(t, 1, level("owl", "K1"), "on the ground of its hex")
	assert.Equal(t, 0, level("scout", "A1"))
	assert.Equal(t, 1, level("scout", "L1"), "a hill's ground")
	hexLevel := func(at string) int {
		n, err := e.HexSightLevel(mustHex(t, e, at))
		require.NoError(t, err)
		return n
	}
	assert.Equal(t, 2, hexLevel("I1"), "every unit there flies")
	assert.Equal(t, 0, hexLevel("J1"), "one unit on the ground keeps the hex there")
	assert.Equal(t, 1, hexLevel("K1"), "an empty hill hex")
}

// A verdict is kept while the state stays as it is, and judged again once
// it changes.
func TestLineOfSightIsKeptPerState(t *testing.T) {
	e := sights(t)
	a, b := mustHex(t, e, "A1"), mustHex(t, e, "A5")
	v1, err := e.LineOfSight(a, b, 0, 0)
	require.NoError(t, err)
	v2, err := e.LineOfSight(a, b, 0, 0)
	require.NoError(t, err)
	assert.Same(t, v1, v2)
	require.NoError(t, engine.WhileResolving(e, func() error { return e.SetMarker(mustHex(t, e, "A3"), "smoke", 2) }))
	v3, err := e.LineOfSight(a, b, 0, 0)
	require.NoError(t, err)
	assert.True(t, v3.Blocked, "the smoke laid since is seen")
	assert.False(t, v1.Blocked, "an earlier verdict is not changed")
}

func TestLineOfSightRefusals(t *testing.T) {
	e := sights(t)
	_, err := e.LineOfSight(mustHex(t, e, "A1"), hex.Hex{Q: 40, R: 40}, 0, 0)
	assert.ErrorContains(t, err, "off the map")
	m := moves(t)
	_, err = m.LineOfSight(mustHex(t, m, "A1"), mustHex(t, m, "A2"), 0, 0)
	assert.ErrorIs(t, err, engine.ErrNoSightModel)
	_, err = m.SightLevel(m.State.Units["r1"], mustHex(t, m, "A1"))
	assert.ErrorIs(t, err, engine.ErrNoSightModel)
}
