package script

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/text"
	lua "github.com/yuin/gopher-lua"
)

// The functions through which scripts take part in play: subscribing a
// handler to a point of the bus, firing a point a ruleset declares, and a
// later layer replacing or removing a handler by its id.

// onOptions are the options nw68.on takes.
var onOptions = []string{"after", "before", "id", "phase"}

// on(point, filter, fn [, {id = name, phase = p, before = areas, after = areas}])
func (h *Host) on(L *lua.LState) int {
	h.mustLoad(L, "nw68.on")
	if h.e.Bus.Len() >= hook.MaxHandlers {
		L.RaiseError("nw68.on: a game subscribes at most %d handlers", hook.MaxHandlers)
	}
	point := hook.Point(L.CheckString(1))
	if !h.e.Bus.Known(point) {
		L.ArgError(1, fmt.Sprintf("unknown hook point %q: neither the kernel's (see API.md) nor one a loaded layer declares (a hook block)", point))
	}
	handler := hook.Handler{Point: point, Filter: L.CheckString(2), Source: "?"}
	fn := L.CheckFunction(3)
	if opts := L.OptTable(4, nil); opts != nil {
		var unknown []string
		opts.ForEach(func(k, _ lua.LValue) {
			if !slices.Contains(onOptions, k.String()) {
				unknown = append(unknown, k.String())
			}
		})
		if len(unknown) > 0 {
			slices.Sort(unknown)
			L.ArgError(4, fmt.Sprintf("unknown option %q: the options are id, phase, before and after (a numeric priority is gone; see API.md, Order of handlers)", unknown[0]))
		}
		if v := opts.RawGetString("phase"); v != lua.LNil {
			p, ok := hook.ParsePhase(lua.LVAsString(v))
			if !ok {
				L.ArgError(4, fmt.Sprintf("phase %q is not first, main or last", v.String()))
			}
			handler.Phase = p
		}
		if v := opts.RawGetString("id"); v != lua.LNil {
			name, ok := v.(lua.LString)
			if !ok || ruleset.ValidID(string(name)) != nil {
				L.ArgError(4, fmt.Sprintf("id %s is a handler's name within its area: lower-case letters, digits, '-' and '_'", shortName(v.String())))
			}
			handler.ID, handler.Named = string(name), true
		}
		handler.Before = areaNames(L, opts, "before")
		handler.After = areaNames(L, opts, "after")
	}
	handler.File, handler.Source = h.caller(L)
	handler.Layer = h.layer
	if area, ok := h.prog.areas[handler.File]; ok {
		handler.Area = area
	} else {
		handler.Area = h.e.Rules.Layers[h.layer].ID
	}
	handler.Func = h.handlerFunc(point, fmt.Sprintf("%s %s handler (%s)", point, handler.Filter, handler.Source), fn)
	h.handlers = append(h.handlers, fn)
	check(L, h.e.Bus.Subscribe(handler))
	return 0
}

// mustLoad refuses a call made once the scripts have loaded: the bus is
// the rules, fixed for the game.
func (h *Host) mustLoad(L *lua.LState, name string) {
	if !h.loading {
		L.RaiseError("%s may only be called while the scripts load (at the top level of a script or of a lib module it requires)", name)
	}
}

// caller returns the file and file:line of the script calling a function.
func (h *Host) caller(L *lua.LState) (file, source string) {
	if dbg, ok := L.GetStack(1); ok {
		if _, err := L.GetInfo("Sl", dbg, lua.LNil); err == nil {
			return dbg.Source, fmt.Sprintf("%s:%d", dbg.Source, dbg.CurrentLine)
		}
	}
	return "", "?"
}

// replace_handler(id, fn): a later layer gives a handler of an earlier one
// another function, in its place in the order.
func (h *Host) replaceHandler(L *lua.LState) int {
	h.mustLoad(L, "nw68.replace_handler")
	id := L.CheckString(1)
	fn := L.CheckFunction(2)
	_, source := h.caller(L)
	old, ok := h.e.Bus.Lookup(id)
	if !ok {
		h.unknownHandler(L, id)
	}
	h.handlers = append(h.handlers, fn)
	f := h.handlerFunc(old.Point, fmt.Sprintf("%s %s handler %s (%s, replacing %s)", old.Point, old.Filter, id, source, old.Source), fn)
	h.changeHandler(L, id, h.e.Bus.Replace(id, h.layer, f, source))
	return 0
}

