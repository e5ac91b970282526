// Package script runs the Lua half of rulesets and mods: it compiles their
// scripts once, gives each game one sandboxed Lua state, lets scripts
// subscribe to the engine's hook points, and offers them the `nw68` module
// (API.md in this folder is its reference).
//
// The sandbox opens only the base, table, string and math libraries and
// removes every way to reach files or compile code at run time (dofile,
// loadfile, load, loadstring, module, and file-based require; `require`
// loads only the lib/ modules of loaded layers). Each hook call runs under a
// time budget, so a runaway script fails that call, naming its file and
// line, and the action it was part of leaves the game untouched.
//
// The package knows Lua and the engine's primitives, never the rules of a game.
package script
