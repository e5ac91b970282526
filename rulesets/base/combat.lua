-- Ranged fire, group fire, moving fire and opportunity fire
-- [combat.*, group-fire.*, moving-fire.*, opportunity-fire.*].
local units = require("units")
local los = require("los")
local combat = require("combat")
local movement = require("movement")
local activation = require("activation")

-- weapon_for picks the weapon a declaration names, for this target.
local function weapon_for(u, name, target)
  local w = units.weapon(u, name)
  if w and w.kinds and target then
    for _, k in ipairs(w.kinds) do
      if units.fits({ kind = k }, target) then w.kind = k end
    end
  end
  return w
end

-- can_attack checks what any attack by u on t with weapon w needs, firing
-- from hex `from` at a target in hex `at`. It returns nil, or code, rule, reason.
local function can_attack(u, t, wname, from, at)
  if not u.on_map or not t.on_map then
    return "not_on_map", "combat.eligibility", "both units must be on the map"
  end
  if u.side == t.side then
    return "friendly_target", "combat.forms", "a unit attacks enemy units only"
  end
  local w = weapon_for(u, wname, t)
  if not w then
    return "no_weapon", "units.weapons", u.name .. " has no weapon " .. tostring(wname)
  end
  if u.statuses.shaken and w.kind ~= "he" then
    return "shaken", "results.shaken", u.id .. " is Shaken and may fire only its HE"
  end
  if not units.fits(w, t) then
    return "wrong_weapon", "combat.firepower-choice",
      string.format("%s fire does not suit a %s target", w.kind, units.target_class(t))
  end
  local d = nw68.distance(from, at)
  local max = w.range
  if not w.fixed then max = 2 * w.range end
  if d > max then
    local rule = w.fixed and "combat.fixed-range" or "combat.long-range"
    return "out_of_range", rule, string.format("%s is %d hexes away; the %s reaches %d", t.id, d, w.id, max)
  end
  local blocked, why = los.trace(from, at, { from_level = los.unit_level(u, from), to_level = los.unit_level(t, at) })
  if blocked then
    return "no_los", why, "no line of sight from " .. from .. " to " .. at
  end
  return nil
end

-- can_assist checks a group fire assistant [group-fire.assistant].
local function can_assist(u, a)
  if a.id == u.id then return "bad_assist", "group-fire.stack", "a unit cannot assist itself" end
  if a.side ~= u.side or a.formation ~= u.formation or a.hex ~= u.hex then
    return "bad_assist", "group-fire.stack", a.id .. " is not stacked with " .. u.id .. " in its formation"
  end
  if a.statuses.finished or (a.counters.fired or 0) > 0 then
    return "finished", "combat.one-attack", a.id .. " has already acted"
  end
  if a.statuses.shaken then return "bad_assist", "group-fire.assistant", a.id .. " is Shaken and cannot assist" end
  if units.spa(a) or units.spaa(a) then
    return "bad_assist", "group-fire.assistant", "SPA and SPAA cannot assist"
  end
  local white = false
  for _, w in pairs(a.weapons) do
    if not w.fixed then white = true end
  end
  if not white then
    return "bad_assist", "group-fire.assistant", a.id .. " has no weapon with a white range"
  end
  return nil
end

-- end of path for moving fire, and the MP check [moving-fire.general, movement.group]
local function check_moving(a, u, assistant)
  if not a.moving then return nil end
  if not a.path or #a.path == 0 then
    return "bad_param", "moving-fire.order", "moving fire needs a path"
  end
  if units.spa(u) then return "no_moving_fire", "moving-fire.general", "SPA never fire on the move" end
  local half = movement.half_speed(u)
  if assistant then half = math.min(half, movement.half_speed(assistant)) end
  local mp, code, rule, reason = movement.check(u, a.path, half)
  if not mp then
    if code == "too_far" then rule = "moving-fire.general" end
    return code, rule, reason
  end
  if assistant then
    local amp, acode, arule, areason = movement.check(assistant, a.path, half)
    if not amp then return acode, arule, areason end
  end
  return nil
end

