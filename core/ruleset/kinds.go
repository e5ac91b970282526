package ruleset

import (
	"fmt"
	"regexp"
	"strconv"
)

var ruleSchema = schema{attrs: map[string]bool{"section": false, "title": true, "summary": false, "note": false}}

func (d *decoder) rule(n *node) *Rule {
	d.diags = append(d.diags, ruleSchema.check(n, fmt.Sprintf("rule %q", n.name()))...)
	return &Rule{ID: n.name(), Section: d.str(n, "section"), Title: d.str(n, "title"), Summary: d.str(n, "summary"), Layer: n.Layer, Range: n.DefRange, Changes: n.Changes}
}

var (
	// entitySchema is what every entity kind takes; entitySchemas adds
	// each kind's kernel attributes.
	entitySchema = schema{
		attrs: map[string]bool{
			"rule": true, "name": false, "faction": false, "tags": false, "stats": false,
			"source": false, "provisional": false, "note": false, "movement": false,
		},
		blocks: map[string]int{"weapon": 1, "face": 1},
	}
	faceSchema   = schema{attrs: map[string]bool{"stats": false, "note": false}, blocks: map[string]int{"weapon": 1}}
	weaponSchema = schema{attrs: map[string]bool{}} // any plain values
)

func (d *decoder) entity(n *node) *Entity {
	what := fmt.Sprintf("%s %q", n.Kind, n.name())
	taken := d.checkEntityAttrs(n, what)
	d.kernelStatsIn(n, what)
	e := &Entity{
		Kind: n.Kind, ID: n.name(), Name: d.str(n, "name"), Rule: d.str(n, "rule"),
		Faction: d.str(n, "faction"), Tags: d.strings(n, "tags"), Stats: d.object(n, "stats"),
		Source: d.str(n, "source"), Provisional: d.boolean(n, "provisional"), Note: d.str(n, "note"),
		Movement: d.str(n, "movement"), Layer: n.Layer, Range: n.DefRange,
	}
	d.kernelAttrsOf(taken, e, what)
	if a, ok := n.Attrs["movement"]; ok {
		e.MovementAt = a.Expr.Range()
		if n.Kind != KindUnitType {
			d.errorf(a.NameRange, "Unsupported argument", "%s names a movement class; only a unit_type moves.", what)
		}
	}
	if e.Name == "" {
		e.Name = e.ID
	}
	if e.Stats == nil {
		e.Stats = Attrs{}
	}
	if e.Provisional && e.Note == "" {
		d.errorf(n.DefRange, "Provisional value without a reason", "%s is marked provisional; add note = \"...\" saying why its values were chosen.", what)
	}
	for _, b := range n.Blocks {
		switch b.Kind {
		case "weapon":
			e.Weapons = append(e.Weapons, Weapon{Name: b.name(), Attrs: d.scalars(b, nil)})
		case "face":
			d.diags = append(d.diags, faceSchema.check(b, fmt.Sprintf("face %q of %s", b.name(), what))...)
			f := Face{Name: b.name(), Stats: d.object(b, "stats")}
			for _, w := range b.Blocks {
				if w.Kind == "weapon" {
					f.Weapons = append(f.Weapons, Weapon{Name: w.name(), Attrs: d.scalars(w, nil)})
				}
			}
			e.Faces = append(e.Faces, f)
		}
	}
	return e
}

var (
	actionSchema = schema{attrs: map[string]bool{"rule": true, "title": false, "reaction": false, "any_time": false, "requires": false}, blocks: map[string]int{"param": 1}}
	paramSchema  = schema{attrs: map[string]bool{"type": true, "of": false, "choices": false, "optional": false}}
	paramTypes   = map[string]bool{ParamUnit: true, ParamUnits: true, ParamHex: true, ParamHexes: true, ParamString: true, ParamStrings: true, ParamInt: true, ParamBool: true}
)

