// Package server serves games to browsers: a web page that draws the map
// as SVG and plays by clicks, and a JSON plus WebSocket API under /api/.
// `nw68 serve` runs it.
//
// Each game is a row of an embedded SQLite database (WAL mode) with its
// accepted actions, one row each; an action is committed together with the
// game's new log position before the player is answered, so a server killed
// at any moment restarts with every acknowledged action. A game in memory is
// an engine built by package game; after a restart it is rebuilt by
// replaying its stored actions, and exports and imports are the very JSON
// `nw68 play` saves (engine.WriteGame, engine.ReadGame).
//
// Creating a game gives each side a secret seat token, plus a host token
// (hot seat: every side, and the game's export and deletion) and a
// spectator token (read only). A request acts only for its token's side:
// the server checks the turn and the log position the client acted on,
// and passes the side to the engine, which checks again.
//
// The package must not know any game's rules: what a hex, a counter, an
// action or a roll means comes from the engine, the ruleset's data and its
// scripts. The server only relays them: legal actions, odds, explanations
// and log lines are the engine's, drawn and listed by the page as they are.
package server
