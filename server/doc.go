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
// (hot seat: every side, and the game's export, fork and deletion) and a
// spectator token (read only). A request acts only for its token's side:
// the server checks the turn and the log position the client acted on,
// and passes the side to the engine, which checks again. What the rules
// hide from a side (declared in the ruleset's data and judged by the
// kernel, see hidden.go) is taken out of everything that leaves for that
// seat: views, action results, odds and questions (worked out on the state
// as the seat knows it), errors and pushes; an action or odds naming a
// unit the seat cannot see is answered as one naming no unit.
//
// A side may be played by the computer instead of a person: the create
// call's players names it, "greedy" (core/ai's one-ply baseline, quick) or
// "ai" (core/ai's search at its default effort), and it gets no seat. The
// game's computer player (computer.go) works off the request path, one
// decision at a time per game on a copy of the game and a core as odds
// take, on the state as its side knows it; it answers its side's turns and
// reaction windows and, between activations, acts once no person has an
// action left. Its choice is submitted as a seat's is (judged by the
// engine, logged under the side, committed, pushed); a decision the game
// moved past, or the server's closing, stops it. Its seed is the game's,
// the side's and the log position's, and the log holds its choices, so the
// game replays without it.
//
// Odds and views of the past are worked out on a copy of the game that
// follows it (a shadow), so the game is never held meanwhile; one such
// answer per core runs at a time. A game no request used for a while and
// no push connection watches leaves memory (Options.Idle). Requests and
// push connections are limited per client address (Options.Limits).
//
// The API (JSON bodies; a seat's token as Authorization: Bearer <token>):
//
//	GET    /api/rulesets                 rulesets and their scenarios
//	GET    /api/rulesets/{id}/images/{kind}/{entity}?mods=  the SVG a unit type or marker kind names (images.go)
//	GET    /api/games                    the 500 latest played: id, title, position, result
//	POST   /api/games                    {ruleset, mods, scenario | campaign, seed, players: {side: person | greedy | ai}} -> 201 Tokens
//	POST   /api/games/import             a save -> 201 Tokens (replayed and checked first)
//	GET    /api/games/{id}               the seat's View: maps, units, cup, turn, log, legal actions
//	GET    /api/games/{id}?at=N          the View after the log's first N actions, read only (replay)
//	POST   /api/games/{id}/actions       {position, action: {kind, params}} -> ActionResult
//	POST   /api/games/{id}/undo          {position} -> View: the last action taken back, if no die rolled
//	POST   /api/games/{id}/next          -> 201 Tokens: a campaign's next step, once the game is over (host)
//	GET    /api/games/{id}/odds?action=  {kind, params} -> engine.Odds, with where the plays stopped and what they rolled (odds.go)
//	GET    /api/games/{id}/query/{name}  ?arg=value... -> the ruleset's answer (Engine.Query), e.g. reach?unit=kt1
//	POST   /api/games/{id}/fork          {position, mods} -> 201 Tokens: "what if" (host; any seat once over)
//	GET    /api/games/{id}/export        the save (host; any seat once the game is over)
//	DELETE /api/games/{id}               (host)
//	GET    /api/games/{id}/ws            WebSocket: send {"token"}, hear {"type":"position"} pushes
//
// Errors are {code, error, rule, rule_title}: 400 malformed, 401 no token,
// 403 a token of no seat of the game or not allowed this, 404 no game,
// 409 a stale (or replayed) position or a finished game, 413 too large,
// 415 not JSON, 422 refused by the rules (code and rule from the engine),
// 429 over the address's limits (with Retry-After), 503 stopping.
//
// The package must not know any game's rules: what a hex, a counter, an
// action or a roll means comes from the engine, the ruleset's data and its
// scripts. The server only relays them: legal actions, odds, explanations
// and log lines are the engine's, drawn and listed by the page as they are.
package server
