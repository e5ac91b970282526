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
	add := func(name string, layer, prio int, filter string) {
		b.Subscribe(Handler{Point: Modify, Filter: filter, Layer: layer, Priority: prio, Func: func(*Event) error {
			calls = append(calls, name)
			return nil
		}})
	}
	add("mod-first", 2, -5, "av")
	add("base-late", 0, 10, "av")
	add("base-early", 0, 0, Any)
	add("base-same-prio", 0, 0, "av")
	add("other-stage", 0, 0, "dv")
	add("expansion", 1, 0, "av")
	require.NoError(t, b.Fire(&Event{Point: Modify, Filter: "av"}))
	assert.Equal(t, []string{"base-early", "base-same-prio", "base-late", "expansion", "mod-first"}, calls)
	assert.True(t, b.Has(Modify, "dv"))
	assert.False(t, b.Has(UnitEliminated, "x"))
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
