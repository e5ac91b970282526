// Package script runs the Lua half of rulesets and mods: it compiles their
// scripts once, gives each game one sandboxed Lua state, lets scripts
// subscribe to the engine's hook points, and offers them the `nw68` module
// (API.md in this folder is its reference).
//
// The sandbox opens only the base, table, string and math libraries, without
// math.random, and removes every way to reach files or compile code at run
// time (dofile, loadfile, load, loadstring, module, and file-based require;
// `require` loads only the lib/ modules of loaded layers). Each layer has
// its own global environment; once the scripts have loaded, all they built
// is frozen, so game state lives only in the kernel and a failed action
// leaves nothing behind in Lua. Each unit of the engine's work (an action,
// a validation) runs under an instruction and a memory budget, counted by
// the patched interpreter in third_party/gopher-lua, so a runaway script
// fails that action at the same instruction on every machine, naming its
// file and line.
//
// The package knows Lua and the engine's primitives, never the rules of a game.
package script
