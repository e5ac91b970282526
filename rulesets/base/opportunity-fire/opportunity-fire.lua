-- Opportunity fire [opportunity-fire.*]: a unit of the active side that
-- walks into a hex within reach of an enemy opens a reaction window for that
-- enemy, which may fire at it there or further on its path; the walk goes
-- on when the window closes.
local units = require("units")
local movement = require("movement")
local attack = require("attack")

local weapon_for, can_attack, can_assist, fire = attack.weapon_for, attack.can_attack, attack.can_assist, attack.fire

-- eligible reports whether f may opportunity-fire at mover standing in hex at:
-- a foe of the mover (unit against unit: a status may bend the sides'
-- relation), never of the mover's own side.
local function eligible(f, mover, at)
  if f.side == mover.side or not nw68.foes(f, mover) or f.statuses.finished or not f.on_map or f.aboard then return false end
  -- missiles fire only by launch, the Blighter never reacts [missiles.artillery, units.blighter]
  if f.tags.missile or f.tags["no-opportunity-fire"] then return false end
  for name in pairs(f.weapons) do
    if can_attack(f, mover, name, f.hex, at) == nil then return true end
  end
  for _, item in ipairs(f.carries) do
    if can_attack(f, mover, item, f.hex, at) == nil then return true end
  end
  return false
end

-- reacting_sides lists every side with a unit that may fire at the mover
-- standing in hex at: the players' sides in the order of the game's sides,
-- then sides outside that list by name, then the sides the ruleset plays
-- (which may decline at once, black-hand/masterless.lua, and must not keep
-- a player from his window).
local function reacting_sides(mover, at)
  local able, names = {}, {}
  for _, f in ipairs(nw68.units({})) do
    if not able[f.side] and eligible(f, mover, at) then
      able[f.side] = true
      table.insert(names, f.side)
    end
  end
  local st = nw68.state()
  local rank = {}
  for i, side in ipairs(st.sides) do rank[side] = i end
  local function key(side) return (st.automated[side] and 2 or 1) * 1000 + (rank[side] or 999) end
  table.sort(names, function(a, b)
    if key(a) ~= key(b) then return key(a) < key(b) end
    return a < b
  end)
  return names
end

-- offer opens the window of the first side of ctx.sides, the others waiting
-- in its context for their turn at the same hex; false when none is left.
-- The side may answer with whatever else the rules let it (movement.reactions).
local function offer(ctx)
  local sides = ctx.sides or {}
  if #sides == 0 then return false end
  local mover = nw68.unit(ctx.unit)
  local side = sides[1]
  local next_ctx = {}
  for k, v in pairs(ctx) do next_ctx[k] = v end
  next_ctx.sides = movement.tail(sides)
  local actions = { "opportunity_fire" }
  for _, kind in ipairs(movement.reactions(side, mover)) do table.insert(actions, kind) end
  nw68.open_interrupt{ kind = "opportunity", side = side, actions = actions, context = next_ctx }
  return true
end

-- after one side's window closes, the next side able to fire at the mover
-- where it stands gets its own (it may have been Shaken, or killed, by the
-- first); once every side has had its say the walk goes on
local function next_or_resume(ctx)
  local mover = nw68.unit(ctx.unit)
  if mover and mover.alive and mover.hex == ctx.hex then
    local able = {}
    for _, side in ipairs(reacting_sides(mover, ctx.hex)) do able[side] = true end
    local still = {}
    for _, side in ipairs(ctx.sides or {}) do
      if able[side] then table.insert(still, side) end
    end
    local again = {}
    for k, v in pairs(ctx) do again[k] = v end
    again.sides = still
    if offer(again) then return end
  end
  movement.resume(ctx)
end

-- every hex a walking unit of the active side enters may draw opportunity
-- fire from any eligible enemy [opportunity-fire.trigger,
-- opportunity-fire.once-per-hex]. When several sides could fire (NATO and
-- the Black Hand at a Reich mover), each gets its window in turn, by the
-- order of the game's sides: a reading, the book speaks of "the enemy" as
-- if there were only one.
nw68.on("unit_enters_hex", "*", function(ev)
  local ctx = movement.pending(ev)
  if not ctx then return end -- only walks pause for reactions
  local mover = nw68.unit(ev.unit)
  local st = nw68.state()
  if st.active_side ~= "" and mover.side ~= st.active_side then return end
  ctx.hex = ev.hex
  ctx.sides = reacting_sides(mover, ev.hex)
  offer(ctx)
end)

nw68.on("interrupt_declined", "opportunity", function(ev)
  next_or_resume(ev)
end)

-- rest of the paused walk, with the hex where it stands first
local function stops(i)
  local out = { i.context.hex }
  for _, h in ipairs(i.context.rest or {}) do table.insert(out, h) end
  return out
end

nw68.on("action_validate", "opportunity_fire", function(a)
  local i = nw68.state().interrupt
  if i.context.unit ~= a.target then
    return "not_moving", "opportunity-fire.trigger", "opportunity-fire.not-the-mover", { target = a.target }
  end
  local at = a.at or i.context.hex
  local found = false
  for _, h in ipairs(stops(i)) do found = found or h == at end
  if not found then
    return "not_on_path", "opportunity-fire.trigger", "opportunity-fire.not-on-rest-of-path", { hex = at, target = a.target }
  end
  -- a firer not Finished: opportunity_fire's preconditions
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  if a.assist then
    local code, rule, reason, params = can_assist(u, nw68.unit(a.assist))
    if code then return code, rule, reason, params end
  end
  local w = a.weapon
  if not w then
    for name in pairs(u.weapons) do
      if not w and units.fits(weapon_for(u, name, t), t) then w = name end
    end
  end
  return can_attack(u, t, w, u.hex, at)
end)

-- Candidates for listing legal actions: each unit of the reacting side that
-- may fire at the mover where it stands now.
nw68.on("action_enumerate", "opportunity_fire", function()
  local i = nw68.state().interrupt
  if not i or i.kind ~= "opportunity" then return {} end
  local mover = nw68.unit(i.context.unit)
  local out = {}
  for _, f in ipairs(nw68.units({ side = i.side })) do
    if eligible(f, mover, i.context.hex) then table.insert(out, { unit = f.id, target = mover.id }) end
  end
  return out
end)

nw68.on("action_resolve", "opportunity_fire", function(a)
  local at = a.at or nw68.state().interrupt.context.hex
  -- let the mover walk on until it stands where the firer waits for it
  local side = nw68.state().interrupt.side
  while nw68.state().interrupt and nw68.state().interrupt.kind == "opportunity"
      and (nw68.state().interrupt.context.hex ~= at or nw68.state().interrupt.side ~= side) do
    nw68.decline_interrupt()
  end
  local i = nw68.state().interrupt
  if not i or i.context.unit ~= a.target then
    error(a.target .. " never stood in " .. at .. " within reach of " .. a.unit)
  end
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  local w = a.weapon
  if not w then
    local names = {}
    for name in pairs(u.weapons) do table.insert(names, name) end
    table.sort(names)
    for _, name in ipairs(names) do
      if not w and can_attack(u, t, name, u.hex, at) == nil then w = name end
    end
  end
  if not w then error(a.unit .. " cannot reach " .. a.target .. " in " .. at) end
  fire(a.unit, a.target, w, a.assist, "opportunity", false, a.co_bonus == true)
  nw68.close_interrupt()
  next_or_resume(i.context)
end)
