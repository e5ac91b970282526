package hook

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// h is a handler of action_validate declared at file:line.
func h(source, area, filter string, opts ...func(*Handler)) *Handler {
	file, _, _ := cutLast(source, ":")
	x := &Handler{Point: ActionValidate, Filter: filter, Area: area, File: file, Source: source}
	for _, o := range opts {
		o(x)
	}
	return x
}

// cutLast cuts s around the last sep.
func cutLast(s, sep string) (string, string, bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

func after(areas ...string) func(*Handler)  { return func(x *Handler) { x.After = areas } }
func before(areas ...string) func(*Handler) { return func(x *Handler) { x.Before = areas } }
func phase(p Phase) func(*Handler)          { return func(x *Handler) { x.Phase = p } }
func layer(l int) func(*Handler)            { return func(x *Handler) { x.Layer = l } }

func sources(list []*Handler) []string {
	out := make([]string, len(list))
	for i, x := range list {
		out[i] = x.Source
	}
	return out
}

func TestOrder(t *testing.T) {
	known := func(area string) bool {
		return slices.Contains([]string{"combat", "units", "turn", "planes", "m"}, area)
	}
	tests := []struct {
		name     string
		handlers []*Handler
		want     []string
		err      []string
	}{
		{
			name: "by area name where nothing else decides",
			handlers: []*Handler{
				h("units/a.lua:1", "units", "fire"),
				h("combat/b.lua:1", "combat", "fire"),
				h("combat/b.lua:9", "combat", Any),
			},
			want: []string{"combat/b.lua:1", "combat/b.lua:9", "units/a.lua:1"},
		},
		{
			name: "phases first, then before and after",
			handlers: []*Handler{
				h("combat/b.lua:1", "combat", "fire"),
				h("units/a.lua:1", "units", "fire", before("combat")),
				h("units/a.lua:5", "units", "fire", after("combat")),
				h("turn/t.lua:1", "turn", Any, phase(First)),
				h("planes/p.lua:1", "planes", "fire", phase(Last)),
			},
			want: []string{"turn/t.lua:1", "units/a.lua:1", "combat/b.lua:1", "units/a.lua:5", "planes/p.lua:1"},
		},
		{
			name: "a mod orders its handler before the ruleset's",
			handlers: []*Handler{
				h("combat/b.lua:1", "combat", "fire"),
				h("units/a.lua:1", "units", "fire"),
				h("mods/m/m.lua:1", "m", "fire", layer(1), before("units")),
				h("mods/m/m.lua:2", "m", "fire", layer(1)),
			},
			want: []string{"combat/b.lua:1", "mods/m/m.lua:1", "units/a.lua:1", "mods/m/m.lua:2"},
		},
		{
			name: "an order against handlers of other events is no order",
			handlers: []*Handler{
				h("units/a.lua:1", "units", "move", before("combat")),
				h("combat/b.lua:1", "combat", "fire"),
				h("units/a.lua:2", "units", "fire"),
			},
			want: []string{"combat/b.lua:1", "units/a.lua:1", "units/a.lua:2"},
		},
		{
			name: "two files of one area",
			handlers: []*Handler{
				h("units/a.lua:1", "units", "fire"),
				h("units/b.lua:1", "units", Any),
				h("units/c.lua:1", "units", "move"),
			},
			err: []string{`units/a.lua:1: this action_validate handler of "fire" and the one at units/b.lua:1, both of area "units", come from two files`},
		},
		{
			name: "two files of one area, one ordered against the rest",
			handlers: []*Handler{
				h("units/b.lua:1", "units", "fire", after("units")),
				h("units/a.lua:1", "units", "fire"),
			},
			want: []string{"units/a.lua:1", "units/b.lua:1"},
		},
		{
			name: "unknown area",
			handlers: []*Handler{
				h("units/a.lua:3", "units", "fire", after("comabt")),
			},
			err: []string{`units/a.lua:3: no loaded ruleset or mod has an area "comabt"`},
		},
		{
			name: "before and after order handlers of one phase",
			handlers: []*Handler{
				h("units/a.lua:3", "units", "fire", before("combat")),
				h("combat/b.lua:7", "combat", "fire", phase(First)),
				h("combat/b.lua:9", "combat", "fire"),
			},
			want: []string{"combat/b.lua:7", "units/a.lua:3", "combat/b.lua:9"},
		},
		{
			name: "cycle",
			handlers: []*Handler{
				h("units/a.lua:3", "units", "fire", after("combat")),
				h("combat/b.lua:7", "combat", "fire", after("turn")),
				h("turn/t.lua:2", "turn", Any, after("units")),
				h("planes/p.lua:1", "planes", "fire", after("units")),
			},
			err: []string{`combat/b.lua:7: the handlers of action_validate are ordered in a cycle: combat/b.lua:7 (area "combat") runs after turn/t.lua:2 (area "turn") runs after units/a.lua:3 (area "units") runs after combat/b.lua:7`},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Order(tt.handlers, known)
			if tt.err != nil {
				require.Error(t, err)
				for _, e := range tt.err {
					assert.Contains(t, err.Error(), e)
				}
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, sources(got))
		})
	}
}

// TestOrderIgnoresFileNames renames every file of a set of handlers and
// finds the same order.
func TestOrderIgnoresFileNames(t *testing.T) {
	build := func(rename func(string) string) []*Handler {
		return []*Handler{
			h(rename("units/apc.lua")+":1", "units", "fire", before("combat")),
			h(rename("units/apc.lua")+":9", "units", "fire", after("combat")),
			h(rename("combat/fire.lua")+":4", "combat", "fire"),
			h(rename("units/weapons.lua")+":2", "units", "move"),
			h(rename("turn/activation.lua")+":2", "turn", Any, phase(First)),
			h(rename("planes/air.lua")+":2", "planes", Any),
		}
	}
	lines := func(list []*Handler) []string {
		var out []string
		for _, x := range list {
			_, line, _ := cutLast(x.Source, ":")
			out = append(out, x.Area+":"+line)
		}
		return out
	}
	a, err := Order(build(func(s string) string { return s }), nil)
	require.NoError(t, err)
	b, err := Order(build(func(s string) string { d, f, _ := cutLast(s, "/"); return d + "/zz-" + f }), nil)
	require.NoError(t, err)
	assert.Equal(t, lines(a), lines(b))
	assert.Equal(t, []string{"turn:2", "units:1", "combat:4", "planes:2", "units:9", "units:2"}, lines(a))
}

func TestOrderBoundsItsErrors(t *testing.T) {
	var many []*Handler
	for i := range 200 {
		many = append(many, h(fmt.Sprintf("units/f%d.lua:1", i), "units", "fire"))
	}
	_, err := Order(many, nil)
	require.Error(t, err)
	assert.Equal(t, maxErrors+1, strings.Count(err.Error(), "\n")+1)
	assert.Contains(t, err.Error(), "and more problems with the order of the action_validate handlers")
}

func TestParsePhase(t *testing.T) {
	for _, name := range []string{"first", "main", "last"} {
		p, ok := ParsePhase(name)
		require.True(t, ok)
		assert.Equal(t, name, p.String())
	}
	p, ok := ParsePhase("early")
	assert.False(t, ok)
	assert.Equal(t, Main, p)
	assert.Equal(t, Main, Phase(0))
}
