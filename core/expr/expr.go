// Package expr evaluates the small expressions ruleset data writes over
// facts (a modifier's `when` and `value`) without HCL's general machinery.
//
// HCL evaluates through cty, whose numbers are big floats and whose
// operators are typed functions: a condition like
// `!fire.fixed && fire.distance > fire.range` cost about 10 µs and dozens
// of allocations, and every attack tests several. Compile turns the common
// forms (literals, fact lookups, !, unary -, && || == != < <= > >= + - *,
// parentheses and ?:) over whole numbers, bools and strings into Go
// closures. Anything else, and any evaluation that leaves that ground (a
// missing fact, a fraction, mixed kinds, an overflow), reports that it
// cannot answer, and the caller evaluates the HCL expression instead, so
// results and error messages are HCL's own.
//
// The package knows expressions and facts; it must not know what any fact
// means.
package expr

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// Facts are the variables an expression reads: nested maps of bools,
// strings, whole numbers (int) and other numbers (float64).
type Facts = map[string]any

type kind uint8

const (
	kindBool kind = iota + 1
	kindInt
	kindString
)

// A value is what a compiled expression yields.
type value struct {
	kind kind
	b    bool
	n    int64
	s    string
}

// A Program is an expression compiled for Facts. The zero Program (from an
// expression outside the compiled forms) never answers.
type Program struct {
	eval func(Facts) (value, bool)
}

// Compile compiles e. The result answers for the facts on which e stays
// within the compiled forms.
func Compile(e hclsyntax.Expression) Program {
	if e == nil {
		return Program{}
	}
	return Program{eval: compile(e)}
}

// Bool evaluates the program to a bool; ok is false when it cannot answer
// and the caller must ask HCL.
func (p Program) Bool(f Facts) (b, ok bool) {
	if p.eval == nil {
		return false, false
	}
	v, ok := p.eval(f)
	if !ok || v.kind != kindBool {
		return false, false
	}
	return v.b, true
}

// Int evaluates the program to a whole number, as Bool does.
func (p Program) Int(f Facts) (n int, ok bool) {
	if p.eval == nil {
		return 0, false
	}
	v, ok := p.eval(f)
	if !ok || v.kind != kindInt || v.n > math.MaxInt32 || v.n < math.MinInt32 {
		return 0, false
	}
	return int(v.n), true
}

// String evaluates the program to a string, as Bool does.
func (p Program) String(f Facts) (s string, ok bool) {
	if p.eval == nil {
		return "", false
	}
	v, ok := p.eval(f)
	if !ok || v.kind != kindString {
		return "", false
	}
	return v.s, true
}

// Judge evaluates a condition e, compiled as p, over f: the program's
// answer when it gives one, else HCL's, so the result and any error are
// HCL's own.
func (p Program) Judge(e hcl.Expression, f Facts) (bool, error) {
	if b, ok := p.Bool(f); ok {
		return b, nil
	}
	val, err := hclValue(e, f)
	if err != nil {
		return false, err
	}
	if val.IsNull() || !val.IsKnown() || val.Type() != cty.Bool {
		return false, fmt.Errorf("must be true or false, got %s", val.Type().FriendlyName())
	}
	return val.True(), nil
}

// Text evaluates a string expression (a template such as
// "${unit.id} has fired") as Judge does.
func (p Program) Text(e hcl.Expression, f Facts) (string, error) {
	if s, ok := p.String(f); ok {
		return s, nil
	}
	val, err := hclValue(e, f)
	if err != nil {
		return "", err
	}
	if val.IsNull() || !val.IsKnown() || val.Type() != cty.String {
		return "", fmt.Errorf("must be a string, got %s", val.Type().FriendlyName())
	}
	return val.AsString(), nil
}

func hclValue(e hcl.Expression, f Facts) (cty.Value, error) {
	if e == nil {
		return cty.NilVal, errors.New("no expression")
	}
	val, diags := e.Value(&hcl.EvalContext{Variables: Cty(f)})
	if diags.HasErrors() {
		return cty.NilVal, diags
	}
	return val, nil
}

type evaluator = func(Facts) (value, bool)

