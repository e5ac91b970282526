-- The weather of each map in play (1.8). Owned by the weather area; other
-- areas ask it what the current weather forbids or keeps.
--
-- The weather of a map is the weather marker on that map (a kind of
-- weather/markers.hcl, wherever a scenario or a case put it; this module lays
-- it on the map's first hex, A1): the state holds it, every seat sees it, and
-- a map with none has clear sky. What each weather does is data in its
-- marker kind's stats (weather/markers.hcl), so a mod changes it in HCL.
--
-- CONTRACT:
--   current(map) -> the weather marker id on that map, or nil for clear sky
--   forbids(map, what) -> true when the map's weather forbids `what`:
--     "fire" (placing fire), "fire_weapon", "electric_weapon", "smoke",
--     "airstrike", "artillery", "ranged" (ranged attacks), "ranged_skill"
--   range_divisor(map) -> 1, or 2 when ranges are halved
-- ADDED:
--   keeps(map, kind) -> true when Cleanup neither lowers nor removes markers
--     of `kind` ("smoke" under Fog, "fire" under Heatwave) [weather.fog,
--     weather.heatwave]: the smoke and fire Cleanup asks it
--   spreads_hot(map) -> true when Level 2 fire spreads to the flammable hexes
--     around it at Cleanup, raising Level 1 to Level 2 [weather.heatwave]
--   rule_of(map) -> the rule id of the map's weather (to cite in a veto)
--   say(rule, what, params) -> writes the line of what a weather does
--     (message "weather.<what>"), citing its rule (the events area's
--     airstrike the weather forbids calls it too)
--   forbidding(map, what) -> the rule id of the weather forbidding `what`, or nil
--   affects(u) -> false for a unit off the map or underground [weather.scope]
--   draw(map [, rule]) -> draws a weather marker at random for the map, the
--     one in play among them, lays it and applies its start effects (a worse
--     roll; event 16 calls it, citing its own rule). Resolving only
--   set(map, kind [, rule]) -> lays weather `kind` (nil: clear sky) and, if it
--     is a weather marker, applies its start effects. Resolving only
--   cleanup(map) -> the Cleanup of one map: the weather in play acts, then the
--     forecast or the roll sets the next turn's weather. Resolving only
--   forecast(map, turn) -> the weather a mission script fixes for the map in
--     that turn (a marker id or "clear"), or nil [weather.forecast]
--   apply_forecast(map, f) -> sets the forecast weather when it changes it
--   kinds() -> the weather marker kinds, in the order of the draw table
--   random_hex(map, purpose [, params]) -> a hex of the map chosen with the
--     kernel's dice: 1D<columns> for its column, then 1D<rows> for its row
--     (purpose: a message key with its params, or text)
local turn = require("turn")
local M = {}

-- the fires area's module, asked only while resolving (it asks this one what
-- the weather forbids, so neither requires the other while loading)
local function fires() return require("fires") end

-- the rows of the draw table, in order: the weather marker kinds
local DRAW = "weather-draw"
-- (rows 1, 2, ... up to the first total no row covers: a mod adds a weather
-- with a row and its marker kind)
local KINDS = {}
do
  local i = 1
  local row = nw68.table(DRAW, i)
  while row and row.marker do
    table.insert(KINDS, row.marker)
    i = i + 1
    row = nw68.table(DRAW, i)
  end
end

-- the hex a new weather marker is laid on: the map's first hex [weather.roll]
local DISPLAY = "A1"

-- kinds returns the weather marker kinds, in the order of the draw table.
function M.kinds() return KINDS end

-- label names a hex of a map as scripts must: qualified when several maps
-- are in play.
local function label(map, plain)
  if #nw68.maps() > 1 then return map .. ":" .. plain end
  return plain
end

local function on_map(map, hex)
  return nw68.map_of(hex) == map
end

-- marker returns the weather marker on a map and its hex, or nil.
local function marker(map)
  for _, kind in ipairs(KINDS) do
    for _, h in ipairs(nw68.marked(kind)) do
      if on_map(map, h.label) then return kind, h.label end
    end
  end
  return nil
end

function M.current(map)
  return (marker(map))
end

-- stats returns the stats of the map's weather, or an empty table.
local EMPTY = {}
local function stats(map)
  local kind = marker(map)
  if not kind then return EMPTY end
  return nw68.entity("marker_kind", kind).stats
end

local function has(list, x)
  for _, v in ipairs(list or EMPTY) do
    if v == x then return true end
  end
  return false
end

function M.rule_of(map)
  local kind = marker(map)
  if not kind then return nil end
  return nw68.entity("marker_kind", kind).rule
end

function M.forbids(map, what)
  return has(stats(map).forbids, what)
