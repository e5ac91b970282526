package ruleset

import (
	"errors"
	"fmt"
	"maps"
	"math/big"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

// A HexSpec is what a map says of one hex.
type HexSpec struct {
	Label    string
	Terrain  string
	Features []string
	Name     string
	Range    hcl.Range
}

// A MarkerSpec places a marker at the start of play.
type MarkerSpec struct {
	At    string
	Kind  string
	Level int
	Range hcl.Range
}

// A Map is a board: its size, layout and terrain. Maps are declared by
// rulesets; a conformance case or scenario may also state a fresh board.
type Map struct {
	ID          string
	Title       string
	Cols, Rows  int
	Orientation string // "flat" or "pointy"
	// Shifted says which columns (flat) or rows (pointy) are pushed half a
	// hex: "odd" or "even".
	Shifted string
	Terrain string // terrain of every hex not listed
	Hexes   []HexSpec
	Markers []MarkerSpec
	Note    string
	Layer   string
	Range   hcl.Range
}

// A FormationSpec declares a formation at the start of play.
type FormationSpec struct {
	ID       string
	Side     string
	Counters map[string]int
}

// A UnitSpec places a unit at the start of play.
type UnitSpec struct {
	Handle     string
	Type       string
	Side       string
	Formation  string
	At         string // empty: off the map
	Face       string
	Statuses   []string
	Counters   map[string]int
	Carries    []string
	Attached   []string
	Transports []string
	// Aboard names the unit (of the same setup) carrying this one.
	Aboard string
	// Shorthands are the spec's other attributes: each must be a
	// unit_shorthand the ruleset declares (see Shorthand).
	Shorthands []ShorthandValue
	Range      hcl.Range
}

// A ShorthandValue is a shorthand attribute as a unit spec states it.
type ShorthandValue struct {
	Name  string
	Value cty.Value
	Range hcl.Range
}

// A Setup is a starting position: the board, the forces and the moment of
// play. Scenarios and conformance cases both state one.
type Setup struct {
	MapID string
	// MapIDs names the ruleset maps of a game of several maps, in order
	// (`maps = ["north", "south"]`); its labels are then qualified by map
	// ("south:J7"). A setup states map, maps or a board.
	MapIDs          []string
	Board           *Map
	Sides           []string
	Formations      []FormationSpec
	Units           []UnitSpec
	Turn            int
	Phase           string
	ActiveSide      string
	ActiveFormation string
	Cup             []string
	Vars            map[string]int
	// Values are typed values by scope ("game", "side/<side>", "hex/<label>"...),
	// each an object of keys (see state.Value).
	Values Attrs
	// Automated lists the sides the ruleset plays itself from the start.
	Automated []string
	// Holdings give each side what it has in store off the map. A setup
	// states them as `<holding> = { <side> = [items...] }` (one of each item
	// listed) or `<holding> = { <side> = n }`; see HoldingKey.
	Holdings []HoldingSpec
	// Markers are placed at the start over the maps' own (`marker "J9"
	// "objective" {}`): what a scenario adds to the map it plays on.
	Markers []MarkerSpec
	Range   hcl.Range
}

// A HoldingSpec is one holding attribute of a setup: side -> key -> count.
type HoldingSpec struct {
	Name   string
	Counts map[string]map[string]int
	Range  hcl.Range
}

// HoldingKey names an entry of a side's holdings: "<holding>/<item>" for a
// listed item, "<holding>" for a plain count.
func HoldingKey(holding, item string) string {
	if item == "" {
		return holding
	}
	return holding + "/" + item
}

// A Scenario is a setup with a title, as a ruleset ships it.
type Scenario struct {
	ID    string
	Title string
	Rule  string
	Note  string
	// Notes are the setup notes: how to read the setup, a line each
	// ("leaders are attached to platoons"), shown where the scenario is
	// listed and where play begins.
	Notes []string
	Turns int
	// Order places the scenario in listings (lower first, then by id).
	Order int
	Setup Setup
	Attrs Attrs
	Layer string
	Range hcl.Range
}

var boardSchema = schema{
	attrs:  map[string]bool{"title": false, "cols": true, "rows": true, "layout": false, "orientation": false, "shifted": false, "terrain": false, "note": false},
	blocks: map[string]int{"hex": 1, "region": 1, "marker": 2},
}

func (d *decoder) board(n *node, id string) *Map {
	d.diags = append(d.diags, boardSchema.check(n, fmt.Sprintf("map %q", id))...)
	m := &Map{
		ID: id, Title: d.str(n, "title"), Note: d.str(n, "note"),
		Cols: d.integer(n, "cols", 0), Rows: d.integer(n, "rows", 0),
		Orientation: "flat", Shifted: "odd", Terrain: "clear",
		Layer: n.Layer, Range: n.DefRange,
	}
	if a, ok := n.Attrs["layout"]; ok {
		// layout = "flat-odd" states orientation and shift in one word
		o, shift, found := strings.Cut(d.str(n, "layout"), "-")
		if !found || (o != "flat" && o != "pointy") || (shift != "odd" && shift != "even") {
			d.errorf(a.Expr.Range(), "Invalid layout", "layout is \"flat-odd\", \"flat-even\", \"pointy-odd\" or \"pointy-even\": the hexes' orientation, then which columns (flat) or rows (pointy) are shifted half a hex.")
		}
		m.Orientation, m.Shifted = o, shift
	}
	if _, ok := n.Attrs["orientation"]; ok {
		m.Orientation = d.str(n, "orientation")
		if m.Orientation != "flat" && m.Orientation != "pointy" {
			d.errorf(n.Attrs["orientation"].Expr.Range(), "Invalid orientation", "The orientation must be \"flat\" (columns of hexes) or \"pointy\" (rows of hexes), not %q.", m.Orientation)
		}
	}
	if _, ok := n.Attrs["shifted"]; ok {
		m.Shifted = d.str(n, "shifted")
		if m.Shifted != "odd" && m.Shifted != "even" {
			d.errorf(n.Attrs["shifted"].Expr.Range(), "Invalid shift", "shifted must be \"odd\" or \"even\": the columns (flat) or rows (pointy) drawn half a hex lower, not %q.", m.Shifted)
		}
	}
	if _, ok := n.Attrs["terrain"]; ok {
		m.Terrain = d.str(n, "terrain")
	}
	if m.Cols < 1 || m.Rows < 1 || m.Cols > MaxMapSize || m.Rows > MaxMapSize {
		d.errorf(n.DefRange, "Invalid map size", "A map has 1 to %d columns and 1 to %d rows; got %d x %d.", MaxMapSize, MaxMapSize, m.Cols, m.Rows)
	}
	hexSchema := schema{attrs: map[string]bool{"terrain": false, "features": false, "name": false, "note": false}}
	regionSchema := schema{attrs: map[string]bool{"hexes": true, "terrain": false, "features": false, "note": false}}
	regionHexes := 0
	for _, b := range n.Blocks {
		switch b.Kind {
		case "hex":
			d.diags = append(d.diags, hexSchema.check(b, fmt.Sprintf("hex %q", b.name()))...)
			m.Hexes = append(m.Hexes, HexSpec{Label: b.name(), Terrain: d.str(b, "terrain"), Features: d.strings(b, "features"), Name: d.str(b, "name"), Range: b.DefRange})
		case "region":
			d.diags = append(d.diags, regionSchema.check(b, fmt.Sprintf("region %q", b.name()))...)
			terrain, features := d.str(b, "terrain"), d.strings(b, "features")
			labels := d.hexList(b, "hexes", m, MaxRegionHexes-regionHexes)
			regionHexes += len(labels)
			for _, label := range labels {
				m.Hexes = append(m.Hexes, HexSpec{Label: label, Terrain: terrain, Features: features, Range: b.DefRange})
			}
		case "marker":
			if len(b.Labels) == 2 { // else reported by the schema check
				m.Markers = append(m.Markers, d.marker(b))
			}
		}
	}
	return m
}

func (d *decoder) marker(b *node) MarkerSpec {
	s := schema{attrs: map[string]bool{"level": false}}
	d.diags = append(d.diags, s.check(b, "a marker block")...)
	return MarkerSpec{At: b.Labels[0], Kind: b.Labels[1], Level: d.integer(b, "level", 0), Range: b.DefRange}
}

var hexRange = regexp.MustCompile(`^([A-Za-z]+)(\d+)-([A-Za-z]*)(\d+)$`)

// hexList expands a list of labels where "I6-I9" (or "I6-9") stands for the
// hexes of one column from row 6 to row 9. Both ends must lie on the map,
// which bounds a range by the map's size; a map whose size is invalid
// (already reported) expands no range. The list may come to at most room
// hexes, what is left of MaxRegionHexes for the map.
func (d *decoder) hexList(n *node, name string, m *Map, room int) []string {
	var out []string
	for _, s := range d.strings(n, name) {
		r := hexRange.FindStringSubmatch(s)
		if r == nil {
			out = append(out, s)
		} else {
			out = d.expandRange(n.Attrs[name].Expr.Range(), s, r, m, out)
		}
		if len(out) > room {
			d.errorf(n.Attrs[name].Expr.Range(), "Too many region hexes", "The regions of a map may list at most %d hexes in all, ranges expanded.", MaxRegionHexes)
			return nil
		}
	}
	return out
}

// expandRange appends the hexes of the range s, matched by hexRange as r.
func (d *decoder) expandRange(at hcl.Range, s string, r []string, m *Map, out []string) []string {
	if r[3] != "" && !strings.EqualFold(r[3], r[1]) {
		d.errorf(at, "Invalid hex range", "The range %q must stay in one column and go up, like \"I6-I9\".", s)
		return out
	}
	if m.Cols < 1 || m.Rows < 1 || m.Cols > MaxMapSize || m.Rows > MaxMapSize {
		return out
	}
	layout := m.Layout()
	from, err1 := layout.Parse(r[1] + r[2])
	to, err2 := layout.Parse(r[1] + r[4])
	if err := errors.Join(err1, err2); err != nil {
		d.errorf(at, "Invalid hex range", "The range %q: %v.", s, err)
		return out
	}
	col, first := layout.ToOffset(from)
	_, last := layout.ToOffset(to)
	if last < first {
		d.errorf(at, "Invalid hex range", "The range %q must stay in one column and go up, like \"I6-I9\".", s)
		return out
	}
	for row := first; row <= last; row++ {
		out = append(out, layout.Label(layout.FromOffset(col, row)))
	}
	return out
}

var setupSchema = schema{
	attrs: map[string]bool{
		"map": false, "maps": false, "sides": false, "turn": false, "phase": false,
		"active_side": false, "active_formation": false, "cup": false, "vars": false, "values": false, "automated": false,
	},
	blocks: map[string]int{"board": 0, "formation": 1, "unit": 1, "marker": 2},
}

var unitSpecSchema = schema{attrs: map[string]bool{
	"type": true, "side": true, "formation": false, "at": false, "face": false,
	"statuses": false, "counters": false, "carries": false, "attached": false, "transports": false, "aboard": false,
}}

// unitSchema is unitSpecSchema plus the spec's shorthand attributes, which
// only the ruleset can judge (CheckSetup).
func (d *decoder) unitShorthands(b *node) (schema, []ShorthandValue) {
	s := schema{attrs: maps.Clone(unitSpecSchema.attrs)}
	var out []ShorthandValue
	for _, name := range slices.Sorted(maps.Keys(b.Attrs)) {
		if _, known := s.attrs[name]; known {
			continue
		}
		s.attrs[name] = false
		if v, r, ok := d.value(b, name); ok {
			out = append(out, ShorthandValue{Name: name, Value: v, Range: *r})
		}
	}
	return s, out
}

// DecodeSetup decodes a block that states a setup besides other things (a
// conformance case, say): extraAttrs and extraBlocks (type -> number of
// labels) name what the caller decodes itself.
func DecodeSetup(b *hclsyntax.Block, extraAttrs []string, extraBlocks map[string]int) (Setup, hcl.Diagnostics) {
	extra := schema{attrs: map[string]bool{}, blocks: extraBlocks}
	for _, a := range extraAttrs {
		extra.attrs[a] = false
	}
	d := &decoder{}
	s := decodeSetup(d, newNode(b, ""), extra)
	return s, d.diags
}

// DecodeOptions decodes a block's `options` object, as a scenario states
// its options (a conformance case states them too), or nil without one.
func DecodeOptions(b *hclsyntax.Block) (Attrs, hcl.Diagnostics) {
	d := &decoder{}
	return d.object(newNode(b, ""), "options"), d.diags
}

// decodeSetup decodes the setup attributes and blocks of a scenario or a
// conformance case body; extra names the further attributes and blocks the
// caller decodes itself.
func decodeSetup(d *decoder, n *node, extra schema) Setup {
	merged := schema{attrs: map[string]bool{}, blocks: map[string]int{}}
	for k, v := range setupSchema.attrs {
		merged.attrs[k] = v
	}
	for k, v := range extra.attrs {
		merged.attrs[k] = v
	}
	for k, v := range setupSchema.blocks {
		merged.blocks[k] = v
	}
	for k, v := range extra.blocks {
		merged.blocks[k] = v
	}
	holdings := d.holdings(n, merged)
	d.diags = append(d.diags, merged.check(n, fmt.Sprintf("%s %q", n.Kind, n.name()))...)
	s := Setup{
		MapID: d.str(n, "map"), MapIDs: d.strings(n, "maps"), Sides: d.strings(n, "sides"), Turn: d.integer(n, "turn", 1),
		Phase: d.str(n, "phase"), ActiveSide: d.str(n, "active_side"), ActiveFormation: d.str(n, "active_formation"),
		Cup: d.cup(n), Vars: d.counters(n, "vars"), Values: d.object(n, "values"), Automated: d.strings(n, "automated"), Holdings: holdings, Range: n.DefRange,
	}
	for _, b := range n.Blocks {
		switch b.Kind {
		case "board":
			if s.Board != nil {
				d.errorf(b.DefRange, "Duplicate board", "A setup states one board.")
			}
			s.Board = d.board(b, "board")
		case "formation":
			fs := schema{attrs: map[string]bool{"side": true, "counters": false}}
			d.diags = append(d.diags, fs.check(b, fmt.Sprintf("formation %q", b.name()))...)
			s.Formations = append(s.Formations, FormationSpec{ID: b.name(), Side: d.str(b, "side"), Counters: d.counts(b, "counters")})
		case "unit":
			unitSchema, shorthands := d.unitShorthands(b)
			d.diags = append(d.diags, unitSchema.check(b, fmt.Sprintf("unit %q", b.name()))...)
			u := UnitSpec{
				Handle: b.name(), Type: d.str(b, "type"), Side: d.str(b, "side"), Formation: d.str(b, "formation"),
				At: d.str(b, "at"), Face: d.str(b, "face"), Statuses: d.strings(b, "statuses"),
				Counters: d.counts(b, "counters"), Carries: d.strings(b, "carries"),
				Attached: d.strings(b, "attached"), Transports: d.strings(b, "transports"), Aboard: d.str(b, "aboard"), Range: b.DefRange,
				Shorthands: shorthands,
			}
			if len(s.Units) == MaxCount {
				d.errorf(b.DefRange, "Too many units", "A setup places at most %d units.", MaxCount)
				continue
			}
			s.Units = append(s.Units, u)
		case "marker":
			if len(b.Labels) != 2 { // reported by the schema check
				continue
			}
			if len(s.Markers) == MaxCount {
				d.errorf(b.DefRange, "Too many markers", "A setup places at most %d markers.", MaxCount)
				continue
			}
			s.Markers = append(s.Markers, d.marker(b))
		}
	}
	if s.MapID != "" && s.Board != nil {
		d.errorf(n.DefRange, "Both map and board", "State either map = \"<map id>\" or a board block, not both.")
	}
	if a, ok := n.Attrs["maps"]; ok {
		d.checkMapIDs(a.Expr.Range(), &s)
	}
	if len(s.Sides) == 0 {
		seen := map[string]bool{}
		for _, u := range s.Units {
			seen[u.Side] = true
		}
		for _, f := range s.Formations {
			seen[f.Side] = true
		}
		for side := range seen {
			s.Sides = append(s.Sides, side)
		}
		sort.Strings(s.Sides)
	}
	return s
}

// checkMapIDs checks a setup's maps list: alone, of at most MaxMaps
// distinct maps.
func (d *decoder) checkMapIDs(at hcl.Range, s *Setup) {
	switch {
	case s.MapID != "" || s.Board != nil:
		d.errorf(at, "Both maps and a map", "State map = \"<map id>\", maps = [\"<map id>\", ...] or a board block, only one of them.")
	case len(s.MapIDs) == 0:
		d.errorf(at, "No maps", "maps lists the ids of the ruleset maps the game is played on, at least one.")
	case len(s.MapIDs) > MaxMaps:
		d.errorf(at, "Too many maps", "A setup places at most %d maps; it lists %d.", MaxMaps, len(s.MapIDs))
		s.MapIDs = nil
	default:
		for i, id := range s.MapIDs {
			if slices.Contains(s.MapIDs[:i], id) {
				d.errorf(at, "Duplicate map", "Map %q is listed twice; each map of a game is placed once.", id)
			}
		}
	}
}

func (d *decoder) counters(n *node, name string) map[string]int {
	obj := d.object(n, name)
	if len(obj) == 0 {
		return nil
	}
	out := make(map[string]int, len(obj))
	for k := range obj {
		v, ok := obj.Number(k)
		if !ok {
			d.errorf(n.Attrs[name].Expr.Range(), "Incorrect attribute value type", "Every value of %q must be a whole number; %q is not.", name, k)
			continue
		}
		out[k] = v
	}
	return out
}

// counts reads counters that the engine may turn into as many things, each
// from 0 to MaxCount.
func (d *decoder) counts(n *node, name string) map[string]int {
	out := d.counters(n, name)
	for _, k := range slices.Sorted(maps.Keys(out)) {
		if v := out[k]; v < 0 || v > MaxCount {
			d.errorf(n.Attrs[name].Expr.Range(), "Count out of range", "%s = %d in %q: a count is from 0 to %d.", k, v, name, MaxCount)
			delete(out, k)
		}
	}
	return out
}

// cup reads the cup as a list of markers, or as { marker = count } (markers
// in name order), of at most MaxCount markers.
func (d *decoder) cup(n *node) []string {
	a, ok := n.Attrs["cup"]
	if !ok {
		return nil
	}
	size, out := 0, []string(nil)
	if _, isObject := a.Expr.(*hclsyntax.ObjectConsExpr); !isObject {
		out = d.strings(n, "cup")
		size = len(out)
	} else {
		counts := d.counts(n, "cup")
		for _, c := range counts {
			size += c
		}
		if size <= MaxCount {
			for _, k := range slices.Sorted(maps.Keys(counts)) {
				for range counts[k] {
					out = append(out, k)
				}
			}
		}
	}
	if size > MaxCount {
		d.errorf(a.Expr.Range(), "Cup too large", "The cup holds %d markers; a setup may put at most %d in it.", size, MaxCount)
		return nil
	}
	return out
}

// holdings takes out of a setup node the attributes that are not in its
// schema but read as holdings (an object of side -> list of strings or
// count), and adds them to the schema so the check lets them pass; whether
// each names a holding of the ruleset is checked by CheckSetup.
func (d *decoder) holdings(n *node, sch schema) []HoldingSpec {
	var out []HoldingSpec
	for _, name := range slices.Sorted(maps.Keys(n.Attrs)) {
		if _, known := sch.attrs[name]; known {
			continue
		}
		a := n.Attrs[name]
		v, diags := a.Expr.Value(nil)
		if diags.HasErrors() || !v.IsWhollyKnown() || v.IsNull() || !v.Type().IsObjectType() {
			continue // left for the schema check to report
		}
		spec := HoldingSpec{Name: name, Counts: map[string]map[string]int{}, Range: a.SrcRange}
		valid := true
		for side, val := range v.AsValueMap() {
			counts := map[string]int{}
			switch {
			case val.Type() == cty.Number:
				i, acc := val.AsBigFloat().Int64()
				if acc != big.Exact || i < 0 || i > MaxCount {
					d.errorf(a.Expr.Range(), "Count out of range", "%s of %q is %s: a holding is a whole count from 0 to %d, or a list.", side, name, val.AsBigFloat().Text('g', 10), MaxCount)
				}
				counts[HoldingKey(name, "")] = int(i)
			case val.Type().IsTupleType() || val.Type().IsListType():
				for _, item := range val.AsValueSlice() {
					if item.Type() != cty.String {
						valid = false
						break
					}
					counts[HoldingKey(name, item.AsString())]++
				}
			default:
				valid = false
			}
			spec.Counts[side] = counts
		}
		if valid {
			sch.attrs[name] = false
			out = append(out, spec)
		}
	}
	return out
}
