-- Stacking [stacking.*]: at most two counting units of a side in a hex when
-- an activation ends; movement/lib/movement.lua counts them.
local movement = require("movement")

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
    return "overstacked", "stacking.overstack", "stacking.overstacked", { hex = o.hex, n = #o.units, side = o.side, units = table.concat(o.units, ", "), limit = movement.stack_limit }
  end
end)

-- (a unit that counts for stacking: the precondition counts-for-stacking)
nw68.on("action_validate", "remove_excess", function(a)
  local u = nw68.unit(a.unit)
  local st = movement.stack(u.hex, u.side)
  if #st <= movement.stack_limit then
    return "not_overstacked", "stacking.overstack", "stacking.within-limit", { hex = u.hex, n = #st, side = u.side, limit = movement.stack_limit }
  end
end)

-- Candidates: the units standing in an overstacked hex of the side to act.
nw68.on("action_enumerate", "remove_excess", function()
  local side = nw68.acting_side()
  if side == "" then side = nil end
  local out = {}
  for _, o in ipairs(movement.overstacked(side)) do
    for _, id in ipairs(o.units) do table.insert(out, { unit = id }) end
  end
  return out
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
  nw68.say("stacking.removed", { unit = u.id, hex = hex })
end)