end

function M.forbidding(map, what)
  if M.forbids(map, what) then return M.rule_of(map) end
  return nil
end

function M.range_divisor(map)
  return stats(map).range_divisor or 1
end

function M.keeps(map, kind)
  return has(stats(map).keeps, kind)
end

function M.spreads_hot(map)
  return has(stats(map).spreads, "fire")
end

-- affects reports whether the weather of its map acts on a unit: not off
-- the map, not underground [weather.scope].
function M.affects(u)
  return u ~= nil and u.on_map == true and not u.statuses.underground
end

function M.random_hex(map, purpose, params)
  local b = nw68.board(map)
  local p = purpose
  if params then p = { key = purpose, params = params } end
  local _, col = nw68.roll(1, b.cols, "weather.random-column", { params = { purpose = p } })
  local _, row = nw68.roll(1, b.rows, "weather.random-row", { params = { purpose = p } })
  return label(map, turn.letters(col) .. row)
end

local function declared(kind)
  return nw68.entity("marker_kind", kind) ~= nil
end

-- markers_of lists {hex, level} of every marker of a kind on the map (none
-- for a kind no loaded layer declares).
local function markers_of(map, kind)
  local out = {}
  if not declared(kind) then return out end
  for _, h in ipairs(nw68.marked(kind)) do
    if on_map(map, h.label) then table.insert(out, { hex = h.label, level = h.markers[kind] }) end
  end
  return out
end

-- The lines of what a weather does ("weather.<what>", declared in
-- messages.hcl) cite the rule of the weather (a weather marker's, in its
-- data). (M.say speaks for the events area too: an airstrike the weather
-- forbids.)
function M.say(rule, what, params)
  nw68.say("weather." .. what, params, { rule = rule })
end

