-- The tiny game [t.move, t.shoot, t.turn]: move codes come from a lib
-- module, shoot codes from a local function named by a local alias and a
-- handler subscribed in a loop, and a handler on every action.
local reach = require("reach")

nw68.on("action_validate", "move", function(a)
  local ok, code, rule, why = reach.check(nw68.unit(a.unit), a.to)
  if not ok then return code, rule, why end
end)
nw68.on("action_resolve", "move", function(a) nw68.move(a.unit, a.to) end)

local function in_range(u, t)
  if nw68.distance(u.hex, t.hex) > u.stats.range then return "out_of_range", "t.shoot", "too far" end
  return nil
end
local range_check = in_range

for _, kind in ipairs({ "shoot" }) do
  nw68.on("action_validate", kind, function(a)
    local u, t = nw68.unit(a.unit), nw68.unit(a.target)
    if u.side == t.side then return "friendly_target", "t.shoot", "a unit shoots enemies only" end
    return range_check(u, t)
  end)
end
nw68.on("action_resolve", "shoot", function(a) nw68.set_status(a.target, "hit", true) end)

nw68.on("action_validate", "*", function(a, kind)
  if kind == "end_turn" and nw68.state().vars.frozen then return "frozen", "t.turn", "the turn is frozen" end
end)
nw68.on("action_resolve", "end_turn", function() nw68.end_phase() end)

-- an available handler's veto refuses every end_turn: its code is end_turn's
nw68.on("action_available", "end_turn", function()
  if nw68.state().vars.locked then return "locked", "t.turn", "the turn is locked" end
end)
