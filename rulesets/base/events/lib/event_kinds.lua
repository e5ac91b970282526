-- The Events Table's machinery [events.marker]: what happens when an Event
-- marker is drawn, as a dispatch by the row's `event` kind that every layer
-- extends while the scripts load.
--
--   event_kinds.on_kind(kind, fn [, opts])  registers fn(row, side, ctx) for
--                       the rows of that kind; opts.sideless: it runs also
--                       when no player is affected (a spawn)
--   event_kinds.on_step(step, spec)  registers a choice the affected player
--                       makes in the "event" window (event_choice):
--                       spec.candidates(ctx) -> parameter tables,
--                       spec.validate(a, ctx) -> nil or code, rule, reason,
--                       spec.apply(a, ctx)
--   event_kinds.offer(step, side, rule, key, extra)  applies a step at once
--                       when it has one candidate, opens the window when it
--                       has several; false when it has none
--   event_kinds.run(key, side, ctx)  runs a row (ctx.map: the map chosen)
--   event_kinds.row(key, map)  the row, its `by_map` variant for that map
--                       merged in (a row's fields may differ from map to map)
--   event_kinds.pick_side(), own(side, pred), players()
--
-- The table's dice come from the table itself: as many dice as the lowest
-- total it covers, each with as many sides as the highest total divided by
-- that (rows 2 to 12: two six-sided dice), so a layer that replaces
-- `table "events"` with another range rolls other dice.
local zealots = require("zealots")

local M = {}

local kinds, sideless, steps = {}, {}, {}

function M.on_kind(kind, fn, opts)
  kinds[kind] = fn
  sideless[kind] = opts ~= nil and opts.sideless == true
end

function M.on_step(step, spec) steps[step] = spec end

function M.step(name) return steps[name] end

function M.players() return zealots.players() end

-- pick_side picks at random the player an event affects: 1D6 split in equal
-- bands when the number of players divides 6, else one die as big as the
-- number of players; with one player, no roll [events.marker].
function M.pick_side()
  local players = zealots.players()
  local n = #players
  if n == 0 then
    nw68.log("events.marker", "no player to affect")
    return ""
  end
  if n == 1 then
    nw68.log("events.marker", "the event affects " .. players[1] .. ", the only player")
    return players[1]
  end
  local i
  if 6 % n == 0 then
    local _, r = nw68.roll(1, 6, "player affected by the event")
    i = math.floor((r - 1) / (6 / n)) + 1
  else
    local _, r = nw68.roll(1, n, "player affected by the event")
    i = r
  end
  nw68.log("events.marker", "the event affects " .. players[i])
  return players[i]
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
  local fn = kinds[row.event]
  if not fn then error("no handler for the event kind " .. tostring(row.event)) end
  if side == "" and not sideless[row.event] then return end
  fn(row, side, ctx)
end

-- draw: an Event marker is drawn [events.marker].
function M.draw()
  nw68.log("events.marker", "an Event marker is drawn")
  local side = M.pick_side()
  local n, sides = M.dice()
  local _, total = nw68.roll(n, sides, "events table")
  local row = nw68.table("events", total)
  nw68.log(row.rule, string.format("event %d: %s", total, row.text))
  nw68.report("event", { roll = total, event = row.event, side = side, rule = row.rule })
  M.run(row.key, side, {})
end

-- offer applies a step at once when it has one candidate, or opens the
-- affected player's window when it has several. It returns false when there
-- is nothing to apply it to.
function M.offer(step, side, rule, key, extra)
  local ctx = { step = step, side = side, rule = rule, event = key }
  for k, v in pairs(extra or {}) do ctx[k] = v end
  local list = steps[step].candidates(ctx)
  if #list == 0 then return false end
  if #list == 1 then
    steps[step].apply(list[1], ctx)
    return true
  end
  nw68.log(rule, side .. " chooses " .. (steps[step].what or "the unit"))
  nw68.open_interrupt{
    kind = "event", side = side, actions = { "event_choice" }, mandatory = steps[step].optional ~= true,
    context = ctx,
  }
  return true
end

return M
