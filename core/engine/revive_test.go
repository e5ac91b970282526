package engine_test

import (
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hex"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAnEliminatedUnitIsRevived(t *testing.T) {
	rs, prog := loadSkirmish(t, nil)
	cases := []struct {
		name    string
		id      string
		keep    bool // leave a1 in play
		revival func(e *engine.Engine) engine.Revival
		err     string
		face    string
		hex     string
		status  []string
		counter map[string]int
	}{
		{name: "at a hex, fresh", id: "a1", hex: "C3",
			revival: func(e *engine.Engine) engine.Revival {
				return engine.Revival{At: mustHex(t, e, "C3"), OnMap: true, Rule: "s.shoot"}
			}},
		{name: "with what the call gives", id: "a1", hex: "D4", status: []string{"hit"}, counter: map[string]int{"ammo": 2},
			revival: func(e *engine.Engine) engine.Revival {
				return engine.Revival{At: mustHex(t, e, "D4"), OnMap: true, Statuses: []string{"hit"}, Counters: map[string]int{"ammo": 2}}
			}},
		{name: "off the map", id: "a1",
			revival: func(*engine.Engine) engine.Revival { return engine.Revival{} }},
		{name: "a unit in play", id: "a1", keep: true, err: "revive a1: the unit is in play",
			revival: func(*engine.Engine) engine.Revival { return engine.Revival{} }},
		{name: "an unknown unit", id: "zz", err: `revive: no unit "zz"`,
			revival: func(*engine.Engine) engine.Revival { return engine.Revival{} }},
		{name: "an unknown face", id: "a1", err: `unit type "trooper" has no face "reduced"`,
			revival: func(*engine.Engine) engine.Revival { return engine.Revival{Face: "reduced"} }},
		{name: "an undeclared status", id: "a1", err: `status "dazed" is not declared`,
			revival: func(*engine.Engine) engine.Revival { return engine.Revival{Statuses: []string{"dazed"}} }},
		{name: "a hex off the map", id: "a1", err: "is off the map",
			revival: func(*engine.Engine) engine.Revival { return engine.Revival{At: hex.Hex{Q: 40, R: 40}, OnMap: true} }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := newGame(t, rs, prog, 1)
			require.NoError(t, engine.WhileResolving(e, func() error {
				if err := e.SetStatus("a1", "hit", true); err != nil {
					return err
				}
				if err := e.SetCounter("a1", "kills", 3); err != nil {
					return err
				}
				if err := e.SetNote("a1", "origin", "depot"); err != nil {
					return err
				}
				if c.keep {
					return nil
				}
				return e.Eliminate("a1", "s.shoot")
			}))
			before, err := e.State.Encode()
			require.NoError(t, err)
			err = engine.WhileResolving(e, func() error { return e.Revive(c.id, c.revival(e)) })
			if c.err != "" {
				require.ErrorContains(t, err, c.err)
				after, err := e.State.Encode()
				require.NoError(t, err)
				assert.Equal(t, string(before), string(after), "a refused revival changes nothing")
				return
			}
			require.NoError(t, err)
			u := e.State.Units[c.id]
			assert.True(t, u.Alive)
			assert.Equal(t, c.hex != "", u.OnMap)
			if c.hex != "" {
				assert.Equal(t, c.hex, e.Label(u.Hex))
				assert.Len(t, e.State.UnitsAt(u.Hex), 1, "the hex index sees it")
			}
			assert.Equal(t, c.face, u.Face)
			assert.Equal(t, c.status, u.Statuses)
			assert.Equal(t, c.counter, u.Counters, "the old counters are gone")
			assert.Equal(t, "depot", u.Notes["origin"], "notes stay")
			assert.Contains(t, e.Log[len(e.Log)-1].Text, "a1 (")
		})
	}
}

func TestRevivingNeedsAnActionResolving(t *testing.T) {
	rs, prog := loadSkirmish(t, nil)
	e := newGame(t, rs, prog, 1)
	assert.ErrorIs(t, e.Revive("a1", engine.Revival{}), engine.ErrNotResolving)
}
