-- The move action, stacking at the end of an activation, control of hexes
-- [movement.*, stacking.*, control.hex].
--
-- A move names one unit (`unit`) or a group (`units`) and one path. A group
-- is units of the active formation stacked in one hex that have not moved
-- yet; each walks the whole path in turn, paying its own terrain costs, and
-- each is checked against its own MP. A group that splits is moved with
-- several move actions: each part of the stack (a unit or a smaller group)
-- gets its own action and its own path from the common start hex, in any
-- order [movement.group].
local units = require("units")
local movement = require("movement")
local activation = require("activation")

local function movers(a)
  if a.units then return a.units end
  if a.unit then return { a.unit } end
  return {}
end

-- budget_of returns what u may spend on this path and the rule that limits it.
local function budget_of(u, path) return movement.budget(u, path) end

nw68.on("action_validate", "move", function(a)
  if a.unit and a.units then return "bad_param", "movement.group", "name either unit or units, not both" end
  local ids = movers(a)
  if #ids == 0 then return "bad_param", "movement.speed", "name the unit or the units that move" end
  if #a.path == 0 then return "bad_param", "movement.speed", "the path names no hex" end
  local seen = {}
  for _, id in ipairs(ids) do
    if seen[id] then return "bad_param", "movement.group", id .. " is named twice" end
    seen[id] = true
  end
  local first = nw68.unit(ids[1])
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    local code, rule, reason = activation.may_act(u)
    if code then return code, rule, reason end
    if not u.on_map then return "not_on_map", "movement.speed", id .. " is not on the map" end
    if u.statuses.finished then return "finished", "impulse.finished", id .. " is Finished" end
    if (u.counters.moved or 0) > 0 then return "finished", "impulse.finished", id .. " has already moved" end
    if u.formation ~= first.formation or u.hex ~= first.hex then
      return "not_stacked", "movement.group", "a group is units of one formation stacked in one hex; "
        .. id .. " is not stacked with " .. first.id
    end
  end
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    local budget, brule = budget_of(u, a.path)
    local mp, mcode, mrule, mreason = movement.check(u, a.path, budget)
    if not mp then
      if mcode == "too_far" then
        mrule = brule
        local bonus, off = movement.road_bonus(u, a.path)
        if bonus == 0 and off and nw68.hex(u.hex).features.road then
          mreason = mreason .. " (no road bonus: " .. off .. " is off the road)"
        end
      end
      return mcode, mrule, mreason
    end
  end
end)

-- every mover is Finished after moving [movement.speed, impulse.finished];
-- the next unit of a group walks once the one before has arrived (or fell on
-- the way) [movement.group]
movement.on_done("move", function(unit_id, after)
  local u = nw68.unit(unit_id)
  if u and u.alive then
    nw68.set_status(unit_id, "finished", true)
    local spent = u.counters.mp_spent or 0
    nw68.log("movement.speed", string.format("%s moved to %s, spending %d of %s MP; it is Finished",
      unit_id, u.hex, spent, after.budgets[1] or "?"))
    nw68.report("move", { unit = unit_id, to = u.hex, mp = spent, budget = after.budgets[1] or 0 })
  end
  if #after.units == 0 then return end
  movement.walk(after.units[1], after.path,
    { name = "move", units = movement.tail(after.units), path = after.path, budgets = movement.tail(after.budgets) })
end, { dead = true })

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

-- a hex belongs to the last side that had a ground unit in it, moving
-- through included; aircraft flying over take nothing [control.hex]
nw68.on("unit_enters_hex", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if units.air(u) then return end
  nw68.set_control(ev.hex, u.side)
end, { after = "opportunity-fire" })

-- Stacking ------------------------------------------------------------------

-- An activation may not end while the active side holds more than two
-- counting units in a hex [stacking.limit]: its owner first moves units out
-- (units that may still move) or removes the excess of his choice with
-- remove_excess [stacking.overstack]. With no active side (a bare setup)
-- every side is checked.
nw68.on("action_validate", "end_activation", function()
  local side = nw68.state().active_side
  if side == "" then side = nil end
  local over = movement.overstacked(side)
  if #over > 0 then
    local o = over[1]
    return "overstacked", "stacking.overstack", string.format(
      "%s holds %d units of %s (%s), more than %d: move units out or remove the excess (remove_excess)",
      o.hex, #o.units, o.side, table.concat(o.units, ", "), movement.stack_limit)
  end
end)

nw68.on("action_validate", "remove_excess", function(a)
  local u = nw68.unit(a.unit)
  if not movement.counts(u) then
    return "not_overstacked", "stacking.exempt", u.id .. " does not count for stacking"
  end
  local st = movement.stack(u.hex, u.side)
  if #st <= movement.stack_limit then
    return "not_overstacked", "stacking.overstack",
      string.format("%s holds %d units of %s, within the limit of %d", u.hex, #st, u.side, movement.stack_limit)
  end
end)

-- the removed unit leaves play (off the map first, so it leaves no wreck);
-- an APC goes with its passengers, which counted with it as one unit
nw68.on("action_resolve", "remove_excess", function(a)
  local u = nw68.unit(a.unit)
  local hex = u.hex
  local passengers = u.transports
  if #passengers > 0 then nw68.set_transports(u.id, {}) end
  for _, id in ipairs(passengers) do
    nw68.remove_from_map(id)
    nw68.eliminate(id, "stacking.overstack")
  end
  nw68.remove_from_map(u.id)
  nw68.eliminate(u.id, "stacking.overstack")
  nw68.log("stacking.overstack", u.id .. " is removed from overstacked " .. hex)
end)

-- Candidates for listing legal actions: for each unit of the active
-- formation, the cheapest paths to a dozen of the hexes it can reach, evenly
-- spaced over the map.
nw68.on("action_enumerate", "move", function()
  local st = nw68.state()
  if st.active_side == "" then return {} end -- between activations no unit acts
  local out = {}
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    if u.on_map and not u.aboard and not u.statuses.finished and (st.active_formation == "" or u.formation == st.active_formation) then
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
