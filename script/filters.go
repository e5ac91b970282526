package script

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
)

// A filterKind is what the filter of a hook point names, among what the
// loaded layers declare.
type filterKind struct {
	what string // "action kind"
	// declare says how a layer declares one, given its name (quoted).
	declare string
	names   func(rs *ruleset.Ruleset) []string
}

var (
	actionFilter = filterKind{"action kind", `an action %s { ... } block`, func(rs *ruleset.Ruleset) []string {
		return append(slices.Clone(rs.ActionList), engine.ActionPass)
	}}
	unitTypeFilter = filterKind{"unit type", `a unit_type %s { ... } block`, func(rs *ruleset.Ruleset) []string {
		return slices.Collect(maps.Keys(rs.Entities[ruleset.KindUnitType]))
	}}
	phaseFilter = filterKind{"phase", `a phase %s { ... } block`, func(rs *ruleset.Ruleset) []string {
		var out []string
		for _, p := range rs.Phases {
			out = append(out, p.ID)
		}
		return out
	}}
)

// filterKinds says what the filter of each hook point names, for the points
// whose filter names something a layer declares: a handler naming anything
// else would never run, so it is a load error. The other points' filters
// are free: a query's name, an interrupt window's kind and a formation are
// named by the scripts that ask, open and set them up, or by a setup (a
// scenario's, or a case's), not by the layers' blocks.
var filterKinds = map[hook.Point]filterKind{
	hook.ActionEnumerate: actionFilter,
	hook.ActionAvailable: actionFilter,
	hook.ActionValidate:  actionFilter,
	hook.ActionResolve:   actionFilter,
	hook.ActionResolved:  actionFilter,
	hook.AutomatedTurn: {"side", `a side %s { ... } block, or a scenario playing it`, func(rs *ruleset.Ruleset) []string {
		out := slices.Collect(maps.Keys(rs.Entities[ruleset.KindSide]))
		for _, sc := range rs.Scenarios {
			out = append(out, sc.Setup.Sides...)
		}
		return out
	}},
	hook.Modify: {"value stage", `a value %s { rule = ..., title = ... } block`, func(rs *ruleset.Ruleset) []string {
		return slices.Collect(maps.Keys(rs.Values))
	}},
	hook.UnitEntersHex:  unitTypeFilter,
	hook.UnitTakesHits:  unitTypeFilter,
	hook.UnitEliminated: unitTypeFilter,
	hook.UnitStatusChanged: {"status", `a status %s { ... } block`, func(rs *ruleset.Ruleset) []string {
		return slices.Collect(maps.Keys(rs.Entities[ruleset.KindStatus]))
	}},
	hook.UnitFaceChanged: unitTypeFilter,
	hook.UnitSideChanged: unitTypeFilter,
	hook.UnitLeavesMap:   unitTypeFilter,
	hook.PhaseStart:      phaseFilter,
	hook.PhaseEnd:        phaseFilter,
	hook.Step: {"step hook", `a step %[1]s { ... } or a step's hook = %[1]s, in a phase block`, func(rs *ruleset.Ruleset) []string {
		var out []string
		for _, p := range rs.Phases {
			for _, s := range p.Steps {
				out = append(out, s.Hook)
			}
		}
		return out
	}},
}

// checkFilters refuses every handler on the bus whose filter names what no
// loaded layer declares (`nw68.on("modify", "dvv", ...)`), each at its
// file:line with the closest declared name, in file and line order: such
// a handler would load and never run.
func checkFilters(rs *ruleset.Ruleset, bus *hook.Bus) error {
	type refusal struct {
		at  hook.Handler
		err error
	}
	var refused []refusal
	for _, p := range hook.Points {
		kind, closed := filterKinds[p]
		if !closed {
			continue
		}
		var declared []string
		var speller *ruleset.Speller
		for _, h := range bus.Handlers(p) {
			if h.Filter == hook.Any {
				continue
			}
			if speller == nil {
				declared = kind.names(rs)
				slices.Sort(declared)
				speller = ruleset.NewSpeller(declared)
			}
			if _, found := slices.BinarySearch(declared, h.Filter); found {
				continue
			}
			name := shortName(h.Filter)
			refused = append(refused, refusal{h, fmt.Errorf("%s: nw68.on(%q, %s): no loaded layer declares %s %s (with %s).%s",
				h.Source, p, name, kind.what, name, fmt.Sprintf(kind.declare, name), speller.DidYouMean(h.Filter))})
		}
	}
	slices.SortStableFunc(refused, func(a, b refusal) int {
		return cmp.Or(cmp.Compare(a.at.File, b.at.File), cmp.Compare(sourceLine(a.at), sourceLine(b.at)))
	})
	errs := make([]error, len(refused))
	for i, r := range refused {
		errs[i] = r.err
	}
	return errors.Join(errs...)
}

// sourceLine is the line of a handler's Source, file:line.
func sourceLine(h hook.Handler) int {
	line, _ := strconv.Atoi(h.Source[strings.LastIndexByte(h.Source, ':')+1:])
	return line
}

// shortName quotes a name for a message, cut to a readable length: a
// script may pass a filter of any size.
func shortName(name string) string {
	if len(name) > ruleset.MaxIDLength {
		return fmt.Sprintf("%.*q...", ruleset.MaxIDLength, name)
	}
	return fmt.Sprintf("%q", name)
}
