package ruleset

import (
	"fmt"
	"maps"
	"slices"

	"github.com/hashicorp/hcl/v2"
)

// KindCampaign is the block kind of a campaign.
const KindCampaign = "campaign"

// Values of a carry's units.
const (
	// CarrySurvivors carries every unit alive at the end of the game.
	CarrySurvivors = "survivors"
	// CarryNone carries no unit but those units_with_status names.
	CarryNone = "none"
)

// A Campaign plays scenarios in order, each step taking from the game
// before it what its carry says.
type Campaign struct {
	ID    string
	Title string
	Rule  string
	Note  string
	Steps []CampaignStep
	Layer string
	Range hcl.Range
}

// A CampaignStep is one scenario of a campaign.
type CampaignStep struct {
	Scenario string
	// Carry is what the step takes from the finished game of the step
	// before (the first step takes nothing).
	Carry Carry
	Range hcl.Range
}

// A Carry says what passes from a finished game into the next scenario's
// setup, for the sides that scenario has: holdings add to the setup's,
// units join it off the map with their face, statuses, counters and items,
// for the ruleset to deploy.
type Carry struct {
	// Holdings names the holdings whose counts (every item of each) carry.
	Holdings []string
	// Units is CarrySurvivors or CarryNone (the default).
	Units string
	// UnitsWithStatus carries the living units that have any of these
	// statuses (marked units), whatever Units says.
	UnitsWithStatus []string
	// UnitsOfSides, when set, carries only the units of these sides.
	UnitsOfSides []string
	Range        hcl.Range
}

// CampaignList returns the campaigns by id.
func (r *Ruleset) CampaignList() []*Campaign {
	out := make([]*Campaign, 0, len(r.Campaigns))
	for _, id := range slices.Sorted(maps.Keys(r.Campaigns)) {
		out = append(out, r.Campaigns[id])
	}
	return out
}

var (
	campaignSchema     = schema{attrs: map[string]bool{"title": true, "rule": false, "note": false}, blocks: map[string]int{"scenario": 1}}
	campaignStepSchema = schema{attrs: map[string]bool{}, blocks: map[string]int{"carry": 0}}
	carrySchema        = schema{attrs: map[string]bool{"holdings": false, "units": false, "units_with_status": false, "units_of_sides": false}}
)

func (d *decoder) campaign(n *node) *Campaign {
	what := fmt.Sprintf("campaign %q", n.name())
	d.diags = append(d.diags, campaignSchema.check(n, what)...)
	c := &Campaign{ID: n.name(), Title: d.str(n, "title"), Rule: d.str(n, "rule"), Note: d.str(n, "note"), Layer: n.Layer, Range: n.DefRange}
	for _, b := range n.Blocks {
		if b.Kind != "scenario" || len(b.Labels) != 1 {
			continue // reported by the schema check
		}
		d.diags = append(d.diags, campaignStepSchema.check(b, fmt.Sprintf("scenario %q of %s", b.name(), what))...)
		step := CampaignStep{Scenario: b.name(), Carry: Carry{Units: CarryNone}, Range: b.DefRange}
		carries := 0
		for _, cb := range b.Blocks {
			if cb.Kind != "carry" {
				continue
			}
			carries++
			switch {
			case carries > 1:
				d.errorf(cb.DefRange, "Duplicate carry", "A campaign step states one carry block.")
			case len(c.Steps) == 0:
				d.errorf(cb.DefRange, "Nothing to carry", "Scenario %q is the first step of %s: no game comes before it to carry anything from.", step.Scenario, what)
			}
			step.Carry = d.carry(cb)
		}
		c.Steps = append(c.Steps, step)
	}
	if len(c.Steps) == 0 {
		d.errorf(n.DefRange, "Campaign without scenarios", "A campaign lists its scenarios in order: scenario \"<id>\" { carry { ... } } blocks.")
	}
	return c
}

func (d *decoder) carry(n *node) Carry {
	d.diags = append(d.diags, carrySchema.check(n, "a carry block")...)
	c := Carry{Holdings: d.strings(n, "holdings"), Units: CarryNone, UnitsWithStatus: d.strings(n, "units_with_status"), UnitsOfSides: d.strings(n, "units_of_sides"), Range: n.DefRange}
	if a, ok := n.Attrs["units"]; ok {
		c.Units = d.str(n, "units")
		if c.Units != CarrySurvivors && c.Units != CarryNone {
			d.errorf(a.Expr.Range(), "Invalid units", "units is %q (every unit alive at the end) or %q, not %q.", CarrySurvivors, CarryNone, c.Units)
		}
	}
	return c
}

// checkCampaigns makes sure every campaign names scenarios, holdings,
// statuses and sides the ruleset declares.
func checkCampaigns(rs *Ruleset) hcl.Diagnostics {
	var diags hcl.Diagnostics
	scenarios := lazyJoin(rs.Scenarios)
	declared := map[string]func() string{}
	for _, kind := range []string{KindHolding, KindStatus, KindSide} {
		declared[kind] = lazyJoin(rs.Entities[kind])
	}
	for _, c := range rs.CampaignList() {
		if d := unknownRule(rs, c.Rule, c.Range, fmt.Sprintf("campaign %q", c.ID)); d != nil {
			diags = append(diags, d)
		}
		for i, s := range c.Steps {
			if _, ok := rs.Scenarios[s.Scenario]; !ok {
				diags = append(diags, diagAt(s.Range, "Unknown scenario", "Step %d of campaign %q is scenario %q, which the ruleset does not declare (scenarios: %s).", i+1, c.ID, s.Scenario, scenarios()))
			}
			for _, ref := range []struct {
				kind string
				ids  []string
			}{{KindHolding, s.Carry.Holdings}, {KindStatus, s.Carry.UnitsWithStatus}, {KindSide, s.Carry.UnitsOfSides}} {
				for _, id := range ref.ids {
					if _, ok := rs.Entity(ref.kind, id); !ok {
						diags = append(diags, diagAt(s.Carry.Range, "Unknown "+ref.kind, "The carry of scenario %q in campaign %q names %s %q, which the ruleset does not declare (it declares: %s).", s.Scenario, c.ID, ref.kind, id, declared[ref.kind]()))
					}
				}
			}
		}
	}
	return diags
}
