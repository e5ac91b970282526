package ruleset

import "github.com/nw68/nw68/core/hex"

// Limits on what a ruleset, a mod or a setup may make the loader do. Input
// past one of them is refused with a diagnostic rather than trimmed, so a
// typo or a hostile mod can neither crash nor stall nor exhaust the memory of
// whatever loads it (the CLI, a conformance run, a replay). Each is far above
// what the shipped rulesets use; the README lists them under "What a mod
// cannot do".
const (
	// MaxIDLength is the longest ruleset or mod id; see ValidID.
	MaxIDLength = 64

	// MaxLayers is how many layers one load may read: the rulesets of the
	// extends chain plus the mods.
	MaxLayers = 32

	// MaxLayerFiles is how many files and folders one layer folder may hold,
	// counted over all its subfolders.
	MaxLayerFiles = 1000

	// MaxFileBytes is the largest .hcl or .lua file read. The HCL parser
	// holds about a hundred bytes per token, so this also bounds its memory.
	MaxFileBytes = 1 << 20

	// MaxImageBytes is the largest image file (AttrImage) read: a
	// counter's picture, sent to every player's page.
	MaxImageBytes = 64 << 10

	// MaxLoadBytes is the most bytes of .hcl and .lua files one load reads,
	// all layers together.
	MaxLoadBytes = 8 << 20

	// MaxNesting is the deepest nesting of brackets ({ [ ( ), quotes,
	// interpolations and template directives in an HCL file. The HCL
	// parser recurses once per level, and a Go stack overflow is fatal.
	MaxNesting = 64

	// MaxExprTerms is how many operators, attribute steps and template
	// parts one expression may chain at one nesting level. The HCL
	// evaluator recurses once per operator of a chain, and joins template
	// parts in quadratic time.
	MaxExprTerms = 1000

	// MaxMapSize is the most columns and the most rows of a map.
	MaxMapSize = hex.MaxSize

	// MaxMaps is the most maps one setup may place (maps = [...]).
	MaxMaps = hex.MaxMaps

	// MaxRegionHexes is the most hexes one hex range of a region ("A1-A9")
	// may expand to.
	MaxRegionHexes = 10000

	// MaxCount bounds the counts a setup states, each of which the engine
	// may turn into that many things: the markers of the cup, a unit's or a
	// formation's counters, a holding, the number of units. Conformance
	// cases apply it to their dice, draws and actions too.
	MaxCount = 10000

	// MaxDice and MaxDieSides bound a dice table's "<dice>D<sides>": the
	// engine throws and records every die.
	MaxDice     = 100
	MaxDieSides = 1000
)