nw68.on("action_validate", "fire", function(a)
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  local code, rule, reason = activation.may_act(u)
  if code then return code, rule, reason end
  if u.statuses.finished or (u.counters.fired or 0) > 0 then
    return "finished", "combat.one-attack", u.id .. " has already attacked or finished this activation"
  end
  local assistant = a.assist and nw68.unit(a.assist)
  if assistant then
    code, rule, reason = can_assist(u, assistant)
    if code then return code, rule, reason end
  end
  code, rule, reason = check_moving(a, u, assistant)
  if code then return code, rule, reason end
  local from = u.hex
  if a.moving == "after" then from = a.path[#a.path] end
  return can_attack(u, t, a.weapon, from, t.hex)
end)

local function fire(attacker_id, target_id, wname, assist_id, kind, moving, co)
  local u, t = nw68.unit(attacker_id), nw68.unit(target_id)
  if not (u and u.alive and t and t.alive) then return end
  local _, _, smoke = los.between(u, t)
  local assistant = assist_id and assist_id ~= "" and nw68.unit(assist_id) or nil
  combat.attack{
    kind = kind, attacker = u, target = t, weapon = weapon_for(u, wname, t),
    assistant = assistant, moving = moving, co = co, smoke = smoke,
  }
  for _, id in ipairs({ attacker_id, assist_id }) do
    if id and id ~= "" and nw68.unit(id).alive then
      nw68.set_counter(id, "fired", 1)
      nw68.set_status(id, "finished", true)
    end
  end
end

-- a walk that ends in moving fire "after" fires through this continuation,
-- so opportunity fire on the way is resolved first [opportunity-fire.precedence];
-- what happened on the way counts: a unit Shaken there fires only its HE
-- [results.shaken, opportunity-fire.aftermath], and a target out of reach
-- or sight by then is not attacked. The unit moved either way: it is Finished.
movement.on_done("fire", function(unit_id, after)
  local u, t = nw68.unit(unit_id), nw68.unit(after.target)
  if u.alive and t and t.alive then
    local code, rule, reason = can_attack(u, t, after.weapon, u.hex, t.hex)
    if code then
      nw68.log(rule, unit_id .. " does not fire after its move: " .. reason)
      nw68.set_status(unit_id, "finished", true)
      return
    end
  end
  fire(unit_id, after.target, after.weapon, after.assist, "ranged", true, after.co == true)
end)

-- the group's assistant follows the leader's path [movement.group]
local function walk_group(a, after)
  if a.assist then movement.walk(a.assist, a.path) end
  movement.walk(a.unit, a.path, after)
end

nw68.on("action_resolve", "fire", function(a)
  if a.moving == "after" then
    walk_group(a, { name = "fire", target = a.target, weapon = a.weapon, assist = a.assist or "", co = a.co_bonus == true })
    return
  end
  fire(a.unit, a.target, a.weapon, a.assist, "ranged", a.moving == "before", a.co_bonus == true)
  if a.moving == "before" then walk_group(a) end
end)

-- Opportunity fire --------------------------------------------------------

-- eligible reports whether f may opportunity-fire at mover standing in hex at.
local function eligible(f, mover, at)
  if f.side == mover.side or f.statuses.finished or not f.on_map or f.aboard then return false end
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

-- every hex a walking unit of the active side enters may draw opportunity fire
-- from any eligible enemy [opportunity-fire.trigger, opportunity-fire.once-per-hex]
nw68.on("unit_enters_hex", "*", function(ev)
  local ctx = movement.pending(ev)
  if not ctx then return end -- only walks pause for reactions
  local mover = nw68.unit(ev.unit)
  local st = nw68.state()
  if st.active_side ~= "" and mover.side ~= st.active_side then return end
  local side = nil
  for _, f in ipairs(nw68.units({})) do
    if eligible(f, mover, ev.hex) then
      side = f.side
      break
    end
  end
  if not side then return end
  ctx.hex = ev.hex
  nw68.open_interrupt{ kind = "opportunity", side = side, actions = { "opportunity_fire" }, context = ctx }
end)

nw68.on("interrupt_declined", "opportunity", function(ev)
  movement.resume(ev)
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
    return "not_moving", "opportunity-fire.trigger", a.target .. " is not the unit that moved"
  end
  local at = a.at or i.context.hex
  local found = false
  for _, h in ipairs(stops(i)) do found = found or h == at end
  if not found then
    return "not_on_path", "opportunity-fire.trigger", at .. " is not on the rest of " .. a.target .. "'s path"
  end
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  if u.statuses.finished then
    return "finished", "opportunity-fire.trigger", u.id .. " is Finished"
  end
  if a.assist then
    local code, rule, reason = can_assist(u, nw68.unit(a.assist))
    if code then return code, rule, reason end
  end
  local w = a.weapon
  if not w then
    for name in pairs(u.weapons) do
      if not w and units.fits(weapon_for(u, name, t), t) then w = name end
    end
  end
  return can_attack(u, t, w, u.hex, at)
end)

nw68.on("action_resolve", "opportunity_fire", function(a)
  local at = a.at or nw68.state().interrupt.context.hex
  -- let the mover walk on until it stands where the firer waits for it
  while nw68.state().interrupt and nw68.state().interrupt.kind == "opportunity"
      and nw68.state().interrupt.context.hex ~= at do
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
  movement.resume(i.context)
end)


-- Candidates for listing legal actions: every unit of the side to act with
-- each of its weapons at each enemy within double its range; moving fire
-- is left out (too many paths to list).
nw68.on("action_enumerate", "fire", function()
  local st = nw68.state()
  if st.active_side == "" then return {} end -- between activations no unit acts
  local out = {}
  local enemies = {}
  for _, t in ipairs(nw68.units({})) do
    if t.on_map and not t.aboard and t.side ~= st.active_side then table.insert(enemies, t) end
  end
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    if u.on_map and not u.aboard and not u.statuses.finished and (st.active_formation == "" or u.formation == st.active_formation) then
      local names = {}
      for name in pairs(u.weapons) do table.insert(names, name) end
      for _, item in ipairs(u.carries) do table.insert(names, item) end
      for _, name in ipairs(names) do
        local w = units.weapon(u, name)
        for _, t in ipairs(enemies) do
          local d = nw68.distance(u.hex, t.hex)
          if d <= 2 * w.range and units.fits(w, t) then
            table.insert(out, { unit = u.id, target = t.id, weapon = name })
            -- moving fire [moving-fire.order]: a step towards the target
            -- before firing, or a step anywhere after it
            local towards, any = nil, nil
            for _, n in ipairs(nw68.neighbors(u.hex)) do
              any = any or n
              if not towards and nw68.distance(n, t.hex) < d then towards = n end
            end
            if towards then
              table.insert(out, { unit = u.id, target = t.id, weapon = name, moving = "before", path = { towards } })
            end
            if any then
              table.insert(out, { unit = u.id, target = t.id, weapon = name, moving = "after", path = { any } })
            end
          end
        end
      end
    end
  end
  return out
end)
