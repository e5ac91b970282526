-- CAS planes [planes.*]: the call, the arrival, flight and return of planes,
-- their attack, and the debris of any aircraft shot down (helicopters too,
-- [helicopters.damage]). planes/lib/air.lua holds the airspace and route
-- geometry, helicopters/helicopters.lua the helicopters.
--
-- Planes. `call_cas {unit, planes}` by a CO/2IC or recon unit, as its first
-- action (one of its two support calls, counter support_calls shared with
-- OBA), takes that many planes out of the side's holding "cas/<type>" and
-- books them for the next turn (holding "cas-due/<turn>/<type>"). At the
-- side's first activation of that turn (activation_start) each booked plane
-- enters play off the map: the plane unit that flew for the side before, or a
-- new one whose id is its type ("ju-87g-stuka", then "ju-87g-stuka-2"...).
-- `fly` brings it in: the path starts with the entry hex, on the map edge of
-- the owner's choice, and the exit edge is the opposite one (see planes/lib/air.lua
-- for "forward"). Unit counters of a plane:
--   mission_turn  the turn of its mission (0: at home)
--   plane_state   1 due: it must enter this activation; 2 on the map;
--                 3 left the map this activation; 4 may re-enter this
--                 activation (on its old exit edge, flying back); 5 done
--   plane_edge    the entry edge of its current run (1 W, 2 E, 3 N, 4 S)
--   plane_slip    1 when its last step was a side-hex move
--   attack_turn   the turn it made its attack (one attack hex a turn)
--   flown         hexes flown this activation (on helicopters too: the hexes
--                 entered this activation, however; 0 means hovering)
-- Readings taken:
--  * every friendly activation a plane on its mission flies between its
--    minimum and maximum Speed in hexes, over one or more fly actions (the
--    entry hex counts as one hex, leaving across the exit edge as one);
--    end_activation is refused while a plane has not flown its minimum,
--    unless it stands on its exit edge: it then flies off as the activation
--    ends [planes.entry, planes.flight];
--  * a Shaken plane flies on unchanged (half Speed would break its minimum)
--    and attacks only with HE; it rallies at the side's next activation
--    [planes.damage, results.shaken];
--  * a plane leaves the map with `fly` and an empty path from its exit edge;
--    it may come back on the side's next activation only, entering on that
--    edge and flying back towards its first entry edge [planes.flight];
--  * `plane_attack` names the targets in order; the attack run itself is one
--    more trigger for opportunity fire (resolved first), then each target is
--    attacked with the factor that suits it (AP hard, HE soft or air), with
--    no range bands (fixed factors, distance 0), terrain and concealment
--    counting as for any attack [planes.attack, opportunity-fire.trigger];
--  * planes never fire, move or opportunity fire otherwise.
-- At Cleanup (step remove-planes) every plane still on the map goes home and
-- every plane that flew and survived returns to the side's holding, to be
-- called again from the next turn [planes.turnaround, cleanup.steps].
local units = require("units")
local movement = require("movement")
local activation = require("activation")
local command = require("command")
local combat = require("combat")
local vehicles = require("vehicles")
local air = require("air")

local DUE, FLYING, OUT, BACK, DONE = 1, 2, 3, 4, 5

local function current_turn() return nw68.state().turn end

local counter, add_counter = air.counter, air.add_counter

local function sorted_keys(t)
  local out = {}
  for k in pairs(t or {}) do table.insert(out, k) end
  table.sort(out)
  return out
end

-- the side to act: the owner of an open window, else the active side
-- on_mission reports whether a plane flies a mission this turn.
local function on_mission(u)
  return air.plane(u) and u.alive and counter(u, "mission_turn") == current_turn() and counter(u, "plane_state") > 0
end

-- the support calls of the activation are cleared with the other per-activation counters
do
  local listed = false
  for _, c in ipairs(activation.counters) do listed = listed or c == "support_calls" end
  if not listed then table.insert(activation.counters, "support_calls") end
end





-- a plane's attack run is a walk into the hex the plane already holds, to
-- offer opportunity fire: it costs nothing
nw68.on("modify", "mp", function(v, facts)
  if not (facts.unit and facts.unit.air and facts.move and facts.move.from == facts.move.to) then return end
  local u = nw68.unit(facts.unit.id)
  if u and air.plane(u) then v.replace("planes.attack-run-no-move", 0, "planes.attack") end
end)


-- Fire by planes [planes.attack] --------------------------------------------------------


