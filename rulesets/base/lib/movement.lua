-- Movement [movement.*]: what entering a hex costs, and walking a path hex by
-- hex so that every hex entered can draw opportunity fire.
--
-- A walk pauses when entering a hex opens an interrupt window (opportunity
-- fire). The window's context carries what is left to do: the rest of the
-- path, the MP left, and a continuation (say, the fire of a unit that moves
-- and then fires). When the window is declined, or after the reaction,
-- movement.resume(context) carries on.
local terrain = require("terrain")
local units = require("units")

local movement = {}

-- continuations registered by other modules: name -> function(unit_id, ctx)
local continuations = {}

-- on_done registers a continuation run when a walk that named it ends.
function movement.on_done(name, fn) continuations[name] = fn end

local function black_hand_infantry(u)
  return u.side == "black-hand" and units.infantry(u)
end

-- cost returns the MP a unit pays to enter `to` from `from`, or nil and the
-- rule that forbids it.
function movement.cost(u, from, to)
  local parts, h = terrain.parts(to)
  local fh = nw68.hex(from)
  local key = "mp_" .. units.class(u)
  local on_road = h.features.road and fh.features.road
  local base = parts[1]
  local mp = base.stats[key] or 1
  if on_road then
    -- along a road the road's rate applies, and a road over water is a bridge [terrain.road]
    mp = nw68.entity("terrain", "road").stats[key]
  elseif mp < 0 then
    if black_hand_infantry(u) then
      mp = 1 + 1 -- Black Hand infantry wade through water at +1 MP [movement.water]
    else
      return nil, "movement.water"
    end
  end
  for i = 2, #parts do
    local extra = parts[i].stats.extra_mp
    if extra then mp = mp + extra end
  end
  if h.markers.wreck then mp = mp + 1 end -- [terrain.wreck]
  if h.markers.shellholes and not h.features.shellholes then mp = mp + 1 end -- [terrain.shellholes]
  return mp, nil
end

-- budget returns the MP a unit may spend this activation: its speed, halved
-- when Shaken or Out Of Contact (both: it may not move) [results.shaken,
-- command.out-of-contact, command.shaken-and-ooc].
function movement.budget(u)
  local speed = units.speed(u)
  local shaken, ooc = u.statuses.shaken, u.statuses.ooc and not units.recon(u)
  if shaken and ooc then return 0, "command.shaken-and-ooc" end
  if shaken then return units.half(speed), "results.shaken" end
  if ooc then return units.half(speed), "command.out-of-contact" end
  return speed, "movement.speed"
end

local function join(list, from)
  local out = {}
  for i = from, #list do table.insert(out, list[i]) end
  return table.concat(out, ",")
end

local function split(s)
  local out = {}
  if s == nil or s == "" then return out end
  for part in string.gmatch(s, "[^,]+") do table.insert(out, part) end
  return out
end
movement.split = split

-- check walks a path on paper and returns the MP it costs, or nil, a code,
-- a rule and a reason.
function movement.check(u, path, budget)
  local at, spent = u.hex, 0
  for _, to in ipairs(path) do
    if not nw68.on_map(to) then return nil, "off_map", "movement.speed", to .. " is off the map" end
    if nw68.distance(at, to) ~= 1 then
      return nil, "not_adjacent", "movement.speed", to .. " is not next to " .. at
    end
    local mp, rule = movement.cost(u, at, to)
    if not mp then return nil, "impassable", rule, to .. " cannot be entered" end
    spent = spent + mp
    at = to
  end
  if spent > budget then
    return nil, "too_far", "movement.speed", string.format("the path costs %d MP; %s has %d", spent, u.id, budget)
  end
  return spent
end

-- the walk in progress, read by the opportunity fire code to fill a window's context
local current = nil

-- pending returns what is left of the walk in progress of a unit, as window
-- context fields, or nil.
function movement.pending(unit_id)
  if current and current.unit == unit_id then
    local ctx = { unit = unit_id, rest = join(current.path, current.i + 1) }
    for k, v in pairs(current.after or {}) do ctx["then_" .. k] = tostring(v) end
    return ctx
  end
  return nil
end

-- walk moves a unit along a path, one hex at a time, spending MP into the
-- unit's "mp_spent" counter. `after` names a continuation (after.name) run
-- when the path is done. It returns false when a window paused the walk.
function movement.walk(unit_id, path, after)
  for i, to in ipairs(path) do
    local u = nw68.unit(unit_id)
    if not u or not u.alive then return true end
    local mp = movement.cost(u, u.hex, to)
    nw68.set_counter(unit_id, "mp_spent", (u.counters.mp_spent or 0) + mp)
    nw68.set_counter(unit_id, "moved", 1)
    current = { unit = unit_id, path = path, i = i, after = after }
    nw68.move(unit_id, to)
    current = nil
    if nw68.state().interrupt then return false end
  end
  movement.finish(unit_id, after)
  return true
end

-- finish runs a walk's continuation.
function movement.finish(unit_id, after)
  if after and after.name then
    local fn = continuations[after.name]
    if not fn then error("no continuation named " .. after.name) end
    fn(unit_id, after)
  end
end

-- resume carries on a walk paused by a window, from the window's context.
function movement.resume(ctx)
  local after = nil
  for k, v in pairs(ctx) do
    local name = string.match(k, "^then_(.+)$")
    if name then
      after = after or {}
      after[name] = v
    end
  end
  return movement.walk(ctx.unit, split(ctx.rest), after)
end

return movement
