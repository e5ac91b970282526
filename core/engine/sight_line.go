package engine

import (
	"errors"
	"fmt"
	"slices"

	"github.com/hashicorp/hcl/v2"
	"github.com/nw68/nw68/core/expr"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
)

// Lines of sight, judged by the kernel from the ruleset's sight model
// (ruleset.Sight): heights, obstacles, veils and debris are data, so
// validation, resolution, odds, bots and the page read one verdict,
// computed once per state version and kept until the state changes.

// A SightVerdict is what a line of sight comes to.
type SightVerdict struct {
	From, To           hex.Hex
	FromLevel, ToLevel int
	Blocked            bool
	// Rule is the rule the block cites ("" for a clear line); Where is the
	// hex that blocks it, when one hex does (a stack blocks at the hex
	// that completes it).
	Rule  string
	Where *hex.Hex
	// Cover is what the line's veils give it, capped per veil by the
	// model's cover_max; on a blocked line, the veils counted before the
	// block.
	Cover int
	// Reasons say why, hex by hex, with the rules they cite: every hex
	// that blocks, counts or gives cover.
	Reasons []SightReason
}

// A SightReason is one hex's part in a verdict.
type SightReason struct {
	Hex  hex.Hex
	Rule string
	Text string
}

// ErrNoSightModel is returned when the ruleset declares no sight block.
var ErrNoSightModel = errors.New("the ruleset declares no sight model (a sight block)")

// MaxSightLines bounds the verdicts kept for one state: past it a verdict
// is computed each time it is asked for, so a script tracing every pair
// of hexes cannot fill the memory.
const MaxSightLines = 20_000

type sightKey struct {
	from, to hex.Hex
	lf, lt   int
}

// sightLines are the verdicts of one state version, and the compiled
// model (built at the first line).
type sightLines struct {
	version uint64
	lines   map[sightKey]*SightVerdict
	model   *sightModel
}

type sightModel struct {
	*ruleset.Sight
	blocks []expr.Program
	debris []expr.Program // by marker index; zero for a veil
	// reaches: some veil reaches beyond its own hex, so a hex with no
	// marker may still be veiled.
	reaches bool
	// facts is the one fact map every clause reads, refilled per hex: a
	// line allocates nothing for its clauses.
	facts expr.Facts
}

func (e *Engine) sight() (*sightModel, error) {
	if m := e.sightLines.model; m != nil {
		return m, nil
	}
	s := e.Rules.Sight
	if s == nil {
		return nil, ErrNoSightModel
	}
	m := &sightModel{Sight: s, debris: make([]expr.Program, len(s.Markers)), facts: expr.Facts{}}
	for _, b := range s.Blocks {
		m.blocks = append(m.blocks, expr.Compile(b.When))
	}
	for i, mk := range s.Markers {
		if !mk.Veil {
			m.debris[i] = expr.Compile(mk.When)
		}
		m.reaches = m.reaches || mk.MaxReach() > 0
	}
	e.sightLines.model = m
	return m, nil
}

// SightLevel is the height unit u sees from and is seen at standing in
// hex at: the level of the first height clause it matches, else the
// ground of the hex.
func (e *Engine) SightLevel(u *state.Unit, at hex.Hex) (int, error) {
	m, err := e.sight()
	if err != nil {
		return 0, err
	}
	if h := m.raised(e, u); h != nil {
		return h.Level, nil
	}
	return e.StatSum(at, m.Ground), nil
}

// GroundLevel is the ground of a hex, the height of a line's end there
// when nothing raises it.
func (e *Engine) GroundLevel(at hex.Hex) (int, error) {
	m, err := e.sight()
	if err != nil {
		return 0, err
	}
	return e.StatSum(at, m.Ground), nil
}

// HexSightLevel guesses the height of a line's end from its hex alone:
// that of its units when every unit there (not aboard another) is raised,
// the lowest of them, else the ground of the hex.
func (e *Engine) HexSightLevel(at hex.Hex) (int, error) {
	m, err := e.sight()
	if err != nil {
		return 0, err
	}
	level, n := 0, 0
	for _, u := range e.State.UnitsAt(at) {
		if u.Aboard != "" {
			continue
		}
		h := m.raised(e, u)
		if h == nil {
			return e.StatSum(at, m.Ground), nil
		}
		if n == 0 || h.Level < level {
			level = h.Level
		}
		n++
	}
	if n == 0 {
		return e.StatSum(at, m.Ground), nil
	}
	return level, nil
}

