-- Objects [objects.*] (1.3). Weapons and equipment are items in a unit's
-- `carries`; the base game's drop, pick_up and exchange move them (the
-- expansion's objects carry the "weapon" tag those actions read, see
-- objects/items.hcl) [objects.transfer]. This file:
--   * reports what a unit carries and the skills it then has, after each
--     drop, pick_up and exchange (report "objects") [objects.transfer,
--     objects.equipment];
--   * refuses a fire-placing weapon in group fire or an assault (the
--     weather area refuses Fire and Electric weapons by their tags
--     [objects.sources]); a fire-placing weapon sets fire in its target's hex when it
--     attacks (fires.place) [objects.fire-placing];
--   * the Charred Heart: heart_aura, the carrier's first action (it may do
--     nothing else in its activation before it), 1 hit to every unit out of
--     cover within the aura [objects.heart-aura]; no move, flight, assault,
--     moving fire or unload into the aura, and a unit that starts its
--     activation in the aura does nothing but move (or fly) out while it
--     can, the moving fire whose path takes it out included, and the
--     activation does not end before it has; once out it acts as usual
--     [objects.aura-fear]. A dropped Heart has no aura: only a
--     carried one counts [objects.heart-ground].
local objects = require("objects")
local heroes = require("heroes")
local movement = require("movement")
local fires = require("fires")
local units = require("units")

-- Carrying and skills ----------------------------------------------------------------

local function report_carried(id)
  local u = nw68.unit(id)
  if not u then return end
  nw68.report("objects", { unit = u.id, carries = u.carries, skills = heroes.skills_of(u) })
end

for _, kind in ipairs({ "drop", "pick_up" }) do
  nw68.on("action_resolved", kind, function(a) report_carried(a.unit) end)
end

nw68.on("action_resolved", "exchange", function(a)
  local u, o = nw68.unit(a.unit), nw68.unit(a.with)
  local to = u
  for _, it in ipairs(o.carries) do
    if it == a.weapon then to = o end
  end
  report_carried(to.id)
end)

-- Fire and Electric sources, fire-placing weapons -------------------------------------

-- a fire-placing weapon never takes part in a group attack or an assault
-- [objects.fire-placing]. The weather's bans on Fire and Electric weapons
-- are the weather area's (they read the items' "fire" and "electric" tags)
-- [objects.sources].
local function grouped(wname, how)
  if objects.places_fire(wname) then
    return "fire_placing", "objects.fire-placing", "objects.fire-placing-" .. how, { weapon = wname }
  end
  return nil
end

nw68.on("action_validate", "fire", function(a)
  if a.assist then return grouped(a.weapon, "group") end
end, { before = "combat" })

nw68.on("action_validate", "assault", function(a)
  return grouped(a.weapon, "assault")
end, { before = "assault" })

-- the target's hex is noted before the attack (the target may fall), and
-- the fire set once the attacker has fired [objects.fire-placing]. Moving
-- fire "after" a walk that an opportunity window pauses fires later, within
-- another action: the attacker is then marked (counter fire_placing), its
-- target too (fire_target), and the fire is set once it has fired, in its
-- target's hex, or where the target fell to that attack. The game var
-- "objects_fire_pending" says a fire waits.
local PENDING = "objects_fire_pending"

local function note_target(a)
  if not objects.places_fire(a.weapon) then return end
  local t = nw68.unit(a.target)
  if t and t.on_map then a.fire_hex = t.hex end
end

local function burn(attacker, weapon, hex)
  local lvl = fires.place(hex, { attacker = attacker, weapon = weapon })
  if lvl then
    nw68.say("objects.fire-set", { unit = attacker, weapon = weapon, hex = hex, level = lvl })
  else
    nw68.say("objects.no-fire-set", { unit = attacker, weapon = weapon, hex = hex })
  end
end

local function set_fire(a)
  if not a.fire_hex then return end
  local u = nw68.unit(a.unit)
  if (u.counters.fired or 0) > 0 then
    burn(u.id, a.weapon, a.fire_hex)
  elseif a.moving == "after" and u.alive then
    -- the walk was paused: the attack comes later
    nw68.set_counter(u.id, "fire_placing", 1)
    nw68.set_counter(a.target, "fire_target", 1)
    nw68.set_var(PENDING, 1)
  end
end

nw68.on("action_resolve", "fire", note_target, { before = "combat" })
nw68.on("action_resolve", "fire", set_fire, { after = "combat" })
nw68.on("action_resolve", "opportunity_fire", note_target, { before = "opportunity-fire" })
nw68.on("action_resolve", "opportunity_fire", set_fire, { after = "opportunity-fire" })

local function pending()
  local attacker, target
  for _, u in ipairs(nw68.units({})) do
    if (u.counters.fire_placing or 0) > 0 then attacker = u end
    if (u.counters.fire_target or 0) > 0 then target = u end
  end
  return attacker, target