// compile returns nil where e is outside the compiled forms.
func compile(e hclsyntax.Expression) evaluator {
	switch x := e.(type) {
	case *hclsyntax.LiteralValueExpr:
		v, ok := literal(x.Val)
		if !ok {
			return nil
		}
		return func(Facts) (value, bool) { return v, true }
	case *hclsyntax.TemplateExpr:
		// a quoted string is a template of one literal part
		if !x.IsStringLiteral() {
			return nil
		}
		v, diags := x.Value(nil)
		if diags.HasErrors() {
			return nil
		}
		lit, ok := literal(v)
		if !ok {
			return nil
		}
		return func(Facts) (value, bool) { return lit, true }
	case *hclsyntax.ParenthesesExpr:
		return compile(x.Expression)
	case *hclsyntax.ScopeTraversalExpr:
		return lookup(x.Traversal)
	case *hclsyntax.UnaryOpExpr:
		return unary(x)
	case *hclsyntax.BinaryOpExpr:
		return binary(x)
	case *hclsyntax.ConditionalExpr:
		return conditional(x)
	}
	return nil
}

func literal(v cty.Value) (value, bool) {
	if v.IsNull() || !v.IsKnown() {
		return value{}, false
	}
	switch v.Type() {
	case cty.Bool:
		return value{kind: kindBool, b: v.True()}, true
	case cty.String:
		return value{kind: kindString, s: v.AsString()}, true
	case cty.Number:
		n, acc := v.AsBigFloat().Int64()
		if acc != big.Exact {
			return value{}, false
		}
		return value{kind: kindInt, n: n}, true
	}
	return value{}, false
}

// Path reads a traversal of a fact: its root name, then attribute names
// and string keys (a name with a hyphen is written as a key,
// statuses["<a-name>"]); ok is false for one indexed by anything else.
func Path(t hcl.Traversal) ([]string, bool) {
	if len(t) == 0 {
		return nil, false
	}
	root, ok := t[0].(hcl.TraverseRoot)
	if !ok {
		return nil, false
	}
	path := []string{root.Name}
	for _, step := range t[1:] {
		switch x := step.(type) {
		case hcl.TraverseAttr:
			path = append(path, x.Name)
		case hcl.TraverseIndex:
			if x.Key.IsNull() || !x.Key.IsKnown() || x.Key.Type() != cty.String {
				return nil, false
			}
			path = append(path, x.Key.AsString())
		default:
			return nil, false
		}
	}
	return path, true
}

// Branch returns the map of the facts that holds the last step of path,
// making the maps on the way that f lacks, so a caller that reads the
// same facts again and again builds their tree once and fills its leaves.
func Branch(f Facts, path []string) Facts {
	into := f
	for _, step := range path[:len(path)-1] {
		next, ok := into[step].(map[string]any)
		if !ok {
			next = map[string]any{}
			into[step] = next
		}
		into = next
	}
	return into
}

// lookup reads a fact by its path (see Path).
func lookup(t hcl.Traversal) evaluator {
	path, ok := Path(t)
	if !ok {
		return nil
	}
	return func(f Facts) (value, bool) {
		var cur any = f
		for _, name := range path {
			m, ok := cur.(map[string]any)
			if !ok {
				return value{}, false
			}
			if cur, ok = m[name]; !ok {
				return value{}, false
			}
		}
		return fact(cur)
	}
}

func fact(v any) (value, bool) {
	switch x := v.(type) {
	case bool:
		return value{kind: kindBool, b: x}, true
	case string:
		// HCL compares strings in Unicode normal form; only ASCII is
		// already in it
		for i := 0; i < len(x); i++ {
			if x[i] >= utf8.RuneSelf {
				return value{}, false
			}
		}
		return value{kind: kindString, s: x}, true
	case int:
		return value{kind: kindInt, n: int64(x)}, true
	}
	return value{}, false
}

func unary(x *hclsyntax.UnaryOpExpr) evaluator {
	operand := compile(x.Val)
	if operand == nil {
		return nil
	}
	switch x.Op {
	case hclsyntax.OpLogicalNot:
		return func(f Facts) (value, bool) {
			v, ok := operand(f)
			if !ok || v.kind != kindBool {
				return value{}, false
			}
			return value{kind: kindBool, b: !v.b}, true
		}
	case hclsyntax.OpNegate:
		return func(f Facts) (value, bool) {
			v, ok := operand(f)
			if !ok || v.kind != kindInt || v.n == math.MinInt64 {
				return value{}, false
			}
			return value{kind: kindInt, n: -v.n}, true
		}
	}
	return nil
}

// binary compiles the operators whose HCL result the Go one matches
// exactly. Both sides are always evaluated, as HCL does, so a missing fact
// on either side sends the whole expression back to HCL and its error.
func binary(x *hclsyntax.BinaryOpExpr) evaluator {
	lhs, rhs := compile(x.LHS), compile(x.RHS)
	if lhs == nil || rhs == nil {
		return nil
	}
	op := operation(x.Op)
	if op == nil {
		return nil
	}
	return func(f Facts) (value, bool) {
		a, ok := lhs(f)
		if !ok {
			return value{}, false
		}
		b, ok := rhs(f)
		if !ok || a.kind != b.kind {
			return value{}, false
		}
		return op(a, b)
	}
}

