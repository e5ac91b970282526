// Package state holds the position of a game at one moment: sides,
// formations, units, hex markers, hex control, the activation cup, the turn
// and phase, and the interrupt windows open for reactions.
//
// Every name in it (statuses, counters, marker kinds, faces, variables) is a
// string that a ruleset defines; the package knows no rule of any game. A
// State is plain data whose costs do not grow with its units: Clone shares
// them until one is changed (EditUnit copies it first), Mark notes a point
// to Rewind to by keeping each unit as it was before its first change,
// UnitsAt finds a hex's units from an index rather than among them all.
// Encode gives a canonical byte form, so replays can be compared bit for
// bit.
package state
