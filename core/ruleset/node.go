package ruleset

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// A node is a block in generic form: its attributes as unevaluated
// expressions and its nested blocks, with the ranges diagnostics point at.
type node struct {
	Kind     string
	Labels   []string
	Attrs    map[string]*hclsyntax.Attribute
	Blocks   []*node
	DefRange hcl.Range
	Layer    string
	// Changes are the blocks of later layers that replaced or patched
	// this one, in load order.
	Changes []Change
}

// A Change is a later layer's block that replaced or patched a block of an
// earlier one: what `nw68 rule` shows of a rule the expansion overrides.
type Change struct {
	// Kind is "replaces" for a block of the same kind and id, or "patch".
	Kind  string
	Layer string
	Range hcl.Range
	// Of and OfLayer say where the replaced block was (a replacement only).
	Of      hcl.Range
	OfLayer string
}

func (n *node) name() string {
	if len(n.Labels) == 0 {
		return ""
	}
	return n.Labels[0]
}

func newNode(b *hclsyntax.Block, layer string) *node {
	n := &node{
		Kind:     b.Type,
		Labels:   b.Labels,
		Attrs:    make(map[string]*hclsyntax.Attribute, len(b.Body.Attributes)),
		DefRange: b.DefRange(),
		Layer:    layer,
	}
	for name, a := range b.Body.Attributes {
		n.Attrs[name] = a
	}
	for _, child := range b.Body.Blocks {
		n.Blocks = append(n.Blocks, newNode(child, layer))
	}
	return n
}

// bodyNode wraps a whole file body as a node without a header.
func bodyNode(body *hclsyntax.Body, layer string) *node {
	n := &node{Attrs: body.Attributes, DefRange: body.SrcRange, Layer: layer}
	for _, child := range body.Blocks {
		n.Blocks = append(n.Blocks, newNode(child, layer))
	}
	return n
}

// clone copies the node so a patch never changes a block another layer holds.
func (n *node) clone() *node {
	c := *n
	c.Attrs = make(map[string]*hclsyntax.Attribute, len(n.Attrs))
	for k, v := range n.Attrs {
		c.Attrs[k] = v
	}
	c.Blocks = make([]*node, len(n.Blocks))
	for i, b := range n.Blocks {
		c.Blocks[i] = b.clone()
	}
	return &c
}

// patch returns a copy of n with the attributes and blocks of p laid over it:
// an attribute replaces the one of the same name, except that an object
// written out in the patch is merged key by key into an object of the
// original; a nested block patches the block with the same header, or is
// added.
func (n *node) patch(p *node) (*node, hcl.Diagnostics) {
	var diags hcl.Diagnostics
	out := n.clone()
	for name, a := range p.Attrs {
		if old, ok := out.Attrs[name]; ok {
			if merged, ok := mergeObjects(old, a); ok {
				out.Attrs[name] = merged
				continue
			}
		}
		out.Attrs[name] = a
	}
	// An index by header keeps a patch of many nested blocks (a map's hexes)
	// linear; it holds the first block of each header, which a patch changes.
	index := make(map[string]int, len(out.Blocks))
	for i := len(out.Blocks) - 1; i >= 0; i-- {
		index[out.Blocks[i].header()] = i
	}
	for _, pb := range p.Blocks {
		if i, ok := index[pb.header()]; ok {
			patched, d := out.Blocks[i].patch(pb)
			diags = append(diags, d...)
			out.Blocks[i] = patched
			continue
		}
		index[pb.header()] = len(out.Blocks)
		out.Blocks = append(out.Blocks, pb)
	}
	return out, diags
}

// header identifies a block by kind and labels.
func (n *node) header() string {
	return fmt.Sprintf("%q", append([]string{n.Kind}, n.Labels...))
}

// mergeObjects merges two object constructors key by key, the patch winning.
func mergeObjects(base, over *hclsyntax.Attribute) (*hclsyntax.Attribute, bool) {
	bo, ok1 := base.Expr.(*hclsyntax.ObjectConsExpr)
	oo, ok2 := over.Expr.(*hclsyntax.ObjectConsExpr)
	if !ok1 || !ok2 {
		return nil, false
	}
	merged := &hclsyntax.ObjectConsExpr{SrcRange: oo.SrcRange, OpenRange: oo.OpenRange}
	overKeys := map[string]bool{}
	for _, item := range oo.Items {
		if k, ok := objectKey(item.KeyExpr); ok {
			overKeys[k] = true
		}
	}
	for _, item := range bo.Items {
		if k, ok := objectKey(item.KeyExpr); ok && overKeys[k] {
			continue
		}
		merged.Items = append(merged.Items, item)
	}
	merged.Items = append(merged.Items, oo.Items...)
	a := *over
	a.Expr = merged
	return &a, true
}

func objectKey(expr hclsyntax.Expression) (string, bool) {
	if kw := hcl.ExprAsKeyword(expr); kw != "" {
		return kw, true
	}
	v, diags := expr.Value(nil)
	if diags.HasErrors() || !v.IsKnown() || v.IsNull() || v.Type() != cty.String {
		return "", false
	}
	return v.AsString(), true
}

// schema describes the attributes and nested blocks a block kind allows.
type schema struct {
	attrs  map[string]bool // name -> required
	blocks map[string]int  // nested block type -> number of labels
	// where, when set, says where blocks go instead (a layer's header
	// takes none: they belong in the folder's other files).
	where string
}

// check reports unknown or missing attributes and unknown nested blocks.
func (s schema) check(n *node, what string) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for name, a := range n.Attrs {
		if _, ok := s.attrs[name]; !ok {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Unsupported argument",
				Detail:   fmt.Sprintf("An argument named %q is not expected in %s. Expected one of: %s.", name, what, s.attrList()),
				Subject:  a.NameRange.Ptr(),
			})
		}
	}
	for name, required := range s.attrs {
		if _, ok := n.Attrs[name]; required && !ok {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Missing required argument",
				Detail:   fmt.Sprintf("The argument %q is required in %s.", name, what),
				Subject:  n.DefRange.Ptr(),
			})
		}
	}
	for _, b := range n.Blocks {
		labels, ok := s.blocks[b.Kind]
		switch {
		case !ok:
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Unsupported block type",
				Detail:   fmt.Sprintf("Blocks of type %q are not expected in %s.%s", b.Kind, what, s.blockHint()),
				Subject:  b.DefRange.Ptr(),
			})
		case len(b.Labels) != labels:
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Wrong number of labels",
				Detail:   fmt.Sprintf("A %q block in %s takes %d label(s), not %d.", b.Kind, what, labels, len(b.Labels)),
				Subject:  b.DefRange.Ptr(),
			})
		}
	}
	return diags
}

func (s schema) attrList() string {
	return sortedJoin(s.attrs)
}

func (s schema) blockHint() string {
	if s.where != "" {
		return " " + s.where
	}
	if len(s.blocks) == 0 {
		return " It takes no nested blocks."
	}
	return " Expected one of: " + sortedJoin(s.blocks) + "."
}