end

local function settle(attacker, target)
  if attacker then nw68.set_counter(attacker.id, "fire_placing", 0) end
  if target then nw68.set_counter(target.id, "fire_target", 0) end
  nw68.set_var(PENDING, 0)
end

local function weapon_of(u)
  for _, id in ipairs(u.carries) do
    if objects.places_fire(id) then return id end
  end
  return "weapon"
end

-- the deferred attack killed its target: the fire goes where it fell
nw68.on("unit_eliminated", "*", function(ev)
  if (nw68.state().vars[PENDING] or 0) == 0 or not ev.on_map then return end
  local u = nw68.unit(ev.unit)
  if (u.counters.fire_target or 0) == 0 then return end
  local attacker = pending()
  settle(attacker, u)
  if attacker then burn(attacker.id, weapon_of(attacker), ev.hex) end
end)

-- the deferred attack was made: the fire goes in its target's hex. The
-- walk goes on as an action resolves (opportunity fire) or as its window is
-- passed up (the kernel's pass, which fires no action_resolved)
local function deferred()
  if (nw68.state().vars[PENDING] or 0) == 0 then return end
  local attacker, target = pending()
  if not attacker or (attacker.counters.fired or 0) == 0 then return end
  settle(attacker, target)
  if target and target.alive and target.on_map then burn(attacker.id, weapon_of(attacker), target.hex) end
end

nw68.on("action_resolved", "*", deferred, { phase = "last" })
nw68.on("interrupt_declined", "*", deferred, { phase = "last" })

-- The Charred Heart's aura --------------------------------------------------------------

local function pulsed(u) return (u.counters.heart_aura or 0) > 0 end

local acted = units.acted

-- pulse_check: nil when u, free to act and to pulse now (heart_aura's
-- preconditions: on the map, its first action), carries the Heart, else
-- code, rule, key, values. A passenger carrying the Heart may pulse too: the aura
-- is no act of its own that its transport would share (the transport is
-- spared with it), so heart_aura does not require not-aboard.
local function pulse_check(u)
  if not objects.heart_carrier(u) then
    return "no_heart", "objects.heart-aura", "objects.no-heart", { unit = u.id }
  end
  return nil
end

-- may_pulse is pulse_check with the preconditions, for the lists of who may
-- pulse
local function may_pulse(u)
  local code, rule, reason, params = nw68.precondition("heart_aura", { unit = u.id })
  if code then return code, rule, reason, params end
  return pulse_check(u)
end

nw68.on("action_validate", "heart_aura", function(a)
  return pulse_check(nw68.unit(a.unit))
end)

nw68.on("action_resolve", "heart_aura", function(a)
  local u = nw68.unit(a.unit)
  nw68.set_counter(u.id, "heart_aura", 1)
  local struck = {}
  for _, h in ipairs(nw68.within(u.hex, objects.radius())) do
    for _, t in ipairs(nw68.units_at(h)) do
      -- passengers share their carrier's fate [units.apc-passengers]
      if t.id ~= u.id and t.id ~= u.aboard and not t.aboard then
        if objects.in_cover(t) then
          nw68.say("objects.aura-spares", { unit = t.id, hex = t.hex })
        else
          table.insert(struck, t.id)
        end
      end
    end
  end
  nw68.say("objects.aura-pulses", { unit = u.id, n = #struck })
  nw68.report("heart_aura", { unit = u.id, struck = struck })
  for _, id in ipairs(struck) do
    local t = nw68.unit(id)
    if t and t.alive then nw68.hits(id, 1, { attacker = u.id, kind = "aura", source = "aura" }) end
  end
end)

nw68.on("action_enumerate", "heart_aura", function()
  local st = nw68.state()
  if st.active_side == "" then return {} end
  local out = {}
  for _, c in ipairs(objects.carriers()) do
    if c.side == st.active_side and may_pulse(c) == nil then table.insert(out, { unit = c.id }) end
  end
  return out
end)

-- the aura's mark lasts the activation (also on a unit that has dropped
-- the Heart since), and so does a fire still waiting for a moving attack
-- that never came [objects.fire-placing]
nw68.on("activation_end", "*", function()
  for _, u in ipairs(nw68.units({})) do
    if pulsed(u) then nw68.set_counter(u.id, "heart_aura", 0) end
  end
  if (nw68.state().vars[PENDING] or 0) > 0 then settle(pending()) end
end)

-- Fear of the aura [objects.aura-fear] ---------------------------------------------------

-- first_entry returns the index in `path` (walked from `start`) of the
-- first step from outside an aura into it, and the carrier's id; nil when
-- the path enters none. Labels off the map are left to the movement rules.
local function first_entry(id, start, path)
  -- a plane coming onto the map starts off it, outside every aura
  local inside = start ~= nil and nw68.on_map(start) and objects.aura_of(start, id) ~= nil
  for i, h in ipairs(path or {}) do
    if nw68.on_map(h) then
      local c = objects.aura_of(h, id)
      if c and not inside then return i, c end
      inside = c ~= nil
    end
  end
  return nil
end

-- entering vetoes a path that steps into an aura from outside it
local function entering(id, start, path)
  local i, c = first_entry(id, start, path)
  if i then
    return "aura", "objects.aura-fear", "objects.aura-entry", { unit = id, carrier = c, hex = path[i] }
  end
  return nil
end

-- exit_path returns the cheapest path out of the aura that u could walk
-- now (no foe on the way or at its end, room in the hex it ends in), or nil
-- when it cannot leave: only then is it excused [objects.aura-fear]
local function exit_path(u)
  local budget = movement.budget(u)
  if budget <= 0 then return nil end
  local reach = movement.reach(u, budget)
  local hexes = {}
  for hex in pairs(reach) do table.insert(hexes, hex) end
  table.sort(hexes)
  local function open(hex)
    for _, o in ipairs(nw68.units_at(hex)) do
      if nw68.foes(u, o) then return false end
    end
    return true
  end
  local best, best_cost = nil, nil
  for _, hex in ipairs(hexes) do
    local r = reach[hex]
    if objects.aura_of(hex, u.id) == nil and (best_cost == nil or r.cost < best_cost)
      and #movement.stack(hex, u.side) < movement.stack_limit then
      local clear = true
      for i = 2, #r.path do
        if not open(r.path[i]) then clear = false end
      end
      if clear then best, best_cost = hex, r.cost end
    end
  end
  if not best then return nil end
  local path = {}
  for i = 2, #reach[best].path do table.insert(path, reach[best].path[i]) end
  return path
end

-- must_leave: u is of the activation, stands in an aura, has not acted,
-- and can walk out of it; returns the carrier's id and an exit path
local function must_leave(u)
  if not u or not u.alive or not u.on_map or u.aboard or acted(u) then return nil end
  local c = objects.aura_of(u.hex, u.id)
  if not c then return nil end
  if nw68.precondition("move", { unit = u.id }) then return nil end
  -- kept while the state stays as it is: every validation of the unit asks
  local path = nw68.memo("objects exit|" .. u.id, function() return exit_path(u) end)
  if not path then return nil end
  return c, path
end

-- pre-actions and actions that are not a unit's own choice of action
local FREE = {
  rally = true, demote_co = true, designate_co = true, drop = true, pick_up = true, exchange = true,
  transfer_hero = true, heart_aura = true, call_oba = true, call_cas = true, end_activation = true,
  end_phase = true, draw = true, pass = true, retreat = true, remove_excess = true, event_choice = true,
  opportunity_fire = true, deviate = true, advance = true, refit = true, buy = true, cash_supply = true,
}

local function actor(a)
  if type(a.unit) == "string" then return nw68.unit(a.unit) end
  if type(a.units) == "table" and type(a.units[1]) == "string" then return nw68.unit(a.units[1]) end
  return nil
end

nw68.on("action_validate", "*", function(a, kind)
  if FREE[kind] then return nil end
  local u = actor(a)
  if not u or not u.alive then return nil end
  -- the carrier's aura comes first [objects.heart-aura]
  if objects.heart_carrier(u) and may_pulse(u) == nil then
    return "aura_first", "objects.heart-aura", "objects.aura-first", { unit = u.id }
  end
  -- a move or flight out is what the aura asks (below), and so is a moving
  -- fire whose path ends out of the aura: the unit leaves during the action
  if kind == "move" or kind == "fly" then return nil end
  if kind == "fire" and type(a.path) == "table" and #a.path > 0 then return nil end
  local c = must_leave(u)
  if c then
    return "must_leave", "objects.aura-fear", "objects.must-leave-first", { unit = u.id, carrier = c }
  end
  return nil
end)

-- walk_veto: the aura's veto of unit u walking (or flying) `path` from its
-- hex: no step into an aura from outside it, and a unit that must leave
-- ends its path out of it [objects.aura-fear]. One test for move, fly and
-- moving fire.
local function walk_veto(u, path)
  if not (u and u.on_map and type(path) == "table") then return nil end
  local code, rule, reason, params = entering(u.id, u.hex, path)
  if code then return code, rule, reason, params end
  if must_leave(u) and #path > 0 and objects.aura_of(path[#path], u.id) then
    return "must_leave", "objects.aura-fear", "objects.must-end-out", { unit = u.id }
  end
  return nil
end

nw68.on("action_validate", "move", function(a)
  local ids = a.units or { a.unit }
  for _, id in ipairs(ids) do
    local code, rule, reason, params = walk_veto(nw68.unit(id), a.path)
    if code then return code, rule, reason, params end
  end
end, { before = "movement" })

-- a flight: a helicopter (or a plane crossing the map: it flies in from off
-- the map, outside every aura) is a unit like any other [objects.aura-fear]
nw68.on("action_validate", "fly", function(a)
  local u = nw68.unit(a.unit)
  if not u then return nil end
  if type(a.path) ~= "table" or #a.path == 0 then
    -- an altitude change in place does not take it out
    if must_leave(u) then
      return "must_leave", "objects.aura-fear", "objects.must-fly-out", { unit = u.id }
    end
    return nil
  end
  if u.on_map then return walk_veto(u, a.path) end
  return entering(u.id, nil, a.path)
end, { before = "helicopters" })

nw68.on("action_validate", "assault", function(a)
  local u = nw68.unit(a.units[1] or "")
  if u and u.on_map then return entering(u.id, u.hex, a.path) end
end, { before = "assault" })

nw68.on("action_validate", "fire", function(a)
  local u = nw68.unit(a.unit)
  if a.path and u and u.on_map then return walk_veto(u, a.path) end
end, { before = "combat" })

nw68.on("action_validate", "unload", function(a)
  local u = nw68.unit(a.passenger)
  local apc = nw68.unit(a.unit)
  if a.hex and apc and apc.on_map then return entering(u.id, apc.hex, { a.hex }) end
end, { before = "units" })

nw68.on("action_validate", "end_activation", function()
  local st = nw68.state()
  if st.active_side == "" then return nil end
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    local c = must_leave(u)
    if c then
      return "must_leave", "objects.aura-fear", "objects.still-in-aura", { unit = u.id, carrier = c }
    end
  end
end)

-- a move out for every unit that must leave, so the legal actions hold one
nw68.on("action_enumerate", "move", function()
  local st = nw68.state()
  if st.active_side == "" then return {} end
  local out = {}
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    local c, path = must_leave(u)
    if c and not units.air(u) then table.insert(out, { unit = u.id, path = path }) end
  end
  return out
end)

-- a flight out for every aircraft that must leave
nw68.on("action_enumerate", "fly", function()
  local st = nw68.state()
  if st.active_side == "" then return {} end
  local out = {}
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    local c, path = must_leave(u)
    if c and units.air(u) then table.insert(out, { unit = u.id, path = path }) end
  end
  return out
end)

-- A side the ruleset plays itself (the masterless Black Hand, hostile
-- Independents) obeys the Heart too: before its own choice, its carrier's
-- aura goes first and its units caught in an aura move out; and the
-- masterless Black Hand's own choice (zealots.choose) of a walk into an
-- aura stops short of it, or, when that leaves no step, steps aside to a
-- free hex next to it out of the aura [objects.heart-aura, objects.aura-fear].
local zealots = require("zealots")

local function short_of_aura(u, path)
  local i = first_entry(u.id, u.hex, path) or (#path + 1)
  local out = {}
  for k = 1, i - 1 do table.insert(out, path[k]) end
  return out
end

local function aside(u)
  local ns = nw68.neighbors(u.hex)
  table.sort(ns)
  for _, n in ipairs(ns) do
    if objects.aura_of(n, u.id) == nil and #movement.stack(n, u.side) < movement.stack_limit
        and movement.cost_terms(u, u.hex, n) ~= nil then
      local free = true
      for _, o in ipairs(nw68.units_at(n)) do
        if nw68.foes(u, o) then free = false end
      end
      if free then return { n } end
    end
  end
  return nil
end

local function masterless_choice()
  local c = zealots.choose(zealots.CREW)
  if not c or not c.path or not c.unit then return nil end
  local u = nw68.unit(c.unit)
  if not u or not u.on_map or not entering(u.id, u.hex, c.path) then return nil end
  local path = short_of_aura(u, c.path)
  if #path == 0 then path = aside(u) end
  if not path then return nil end
  return { kind = "move", unit = u.id, path = path }
end

nw68.on("automated_turn", "*", function(ev)
  local st = nw68.state()
  if st.interrupt or st.active_side == "" or st.active_side ~= ev.side then return nil end
  for _, c in ipairs(objects.carriers()) do
    if c.side == ev.side and may_pulse(c) == nil then return { kind = "heart_aura", unit = c.id } end
  end
  for _, u in ipairs(nw68.units({ side = ev.side })) do
    local c, path = must_leave(u)
    if c then return { kind = units.air(u) and "fly" or "move", unit = u.id, path = path } end
  end
  if ev.side == zealots.SIDE and st.active_formation == zealots.FORMATION and zealots.masterless()
      and #objects.carriers() > 0 then
    return masterless_choice()
  end
  return nil
end, { before = { "black-hand", "independents" } })