func operation(op *hclsyntax.Operation) func(a, b value) (value, bool) {
	switch op {
	case hclsyntax.OpLogicalAnd:
		return bools(func(a, b bool) bool { return a && b })
	case hclsyntax.OpLogicalOr:
		return bools(func(a, b bool) bool { return a || b })
	case hclsyntax.OpEqual:
		return func(a, b value) (value, bool) { return value{kind: kindBool, b: a == b}, true }
	case hclsyntax.OpNotEqual:
		return func(a, b value) (value, bool) { return value{kind: kindBool, b: a != b}, true }
	case hclsyntax.OpGreaterThan:
		return compare(func(a, b int64) bool { return a > b })
	case hclsyntax.OpGreaterThanOrEqual:
		return compare(func(a, b int64) bool { return a >= b })
	case hclsyntax.OpLessThan:
		return compare(func(a, b int64) bool { return a < b })
	case hclsyntax.OpLessThanOrEqual:
		return compare(func(a, b int64) bool { return a <= b })
	case hclsyntax.OpAdd:
		return arithmetic(func(a, b int64) (int64, bool) {
			s := a + b
			return s, (s > a) == (b > 0)
		})
	case hclsyntax.OpSubtract:
		return arithmetic(func(a, b int64) (int64, bool) {
			d := a - b
			return d, (d < a) == (b > 0)
		})
	case hclsyntax.OpMultiply:
		return arithmetic(func(a, b int64) (int64, bool) {
			if a == 0 || b == 0 {
				return 0, true
			}
			p := a * b
			return p, p/b == a && !(a == -1 && b == math.MinInt64) && !(b == -1 && a == math.MinInt64)
		})
	}
	// division and modulo leave whole numbers: HCL answers them
	return nil
}

func bools(fn func(a, b bool) bool) func(a, b value) (value, bool) {
	return func(a, b value) (value, bool) {
		if a.kind != kindBool {
			return value{}, false
		}
		return value{kind: kindBool, b: fn(a.b, b.b)}, true
	}
}

func compare(fn func(a, b int64) bool) func(a, b value) (value, bool) {
	return func(a, b value) (value, bool) {
		if a.kind != kindInt {
			return value{}, false
		}
		return value{kind: kindBool, b: fn(a.n, b.n)}, true
	}
}

func arithmetic(fn func(a, b int64) (int64, bool)) func(a, b value) (value, bool) {
	return func(a, b value) (value, bool) {
		if a.kind != kindInt {
			return value{}, false
		}
		n, ok := fn(a.n, b.n)
		if !ok {
			return value{}, false
		}
		return value{kind: kindInt, n: n}, true
	}
}

func conditional(x *hclsyntax.ConditionalExpr) evaluator {
	cond, yes, no := compile(x.Condition), compile(x.TrueResult), compile(x.FalseResult)
	if cond == nil || yes == nil || no == nil {
		return nil
	}
	return func(f Facts) (value, bool) {
		c, ok := cond(f)
		if !ok || c.kind != kindBool {
			return value{}, false
		}
		// HCL unifies the two results' types: evaluate both and answer only
		// when they agree, so what HCL would refuse is left to HCL
		a, ok := yes(f)
		if !ok {
			return value{}, false
		}
		b, ok := no(f)
		if !ok || a.kind != b.kind {
			return value{}, false
		}
		if c.b {
			return a, true
		}
		return b, true
	}
}

// Cty converts facts to the cty values HCL evaluates over.
func Cty(f Facts) map[string]cty.Value {
	out := make(map[string]cty.Value, len(f))
	for k, v := range f {
		out[k] = ctyValue(v)
	}
	return out
}

func ctyValue(v any) cty.Value {
	switch x := v.(type) {
	case bool:
		return cty.BoolVal(x)
	case string:
		return cty.StringVal(x)
	case int:
		return cty.NumberIntVal(int64(x))
	case float64:
		return cty.NumberFloatVal(x)
	case map[string]any:
		return cty.ObjectVal(Cty(x))
	case []any:
		vals := make([]cty.Value, len(x))
		for i, e := range x {
			vals[i] = ctyValue(e)
		}
		return cty.TupleVal(vals)
	}
	return cty.NullVal(cty.DynamicPseudoType)
}