func (d *decoder) action(n *node) *Action {
	d.diags = append(d.diags, actionSchema.check(n, fmt.Sprintf("action %q", n.name()))...)
	a := &Action{ID: n.name(), Rule: d.str(n, "rule"), Title: d.str(n, "title"), Reaction: d.boolean(n, "reaction"), Requires: d.strings(n, "requires"), Layer: n.Layer, Range: n.DefRange}
	if r, ok := n.Attrs["requires"]; ok {
		a.RequiresAt = r.Expr.Range()
	}
	if a.AnyTime = d.boolean(n, "any_time"); a.AnyTime && a.Reaction {
		d.errorf(n.Attrs["any_time"].Expr.Range(), "An action both a reaction and any-time", "Action %q is a reaction, taken only in a window that offers it; any_time = true is for an action taken outside windows, in any side's turn. Keep one.", a.ID)
	}
	for _, b := range n.Blocks {
		d.diags = append(d.diags, paramSchema.check(b, fmt.Sprintf("param %q of action %q", b.name(), a.ID))...)
		p := Param{Name: b.name(), Type: d.str(b, "type"), Of: d.str(b, "of"), Choices: d.strings(b, "choices"), Optional: d.boolean(b, "optional")}
		if _, ok := b.Attrs["type"]; ok && !paramTypes[p.Type] {
			d.errorf(b.Attrs["type"].Expr.Range(), "Unknown parameter type", "Parameter %q has type %q; expected one of: %s.", p.Name, p.Type, sortedJoin(paramTypes))
		}
		switch p.Of {
		case "", "active", "enemy", "any":
		case ScopeOwn:
			if p.Type != ParamUnit && p.Type != ParamUnits && p.Type != ParamString {
				d.errorf(b.Attrs["of"].Expr.Range(), "Ownership on a parameter that names nothing owned", "of = \"own\" applies to a unit, a list of units or a side's name (a string), not to %s parameter %q.", p.Type, p.Name)
			}
		default:
			d.errorf(b.Attrs["of"].Expr.Range(), "Unknown unit scope", "of must be \"active\", \"own\", \"enemy\" or \"any\", not %q.", p.Of)
		}
		a.Params = append(a.Params, p)
	}
	return a
}

var (
	tableSchema = schema{attrs: map[string]bool{"rule": true, "title": false, "dice": false}, blocks: map[string]int{"row": 1}}
	diceSpec    = regexp.MustCompile(`^(\d+)[dD](\d+)$`)
	rowKey      = regexp.MustCompile(`^(\d+)(?:-(\d+)|(\+))?$`)
)