// remove_handler(id): a later layer takes a handler of an earlier one off
// the bus.
func (h *Host) removeHandler(L *lua.LState) int {
	h.mustLoad(L, "nw68.remove_handler")
	id := L.CheckString(1)
	_, source := h.caller(L)
	h.changeHandler(L, id, h.e.Bus.Remove(id, h.layer, source))
	return 0
}

func (h *Host) changeHandler(L *lua.LState, id string, err error) {
	var unknown *hook.UnknownHandler
	if errors.As(err, &unknown) {
		h.unknownHandler(L, id)
	}
	check(L, err)
}

// unknownHandler raises the error of an id no handler has, with the
// closest ids there are.
func (h *Host) unknownHandler(L *lua.LState, id string) {
	L.ArgError(1, fmt.Sprintf("no loaded layer has a handler %s (nw68 doc lists every handler's id).%s", shortName(id), ruleset.NewSpeller(h.e.Bus.IDs()).DidYouMean(id)))
}

// fire(point, filter, args) -> results, ran: runs the handlers of a point
// a ruleset declares, in bus order, each given args (one table, shared by
// them all, so a handler may add to it for the caller) and the filter;
// returns the list of what they returned that is neither nil nor false,
// and how many ran.
func (h *Host) fire(L *lua.LState) int {
	point := hook.Point(L.CheckString(1))
	if !h.e.Bus.Declared(point) {
		if hook.Known(point) {
			L.ArgError(1, fmt.Sprintf("%q is a kernel point: only the kernel fires it", point))
		}
		L.ArgError(1, fmt.Sprintf("no loaded layer declares a hook point %s (a hook block).%s", shortName(string(point)), h.pointSpeller().DidYouMean(string(point))))
	}
	filter := L.CheckString(2)
	args := L.OptTable(3, L.NewTable())
	out := &fired{results: L.NewTable()}
	ev := &hook.Event{Point: point, Filter: filter, Payload: args, Cache: out}
	check(L, h.e.Bus.Fire(ev))
	L.Push(out.results)
	L.Push(lua.LNumber(out.ran))
	return 2
}

// fired gathers what the handlers of a declared point returned.
type fired struct {
	results *lua.LTable
	ran     int
}

func (h *Host) pointSpeller() *ruleset.Speller {
	names := make([]string, 0, len(h.e.Rules.Hooks))
	for p := range h.e.Rules.Hooks {
		names = append(names, p)
	}
	slices.Sort(names)
	return ruleset.NewSpeller(names)
}

// handlerFunc makes the bus's function of a Lua handler of a point: how it
// is called and what it returns depend on the point.
func (h *Host) handlerFunc(point hook.Point, what string, fn *lua.LFunction) hook.Func {
	switch point {
	case hook.ActionValidate, hook.ActionAvailable:
		return func(ev *hook.Event) error {
			h.readOnly++
			err := h.call(fn, what, 4, h.readOnlyArgs(ev), lua.LString(ev.Filter))
			h.readOnly--
			if err != nil {
				return err
			}
			code, rule, reason, params := h.L.Get(-4), h.L.Get(-3), h.L.Get(-2), h.L.Get(-1)
			h.L.Pop(4)
			if code == lua.LNil {
				return nil
			}
			if err := h.checkRule(rule.String()); err != nil {
				return fmt.Errorf("%s: veto: %w", what, err)
			}
			veto, err := h.veto(code.String(), rule.String(), reason, params)
			if err != nil {
				return fmt.Errorf("%s: veto: %w", what, err)
			}
			ev.Veto = veto
			return nil
		}
	case hook.ActionEnumerate, hook.AutomatedTurn, hook.Query:
		// All return tables: a list of candidates, the one action an
		// automated side takes (nil: it yields), or a query's answer.
		one := point != hook.ActionEnumerate
		return func(ev *hook.Event) error {
			if one && len(ev.Candidates) > 0 {
				return nil // an earlier handler chose
			}
			h.readOnly++
			err := h.call(fn, what, 1, h.readOnlyArgs(ev), lua.LString(ev.Filter))
			h.readOnly--
			if err != nil {
				return err
			}
			ret := h.L.Get(-1)
			h.L.Pop(1)
			t, ok := ret.(*lua.LTable)
			if !ok {
				return nil
			}
			v, err := fromLua(t)
			if err != nil {
				return fmt.Errorf("%s: the %s it returned: %w", what, returned[point], err)
			}
			items, _ := v.([]any)
			if one {
				items = []any{v}
			}
			for _, item := range items {
				if m, ok := item.(map[string]any); ok {
					ev.Candidates = append(ev.Candidates, m)
				}
			}
			return nil
		}
	case hook.Modify:
		return func(ev *hook.Event) error {
			return h.withValue(ev, func(value *lua.LTable) error {
				return h.call(fn, what, 0, value, h.eventArgs(ev))
			})
		}
	}
	if !hook.Known(point) { // a point a ruleset declares, fired by nw68.fire
		return func(ev *hook.Event) error {
			if err := h.call(fn, what, 1, h.eventArgs(ev), lua.LString(ev.Filter)); err != nil {
				return err
			}
			ret := h.L.Get(-1)
			h.L.Pop(1)
			if out, ok := ev.Cache.(*fired); ok {
				out.ran++
				if lua.LVAsBool(ret) {
					out.results.Append(ret)
				}
			}
			return nil
		}
	}
	return func(ev *hook.Event) error {
		return h.call(fn, what, 0, h.eventArgs(ev), lua.LString(ev.Filter))
	}
}

