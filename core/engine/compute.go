package engine

import (
	"fmt"
	"math/big"
	"slices"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/nw68/nw68/core/explain"
	"github.com/nw68/nw68/core/expr"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/zclconf/go-cty/cty"
)

// A Computation asks for a value: its base terms and the facts the
// stage's modifiers may test.
type Computation struct {
	// Stage selects the modifiers and Modify handlers that apply ("av").
	Stage string
	// Name is how the value is shown ("AV"); NameKey and NameParams, when
	// set, the message it is the English of.
	Name       string
	NameKey    string
	NameParams map[string]any
	Terms      []explain.Term
	// Facts are the variables modifiers' `when` and `value` expressions see:
	// nested maps of bools, strings and numbers. Build them lazily: they are
	// only read when the stage has declarative modifiers (see HasModifiers).
	Facts expr.Facts
	// Args and Payload are handed to Modify handlers.
	Args    map[string]any
	Payload any
}

// Labelled is a term or a value's name a script gives: its label plain
// text, or (when it names a message, or params are given) a message's key
// rendered in English with params and kept so each reader reads it in
// their language.
func (e *Engine) Labelled(label string, params map[string]any) (english, key string, err error) {
	if _, named := e.Rules.Messages[label]; !named && params == nil {
		return label, "", nil
	}
	_, english, err = e.Message(label, params)
	return english, label, err
}

// HasModifiers reports whether declarative modifiers apply at a stage.
func (e *Engine) HasModifiers(stage string) bool { return len(e.modsByStage[stage]) > 0 }

// Compute builds a value: the base terms, then the ruleset's declarative
// modifiers for the stage whose condition holds (in layer, then priority,
// then id order), then the Modify handlers. While an action resolves the value is
// logged with its explanation; during validation it is only returned.
func (e *Engine) Compute(c Computation) (explain.Value, error) {
	v := explain.Value{Name: c.Name, NameKey: c.NameKey, NameParams: c.NameParams}
	for _, t := range c.Terms {
		v.AddTerm(t)
	}
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
		text := v.String()
		e.Log = append(e.Log, LogEntry{Turn: e.State.Turn, Phase: e.State.Phase, Action: len(e.Actions), Text: text, Value: &v, Readers: e.ReadersOf([]string{text})})
	}
	return v, nil
}

// modify applies to a value the stage's declarative modifiers whose
// condition holds, in their order: each adds its term, puts it in place of
// the terms of the rules it replaces, removes those of the rules it
// removes, or adds the terms of a hex's terrain.
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
		switch {
		case m.TerrainOf != nil:
			if err := e.addTerrainTerms(m, &f, v); err != nil {
				return err
			}
			continue
		case len(m.Removes) > 0:
			v.RemoveTerms(m.Removes, m.Label, m.Rule)
			continue
		}
		amount, err := m.value(&f)
		if err != nil {
			return err
		}
		if len(m.Replaces) > 0 {
			v.ReplaceTerms(m.Replaces, m.Label, amount, m.Rule)
		} else {
			v.Add(m.Label, amount, m.Rule)
		}
	}
	return nil
}

// addTerrainTerms adds the terms of the terrain of the hex a terrain
// modifier names; a hex named "" (a unit off the map) has none.
func (e *Engine) addTerrainTerms(m compiledModifier, f *modifierFacts, v *explain.Value) error {
	label, err := m.text(f, m.terrainOf, m.TerrainOf, "terrain_of")
	if err != nil || label == "" {
		return err
	}
	stat, err := m.text(f, m.stat, m.Stat, "stat")
	if err != nil {
		return err
	}
	h, err := e.Layout.Parse(label)
	if err != nil {
		return fmt.Errorf("modifier %q (%s): terrain_of: %w", m.ID, m.Range, err)
	}
	for _, t := range e.TerrainTerms(h, stat) {
		v.Add(t.Label, t.Value, t.Rule)
	}
	return nil
}

// TerrainTerms lists what the terrain of a hex gives by a stat ("dv_inf"),
// one term for each part of it with the stat, not 0: its terrain, its
// features by id, then the markers placed on it by kind, a marker of the
// kind of a feature the map prints there counting once. Each term is
// labelled with the part's name and cites its rule.
func (e *Engine) TerrainTerms(h hex.Hex, stat string) []explain.Term {
	info := e.Hex(h)
	var terms []explain.Term
	add := func(kind, id string) {
		ent, ok := e.Rules.Entity(kind, id)
		if !ok {
			return
		}
		if n, ok := ent.Stats.Number(stat); ok && n != 0 {
			terms = append(terms, explain.Term{Label: ent.Name, Value: n, Rule: ent.Rule})
		}
	}
	add(ruleset.KindTerrain, info.Terrain)
	features := info.Features
	if !slices.IsSorted(features) {
		features = slices.Sorted(slices.Values(features))
	}
	for _, id := range features {
		add(ruleset.KindTerrain, id)
	}
	for _, m := range e.State.MarkersAt(h) {
		if !slices.Contains(features, m.Kind) {
			add(ruleset.KindMarkerKind, m.Kind)
		}
	}
	return terms
}

// A compiledModifier is a modifier with its expressions compiled for the
// common forms; HCL evaluates the rest.
type compiledModifier struct {
	*ruleset.Modifier
	when, amount, terrainOf, stat expr.Program
}

func compileModifier(m *ruleset.Modifier) compiledModifier {
	return compiledModifier{
		Modifier: m, when: expr.Compile(m.When), amount: expr.Compile(m.Value),
		terrainOf: expr.Compile(m.TerrainOf), stat: expr.Compile(m.Stat),
	}
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

// text evaluates one of the modifier's expressions that must yield a
// string.
func (m compiledModifier) text(f *modifierFacts, p expr.Program, e hclsyntax.Expression, name string) (string, error) {
	if s, ok := p.String(f.facts); ok {
		return s, nil
	}
	val, diags := e.Value(f.context())
	if diags.HasErrors() {
		return "", fmt.Errorf("modifier %q (%s): %s: %w", m.ID, m.Range, name, diags)
	}
	if val.IsNull() || val.Type() != cty.String {
		return "", fmt.Errorf("modifier %q (%s): %s must be a string, got %s", m.ID, m.Range, name, val.Type().FriendlyName())
	}
	return val.AsString(), nil
}
