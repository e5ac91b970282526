-- Supply [supply.*]: in Cleanup, supply points refit reduced units
-- (`refit {unit}`: one point turns a unit back to its full-strength side).
-- The points are handed out at the start of a turn (turn/lib/turn.lua) and
-- lost when the Cleanup ends.
local turn = require("turn")

-- refits wait for the players when some side can make one (or another
-- area's reason to wait holds: the cleanup_waits hook); otherwise the Cleanup
-- ends at once
nw68.on("step", "supply", function()
  if turn.cleanup_waits() then
    nw68.say("supply.refit-open")
    return
  end
  turn.finish()
end)

-- refit --------------------------------------------------------------------------

-- (in the Cleanup, of a reduced unit on the map: refit's preconditions)
nw68.on("action_validate", "refit", function(a)
  local u = nw68.unit(a.unit)
  if nw68.holding(u.side, "supply") <= 0 then
    return "no_supply", "supply.timing", "supply.no-point-left", { side = u.side }
  end
end)

nw68.on("action_enumerate", "refit", function()
  local out = {}
  for _, u in ipairs(nw68.units({})) do
    if nw68.precondition("refit", { unit = u.id }) == nil and nw68.holding(u.side, "supply") > 0 then
      table.insert(out, { unit = u.id })
    end
  end
  return out
end)

nw68.on("action_resolve", "refit", function(a)
  local u = nw68.unit(a.unit)
  local left = nw68.holding(u.side, "supply") - 1
  nw68.set_face(u.id, "")
  nw68.set_holding(u.side, "supply", left)
  nw68.say("supply.refitted", { side = u.side, unit = u.id, left = left })
  nw68.report("refit", { unit = u.id, side = u.side, supply_left = left })
  if not turn.cleanup_waits() then turn.finish() end
end)
