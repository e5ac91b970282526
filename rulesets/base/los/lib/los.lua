-- Line of sight for the base game [los.*, units.huge].
--
--   los.trace(from, to [, opts]) -> blocked (bool), rule (id citing why, when
--       blocked), smoke_l1 (the light-smoke DV to add: see below)
--   los.unit_level(u [, hex])    -> the height a unit sees from and is seen at
--                                   (standing in hex, default its own)
--   los.between(a, b)            -> los.trace between two units, with their heights
--   los.visible(u, target)       -> true when unit u sees target (a unit or a hex)
--
-- opts (optional) = { from_level = n, to_level = n } or { viewer = unit,
-- target = unit }. Without opts each end's height is guessed from its hex:
-- level 2 when every unit standing there flies at Cruise (or is a plane),
-- otherwise the ground level of the hex. A caller that knows the two units
-- should pass their heights, e.g. for a unit u firing from `from` at t in `at`:
--   los.trace(from, at, { from_level = los.unit_level(u, from), to_level = los.unit_level(t, at) })
-- as combat/lib/attack.lua does.
--
-- The model (the reading the project takes of the book's LOS section):
--
-- * Heights. A ground hex is at level 0, a hill hex at level 1
--   [los.hill-levels]. A unit sees and is seen at the level of its hex's
--   ground; a helicopter at Cruise or a plane (tag "air", not on its "noe"
--   face) is at level 2 [los.hill-levels]. A Huge unit is a level 1 object
--   in its hex (an obstacle to lines through the hex), but its own eyes stay
--   at its ground level: the book lets it take cover behind level 1 terrain,
--   so woods between it and an enemy still hide it [units.huge].
--
-- * Obstacles. Woods, urban and bare hills are level 1 obstacles; woods or
--   urban on a hill is level 2 (terrain.obstacle). A Huge land unit raises
--   its hex to ground + 1. Other units never block [los.required].
--
-- * Whether an obstacle of height o on ground g blocks a line between ends
--   at levels lo <= hi:
--     - lo = hi = 0 (ground to ground): any obstacle blocks [los.required].
--     - lo = hi = 1 (hill to hill): only an obstacle standing on a hill
--       (level 2) blocks, so a hill unit may fire across bare hill hexes and
--       over woods in a valley, but not through or beyond woods/urban on a
--       hill [los.hill-firing].
--     - lo = 0, hi = 1 (ground to hill): every hill hex between the two
--       blocks, so fire from below reaches a hill edge hex but no hill hex
--       behind it, and a unit on a hill sees the ground only from an edge
--       hex [los.hill-firing]. A level 1 obstacle on the ground between them
--       does not block (the hill unit looks down over it) unless it stands
--       right next to the ground end: that ground hex is "directly behind"
--       the obstacle, a blind spot [los.hill-blind-spots]. "Directly behind"
--       is read as: the obstacle hex is adjacent to the ground end, on the line.
--     - hi = 2 (air): a line to or from Cruise altitude is blocked only by
--       level 2 obstacles (woods/urban on a hill, a Huge unit on a hill)
--       standing between the ends, and not at all between two air units.
--       The book gives no air blind spots; none are modelled.
--   A line running along a hexside judges both hexes and takes the lesser
--   (no effect < one wreck < light smoke < blocking); it is blocked only when
--   both hexes block [los.hexside].
--
-- * Wrecks and smoke. Level 2 smoke between the ends blocks any line
--   [los.smoke]. A wreck hex counts only on a line whose two ends stand at
--   the wreck's own ground level ("same level" units); two such hexes block
--   [los.tracing]. A Level 1 smoke hex counts on a line where a level 1
--   obstacle in that hex would block it (smoke height equals its level, so
--   it drops out of lines passing above it); two counted light-smoke hexes,
--   or one and a counted wreck, block [los.smoke]. A hex holding both a wreck
--   and light smoke counts as both and blocks on its own. Only hexes strictly
--   between the ends count for blocking.
--
-- * smoke_l1, the DV the target gains [los.smoke-defense]: 1 when the line
--   crosses a counted light-smoke hex or the target's own hex ("to") holds
--   smoke, else 0 - applied once per attack whatever the number of smoke
--   hexes. For a blocked line it is the number of light-smoke hexes counted
--   before the block.
--
-- * How smoke acts is the smoke marker's data (los/markers.hcl), so a
--   ruleset that reads smoke otherwise patches the marker, not this code:
--     block_level  smoke of this level or more blocks a line through it (2)
--     stack_block  counted light-smoke hexes that block a line together, a
--                  light-smoke hex and a wreck hex then blocking too
--                  (2; 0: light smoke never blocks)
--     ends         1: smoke in the firer's and the target's own hexes acts
--                  as smoke the line passes through (blocks, or gives the
--                  DV), for an end standing below the smoke's top (ground
--                  + level); 0: only the target's hex, and only for the DV
--                  (the base game's reading)
--   The rule a smoke block cites is the marker's rule.
local terrain = require("terrain")
local units = require("units")

local los = {}

-- flying reports whether a unit is up at level 2 (Cruise helicopter or plane).
local function flying(u)
  return units.air(u) and u.face ~= "noe"
end

-- unit_level returns the height a unit sees from and is seen at
-- [los.hill-levels]: 2 for aircraft at Cruise, else the ground level of its
-- hex, or of `hex` when given (where it will stand, e.g. after a move).
function los.unit_level(u, hex)
  if flying(u) then return 2 end
  hex = hex or u.hex
  if not hex then return 0 end
  return terrain.ground(hex)
end

-- hex_level guesses the height of a line's end from its hex alone: 2 when
-- every unit there flies, else the hex's ground level.
local function hex_level(label)
  local n, up = 0, 0
  for _, u in ipairs(nw68.units_at(label)) do
    if not u.aboard then
      n = n + 1
      if flying(u) then up = up + 1 end
    end
  end
  if n > 0 and up == n then return 2 end
  return terrain.ground(label)
end

-- huge_in reports whether a Huge unit stands in the hex as a level 1 object
-- (a land unit, or a Huge helicopter down at NOE) [units.huge].
local function huge_in(label)
  for _, u in ipairs(nw68.units_at(label)) do
    if units.huge(u) and not u.aboard and not flying(u) then return true end
  end
  return false
end

-- blocker returns the rule id why an obstacle of height o on ground g blocks
-- a line between ends at levels lo <= hi, or nil; adjacent_low tells whether
-- the hex touches the lower end.
local function blocker(o, g, lo, hi, adjacent_low)
  if o <= 0 then return nil end
  if hi >= 2 then
    if lo < hi and o >= 2 then return "los.hill-levels" end
    return nil
  end
  if lo == hi then
    if o > lo then
      if lo == 0 then return "los.required" end
      return "los.hill-firing"
    end
    return nil
  end
  -- lo = 0, hi = 1: ground to hill
  if g >= 1 then return "los.hill-firing" end
  if adjacent_low then return "los.hill-blind-spots" end
  return nil
end

-- smoke_rules reads how smoke acts from the smoke marker's stats (see the
-- header): {block_level, stack_block, ends, rule}.
local function smoke_rules()
  local m = nw68.entity("marker_kind", "smoke")
  local st = m.stats
  return {
    block_level = st.block_level or 2,
    stack_block = st.stack_block or 2,
    ends = (st.ends or 0) > 0,
    rule = m.rule,
  }
