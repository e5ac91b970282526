// Package ruleset loads rulesets and mods written in HCL into a Ruleset: the
// rule index, terrain, unit types, items, marker kinds, statuses, actions,
// modifiers, tables, phases, maps, scenarios and campaigns, plus the Lua
// scripts that carry the rules' logic.
//
// Loading happens in three passes. Each file is parsed into generic blocks
// that keep their source ranges; the layers (a ruleset's `extends` chain,
// then mods in order) are merged by block kind and name, where a later layer
// may replace a block or patch it; the merged blocks are then decoded into
// typed values and checked by lint passes. Every problem is reported as an
// HCL diagnostic with file:line:col, and loading carries on so one run shows
// every mistake.
//
// A layer's .hcl files may sit in any of its folders. Its Lua files are hook
// files at its top or in an area folder (<area>/, named like a rule id's
// prefix) and modules in lib/ or <area>/lib/; each Script carries its area,
// by which the script host orders handlers, and any other .lua is an error
// (see scriptRole).
//
// The package knows the shape of a ruleset, never the rules of a game: what
// a stat, a tag or a status means is up to the ruleset's own scripts. Its
// names are closed all the same: a patch may set only a stat that some
// block of the entity's kind declares in a loaded layer or that a stat
// block declares (see KindStat); anything else is a typo, refused with the
// closest declared name (Speller). What the kernel reads of an entity
// (whether it is hidden, a side's relations, a map symbol) is no stat but
// an attribute beside the stats, checked per kind (AttrHidden and the rest).
package ruleset
