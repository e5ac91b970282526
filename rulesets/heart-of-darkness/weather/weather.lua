-- The weather's hooks (1.8): the Cleanup roll of every map in play, the
-- forecast of the first turn, halved ranges, and the vetoes of what a
-- weather forbids. What each weather does is data (weather/markers.hcl),
-- read through weather/lib/weather.lua.
local weather = require("weather")
local objects = require("objects")
require("fires") -- loaded now: weather/lib/weather.lua asks it while resolving

-- The Cleanup step "weather" (the expansion's Cleanup order): each map in
-- play, apart [weather.roll, weather.scope].
nw68.on("step", "weather", function()
  for _, map in ipairs(nw68.maps()) do weather.cleanup(map) end
end)

-- The weather forecast for turn 1 holds as play begins [weather.forecast].
nw68.on("phase_start", "*", function()
  local st = nw68.state()
  if st.begun or st.turn ~= 1 then return end
  for _, map in ipairs(nw68.maps()) do
    local f = weather.forecast(map, 1)
    if f and f ~= (weather.current(map) or "clear") then weather.apply_forecast(map, f) end
  end
end)

-- veto returns the weather's veto of `what` on the map of hex, if any
-- [weather.scope: the acting unit's own map, never underground units].
local WHAT = {
  fire = "no fire may be placed",
  fire_weapon = "no fire weapon may be used",
  electric_weapon = "no electric weapon may be used",
  smoke = "no smoke may be laid",
  artillery = "no artillery may strike",
  airstrike = "no air strike is possible",
  ranged = "no ranged attack may be made",
  ranged_skill = "no ranged skill may be used",
}
local function veto(hex, what, u)
  if not hex or not nw68.on_map(hex) then return nil end
  if u and not weather.affects(u) then return nil end
  local map = nw68.map_of(hex)
  local rule = weather.forbidding(map, what)
  if not rule then return nil end
  local kind = weather.current(map)
  if WHAT[what] then
    return "weather", rule, "weather.forbids-" .. string.gsub(what, "_", "-"), { weather = kind, map = map }
  end
  return "weather", rule, "weather.forbids-other", { weather = kind, map = map, what = what }
end

-- the weapon a unit names is a fire or electric source [weather.acid-rain]:
-- a carried item the objects area calls so (objects.source), or a factor of
-- a unit type whose stats.source says so
local function source(u, wname)
  if not u or not wname then return nil end
  for _, item in ipairs(u.carries or {}) do
    if item == wname then return objects.source(item) end
  end
  if u.weapons[wname] then return u.stats.source end
  return nil
end

local function weapon_veto(u, wname)
  local s = source(u, wname)
  if s == "fire" or s == "electric" then return veto(u.hex, s .. "_weapon", u) end
  return nil
end

-- Every range check of the base rules reads the "range" stage, so the
-- weather shapes ranges there: Fog halves them, rounding down [weather.fog];
-- where ranged attacks, or the weapon's source, are forbidden
-- [weather.darkness, weather.acid-rain] nothing reaches another hex (range
-- 0), so the masterless Black Hand and the candidate lists pass over such
-- fire; the vetoes below give the player the weather's rule.
-- the term labels (weather/messages.hcl): the weather by its id, named in the
-- reader's language; a source no message names (a mod's) is named by its id
local NO_WEAPON = { fire = "weather.range-no-fire-weapon", electric = "weather.range-no-electric-weapon" }
nw68.on("modify", "range", function(v, facts)
  local u = nw68.unit(facts.unit.id)
  if not weather.affects(u) then return end
  local map = nw68.map_of(u.hex)
  local kind = weather.current(map)
  if not kind then return end
  local rule = weather.rule_of(map)
  local s = source(u, facts.weapon.id)
  if weather.forbids(map, "ranged") then
    v.replace("weather.range-no-ranged", 0, rule, { weather = kind })
  elseif s and weather.forbids(map, s .. "_weapon") then
    if NO_WEAPON[s] then
      v.replace(NO_WEAPON[s], 0, rule, { weather = kind })
    else
      v.replace("weather.range-no-weapon", 0, rule, { weather = kind, source = s })
    end
  else
    local d = weather.range_divisor(map)
    if d > 1 then v.replace("weather.range-divided", math.floor(v.total / d), rule, { weather = kind, d = d }) end
  end
end)

local function unit_veto(id, what, wname)
  local u = nw68.unit(id or "")
  if not u or not u.on_map then return nil end
  local code, rule, reason, params = veto(u.hex, what, u)
  if code then return code, rule, reason, params end
  return weapon_veto(u, wname)
end

local FIRST = { phase = "first" }

-- ranged attacks [weather.darkness]: fire that reaches beyond the firer's
-- own hex (the range 0 above lets a weapon reach no further, so a unit may
-- still fire on an enemy stacked with it, an Independent say, as the
-- masterless Black Hand's choice assumes); fire or electric weapons never
-- [weather.acid-rain]
local function fire_veto(a)
  local u, t = nw68.unit(a.unit or ""), nw68.unit(a.target or "")
  if not u or not u.on_map then return nil end
  local from = u.hex
  if a.moving == "after" and a.path and #a.path > 0 then from = a.path[#a.path] end
  local at = a.at or (t and t.on_map and t.hex) or nil
  local ranged = at == nil or nw68.map_of(at) ~= nw68.map_of(from) or nw68.distance(from, at) > 0
  if ranged then
    local code, rule, reason, params = veto(u.hex, "ranged", u)
    if code then return code, rule, reason, params end
  end
  return weapon_veto(u, a.weapon)
end
nw68.on("action_validate", "fire", fire_veto, FIRST)
nw68.on("action_validate", "opportunity_fire", fire_veto, FIRST)

-- assaults with fire or electric weapons [weather.acid-rain]
nw68.on("action_validate", "assault", function(a)
  local lead = a.units and a.units[1]
  local u = lead and nw68.unit(lead)
  if not u or not u.on_map then return nil end
  return weapon_veto(u, a.weapon)
end, FIRST)

-- artillery [weather.darkness]: SPA indirect fire, off-board artillery and
-- missiles; smoke missions [weather.radwind]: an OBA smoke mission and a
-- missile's smoke warhead alike (the one check below), since no smoke may
-- be placed on the map at all
local function strike_veto(target, smoke)
  local code, rule, reason, params = veto(target, "artillery")
  if code then return code, rule, reason, params end
  if smoke then return veto(target, "smoke") end
end
nw68.on("action_validate", "spa_indirect", function(a) return unit_veto(a.unit, "artillery", a.weapon) end, FIRST)
nw68.on("action_validate", "call_oba", function(a) return strike_veto(a.target, a.mission == "smoke") end, FIRST)
nw68.on("action_validate", "launch", function(a) return strike_veto(a.target, a.warhead == "smoke") end, FIRST)

-- air strikes [weather.darkness, weather.sandstorm]: calling planes, and
-- their attacks
nw68.on("action_validate", "call_cas", function(a) return unit_veto(a.unit, "airstrike") end, FIRST)
nw68.on("action_validate", "plane_attack", function(a) return unit_veto(a.unit, "airstrike") end, FIRST)

-- laying smoke [weather.radwind], smoke bought at setup included (laid
-- where it is bought)
nw68.on("action_validate", "lay_smoke", function(a) return veto(a.hex, "smoke") end, FIRST)
nw68.on("action_validate", "buy", function(a)
  if a.kind == "smoke" and a.at then return veto(a.at, "smoke") end
end, FIRST)
