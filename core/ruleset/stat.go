package ruleset

import (
	"fmt"
	"maps"
	"slices"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// KindStat declares a stat that entities of one kind may carry, for a layer
// that patches a stat no block of that kind states yet (`stat
// "armor_top" { kind = "unit_type", ... }`). A stat some block of the kind
// states in any loaded layer needs no declaration. What the kernel reads
// of an entity is no stat but an attribute beside them (kernelAttrs).
const KindStat = "stat"

// A Stat is a stat a stat block declares.
type Stat struct {
	// Name is the block's label: the key in the entities' stats.
	Name string
	// Kind is the kind of entity that carries it (unit_type, terrain...).
	Kind  string
	Rule  string
	Title string
	Layer string
	Range hcl.Range
}

var statSchema = schema{attrs: map[string]bool{"kind": true, "rule": true, "title": true}}

func (d *decoder) stat(n *node) *Stat {
	what := fmt.Sprintf("stat %q", n.name())
	d.diags = append(d.diags, statSchema.check(n, what)...)
	s := &Stat{Name: n.name(), Kind: d.str(n, "kind"), Rule: d.str(n, "rule"), Title: d.str(n, "title"), Layer: n.Layer, Range: n.DefRange}
	if _, ok := n.Attrs["kind"]; ok && s.Kind != "" && !slices.Contains(entityKinds, s.Kind) {
		d.errorf(n.Attrs["kind"].Expr.Range(), "Unknown entity kind", "%s is carried by entities of a kind: one of %s, not %q.", what, joinKinds(), s.Kind)
	}
	return s
}

func joinKinds() string {
	kinds := map[string]bool{}
	for _, k := range entityKinds {
		kinds[k] = true
	}
	return sortedJoin(kinds)
}

// A statIndex is what the merger notes of stats: the stats each kind's
// blocks declare in any layer, and the patches of entities.
type statIndex struct {
	declared map[string]map[string]bool // kind -> stat
	patches  []*node
}

// A statKey is one stat a block writes, where it writes it.
type statKey struct {
	name string
	at   hcl.Range
}

// noteStats records the stats an entity block of a layer declares, front
// and faces: what patches of its kind may set.
func (s *statIndex) noteStats(n *node) {
	if !slices.Contains(entityKinds, n.Kind) {
		return
	}
	if s.declared[n.Kind] == nil {
		s.declared[n.Kind] = map[string]bool{}
	}
	for _, k := range blockStats(n) {
		s.declared[n.Kind][k.name] = true
	}
}

// notePatch records a patch of an entity, to check its stats once every
// layer is merged.
func (s *statIndex) notePatch(n *node) {
	if slices.Contains(entityKinds, n.Labels[0]) {
		s.patches = append(s.patches, n)
	}
}

// blockStats lists the stats a block writes, its faces' included, each at
// its key.
func blockStats(n *node) []statKey {
	out := objectKeys(n.Attrs["stats"])
	for _, b := range n.Blocks {
		if b.Kind == "face" {
			out = append(out, objectKeys(b.Attrs["stats"])...)
		}
	}
	return out
}

// objectKeys lists the keys an object attribute writes: each item's key
// of an object written out, else (an expression) the keys of its value,
// at the expression.
func objectKeys(a *hclsyntax.Attribute) []statKey {
	if a == nil {
		return nil
	}
	if o, ok := a.Expr.(*hclsyntax.ObjectConsExpr); ok {
		out := make([]statKey, 0, len(o.Items))
		for _, item := range o.Items {
			if k, ok := objectKey(item.KeyExpr); ok {
				out = append(out, statKey{k, item.KeyExpr.Range()})
			}
		}
		return out
	}
	v, diags := a.Expr.Value(nil)
	if diags.HasErrors() || !v.IsWhollyKnown() || v.IsNull() || !(v.Type().IsObjectType() || v.Type().IsMapType()) {
		return nil // the decoder reports it
	}
	var out []statKey
	for _, k := range slices.Sorted(maps.Keys(v.AsValueMap())) {
		out = append(out, statKey{k, a.Expr.Range()})
	}
	return out
}

// checkPatchedStats refuses a patch that sets a stat no block of the
// entity's kind declares in any loaded layer and no stat block declares
// for the kind: a typo (`amor` for `armor`) would otherwise load as one
// more stat that no rule reads. A kernel attribute written as a stat is
// the decoder's to refuse (kernelStatsIn).
func (s *statIndex) checkPatchedStats(rs *Ruleset) hcl.Diagnostics {
	var diags hcl.Diagnostics
	spellers := map[string]*Speller{}
	for _, p := range s.patches {
		kind, id := p.Labels[0], p.Labels[1]
		for _, k := range blockStats(p) {
			if _, kernel := kernelAttrs[k.name]; kernel || s.known(rs, kind, k.name) {
				continue
			}
			sp := spellers[kind]
			if sp == nil {
				sp = NewSpeller(s.statsOf(rs, kind))
				spellers[kind] = sp
			}
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Unknown stat",
				Detail: fmt.Sprintf("Patch %q %q sets stat %q, which no %s of the loaded layers declares and the kernel does not read.%s A layer that adds a stat declares it: stat %q { kind = %q, rule = \"<rule id>\", title = \"what it holds\" }.",
					kind, id, k.name, kind, sp.DidYouMean(k.name), k.name, kind),
				Subject: k.at.Ptr(),
				Context: p.DefRange.Ptr(),
			})
		}
	}
	return diags
}

func (s *statIndex) known(rs *Ruleset, kind, name string) bool {
	if s.declared[kind][name] {
		return true
	}
	st, ok := rs.Stats[name]
	return ok && st.Kind == kind
}

// statsOf lists the stats a patch of a kind may set.
func (s *statIndex) statsOf(rs *Ruleset, kind string) []string {
	names := slices.Collect(maps.Keys(s.declared[kind]))
	for name, st := range rs.Stats {
		if st.Kind == kind {
			names = append(names, name)
		}
	}
	return names
}
