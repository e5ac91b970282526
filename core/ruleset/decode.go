package ruleset

import (
	"fmt"
	"math/big"

	"github.com/hashicorp/hcl/v2"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// Attrs is a free-form set of values a ruleset attaches to something (a unit
// type's stats, a weapon's factors, an event's fields). Values are numbers,
// strings, bools, or lists and objects of them.
type Attrs map[string]cty.Value

// Number returns an attribute as an int, and false when it is absent or not a
// whole number.
func (a Attrs) Number(name string) (int, bool) {
	v, ok := a[name]
	if !ok || v.IsNull() || v.Type() != cty.Number {
		return 0, false
	}
	i, acc := v.AsBigFloat().Int64()
	if acc != big.Exact {
		return 0, false
	}
	return int(i), true
}

// String returns an attribute as a string.
func (a Attrs) String(name string) (string, bool) {
	v, ok := a[name]
	if !ok || v.IsNull() || v.Type() != cty.String {
		return "", false
	}
	return v.AsString(), true
}

// Bool returns an attribute as a bool.
func (a Attrs) Bool(name string) (bool, bool) {
	v, ok := a[name]
	if !ok || v.IsNull() || v.Type() != cty.Bool {
		return false, false
	}
	return v.True(), true
}

// decoder evaluates attributes of a node, collecting diagnostics.
type decoder struct {
	diags hcl.Diagnostics
}

func (d *decoder) errorf(subject hcl.Range, summary, format string, args ...any) {
	d.diags = append(d.diags, &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  summary,
		Detail:   fmt.Sprintf(format, args...),
		Subject:  subject.Ptr(),
	})
}

// value evaluates an attribute with no variables in scope.
func (d *decoder) value(n *node, name string) (cty.Value, *hcl.Range, bool) {
	a, ok := n.Attrs[name]
	if !ok {
		return cty.NilVal, nil, false
	}
	v, diags := a.Expr.Value(nil)
	d.diags = append(d.diags, diags...)
	if diags.HasErrors() {
		return cty.NilVal, nil, false
	}
	r := a.Expr.Range()
	return v, &r, true
}

func (d *decoder) typed(n *node, name string, ty cty.Type, want string) (cty.Value, bool) {
	v, r, ok := d.value(n, name)
	if !ok {
		return cty.NilVal, false
	}
	cv, err := convert.Convert(v, ty)
	if err != nil || cv.IsNull() || !cv.IsWhollyKnown() || hasNull(cv) {
		d.errorf(*r, "Incorrect attribute value type", "The argument %q must be %s.", name, want)
		return cty.NilVal, false
	}
	return cv, true
}

// hasNull reports whether a list, set, map or object holds a null element
// (["a", null] converts to a list of strings all the same).
func hasNull(v cty.Value) bool {
	t := v.Type()
	if !t.IsListType() && !t.IsSetType() && !t.IsMapType() && !t.IsObjectType() && !t.IsTupleType() {
		return false
	}
	for it := v.ElementIterator(); it.Next(); {
		if _, e := it.Element(); e.IsNull() || hasNull(e) {
			return true
		}
	}
	return false
}

func (d *decoder) str(n *node, name string) string {
	v, ok := d.typed(n, name, cty.String, "a string")
	if !ok {
		return ""
	}
	return v.AsString()
}

func (d *decoder) integer(n *node, name string, def int) int {
	v, ok := d.typed(n, name, cty.Number, "a whole number")
	if !ok {
		return def
	}
	i, acc := v.AsBigFloat().Int64()
	if acc != big.Exact {
		d.errorf(n.Attrs[name].Expr.Range(), "Incorrect attribute value type", "The argument %q must be a whole number.", name)
		return def
	}
	return int(i)
}

func (d *decoder) boolean(n *node, name string) bool {
	v, ok := d.typed(n, name, cty.Bool, "true or false")
	return ok && v.True()
}

func (d *decoder) strings(n *node, name string) []string {
	v, ok := d.typed(n, name, cty.List(cty.String), "a list of strings")
	if !ok || v.LengthInt() == 0 {
		return nil
	}
	out := make([]string, 0, v.LengthInt())
	for _, e := range v.AsValueSlice() {
		out = append(out, e.AsString())
	}
	return out
}

// object evaluates an attribute that must be an object of plain values.
func (d *decoder) object(n *node, name string) Attrs {
	v, r, ok := d.value(n, name)
	if !ok {
		return nil
	}
	if !v.Type().IsObjectType() && !v.Type().IsMapType() {
		d.errorf(*r, "Incorrect attribute value type", "The argument %q must be an object such as { speed = 6, armor = 18 }.", name)
		return nil
	}
	out := Attrs{}
	for k, e := range v.AsValueMap() {
		out[k] = e
	}
	return out
}

// scalars collects every attribute of a node not named in skip, each of
// which must evaluate to a known value.
func (d *decoder) scalars(n *node, skip map[string]bool) Attrs {
	out := Attrs{}
	for name := range n.Attrs {
		if skip[name] {
			continue
		}
		if v, _, ok := d.value(n, name); ok {
			out[name] = v
		}
	}
	return out
}
