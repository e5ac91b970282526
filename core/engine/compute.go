package engine

import (
	"fmt"
	"math/big"

	"github.com/hashicorp/hcl/v2"
	"github.com/nw68/nw68/core/explain"
	"github.com/nw68/nw68/core/expr"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/zclconf/go-cty/cty"
)

// A Computation asks for a value: its base terms and the facts the
// stage's modifiers may test.
type Computation struct {
	// Stage selects the modifiers and Modify handlers that apply ("av").
	Stage string
	// Name is how the value is shown ("AV").
	Name  string
	Terms []explain.Term
	// Facts are the variables modifiers' `when` and `value` expressions see:
	// nested maps of bools, strings and numbers. Build them lazily: they are
	// only read when the stage has declarative modifiers (see HasModifiers).
	Facts expr.Facts
	// Args and Payload are handed to Modify handlers.
	Args    map[string]any
	Payload any
}

// HasModifiers reports whether declarative modifiers apply at a stage.
func (e *Engine) HasModifiers(stage string) bool { return len(e.modsByStage[stage]) > 0 }

// Compute builds a value: the base terms, then the ruleset's declarative
// modifiers for the stage whose condition holds (in layer, then priority,
// then id order), then the Modify handlers. While an action resolves the value is
// logged with its explanation; during validation it is only returned.
func (e *Engine) Compute(c Computation) (explain.Value, error) {
	v := explain.Value{Name: c.Name, Terms: append([]explain.Term(nil), c.Terms...)}
	if err := e.modify(c.Stage, c.Facts, &v); err != nil {
		return v, err
	}
	ev := &hook.Event{Point: hook.Modify, Filter: c.Stage, Args: c.Args, Payload: c.Payload, Value: &v}
	if err := e.Bus.Fire(ev); err != nil {
		return v, err
	}
	if !e.readOnly {
		// a validate handler may compute to judge legality; only values
		// computed while resolving become part of the game's record
		e.Values = append(e.Values, v)
		e.Logf("", "%s", v)
	}
	return v, nil
}

// modify adds to a value the terms of the stage's declarative modifiers
// whose condition holds, in their order.
func (e *Engine) modify(stage string, facts expr.Facts, v *explain.Value) error {
	f := modifierFacts{facts: facts}
	for _, m := range e.modsByStage[stage] {
		applies, err := m.applies(&f)
		if err != nil {
			return err
		}
		if !applies {
			continue
		}
		amount, err := m.value(&f)
		if err != nil {
			return err
		}
		v.Add(m.Label, amount, m.Rule)
	}
	return nil
}

// A compiledModifier is a modifier with its expressions compiled for the
// common forms; HCL evaluates the rest.
type compiledModifier struct {
	*ruleset.Modifier
	when, amount expr.Program
}

func compileModifier(m *ruleset.Modifier) compiledModifier {
	return compiledModifier{Modifier: m, when: expr.Compile(m.When), amount: expr.Compile(m.Value)}
}

// modifierFacts are a computation's facts, converted for HCL only when a
// modifier needs it.
type modifierFacts struct {
	facts expr.Facts
	hcl   *hcl.EvalContext
}

func (f *modifierFacts) context() *hcl.EvalContext {
	if f.hcl == nil {
		f.hcl = &hcl.EvalContext{Variables: expr.Cty(f.facts)}
	}
	return f.hcl
}

func (m compiledModifier) applies(f *modifierFacts) (bool, error) {
	if m.When == nil {
		return true, nil
	}
	if b, ok := m.when.Bool(f.facts); ok {
		return b, nil
	}
	val, diags := m.When.Value(f.context())
	if diags.HasErrors() {
		return false, fmt.Errorf("modifier %q (%s): when: %w", m.ID, m.Range, diags)
	}
	if val.IsNull() || val.Type() != cty.Bool {
		return false, fmt.Errorf("modifier %q (%s): when must be true or false, got %s", m.ID, m.Range, val.Type().FriendlyName())
	}
	return val.True(), nil
}

func (m compiledModifier) value(f *modifierFacts) (int, error) {
	if n, ok := m.amount.Int(f.facts); ok {
		return n, nil
	}
	val, diags := m.Value.Value(f.context())
	if diags.HasErrors() {
		return 0, fmt.Errorf("modifier %q (%s): value: %w", m.ID, m.Range, diags)
	}
	if val.IsNull() || val.Type() != cty.Number {
		return 0, fmt.Errorf("modifier %q (%s): value must be a number, got %s", m.ID, m.Range, val.Type().FriendlyName())
	}
	n, acc := val.AsBigFloat().Int64()
	if acc != big.Exact {
		return 0, fmt.Errorf("modifier %q (%s): value must be a whole number", m.ID, m.Range)
	}
	return int(n), nil
}