end

-- what a hex between the ends says of sight: its obstacle height (the
-- los_level of its terrain and features: woods or urban 1, a hill 1 more)
-- and its ground level (a hill's ground) [los.hill-levels]
local SIGHT = { "los_level", "ground" }

-- effect judges one hex between the ends, a cell of nw68.sight_line:
-- {block = rule or nil, smoke = 0/1, wreck = 0/1}.
local function effect(cell, lo, hi, low_end)
  local label, markers = cell.hex, cell.markers
  local g, o = cell.values.ground, cell.values.los_level
  local adj = low_end ~= nil and nw68.distance(label, low_end) == 1
  local e = { smoke = 0, wreck = 0 }
  e.block = blocker(o, g, lo, hi, adj)
  if e.block then return e end
  if huge_in(label) and blocker(math.max(o, g + 1), g, lo, hi, adj) then
    e.block = "units.huge"
    return e
  end
  local smoke = markers.smoke or 0
  local sm = smoke_rules()
  if smoke > 0 and smoke >= sm.block_level then
    e.block = sm.rule
    return e
  end
  if smoke == 1 and blocker(math.max(o, g + 1), g, lo, hi, adj) then e.smoke = 1 end
  if markers.wreck ~= nil and lo == hi and g == lo then e.wreck = 1 end
  return e
end

local function score(e)
  if e.block then return 100 end
  return e.smoke * 10 + e.wreck
end

-- trace_levels traces the line between ends at heights lf and lt.
-- end_smoke judges the smoke in one end of the line, standing at `level`,
-- when the smoke marker says the ends count (ends = 1): blocked (the rule)
-- or the light smoke it adds (0 or 1). An end above the smoke's top (a unit
-- at Cruise over it) is not in it.
local function end_smoke(label, level, sm)
  local smoke = nw68.markers(label).smoke or 0
  if smoke <= 0 or level >= terrain.ground(label) + smoke then return nil, 0 end
  if smoke >= sm.block_level then return sm.rule, 0 end
  return nil, 1
