package script

import (
	"fmt"
	"maps"
	"slices"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/explain"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
	lua "github.com/yuin/gopher-lua"
)

// The nw68 module's dice and computed values: roll, compute and the value
// table a modify handler is given, with its add and replace and what it may
// do with the terms: read them, and put a term in place of another rule's
// terms or take them out, so that no rule has to add a term that cancels
// another's.

// termFns are the terms, replace_terms and remove_terms functions of value
// tables, the same for every value (they act on the innermost one being
// computed, as add does).
type termFns struct {
	terms, replaceTerms, removeTerms *lua.LFunction
	// rules suggests a declared rule for a struck one nothing declares.
	rules *ruleset.Speller
}

func (h *Host) newTermFns() termFns {
	return termFns{
		terms:        h.L.NewFunction(h.valueTerms),
		replaceTerms: h.L.NewFunction(h.strikeTerms(true)),
		removeTerms:  h.L.NewFunction(h.strikeTerms(false)),
	}
}

// addTermFns gives a value table its terms functions.
func (h *Host) addTermFns(t *lua.LTable) {
	t.RawSetString("terms", h.termFns.terms)
	t.RawSetString("replace_terms", h.termFns.replaceTerms)
	t.RawSetString("remove_terms", h.termFns.removeTerms)
}

func (h *Host) current(L *lua.LState) computing {
	if len(h.computing) == 0 {
		L.RaiseError("no value is being computed")
	}
	return h.computing[len(h.computing)-1]
}

// terms() -> {{label=, value=, rule=, struck_by=, struck_label=, replaced=}...}:
// the terms of the value so far, in order; struck_by names the rule that
// took a term out of the total (replaced: a term of that rule stands in
// its place).
func (h *Host) valueTerms(L *lua.LState) int {
	v := h.current(L).ev.Value
	out := L.CreateTable(len(v.Terms), 0)
	for _, t := range v.Terms {
		e := L.CreateTable(0, 6)
		e.RawSetString("label", lua.LString(t.Label))
		e.RawSetString("value", lua.LNumber(t.Value))
		e.RawSetString("rule", lua.LString(t.Rule))
		if t.Struck != nil {
			e.RawSetString("struck_by", lua.LString(t.Struck.Rule))
			e.RawSetString("struck_label", lua.LString(t.Struck.Label))
			e.RawSetString("replaced", lua.LBool(t.Struck.Replaced))
		}
		out.Append(e)
	}
	L.Push(out)
	return 1
}

// replace_terms(rules, label, value, rule) puts the term (label, value,
// rule [, params]) in place of every term citing rules (a rule id or a
// list), adding it only where there is one; remove_terms(rules, label,
// rule [, params]) takes them out, label saying why (a label may name a
// message, as add's does). Terms of those rules added later are struck as
// they come (explain.Value.ReplaceTerms).
func (h *Host) strikeTerms(replace bool) lua.LGFunction {
	return func(L *lua.LState) int {
		targets := h.struckRules(L, 1)
		label := L.CheckString(2)
		value, n := 0, 3
		if replace {
			value, n = L.CheckInt(3), 4
		}
		rule := L.CheckString(n)
		check(L, h.checkRule(rule))
		if slices.Contains(targets, rule) {
			L.ArgError(1, fmt.Sprintf("rule %q strikes its own terms", rule))
		}
		t := h.term(L, label, value, rule, L.Get(n+1))
		c := h.current(L)
		if replace {
			c.ev.Value.ReplaceTermsWith(targets, t)
		} else {
			c.ev.Value.RemoveTermsWith(targets, explain.Struck{Rule: rule, Label: t.Label, Key: t.Key, Params: t.Params})
		}
		c.table.RawSetString("total", lua.LNumber(c.ev.Value.Total()))
		return 0
	}
}

// struckRules reads argument n: a declared rule id, or a list of them.
func (h *Host) struckRules(L *lua.LState, n int) []string {
	var ids []string
	switch v := L.Get(n).(type) {
	case lua.LString:
		ids = []string{string(v)}
	case *lua.LTable:
		if v.Len() > ruleset.MaxStruckRules {
			L.ArgError(n, fmt.Sprintf("more than %d rules", ruleset.MaxStruckRules))
		}
		for i := 1; i <= v.Len(); i++ {
			s, ok := v.RawGetInt(i).(lua.LString)
			if !ok {
				L.ArgError(n, fmt.Sprintf("rules are named by id; item %d is a %s", i, v.RawGetInt(i).Type()))
			}
			ids = append(ids, string(s))
		}
	default:
		L.ArgError(n, fmt.Sprintf("a rule id or a list of them, not a %s", v.Type()))
	}
	for _, id := range ids {
		if _, ok := h.e.Rules.Rules[id]; ok {
			continue
		}
		if h.termFns.rules == nil {
			h.termFns.rules = ruleset.NewSpeller(slices.Collect(maps.Keys(h.e.Rules.Rules)))
		}
		msg := fmt.Sprintf("rule %q is not declared by any loaded layer", id)
		if near := h.termFns.rules.Nearest(id); near != "" {
			msg += fmt.Sprintf("; did you mean %q?", near)
		}
		L.ArgError(n, msg)
	}
	return ids
}

