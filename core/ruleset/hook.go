package ruleset

import (
	"fmt"
	"maps"
	"slices"

	"github.com/hashicorp/hcl/v2"
)

// KindHook declares a hook point a ruleset owns: a moment of its own play
// (a walk ended, a strike landed, a drawn marker's kind) at which other
// areas and mods take part through the kernel's bus, ordered, documented
// and replaceable as at the kernel's own points. Scripts fire it with
// nw68.fire and subscribe with nw68.on.
const KindHook = "hook"

// A Hook is a declared hook point.
type Hook struct {
	// Point is the block's label: what nw68.fire and nw68.on name.
	Point string
	Rule  string
	Title string
	// Filter says what the point's filter names (the kind of strike...).
	Filter string
	// Args names each field of the table the firing script passes, with
	// what it holds; Returns says what a handler returns, if anything.
	Args    map[string]string
	Returns string
	Layer   string
	Range   hcl.Range
}

// ArgNames returns the hook's argument names, sorted.
func (k *Hook) ArgNames() []string { return slices.Sorted(maps.Keys(k.Args)) }

var hookSchema = schema{attrs: map[string]bool{"rule": true, "title": true, "filter": true, "args": false, "returns": false}}

func (d *decoder) hook(n *node) *Hook {
	what := fmt.Sprintf("hook %q", n.name())
	d.diags = append(d.diags, hookSchema.check(n, what)...)
	return &Hook{Point: n.name(), Rule: d.str(n, "rule"), Title: d.str(n, "title"), Filter: d.str(n, "filter"),
		Returns: d.str(n, "returns"), Args: d.descriptions(n, "args", what, "argument"), Layer: n.Layer, Range: n.DefRange}
}
