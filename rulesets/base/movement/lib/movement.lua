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

-- class returns the unit's movement class (terrain/movement.hcl and others): what the
-- kernel prices its steps by.
function movement.class(u) return nw68.move_class(u) end

-- unit_facts are what the "mp" and "radiation_access" stages' modifiers and
-- handlers know of a mover (values.hcl, oba/values.hcl).
function movement.unit_facts(u)
  return { id = u.id, side = u.side, type = u.type, class = movement.class(u), infantry = units.infantry(u), air = units.air(u) }
end

-- facts_of is {unit = unit_facts(u)}, built once while the state stays as
-- it is: a path search asks for thousands of steps of one unit.
local function facts_of(u)
  local all = nw68.scratch("movement-facts")
  local f = all[u.id]
  if f == nil then
    f = { unit = movement.unit_facts(u) }
    all[u.id] = f
  end
  return f
end

-- crosses_radiation reports whether a unit may enter Radiation hexes (at
-- +1 MP) [oba.radiation]: the value of stage "radiation_access" that gates
-- Radiation in every movement class, 1 for the Black Hand's units in the
-- base game (oba/movement.hcl's modifier), that a ruleset's modify
-- handlers change. Kept while the state stays as it is.
function movement.crosses_radiation(u)
  return (nw68.memo("movement radiation|" .. u.id .. "|" .. u.type .. "|" .. u.side, function()
    return nw68.compute{
      stage = "radiation_access", name = "oba.radiation-open", name_params = { unit = u.id }, terms = {},
      facts = { unit = movement.unit_facts(u) },
    } > 0
  end))
end

-- cost_terms returns the terms of the MP a unit pays to enter `to` from
-- `from` (nil: from off the map), {label, value, rule} each, or nil and the
-- rule that forbids it: the kernel prices the step by the unit's movement
-- class (terrain/movement.hcl) [terrain.chart, terrain.road, movement.water,
-- oba.radiation]. Who stands in `to` is foe_in's.
function movement.cost_terms(u, from, to)
  local terms, _, rule = nw68.move_terms(u, from, to, facts_of(u))
  return terms, rule
end

-- quick_cost is cost without the explanation: the sum of the cost terms,
-- or nil and the rule that forbids the step. Listing candidate moves and
-- searching paths call it thousands of times, so it is kept in the
-- kernel's scratch tables (valid while the state stays as it is). A mod's
-- "mp" modifiers are not seen here: the kernel's search adds them to every
-- step (movement.model's stage), as movement.cost does where the move is
-- validated.
function movement.quick_cost(u, from, to)
  local costs = nw68.scratch("movement-costs")
  local key = u.id .. "|" .. (from or "*") .. ">" .. to
  local c = costs[key]
  if c == nil then
    local mp, _, rule = nw68.move_cost(u, from, to, facts_of(u))
    c = mp or rule
    costs[key] = c
  end
  if type(c) == "string" then return nil, c end
  return c, nil
end

-- model is what the kernel's path search (nw68.move_reach) needs besides
-- the unit's class: the hexes the airspace rule closes (movement.closed),
-- and the stage "mp" with the facts movement.cost gives it, so a mod's
-- modifiers change the search as they change the move.
function movement.model(u)
  return { closed = movement.closed(u), stage = "mp", facts = facts_of(u), step_facts = "move" }
end

-- reach lists where u can go on `budget` MP from its hex, as nw68.reachable;
-- with `spread`, only that many destinations, evenly spaced (nw68.move_reach).
function movement.reach(u, budget, spread)
  local m = movement.model(u)
  m.spread = spread
  return nw68.move_reach(u, budget, m)
end

function movement.cost(u, from, to)
  local terms, rule = movement.cost_terms(u, from, to)
  if not terms then return nil, rule end
  local mp = nw68.compute{
    stage = "mp", name = "movement.mp-for", name_params = { unit = u.id, hex = to }, terms = terms,
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
  local terms = { { "movement.speed-term", speed, "movement.speed" } }
  if shaken and ooc then
    -- Shaken and Out Of Contact together: no movement at all [command.shaken-and-ooc]
    table.insert(terms, { "command.shaken-and-ooc-term", -speed, "command.shaken-and-ooc" })
    return terms, "command.shaken-and-ooc"
  end
  local cut = speed - units.half(speed)
  if shaken then
    if cut ~= 0 then table.insert(terms, { "results.shaken-half-speed", -cut, "results.shaken" }) end
    return terms, "results.shaken"
  end
  if ooc then
    if cut ~= 0 then table.insert(terms, { "command.ooc-half-speed", -cut, "command.out-of-contact" }) end
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
  if road then table.insert(terms, { "movement.road-bonus-term", 1, "movement.road-bonus" }) end
  local mp, _, replaced_by = nw68.compute{
    stage = "mp_budget", name = "movement.mp-budget-of", name_params = { unit = u.id }, terms = terms,
    facts = { unit = { id = u.id, side = u.side, class = movement.class(u), shaken = u.statuses.shaken == true,
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

-- foe_in returns the unit in `hex` that bars u from entering it on a plain
-- move, and the rule that bars it, or nil when the hex is open to u: the
-- kernel's cost model finds an enemy whose movement class holds its hex,
-- not carried, where u's class closes enemy hexes (terrain/movement.hcl:
-- entering an enemy hex is an assault and nothing else
-- [assault.definition]; aircraft fly over the ground units and are barred
-- only by the airspace rule, barred_in_air; the V-2's launch site holds no
-- hex: an enemy walks in and takes it [missiles.v2]). This is the one test
-- of "an enemy holds that hex": moves, groups, moving fire, flights,
-- assaults, retreats, unloading, skills that move a unit, automated sides
-- and path searches all ask it.
function movement.foe_in(u, hex)
  local id, rule = nw68.move_holder(u, hex)
  if not id then return nil end
  return nw68.unit(id), rule
end

-- barred_in_air returns the aircraft a helicopter flying at `altitude`
-- (its own when nil) may not share `hex` with, or nil [planes.airspace].
function movement.barred_in_air(u, hex, altitude)
  if not air.helicopter(u) then return nil end
  if (altitude or air.altitude(u)) ~= "cruise" then return nil end
  return air.intruder(u, hex)
end

-- closed lists the hexes the airspace rule closes to u, for the kernel's
-- path search (movement.model): for a helicopter at Cruise the hexes of
-- planes [planes.airspace]; the kernel closes enemy hexes itself (foe_in).
-- Kept while the state stays as it is.
function movement.closed(u)
  if not air.helicopter(u) then return {} end
  return nw68.memo("movement closed|" .. u.id, function()
    local out, seen = {}, {}
    for _, o in ipairs(nw68.units({})) do
      if o.on_map and not seen[o.hex] and movement.barred_in_air(u, o.hex) then
        seen[o.hex] = true
        table.insert(out, o.hex)
      end
    end
    table.sort(out)
    return out
  end)
end

-- check walks a path on paper and returns the MP it costs, or nil, a code,
-- a rule, a reason (a message key) and its values. Codes: off_map, not_adjacent, enemy_in_path (a foe
-- holds a hex on the way), enemy_hex (a foe holds the last hex: only an
-- assault enters it), airspace, impassable, too_far. opts.assault lets
-- the last hex be the assaulted enemy hex; opts.altitude is the altitude a
-- helicopter flies the path at (its own when nil).
function movement.check(u, path, budget, opts)
  opts = opts or {}
  local at, spent = u.hex, 0
  for i, to in ipairs(path) do
    if not nw68.on_map(to) then return nil, "off_map", "movement.speed", "movement.path-off-map", { hex = to } end
    if nw68.distance(at, to) ~= 1 then
      return nil, "not_adjacent", "movement.speed", "movement.path-not-adjacent", { to = to, at = at }
    end
    local foe, foe_rule = movement.foe_in(u, to)
    if foe and not (opts.assault and i == #path) then
      -- the reason names no unit: the foe may be one the seat is not shown
      if i == #path then
        return nil, "enemy_hex", foe_rule, "assault.foe-hex", { hex = to, unit = u.id }
      end
      return nil, "enemy_in_path", foe_rule, "assault.foe-in-path", { hex = to, unit = u.id }
    end
    local plane = movement.barred_in_air(u, to, opts.altitude)
    if plane then
      return nil, "airspace", "planes.airspace", "planes.plane-in-hex", { plane = plane.id, hex = to }
    end
    local mp, rule = movement.cost(u, at, to)
    if not mp then
      local key, params = "movement.cannot-enter", { to = to, at = at }
      if rule == "movement.water" then key, params = "movement.water-closed", { hex = to } end
      if rule == "oba.radiation" then key, params = "oba.radiation-closed", { hex = to, unit = u.id } end
      return nil, "impassable", rule, key, params
    end
    spent = spent + mp
    at = to
  end
  if spent > budget then
    return nil, "too_far", "movement.speed", "movement.path-too-far", { spent = string.format("%d", spent), unit = u.id, budget = string.format("%d", budget) }
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
