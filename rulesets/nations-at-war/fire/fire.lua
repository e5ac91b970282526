-- The `fire` action [fire.ranged-combat]: a unit of the active formation attacks one enemy unit
-- (fire.target-choice). The attack itself is fire/lib/attack.lua's, shared with Opportunity Fire.
--
-- What a shot needs that is a condition (both units on the map, a Good Order firer that is not
-- Ops Complete, the firepower the target calls for) is the preconditions' (fire/preconditions.hcl);
-- the side, weapon, range and line of sight are attack.check's.
local attack = require("attack")

nw68.on("action_validate", "fire", function(a)
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  if a.moving == "after" then return nil end -- checked from the path's end: move-and-fire/
  return attack.check(u, t, a.weapon)
end)

nw68.on("action_resolve", "fire", function(a)
  -- a move-and-fire (a.moving) is the move-and-fire area's: it walks and fires through attack.fire
  if a.moving ~= nil then return end
  attack.fire(a.unit, a.target, a.weapon, { kind = "fire", hq_bonus = a.hq_bonus == true })
end)

-- The Defense Bonus of a hard target is capped [fire.defence-cap].
nw68.on("modify", "defence_bonus", function(v, facts)
  if facts.target.hard and v.total > attack.HARD_BONUS_CAP then
    v.add("fire.hard-target-cap", attack.HARD_BONUS_CAP - v.total, "fire.defence-cap")
  end
end)