end

local function trace_levels(from, to, lf, lt)
  local lo, hi = math.min(lf, lt), math.max(lf, lt)
  local low_end = nil
  if lo < hi then
    if lf == lo then low_end = from else low_end = to end
  end
  local sm = smoke_rules()
  local wrecks, smoke_l1 = 0, 0
  local end_l1 = 0 -- light smoke in the ends, when they count
  if sm.ends and from ~= to then
    for _, e in ipairs({ { from, lf }, { to, lt } }) do
      local rule, l1 = end_smoke(e[1], e[2], sm)
      if rule then return true, rule, 0 end
      end_l1 = end_l1 + l1
    end
  end
  for _, s in ipairs(nw68.sight_line(from, to, SIGHT)) do
    local e = effect(s, lo, hi, low_end)
    if s.alt then
      -- along a hexside the lesser obstacle counts; blocked only if both block [los.hexside]
      local e2 = effect(s.alt, lo, hi, low_end)
      if e.block and e2.block then
        e = { block = "los.hexside", smoke = 0, wreck = 0 }
      elseif score(e2) < score(e) then
        e = e2
      end
    end
    if e.block then return true, e.block, smoke_l1 end
    wrecks = wrecks + e.wreck
    smoke_l1 = smoke_l1 + e.smoke
    -- two light-smoke hexes, or light smoke and a wreck, block [los.smoke]
    -- (as many as the marker's stack_block; never with 0);
    -- two wreck hexes block [los.tracing]
    if sm.stack_block > 0 and (smoke_l1 >= sm.stack_block or (smoke_l1 >= 1 and wrecks >= 1)) then
      return true, sm.rule, smoke_l1
    end
    if wrecks >= 2 then return true, "los.tracing", smoke_l1 end
  end
  local dv = smoke_l1 + end_l1
  if not sm.ends and from ~= to and (nw68.hex(to).markers.smoke or 0) >= 1 then dv = 1 end
  if dv > 1 then dv = 1 end
  return false, nil, dv
end

-- a line is traced once while the state stays the same: the validation of
-- a shot and its resolution share the trace
function los.trace(from, to, opts)
  opts = opts or {}
  local lf = opts.from_level or (opts.viewer and los.unit_level(opts.viewer)) or hex_level(from)
  local lt = opts.to_level or (opts.target and los.unit_level(opts.target)) or hex_level(to)
  return nw68.memo(string.format("los %s %s %d %d", from, to, lf, lt), function()
    -- no line joins two maps in play: nothing sees across [los.tracing]
    if nw68.map_of(from) ~= nw68.map_of(to) then return true, "los.tracing", 0 end
    return trace_levels(from, to, lf, lt)
  end)
end

-- between traces the line from unit a to unit b at their own heights.
function los.between(a, b)
  return los.trace(a.hex, b.hex, { viewer = a, target = b })
end

-- visible reports whether unit u sees target: a unit (at its height) or a
-- hex label (at the hex's ground level). Units off the map see nothing.
function los.visible(u, target)
  if not u.on_map then return false end
  local blocked
  if type(target) == "table" then
    if not target.on_map then return false end
    blocked = los.between(u, target)
  else
    blocked = los.trace(u.hex, target, { viewer = u, to_level = terrain.ground(target) })
  end
  return not blocked
end

return los
