package ruleset

import (
	"fmt"
	"maps"
	"slices"

	"github.com/hashicorp/hcl/v2"
	"github.com/nw68/nw68/core/hook"
)

// lint runs the checks that need the whole merged ruleset.
func lint(rs *Ruleset) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, check := range []func(*Ruleset) hcl.Diagnostics{checkRuleRefs, checkMaps, checkPhases, checkCampaigns, shareFacts, checkModifierFacts, checkModifierTargets, checkHooks, checkEvaluations, checkSight, checkMovement, checkPreconditions, checkKernelAttrs} {
		diags = append(diags, check(rs)...)
	}
	return diags
}

func unknownRule(rs *Ruleset, id string, at hcl.Range, what string) *hcl.Diagnostic {
	if _, ok := rs.Rules[id]; ok || id == "" {
		return nil
	}
	return &hcl.Diagnostic{
		Severity: hcl.DiagError,
		Summary:  "Unknown rule id",
		Detail:   fmt.Sprintf("%s cites rule %q, which no loaded layer declares. Add a rule %q { title = ... } block or fix the id.", what, id, id),
		Subject:  at.Ptr(),
	}
}

// checkRuleRefs makes sure every cited rule exists.
func checkRuleRefs(rs *Ruleset) hcl.Diagnostics {
	var diags hcl.Diagnostics
	add := func(d *hcl.Diagnostic) {
		if d != nil {
			diags = append(diags, d)
		}
	}
	for _, kind := range entityKinds {
		for _, id := range slices.Sorted(maps.Keys(rs.Entities[kind])) {
			e := rs.Entities[kind][id]
			add(unknownRule(rs, e.Rule, e.Range, fmt.Sprintf("%s %q", kind, id)))
		}
	}
	for _, id := range rs.ActionList {
		a := rs.Actions[id]
		add(unknownRule(rs, a.Rule, a.Range, fmt.Sprintf("action %q", id)))
	}
	for _, m := range rs.Modifiers {
		add(unknownRule(rs, m.Rule, m.Range, fmt.Sprintf("modifier %q", m.ID)))
	}
	for _, stage := range slices.Sorted(maps.Keys(rs.Values)) {
		v := rs.Values[stage]
		add(unknownRule(rs, v.Rule, v.Range, fmt.Sprintf("value %q", stage)))
	}
	for _, name := range slices.Sorted(maps.Keys(rs.Stats)) {
		s := rs.Stats[name]
		add(unknownRule(rs, s.Rule, s.Range, fmt.Sprintf("stat %q", name)))
	}
	for _, point := range slices.Sorted(maps.Keys(rs.Hooks)) {
		k := rs.Hooks[point]
		add(unknownRule(rs, k.Rule, k.Range, fmt.Sprintf("hook %q", point)))
	}
	for _, id := range slices.Sorted(maps.Keys(rs.Tables)) {
		t := rs.Tables[id]
		add(unknownRule(rs, t.Rule, t.Range, fmt.Sprintf("table %q", id)))
		for _, row := range t.Rows {
			add(unknownRule(rs, row.Rule, row.Range, fmt.Sprintf("row %q of table %q", row.Key, id)))
		}
	}
	for _, p := range rs.Phases {
		add(unknownRule(rs, p.Rule, p.Range, fmt.Sprintf("phase %q", p.ID)))
		for _, s := range p.Steps {
			add(unknownRule(rs, s.Rule, p.Range, fmt.Sprintf("step %q of phase %q", s.Name, p.ID)))
		}
	}
	for _, id := range slices.Sorted(maps.Keys(rs.Scenarios)) {
		s := rs.Scenarios[id]
		add(unknownRule(rs, s.Rule, s.Range, fmt.Sprintf("scenario %q", id)))
	}
	return diags
}

// checkMaps makes sure every map's terrain and hex labels exist.
func checkMaps(rs *Ruleset) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, id := range slices.Sorted(maps.Keys(rs.Maps)) {
		diags = append(diags, CheckBoard(rs, rs.Maps[id])...)
	}
	for _, id := range slices.Sorted(maps.Keys(rs.Scenarios)) {
		diags = append(diags, CheckSetup(rs, &rs.Scenarios[id].Setup)...)
	}
	return diags
}

// checkPhases rejects two phases with the same order, which would make the
// turn sequence depend on declaration order.
func checkPhases(rs *Ruleset) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for i := 1; i < len(rs.Phases); i++ {
		if a, b := rs.Phases[i-1], rs.Phases[i]; a.Order == b.Order {
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Ambiguous phase order",
				Detail:   fmt.Sprintf("Phases %q and %q both have order %d; give each phase its own order.", a.ID, b.ID, a.Order),
				Subject:  b.Range.Ptr(),
			})
		}
	}
	return diags
}

// checkHooks refuses a declared hook point named as one of the kernel's:
// nw68.on could not tell them apart.
func checkHooks(rs *Ruleset) hcl.Diagnostics {
	var diags hcl.Diagnostics
	for _, point := range slices.Sorted(maps.Keys(rs.Hooks)) {
		if hook.Known(hook.Point(point)) {
			k := rs.Hooks[point]
			diags = append(diags, &hcl.Diagnostic{
				Severity: hcl.DiagError,
				Summary:  "Hook point of the kernel",
				Detail:   fmt.Sprintf("Hook %q is one of the kernel's own points: a ruleset declares points of its own under other names.", point),
				Subject:  k.Range.Ptr(),
			})
		}
	}
	return diags
}
