-- Armoured units and Huge units [units.armored, units.tanks, units.apcs,
-- units.apc-*, units.recon, units.spa, units.spaa, units.blighter,
-- units.huge, combat.air-targets].
--
-- Here: loading and unloading APCs (with their half-Speed limits), what
-- passengers add to and share with their APC, the SPA/SPAA/Blighter fire
-- restrictions that combat.lua does not make, and the Huge units' cover
-- (SPA indirect fire is artillery.lua's). Unit counters used, cleared when an activation ends:
--   transport  1 = the APC loaded this activation, 2 = it unloaded.
local units = require("units")
local terrain = require("terrain")
local movement = require("movement")
local activation = require("activation")
local vehicles = require("vehicles")

local LOADED, UNLOADED = 1, 2

local function list(ids)
  local out = {}
  for _, id in ipairs(ids) do table.insert(out, id) end
  return out
end

-- the side to act: the owner of an open window, else the active side
-- APC loading and unloading ---------------------------------------------------

-- a carrier is an APC, or a unit tagged "transport" (a transport helicopter,
-- which follows the APC rules at NOE; its altitude is the helicopter rules' matter)
local function carrier(u) return units.apc(u) or u.tags.transport == true end

-- candidates for the legal-action list (validation filters them)
nw68.on("action_enumerate", "load", function()
  local out, side = {}, nw68.acting_side()
  for _, u in ipairs(nw68.units({ side = side })) do
    if u.on_map and not u.aboard and carrier(u) then
      for _, p in ipairs(nw68.units_at(u.hex)) do
        if p.side == side and units.infantry(p) and not p.aboard then
          table.insert(out, { unit = u.id, passenger = p.id })
        end
      end
    end
  end
  return out
end)

nw68.on("action_enumerate", "unload", function()
  local out = {}
  for _, u in ipairs(nw68.units({ side = nw68.acting_side() })) do
    if u.on_map then
      for _, p in ipairs(vehicles.passengers(u)) do
        table.insert(out, { unit = u.id, passenger = p.id })
        for _, n in ipairs(nw68.neighbors(u.hex)) do
          table.insert(out, { unit = u.id, passenger = p.id, hex = n })
        end
      end
    end
  end
  return out
end)

-- carrier_ready checks that an APC may load or unload now: it has not fired
-- nor loaded/unloaded this activation, and if it moved, no further than half
-- its Speed [units.apc-loading, units.apc-unloading, movement.half-speed].
local function carrier_ready(u, rule)
  local code, r, reason = activation.may_act(u)
  if code then return code, r, reason end
  if not carrier(u) then return "not_apc", "units.apcs", u.name .. " is not an APC" end
  if not u.on_map then return "not_on_map", rule, u.id .. " is not on the map" end
  if (u.counters.fired or 0) > 0 then
    return "finished", "combat.one-attack", u.id .. " has already attacked this activation"
  end
  if u.statuses.finished and (u.counters.moved or 0) == 0 then
    return "finished", "impulse.finished", u.id .. " is Finished"
  end
  if (u.counters.transport or 0) > 0 then
    return "transport_used", rule, u.id .. " has already loaded or unloaded this activation"
  end
  local half = units.half(movement.budget(u))
  local spent = u.counters.mp_spent or 0
  if spent > half then
    return "too_far", rule, string.format("%s has spent %d MP; it may load or unload only after moving at most half its Speed (%d)", u.id, spent, half)
  end
  return nil
end

nw68.on("action_validate", "load", function(a)
  local u, p = nw68.unit(a.unit), nw68.unit(a.passenger)
  local code, rule, reason = carrier_ready(u, "units.apc-loading")
  if code then return code, rule, reason end
  if units.huge(p) then return "huge", "units.huge", "Huge units cannot ride in an APC" end
  if not units.infantry(p) then return "not_infantry", "units.apcs", "an APC carries infantry only" end
  code, rule, reason = activation.may_act(p)
  if code then return code, rule, reason end
  if p.side ~= u.side then return "not_friendly", "units.apcs", p.id .. " is not on " .. u.id .. "'s side" end
  if #vehicles.passengers(u) >= 1 then
    return "apc_full", "units.apcs", u.id .. " already carries an infantry platoon"
  end
  if not p.on_map or p.hex ~= u.hex then
    return "not_stacked", "units.apc-loading", p.id .. " must be in " .. u.id .. "'s hex to board"
  end
  if p.statuses.finished or (p.counters.moved or 0) > 0 or (p.counters.fired or 0) > 0 then
    return "finished", "impulse.finished", p.id .. " has already acted this activation"
  end
  return nil
end)

-- the passenger goes under the APC and has had its action; the APC may go on
-- moving up to half its Speed [units.apc-loading]
nw68.on("action_resolve", "load", function(a)
  local u = nw68.unit(a.unit)
  local ids = list(u.transports)
  table.insert(ids, a.passenger)
  nw68.set_transports(u.id, ids)
  nw68.set_counter(u.id, "transport", LOADED)
  nw68.set_status(a.passenger, "finished", true)
  local half = units.half(movement.budget(u))
  if (u.counters.moved or 0) > 0 then
    nw68.log("units.apc-loading", string.format("%s loads %s after moving %d MP", u.id, a.passenger, u.counters.mp_spent or 0))
  else
    nw68.log("units.apc-loading", string.format("%s loads %s and may move up to %d MP", u.id, a.passenger, half))
  end
end)

nw68.on("action_validate", "unload", function(a)
  local u, p = nw68.unit(a.unit), nw68.unit(a.passenger)
  local code, rule, reason = carrier_ready(u, "units.apc-unloading")
  if code then return code, rule, reason end
  if p.aboard ~= u.id then
    return "not_aboard", "units.apc-unloading", p.id .. " is not aboard " .. u.id
  end
  if a.hex then
    if nw68.distance(u.hex, a.hex) ~= 1 then
      return "not_adjacent", "units.apc-unloading", "the unloaded unit moves at most one hex, to a hex next to " .. u.hex
    end
    local mp, mrule = movement.cost(p, u.hex, a.hex)
    if not mp then return "impassable", mrule, a.hex .. " cannot be entered" end
    for _, o in ipairs(nw68.units_at(a.hex)) do
      if o.side ~= p.side then
        return "enemy_hex", "units.apc-unloading", "entering " .. a.hex .. ", held by the enemy, would be an assault"
      end
    end
  end
  return nil
end)

-- the dismounted unit's only action is an optional one-hex move, whatever the
-- terrain costs; it may draw opportunity fire like any move [units.apc-unloading]
nw68.on("action_resolve", "unload", function(a)
  local u = nw68.unit(a.unit)
  local ids = {}
  for _, id in ipairs(u.transports) do
    if id ~= a.passenger then table.insert(ids, id) end
  end
  nw68.set_transports(u.id, ids)
  nw68.set_counter(u.id, "transport", UNLOADED)
  nw68.set_status(a.passenger, "finished", true)
  nw68.log("units.apc-unloading", string.format("%s unloads %s in %s", u.id, a.passenger, u.hex))
  if a.hex then movement.walk(a.passenger, { a.hex }) end
end)

-- an APC that loads or unloads moves at most half its Speed this activation,
-- whether it moved before or moves after [units.apc-loading, units.apc-unloading]
nw68.on("action_validate", "move", function(a)
  local ids = a.units or { a.unit }
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    local op = u and u.counters.transport or 0
    if op > 0 then
      local rule = op == LOADED and "units.apc-loading" or "units.apc-unloading"
      local left = units.half(movement.budget(u)) - (u.counters.mp_spent or 0)
      local mp, code = movement.check(u, a.path, math.max(left, 0))
      if not mp and code == "too_far" then
        return "too_far", rule, string.format("%s loaded or unloaded this activation: it may move only %d MP (half Speed)", id, left)
      end
    end
  end
  return nil
end)

nw68.on("activation_end", "*", function()
  for _, u in ipairs(nw68.units({})) do
    if u.counters.transport then nw68.set_counter(u.id, "transport", 0) end
  end
end)

-- Passengers in combat ----------------------------------------------------------

-- each transported unit not Shaken adds +1 to the APC's AV [units.apc-passengers]
nw68.on("modify", "av", function(v, facts)
  local id = facts.attacker and facts.attacker.id
  local u = id and nw68.unit(id)
  if not u or #(u.transports or {}) == 0 then return end
  local n = vehicles.passenger_bonus(u)
  if n > 0 then
    v.add("passenger", n, "units.apc-passengers")
  end
end)

-- a transported unit cannot be picked out as a target: fire at its carrier
local function target_aboard(t)
  if t and t.aboard then
    return "aboard", "units.apc-passengers", t.id .. " is aboard " .. t.aboard .. ": attack the carrier"
  end
  return nil
end

-- Passengers share their APC's results [units.apc-shared-results] -------------
--
-- The results themselves are results.lua's. The carrier's state before the
-- hits is noted in the event first (priority -100) and compared once every
-- handler has run (priority 100); what changed on the APC then happens to
-- its passengers.
nw68.on("unit_takes_hits", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if #vehicles.passengers(u) > 0 then
    ev.carrier_before = { shaken = u.statuses.shaken == true, reduced = u.face == "reduced" }
  end
end, { priority = -100 })

local function share(u, became_shaken, became_reduced)
  for _, p in ipairs(vehicles.passengers(u)) do
    if became_reduced then
      if p.face == "reduced" or not p.faces.reduced then
        nw68.eliminate(p.id, "units.apc-shared-results")
      else
        nw68.set_face(p.id, "reduced")
        nw68.set_status(p.id, "shaken", true)
        nw68.log("units.apc-shared-results", p.id .. " is reduced and Shaken with " .. u.id)
      end
    elseif became_shaken then
      if p.statuses.shaken then
        nw68.log("units.apc-shared-results", p.id .. " is already Shaken: shaking " .. u.id .. " does nothing more to it")
      else
        nw68.set_status(p.id, "shaken", true)
        nw68.log("units.apc-shared-results", p.id .. " is Shaken with " .. u.id)
      end
    end
  end
end

nw68.on("unit_takes_hits", "*", function(ev)
  local was = ev.carrier_before
  if not was then return end
  local u = nw68.unit(ev.unit)
  if not u.alive then return end -- destroyed: see unit_eliminated
  share(u, not was.shaken and u.statuses.shaken == true, not was.reduced and u.face == "reduced")
end, { priority = 100 })

-- a destroyed APC takes its passengers with it
nw68.on("unit_eliminated", "*", function(ev)
  local u = nw68.unit(ev.unit)
  for _, p in ipairs(vehicles.passengers(u)) do
    nw68.log("units.apc-shared-results", p.id .. " dies with " .. u.id)
    nw68.eliminate(p.id, "units.apc-shared-results")
  end
end)

-- rallying the APC rallies its passengers, whatever action rallies it
nw68.on("unit_status_changed", "shaken", function(ev)
  if ev.on then return end
  local u = nw68.unit(ev.unit)
  if not u.alive then return end
  for _, p in ipairs(vehicles.passengers(u)) do
    if p.statuses.shaken then
      nw68.set_status(p.id, "shaken", false)
      nw68.log("units.apc-shared-results", p.id .. " rallies with " .. u.id)
    end
  end
end)

-- Fire restrictions of SPA, SPAA and the Blighter ----------------------------

local function blighter(u) return units.spa(u) and units.spaa(u) end

-- air targets: SPA never attack them, and a fixed-range weapon only with an
-- AA value (the Blighter's launcher) [combat.air-targets, units.spa]
local function air_target(u, t, wname)
  if not (t and units.air(t)) then return nil end
  local w = wname and units.weapon(u, wname)
  if not w then return nil end
  if w.kind == "aa" then return nil end
  if units.spa(u) then
    return "air_target", "combat.air-targets", "SPA may not attack air units (only the Blighter's AA launcher may)"
  end
  if w.fixed then
    return "air_target", "combat.air-targets", "a fixed-range weapon without an AA value may not attack air units"
  end
  return nil
end

-- these run before combat.lua's checks (priority -1) so that the rule of the
-- unit class is the one cited
nw68.on("action_validate", "fire", function(a)
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  local code, rule, reason = air_target(u, t, a.weapon)
  if code then return code, rule, reason end
  if blighter(u) then
    if a.moving then return "no_moving_fire", "units.blighter", "the Blighter never fires on the move" end
    if a.assist then return "no_group_fire", "units.blighter", "the Blighter never takes part in group fire" end
  elseif units.spa(u) and a.assist then
    return "no_group_fire", "units.spa", "an SPA may not lead group fire"
  elseif units.spaa(u) and a.moving then
    local w = units.weapon(u, a.weapon)
    if w and w.fixed then
      return "no_moving_fire", "units.spaa", "SPAA fire on the move only with non-fixed-range weapons"
    end
  end
  return nil
end, { priority = -1 })

nw68.on("action_validate", "fire", function(a)
  return target_aboard(nw68.unit(a.target))
end)

-- passengers never fire, the Blighter never opportunity fires, an SPA does so
-- only alone and directly (its own LOS, checked by combat.lua)
-- [units.apc-passengers, units.blighter, opportunity-fire.who]
nw68.on("action_validate", "opportunity_fire", function(a)
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  if u.aboard then
    return "aboard", "units.apc-passengers", u.id .. " is aboard " .. u.aboard .. " and cannot fire"
  end
  if blighter(u) then
    return "no_opportunity_fire", "units.blighter", "the Blighter never makes opportunity fire"
  end
  if units.spa(u) and a.assist then
    return "no_group_fire", "units.spa", "an SPA may not lead group fire"
  end
  local code, rule, reason = air_target(u, t, a.weapon)
  if code then return code, rule, reason end
  return target_aboard(t)
end, { priority = -1 })

-- SPA indirect fire (the spa_indirect action) is artillery.lua's: it shares
-- the accuracy roll and the attacks on every unit struck with off-board
-- artillery (lib/artillery.lua).

-- Huge units [units.huge] -------------------------------------------------------

-- a Huge unit's only cover is a level 1 LOS-blocking hex it stands in (woods,
-- urban, smoke): elsewhere its terrain defence terms are taken back. Sandbags
-- are taken back for every Huge unit by infantry.lua.
nw68.on("modify", "dv", function(v, facts)
  local t = facts.target
  if not (t and t.huge) or t.air then return end
  local u = nw68.unit(t.id)
  if not u or not u.on_map or vehicles.huge_cover(u.hex) then return end
  local n = 0
  for _, term in ipairs(terrain.dv_terms(u.hex, units.class(u))) do
    if term[3] ~= "terrain.sandbags" then n = n + term[2] end
  end
  if n ~= 0 then
    v.add("Huge: no cover outside woods, urban or smoke", -n, "units.huge")
  end
end)
