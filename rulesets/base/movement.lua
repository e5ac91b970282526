-- The move action, control of hexes [movement.*, control.hex].
local units = require("units")
local movement = require("movement")
local activation = require("activation")

local function movers(a)
  if a.units then return a.units end
  if a.unit then return { a.unit } end
  return {}
end

nw68.on("action_validate", "move", function(a)
  local ids = movers(a)
  if #ids == 0 then return "bad_param", "movement.speed", "name the unit or the units that move" end
  if a.unit and a.units then return "bad_param", "movement.speed", "name either unit or units, not both" end
  local first = nw68.unit(ids[1])
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    local code, rule, reason = activation.may_act(u)
    if code then return code, rule, reason end
    if u.statuses.finished then return "finished", "impulse.finished", id .. " is Finished" end
    if (u.counters.moved or 0) > 0 then return "finished", "impulse.finished", id .. " has already moved" end
    if u.formation ~= first.formation or u.hex ~= first.hex then
      return "not_stacked", "movement.group", "a group is units of one formation in one hex"
    end
    local budget, brule = movement.budget(u)
    local mp, mcode, mrule, mreason = movement.check(u, a.path, budget)
    if not mp then
      if mcode == "too_far" then mrule = brule end
      return mcode, mrule, mreason
    end
  end
end)

-- the next unit of a group walks once the one before has arrived; every mover
-- is Finished after moving [movement.speed]
movement.on_done("move", function(unit_id, after)
  nw68.set_status(unit_id, "finished", true)
  local rest = movement.split(after.units)
  if #rest == 0 then return end
  local next_id = table.remove(rest, 1)
  movement.walk(next_id, movement.split(after.path), { name = "move", units = table.concat(rest, ","), path = after.path })
end)

nw68.on("action_resolve", "move", function(a)
  local ids = movers(a)
  local first = table.remove(ids, 1)
  movement.walk(first, a.path, { name = "move", units = table.concat(ids, ","), path = table.concat(a.path, ",") })
end)

-- a hex belongs to the last side that had a unit in it, moving through included [control.hex]
nw68.on("unit_enters_hex", "*", function(ev)
  nw68.set_control(ev.hex, nw68.unit(ev.unit).side)
end)
