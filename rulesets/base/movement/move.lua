-- The move action [movement.*]; stacking at the end of an activation is
-- stacking/stacking.lua's, the control of hexes control/hex-control.lua's.
--
-- A move names one unit (`unit`) or a group (`units`) and one path. A group
-- is units of the active formation stacked in one hex that have not moved
-- yet; each walks the whole path in turn, paying its own terrain costs, and
-- each is checked against its own MP. A group that splits is moved with
-- several move actions: each part of the stack (a unit or a smaller group)
-- gets its own action and its own path from the common start hex, in any
-- order [movement.group].
local movement = require("movement")

local function movers(a)
  if a.units then return a.units end
  if a.unit then return { a.unit } end
  return {}
end

-- budget_of returns what u may spend on this path and the rule that limits it.
local function budget_of(u, path) return movement.budget(u, path) end

nw68.on("action_validate", "move", function(a)
  if a.unit and a.units then return "bad_param", "movement.group", "movement.both-unit-and-units", {} end
  local ids = movers(a)
  if #ids == 0 then return "bad_param", "movement.speed", "movement.no-mover", {} end
  if #a.path == 0 then return "bad_param", "movement.speed", "movement.no-path-hexes", {} end
  local seen = {}
  for _, id in ipairs(ids) do
    if seen[id] then return "bad_param", "movement.group", "movement.mover-twice", { unit = id } end
    seen[id] = true
  end
  local first = nw68.unit(ids[1])
  for _, id in ipairs(ids) do
    -- on the map, not Finished, not moved yet: the move's preconditions
    local u = nw68.unit(id)
    if u.formation ~= first.formation or u.hex ~= first.hex then
      return "not_stacked", "movement.group", "movement.group-not-stacked", { unit = id, first = first.id }
    end
  end
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    local budget, brule = budget_of(u, a.path)
    local mp, mcode, mrule, mreason, mparams = movement.check(u, a.path, budget)
    if not mp then
      if mcode == "too_far" then
        mrule = brule
        local bonus, off = movement.road_bonus(u, a.path)
        if bonus == 0 and off and nw68.hex(u.hex).features.road then
          mreason = "movement.too-far-off-road"
          mparams.off = off
        end
      end
      return mcode, mrule, mreason, mparams
    end
  end
end)

-- every mover is Finished after moving [movement.speed, impulse.finished];
-- the next unit of a group walks once the one before has arrived (or fell on
-- the way) [movement.group]
nw68.on("walk_done", "move", movement.always(function(unit_id, after)
  local u = nw68.unit(unit_id)
  if u and u.alive then
    nw68.set_status(unit_id, "finished", true)
    local spent = u.counters.mp_spent or 0
    nw68.say("movement.moved", { unit = unit_id, hex = u.hex, mp = spent, budget = after.budgets[1] or "?" })
    nw68.report("move", { unit = unit_id, to = u.hex, mp = spent, budget = after.budgets[1] or 0 })
  end
  if #after.units == 0 then return end
  movement.walk(after.units[1], after.path,
    { name = "move", units = movement.tail(after.units), path = after.path, budgets = movement.tail(after.budgets) })
end))

nw68.on("action_resolve", "move", function(a)
  local ids = movers(a)
  local budgets = {}
  for _, id in ipairs(ids) do
    local b = budget_of(nw68.unit(id), a.path) -- logged with its terms
    table.insert(budgets, b)
  end
  movement.walk(ids[1], a.path, { name = "move", units = movement.tail(ids),
    path = a.path, budgets = budgets })
end)

-- Where a unit can go, for a player's tools (the web page's highlights):
-- every hex it can reach with the MP it has, each with its cost and the move
-- along the cheapest path there, or nothing for a unit that may not move now
-- [movement.speed].
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

-- Candidates for listing legal actions: for each unit of the active side
-- that may move now (the move's preconditions), the cheapest paths to a
-- dozen of the hexes it can reach, evenly spaced over the map.
nw68.on("action_enumerate", "move", function()
  local st = nw68.state()
  if st.active_side == "" then return {} end -- between activations no unit acts
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
          table.remove(path, 1) -- the path starts in the unit's own hex
          table.insert(out, { unit = u.id, path = path })
        end
      end
    end
  end
  return out
end)
