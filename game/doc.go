// Package game builds games: it is the one place where a loaded ruleset,
// its compiled scripts, a scenario or setup and the dice become an engine
// ready to play. The command line, the conformance runner and the tests
// all start their games here, so the order of the steps (set up the
// engine, run the scripts' load-time code, begin play) is written once.
//
// A Rules holds a ruleset with its scripts compiled once, and builds any
// number of games from it, at once if need be (sims, soak tests). New loads
// and builds a single game; Replay rebuilds a saved one. A campaign's
// games are built the same way, from the configs Rules.Start and Next give.
//
// The package knows no game's rules: what a scenario holds, what the
// scripts do and who wins is the ruleset's business.
package game
