package hex

import (
	"cmp"
	"errors"
	"fmt"
	"strings"
)

// An Atlas joins the maps of one game, each with its own id and Layout.
//
// Hexes stay plain axial coordinates: each map owns a region of the plane,
// its label A1 at its Origin, and the origins lie Stride apart along Q, so
// no hex of one map is adjacent to, or anywhere near, a hex of another. A
// path, a ring or a radius from a hex of one map never reaches another map.
//
// An atlas of one map is that map: its origin is Hex{0, 0}, its region the
// whole plane, and its labels plain ("J7"), exactly as the Layout's. With
// several maps a label is qualified by the map's id, "south:J7", and a
// plain label is refused (ErrUnqualified).
type Atlas struct {
	maps []AtlasMap
}

// An AtlasMap is one map of an atlas.
type AtlasMap struct {
	// ID names the map in qualified labels ("south:J7").
	ID string
	// Layout draws and labels the map.
	Layout Layout
	// Origin is the hex of the map's label A1; the map's hex with local
	// coordinate h is Origin.Add(h).
	Origin Hex
}

// Stride is how far apart along Q the origins of an atlas's maps lie: four
// times the widest map, so every hex of one map is thousands of steps from
// every hex of another.
const Stride = 4 * MaxSize

// MaxMaps is the most maps an atlas may join.
const MaxMaps = 16

// Sep separates a map's id from a hex label in a qualified label.
const Sep = ":"

// ErrUnqualified is matched (with errors.Is) by the error Parse returns for
// a plain label when several maps are in play.
var ErrUnqualified = errors.New("hex label without its map")

// ErrUnknownMap is matched (with errors.Is) by the error Parse returns for a
// label qualified by a map that is not in play.
var ErrUnknownMap = errors.New("no such map")

// Single returns the atlas of one map, whose labels are the Layout's own.
func Single(id string, l Layout) *Atlas {
	return &Atlas{maps: []AtlasMap{{ID: id, Layout: l}}}
}

// NewAtlas joins maps, given by id and layout in the same order; the first
// lies at the origin and each next one Stride further along Q. Ids must be
// distinct, and with several maps non-empty and free of Sep.
func NewAtlas(ids []string, layouts []Layout) (*Atlas, error) {
	switch {
	case len(ids) != len(layouts):
		return nil, fmt.Errorf("atlas: %d map ids for %d layouts", len(ids), len(layouts))
	case len(ids) == 0:
		return nil, errors.New("atlas: no map")
	case len(ids) > MaxMaps:
		return nil, fmt.Errorf("atlas: %d maps, more than the %d a game may place", len(ids), MaxMaps)
	}
	a := &Atlas{}
	for i, id := range ids {
		if len(ids) > 1 && (id == "" || strings.Contains(id, Sep)) {
			return nil, fmt.Errorf("atlas: map id %q: an id of one of several maps is a plain name, without %q", id, Sep)
		}
		for _, m := range a.maps {
			if m.ID == id {
				return nil, fmt.Errorf("atlas: map %q is placed twice", id)
			}
		}
		a.maps = append(a.maps, AtlasMap{ID: id, Layout: layouts[i], Origin: Hex{i * Stride, 0}})
	}
	return a, nil
}

// Len returns the number of maps.
func (a *Atlas) Len() int { return len(a.maps) }

// Maps returns the ids of the maps, in order.
func (a *Atlas) Maps() []string {
	out := make([]string, len(a.maps))
	for i, m := range a.maps {
		out[i] = m.ID
	}
	return out
}

// Map returns the map with an id.
func (a *Atlas) Map(id string) (AtlasMap, bool) {
	for _, m := range a.maps {
		if m.ID == id {
			return m, true
		}
	}
	return AtlasMap{}, false
}

// MapOf returns the map whose region holds h, on the map or not: with one
// map always that map; with several the one whose origin is nearest along
// Q, if h lies within Stride/2 of it. A hex in no region has no map.
func (a *Atlas) MapOf(h Hex) (AtlasMap, bool) {
	if len(a.maps) == 1 {
		return a.maps[0], true
	}
	i := h.Q + Stride/2
	if i < 0 {
		return AtlasMap{}, false
	}
	i /= Stride
	if i >= len(a.maps) {
		return AtlasMap{}, false
	}
	return a.maps[i], true
}