// raised returns the height clause a unit matches, or nil.
func (m *sightModel) raised(e *Engine, u *state.Unit) *ruleset.SightHeight {
	t := e.UnitType(u)
	if t == nil {
		return nil
	}
	for i := range m.Heights {
		h := &m.Heights[i]
		if hasTags(t, h.Tags) && !slices.Contains(h.ExceptFaces, u.Face) {
			return h
		}
	}
	return nil
}

func hasTags(t *ruleset.Entity, tags []string) bool {
	for _, tag := range tags {
		if !t.HasTag(tag) {
			return false
		}
	}
	return true
}

// LineOfSight judges the line from one hex to another between ends at
// heights lf and lt (SightLevel, HexSightLevel). The verdict is shared:
// callers must not change it.
func (e *Engine) LineOfSight(from, to hex.Hex, lf, lt int) (*SightVerdict, error) {
	m, err := e.sight()
	if err != nil {
		return nil, err
	}
	for _, at := range []hex.Hex{from, to} {
		if !e.Layout.Contains(at) {
			return nil, fmt.Errorf("line of sight: hex %s is off the map", e.Label(at))
		}
	}
	c := &e.sightLines
	if c.lines == nil || c.version != e.Version() {
		c.version, c.lines = e.Version(), map[sightKey]*SightVerdict{}
	}
	key := sightKey{from, to, lf, lt}
	if v, ok := c.lines[key]; ok {
		return v, nil
	}
	v, err := m.judge(e, from, to, lf, lt)
	if err != nil {
		return nil, fmt.Errorf("line of sight from %s to %s: %w", e.Label(from), e.Label(to), err)
	}
	if len(c.lines) < MaxSightLines {
		c.lines[key] = v
	}
	return v, nil
}

// line is the work of one verdict.
type line struct {
	e        *Engine
	m        *sightModel
	v        *SightVerdict
	lo, hi   int
	low      hex.Hex
	hasLow   bool
	counts   []int // by marker index: hexes counted on the line
	endCover []int // by marker index: cover from the ends' hexes
}

// cell is what one hex says of a line.
type cell struct {
	at      hex.Hex
	block   string // the rule, when it blocks
	why     string
	counted []bool // by marker index
}

func (m *sightModel) judge(e *Engine, from, to hex.Hex, lf, lt int) (*SightVerdict, error) {
	v := &SightVerdict{From: from, To: to, FromLevel: lf, ToLevel: lt}
	if err := e.SameMap(from, to); err != nil {
		v.Blocked, v.Rule = true, m.OtherMap
		v.Reasons = append(v.Reasons, SightReason{Hex: to, Rule: m.OtherMap, Text: "the ends lie on two maps: nothing sees across"})
		return v, nil
	}
	l := &line{e: e, m: m, v: v, lo: min(lf, lt), hi: max(lf, lt), counts: make([]int, len(m.Markers)), endCover: make([]int, len(m.Markers))}
	if lf != lt {
		l.hasLow = true
		l.low = to
		if lf < lt {
			l.low = from
		}
	}
	if from != to {
		if l.ends(from, lf) || l.ends(to, lt) {
			return v, nil
		}
	}
	steps := hex.Line(from, to)
	for i := 1; i < len(steps)-1; i++ {
		main, alt := steps[i].Hex, steps[i].Alt
		if !e.Layout.Contains(main) {
			if alt == nil || !e.Layout.Contains(*alt) {
				continue
			}
			main, alt = *alt, nil
		}
		c, err := l.cell(main)
		if err != nil {
			return nil, err
		}
		if alt != nil && e.Layout.Contains(*alt) {
			c2, err := l.cell(*alt)
			if err != nil {
				return nil, err
			}
			switch {
			case c.block != "" && c2.block != "":
				c = cell{at: main, block: m.Hexside, why: fmt.Sprintf("along the hexside of %s and %s, both block (%s; %s)", e.Label(main), e.Label(*alt), c.why, c2.why)}
			case l.lesser(c2, c):
				c = c2
			}
		}
		if c.block != "" {
			l.stop(c.at, c.block, c.why)
			return v, nil
		}
		for i, counted := range c.counted {
			if counted {
				l.counts[i]++
				mk := &m.Markers[i]
				v.Reasons = append(v.Reasons, SightReason{Hex: c.at, Rule: l.m.MarkerRule(l.e.Rules, mk), Text: fmt.Sprintf("%s in %s counts on the line", mk.Kind, e.Label(c.at))})
			}
		}
		if st := l.stacked(); st != nil {
			l.stop(c.at, l.m.StackRule(l.e.Rules, st), fmt.Sprintf("the line has passed %s (stack %q)", l.countText(st), st.Name))
			return v, nil
		}
	}
	l.cover(from, to)
	return v, nil
}

