-- Movement [movement.*, terrain.*, stacking.*]: what entering a hex costs,
-- what a unit may spend, and walking a path hex by hex so that every hex
-- entered can draw opportunity fire.
--
-- A walk pauses when entering a hex opens an interrupt window (opportunity
-- fire). The window's context carries what is left to do: the rest of the
-- path and what the walk is for (after, whose after.name filters the
-- walk_done hook that carries on at its end: say, the fire of a unit that
-- moves and then fires). When the window is declined, or after the
-- reaction, movement.resume(context) carries on.
local terrain = require("terrain")
local units = require("units")
local air = require("air")

local movement = {}

-- if_alive and always make a walk_done handler (movement/hooks.hcl) of
-- fn(unit_id, after): most walks carry on only with a walker still alive;
-- always runs fn also when the walker was eliminated on the way (fn must
-- then expect a unit that is no longer alive).
function movement.if_alive(fn)
  return function(ev)
    if ev.alive then fn(ev.unit, ev.after) end
  end
end

function movement.always(fn)
  return function(ev) fn(ev.unit, ev.after) end
end

local function black_hand_infantry(u)
  return u.side == "black-hand" and units.infantry(u)
end

-- crosses_radiation reports whether a unit may enter Radiation hexes (at
-- +1 MP) [oba.radiation]: a value of stage "radiation_access", 1 for the
-- Black Hand's units and 0 for the others in the base game, that a
-- ruleset's modify handlers change (facts: unit.id, side, type, infantry,
-- air). Kept while the state stays as it is.
function movement.crosses_radiation(u)
  return (nw68.memo("movement radiation|" .. u.id .. "|" .. u.type .. "|" .. u.side, function()
    return nw68.compute{
      stage = "radiation_access", name = "Radiation open to " .. u.id,
      terms = { { "Black Hand", u.side == "black-hand" and 1 or 0, "oba.radiation" } },
      facts = { unit = { id = u.id, side = u.side, type = u.type, infantry = units.infantry(u), air = units.air(u) } },
    } > 0
  end))
end

-- the rule a terrain-like marker's MP cost cites, when the terrain chart row
-- has its own rule [terrain.wreck]
local marker_mp_rule = { wreck = "terrain.wreck" }

-- cost_terms returns the terms of the MP a unit pays to enter `to` from
-- `from` ({label, value, rule} each), or nil and the rule that forbids it.
--
-- Readings taken [terrain.chart, terrain.road, movement.water]:
--  * air units pay 1 per hex whatever the terrain [helicopters.movement];
--  * a unit whose type has the stat mp_flat pays it per hex (flat_terms);
--  * moving from a road hex into a road hex pays the road's rate instead of
--    the hex's terrain (adjacent road hexes are taken as connected: a board
--    does not draw road hexsides); a road over water is a bridge, so water is
--    crossed along the road only;
--  * the "+" rows (hill, shellholes, wreck, and any feature or marker with an
--    extra_mp stat) add to whatever the hex costs, the road rate included;
--  * Black Hand infantry wade water off the road at 1 + 1 MP;
--  * a Radiation hex is closed to every unit, land or air, but the Black
--    Hand's (crosses_radiation), which pay +1 MP on top of the hex's cost [oba.radiation].
function movement.cost_terms(u, from, to)
  local key = "mp_" .. units.class(u)
  local markers = nw68.markers(to)
  local radiation = markers.radiation ~= nil
  if radiation and not movement.crosses_radiation(u) then return nil, "oba.radiation" end
  if units.air(u) then
    local terms = { { "flying", 1, "helicopters.movement" } }
    if radiation then table.insert(terms, { "Radiation", 1, "oba.radiation" }) end
    return terms
  end
  if u.stats.mp_flat then
    local terms, rule = movement.flat_terms(u, to)
    if not terms then return nil, rule end
    if radiation then table.insert(terms, { "Radiation", 1, "oba.radiation" }) end
    return terms
  end
  local parts = terrain.static(to).parts
  local fh = from and terrain.static(from) -- nil: the unit enters from off the map
  local terms = {}
  local base = parts[1]
  local features = terrain.static(to).features
  if features.road and fh and fh.features.road then
    local road = nw68.entity("terrain", "road")
    table.insert(terms, { road.name, road.stats[key] or 1, road.rule })
  else
    local mp = base.stats[key] or 1
    if mp < 0 then
      if not black_hand_infantry(u) then return nil, "movement.water" end
      table.insert(terms, { base.name .. ", waded", 1, "movement.water" })
      table.insert(terms, { "Black Hand wading", 1, "movement.water" })
    else
      table.insert(terms, { base.name, mp, base.rule })
    end
  end
  for i = 2, #parts do
    local extra = parts[i].stats.extra_mp
    if extra and extra ~= 0 then table.insert(terms, { parts[i].name, extra, parts[i].rule }) end
  end
  local kinds = {}
  for k in pairs(markers) do table.insert(kinds, k) end
  table.sort(kinds)
  for _, k in ipairs(kinds) do
    local m = nw68.entity("marker_kind", k)
    local extra = m and m.stats.extra_mp
    -- a marker counts once even where the map prints the same feature
    if extra and extra ~= 0 and not features[k] then
      table.insert(terms, { m.name, extra, marker_mp_rule[k] or m.rule })
    end
  end
  if radiation then table.insert(terms, { "Radiation", 1, "oba.radiation" }) end
  return terms