// SameMap reports whether two hexes lie in the region of the same map.
func (a *Atlas) SameMap(x, y Hex) bool {
	mx, okx := a.MapOf(x)
	my, oky := a.MapOf(y)
	return okx && oky && mx.ID == my.ID
}

// Contains reports whether h lies on one of the maps.
func (a *Atlas) Contains(h Hex) bool {
	m, ok := a.MapOf(h)
	return ok && m.Layout.Contains(h.Sub(m.Origin))
}

// All returns every hex of every map: map by map in order, each in its
// Layout's label order.
func (a *Atlas) All() []Hex {
	if len(a.maps) == 1 {
		return a.maps[0].Layout.All()
	}
	var out []Hex
	for _, m := range a.maps {
		for _, h := range m.Layout.All() {
			out = append(out, h.Add(m.Origin))
		}
	}
	return out
}

// Compare orders hexes as All lists them: map by map, then column by
// column, then down each column by row.
func (a *Atlas) Compare(x, y Hex) int {
	mx, cx, rx := a.place(x)
	my, cy, ry := a.place(y)
	return cmp.Or(cmp.Compare(mx, my), cmp.Compare(cx, cy), cmp.Compare(rx, ry))
}

// place returns the index of h's map region and h's printed column and
// row on that map.
func (a *Atlas) place(h Hex) (m, col, row int) {
	if len(a.maps) > 1 {
		m = max(0, min((h.Q+Stride/2)/Stride, len(a.maps)-1))
	}
	am := a.maps[m]
	col, row = am.Layout.ToOffset(h.Sub(am.Origin))
	return m, col, row
}

// Label returns the printed label of h: its Layout's label with one map
// ("J7"), qualified by its map's id with several ("south:J7"). A hex
// the Layout cannot label, or in no map's region, is written "(Q,R)", which
// Parse rejects.
func (a *Atlas) Label(h Hex) string {
	if len(a.maps) == 1 {
		return a.maps[0].Layout.Label(h)
	}
	m, ok := a.MapOf(h)
	if !ok {
		return h.String()
	}
	local := h.Sub(m.Origin)
	if col, row := m.Layout.ToOffset(local); col < 1 || row < 1 || col > MaxSize {
		return h.String()
	}
	return m.ID + Sep + m.Layout.Label(local)
}

// Parse returns the hex with a label, the inverse of Label. With one map a
// plain label reads as Layout.Parse reads it, and a label qualified by that
// map's id is accepted too. With several a label must be qualified: a plain
// one is an error matching ErrUnqualified that names the maps, a map not in
// play one matching ErrUnknownMap; the hex part's errors are the Layout's,
// naming the map. A label is read in any case: "North:j7" is "north:J7".
func (a *Atlas) Parse(label string) (Hex, error) {
	id, local, qualified := strings.Cut(label, Sep)
	if !qualified {
		if len(a.maps) == 1 {
			return a.maps[0].Layout.Parse(label)
		}
		return Hex{}, &labelError{fmt.Sprintf("hex label %q: %d maps are in play (%s); name the map, as in %q", label, len(a.maps), strings.Join(a.Maps(), ", "), a.maps[0].ID+Sep+label), ErrUnqualified}
	}
	// map ids are lower case, and a label is read in any case, as its
	// hex part is
	m, ok := a.Map(strings.ToLower(id))
	if !ok {
		return Hex{}, &labelError{fmt.Sprintf("hex label %q: no map %q is in play; the maps are: %s", label, id, strings.Join(a.Maps(), ", ")), ErrUnknownMap}
	}
	h, err := m.Layout.Parse(local)
	if err != nil {
		var le *labelError
		if errors.As(err, &le) {
			return Hex{}, &labelError{fmt.Sprintf("map %q: %s", id, le.msg), le.kind}
		}
		return Hex{}, err
	}
	return h.Add(m.Origin), nil
}
