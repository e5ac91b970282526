package hook

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFireOrder(t *testing.T) {
	var calls []string
	var b Bus
	add := func(name string, layer int, area string, phase Phase, filter string, after ...string) {
		b.Subscribe(Handler{Point: Modify, Filter: filter, Layer: layer, Area: area, Phase: phase, After: after, File: area + ".lua", Func: func(*Event) error {
			calls = append(calls, name)
			return nil
		}})
	}
	add("mod-first", 2, "m", First, "av")
	add("combat-late", 0, "combat", Last, "av")
	add("units", 0, "units", Main, Any)
	add("combat", 0, "combat", Main, "av")
	add("other-stage", 0, "combat", Main, "dv")
	add("expansion", 1, "combat", Main, "av")
	add("after-units", 0, "assault", Main, "av", "units")
	require.Equal(t, 7, b.Len())
	require.NoError(t, b.Resolve(nil))
	require.NoError(t, b.Fire(&Event{Point: Modify, Filter: "av"}))
	assert.Equal(t, []string{"mod-first", "units", "after-units", "combat", "expansion", "combat-late"}, calls)
	assert.True(t, b.Has(Modify, "dv"))
	assert.False(t, b.Has(UnitEliminated, "x"))
	assert.Len(t, b.Handlers(Modify), 7)
}

func TestFireStopsAtVetoAndError(t *testing.T) {
	var b Bus
	ran := 0
	b.Subscribe(Handler{Point: ActionValidate, Func: func(ev *Event) error {
		ev.Veto = &Veto{Code: "no", Rule: "r"}
		return nil
	}})
	b.Subscribe(Handler{Point: ActionValidate, Func: func(*Event) error { ran++; return nil }})
	ev := &Event{Point: ActionValidate, Filter: "fire"}
	require.NoError(t, b.Fire(ev))
	assert.Equal(t, "no", ev.Veto.Code)
	assert.Zero(t, ran)

	var c Bus
	boom := errors.New("boom")
	c.Subscribe(Handler{Point: Step, Func: func(*Event) error { return boom }})
	c.Subscribe(Handler{Point: Step, Func: func(*Event) error { ran++; return nil }})
	assert.ErrorIs(t, c.Fire(&Event{Point: Step}), boom)
	assert.Zero(t, ran)
	assert.True(t, Known(Step))
	assert.False(t, Known("nope"))
}

// TestResolveWithoutHandlers: a ruleset of data alone subscribes nothing,
// and ordering its empty bus is no error.
func TestResolveWithoutHandlers(t *testing.T) {
	var b Bus
	require.NoError(t, b.Resolve(func(string) bool { return true }))
	assert.Zero(t, b.Len())
	assert.Empty(t, b.Handlers(Points[0]))
}
