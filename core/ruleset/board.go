package ruleset

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/nw68/nw68/core/hex"
)

// Layout returns the hex layout the map states.
func (m *Map) Layout() hex.Layout {
	o := hex.FlatTop
	if m.Orientation == "pointy" {
		o = hex.PointyTop
	}
	return hex.Layout{Orientation: o, ShiftOdd: m.Shifted != "even", Cols: m.Cols, Rows: m.Rows}
}

func diagAt(at hcl.Range, summary, format string, args ...any) *hcl.Diagnostic {
	return &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: fmt.Sprintf(format, args...), Subject: at.Ptr()}
}

// TagFeature marks a terrain that is a feature: it lies over a hex's terrain
// (a road, a hill) and is listed in features, never named as the terrain.
const TagFeature = "feature"

// terrainsTagged lists the terrain ids that are features, or those that are not.
func terrainsTagged(rs *Ruleset, feature bool) string {
	var ids []string
	for _, id := range slices.Sorted(maps.Keys(rs.Entities[KindTerrain])) {
		if rs.Entities[KindTerrain][id].HasTag(TagFeature) == feature {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return "none declared"
	}
	return strings.Join(ids, ", ")
}

// CheckBoard checks a map's hex labels, terrain and markers against the ruleset.
func CheckBoard(rs *Ruleset, m *Map) hcl.Diagnostics {
	var diags hcl.Diagnostics
	if m.Cols < 1 || m.Rows < 1 {
		return nil // already reported by the decoder
	}
	layout := m.Layout()
	// A terrain tagged "feature" (road, hill) lies over a hex's terrain:
	// named as the terrain it would replace it, and no rule would see it.
	terrain := func(id string, feature bool, at hcl.Range) {
		e, ok := rs.Entity(KindTerrain, id)
		switch {
		case !ok && feature:
			diags = append(diags, diagAt(at, "Unknown feature", "Feature %q is not declared by any loaded layer; a feature is a terrain tagged \"feature\": %s.", id, terrainsTagged(rs, true)))
		case !ok:
			diags = append(diags, diagAt(at, "Unknown terrain", "Terrain %q is not declared by any loaded layer; expected one of: %s.", id, terrainsTagged(rs, false)))
		case feature && !e.HasTag(TagFeature):
			diags = append(diags, diagAt(at, "Terrain used as a feature", "%q is a terrain, not a feature; write terrain = %q, or name a feature: %s.", id, id, terrainsTagged(rs, true)))
		case !feature && e.HasTag(TagFeature):
			diags = append(diags, diagAt(at, "Feature used as terrain", "%q is a feature, laid over a hex's terrain; write features = [%q] instead, or name a terrain: %s.", id, id, terrainsTagged(rs, false)))
		}
	}
	terrain(m.Terrain, false, m.Range)
	for _, h := range m.Hexes {
		if _, err := layout.Parse(h.Label); err != nil {
			diags = append(diags, diagAt(h.Range, "Invalid hex", "%v.", err))
		}
		if h.Terrain != "" {
			terrain(h.Terrain, false, h.Range)
		}
		for _, f := range h.Features {
			terrain(f, true, h.Range)
		}
	}
	for _, mk := range m.Markers {
		diags = append(diags, checkMarker(rs, layout, mk)...)
	}
	return diags
}

// labelParser reads a hex label: a map's layout, or the atlas of a game's maps.
type labelParser interface {
	Parse(label string) (hex.Hex, error)
}

func checkMarker(rs *Ruleset, layout labelParser, mk MarkerSpec) hcl.Diagnostics {
	var diags hcl.Diagnostics
	if _, err := layout.Parse(mk.At); err != nil {
		diags = append(diags, diagAt(mk.Range, "Invalid hex", "%v.", err))
	}
	if _, ok := rs.Entity(KindMarkerKind, mk.Kind); !ok {
		diags = append(diags, diagAt(mk.Range, "Unknown marker kind", "Marker kind %q is not declared; expected one of: %s.", mk.Kind, sortedJoin(rs.Entities[KindMarkerKind])))
	}
	return diags
}

// Board returns the map a setup plays on, the first of several.
func (rs *Ruleset) Board(s *Setup) (*Map, error) {
	boards, err := rs.Boards(s)
	if err != nil {
		return nil, err
	}
	return boards[0], nil
}

// Boards returns the maps a setup plays on, in order: its board, its map or
// its maps.
func (rs *Ruleset) Boards(s *Setup) ([]*Map, error) {
	if s.Board != nil {
		return []*Map{s.Board}, nil
	}
	ids := s.MapIDs
	if s.MapID != "" {
		ids = []string{s.MapID}
	}
	if len(ids) == 0 {
		return nil, fmt.Errorf("the setup states neither a map nor a board")
	}
	out := make([]*Map, 0, len(ids))
	for _, id := range ids {
		m, ok := rs.Maps[id]
		if !ok {
			return nil, fmt.Errorf("no map %q in ruleset %q; it has: %s", id, rs.ID, sortedJoin(rs.Maps))
		}
		out = append(out, m)
	}
	return out, nil
}

// Atlas joins the layouts of a game's maps (see hex.Atlas): one map keeps
// plain labels, several are labelled by map id.
func Atlas(boards []*Map) (*hex.Atlas, error) {
	ids := make([]string, len(boards))
	layouts := make([]hex.Layout, len(boards))
	for i, m := range boards {
		ids[i], layouts[i] = m.ID, m.Layout()
	}
	return hex.NewAtlas(ids, layouts)
}

// CheckSetup checks a setup's references: board, unit types, statuses,
// items, formations and hexes.
func CheckSetup(rs *Ruleset, s *Setup) hcl.Diagnostics {
	var diags hcl.Diagnostics
	boards, err := rs.Boards(s)
	if err != nil {
		return hcl.Diagnostics{diagAt(s.Range, "No board", "%v.", err)}
	}
	if s.Board != nil {
		diags = append(diags, CheckBoard(rs, s.Board)...)
	}
	layout, err := Atlas(boards)
	if err != nil {
		return append(diags, diagAt(s.Range, "Invalid maps", "%v.", err))
	}
	for _, mk := range s.Markers {
		diags = append(diags, checkMarker(rs, layout, mk)...)
	}
	formations := map[string]string{}
	for _, f := range s.Formations {
		formations[f.ID] = f.Side
	}
	handles := map[string]bool{}
	declaredStatuses, holdings := lazyJoin(rs.Entities[KindStatus]), lazyJoin(rs.Entities[KindHolding])
	for _, u := range s.Units {
		if handles[u.Handle] {
			diags = append(diags, diagAt(u.Range, "Duplicate unit", "Another unit is already named %q in this setup.", u.Handle))
		}
		handles[u.Handle] = true
		face, statuses, shorthandDiags := rs.Expand(u)
		diags = append(diags, shorthandDiags...)
		u.Face, u.Statuses = face, statuses
		if _, ok := rs.Entity(KindUnitType, u.Type); !ok {
			diags = append(diags, diagAt(u.Range, "Unknown unit type", "Unit %q has type %q, which the ruleset does not declare. See `nw68 units` for the list.", u.Handle, u.Type))
		} else if e, _ := rs.Entity(KindUnitType, u.Type); u.Face != "" && e.Face(u.Face) == nil {
			diags = append(diags, diagAt(u.Range, "Unknown face", "Unit type %q has no %q face.", u.Type, u.Face))
		}
		if u.At != "" {
			if _, err := layout.Parse(u.At); err != nil {
				diags = append(diags, diagAt(u.Range, "Invalid hex", "Unit %q: %v.", u.Handle, err))
			}
		}
		for _, st := range u.Statuses {
			if _, ok := rs.Entity(KindStatus, st); !ok {
				diags = append(diags, diagAt(u.Range, "Unknown status", "Unit %q has status %q; the ruleset defines: %s.", u.Handle, st, declaredStatuses()))
			}
		}
		for _, it := range append(append([]string(nil), u.Carries...), u.Attached...) {
			if _, ok := rs.Entity(KindItem, it); !ok {
				diags = append(diags, diagAt(u.Range, "Unknown item", "Unit %q carries or has attached %q, which is not an item of the ruleset.", u.Handle, it))
			}
		}
		if side, ok := formations[u.Formation]; ok && side != u.Side {
			diags = append(diags, diagAt(u.Range, "Formation of another side", "Unit %q is on side %q but formation %q belongs to %q.", u.Handle, u.Side, u.Formation, side))
		}
	}
	for _, u := range s.Units {
		for _, t := range u.Transports {
			if !handles[t] {
				diags = append(diags, diagAt(u.Range, "Unknown passenger", "Unit %q transports %q, which is not a unit of this setup.", u.Handle, t))
			}
		}
		if u.Aboard != "" && (!handles[u.Aboard] || u.Aboard == u.Handle) {
			diags = append(diags, diagAt(u.Range, "Unknown carrier", "Unit %q is aboard %q, which is not another unit of this setup.", u.Handle, u.Aboard))
		}
	}
	for _, h := range s.Holdings {
		if _, ok := rs.Entity(KindHolding, h.Name); !ok {
			diags = append(diags, diagAt(h.Range, "Unsupported argument", "%q is neither a setup argument nor a holding the ruleset declares (holdings: %s).", h.Name, holdings()))
		}
	}
	if s.Phase != "" {
		found := false
		for _, p := range rs.Phases {
			found = found || p.ID == s.Phase
		}
		if !found {
			diags = append(diags, diagAt(s.Range, "Unknown phase", "Phase %q is not declared by the ruleset.", s.Phase))
		}
	}
	return diags
}
