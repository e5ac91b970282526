-- Opportunity Fire [opportunity-fire.*]: the window a moving enemy opens as it enters a hex, and
-- who may answer it. The walk is the movement area's (movement/lib/movement.lua): its lead's
-- unit_enters_hex event carries the walk's context, movement.pending turns it into the window's
-- context, movement.resume carries the walk on when the window closes.
--
-- Another area that opens its own window on entering a hex first (mines, 7.2: a mine attack comes
-- before Opportunity Fire) calls opportunity.offer(ctx) when its window closes, and
-- movement.resume(ctx) only when offer returns false.
local attack = require("attack")
local movement = require("movement")

local M = {}

-- veto asks the other areas' opportunity_veto handlers (Overwatch's range): nil, or code, rule,
-- reason (a message key) and its values (a handler returns {code, rule, reason, params}).
function M.veto(f, t, weapon, at)
  local r = nw68.fire("opportunity_veto", "*", { unit = f.id, target = t.id, weapon = weapon, at = at })
  local v = r[1]
  if v then return v.code, v.rule, v.reason, v.params end
  return nil
end

-- weapon_of returns the weapon f fires at t when none is named: the firepower the target calls
-- for, else blue AA firepower at a hard target [fire.firepower-choice, aa.ground-fire].
function M.weapon_of(f, t, at)
  local w = attack.weapon_for(t)
  if f.weapons[w] or not ((t.stats.armor_factor or 0) > 0) or not f.weapons.aa then return w end
  return "aa"
end

-- friendly_hex: the hex holds a unit that f does not regard as an enemy [opportunity-fire.friendly-hex].
local function friendly_hex(f, at)
  for _, o in ipairs(nw68.units_at(at)) do
    if not nw68.foes(f, o) then return true end
  end
  return false
end

-- can reports whether f may fire on opportunity at mover t standing in hex at: nil, or code,
-- rule, reason, params (what the action's preconditions refuse is asked too, so a window offers only
-- units that may answer it).
function M.can(f, t, at, weapon)
  weapon = weapon or M.weapon_of(f, t, at)
  if not nw68.foes(f, t) then
    return "friendly_target", "fire.ranged-combat", "opportunity-fire.enemy-only", {}
  end
  if friendly_hex(f, at) then
    return "friendly_hex", "opportunity-fire.friendly-hex", "opportunity-fire.friendly-hex", { hex = at, unit = f.id }
  end
  local code, rule, reason, params = nw68.precondition("opportunity_fire", { unit = f.id, target = t.id, weapon = weapon })
  if code then return code, rule, reason, params end
  code, rule, reason, params = attack.check(f, t, weapon, at)
  if code then return code, rule, reason, params end
  return M.veto(f, t, weapon, at)
end

-- eligible reports whether f may fire at any unit of the moving stack standing in at.
local function eligible(f, movers, at)
  if not f.on_map or f.aboard or f.tags.hq or f.tags["sub-hq"] then return false end
  for _, id in ipairs(movers) do
    local t = nw68.unit(id)
    if t and t.alive and t.hex == at and nw68.foes(f, t) and M.can(f, t, at) == nil then return true end
  end
  return false
end

-- sides lists every side with a unit that may fire at the stack in at, in the game's order of sides.
local function sides(movers, at)
  local out = {}
  for _, side in ipairs(nw68.state().sides) do
    for _, f in ipairs(nw68.units({ side = side })) do
      if eligible(f, movers, at) then
        table.insert(out, side)
        break
      end
    end
  end
  return out
end

local function copy(ctx)
  local out = {}
  for k, v in pairs(ctx) do out[k] = v end
  return out
end

-- offer opens the window of the first side of ctx.sides still able to fire at the stack where it
-- stands (a walk's context, movement.pending's); false when no side can, so the caller resumes.
function M.offer(ctx)
  local movers = ctx.units or { ctx.unit }
  local able = {}
  for _, side in ipairs(sides(movers, ctx.hex)) do able[side] = true end
  local wanted = ctx.sides
  if wanted == nil then wanted = sides(movers, ctx.hex) end
  local left = {}
  for _, side in ipairs(wanted) do
    if able[side] then table.insert(left, side) end
  end
  if #left == 0 then return false end
  local next_ctx = copy(ctx)
  next_ctx.sides = movement.tail(left)
  nw68.open_interrupt{ kind = "opportunity", side = left[1], actions = { "opportunity_fire" }, context = next_ctx }
  return true
end

-- next_or_resume: after a side passed, the next side able to fire gets its window; once every
-- side has had its say (or a unit fired: once per hex) the walk goes on.
function M.next_or_resume(ctx, fired)
  if not fired and M.offer(ctx) then return end
  movement.resume(ctx)
end

-- candidates: the parameters of every opportunity_fire the open window allows, for the
-- legal-action list.
function M.candidates(i)
  local out = {}
  for _, f in ipairs(nw68.units({ side = i.side })) do
    if f.on_map and not (f.tags.hq or f.tags["sub-hq"]) then
      for _, id in ipairs(i.context.units or { i.context.unit }) do
        local t = nw68.unit(id)
        if t and t.alive and t.hex == i.context.hex and nw68.foes(f, t) and M.can(f, t, t.hex) == nil then
          table.insert(out, { unit = f.id, target = t.id })
        end
      end
    end
  end
  return out
end

return M