end

-- flat_terms prices a step of a unit whose type gives a flat rate: the
-- stat mp_flat is what it pays for any hex whatever the terrain, its
-- features and its markers; water, closed to others, costs the stat
-- mp_water when the type has one. The terms cite the unit type's rule.
-- (A ruleset's Huge units, say; no unit of the base game has the stat.)
function movement.flat_terms(u, to)
  local base = terrain.static(to).parts[1]
  if (base.stats["mp_" .. units.class(u)] or 1) < 0 then
    local w = u.stats.mp_water
    if not w then return nil, "movement.water" end
    return { { base.name .. " (" .. u.name .. ")", w, u.rule } }
  end
  return { { "any hex (" .. u.name .. ")", u.stats.mp_flat, u.rule } }
end

-- cost returns the MP a unit pays to enter `to` from `from`, or nil and the
-- rule that forbids it. While an action resolves the value is logged with
-- its terms; mods may change it with "modify" handlers of stage "mp".
-- quick_cost is cost without the explanation: the sum of the cost terms,
-- or nil and the rule that forbids the step. Listing candidate moves and
-- searching paths call it thousands of times, so it is memoized in the
-- kernel's scratch tables (valid while the state stays as it is). What a
-- step costs depends on the unit only through its class, whether it flies
-- and whether it is of the Black Hand, and on the hex left only through
-- whether it is a road hex (cost_terms). A mod's "mp" modifiers are not seen
-- here: the kernel's search adds them to every step (movement.model's
-- stage), as movement.cost does where the move is validated.
function movement.quick_cost(u, from, to)
  local roads = nw68.scratch("movement-roads")
  local road = false
  if from then
    road = roads[from]
    if road == nil then
      road = nw68.hex(from).features.road == true
      roads[from] = road
    end
  end
  local flat = u.stats.mp_flat and ("/flat" .. u.stats.mp_flat .. "/" .. tostring(u.stats.mp_water) .. "/" .. u.type) or ""
  local key = units.class(u) .. (units.air(u) and "/air" or "") .. flat .. (u.side == "black-hand" and "/bh" or "")
    .. (movement.crosses_radiation(u) and "/rad|" or "|")
    .. to .. (from == nil and "*" or road and "+" or "-")
  local costs = nw68.scratch("movement-costs")
  local c = costs[key]
  if c == nil then
    local terms, rule = movement.cost_terms(u, from, to)
    if terms then
      c = 0
      for _, t in ipairs(terms) do c = c + t[2] end
    else
      c = rule
    end
    costs[key] = c
  end
  if type(c) == "string" then return nil, c end
  return c, nil
end

-- model is how the terrain chart prices u's steps, for the kernel's path
-- search (nw68.reach): the entered hex's mp_<class>, a road's own rate from
-- road to road, the extra_mp of features and terrain-like markers; air units
-- pay 1 a hex, and a unit with the stat mp_flat that much (water through
-- quick_cost: flat_terms); the hexes it may not enter at all (foes,
-- airspace: movement.closed) are closed. Radiation (closed but to the Black Hand) and, for Black Hand
-- infantry, wading water are priced by quick_cost (cost_terms) instead.
function movement.model(u)
  local m
  if units.air(u) then
    m = { flat = 1, exceptions = { "radiation" } }
  elseif u.stats.mp_flat then
    m = { flat = u.stats.mp_flat, exceptions = { "radiation", "water" } }
  else
    local exceptions = { "radiation" }
    if black_hand_infantry(u) then table.insert(exceptions, "water") end
    m = { cost = "mp_" .. units.class(u), extra = "extra_mp", connect = "road", exceptions = exceptions }
  end
  m.closed = movement.closed(u)
  -- every step is priced at stage "mp" with the facts movement.cost gives
  -- it, so a mod's modifiers change the search as they change the move
  m.stage, m.facts, m.step_facts = "mp", { unit = movement.unit_facts(u) }, "move"
  return m
