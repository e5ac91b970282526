package ruleset

import "github.com/hashicorp/hcl/v2"

// Block kinds a ruleset file may declare at its top level.
const (
	KindRule       = "rule"
	KindSide       = "side"
	KindTerrain    = "terrain"
	KindUnitType   = "unit_type"
	KindItem       = "item"
	KindMarkerKind = "marker_kind"
	KindStatus     = "status"
	KindFormation  = "formation"
	KindHolding    = "holding"
	KindAction     = "action"
	KindModifier   = "modifier"
	KindTable      = "table"
	KindPhase      = "phase"
	KindMap        = "map"
	KindScenario   = "scenario"

	// kindPatch and kindRemove change a block an earlier layer declared.
	kindPatch  = "patch"
	kindRemove = "remove"
)

// KindShorthand declares a shorthand attribute of unit specs in setups and
// cases (`reduced = true`, say) and what it stands for.
const KindShorthand = "unit_shorthand"

// entityKinds are the kinds decoded as an Entity.
var entityKinds = []string{KindSide, KindFormation, KindHolding, KindTerrain, KindUnitType, KindItem, KindMarkerKind, KindStatus, KindShorthand}

// A Rule is one paragraph of a rulebook, paraphrased, that data and scripts cite.
type Rule struct {
	ID      string
	Section string
	Title   string
	Summary string
	Layer   string
	Range   hcl.Range
	// Changes are the later layers that replaced or patched the rule.
	Changes []Change
}

// LastLayer is the layer that last declared, replaced or patched the rule:
// the one that answers for it now.
func (r *Rule) LastLayer() string {
	if n := len(r.Changes); n > 0 {
		return r.Changes[n-1].Layer
	}
	return r.Layer
}

// A Weapon is a named set of factors (firepower, range...) on an entity.
type Weapon struct {
	Name  string
	Attrs Attrs
}

// A Face is one side of a counter: the stats and weapons that differ from
// the front.
type Face struct {
	Name    string
	Stats   Attrs
	Weapons []Weapon
}

// An Entity is a thing the rules talk about that carries factors: a unit
// type, an item, a terrain, a marker kind, a status, a side or a formation
// (whose stats hold, say, its commander's ratings), or a holding: something
// a side has in store off the map (support missions, supply points), which
// setups give out by the holding's name.
type Entity struct {
	Kind        string
	ID          string
	Name        string
	Rule        string
	Faction     string
	Tags        []string
	Stats       Attrs
	Weapons     []Weapon
	Faces       []Face
	Source      string
	Provisional bool
	Note        string
	// Movement is the movement class of a unit type (MovementClass),
	// written at MovementAt.
	Movement   string
	MovementAt hcl.Range
	// The kernel's attributes, each written beside the stats on the kinds
	// that take it (kernelAttrs) and checked at load. Hidden says from
	// whom the entity is hidden ("" for no secret), RevealedBy the status
	// that shows it on a unit, written at RevealedByAt.
	Hidden, RevealedBy string
	RevealedByAt       hcl.Range
	// Relations (a side's) say how the side regards others, side ->
	// relation, written at RelationsAt.
	Relations   map[string]string
	RelationsAt hcl.Range
	// Relation and RelationOwn (a status's) say how its unit regards, and
	// is regarded by, units of other sides and of its own side.
	Relation, RelationOwn string
	// Symbol (a terrain's or marker kind's) is its character on the text map.
	Symbol string
	// Shorthand (a unit_shorthand's) is what it stands for.
	Shorthand Shorthand
	// Image (a unit type's or marker kind's) is the path of an SVG file in
	// the folder of the layer that names it, written at ImageAt;
	// ImageSource is the file, read and checked at load.
	Image       string
	ImageAt     hcl.Range
	ImageSource string
	Layer       string
	Range       hcl.Range
}

// HasTag reports whether the entity carries a tag.
func (e *Entity) HasTag(tag string) bool {
	for _, t := range e.Tags {
		if t == tag {
			return true
		}
	}
	return false
}

// Face returns the named face, or nil.
func (e *Entity) Face(name string) *Face {
	for i := range e.Faces {
		if e.Faces[i].Name == name {
			return &e.Faces[i]
		}
	}
	return nil
}

// StatsOn returns the stats with a face's overrides applied ("" is the front).
func (e *Entity) StatsOn(face string) Attrs {
	f := e.Face(face)
	if f == nil || len(f.Stats) == 0 {
		return e.Stats
	}
	out := make(Attrs, len(e.Stats)+len(f.Stats))
	for k, v := range e.Stats {
		out[k] = v
	}
	for k, v := range f.Stats {
		out[k] = v
	}
	return out
}

