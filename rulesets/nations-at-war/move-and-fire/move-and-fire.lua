-- Move and fire [move-and-fire.*]: a `fire` with `moving` and a `path` is one action inside the
-- formation's activation. "before": the unit fires (with the penalty of modifiers.hcl), then walks
-- the path; "after": it walks the path, then fires from where it stands. The walk is
-- movement/lib/movement.lua's, so every hex entered opens the Opportunity Fire window, and an
-- Opportunity Fire is resolved before the mover fires [move-and-fire.opportunity]; the attack is
-- fire/lib/attack.lua's (fire/fire.lua leaves a fire with `moving` to this area).
local movement = require("movement")
local attack = require("attack")

-- ghost is u as it would stand in `hex`: attack.check measures range and sight from u.hex.
local function ghost(u, hex)
  local g = {}
  for k, v in pairs(u) do g[k] = v end
  g.hex = hex
  return g
end

nw68.on("action_validate", "fire", function(a)
  if a.moving == nil then
    if a.path ~= nil then return "bad_param", "move-and-fire.eligibility", "move-and-fire.path-without-moving", {} end
    return nil
  end
  if a.path == nil or #a.path == 0 then
    return "bad_param", "move-and-fire.eligibility", "move-and-fire.no-path", {}
  end
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  -- MF above 1, no mortar, nothing spent yet (no unloading, one action) [move-and-fire.eligibility,
  -- move-and-fire.same-activation]
  if movement.mf(u) <= 1 then
    return "no_move_and_fire", "move-and-fire.eligibility", "move-and-fire.low-mf", { unit = u.id, mf = movement.mf(u) }
  end
  if u.tags.mortar then
    return "no_move_and_fire", "move-and-fire.eligibility", "move-and-fire.mortar", {}
  end
  if u.statuses.overwatch then
    return "no_move_and_fire", "overwatch.restrictions", "overwatch.overwatch", { unit = u.id }
  end
  if movement.spent(u) > 0 then
    return "no_move_and_fire", "move-and-fire.same-activation", "move-and-fire.already-spent", { unit = u.id, mp = movement.spent(u) }
  end
  local brule = a.moving == "after" and "move-and-fire.move-first" or "move-and-fire.fire-first"
  local half = movement.budget(u, { move_and_fire = true })
  local mp, code, rule, reason, params = movement.check({ u.id }, a.path, { [u.id] = half },
    { enemy_rule = "move-and-fire.no-enemy-hex", budget_rule = brule })
  if not mp then return code, rule, reason, params end
  if a.moving == "after" then
    -- the shot is weighed from the end of the path (fire/fire.lua leaves it here)
    return attack.check(ghost(u, a.path[#a.path]), t, a.weapon)
  end
end)

nw68.on("action_resolve", "fire", function(a)
  if a.moving == nil then return end
  local u = nw68.unit(a.unit)
  movement.budget(u, { move_and_fire = true }) -- logged with its terms
  local after = { name = "move-and-fire", moving = a.moving, target = a.target, weapon = a.weapon,
    hq_bonus = a.hq_bonus == true }
  if a.moving == "before" then
    -- declared, fired with the penalty, then the walk [move-and-fire.fire-first]
    attack.fire(a.unit, a.target, a.weapon, { kind = "fire", moving = "before", hq_bonus = a.hq_bonus == true })
  end
  movement.walk({ a.unit }, a.path, after)
end)

-- A unit Disrupted on the way neither moves nor fires any more [move-and-fire.disrupted].
nw68.on("walk_halts", "move-and-fire", function(ev)
  if ev.disrupted or ev.reduced then return "move-and-fire.disrupted" end
end)

-- The walk is over: moving first, the unit fires now, from where it stands, if it still may (the
-- target may have gone); either way it is Ops Complete [move-and-fire.move-first,
-- move-and-fire.ops-complete].
nw68.on("walk_done", "move-and-fire", function(ev)
  local after = ev.after
  for _, id in ipairs(ev.units) do
    local u = nw68.unit(id)
    if after.moving == "after" then
      local t = nw68.unit(after.target)
      local code, _, reason, params = nil, nil, nil, nil
      if not t.alive or not t.on_map then
        code, reason, params = "gone", "move-and-fire.target-gone", { target = after.target }
      else
        code, _, reason, params = attack.check(u, t, after.weapon)
      end
      if code then
        nw68.say("move-and-fire.no-fire", { unit = id, reason = reason and { key = reason, params = params } or code })
      else
        attack.fire(id, after.target, after.weapon, { kind = "fire", moving = "after", hq_bonus = after.hq_bonus })
      end
    end
    u = nw68.unit(id)
    if u.alive and not u.statuses["ops-complete"] then nw68.set_status(id, "ops-complete", true) end
    nw68.say("move-and-fire.ops-complete", { unit = id })
  end
  for _, h in ipairs(ev.halted or {}) do
    nw68.say("move-and-fire.stopped", { unit = h.unit })
  end
end)