end

-- unit_facts are what the "mp" stage's modifiers know of a mover (values.hcl).
function movement.unit_facts(u)
  return { id = u.id, side = u.side, class = units.class(u), infantry = units.infantry(u), air = units.air(u) }
end

-- reach lists where u can go on `budget` MP from its hex, as nw68.reachable;
-- with `spread`, only that many destinations, evenly spaced (nw68.reach).
function movement.reach(u, budget, spread)
  return nw68.reach(u.hex, budget, movement.model(u), function(from, to)
    return (movement.quick_cost(u, from, to))
  end, spread and { spread = spread } or nil)
end

function movement.cost(u, from, to)
  local terms, rule = movement.cost_terms(u, from, to)
  if not terms then return nil, rule end
  local mp = nw68.compute{
    stage = "mp", name = "MP for " .. u.id .. " to enter " .. to, terms = terms,
    facts = {
      unit = movement.unit_facts(u),
      move = { from = from or "", to = to, road = from ~= nil and nw68.hex(from).features.road == true and nw68.hex(to).features.road == true },
    },
  }
  return mp, nil
end

-- budget_terms lists the terms of the MP a unit may spend, and the rule
-- that limits it most.
local function budget_terms(u)
  local speed = units.speed(u)
  local shaken, ooc = u.statuses.shaken, u.statuses.ooc and not units.recon(u)
  local terms = { { "speed", speed, "movement.speed" } }
  if shaken and ooc then
    -- Shaken and Out Of Contact together: no movement at all [command.shaken-and-ooc]
    table.insert(terms, { "Shaken and Out Of Contact", -speed, "command.shaken-and-ooc" })
    return terms, "command.shaken-and-ooc"
  end
  local cut = speed - units.half(speed)
  if shaken then
    if cut ~= 0 then table.insert(terms, { "Shaken: half speed, rounded down", -cut, "results.shaken" }) end
    return terms, "results.shaken"
  end
  if ooc then
    if cut ~= 0 then table.insert(terms, { "Out Of Contact: half speed, rounded down", -cut, "command.out-of-contact" }) end
    return terms, "command.out-of-contact"
  end
  return terms, "movement.speed"
end

-- road_bonus returns 1 when a move along `path` from the unit's hex stays on
-- contiguous road hexes all the way, start hex included, else 0 and the
-- first hex off the road [movement.road-bonus]. Air units never get it.
function movement.road_bonus(u, path)
  if units.air(u) or not u.on_map or not path or #path == 0 then return 0 end
  if not nw68.hex(u.hex).features.road then return 0, u.hex end
  for _, h in ipairs(path) do
    if not nw68.on_map(h) or not nw68.hex(h).features.road then return 0, h end
  end
  return 1
end

-- budget returns the MP a unit may spend this activation: its speed, halved
-- (rounded down) when Shaken or Out Of Contact, nothing when both
-- [movement.half-speed, results.shaken, command.out-of-contact,
-- command.shaken-and-ooc]; recon units are never Out Of Contact
-- [units.recon]. Given the path of a plain move (not moving fire: a unit
-- that also fires does not spend its whole activation moving), a path along
-- contiguous road adds 1 MP to whatever the unit may spend, unless it may
-- not move at all [movement.road-bonus]. It returns the budget and the rule
-- that limits it.
function movement.budget(u, path)
  local terms, rule = budget_terms(u)
  local total = 0
  for _, t in ipairs(terms) do total = total + t[2] end
  local road = path ~= nil and total > 0 and movement.road_bonus(u, path) == 1
  if road then table.insert(terms, { "road bonus", 1, "movement.road-bonus" }) end
  local mp, _, replaced_by = nw68.compute{
    stage = "mp_budget", name = "MP budget of " .. u.id, terms = terms,
    facts = { unit = { id = u.id, side = u.side, class = units.class(u), shaken = u.statuses.shaken == true,
      ooc = u.statuses.ooc == true, recon = units.recon(u) }, budget = { road = road } },
  }
  -- a rule that sets the budget outright (an APC that loaded) limits it
  if replaced_by ~= "" then rule = replaced_by end
  return mp, rule
