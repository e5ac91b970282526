-- The Events Table's machinery [events.marker]: what happens when an Event
-- marker is drawn, dispatched through the hook points events/hooks.hcl
-- declares, which every layer handles while the scripts load:
--
--   event_row (filter: the row's `event` kind)  runs a row: a handler gets
--                       {row, side, ctx}; kinds.player(fn) makes one of
--                       fn(row, side, ctx) that runs only when a player is
--                       affected, kinds.sideless(fn) one that runs anyway
--                       (a spawn)
--   event_step (filter: the step)  a choice the affected player makes in
--                       the "event" window (event_choice): the handler
--                       returns its spec (kinds.spec{...} makes one):
--                       spec.candidates(ctx) -> parameter tables,
--                       spec.validate(a, ctx) -> nil or code, rule, reason (a
--                       message key), its values,
--                       spec.apply(a, ctx), spec.what_key (the message
--                       of what the player chooses) or spec.what (its
--                       English), spec.optional
--   event_where (filter: *)  picks the map a drawn row happens on and runs
--                       it (a layer with several maps in play); without a
--                       handler a row runs with no map named
--
--   event_kinds.offer(step, side, rule, key, extra)  applies a step at once
--                       when it has one candidate, opens the window when it
--                       has several; false when it has none
--   event_kinds.step(name)  the spec of a step
--   event_kinds.run(key, side, ctx)  runs a row (ctx.map: the map chosen)
--   event_kinds.row(key, map)  the row, its `by_map` variant for that map
--                       merged in (a row's fields may differ from map to map)
--   event_kinds.label(hex, map), within_map(u, map)  a row's hexes and units
--                       on the map it happens on
--   event_kinds.pick_side(), pick_one(list, purpose [, params]) (purpose: the
--                       roll's text or the key of its message), own(side, pred), players()
--
-- The table's dice come from the table itself: as many dice as the lowest
-- total it covers, each with as many sides as the highest total divided by
-- that (rows 2 to 12: two six-sided dice), so a layer that replaces
-- `table "events"` with another range rolls other dice.
local zealots = require("zealots")

local M = {}

-- player and sideless make an event_row handler of fn(row, side, ctx):
-- most rows do nothing when no player is affected; a sideless one (a
-- spawn) runs all the same.
function M.player(fn)
  return function(ev)
    if ev.side ~= "" then fn(ev.row, ev.side, ev.ctx) end
  end
end

function M.sideless(fn)
  return function(ev) fn(ev.row, ev.side, ev.ctx) end
end

-- spec makes an event_step handler that returns a step's spec.
function M.spec(t)
  return function() return t end
end

-- label qualifies a hex label of a map's own (a row's "J7") by its map when
-- several maps are in play.
function M.label(hex, map)
  if map and #nw68.maps() > 1 and not string.find(hex, ":", 1, true) then return map .. ":" .. hex end
  return hex
end

-- within_map reports whether unit u stands on `map` (any map when nil).
function M.within_map(u, map)
  return map == nil or (u.on_map and nw68.map_of(u.hex) == map)
end

function M.step(name)
  local spec = nw68.fire("event_step", name)[1]
  if not spec then error("no event_step handler for the step " .. tostring(name)) end
  return spec
end

function M.players() return zealots.players() end

-- pick_side picks at random the player an event affects: 1D6 split in equal
-- bands when the number of players divides 6, else one die as big as the
-- number of players; with one player, no roll [events.marker].
function M.pick_side()
  local players = zealots.players()
  if #players == 0 then
    nw68.say("events.no-player")
    return ""
  end
  if #players == 1 then
    nw68.say("events.affects-only-player", { side = players[1] })
    return players[1]
  end
  local side = M.pick_one(players, "events.affected-player-roll")
  nw68.say("events.affects", { side = side })
  return side
end

-- pick_one picks one entry of a list at random: 1D6 split in equal bands
-- when the list's length divides 6, else one die as big as the list; a list
-- of one is no choice.
function M.pick_one(list, purpose, params)
  local n = #list
  if n == 1 then return list[1] end
  local opts = params and { params = params } or nil
  if 6 % n == 0 then
    local _, r = nw68.roll(1, 6, purpose, opts)
    return list[math.floor((r - 1) / (6 / n)) + 1]
  end
  local _, r = nw68.roll(1, n, purpose, opts)
  return list[r]
end

-- own lists the side's units on the map that pred accepts.
function M.own(side, pred)
  local out = {}
  for _, u in ipairs(nw68.units({ side = side })) do
    if u.on_map and pred(u) then table.insert(out, u) end
  end
  return out
end

-- row returns the row of a key, with the fields of its by_map variant for
-- `map` laid over the row's own.
function M.row(key, map)
  local row = nw68.table("events", key)
  if not row or not map or type(row.by_map) ~= "table" then return row end
  local variant = row.by_map[map]
  if type(variant) ~= "table" then return row end
  local out = {}
  for k, v in pairs(row) do out[k] = v end
  for k, v in pairs(variant) do out[k] = v end
  out.map = map
  return out
end

-- dice returns the number of dice and their sides the events table is rolled with.
function M.dice()
  local d = nw68.memo("events dice", function()
    local lo, hi = nil, nil
    for total = 1, 120 do
      if nw68.table("events", total) then
        lo = lo or total
        hi = total
      end
    end
    if not lo then error("the events table covers no total") end
    return { lo, math.floor(hi / lo) }
  end)
  return d[1], d[2]
end

-- run applies a row to the side it affects.
function M.run(key, side, ctx)
  ctx = ctx or {}
  local row = M.row(key, ctx.map)
  local _, ran = nw68.fire("event_row", row.event, { row = row, side = side, ctx = ctx })
  if ran == 0 then error("no event_row handler for the event kind " .. tostring(row.event)) end
end

-- draw: an Event marker is drawn [events.marker].
function M.draw()
  nw68.say("events.marker-drawn")
  local side = M.pick_side()
  local n, sides = M.dice()
  local _, total = nw68.roll(n, sides, "events.table-roll")
  local row = nw68.table("events", total)
  -- the row's `message` names its text's message; a row without one (a
  -- layer's table) is told in its own words
  local told = row.message and { key = row.message, params = {} } or row.text
  nw68.say("events.drawn", { total = total, event = told }, { rule = row.rule })
  nw68.report("event", { roll = total, event = row.event, side = side, rule = row.rule })
  local _, ran = nw68.fire("event_where", "*", { row = row, side = side })
  if ran == 0 then M.run(row.key, side, {}) end
end

-- offer applies a step at once when it has one candidate, or opens the
-- affected player's window when it has several. It returns false when there
-- is nothing to apply it to.
function M.offer(step, side, rule, key, extra)
  local ctx = { step = step, side = side, rule = rule, event = key }
  for k, v in pairs(extra or {}) do ctx[k] = v end
  local spec = M.step(step)
  local list = spec.candidates(ctx)
  if #list == 0 then return false end
  if #list == 1 then
    spec.apply(list[1], ctx)
    return true
  end
  -- spec.what_key names the message of what is chosen; spec.what, a layer's, is its English
  local what = spec.what_key and { key = spec.what_key, params = {} } or spec.what or { key = "events.what-unit", params = {} }
  nw68.say("events.chooses", { side = side, what = what }, { rule = rule })
  nw68.open_interrupt{
    kind = "event", side = side, actions = { "event_choice" }, mandatory = spec.optional ~= true,
    context = ctx,
  }
  return true
end

return M