// WeaponsOn returns the weapons on a face: the face's own weapons replace the
// front's weapons of the same name.
func (e *Entity) WeaponsOn(face string) []Weapon {
	f := e.Face(face)
	if f == nil || len(f.Weapons) == 0 {
		return e.Weapons
	}
	out := make([]Weapon, 0, len(e.Weapons)+len(f.Weapons))
	for _, w := range e.Weapons {
		if fw := findWeapon(f.Weapons, w.Name); fw != nil {
			out = append(out, *fw)
			continue
		}
		out = append(out, w)
	}
	for _, fw := range f.Weapons {
		if findWeapon(e.Weapons, fw.Name) == nil {
			out = append(out, fw)
		}
	}
	return out
}

func findWeapon(ws []Weapon, name string) *Weapon {
	for i := range ws {
		if ws[i].Name == name {
			return &ws[i]
		}
	}
	return nil
}

// Param types an action parameter may have.
const (
	ParamUnit   = "unit"
	ParamUnits  = "units"
	ParamHex    = "hex"
	ParamHexes  = "hexes"
	ParamString = "string"
	// ParamStrings is a list of strings (ids of items, types...).
	ParamStrings = "strings"
	ParamInt     = "int"
	ParamBool    = "bool"
)

// ScopeOwn is the scope of a parameter whose value must belong to the side
// that submits the action: the kernel refuses another side's unit, or
// another side's name, before any rule is asked.
const ScopeOwn = "own"

// A Param is one parameter of an action.
type Param struct {
	Name string
	Type string
	// Of narrows a unit parameter for listing legal actions: "active" (the
	// acting side's units), "enemy" or "any". "own" narrows the list as
	// "active" does and is also enforced: a unit named, or on a string
	// parameter a side named, must be the submitting side's (ScopeOwn).
	Of       string
	Choices  []string
	Optional bool
}

// An Action is a kind of move a player can make.
type Action struct {
	ID     string
	Rule   string
	Title  string
	Params []Param
	// Reaction marks an action only legal inside an interrupt window.
	Reaction bool
	// AnyTime marks an action any side may take outside the windows, in
	// its turn or not (any_time = true): its preconditions, availability
	// and validation still judge it.
	AnyTime bool
	// Requires names the preconditions the action must meet, judged in
	// this order before any validate handler runs; written at RequiresAt.
	Requires   []string
	RequiresAt hcl.Range
	Layer      string
	Range      hcl.Range
}

// AnyTime reports whether the ruleset has an action any side may take out
// of its turn (Action.AnyTime): front ends then let every seat act.
func (rs *Ruleset) AnyTime() bool {
	for _, a := range rs.Actions {
		if a.AnyTime {
			return true
		}
	}
	return false
}

// Param returns the named parameter, or nil.
func (a *Action) Param(name string) *Param {
	for i := range a.Params {
		if a.Params[i].Name == name {
			return &a.Params[i]
		}
	}
	return nil
}

// A TableRow is one row of a table: for a dice table, the result for roll
// totals From..To; for a plain table, the entry named Key.
type TableRow struct {
	Key      string
	From, To int
	Rule     string
	Attrs    Attrs
	Range    hcl.Range
}

// A Table is a dice table such as an events table (Dice > 0), or a plain
// table of named rows such as a victory point chart.
type Table struct {
	ID    string
	Rule  string
	Title string
	Dice  int
	Sides int
	Rows  []TableRow
	Layer string
	Range hcl.Range
}

// Lookup returns the row of a dice table for a total.
func (t *Table) Lookup(total int) (*TableRow, bool) {
	for i := range t.Rows {
		if t.Dice > 0 && total >= t.Rows[i].From && total <= t.Rows[i].To {
			return &t.Rows[i], true
		}
	}
	return nil, false
}

// Row returns the row with a key.
func (t *Table) Row(key string) (*TableRow, bool) {
	for i := range t.Rows {
		if t.Rows[i].Key == key {
			return &t.Rows[i], true
		}
	}
	return nil, false
}

// A Step is one step of a phase; the kernel fires the step's hook.
type Step struct {
	Name  string
	Rule  string
	Title string
	Hook  string
}

// Who ends a phase (Phase.Ends).
const (
	PhaseEndsAnySide   = "any_side"
	PhaseEndsEverySide = "every_side"
)

// A Phase is one part of a game turn.
type Phase struct {
	ID    string
	Rule  string
	Title string
	Order int
	// Interactive phases wait for players' actions until the ruleset ends them.
	Interactive bool
	// Once phases are played only where a game starts in them (a setup
	// phase before turn 1, say): the turn's progression skips them.
	Once bool
	// Ends says who ends the phase: "" or PhaseEndsAnySide, any side that
	// ends it; PhaseEndsEverySide, every side a person plays, each for
	// itself (a setup where each side buys, then says it is done).
	Ends  string
	Steps []Step
	Layer string
	Range hcl.Range
}