// terrain_terms(hex, stat) -> {{label, value, rule}...}: what the terrain
// of a hex gives by a stat, one term per terrain, feature and marker with
// it, as a `terrain_of` modifier adds them (engine.TerrainTerms).
func (h *Host) terrainTerms(L *lua.LState) int {
	terms := h.e.TerrainTerms(h.hexArg(L, 1), L.CheckString(2))
	out := L.CreateTable(len(terms), 0)
	for _, t := range terms {
		e := L.CreateTable(3, 0)
		e.Append(lua.LString(t.Label))
		e.Append(lua.LNumber(t.Value))
		e.Append(lua.LString(t.Rule))
		out.Append(e)
	}
	L.Push(out)
	return 1
}

// roll(n, sides, purpose [, {answer = {kind=, actions={...}, sides={...}}}]) -> faces (list), total
func (h *Host) roll(L *lua.LState) int {
	n, sides, purpose := L.CheckInt(1), L.CheckInt(2), L.CheckString(3)
	var how *engine.Answerable
	var params map[string]any
	if opts := L.OptTable(4, nil); opts != nil {
		if opts.RawGetString("answer") != lua.LNil {
			spec, ok := opts.RawGetString("answer").(*lua.LTable)
			if !ok {
				L.ArgError(4, "answer: a table {kind, actions, sides}")
			}
			how = &engine.Answerable{
				Kind:    lua.LVAsString(spec.RawGetString("kind")),
				Actions: stringsFrom(L, spec.RawGetString("actions"), "answer.actions"),
				Sides:   stringsFrom(L, spec.RawGetString("sides"), "answer.sides"),
			}
		}
		params = h.labelParams(L, opts.RawGetString("params"))
	}
	r, err := h.e.RollFor(n, sides, purpose, params, how)
	check(L, err)
	L.Push(facesTable(L, r.Faces))
	L.Push(lua.LNumber(r.Sum()))
	return 2
}

func facesTable(L *lua.LState, faces []int) *lua.LTable {
	t := L.CreateTable(len(faces), 0)
	for _, f := range faces {
		t.Append(lua.LNumber(f))
	}
	return t
}

// answering() -> {purpose, sides, faces, total, side} of the roll being answered, or nil
func (h *Host) answering(L *lua.LState) int {
	r, side, ok := h.e.AnsweredRoll()
	if !ok {
		L.Push(lua.LNil)
		return 1
	}
	t := L.CreateTable(0, 5)
	t.RawSetString("side", lua.LString(side))
	t.RawSetString("purpose", lua.LString(r.Purpose))
	t.RawSetString("sides", lua.LNumber(r.Sides))
	t.RawSetString("faces", facesTable(L, r.Faces))
	t.RawSetString("total", lua.LNumber(r.Sum()))
	L.Push(t)
	return 1
}

// answer_die(die, face) turns a die of the roll being answered to a face
func (h *Host) answerDie(L *lua.LState) int {
	check(L, h.e.AnswerDie(L.CheckInt(1), L.CheckInt(2)))
	return 0
}

// reroll_die(die) -> its new face
func (h *Host) rerollDie(L *lua.LState) int {
	face, err := h.e.RerollDie(L.CheckInt(1))
	check(L, err)
	L.Push(lua.LNumber(face))
	return 1
}

