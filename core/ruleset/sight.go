package ruleset

import (
	"fmt"
	"maps"
	"slices"
	"strconv"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// KindSight declares how lines of sight are judged: a model of heights,
// obstacles and the markers that thin or stop a line, which the kernel
// evaluates for every line (core/engine/sight_line.go). A ruleset declares
// at most one; a mod patches its nested blocks by header.
const KindSight = "sight"

// A Sight is a ruleset's line-of-sight model.
//
// A line runs between two ends, each at a height (Heights, else the
// ground of its hex); what lies strictly between them is judged hex by
// hex: the first Blocks clause that holds for a hex blocks the line, with
// the hex's top the obstacle stat (raised by UnitObstacles). Markers then
// count: a Veil of a level from BlockLevel up blocks like an obstacle, a
// thinner one counts where an obstacle as high as it would block; Debris
// counts where its When holds; a Stack blocks once its counts are reached.
// Veils also give the line cover, which a ruleset turns into a defence
// bonus or anything else.
type Sight struct {
	ID   string
	Rule string
	// Ground and Obstacle name the terrain stats, summed over a hex's
	// terrain and features, that give its ground level and the top of what
	// stands in it (0: nothing stands there).
	Ground, Obstacle string
	// OtherMap is the rule a line between two maps cites: nothing sees
	// across. Hexside is the rule a line along a hexside cites when both
	// hexes block; with one blocking it takes the other.
	OtherMap, Hexside string
	Heights           []SightHeight
	UnitObstacles     []SightUnitObstacle
	Blocks            []SightBlock
	// Markers are the veils and the debris in declaration order, which is
	// also the order that says which of two hexes along a hexside is
	// lesser: the first marker weighs most.
	Markers []SightMarker
	Stacks  []SightStack
	Layer   string
	Range   hcl.Range
}

// A SightHeight puts a unit at a fixed height, wherever it stands: a unit
// with every tag and showing none of the faces ExceptFaces.
type SightHeight struct {
	Name, Rule  string
	Tags        []string
	ExceptFaces []string
	Level       int
	Range       hcl.Range
}

// A SightUnitObstacle makes a unit (not aboard another, not raised by a
// SightHeight) an obstacle standing Height above its hex's ground.
type SightUnitObstacle struct {
	Name, Rule string
	Tags       []string
	Height     int
	Range      hcl.Range
}

// A SightBlock is one clause of when a hex between the ends blocks: When
// reads SightFacts.
type SightBlock struct {
	Name, Rule string
	When       hclsyntax.Expression
	Range      hcl.Range
}

// The values a SightMarker's Ends takes.
const (
	// SightEndsTarget: a veil in the target's hex gives cover, whatever
	// its level, and never blocks; the firer's hex counts for nothing.
	SightEndsTarget = "target"
	// SightEndsBoth: a veil in either end's hex acts for an end standing
	// below its top, blocking from BlockLevel up and giving cover below,
	// though it never counts towards a stack.
	SightEndsBoth = "both"
)

// A SightMarker is a marker kind that acts on lines through its hex: a
// veil (smoke, whose level is its height) or debris (wrecks).
type SightMarker struct {
	// Kind is the marker kind, and the name stacks count it by.
	Kind string
	// Rule is the rule its block cites; "" reads the marker kind's own
	// rule, so a layer that patches the marker's rule moves it too.
	Rule string
	Veil bool
	// BlockLevel, Ends and CoverMax are a veil's: the level from which it
	// blocks, how the ends' hexes count and the most cover it gives a line.
	BlockLevel int
	Ends       string
	CoverMax   int
	// Reach is a veil's reach beyond its own hex, by level: a marker of a
	// level with a reach of n hexes veils every hex within n of its own as
	// if it lay there too (the thickest such marker counts). Sorted by
	// level; a level with no entry takes the reach of the next lower one,
	// the lowest none.
	Reach []SightReach
	// When says where debris counts (SightFacts).
	When  hclsyntax.Expression
	Range hcl.Range
}

// A SightReach is how many hexes beyond its own a veil of Level and up
// veils.
type SightReach struct {
	Level, Hexes int
}

// ReachOf is how many hexes beyond its own a veil marker of a level veils.
func (mk *SightMarker) ReachOf(level int) int {
	n := 0
	for _, r := range mk.Reach {
		if r.Level <= level {
			n = r.Hexes
		}
	}
	return n
}

// MaxReach is the farthest any level of the veil reaches.
func (mk *SightMarker) MaxReach() int {
	n := 0
	for _, r := range mk.Reach {
		n = max(n, r.Hexes)
	}
	return n
}

// MaxSightReach bounds a veil's reach: every hex of every line looks that
// far around it for the veil's markers.
const MaxSightReach = 6

// A SightStack blocks a line once every count it names is reached by the
// markers the line has passed.
type SightStack struct {
	Name string
	// Rule is the rule it cites; "" reads that of the first marker it
	// counts, in the model's order.
	Rule   string
	Counts map[string]int
	Range  hcl.Range
}

// MarkerRule is the rule a marker's part in a line cites: the model's word
// for it, else the marker kind's own rule (so a layer that patches the
// marker's rule moves it too), else the model's.
func (s *Sight) MarkerRule(rs *Ruleset, mk *SightMarker) string {
	if mk.Rule != "" {
		return mk.Rule
	}
	if k, ok := rs.Entity(KindMarkerKind, mk.Kind); ok && k.Rule != "" {
		return k.Rule
	}
	return s.Rule
}

// StackRule is the rule a stack cites: its own, else that of the first
// marker it counts, in the model's order.
func (s *Sight) StackRule(rs *Ruleset, st *SightStack) string {
	if st.Rule != "" {
		return st.Rule
	}
	for i := range s.Markers {
		if _, ok := st.Counts[s.Markers[i].Kind]; ok {
			return s.MarkerRule(rs, &s.Markers[i])
		}
	}
	return s.Rule
}

// The facts a SightBlock's or debris' When reads, the only names it may.
const (
	SightLow       = "low"        // the lower end's height
	SightHigh      = "high"       // the higher end's height
	SightGround    = "ground"     // the hex's ground level
	SightTop       = "top"        // the top of what stands in the hex
	SightBesideLow = "beside_low" // the hex touches the lower end (ends at different heights)
)

// SightFacts are the names a clause reads.
var SightFacts = map[string]bool{SightLow: true, SightHigh: true, SightGround: true, SightTop: true, SightBesideLow: true}

// MaxSightClauses bounds each list of a sight model: every hex of every
// line runs through them.
const MaxSightClauses = 64

var (
	sightSchema = schema{
		attrs:  map[string]bool{"rule": true, "ground": true, "obstacle": true, "other_map": true, "hexside": true},
		blocks: map[string]int{"height": 1, "unit_obstacle": 1, "block": 1, "veil": 1, "debris": 1, "stack": 1},
	}
	sightHeightSchema   = schema{attrs: map[string]bool{"rule": true, "tags": true, "except_faces": false, "level": true}}
	sightObstacleSchema = schema{attrs: map[string]bool{"rule": true, "tags": true, "height": true}}
	sightBlockSchema    = schema{attrs: map[string]bool{"rule": true, "when": true}}
	sightVeilSchema     = schema{attrs: map[string]bool{"rule": false, "block_level": true, "ends": true, "cover_max": true, "reach": false}}
	sightDebrisSchema   = schema{attrs: map[string]bool{"rule": false, "when": true}}
	sightStackSchema    = schema{attrs: map[string]bool{"rule": false, "counts": true}}
)

func (d *decoder) sight(n *node) *Sight {
	what := fmt.Sprintf("sight %q", n.name())
	d.diags = append(d.diags, sightSchema.check(n, what)...)
	s := &Sight{
		ID: n.name(), Rule: d.str(n, "rule"), Ground: d.str(n, "ground"), Obstacle: d.str(n, "obstacle"),
		OtherMap: d.str(n, "other_map"), Hexside: d.str(n, "hexside"), Layer: n.Layer, Range: n.DefRange,
	}
	counted := map[string]bool{}
	for _, b := range n.Blocks {
		in := fmt.Sprintf("%s %q of %s", b.Kind, b.name(), what)
		switch b.Kind {
		case "height":
			d.diags = append(d.diags, sightHeightSchema.check(b, in)...)
			s.Heights = append(s.Heights, SightHeight{Name: b.name(), Rule: d.str(b, "rule"), Tags: d.strings(b, "tags"), ExceptFaces: d.strings(b, "except_faces"), Level: d.integer(b, "level", 0), Range: b.DefRange})
		case "unit_obstacle":
			d.diags = append(d.diags, sightObstacleSchema.check(b, in)...)
			s.UnitObstacles = append(s.UnitObstacles, SightUnitObstacle{Name: b.name(), Rule: d.str(b, "rule"), Tags: d.strings(b, "tags"), Height: d.integer(b, "height", 0), Range: b.DefRange})
		case "block":
			d.diags = append(d.diags, sightBlockSchema.check(b, in)...)
			s.Blocks = append(s.Blocks, SightBlock{Name: b.name(), Rule: d.str(b, "rule"), When: d.sightWhen(b, in), Range: b.DefRange})
		case "veil":
			d.diags = append(d.diags, sightVeilSchema.check(b, in)...)
			m := SightMarker{Kind: b.name(), Rule: d.str(b, "rule"), Veil: true, BlockLevel: d.integer(b, "block_level", 0), Ends: d.str(b, "ends"), CoverMax: d.integer(b, "cover_max", 0), Reach: d.sightReach(b, in), Range: b.DefRange}
			if a, ok := b.Attrs["ends"]; ok && m.Ends != SightEndsTarget && m.Ends != SightEndsBoth {
				d.errorf(a.Expr.Range(), "Unknown veil ends", "ends must be %q (the target's hex gives cover only) or %q (either end's hex acts for an end below the veil's top), not %q.", SightEndsTarget, SightEndsBoth, m.Ends)
			}
			if a, ok := b.Attrs["block_level"]; ok && m.BlockLevel < 1 {
				d.errorf(a.Expr.Range(), "Invalid veil level", "block_level is the level from which the veil blocks: 1 or more, not %d.", m.BlockLevel)
			}
			if a, ok := b.Attrs["cover_max"]; ok && (m.CoverMax < 0 || m.CoverMax > MaxCount) {
				d.errorf(a.Expr.Range(), "Invalid cover", "cover_max is between 0 and %d, not %d.", MaxCount, m.CoverMax)
			}
			s.Markers = append(s.Markers, m)
		case "debris":
			d.diags = append(d.diags, sightDebrisSchema.check(b, in)...)
			s.Markers = append(s.Markers, SightMarker{Kind: b.name(), Rule: d.str(b, "rule"), When: d.sightWhen(b, in), Range: b.DefRange})
		case "stack":
			d.diags = append(d.diags, sightStackSchema.check(b, in)...)
			s.Stacks = append(s.Stacks, SightStack{Name: b.name(), Rule: d.str(b, "rule"), Counts: d.sightCounts(b, in), Range: b.DefRange})
		}
		if b.Kind == "veil" || b.Kind == "debris" {
			if counted[b.name()] {
				d.errorf(b.DefRange, "Marker judged twice", "In %s, marker kind %q is already a veil or debris.", what, b.name())
			}
			counted[b.name()] = true
		}
	}
	for _, list := range []struct {
		name string
		n    int
	}{{"height", len(s.Heights)}, {"unit_obstacle", len(s.UnitObstacles)}, {"block", len(s.Blocks)}, {"veil and debris", len(s.Markers)}, {"stack", len(s.Stacks)}} {
		if list.n > MaxSightClauses {
			d.errorf(n.DefRange, "Too many clauses", "%s has %d %s blocks; the limit is %d.", what, list.n, list.name, MaxSightClauses)
		}
	}
	for _, st := range s.Stacks {
		for _, kind := range slices.Sorted(maps.Keys(st.Counts)) {
			if !counted[kind] {
				d.errorf(st.Range, "Unknown counted marker", "Stack %q of %s counts %q, which is no veil or debris of the model.%s", st.Name, what, kind, NewSpeller(slices.Collect(maps.Keys(counted))).DidYouMean(kind))
			}
		}
	}
	return s
}

// sightWhen returns a clause's condition, refusing any name but SightFacts
// so a typo is caught at load, not when a line first crosses the clause.
func (d *decoder) sightWhen(b *node, in string) hclsyntax.Expression {
	a, ok := b.Attrs["when"]
	if !ok {
		return nil
	}
	facts := slices.Sorted(maps.Keys(SightFacts))
	for _, t := range hclsyntax.Variables(a.Expr) {
		name := t.RootName()
		if !SightFacts[name] || len(t) > 1 {
			d.errorf(t.SourceRange(), "Unknown sight fact", "In %s, when reads %s; a sight clause reads only: %v.%s", in, name, facts, NewSpeller(facts).DidYouMean(name))
		}
	}
	return a.Expr
}

// sightReach reads a veil's reach: level -> hexes beyond its own, sorted
// by level.
func (d *decoder) sightReach(b *node, in string) []SightReach {
	var out []SightReach
	for key, v := range d.object(b, "reach") {
		level, err := strconv.Atoi(key)
		n, ok := countValue(v)
		if err != nil || level < 1 || level > MaxCount || !ok || n > MaxSightReach {
			d.errorf(b.Attrs["reach"].Expr.Range(), "Invalid reach", "In %s, reach maps a veil level (1 or more) to the hexes beyond its own it veils (0 to %d): reach = { 2 = 1 }; the entry for %q is not.", in, MaxSightReach, key)
			continue
		}
		out = append(out, SightReach{Level: level, Hexes: n})
	}
	slices.SortFunc(out, func(a, b SightReach) int { return a.Level - b.Level })
	return out
}

// sightCounts reads a stack's counts: marker kind -> how many hexes.
func (d *decoder) sightCounts(b *node, in string) map[string]int {
	out := map[string]int{}
	for kind, v := range d.object(b, "counts") {
		n, ok := countValue(v)
		if !ok || n < 1 || n > MaxCount {
			d.errorf(b.Attrs["counts"].Expr.Range(), "Invalid count", "In %s, counts.%s must be a whole number from 1 to %d.", in, kind, MaxCount)
			continue
		}
		out[kind] = n
	}
	if len(out) == 0 && b.Attrs["counts"] != nil {
		d.errorf(b.Attrs["counts"].Expr.Range(), "Empty stack", "%s counts nothing: name at least one veil or debris, counts = { smoke = 2 }.", in)
	}
	return out
}

func countValue(v cty.Value) (int, bool) {
	if v.IsNull() || !v.IsKnown() || v.Type() != cty.Number {
		return 0, false
	}
	bf := v.AsBigFloat()
	if !bf.IsInt() {
		return 0, false
	}
	n, _ := bf.Int64()
	return int(n), n >= 0 && n <= MaxCount
}

// checkSight checks what a sight model names against the whole ruleset:
// its rules, stats, marker kinds, tags and faces are all declared.
func checkSight(rs *Ruleset) hcl.Diagnostics {
	s := rs.Sight
	if s == nil {
		return nil
	}
	var diags hcl.Diagnostics
	add := func(d *hcl.Diagnostic) {
		if d != nil {
			diags = append(diags, d)
		}
	}
	what := fmt.Sprintf("sight %q", s.ID)
	for _, r := range []string{s.Rule, s.OtherMap, s.Hexside} {
		add(unknownRule(rs, r, s.Range, what))
	}
	declared := map[string]bool{}
	for _, t := range rs.Entities[KindTerrain] {
		for k := range t.Stats {
			declared[k] = true
		}
	}
	for k, st := range rs.Stats {
		if st.Kind == KindTerrain {
			declared[k] = true
		}
	}
	terrainStats := NewSpeller(slices.Collect(maps.Keys(declared)))
	for _, stat := range []string{s.Ground, s.Obstacle} {
		if stat != "" && !declared[stat] {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Unknown terrain stat",
				Detail: fmt.Sprintf("%s reads terrain stat %q, which no terrain states and no stat block declares.%s", what, stat, terrainStats.DidYouMean(stat)), Subject: s.Range.Ptr()})
		}
	}
	tags, faces := map[string]bool{}, map[string]bool{}
	for _, u := range rs.Entities[KindUnitType] {
		for _, t := range u.Tags {
			tags[t] = true
		}
		for _, f := range u.Faces {
			faces[f.Name] = true
		}
	}
	tagSpeller, faceSpeller := NewSpeller(slices.Collect(maps.Keys(tags))), NewSpeller(slices.Collect(maps.Keys(faces)))
	closed := func(names []string, known map[string]bool, sp *Speller, kind string, at hcl.Range, in string) {
		for _, name := range names {
			if !known[name] {
				diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Unknown " + kind,
					Detail: fmt.Sprintf("%s names %s %q, which no unit type has.%s", in, kind, name, sp.DidYouMean(name)), Subject: at.Ptr()})
			}
		}
	}
	for _, h := range s.Heights {
		in := fmt.Sprintf("height %q of %s", h.Name, what)
		add(unknownRule(rs, h.Rule, h.Range, in))
		closed(h.Tags, tags, tagSpeller, "tag", h.Range, in)
		closed(h.ExceptFaces, faces, faceSpeller, "face", h.Range, in)
	}
	for _, o := range s.UnitObstacles {
		in := fmt.Sprintf("unit_obstacle %q of %s", o.Name, what)
		add(unknownRule(rs, o.Rule, o.Range, in))
		closed(o.Tags, tags, tagSpeller, "tag", o.Range, in)
	}
	for _, b := range s.Blocks {
		add(unknownRule(rs, b.Rule, b.Range, fmt.Sprintf("block %q of %s", b.Name, what)))
	}
	markers := NewSpeller(slices.Collect(maps.Keys(rs.Entities[KindMarkerKind])))
	for _, m := range s.Markers {
		in := fmt.Sprintf("%q of %s", m.Kind, what)
		if _, ok := rs.Entities[KindMarkerKind][m.Kind]; !ok {
			diags = append(diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: "Unknown marker kind",
				Detail: fmt.Sprintf("%s: no marker_kind %q is declared.%s", in, m.Kind, markers.DidYouMean(m.Kind)), Subject: m.Range.Ptr()})
		}
		add(unknownRule(rs, m.Rule, m.Range, in))
	}
	for _, st := range s.Stacks {
		add(unknownRule(rs, st.Rule, st.Range, fmt.Sprintf("stack %q of %s", st.Name, what)))
	}
	return diags
}

// decodeSight keeps the one model a ruleset may declare.
func (rs *Ruleset) decodeSight(d *decoder, n *node) {
	s := d.sight(n)
	if rs.Sight != nil {
		d.errorf(n.DefRange, "Second sight model", "sight %q: a ruleset judges lines one way, and sight %q at %s already says how; patch it instead (patch \"sight\" %q { ... }).", s.ID, rs.Sight.ID, rs.Sight.Range, rs.Sight.ID)
		return
	}
	rs.Sight = s
}