// ends judges the veils in the ends' own hexes that act on the line
// (SightEndsBoth), for an end standing below the veil's top; it reports
// whether one blocked the line.
func (l *line) ends(at hex.Hex, level int) bool {
	for i := range l.m.Markers {
		mk := &l.m.Markers[i]
		if !mk.Veil || mk.Ends != ruleset.SightEndsBoth {
			continue
		}
		thick, src := l.veil(at, mk)
		if thick <= 0 || level >= l.e.StatSum(at, l.m.Ground)+thick {
			continue
		}
		if thick >= mk.BlockLevel {
			l.stop(at, l.m.MarkerRule(l.e.Rules, mk), l.veilText(mk, thick, at, src)+", an end of the line")
			l.v.Cover = 0
			return true
		}
		l.endCover[i]++
	}
	return false
}

func (l *line) stop(at hex.Hex, rule, why string) {
	l.v.Blocked, l.v.Rule, l.v.Where = true, rule, &at
	l.v.Reasons = append(l.v.Reasons, SightReason{Hex: at, Rule: rule, Text: why})
	for _, n := range l.countsOfVeils() {
		l.v.Cover += n
	}
}

func (l *line) countsOfVeils() []int {
	var out []int
	for i := range l.m.Markers {
		if l.m.Markers[i].Veil {
			out = append(out, l.counts[i])
		}
	}
	return out
}

// cover sums, for a clear line, what each veil gives it.
func (l *line) cover(from, to hex.Hex) {
	for i := range l.m.Markers {
		mk := &l.m.Markers[i]
		if !mk.Veil {
			continue
		}
		n := l.counts[i] + l.endCover[i]
		if mk.Ends == ruleset.SightEndsTarget && from != to {
			if thick, _ := l.veil(to, mk); thick >= 1 {
				n++
			}
		}
		n = min(n, mk.CoverMax)
		if n > 0 {
			l.v.Cover += n
			l.v.Reasons = append(l.v.Reasons, SightReason{Hex: to, Rule: l.m.MarkerRule(l.e.Rules, mk), Text: fmt.Sprintf("%s gives the line %d cover", mk.Kind, n)})
		}
	}
}

// cell judges one hex strictly between the ends: its obstacle, the units
// standing in it as obstacles, then its markers.
func (l *line) cell(at hex.Hex) (cell, error) {
	e, m := l.e, l.m
	c := cell{at: at}
	g, o := e.StatSum(at, m.Ground), e.StatSum(at, m.Obstacle)
	beside := l.hasLow && at.Distance(l.low) == 1
	if rule, name, err := l.blocks(g, o, beside); err != nil || rule != "" {
		c.block, c.why = rule, fmt.Sprintf("%s: top %d, ground %d, the line at %d to %d (block %q)", e.Label(at), o, g, l.lo, l.hi, name)
		return c, err
	}
	if ob, top := l.unitObstacle(at, g); ob != nil && top > o {
		if rule, _, err := l.blocks(g, top, beside); err != nil || rule != "" {
			c.block, c.why = ob.Rule, fmt.Sprintf("%s: a unit stands there as an obstacle to level %d (%s)", e.Label(at), top, ob.Name)
			return c, err
		}
	}
	if len(e.State.MarkersAt(at)) == 0 && !m.reaches {
		return c, nil
	}
	for i := range m.Markers {
		mk := &m.Markers[i]
		if mk.Veil {
			thick, src := l.veil(at, mk)
			if thick <= 0 {
				continue
			}
			if thick >= mk.BlockLevel {
				c.block, c.why = l.m.MarkerRule(l.e.Rules, mk), l.veilText(mk, thick, at, src)
				return c, nil
			}
			// a thin veil counts where an obstacle as high as it would block
			rule, _, err := l.blocks(g, max(o, g+thick), beside)
			if err != nil {
				return c, err
			}
			if rule != "" {
				c.count(i, len(m.Markers))
			}
			continue
		}
		if _, ok := e.State.Marker(at, mk.Kind); !ok {
			continue
		}
		n, err := l.holds(m.debris[i], mk.When, mk.Range, g, o, beside)
		if err != nil {
			return c, err
		}
		if n {
			c.count(i, len(m.Markers))
		}
	}
	return c, nil
}