-- a plane makes no ranged nor opportunity fire, and never walks a land
-- route: preconditions of fire, opportunity_fire and move (planes/preconditions.hcl)


-- Planes: flying --------------------------------------------------------------------------

local function plane_edge(u) return air.edge_name(counter(u, "plane_edge")) end

-- entry_edge returns the edge a plane off the map enters on with this path
-- (trying each edge the entry hex lies on), and the slip after the path; or
-- nil, code, rule, reason, params.
local function entry_edge(u, path)
  local first = path[1]
  local edges
  if counter(u, "plane_state") == BACK then
    local e = air.opposite(plane_edge(u))
    if not air.on_edge(first, e) then
      return nil, "not_entry_edge", "planes.flight", "planes.back-over-" .. air.edge_word(e), { unit = u.id, hex = first }
    end
    edges = { e }
  else
    edges = air.edges_of(first)
    if #edges == 0 then
      return nil, "not_entry_edge", "planes.entry", "planes.entry-not-edge", { hex = first }
    end
  end
  local err = nil
  for _, e in ipairs(edges) do
    local slip, code, rule, reason, params = air.route(e, nil, path, 0)
    if slip then return e, slip end
    err = err or { code, rule, reason, params }
  end
  return nil, err[1], err[2], err[3], err[4]
end

