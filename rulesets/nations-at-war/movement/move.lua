-- The move action [movement.*, stacking.limit]. A move names one unit (`unit`) or a stack
-- (`units`) and one path; the stack walks together, each unit paying its own costs and held to
-- its own MP [movement.stacks]. What a step costs, the stacking count and the walk itself are
-- movement/lib/movement.lua's.
local movement = require("movement")

local function movers(a)
  if a.units then return a.units end
  if a.unit then return { a.unit } end
  return {}
end

nw68.on("action_validate", "move", function(a)
  if a.unit and a.units then return "bad_param", "movement.stacks", "movement.unit-or-units", {} end
  local ids = movers(a)
  if #ids == 0 then return "bad_param", "movement.points", "movement.name-movers", {} end
  if #a.path == 0 then return "bad_param", "movement.points", "movement.empty-path", {} end
  local seen = {}
  local first = nw68.unit(ids[1])
  for _, id in ipairs(ids) do
    if seen[id] then return "bad_param", "movement.stacks", "movement.named-twice", { unit = id } end
    seen[id] = true
    local u = nw68.unit(id)
    -- a stack is units of one formation in one hex [movement.stacks]
    if u.hex ~= first.hex or u.formation ~= first.formation then
      return "not_stacked", "movement.stacks", "movement.not-stacked", { unit = id, first = first.id }
    end
    if u.side ~= first.side then
      return "not_stacked", "movement.stacks", "movement.other-side", { unit = id, first = first.id }
    end
  end
  local mp, code, rule, reason, params = movement.check(ids, a.path)
  if not mp then return code, rule, reason, params end
end)

nw68.on("action_resolve", "move", function(a)
  local ids = movers(a)
  for _, id in ipairs(ids) do movement.budget(nw68.unit(id)) end -- logged with its terms
  movement.walk(ids, a.path, { name = "move" })
end)

-- A walk of a move has ended: every walker that spent all its MP is Ops Complete; one with MP
-- left may go on in a later action of the same activation, and is Ops Complete when the
-- activation ends at the latest [movement.ops-complete, IDS.md Readings].
nw68.on("walk_done", "move", function(ev)
  for _, id in ipairs(ev.units) do
    local u = nw68.unit(id)
    nw68.report("move", { unit = id, to = u.hex, mp = movement.spent(u), mf = movement.mf(u) })
    nw68.say("movement.moved", { unit = id, hex = u.hex, spent = movement.spent(u), mf = movement.mf(u) })
    movement.done_if_spent(id)
  end
end)

-- When a formation's activation ends, every unit of it that spent MP is Ops Complete (unless it
-- went into Overwatch, which takes its place: overwatch/), and the counter mp goes back to 0
-- for the next pulse [movement.ops-complete, movement.points].
nw68.on("activation_end", "*", function(ev)
  for _, u in ipairs(nw68.units({ side = ev.side })) do
    if u.alive and (ev.formation == nil or ev.formation == "" or u.formation == ev.formation) then
      if movement.spent(u) > 0 then
        if not u.statuses["ops-complete"] and not u.statuses.overwatch then
          nw68.set_status(u.id, "ops-complete", true)
          nw68.say("movement.pulse-ops-complete", { unit = u.id })
        end
        nw68.set_counter(u.id, "mp", 0)
      end
    end
  end
end)

-- Where a unit can go, for a player's tools (the web page's highlights): every hex it reaches
-- with the MP it has left, with the cost and the move along the cheapest path there
-- [movement.points].
nw68.on("query", "reach", function(q)
  local u = q.unit and nw68.unit(q.unit)
  if not u or not u.alive or nw68.precondition("move", { unit = u.id }) then return {} end
  local out = {}
  for label, r in pairs(movement.reach(u, movement.budget(u))) do
    if label ~= u.hex then
      table.remove(r.path, 1) -- the path starts in the unit's own hex
      out[label] = { cost = r.cost, action = { kind = "move", params = { unit = u.id, path = r.path } } }
    end
  end
  return out
end)

-- Candidates for listing legal actions: for each unit that may move now, the cheapest paths to
-- up to a dozen of the hexes it can reach, evenly spread over the map.
nw68.on("action_enumerate", "move", function()
  local st = nw68.state()
  if st.active_side == "" then return {} end
  local out = {}
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    if nw68.precondition("move", { unit = u.id }) == nil then
      local budget = movement.budget(u)
      if budget > 0 then
        local reach = movement.reach(u, budget, 12)
        local labels = {}
        for label in pairs(reach) do table.insert(labels, label) end
        table.sort(labels)
        for _, label in ipairs(labels) do
          local path = reach[label].path
          table.remove(path, 1)
          if #path > 0 then table.insert(out, { unit = u.id, path = path }) end
        end
      end
    end
  end
  return out
end)
