-- Attacks of every kind that fire weapons [combat.*, group-fire.*]: what a
-- unit needs to attack another, what a group fire assistant needs, and the
-- attack itself with its bookkeeping. combat/fire.lua (ranged and moving
-- fire) and opportunity-fire/opportunity-fire.lua use them.
local units = require("units")
local combat = require("combat")
local spa = require("spa")

local M = {}

-- weapon_for picks the weapon a declaration names, for this target.
function M.weapon_for(u, name, target)
  local w = units.weapon(u, name)
  if w and w.kinds and target then
    for _, k in ipairs(w.kinds) do
      if units.fits({ kind = k }, target) then w.kind = k end
    end
  end
  return w
end

-- can_attack checks what any attack by u on t with weapon w needs, firing
-- from hex `from` at a target in hex `at`. It returns nil, or code, rule,
-- reason (a message key) and its values.
function M.can_attack(u, t, wname, from, at)
  if not u.on_map or not t.on_map then
    return "not_on_map", "combat.eligibility", "combat.not-both-on-map", {}
  end
  if not combat.may_attack(u, t) then
    return "friendly_target", "combat.forms", "combat.enemies-only", {}
  end
  local w = M.weapon_for(u, wname, t)
  if not w then
    return "no_weapon", "units.weapons", "combat.no-weapon", { unit = u.type, weapon = tostring(wname) }
  end
  if u.statuses.shaken and w.kind ~= "he" then
    return "shaken", "results.shaken", "results.shaken-he-only", { unit = u.id }
  end
  if not units.fits(w, t) then
    return "wrong_weapon", "combat.firepower-choice", "combat.kind-does-not-suit", { kind = w.kind, class = units.target_class(t) }
  end
  local d = nw68.distance(from, at)
  local max = combat.range(u, w)
  if not w.fixed then max = 2 * max end
  if d > max then
    local rule = w.fixed and "combat.fixed-range" or "combat.long-range"
    return "out_of_range", rule, "combat.out-of-range", { target = t.id, d = d, weapon = w.id, max = string.format("%d", max) }
  end
  local blocked, why = nw68.line_of_sight(from, at, { viewer = u, target = t })
  if blocked then
    return "no_los", why, "los.no-los", { from = from, at = at }
  end
  return nil
end

-- can_assist checks what a group fire assistant needs besides its
-- preconditions (not acted, not Shaken, no SPA or SPAA: group-fire/ and
-- combat/preconditions.hcl): stacked with u in its formation, with a
-- white-range weapon [group-fire.stack, group-fire.assistant]. It returns
-- what can_attack does.
function M.can_assist(u, a)
  if a.id == u.id then return "bad_assist", "group-fire.stack", "group-fire.self-assist", {} end
  if a.side ~= u.side or a.formation ~= u.formation or a.hex ~= u.hex then
    return "bad_assist", "group-fire.stack", "group-fire.assist-not-stacked", { assist = a.id, unit = u.id }
  end
  local white = false
  for _, w in pairs(a.weapons) do
    if not w.fixed then white = true end
  end
  if not white then
    return "bad_assist", "group-fire.assistant", "group-fire.assist-no-white", { assist = a.id }
  end
  return nil
end

-- fire resolves an attack of u on t with a weapon (kind "ranged" or
-- "opportunity"), then marks the attacker and its assistant Finished. An
-- SPA's fire at a land unit is direct fire on its hex (units/lib/spa.lua).
function M.fire(attacker_id, target_id, wname, assist_id, kind, moving, co)
  local u, t = nw68.unit(attacker_id), nw68.unit(target_id)
  if not (u and u.alive and t and t.alive) then return end
  if units.spa(u) and not units.air(t) then
    -- an SPA's direct fire strikes the target's whole hex like artillery,
    -- each unit rolled for separately [units.spa-indirect-fire]; an SPA
    -- never groups nor moves and fires (validation), so no assistant here
    spa.direct(u, t, wname, kind, co)
  else
    local _, _, smoke = nw68.line_of_sight(u.hex, t.hex, { viewer = u, target = t })
    local assistant = assist_id and assist_id ~= "" and nw68.unit(assist_id) or nil
    combat.attack{
      kind = kind, attacker = u, target = t, weapon = M.weapon_for(u, wname, t),
      assistant = assistant, moving = moving, co = co, smoke = smoke,
    }
  end
  for _, id in ipairs({ attacker_id, assist_id }) do
    if id and id ~= "" and nw68.unit(id).alive then
      nw68.set_counter(id, "fired", 1)
      nw68.set_status(id, "finished", true)
    end
  end
end

return M
