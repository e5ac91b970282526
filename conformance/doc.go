// Package conformance runs conformance cases: fixed setups with fixed dice
// that prove the rule paragraphs they cite. Cases are HCL files under this
// folder, one subfolder per ruleset; README.md here documents the format
// and the stable rejection codes.
//
// The package drives the engine and the Lua host like a player would; it
// knows no rule of any game.
package conformance
