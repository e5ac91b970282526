-- Helicopters [helicopters.*]: their fly action, altitude and pop-up
-- attacks, and what altitude and flight change in their fire and transport.
-- planes/lib/air.lua holds the altitude and airspace geometry, planes/planes.lua
-- the planes and the debris of any aircraft shot down.
--
-- `fly {unit, path, altitude}` changes altitude first, in the
-- start hex (1 Speed point), then flies the path at 1 Speed point a hex
-- whatever the terrain (movement/lib/movement.lua charges air units that way) through
-- movement.walk, so that every hex entered may draw opportunity fire. A climb
-- to Cruise is a pop-up: the helicopter becomes visible where it hovers, and
-- enemies that now see it and reach it may fire (the walk re-enters its own
-- hex, which opens the opportunity window; the step costs the altitude
-- change's Speed point). A helicopter may fly several times in an activation
-- within its Speed (Shaken: half). Readings taken:
--  * a helicopter that flies is not Finished at once: it may still fire, as
--    moving fire (only non-fixed weapons, with at most half its Speed spent
--    over the activation, altitude changes included); it is marked Finished
--    when the activation ends [helicopters.combat, impulse.finished];
--  * a helicopter that has not flown a hex is hovering, whatever its altitude
--    changes: its fire is not moving fire, and after a pop-up attack it may
--    still change altitude back (the one thing a Finished helicopter may do)
--    [helicopters.hovering, helicopters.pop-up];
--  * helicopters have no -2 moving-fire penalty: the book exempts air units
--    from the land rule and gives them only the half-Speed limit [helicopters.combat];
--  * AP only at Cruise: the NOE face prints no AP, and fire naming AP at NOE
--    is refused with the altitude rule [helicopters.cruise];
--  * transport helicopters (tag "transport", which units/lib/vehicles.lua takes as
--    a carrier) load and unload only at NOE and do not climb with passengers
--    aboard [helicopters.noe].
local units = require("units")
local movement = require("movement")
local vehicles = require("vehicles")
local air = require("air")

local counter, add_counter = air.counter, air.add_counter

-- an aircraft flies, a helicopter from the map: fly's preconditions
local function helicopter_fly_check(u, a)
  local path = a.path or {}
  local now = air.altitude(u)
  local change = a.altitude ~= nil and a.altitude ~= now
  if #path == 0 and not change then
    return "bad_param", "helicopters.movement", "helicopters.nothing-to-fly", { altitude = now }
  end
  if u.statuses.finished then
    -- the one thing left after a pop-up attack: back to the other altitude [helicopters.pop-up]
    local popdown = #path == 0 and change and counter(u, "fired") > 0 and counter(u, "flown") == 0
    if not popdown then
      return "finished", "impulse.finished", "impulse.finished", { unit = u.id }
    end
  end
  if change and a.altitude == "cruise" then
    local p = air.plane_over(u.hex, u.id)
    if p then
      return "plane_above", "planes.airspace", "planes.plane-above", { plane = p.id, unit = u.id, hex = u.hex }
    end
    if #vehicles.passengers(u) > 0 then
      return "not_at_noe", "helicopters.noe", "helicopters.passengers-noe", { unit = u.id }
    end
  end
  local budget, brule = movement.budget(u)
  if brule == "movement.speed" then brule = "helicopters.movement" end
  local left = budget - counter(u, "mp_spent")
  local cost = change and 1 or 0
  if cost > left then
    return "too_far", brule, "helicopters.no-point-to-climb", { unit = u.id, n = math.max(left, 0) }
  end
  -- the path at the altitude taken first: the airspace rule bars a Cruise
  -- helicopter from the planes' hexes, on a fly as on any move (movement.check)
  local mp, mcode, mrule, mreason, mparams = movement.check(u, path, left - cost, { altitude = a.altitude or now })
  if not mp then
    if mcode == "too_far" then
      mrule = brule
      if change then mreason = "helicopters.too-far-after-climb" end
    end
    return mcode, mrule, mreason, mparams
  end
  return nil
end

local function helicopter_fly(u, a)
  local walk = {}
  local now = air.altitude(u)
  local alt = now
  if a.altitude and a.altitude ~= now then
    alt = a.altitude
    air.set_altitude(u.id, alt)
    if alt == "cruise" then
      -- a climb in place shows the helicopter: re-entering its own hex offers
      -- opportunity fire to the enemies that now see and reach it; the step
      -- costs the altitude change's Speed point (see the "mp" handler below)
      nw68.say("helicopters.climbs", { unit = u.id, hex = u.hex })
      table.insert(walk, u.hex)
    else
      add_counter(u.id, "mp_spent", 1)
      nw68.say("helicopters.drops", { unit = u.id, hex = u.hex })
    end
  end
  for _, h in ipairs(a.path or {}) do table.insert(walk, h) end
  movement.walk(u.id, walk, { name = "fly", hexes = #(a.path or {}), altitude = alt })
end

nw68.on("action_validate", "fly", function(a)
  local u = nw68.unit(a.unit)
  if air.plane(u) then return nil end -- planes/planes.lua's
  return helicopter_fly_check(u, a)
end)

nw68.on("action_resolve", "fly", function(a)
  local u = nw68.unit(a.unit)
  if air.helicopter(u) then helicopter_fly(u, a) end
end)

-- the hexes a helicopter enters this activation, however it moves (fly, a
-- moving-fire path, move): a helicopter that entered none is hovering
nw68.on("unit_enters_hex", "*", function(ev)
  if ev.from == nil or ev.from == ev.hex then return end
  local u = nw68.unit(ev.unit)
  if u and air.helicopter(u) then add_counter(u.id, "flown", 1) end
end, { before = "opportunity-fire" })
nw68.on("walk_done", "fly", movement.if_alive(function(unit_id, after)
  local u = nw68.unit(unit_id)
  local hexes = after.hexes or 0
  if hexes > 0 then
    nw68.say(air.altitude(u) == "noe" and "helicopters.flies-noe" or "helicopters.flies-cruise",
      { unit = unit_id, n = hexes, hex = u.hex, mp = counter(u, "mp_spent") })
  end
  nw68.report("fly", { unit = unit_id, to = u.hex, hexes = hexes, altitude = air.altitude(u), mp = counter(u, "mp_spent") })
end))

-- an altitude change is a walk into the hex the helicopter already holds:
-- it costs the change's Speed point, not a hex's (a plane's attack run is
-- planes/planes.lua's)
nw68.on("modify", "mp", function(v, facts)
  if not (facts.unit and facts.unit.air and facts.move and facts.move.from == facts.move.to) then return end
  local u = nw68.unit(facts.unit.id)
  if u and air.plane(u) then return end
  v.replace("helicopters.altitude-change", 1, "helicopters.movement")
end)

-- Fire [helicopters.cruise, helicopters.combat] -------------------------------------------

local function named_kind(u, name)
  local w = name and units.weapon(u, name)
  if w then return w.kind, w end
  return name, nil
end

nw68.on("action_validate", "fire", function(a)
  local u = nw68.unit(a.unit)
  if not air.helicopter(u) then return nil end
  local kind, w = named_kind(u, a.weapon)
  if kind == "ap" and air.altitude(u) == "noe" then
    return "not_at_cruise", "helicopters.cruise", "helicopters.ap-at-noe", { unit = u.id }
  end
  if not w then return nil end -- combat/lib/attack.lua names the missing weapon
  local moving = a.moving ~= nil or counter(u, "flown") > 0
  if not moving then return nil end
  if w.fixed then
    return "no_moving_fire", "helicopters.combat", "helicopters.fixed-on-move", { unit = u.id }
  end
  local half = movement.half_speed(u)
  local spent = counter(u, "mp_spent") + #(a.moving and a.path or {})
  if spent > half then
    return "too_far", "helicopters.combat", "helicopters.moving-fire-too-far", { unit = u.id, spent = spent, half = string.format("%d", half) }
  end
  return nil
end, { before = { "missiles", "combat" } })

nw68.on("action_validate", "opportunity_fire", function(a)
  local u = nw68.unit(a.unit)
  if air.helicopter(u) and air.altitude(u) == "noe" and named_kind(u, a.weapon) == "ap" then
    return "not_at_cruise", "helicopters.cruise", "helicopters.ap-at-noe", { unit = u.id }
  end
  return nil
end, { before = { "missiles", "opportunity-fire" } })

-- helicopters have no moving-fire penalty: a modifier removes the land
-- rule's term (helicopters/modifiers.hcl)

-- transport helicopters load and unload at NOE only [helicopters.noe]: a
-- precondition of load and unload (helicopters/preconditions.hcl)

-- the counter follows a setup's NOE status: a helicopter set up at NOE shows
-- its NOE face from its side's first activation
nw68.on("activation_start", "*", function(ev)
  local side = ev.side
  if side == nil or side == "" then return end
  for _, u in ipairs(nw68.units({ side = side })) do
    if air.helicopter(u) and u.statuses.noe and u.face ~= "noe" then
      air.set_altitude(u.id, "noe")
    end
  end
end, { after = "command" })

-- a helicopter that flew is Finished when the activation ends [impulse.finished]
nw68.on("activation_end", "*", function(ev)
  for _, u in ipairs(air.ending(ev)) do
    if air.helicopter(u) and counter(u, "flown") > 0 then
      if not u.statuses.finished then
        nw68.set_status(u.id, "finished", true)
        nw68.say("impulse.flew-finished", { unit = u.id })
      end
      nw68.set_counter(u.id, "flown", 0)
    end
  end
end, { before = "command" })

-- candidates: each helicopter of the side to act changes altitude, or flies
-- one hex
nw68.on("action_enumerate", "fly", function()
  local side = nw68.acting_side()
  local out = {}
  for _, u in ipairs(nw68.units({ side = side })) do
    if air.helicopter(u) and u.on_map and nw68.precondition("fly", { unit = u.id }) == nil then
      local other = air.altitude(u) == "noe" and "cruise" or "noe"
      table.insert(out, { unit = u.id, altitude = other })
      for _, n in ipairs(nw68.neighbors(u.hex)) do
        table.insert(out, { unit = u.id, path = { n } })
      end
    end
  end
  return out
end)