// compute{stage=, name=, name_params=, terms = {{label, value, rule [, params]}...}, facts = {...}} -> total, text, rule of the replacement ("" if none)
func (h *Host) compute(L *lua.LState) int {
	spec := L.CheckTable(1)
	c := engine.Computation{Stage: lua.LVAsString(spec.RawGetString("stage")), Name: lua.LVAsString(spec.RawGetString("name"))}
	if c.Stage == "" {
		L.ArgError(1, "compute needs a stage")
	}
	if _, declared := h.e.Rules.Values[c.Stage]; !declared {
		L.ArgError(1, fmt.Sprintf("no loaded layer declares a value %s (a value block).%s", shortName(c.Stage), h.stageSpeller().DidYouMean(c.Stage)))
	}
	if c.Name == "" {
		c.Name = c.Stage
	}
	nameParams := h.labelParams(L, spec.RawGetString("name_params"))
	name, key, err := h.e.Labelled(c.Name, nameParams)
	check(L, err)
	if key != "" {
		c.Name, c.NameKey, c.NameParams = name, key, nameParams
	}
	if terms, ok := spec.RawGetString("terms").(*lua.LTable); ok {
		if terms.Len() > MaxListLength {
			L.ArgError(1, fmt.Sprintf("compute: more than %d terms", MaxListLength))
		}
		for i := 1; i <= terms.Len(); i++ {
			t, ok := terms.RawGetInt(i).(*lua.LTable)
			if !ok {
				L.ArgError(1, "each term is {label, value, rule}")
			}
			rule := lua.LVAsString(t.RawGetInt(3))
			if rule != "" {
				check(L, h.checkRule(rule))
			}
			c.Terms = append(c.Terms, h.term(L, lua.LVAsString(t.RawGetInt(1)), int(lua.LVAsNumber(t.RawGetInt(2))), rule, t.RawGetInt(4)))
		}
	}
	facts := spec.RawGetString("facts")
	c.Payload = facts
	if h.e.HasModifiers(c.Stage) {
		if _, ok := facts.(*lua.LTable); ok {
			f, err := fromLua(facts)
			named, isMap := f.(map[string]any)
			if err == nil && !isMap {
				err = fmt.Errorf("facts are named, not a list")
			}
			if err != nil {
				L.ArgError(1, "facts: "+err.Error())
			}
			c.Facts = named
		}
	}
	v, err := h.e.Compute(c)
	check(L, err)
	L.Push(lua.LNumber(v.Total()))
	L.Push(lua.LString(v.String()))
	replacedBy := ""
	if v.Replaced != nil {
		replacedBy = v.Replaced.Rule
	}
	L.Push(lua.LString(replacedBy))
	return 3
}

// A computing entry is a value being computed and the table its modify
// handlers receive, built once for all of them.
type computing struct {
	ev    *hook.Event
	table *lua.LTable
}

// withValue runs a modify handler with the value's table: {name, total,
// add(label, value, rule), replace(label, value, rule)}. add and replace
// are the same two functions for every value; they change the value being
// computed now, the innermost (a handler may compute another).
func (h *Host) withValue(ev *hook.Event, run func(*lua.LTable) error) error {
	t, ok := ev.Cache.(*lua.LTable)
	if !ok {
		t = h.L.CreateTable(0, 7)
		t.RawSetString("name", lua.LString(ev.Value.Name))
		t.RawSetString("total", lua.LNumber(ev.Value.Total()))
		t.RawSetString("add", h.valueAdd)
		t.RawSetString("replace", h.valueReplace)
		h.addTermFns(t) // values_api.go
		t.Freeze()
		ev.Cache = t
	}
	n := len(h.computing)
	h.computing = append(h.computing, computing{ev: ev, table: t})
	defer func() { h.computing = h.computing[:n] }()
	return run(t)
}

// changeValue makes the add or replace function of value tables.
func (h *Host) changeValue(replace bool) *lua.LFunction {
	return h.L.NewFunction(func(L *lua.LState) int {
		label, value, rule := L.CheckString(1), L.CheckInt(2), L.CheckString(3)
		check(L, h.checkRule(rule))
		if len(h.computing) == 0 {
			L.RaiseError("no value is being computed")
		}
		t := h.term(L, label, value, rule, L.Get(4))
		c := h.computing[len(h.computing)-1]
		if replace {
			c.ev.Value.ReplaceWith(t)
		} else {
			c.ev.Value.AddTerm(t)
		}
		c.table.RawSetString("total", lua.LNumber(c.ev.Value.Total()))
		return 0
	})
}

// term makes a term a script gives: its label plain text, or a message's
// key with its values (params, a table, or nil) rendered in English and
// kept for each reader's language (engine.Labelled).
func (h *Host) term(L *lua.LState, label string, value int, rule string, params lua.LValue) explain.Term {
	values := h.labelParams(L, params)
	english, key, err := h.e.Labelled(label, values)
	check(L, err)
	t := explain.Term{Label: english, Value: value, Rule: rule}
	if key != "" {
		t.Key, t.Params = key, values
	}
	return t
}

// labelParams reads a label's table of named values (nil for none).
func (h *Host) labelParams(L *lua.LState, v lua.LValue) map[string]any {
	if v == lua.LNil {
		return nil
	}
	tbl, ok := v.(*lua.LTable)
	if !ok {
		L.RaiseError("a label's values are a table of names, not %s", v.Type())
	}
	raw, err := fromLua(tbl)
	check(L, err)
	named, ok := raw.(map[string]any)
	if list, isList := raw.([]any); !ok && isList && len(list) == 0 {
		named, ok = map[string]any{}, true // {} reads as an empty list
	}
	if !ok {
		L.RaiseError("a label's values are a table of names, not a list")
	}
	return named
}
