package engine

import (
	"fmt"
	"slices"
	"strings"

	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
)

// boardHex returns the hex of board i that the board's own label names: a
// map block labels its hexes and markers plainly, whatever other maps the
// game places.
func (e *Engine) boardHex(i int, label string) hex.Hex {
	local, _ := e.Boards[i].Layout().Parse(label) // checked by CheckBoard
	m, _ := e.Layout.Map(e.Layout.Maps()[i])
	return local.Add(m.Origin)
}

// mapHexes reads what every board says of its hexes.
func (e *Engine) mapHexes() {
	for i, board := range e.Boards {
		for _, h := range board.Hexes {
			at := e.boardHex(i, h.Label)
			info := e.hexes[at]
			if h.Terrain != "" {
				info.Terrain = h.Terrain
			}
			for _, f := range h.Features {
				if !slices.Contains(info.Features, f) {
					info.Features = append(info.Features, f)
				}
			}
			if h.Name != "" {
				info.Name = h.Name
			}
			e.hexes[at] = info
		}
	}
}

// BoardOf returns the map a hex lies in (the region of, on the map or
// not); the first map for a hex in no map's region.
func (e *Engine) BoardOf(h hex.Hex) *ruleset.Map {
	if m, ok := e.Layout.MapOf(h); ok {
		for _, b := range e.Boards {
			if b.ID == m.ID {
				return b
			}
		}
	}
	return e.Board
}

// MapOf returns the id of the map a hex lies on, "" for a hex on no map.
func (e *Engine) MapOf(h hex.Hex) string {
	if !e.Layout.Contains(h) {
		return ""
	}
	m, _ := e.Layout.MapOf(h)
	return m.ID
}

// checkMap refuses a map id that is not in play.
func (e *Engine) checkMap(id string) error {
	if _, ok := e.Layout.Map(id); !ok {
		return fmt.Errorf("no map %q is in play; the maps are: %s", id, strings.Join(e.Layout.Maps(), ", "))
	}
	return nil
}

// MapVar returns a named integer of a map in play.
func (e *Engine) MapVar(mapID, name string) (int, error) {
	if err := e.checkMap(mapID); err != nil {
		return 0, err
	}
	return e.State.MapVar(mapID, name), nil
}

// SetMapVar sets a named integer of a map in play; 0 removes it.
func (e *Engine) SetMapVar(mapID, name string, value int) error {
	if err := e.checkMap(mapID); err != nil {
		return err
	}
	if err := e.mutable(); err != nil {
		return err
	}
	e.State.SetMapVar(mapID, name, value)
	return nil
}

// SameMap refuses two hexes that lie on different maps: the distance and
// the line between them are not defined.
func (e *Engine) SameMap(a, b hex.Hex) error {
	if e.Layout.SameMap(a, b) {
		return nil
	}
	return fmt.Errorf("%s and %s lie on different maps: no distance or line joins hexes of two maps", e.Label(a), e.Label(b))
}
