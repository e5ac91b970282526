package hook

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHandlerIDs(t *testing.T) {
	var b Bus
	noop := func(*Event) error { return nil }
	require.NoError(t, b.Subscribe(Handler{Point: ActionValidate, Filter: "fire", Area: "combat", Func: noop}))
	require.NoError(t, b.Subscribe(Handler{Point: ActionValidate, Filter: "fire", Area: "combat", Func: noop}))
	require.NoError(t, b.Subscribe(Handler{Point: Modify, Area: "combat", Func: noop}))
	require.NoError(t, b.Subscribe(Handler{ID: "range", Named: true, Point: ActionValidate, Filter: "fire", Area: "combat", Source: "combat/fire.lua:9", Func: noop}))
	assert.Equal(t, []string{"combat.action_validate.fire", "combat.action_validate.fire#2", "combat.modify.any", "combat.range"}, b.IDs())

	err := b.Subscribe(Handler{ID: "range", Named: true, Point: Step, Area: "combat", Func: noop})
	require.ErrorContains(t, err, `handler id "combat.range" is taken by the handler at combat/fire.lua:9`)
}

func TestReplaceAndRemove(t *testing.T) {
	var calls []string
	call := func(name string) Func { return func(*Event) error { calls = append(calls, name); return nil } }
	var b Bus
	require.NoError(t, b.Subscribe(Handler{ID: "a", Named: true, Point: Step, Area: "turn", Func: call("a")}))
	require.NoError(t, b.Subscribe(Handler{ID: "b", Named: true, Point: Step, Area: "turn", Func: call("b")}))
	require.NoError(t, b.Subscribe(Handler{ID: "c", Named: true, Point: Step, Area: "turn", Func: call("c")}))

	require.NoError(t, b.Replace("turn.a", 1, call("A"), "mod/x.lua:1"))
	require.NoError(t, b.Remove("turn.b", 1, "mod/x.lua:2"))
	require.NoError(t, b.Resolve(nil))
	require.NoError(t, b.Fire(&Event{Point: Step}))
	assert.Equal(t, []string{"A", "c"}, calls, "the replaced handler keeps its place; the removed one is gone")
	h, ok := b.Lookup("turn.a")
	require.True(t, ok)
	assert.Equal(t, "mod/x.lua:1", h.Changed)
	gone := b.Removed(Step)
	require.Len(t, gone, 1)
	assert.Equal(t, "turn.b", gone[0].ID)
	assert.Equal(t, "mod/x.lua:2", gone[0].Changed)
	assert.Empty(t, b.Removed(Modify))

	var unknown *UnknownHandler
	require.ErrorAs(t, b.Replace("turn.z", 1, call("z"), "m"), &unknown)
	assert.Equal(t, "turn.z", unknown.ID)
	assert.ErrorContains(t, b.Replace("turn.a", 2, call("again"), "other/y.lua:4"), "already replaced at mod/x.lua:1: two layers changing one handler conflict")
	assert.ErrorContains(t, b.Remove("turn.a", 2, "other/y.lua:5"), "already replaced")
	assert.ErrorContains(t, b.Replace("turn.b", 2, call("b2"), "other/y.lua:6"), "already removed at mod/x.lua:2")
	assert.ErrorContains(t, b.Replace("turn.c", 0, call("own"), "turn/t.lua:3"), "belongs to this layer")
}

func TestDeclaredPoints(t *testing.T) {
	var b Bus
	require.NoError(t, b.Declare("walk_done"))
	assert.ErrorContains(t, b.Declare("walk_done"), "declared twice")
	assert.ErrorContains(t, b.Declare(Step), "one of the kernel's")
	assert.True(t, b.Known("walk_done"))
	assert.True(t, b.Declared("walk_done"))
	assert.False(t, b.Declared(Step))
	assert.False(t, Known("walk_done"), "the kernel's list stays the kernel's")
	assert.Equal(t, Point("walk_done"), b.Points()[len(b.Points())-1])

	ran := 0
	require.NoError(t, b.Subscribe(Handler{Point: "walk_done", Filter: "fire", Area: "combat", Func: func(*Event) error { ran++; return nil }}))
	require.NoError(t, b.Resolve(nil))
	require.NoError(t, b.Fire(&Event{Point: "walk_done", Filter: "fire"}))
	assert.Equal(t, 1, ran)
}

// TestNamedHandlersOrderByID: an area may split its handlers of one event
// over files when it names them; unnamed, their order would follow the
// files' names and is refused.
func TestNamedHandlersOrderByID(t *testing.T) {
	var calls []string
	call := func(name string) Func { return func(*Event) error { calls = append(calls, name); return nil } }
	var b Bus
	require.NoError(t, b.Subscribe(Handler{ID: "z-last", Named: true, Point: Step, Area: "skills", File: "skills/a.lua", Func: call("z")}))
	require.NoError(t, b.Subscribe(Handler{ID: "a-first", Named: true, Point: Step, Area: "skills", File: "skills/b.lua", Func: call("a")}))
	require.NoError(t, b.Subscribe(Handler{Point: Step, Area: "turn", File: "turn/t.lua", After: []string{"skills.z-last"}, Func: call("turn")}))
	require.NoError(t, b.Resolve(nil))
	require.NoError(t, b.Fire(&Event{Point: Step}))
	assert.Equal(t, []string{"a", "z", "turn"}, calls)

	var c Bus
	c.Subscribe(Handler{Point: Step, Area: "skills", File: "skills/a.lua", Source: "skills/a.lua:1", Func: call("x")})
	c.Subscribe(Handler{Point: Step, Area: "skills", File: "skills/b.lua", Source: "skills/b.lua:1", Func: call("y")})
	assert.ErrorContains(t, c.Resolve(nil), "come from two files")

	var d Bus
	d.Subscribe(Handler{Point: Step, Area: "turn", Source: "turn/t.lua:2", After: []string{"skills.nope"}, Func: call("t")})
	assert.ErrorContains(t, d.Resolve(nil), `no step handler has the id "skills.nope"`)
}