// veil returns the level of a veil in a hex and the hex its marker lies
// in: the marker's own there, or the thickest of its kind whose reach
// (SightMarker.Reach) covers the hex.
func (l *line) veil(at hex.Hex, mk *ruleset.SightMarker) (int, hex.Hex) {
	thick, src := 0, at
	if m, ok := l.e.State.Marker(at, mk.Kind); ok {
		thick = m.Level
	}
	for d := 1; d <= mk.MaxReach(); d++ {
		for _, h := range at.Ring(d) {
			if m, ok := l.e.State.Marker(h, mk.Kind); ok && m.Level > thick && mk.ReachOf(m.Level) >= d {
				thick, src = m.Level, h
			}
		}
	}
	return thick, src
}

func (l *line) veilText(mk *ruleset.SightMarker, thick int, at, src hex.Hex) string {
	if src == at {
		return fmt.Sprintf("%s level %d in %s", mk.Kind, thick, l.e.Label(at))
	}
	return fmt.Sprintf("%s level %d in %s reaches %s", mk.Kind, thick, l.e.Label(src), l.e.Label(at))
}

func (c *cell) count(i, n int) {
	if c.counted == nil {
		c.counted = make([]bool, n)
	}
	c.counted[i] = true
}

// lesser reports whether a judges the line less than b: a clear hex is
// lesser than a blocking one, and of two clear ones the one that counts
// fewer of the first marker (in the model's order) that tells them apart.
func (l *line) lesser(a, b cell) bool {
	if (a.block != "") != (b.block != "") {
		return b.block != ""
	}
	for i := range l.m.Markers {
		ai, bi := a.counted != nil && a.counted[i], b.counted != nil && b.counted[i]
		if ai != bi {
			return bi
		}
	}
	return false
}

// unitObstacle returns the tallest unit obstacle in a hex and its top.
func (l *line) unitObstacle(at hex.Hex, ground int) (*ruleset.SightUnitObstacle, int) {
	if len(l.m.UnitObstacles) == 0 {
		return nil, 0
	}
	var best *ruleset.SightUnitObstacle
	top := 0
	for _, u := range l.e.State.UnitsAt(at) {
		if u.Aboard != "" || l.m.raised(l.e, u) != nil {
			continue
		}
		t := l.e.UnitType(u)
		if t == nil {
			continue
		}
		for i := range l.m.UnitObstacles {
			ob := &l.m.UnitObstacles[i]
			if hasTags(t, ob.Tags) && (best == nil || ground+ob.Height > top) {
				best, top = ob, ground+ob.Height
			}
		}
	}
	return best, top
}

// blocks returns the rule and name of the first block clause that holds
// for a hex of ground g and top o.
func (l *line) blocks(g, o int, beside bool) (rule, name string, err error) {
	for i, b := range l.m.Blocks {
		ok, err := l.holds(l.m.blocks[i], b.When, b.Range, g, o, beside)
		if err != nil {
			return "", "", err
		}
		if ok {
			return b.Rule, b.Name, nil
		}
	}
	return "", "", nil
}

// holds evaluates a clause over a hex's facts; HCL answers what the
// compiled forms cannot.
func (l *line) holds(p expr.Program, when hcl.Expression, at hcl.Range, g, o int, beside bool) (bool, error) {
	f := l.m.facts
	f[ruleset.SightLow], f[ruleset.SightHigh], f[ruleset.SightGround], f[ruleset.SightTop], f[ruleset.SightBesideLow] = l.lo, l.hi, g, o, beside
	b, err := p.Judge(when, f)
	if err != nil {
		return false, fmt.Errorf("sight clause at %s: when: %w", at, err)
	}
	return b, nil
}

// stacked returns the first stack the line's counts complete.
func (l *line) stacked() *ruleset.SightStack {
	for i := range l.m.Stacks {
		st := &l.m.Stacks[i]
		done := true
		for j := range l.m.Markers {
			if n, ok := st.Counts[l.m.Markers[j].Kind]; ok && l.counts[j] < n {
				done = false
			}
		}
		if done {
			return st
		}
	}
	return nil
}

func (l *line) countText(st *ruleset.SightStack) string {
	text := ""
	for _, mk := range l.m.Markers {
		if n, ok := st.Counts[mk.Kind]; ok {
			if text != "" {
				text += " and "
			}
			text += fmt.Sprintf("%d %s", n, mk.Kind)
		}
	}
	return text
}
