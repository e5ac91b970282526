package hook

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// MaxDeclaredPoints bounds the hook points the rulesets of one game declare.
const MaxDeclaredPoints = 200

// Declare adds hook points a ruleset owns: moments of its own play (a walk
// ended, a strike landed) where other areas and mods take part as they do
// at the kernel's points, ordered, documented and replaceable alike. A
// point may be declared once, and never with a kernel point's name.
func (b *Bus) Declare(p Point) error {
	switch {
	case Known(p):
		return fmt.Errorf("hook point %q is one of the kernel's", p)
	case slices.Contains(b.declared, p):
		return fmt.Errorf("hook point %q is declared twice", p)
	case len(b.declared) >= MaxDeclaredPoints:
		return fmt.Errorf("a game declares at most %d hook points", MaxDeclaredPoints)
	}
	b.declared = append(b.declared, p)
	return nil
}

// Known reports whether p is a kernel point or one the rulesets declared.
func (b *Bus) Known(p Point) bool { return Known(p) || slices.Contains(b.declared, p) }

// Declared reports whether p is a point the rulesets declared.
func (b *Bus) Declared(p Point) bool { return slices.Contains(b.declared, p) }

// Points lists the kernel's points, then those the rulesets declared.
func (b *Bus) Points() []Point { return append(slices.Clip(Points), b.declared...) }

// name gives a handler its id: the script's name under its area, or its
// area, point and filter, numbered from the second of the area's handlers
// of the same.
func (b *Bus) name(h *Handler) error {
	if h.Named {
		id := h.Area + "." + h.ID
		if old, ok := b.byID[id]; ok {
			return fmt.Errorf("handler id %q is taken by the handler at %s", id, old.Source)
		}
		h.ID = id
		return nil
	}
	filter := h.Filter
	if filter == Any {
		filter = "any"
	}
	base := h.Area + "." + string(h.Point) + "." + filter
	h.ID = base
	for n := 2; b.byID[h.ID] != nil || b.removed[h.ID] != nil; n++ {
		h.ID = fmt.Sprintf("%s#%d", base, n)
	}
	return nil
}

// Lookup returns the handler of an id.
func (b *Bus) Lookup(id string) (Handler, bool) {
	h, ok := b.byID[id]
	if !ok {
		return Handler{}, false
	}
	return *h, true
}

// IDs returns every handler's id, sorted.
func (b *Bus) IDs() []string { return slices.Sorted(maps.Keys(b.byID)) }

// Replace gives the handler of an id another function, keeping its place
// in the order: a later layer's way to change a rule another wrote in
// Lua. Only a layer loaded after the handler's may, and only one: a
// second change of one handler is a conflict, as two patches of one
// block are. by is the replacing call's file:line.
func (b *Bus) Replace(id string, layer int, f Func, by string) error {
	h, err := b.changeable(id, layer, by)
	if err != nil {
		return err
	}
	h.Func, h.Changed = f, by
	return nil
}

// Remove takes the handler of an id off the bus, on the terms of Replace.
func (b *Bus) Remove(id string, layer int, by string) error {
	h, err := b.changeable(id, layer, by)
	if err != nil {
		return err
	}
	b.handlers[h.Point] = slices.DeleteFunc(b.handlers[h.Point], func(x *Handler) bool { return x == h })
	delete(b.byID, id)
	if b.removed == nil {
		b.removed = map[string]*Handler{}
	}
	h.Changed = by
	b.removed[id] = h
	return nil
}

// UnknownHandler is the error of a change naming no handler.
type UnknownHandler struct{ ID string }

func (e *UnknownHandler) Error() string { return fmt.Sprintf("no loaded layer has a handler %q", e.ID) }

func (b *Bus) changeable(id string, layer int, by string) (*Handler, error) {
	if gone, ok := b.removed[id]; ok {
		return nil, fmt.Errorf("handler %q was already removed at %s: two layers changing one handler conflict", id, gone.Changed)
	}
	h, ok := b.byID[id]
	switch {
	case !ok:
		return nil, &UnknownHandler{ID: id}
	case h.Changed != "":
		return nil, fmt.Errorf("handler %q was already replaced at %s: two layers changing one handler conflict", id, h.Changed)
	case h.Layer >= layer:
		return nil, fmt.Errorf("handler %q (%s) belongs to this layer: change it where it is declared", id, h.Source)
	}
	return h, nil
}

// Removed returns the handlers of a point that a later layer removed, by
// id, each with Changed the file:line that removed it, for documentation.
func (b *Bus) Removed(p Point) []Handler {
	var out []Handler
	for _, id := range slices.Sorted(maps.Keys(b.removed)) {
		if h := b.removed[id]; h.Point == p {
			out = append(out, *h)
		}
	}
	return out
}

// orderedBy reports whether a handler's Before or After names the other
// handler's area or id.
func (h *Handler) orderedBy(names []string, other *Handler) bool {
	return slices.Contains(names, other.Area) || slices.Contains(names, other.ID)
}

// isHandlerID reports whether a before or after name is a handler id
// rather than an area: ids hold a dot, area names never do.
func isHandlerID(name string) bool { return strings.Contains(name, ".") }