end

-- half_speed returns the MP a unit may spend when it also fires on the move:
-- half its Speed, rounded down, and never more than its budget. Shaken and
-- Out Of Contact already limit the budget to half Speed; moving fire asks for
-- the same half, not half of that [moving-fire.general, results.shaken,
-- command.out-of-contact].
function movement.half_speed(u)
  return math.min(movement.budget(u), units.half(units.speed(u)))
end

-- tail returns a new list of all but the first entry of a list: what a
-- continuation hands on (a window's context is read-only, so it is copied,
-- never changed in place).
function movement.tail(list)
  local out = {}
  for i = 2, #list do table.insert(out, list[i]) end
  return out
end

-- Who stands in the way [assault.definition, planes.airspace] ---------------

-- foe_in returns a unit in `hex` that bars u from entering it on a plain
-- move: for a land unit, a foe that counts for stacking (a combat unit on the
-- ground, passengers counting with their carrier), since entering an enemy
-- hex is an assault and nothing else [assault.definition]; aircraft fly over
-- the ground units and are barred only by the airspace rule (barred_in_air);
-- a unit tagged "captured-on-entry" (the V-2's launch site) holds no hex: an
-- enemy walks in and takes it [missiles.v2].
-- nil when the hex is open to u. This is the one test of "an enemy holds
-- that hex": moves, groups, moving fire, flights, assaults, retreats,
-- unloading, skills that move a unit, automated sides and path searches all
-- ask it.
function movement.foe_in(u, hex)
  if units.air(u) then return nil end
  for _, o in ipairs(nw68.units_at(hex)) do
    if movement.counts(o) and nw68.foes(u, o) and not o.tags["captured-on-entry"] then return o end
  end
  return nil
end

-- barred_in_air returns the aircraft a helicopter flying at `altitude`
-- (its own when nil) may not share `hex` with, or nil [planes.airspace].
function movement.barred_in_air(u, hex, altitude)
  if not air.helicopter(u) then return nil end
  if (altitude or air.altitude(u)) ~= "cruise" then return nil end
  return air.intruder(u, hex)
end

-- closed lists the hexes u may not enter at all now, for the kernel's path
-- search (nw68.reach's model): hexes held by its foes, and for a helicopter
-- at Cruise the hexes of planes. Kept while the state stays as it is.
function movement.closed(u)
  return nw68.memo("movement closed|" .. u.id, function()
    local out, seen = {}, {}
    for _, o in ipairs(nw68.units({})) do
      if o.on_map and not seen[o.hex] and (movement.foe_in(u, o.hex) or movement.barred_in_air(u, o.hex)) then
        seen[o.hex] = true
        table.insert(out, o.hex)
      end
    end
    table.sort(out)
    return out
  end)
end

-- check walks a path on paper and returns the MP it costs, or nil, a code,
-- a rule and a reason. Codes: off_map, not_adjacent, enemy_in_path (a foe
-- holds a hex on the way), enemy_hex (a foe holds the last hex: only an
-- assault enters it), airspace, impassable, too_far. opts.assault lets
-- the last hex be the assaulted enemy hex; opts.altitude is the altitude a
-- helicopter flies the path at (its own when nil).
function movement.check(u, path, budget, opts)
  opts = opts or {}
  local at, spent = u.hex, 0
  for i, to in ipairs(path) do
    if not nw68.on_map(to) then return nil, "off_map", "movement.speed", to .. " is off the map" end
    if nw68.distance(at, to) ~= 1 then
      return nil, "not_adjacent", "movement.speed", to .. " is not next to " .. at
    end
    local foe = movement.foe_in(u, to)
    if foe and not (opts.assault and i == #path) then
      -- the reason names no unit: the foe may be one the seat is not shown
      if i == #path then
        return nil, "enemy_hex", "assault.definition", string.format(
          "%s holds an enemy of %s: only an assault (assault) enters an enemy hex", to, u.id)
      end
      return nil, "enemy_in_path", "assault.definition", string.format(
        "%s holds an enemy of %s: a move may not pass through an enemy hex", to, u.id)
    end
    local plane = movement.barred_in_air(u, to, opts.altitude)
    if plane then
      return nil, "airspace", "planes.airspace", string.format(
        "%s flies in %s: a helicopter at Cruise may not share a hex with a plane", plane.id, to)
    end
    local mp, rule = movement.cost(u, at, to)
    if not mp then
      local why = to .. " cannot be entered from " .. at
      if rule == "movement.water" then why = to .. " is water; land units cross it only along a road bridge" end
      if rule == "oba.radiation" then why = to .. " is a Radiation hex, closed to " .. u.id .. " (radiation_access)" end
      return nil, "impassable", rule, why
    end
    spent = spent + mp
    at = to
  end
  if spent > budget then
    return nil, "too_far", "movement.speed", string.format("the path costs %d MP; %s has %d", spent, u.id, budget)
  end
  return spent
end

-- Stacking [stacking.*] ----------------------------------------------------

-- counts reports whether a unit counts against the stacking limit: a living
-- unit on the map, not airborne (helicopters, planes) and not carried (an APC
-- with its passengers counts once) [stacking.exempt]. Markers, CO and weapon
-- markers are not units and never count.
function movement.counts(u)
  return u.alive and u.on_map and not u.aboard and not units.air(u)
end

-- stack returns the units of a side in a hex that count for stacking.
function movement.stack(hex, side)
  local out = {}
  for _, u in ipairs(nw68.units_at(hex)) do
    if u.side == side and movement.counts(u) then table.insert(out, u) end
  end
  return out
end

movement.stack_limit = 2

-- overstacked returns the hexes (sorted) where a side has more counting
-- units than the limit, each {hex, side, units = {ids}}; side nil: any side.
function movement.overstacked(side)
  local seen, out = {}, {}
  for _, u in ipairs(nw68.units({ side = side })) do
    if movement.counts(u) and not seen[u.hex .. "/" .. u.side] then
      seen[u.hex .. "/" .. u.side] = true
      local st = movement.stack(u.hex, u.side)
      if #st > movement.stack_limit then
        local ids = {}
        for _, s in ipairs(st) do table.insert(ids, s.id) end
        table.insert(out, { hex = u.hex, side = u.side, units = ids })
      end
    end
  end
  table.sort(out, function(a, b) return a.hex .. a.side < b.hex .. b.side end)
  return out
end

-- Walking ------------------------------------------------------------------

-- Reactions to a walk: besides opportunity fire, a layer's areas may let a
-- side answer a walking unit with other actions (an expansion's reaction
-- skills): their walk_reactions handlers (movement/hooks.hcl) return the
-- action kinds; reactions gathers them, so a reaction window offers every
-- answer the side has.
function movement.reactions(side, mover)
  local out, seen = {}, {}
  for _, kinds in ipairs(nw68.fire("walk_reactions", "*", { side = side, mover = mover })) do
    for _, kind in ipairs(kinds) do
      if not seen[kind] then
        seen[kind] = true
        table.insert(out, kind)
      end
    end
  end
  return out
end

-- pending returns what is left of a walk, as a window's context: the
-- walker, the rest of its path and the continuation to run at its end,
-- from the context a walk's step hands to the unit_enters_hex handlers;
-- nil when the unit entered the hex other than by walking.
function movement.pending(ev)
  local step = ev.context
  if not step or not step.walk then return nil end
  local rest = {}
  for i = step.i + 1, #step.path do table.insert(rest, step.path[i]) end
  return { unit = ev.unit, rest = rest, after = step.after }
end

-- walk moves a unit along a path, one hex at a time, spending MP into the
-- unit's "mp_spent" counter. `after` names a continuation (after.name) run
-- when the path is done. It returns false when a window paused the walk.
function movement.walk(unit_id, path, after)
  for i, to in ipairs(path) do
    local u = nw68.unit(unit_id)
    if not u or not u.alive then break end
    local mp = movement.cost(u, u.hex, to)
    nw68.set_counter(unit_id, "mp_spent", (u.counters.mp_spent or 0) + mp)
    nw68.set_counter(unit_id, "moved", 1)
    nw68.move(unit_id, to, { walk = true, path = path, i = i, after = after })
    if nw68.state().interrupt then return false end
  end
  movement.finish(unit_id, after)
  return true
end

-- finish fires the walk_done handlers of the walk's after.name.
function movement.finish(unit_id, after)
  if after and after.name then
    local u = nw68.unit(unit_id)
    local _, ran = nw68.fire("walk_done", after.name, { unit = unit_id, after = after, alive = u ~= nil and u.alive })
    if ran == 0 then error("no walk_done handler for " .. after.name) end
  end
end

-- resume carries on a walk paused by a window, from the window's context.
function movement.resume(ctx)
  return movement.walk(ctx.unit, ctx.rest or {}, ctx.after)
end

return movement
