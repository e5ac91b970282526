// Package hex is the hex-grid geometry of the engine: axial coordinates,
// neighbours, distances, rings, straight lines between hex centres, the
// printed labels of a map ("A1", "O9", "DD20") in both flat-top and
// pointy-top layouts, and a cheapest-path search under a point budget. An
// Atlas joins the maps of a game of several, each in its own far-off region
// of the plane, with labels qualified by map ("south:J7").
//
// Coordinates are axial (Q, R) with the cube coordinate S = -Q-R implied;
// every algorithm works on them with exact integer arithmetic, so results
// are the same on every machine and every run.
//
// The package knows geometry only. It must not know any game: no rule, unit,
// terrain or other ruleset notion belongs here. What it costs to enter a hex,
// which hexes exist and what a line of sight crossing a hexside means are
// decided by callers, which pass that knowledge in as functions (see
// CostFunc) or act on the geometric facts this package reports (see
// LineStep).
package hex