-- clears removes every marker of the kinds listed from the map. The lines
-- and the dice name the weather by its id (wid: a marker_kind, its name in
-- the reader's language).
local function clears(map, kinds, rule, wid)
  for _, kind in ipairs(kinds or EMPTY) do
    local n = 0
    for _, m in ipairs(markers_of(map, kind)) do
      nw68.remove_marker(m.hex, kind)
      n = n + 1
    end
    if n > 0 then
      M.say(rule, "cleared", { weather = wid, map = map, n = n, kind = kind })
    else
      M.say(rule, "nothing-to-clear", { weather = wid, map = map, kind = kind })
    end
  end
end

-- drifts moves every marker of the kinds listed one hex in a random
-- direction: one die as big as the number of the hex's neighbours on the
-- map, so a marker never leaves it (provisional: the book does not say what
-- happens at a map edge).
local function drifts(map, kinds, rule, wid)
  for _, kind in ipairs(kinds or EMPTY) do
    local ms = markers_of(map, kind)
    for _, m in ipairs(ms) do nw68.remove_marker(m.hex, kind) end
    for _, m in ipairs(ms) do
      local ns = nw68.neighbors(m.hex)
      local _, d = nw68.roll(1, #ns, "weather.drift-roll", { params = { weather = wid, kind = kind, hex = m.hex } })
      local to = ns[d]
      local here = nw68.markers(to)[kind]
      nw68.set_marker(to, kind, math.max(m.level or 0, here or 0))
      M.say(rule, "drifts", { weather = wid, kind = kind, from = m.hex, to = to })
    end
  end
end

-- places lays `count` markers of a kind on distinct random hexes; fire goes
-- through the fires area (terrain-appropriate, attacking at once). A hex
-- already chosen, or where the marker may not go, is rolled again (up to
-- 10 times a marker).
local function places(map, kind, st, rule, wid)
  if not kind then return end
  local chosen = {}
  for i = 1, st.count or 0 do
    for _ = 1, 10 do
      local hex = M.random_hex(map, "weather.hex-of", { weather = wid, i = i, kind = kind })
      if not chosen[hex] then
        local ok
        if kind == "fire" then
          ok = fires().place(hex, { kind = "fire", weather = wid }) ~= nil
        else
          nw68.set_marker(hex, kind, st.level or 0)
          ok = true
        end
        if ok then
          chosen[hex] = true
          M.say(rule, "laid", { weather = wid, kind = kind, hex = hex })
          break
        end
      end
    end
  end
end

-- start applies the start effects of a weather marker on a map: what it
-- clears, what drifts, what it lays.
local function start(map, kind)
  local e = nw68.entity("marker_kind", kind)
  local st, rule = e.stats, e.rule
  clears(map, st.clears, rule, kind)
  drifts(map, st.drifts, rule, kind)
  places(map, st.places, st, rule, kind)
end

-- the lines of a new weather ("weather.now...") cite the rule a caller
-- gives (draw and set; the events area's weather shift draws too), else the
-- weather's own.
function M.set(map, kind, rule)
  local old, at = marker(map)
  for _, k in ipairs(KINDS) do
    for _, m in ipairs(markers_of(map, k)) do nw68.remove_marker(m.hex, k) end
  end
  if not kind then
    nw68.say("weather.now-clear", { map = map }, { rule = rule or "weather.roll" })
    nw68.report("weather", { map = map, weather = "clear" })
    return
  end
  nw68.set_marker(at or label(map, DISPLAY), kind)
  local e = nw68.entity("marker_kind", kind)
  nw68.say(old == kind and "weather.now-again" or "weather.now", { map = map, weather = kind }, { rule = rule or e.rule })
  nw68.report("weather", { map = map, weather = kind })
  start(map, kind)
end

function M.draw(map, rule)
  local _, n = nw68.roll(1, #KINDS, "weather.marker-roll", { params = { map = map } })
  local kind = nw68.table(DRAW, n).marker
  M.set(map, kind, rule or "weather.roll")
  return kind
end

-- ongoing applies what the weather in play does at each Cleanup: hits on
-- the hills named, markers that drift.
local function ongoing(map)
  local kind = marker(map)
  if not kind then return end
  local e = nw68.entity("marker_kind", kind)
  local st = e.stats
  if (st.hits or 0) > 0 and st.hills then
    for _, u in ipairs(nw68.units({})) do
      if M.affects(u) and on_map(map, u.hex) then
        local h = nw68.hex(u.hex)
        local hit = false
        for _, name in ipairs(st.hills) do
          local n = string.lower(string.gsub(h.name or "", " ", "-"))
          if h.features[name] or n == name then hit = true end
        end
        if hit then
          M.say(e.rule, "hill-hits", { weather = kind, unit = u.id, hex = u.hex, hits = st.hits })
          nw68.hits(u.id, st.hits, { kind = "weather", weather = kind })
        end
      end
    end
  end
  drifts(map, st.drifts, e.rule, kind)
end

-- forecast returns what a mission script fixes for a map's weather during
-- turn t: a weather marker id, "clear", or nil (roll) [weather.forecast].
-- The scenario's (or a case's) option forecast = { "<turn>" = "<weather>" }
-- holds for every map, forecast = { <map> = { "<turn>" = "<weather>" } } for
-- one; else the standing weather of every turn (table "weather-standing"),
-- when a rule names one.
function M.forecast(map, t)
  local sc = nw68.scenario()
  local key = tostring(t)
  if sc and type(sc.options.forecast) == "table" then
    local f = sc.options.forecast
    if type(f[map]) == "table" and f[map][key] then return f[map][key] end
    if type(f[key]) == "string" then return f[key] end
  end
  -- the standing weather (weather/tables.hcl), when a rule names one
  local standing = nw68.table("weather-standing", "every-turn")
  if standing and standing.marker ~= "clear" then return standing.marker end
  return nil
end

-- apply_forecast sets a map's weather to the forecast, when it changes it.
function M.apply_forecast(map, f)
  local kind = f
  if f == "clear" then kind = nil end
  if kind and not has(KINDS, kind) then
    error("forecast weather " .. tostring(f) .. " is no weather marker")
  end
  if kind == M.current(map) then
    nw68.say("weather.forecast-holds", { map = map })
    return
  end
  if kind then
    nw68.say("weather.forecast-sets", { map = map, weather = kind })
  else
    nw68.say("weather.forecast-sets-clear", { map = map })
  end
  M.set(map, kind, "weather.forecast")
end

function M.cleanup(map)
  ongoing(map)
  local st = nw68.state()
  local f = M.forecast(map, st.turn + 1)
  if f then
    M.apply_forecast(map, f)
    return
  end
  local last = turn.last_turn()
  if last and st.turn >= last then return end -- no next turn
  local _, n = nw68.roll(1, 6, "weather.cleanup-roll", { params = { map = map } })
  local row = nw68.table("weather-roll", n)
  local kind = M.current(map)
  nw68.report("weather_roll", { map = map, roll = n, result = row.result })
  if row.result == "worse" then
    nw68.say("weather.roll-worsens", { roll = n, map = map })
    M.draw(map, "weather.roll")
  elseif row.result == "clear" then
    if kind then
      nw68.say("weather.roll-clears", { roll = n, map = map })
      M.set(map, nil, "weather.roll")
    else
      nw68.say("weather.roll-stays-clear", { roll = n, map = map })
    end
  else
    if kind then
      nw68.say("weather.roll-holds", { roll = n, map = map, weather = kind })
    else
      nw68.say("weather.roll-holds-clear", { roll = n, map = map })
    end
  end
end

return M