// areaNames reads an option of nw68.on naming areas: a string, or a list
// of strings.
func areaNames(L *lua.LState, opts *lua.LTable, key string) []string {
	switch v := opts.RawGetString(key).(type) {
	case *lua.LNilType:
		return nil
	case lua.LString:
		return []string{string(v)}
	case *lua.LTable:
		if v.Len() > MaxListLength {
			L.ArgError(4, fmt.Sprintf("%s lists more than %d areas", key, MaxListLength))
		}
		names := make([]string, 0, v.Len())
		for i := 1; i <= v.Len(); i++ {
			s, ok := v.RawGetInt(i).(lua.LString)
			if !ok {
				L.ArgError(4, fmt.Sprintf("%s lists areas by name; item %d is a %s", key, i, v.RawGetInt(i).Type()))
			}
			names = append(names, string(s))
		}
		return names
	default:
		L.ArgError(4, fmt.Sprintf("%s is an area name or a list of them, not a %s", key, v.Type()))
		return nil
	}
}

// stageSpeller suggests the declared value stages closest to a name.
func (h *Host) stageSpeller() *ruleset.Speller {
	return ruleset.NewSpeller(slices.Sorted(maps.Keys(h.e.Rules.Values)))
}

// veto makes a handler's refusal: its reason a text, or (with a table of
// values after it) the key of a message the ruleset declares or of a
// precondition's reason (as nw68.precondition gives it), rendered in
// English here and kept with its values so each reader is told it in
// their language.
func (h *Host) veto(code, rule string, reason, params lua.LValue) (*hook.Veto, error) {
	v := &hook.Veto{Code: code, Rule: rule, Reason: lua.LVAsString(reason)}
	if params == lua.LNil {
		if _, named := h.e.Rules.Messages[v.Reason]; named {
			// a caller that passed the refusal on dropped its values
			return nil, fmt.Errorf("the reason names message %q but no table of its values follows it (pass on all four values)", v.Reason)
		}
		return v, nil
	}
	fields, err := fromLua(params)
	if err != nil {
		return nil, fmt.Errorf("the values of message %q: %w", v.Reason, err)
	}
	named, ok := fields.(map[string]any)
	if !ok {
		if list, isList := fields.([]any); !isList || len(list) > 0 {
			return nil, fmt.Errorf("the values of message %q are a table of named values", v.Reason)
		}
		named = nil // {} reads as an empty list
	}
	if strings.HasPrefix(v.Reason, ruleset.KindPrecondition+" ") {
		// a precondition's refusal passed on (nw68.precondition gives its key)
		english, err := engine.Told(h.e.Rules, text.English, v.Reason, named)
		if err != nil {
			return nil, err
		}
		v.Key, v.Reason, v.Params = v.Reason, english, named
		return v, nil
	}
	_, english, err := h.e.Message(v.Reason, named)
	if err != nil {
		return nil, err
	}
	v.Key = ruleset.TextKey{Kind: ruleset.KindMessage, ID: v.Reason, Field: "text"}.String()
	v.Reason, v.Params = english, named
	return v, nil
}
