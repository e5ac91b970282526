-- Smoke [smoke.*] (7.5, 10.2.2): laying it, its effect on fire, its end. Its effect on sight is
-- the los area's sight model (a veil of kind "smoke": it blocks through, not into) [smoke.los].
-- The numbers are the Smoke marker's stats (smoke/markers.hcl).
local movement = require("movement")

-- SMOKE_COST: the MP laying smoke costs [smoke.placement].
local SMOKE_COST = 1

local function smoke_stat(hex, stat)
  if not hex or not nw68.markers(hex).smoke then return 0 end
  return nw68.entity("marker_kind", "smoke").stats[stat] or 0
end

-- water without a road or a bridge takes no smoke [smoke.water]
local function wet(hex)
  local h = nw68.hex(hex)
  return h.terrain == "water" and not (h.features.road or h.features.bridge)
end

nw68.on("action_validate", "lay_smoke", function(a)
  local u = nw68.unit(a.unit)
  if a.hex ~= u.hex and nw68.distance(u.hex, a.hex) ~= 1 then
    return "not_adjacent", "smoke.placement", "smoke.not-adjacent", { unit = u.id }
  end
  if wet(a.hex) then return "water", "smoke.water", "smoke.water", { hex = a.hex } end
  local left = movement.budget(u)
  if left < SMOKE_COST then
    return "too_far", "smoke.continue", "smoke.too-far", { unit = u.id, left = left, mp = SMOKE_COST }
  end
  return nil
end)

-- Level 1 smoke; a Level 2 marker already there stays as it is [smoke.placement, smoke.level-2].
nw68.on("action_resolve", "lay_smoke", function(a)
  local lvl = nw68.markers(a.hex).smoke
  if lvl == nil or lvl < 1 then nw68.set_marker(a.hex, "smoke", 1) end
  nw68.say("smoke.laid", { unit = a.unit, hex = a.hex, mp = SMOKE_COST })
  movement.spend(a.unit, SMOKE_COST, "smoke.placement")
  local u = nw68.unit(a.unit)
  nw68.report("lay_smoke", { unit = a.unit, hex = a.hex, mp = movement.spent(u) })
end)

-- Direct fire into a Smoke hex, and out of one, is at +1 To-Hit [smoke.fire-into, smoke.fire-out].
-- The "to_hit" stage is direct fire's alone: indirect fire (mortar missions, artillery) throws at
-- the hex attack's "hex_to_hit", which smoke leaves alone.
nw68.on("modify", "to_hit", function(v, facts)
  if facts.target and facts.target.hex then
    local n = smoke_stat(facts.target.hex, "to_hit_into")
    if n ~= 0 then v.add("smoke.target-in-smoke", n, "smoke.fire-into") end
  end
  if facts.attacker and facts.attacker.hex then
    local n = smoke_stat(facts.attacker.hex, "to_hit_out")
    if n ~= 0 then v.add("smoke.firing-out-of-smoke", n, "smoke.fire-out") end
  end
end, { id = "smoke-to-hit" })

-- A weapon whose To-Hit is already 6 cannot go to 7: it does not fire out of smoke
-- [smoke.fire-out]. Opportunity Fire names its weapon or takes the one the target calls for.
local function fire_out(unit_id, weapon)
  local u = nw68.unit(unit_id)
  if not u or not u.on_map or smoke_stat(u.hex, "to_hit_out") == 0 then return nil end
  local w = weapon and u.weapons[weapon]
  if w and (w.to_hit or 0) >= 6 then
    return "in_smoke", "smoke.fire-out", "smoke.cannot-fire-out", { unit = u.id, weapon = string.upper(weapon) }
  end
  return nil
end

nw68.on("action_validate", "fire", function(a)
  return fire_out(a.unit, a.weapon)
end, { id = "smoke-fire-out" })

nw68.on("action_validate", "opportunity_fire", function(a)
  local w = a.weapon
  if not w then
    local t = nw68.unit(a.target)
    if t then w = ((t.stats.armor_factor or 0) > 0) and "ap" or "he" end
  end
  return fire_out(a.unit, w)
end, { id = "smoke-opportunity-out" })

-- At the Marker Removal phase Level 1 smoke goes and Level 2 thins to Level 1 [smoke.duration,
-- smoke.level-2].
nw68.on("step", "adjust-smoke", function()
  for _, h in ipairs(nw68.marked("smoke")) do
    local lvl = h.markers.smoke or 0
    if lvl >= 2 then
      nw68.set_marker(h.label, "smoke", lvl - 1)
      nw68.say("smoke.thins", { hex = h.label })
    else
      nw68.remove_marker(h.label, "smoke")
      nw68.say("smoke.clears", { hex = h.label })
    end
  end
end, { id = "smoke-duration" })