local function plane_fly_check(u, a)
  if a.altitude then
    return "bad_param", "planes.entry", "planes.no-altitude", {}
  end
  local state = counter(u, "plane_state")
  if not on_mission(u) or state == DONE then
    return "not_flying", "planes.flight", "planes.no-mission", { unit = u.id }
  end
  if state == OUT then
    return "not_flying", "planes.flight", "planes.left-map", { unit = u.id }
  end
  local path = a.path or {}
  local flown, max = counter(u, "flown"), u.stats.max_speed or 0
  if u.on_map then
    local edge = plane_edge(u)
    if #path == 0 then
      local exit = air.opposite(edge)
      if not air.on_edge(u.hex, exit) then
        return "bad_param", "planes.entry", "planes.not-on-exit-" .. air.edge_word(exit), { unit = u.id }
      end
      if flown + 1 > max then
        return "too_far", "planes.entry", "planes.flown-all", { unit = u.id, flown = flown, max = max }
      end
      return nil
    end
    local slip, rcode, rrule, rreason, rparams = air.route(edge, u.hex, path, counter(u, "plane_slip"))
    if not slip then return rcode, rrule, rreason, rparams end
  else
    if #path == 0 then
      return "bad_param", "planes.entry", "planes.off-map-path", { unit = u.id }
    end
    local e, ecode, erule, ereason, eparams = entry_edge(u, path)
    if not e then return ecode, erule, ereason, eparams end
  end
  if flown + #path > max then
    return "too_far", "planes.entry", "planes.beyond-max-speed", { unit = u.id, n = flown + #path, max = max }
  end
  for _, h in ipairs(path) do
    local o = air.intruder(u, h)
    if o then
      return "airspace", "planes.airspace", "planes.airspace-taken", { other = o.id, hex = h }
    end
    -- a Radiation hex is closed to aircraft too [oba.radiation]
    if nw68.markers(h).radiation ~= nil and not movement.crosses_radiation(u) then
      return "impassable", "oba.radiation", "planes.radiation-closed", { hex = h }
    end
  end
  return nil
end

-- leave takes a plane off the map across its exit edge (minimum: as it
-- finishes its minimum flight).
local function leave(u, minimum)
  nw68.remove_from_map(u.id)
  nw68.set_counter(u.id, "plane_state", OUT)
  add_counter(u.id, "flown", 1)
  local edge = air.edge_word(air.opposite(plane_edge(u)))
  nw68.say("planes.leaves-" .. edge .. (minimum and "-minimum" or ""), { unit = u.id })
  nw68.report("fly", { unit = u.id, to = "", hexes = 1, flown = counter(nw68.unit(u.id), "flown") })
end

local function plane_fly(u, a)
  local path = a.path or {}
  if u.on_map and #path == 0 then
    leave(u)
    return
  end
  local slip
  if u.on_map then
    slip = air.route(plane_edge(u), u.hex, path, counter(u, "plane_slip"))
  else
    local edge
    edge, slip = entry_edge(u, path)
    nw68.set_counter(u.id, "plane_edge", air.edge_code(edge))
    nw68.set_counter(u.id, "plane_state", FLYING)
    nw68.say("planes.enters-" .. air.edge_word(edge), { unit = u.id, hex = path[1] })
  end
  nw68.set_counter(u.id, "plane_slip", slip)
  add_counter(u.id, "flown", #path)
  movement.walk(u.id, path, { name = "plane_fly", hexes = #path })
end

nw68.on("walk_done", "plane_fly", movement.if_alive(function(unit_id, after)
  local u = nw68.unit(unit_id)
  local flown, min = counter(u, "flown"), u.stats.min_speed or 0
  if flown < min then
    nw68.say("planes.flown-below-minimum", { unit = unit_id, hex = u.hex, n = flown, min = min })
  else
    nw68.say("planes.flown", { unit = unit_id, hex = u.hex, n = flown })
  end
  nw68.report("fly", { unit = unit_id, to = u.hex, hexes = after.hexes or 0, flown = flown })
end))

nw68.on("action_validate", "fly", function(a)
  local u = nw68.unit(a.unit)
  if air.plane(u) then return plane_fly_check(u, a) end
  return nil -- helicopters/helicopters.lua's
end)

nw68.on("action_resolve", "fly", function(a)
  local u = nw68.unit(a.unit)
  if air.plane(u) then plane_fly(u, a) end
end)

-- can_continue reports whether a plane on the map has a hex it may fly on to.
local function can_continue(u)
  local edge = plane_edge(u)
  if not edge then return false end
  if air.on_edge(u.hex, air.opposite(edge)) then return true end
  for _, n in ipairs(nw68.neighbors(u.hex)) do
    local c = air.classify(edge, u.hex, n)
    if (c == "forward" or (c == "side" and counter(u, "plane_slip") == 0)) and not air.intruder(u, n) then
      return true
    end
  end
  return false
end

-- planes must fly their minimum each friendly activation, and enter on the
-- first one of their mission [planes.entry, planes.flight]
nw68.on("action_validate", "end_activation", function()
  local side = nw68.state().active_side
  if side == "" then return nil end
  for _, u in ipairs(nw68.units({ side = side })) do
    if on_mission(u) then
      local state = counter(u, "plane_state")
      if state == DUE then
        return "plane_must_fly", "planes.flight", "planes.must-enter", { unit = u.id }
      end
      local min = u.stats.min_speed or 0
      if state == FLYING and u.on_map and counter(u, "flown") < min and can_continue(u)
          and not air.on_edge(u.hex, air.opposite(plane_edge(u))) then
        return "plane_must_fly", "planes.entry", "planes.below-minimum", { unit = u.id, n = counter(u, "flown"), min = min }
      end
    end
  end
  return nil
end, { before = "stacking" })

-- Planes: the call and the arrival [planes.request, planes.turnaround] ---------------------

-- available returns the side's planes in store: a list of {key, type, n} and the total.
local function available(side)
  local list, total = {}, 0
  local hs = nw68.state().holdings[side] or {}
  for _, key in ipairs(sorted_keys(hs)) do
    local t = string.match(key, "^cas/(.+)$")
    if t and hs[key] > 0 then
      table.insert(list, { key = key, type = t, n = hs[key] })
      total = total + hs[key]
    end
  end
  return list, total
end

local function caller_check(u)
  local co = u.formation ~= "" and command.commander(u.formation)
  local commands = co and co.id == u.id
  if not commands and not units.recon(u) then
    return "not_caller", "planes.request", "planes.not-caller", { unit = u.id }
  end
  if not commands and air.helicopter(u) and air.altitude(u) == "noe" then
    return "not_at_cruise", "helicopters.cruise", "helicopters.recon-at-noe", { unit = u.id }
  end
  -- on the map, as its first action, with a call left: call_cas's preconditions
  return nil
end

nw68.on("action_validate", "call_cas", function(a)
  local u = nw68.unit(a.unit)
  local code, rule, reason, params = caller_check(u)
  if code then return code, rule, reason, params end
  if #a.planes < 1 then return "bad_param", "planes.request", "planes.none-called", {} end
  local wanted = {}
  for _, t in ipairs(a.planes) do wanted[t] = (wanted[t] or 0) + 1 end
  for t, n in pairs(wanted) do
    local have = nw68.holding(u.side, "cas/" .. t)
    if n > have then
      return "no_planes", "planes.turnaround", "planes.not-available", { side = u.side, n = have, type = t }
    end
  end
  return nil
end)

nw68.on("action_enumerate", "call_cas", function()
  local side = nw68.acting_side()
  local _, total = available(side)
  if total == 0 then return {} end
  local out = {}
  for _, u in ipairs(nw68.units({ side = side })) do
    local co = u.formation ~= "" and command.commander(u.formation)
    local role = (co and co.id == u.id) or units.recon(u)
    if role and nw68.precondition("call_cas", { unit = u.id }) == nil then
      local list = (available(side))
      table.insert(out, { unit = u.id, planes = { list[1].type } })
      if total > 1 then
        local all = {}
        for _, p in ipairs(list) do
          for _ = 1, p.n do table.insert(all, p.type) end
        end
        table.insert(out, { unit = u.id, planes = all })
      end
    end
  end
  return out
end)

nw68.on("action_resolve", "call_cas", function(a)
  local u = nw68.unit(a.unit)
  local due = current_turn() + 1
  local called = {}
  for _, t in ipairs(a.planes) do
    nw68.set_holding(u.side, "cas/" .. t, nw68.holding(u.side, "cas/" .. t) - 1)
    local key = string.format("cas-due/%d/%s", due, t)
    nw68.set_holding(u.side, key, nw68.holding(u.side, key) + 1)
    table.insert(called, t)
  end
  add_counter(u.id, "support_calls", 1)
  nw68.say("planes.cas-called", { unit = u.id, planes = table.concat(called, ", "), side = u.side, turn = due })
  nw68.report("call_cas", { unit = u.id, planes = #a.planes, arrives = due })
end)

-- plane_unit returns the plane that flies a booked mission: the side's plane
-- of that type waiting off the map, or a new one.
local function plane_unit(side, type)
  for _, u in ipairs(nw68.units({ side = side })) do
    if u.type == type and not u.on_map and counter(u, "mission_turn") == 0 then return u.id end
  end
  local id, n = type, 1
  while nw68.unit(id) do
    n = n + 1
    id = type .. "-" .. n
  end
  return nw68.spawn{ type = type, side = side, id = id }
end

-- arrivals: the planes booked for this turn or before arrive off the map,
-- ready to enter [planes.request, planes.flight]
local function arrivals(side)
  local t = current_turn()
  local hs = nw68.state().holdings[side] or {}
  local came = {}
  for _, key in ipairs(sorted_keys(hs)) do
    local due, type = string.match(key, "^cas%-due/(%d+)/(.+)$")
    if due and tonumber(due) <= t and hs[key] > 0 then
      for _ = 1, hs[key] do
        local id = plane_unit(side, type)
        nw68.set_counter(id, "mission_turn", t)
        nw68.set_counter(id, "plane_state", DUE)
        nw68.set_counter(id, "plane_edge", 0)
        nw68.set_counter(id, "plane_slip", 0)
        nw68.set_counter(id, "attack_turn", 0)
        table.insert(came, id)
      end
      nw68.set_holding(side, key, 0)
    end
  end
  if #came > 0 then
    nw68.say("planes.cas-arrives", { side = side, planes = table.concat(came, ", ") })
    nw68.report("cas_arrival", { side = side, planes = came })
  end
end

nw68.on("activation_start", "*", function(ev)
  local side = ev.side
  if side == nil or side == "" then return end
  arrivals(side)
  for _, u in ipairs(nw68.units({ side = side })) do
    if on_mission(u) then
      if counter(u, "plane_state") == OUT then
        nw68.set_counter(u.id, "plane_state", BACK)
        nw68.say("planes.may-come-back", { unit = u.id })
      end
      if u.statuses.shaken then
        nw68.set_status(u.id, "shaken", false)
        nw68.say("planes.rallies", { unit = u.id })
      end
    end
  end
end, { after = "command" })

nw68.on("activation_end", "*", function(ev)
  for _, u in ipairs(air.ending(ev)) do
    if on_mission(u) then
      local state = counter(u, "plane_state")
      if state == FLYING and u.on_map and counter(u, "flown") < (u.stats.min_speed or 0)
          and air.on_edge(u.hex, air.opposite(plane_edge(u))) then
        leave(u, true)
      elseif state == BACK then
        nw68.set_counter(u.id, "plane_state", DONE)
        nw68.say("planes.mission-over", { unit = u.id })
      end
    end
    if air.plane(u) and counter(nw68.unit(u.id), "flown") > 0 then nw68.set_counter(u.id, "flown", 0) end
  end
end, { before = "command" })

-- home at Cleanup: planes on the map leave it, and every plane that flew
-- this turn and survived is back in store for calls from the next turn
-- [planes.flight, planes.turnaround, cleanup.steps]
nw68.on("step", "remove-planes", function()
  for _, u in ipairs(nw68.units({})) do
    if air.plane(u) and (u.on_map or counter(u, "mission_turn") > 0) then
      if u.on_map then nw68.remove_from_map(u.id) end
      for _, c in ipairs({ "mission_turn", "plane_state", "plane_edge", "plane_slip", "attack_turn", "flown" }) do
        nw68.set_counter(u.id, c, 0)
      end
      local key = "cas/" .. u.type
      nw68.set_holding(u.side, key, nw68.holding(u.side, key) + 1)
      nw68.say("planes.flies-home", { unit = u.id })
    end
  end
end)

-- Planes: the attack [planes.attack] -------------------------------------------------

-- plane_weapon returns the factor a plane uses on a target (AP against hard
-- targets, HE against soft and air targets; HE only when Shaken), as a fixed
-- weapon (no range bands), or nil, code, rule, the message of why and its
-- values.
local function plane_weapon(u, t)
  for _, k in ipairs({ "ap", "he" }) do
    local w = units.weapon(u, k)
    if w and units.fits(w, t) then
      if u.statuses.shaken and k ~= "he" then
        return nil, "shaken", "results.shaken", "planes.shaken-he-only", { unit = u.id, target = t.id }
      end
      w.fixed = true
      return w
    end
  end
  return nil, "wrong_weapon", "combat.firepower-choice", "combat.no-suiting-factor", { unit = u.type, target = t.id }
end

nw68.on("action_validate", "plane_attack", function(a)
  -- a plane on the map that has not attacked this turn: plane_attack's preconditions
  local u = nw68.unit(a.unit)
  if #a.targets == 0 then return "bad_param", "planes.attack", "planes.no-targets", {} end
  local seen = {}
  for _, id in ipairs(a.targets) do
    local t = nw68.unit(id)
    if seen[id] then return "bad_param", "planes.attack", "planes.target-twice", { unit = id } end
    seen[id] = true
    if not nw68.enemies(u.side, t.side) then return "friendly_target", "combat.forms", "combat.target-friendly", { target = id, unit = u.id } end
    if not t.on_map or t.hex ~= u.hex then
      return "not_in_hex", "planes.attack", "planes.target-not-in-hex", { target = id, hex = u.hex }
    end
    if t.aboard then return "aboard", "units.apc-passengers", "units.target-aboard", { target = id, carrier = t.aboard } end
    if t.tags.missile and (t.stats.speed or 0) == 0 then
      return "immune", "missiles.v2", "missiles.target-launch-site", { target = id }
    end
    local w, wcode, wrule, wreason, wparams = plane_weapon(u, t)
    if not w then return wcode, wrule, wreason, wparams end
  end
  return nil
end)

nw68.on("action_enumerate", "plane_attack", function()
  local side = nw68.acting_side()
  local out = {}
  for _, u in ipairs(nw68.units({ side = side })) do
    if nw68.precondition("plane_attack", { unit = u.id }) == nil then
      local all = {}
      for _, t in ipairs(nw68.units_at(u.hex)) do
        if nw68.enemies(side, t.side) and not t.aboard then
          table.insert(all, t.id)
          table.insert(out, { unit = u.id, targets = { t.id } })
        end
      end
      if #all > 1 then table.insert(out, { unit = u.id, targets = all }) end
    end
  end
  return out
end)

-- the attack run draws opportunity fire first (a walk into the plane's own
-- hex opens the window), then the attacks follow in the owner's order
nw68.on("action_resolve", "plane_attack", function(a)
  local u = nw68.unit(a.unit)
  nw68.set_counter(u.id, "attack_turn", current_turn())
  nw68.say("planes.attack-run", { unit = u.id, hex = u.hex, targets = table.concat(a.targets, ", then ") })
  movement.walk(u.id, { u.hex }, { name = "plane_attack", targets = a.targets })
end)

nw68.on("walk_done", "plane_attack", movement.if_alive(function(unit_id, after)
  local n = 0
  for _, id in ipairs(after.targets) do
    local u, t = nw68.unit(unit_id), nw68.unit(id)
    if not u.alive then break end
    if t.alive and t.on_map and t.hex == u.hex then
      local w, _, wrule, wkey, wparams = plane_weapon(u, t)
      if w then
        combat.attack{ kind = "air", attacker = u, target = t, weapon = w, from = u.hex }
        n = n + 1
      else
        nw68.say("planes.no-attack", { target = id, reason = { key = wkey, params = wparams } }, { rule = wrule })
      end
    end
  end
  local u = nw68.unit(unit_id)
  nw68.report("plane_attack", { unit = unit_id, hex = u.hex or "", attacks = n })
end))

-- Listing flights for the legal-action list ------------------------------------------

local function sample_edge(edge)
  local cols, rows = air.size()
  local out = {}
  local n = (edge == "W" or edge == "E") and rows or cols
  local step = math.max(1, math.floor(n / 6))
  for i = 1, n, step do
    if edge == "W" then table.insert(out, air.label(1, i))
    elseif edge == "E" then table.insert(out, air.label(cols, i))
    elseif edge == "N" then table.insert(out, air.label(i, 1))
    else table.insert(out, air.label(i, rows)) end
  end
  return out
end

local function with(list, first)
  local out = { first }
  for _, h in ipairs(list) do table.insert(out, h) end
  return out
end

nw68.on("action_enumerate", "fly", function()
  local side = nw68.acting_side()
  local out = {}
  for _, u in ipairs(nw68.units({ side = side })) do
    if on_mission(u) then
      local state = counter(u, "plane_state")
      local min, max = u.stats.min_speed or 1, u.stats.max_speed or 1
      if not u.on_map and (state == DUE or state == BACK) then
        local edges = air.EDGES
        if state == BACK then edges = { air.opposite(plane_edge(u)) } end
        for _, e in ipairs(edges) do
          for _, h in ipairs(sample_edge(e)) do
            table.insert(out, { unit = u.id, path = { h } })
            if min > 1 then table.insert(out, { unit = u.id, path = with(air.forward_path(e, h, min - 1), h) }) end
          end
        end
      elseif u.on_map and state == FLYING then
        -- single hexes (forward or sideways) always, so that a plane can
        -- work its way around aircraft in its way; then straight runs
        local edge = plane_edge(u)
        if air.on_edge(u.hex, air.opposite(edge)) then table.insert(out, { unit = u.id }) end
        for _, n in ipairs(nw68.neighbors(u.hex)) do
          if air.classify(edge, u.hex, n) ~= "back" then table.insert(out, { unit = u.id, path = { n } }) end
        end
        local need = math.max(1, min - counter(u, "flown"))
        for _, k in ipairs({ need, need + 2, max - counter(u, "flown") }) do
          if k > 1 then
            local p = air.forward_path(edge, u.hex, k)
            if #p > 1 then table.insert(out, { unit = u.id, path = p }) end
          end
        end
      end
    end
  end
  return out
end)

-- Losses [helicopters.damage, planes.damage] -------------------------------------------

-- a destroyed aircraft falls on its hex: with units there, 1D6, and on 1-2
-- one of them (picked with a die as big as their number, in unit id order) is
-- Shaken, its passengers with it. The wreck itself is results/results.lua's.
nw68.on("unit_eliminated", "*", function(ev)
  if not ev.on_map then return end
  local u = nw68.unit(ev.unit)
  if not units.air(u) then return end
  local area = air.plane(u) and "planes" or "helicopters" -- its messages cite planes.damage or helicopters.damage
  local others = {}
  for _, o in ipairs(nw68.units_at(ev.hex)) do
    if o.id ~= u.id and not o.aboard and not (o.tags.missile and (o.stats.speed or 0) == 0) then
      table.insert(others, o)
    end
  end
  if #others == 0 then return end
  table.sort(others, function(x, y) return x.id < y.id end)
  local _, roll = nw68.roll(1, 6, "planes.debris-roll", { params = { unit = u.id } })
  if roll > 2 then
    nw68.say(area .. ".debris-harmless", { unit = u.id, hex = ev.hex, roll = roll })
    nw68.report("debris", { unit = u.id, hex = ev.hex, roll = roll, shaken = "" })
    return
  end
  local victim = others[1]
  if #others > 1 then
    local _, k = nw68.roll(1, #others, "planes.debris-which-roll")
    victim = others[k]
  end
  local hit = { victim.id }
  for _, p in ipairs(vehicles.passengers(victim)) do table.insert(hit, p.id) end
  for _, id in ipairs(hit) do nw68.set_status(id, "shaken", true) end
  nw68.say(area .. ".debris-shakes", { unit = u.id, hex = ev.hex, roll = roll, hit = table.concat(hit, " and ") })
  nw68.report("debris", { unit = u.id, hex = ev.hex, roll = roll, shaken = victim.id })
end, { phase = "last" })