func (d *decoder) table(n *node) *Table {
	d.diags = append(d.diags, tableSchema.check(n, fmt.Sprintf("table %q", n.name()))...)
	t := &Table{ID: n.name(), Rule: d.str(n, "rule"), Title: d.str(n, "title"), Layer: n.Layer, Range: n.DefRange}
	if spec := d.str(n, "dice"); spec != "" {
		m := diceSpec.FindStringSubmatch(spec)
		if m == nil {
			d.errorf(n.Attrs["dice"].Expr.Range(), "Invalid dice", "dice must read like \"3D8\" (count, D, sides), not %q.", spec)
		} else {
			dice, err1 := strconv.Atoi(m[1])
			sides, err2 := strconv.Atoi(m[2])
			if err1 != nil || err2 != nil || dice < 1 || dice > MaxDice || sides < 1 || sides > MaxDieSides {
				d.errorf(n.Attrs["dice"].Expr.Range(), "Invalid dice", "dice %q: a table throws 1 to %d dice of 1 to %d sides.", spec, MaxDice, MaxDieSides)
			} else {
				t.Dice, t.Sides = dice, sides
			}
		}
	}
	for _, b := range n.Blocks {
		attrs := d.scalars(b, map[string]bool{"rule": true})
		row := TableRow{Key: b.name(), Attrs: attrs, Range: b.DefRange}
		if _, ok := b.Attrs["rule"]; ok {
			row.Rule = d.str(b, "rule")
		}
		if t.Dice > 0 {
			m := rowKey.FindStringSubmatch(b.name())
			if m == nil {
				d.errorf(b.DefRange, "Invalid row key", "A row of a dice table is keyed by a total (\"7\"), a range (\"2-4\") or an open range (\"12+\"), not %q.", b.name())
				continue
			}
			row.From, _ = strconv.Atoi(m[1])
			row.To = row.From
			switch {
			case m[2] != "":
				row.To, _ = strconv.Atoi(m[2])
			case m[3] != "":
				row.To = 1 << 30
			}
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

var (
	phaseSchema = schema{attrs: map[string]bool{"rule": true, "title": false, "order": true, "interactive": false, "once": false, "ends": false}, blocks: map[string]int{"step": 1}}
	stepSchema  = schema{attrs: map[string]bool{"rule": false, "title": false, "hook": false}}
)

func (d *decoder) phase(n *node) *Phase {
	d.diags = append(d.diags, phaseSchema.check(n, fmt.Sprintf("phase %q", n.name()))...)
	p := &Phase{ID: n.name(), Rule: d.str(n, "rule"), Title: d.str(n, "title"), Order: d.integer(n, "order", 0), Interactive: d.boolean(n, "interactive"), Once: d.boolean(n, "once"), Ends: d.str(n, "ends"), Layer: n.Layer, Range: n.DefRange}
	if p.Ends != "" && p.Ends != PhaseEndsAnySide && p.Ends != PhaseEndsEverySide {
		d.errorf(n.Attrs["ends"].Expr.Range(), "Unknown phase end", "ends must be %q (any side's end_phase ends the phase, the default) or %q (it ends once every side a person plays has ended it), not %q.", PhaseEndsAnySide, PhaseEndsEverySide, p.Ends)
	}
	for _, b := range n.Blocks {
		d.diags = append(d.diags, stepSchema.check(b, fmt.Sprintf("step %q of phase %q", b.name(), p.ID))...)
		s := Step{Name: b.name(), Rule: d.str(b, "rule"), Title: d.str(b, "title"), Hook: d.str(b, "hook")}
		if s.Hook == "" {
			s.Hook = s.Name
		}
		p.Steps = append(p.Steps, s)
	}
	return p
}

var scenarioExtra = schema{attrs: map[string]bool{"title": true, "rule": false, "note": false, "notes": false, "turns": false, "options": false, "order": false}}

// The most setup notes a scenario states, and the longest: a line each in
// a listing and a banner.
const (
	MaxSetupNotes    = 32
	MaxSetupNoteText = 256
)

func (d *decoder) scenario(n *node) *Scenario {
	s := &Scenario{ID: n.name(), Title: d.str(n, "title"), Rule: d.str(n, "rule"), Note: d.str(n, "note"), Notes: d.strings(n, "notes"), Turns: d.integer(n, "turns", 0), Order: d.integer(n, "order", 0), Attrs: d.object(n, "options"), Layer: n.Layer, Range: n.DefRange}
	if a, ok := n.Attrs["notes"]; ok {
		if len(s.Notes) > MaxSetupNotes {
			d.errorf(a.Expr.Range(), "Too many setup notes", "Scenario %q states %d setup notes; at most %d.", s.ID, len(s.Notes), MaxSetupNotes)
		}
		for i, note := range s.Notes {
			if note == "" || len(note) > MaxSetupNoteText {
				d.errorf(a.Expr.Range(), "A setup note of the wrong size", "Setup note %d of scenario %q has %d bytes; a note has 1 to %d.", i+1, s.ID, len(note), MaxSetupNoteText)
			}
		}
	}
	s.Setup = decodeSetup(d, n, scenarioExtra)
	return s
}
