// Package engine runs a game: it holds a ruleset, a state, the dice and the
// hook bus, and is the one way in for every change of state.
//
// Players submit actions. The engine checks the parameters against the
// action's declaration, asks the ruleset's validate handlers whether the
// action is legal now, resolves it through the resolve handlers, and appends
// it to the action log. A rejected or failed action leaves the state, the
// dice and the logs exactly as they were. The primitives handlers call
// (move a unit, apply hits, place a marker, compute a value...) change the
// state only while an action resolves, and every computed value keeps the
// labelled terms that explain it.
//
// Play may stop for a player's choice wherever the rules open a window:
// inside an action, at a phase's start or step (the rest of the phase
// waits for the answer), and after an action whose rolls the players may
// answer, which the answer plays again from the position before it (see
// answers.go). Whatever stops and goes on is in the action log, so a
// replay stops and goes on alike.
//
// The engine knows the shape of a wargame (units, hexes, markers, phases, a
// cup of activation markers) but no rule of any game.
package engine
