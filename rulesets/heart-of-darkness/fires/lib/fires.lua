-- Fire markers (1.7, 2.1). Owned by the fires area.
-- CONTRACT:
--   place(hex, cause) -> level placed (1 or 2), or nil when no fire may be
--     placed there (water, or the map's weather forbids fire). Places the
--     terrain-appropriate marker (L2 flammable, L1 otherwise; L1 on L1 makes
--     L2 only where flammable) and attacks every unit in the hex at once.
--     `cause` is a table copied into the hits' cause (say {attacker = unit
--     id}); the hits always carry source = "fire" and kind = "fire".
--   level(hex) -> 0, 1 or 2
--   flammable(hex) -> boolean
-- Added by the fires area:
--   burnable(hex) -> false where no fire can ever burn (water)
--   attack(hex, unit_id [, cause]) -> hits: the hex's fire attacks one unit
--     (what a unit entering a burning hex suffers, fires.entry)
--   cleanup(map [, heatwave]) -> the Cleanup's fire step for one map
--     (fires.cleanup); heatwave = true runs the Heatwave's instead
--     (fires.heatwave). With heatwave nil it asks require("weather").
--   extinguish(map) -> number of fire markers removed from the map (the
--     weather's Acid Rain puts every fire out)
local units = require("units")
local weather = require("weather")

local M = {}

local function stats() return nw68.entity("marker_kind", "fire").stats end

local function max_level() return stats().max_level or 2 end

-- the Fire column of the hex's terrain (terrain/terrain.hcl): 1 flammable,
-- 0 not, -1 never burns. Features laid over the terrain do not change it.
local function fire_column(hex)
  local t = nw68.entity("terrain", nw68.hex(hex).terrain)
  return t.stats.flammable or 0
end

function M.flammable(hex) return fire_column(hex) > 0 end

function M.burnable(hex) return fire_column(hex) >= 0 end

function M.level(hex) return nw68.markers(hex).fire or 0 end

-- targets: the units a fire attacks in its hex, by id: not aboard a carrier
-- (the carrier is attacked and shares its results), not flying.
local function targets(hex)
  local out = {}
  for _, u in ipairs(nw68.units_at(hex)) do
    if u.alive and not u.aboard and not units.air(u) then table.insert(out, u) end
  end
  table.sort(out, function(a, b) return a.id < b.id end)
  return out
end

-- strike: a fire of `level` attacks unit u. AV = the level's factor (AP
-- against hard targets, HE against soft) + 2D6 on stage "fire-av"; DV = the
-- armor alone on stage "fire-dv": no terrain, no concealment [fires.attack].
-- The stages are the fire's own, so the ranged-fire handlers of stages
-- "av" and "dv" (concealment, cover) stay out; a later area may still
-- change a fire attack with a modify handler of these stages.
local function strike(hex, level, u, cause)
  local face = nw68.entity("marker_kind", "fire", "level-" .. level)
  local kind = "he"
  if units.target_class(u) == "hard" then kind = "ap" end
  local w = face.weapons[kind]
  local faces, roll = nw68.roll(2, 6, "fires.attack-roll")
  local facts = {
    fire = { kind = "fire", level = level, weapon = kind, hex = hex },
    target = { id = u.id, side = u.side, infantry = units.infantry(u), afv = units.afv(u), huge = units.huge(u) },
  }
  local av = nw68.compute{
    stage = "fire-av", name = "fires.av",
    terms = {
      { "fires.level-" .. kind, w.firepower, "fires.attack", { level = level } },
      { "fires.2d6", roll, "fires.attack", { a = faces[1], b = faces[2] } },
    },
    facts = facts,
  }
  local dv = nw68.compute{
    stage = "fire-dv", name = "fires.dv",
    terms = { { "fires.armor", u.stats.armor or 0, "fires.attack" } },
    facts = facts,
  }
  local hits = av - dv
  if hits < 0 then hits = 0 end
  nw68.say("fires.attacks", { level = level, hex = hex, unit = u.id, av = av, dv = dv, hits = hits })
  nw68.report("attack", {
    kind = "fire", attacker = "fire", assistant = "", target = u.id, weapon = kind,
    distance = 0, av = av, dv = dv, hits = hits, level = level,
  })
  if hits > 0 then
    local c = {}
    for k, v in pairs(cause or {}) do c[k] = v end
    c.source, c.kind = "fire", "fire"
    if c.attacker == nil and c.by ~= nil then c.attacker = c.by end
    nw68.hits(u.id, hits, c)
  end
  return hits
end

-- attack: the fire burning in hex attacks one unit (entering it) [fires.entry].
function M.attack(hex, id, cause)
  local lvl = M.level(hex)
  local u = nw68.unit(id)
  if lvl <= 0 or not u or not u.alive or u.aboard or units.air(u) then return 0 end
  return strike(hex, lvl, u, cause)
end

-- attack_all: a fire just placed attacks every unit in its hex [fires.attack].
local function attack_all(hex, cause)
  local lvl = M.level(hex)
  for _, u in ipairs(targets(hex)) do
    local now = nw68.unit(u.id)
    if now.alive then strike(hex, lvl, now, cause) end
  end
end

-- raise: the level a fire placed on `hex` brings it to, or nil when none
-- can burn there [fires.placement].
local function raise(hex)
  if not M.burnable(hex) then return nil end
  local cur = M.level(hex)
  local new
  if M.flammable(hex) then new = 2 else new = 1 end
  if cur > new then new = cur end
  if new > max_level() then new = max_level() end
  return new, cur
end

-- set puts the marker at `new` and logs the fire placed.
local function set(hex, new, cur)
  nw68.set_marker(hex, "fire", new)
  local key
  if cur == 0 then
    key = "fires.placed"
  elseif cur == new then
    key = "fires.placed-stays"
  else
    key = "fires.placed-grows"
  end
  nw68.say(key, { hex = hex, level = new })
end

function M.place(hex, cause)
  if weather.forbids(nw68.map_of(hex), "fire") then
    nw68.say("fires.weather-forbids", { hex = hex })
    return nil
  end
  local new, cur = raise(hex)
  if not new then
    nw68.say("fires.cannot-burn", { hex = hex })
    return nil
  end
  set(hex, new, cur)
  attack_all(hex, cause)
  return new
end

-- burning lists the hexes of one map holding fire, in map order.
local function burning(map)
  local out = {}
  for _, h in ipairs(nw68.marked("fire")) do
    if nw68.map_of(h.label) == map then table.insert(out, { label = h.label, level = h.markers.fire }) end
  end
  return out
end

-- burn destroys what lies on the ground in a burning hex [fires.cleanup].
local function burn(hex)
  local s = stats()
  local kinds, tags = {}, {}
  for _, k in ipairs(s.burns or {}) do kinds[k] = true end
  for _, t in ipairs(s.burns_tags or {}) do tags[t] = true end
  local found = {}
  for k in pairs(nw68.markers(hex)) do table.insert(found, k) end
  table.sort(found)
  for _, k in ipairs(found) do
    local m = nw68.entity("marker_kind", k)
    local burns = kinds[k] == true
    if not burns and m then
      for t in pairs(tags) do
        if m.tags[t] then burns = true end
      end
    end
    if burns and m and m.tags.indestructible then burns = false end
    if burns then
      nw68.remove_marker(hex, k)
      nw68.say("fires.cleanup-destroys", { hex = hex, marker = k })
    end
  end
end

-- spread: the flammable hexes next to Level 2 fires, each once, in the order
-- met (fires listed in map order, their neighbours in the kernel's order).
local function spread_targets(fires)
  local out, seen = {}, {}
  for _, f in ipairs(fires) do
    if f.level >= 2 then
      for _, n in ipairs(nw68.neighbors(f.label)) do
        if not seen[n] and M.flammable(n) then
          seen[n] = true
          table.insert(out, n)
        end
      end
    end
  end
  return out
end

-- the weather's say on a map's fires at Cleanup: kept as they are, and
-- spreading hot (the Heatwave)
local function heat(map)
  return weather.keeps(map, "fire") and weather.spreads_hot(map)
end

function M.cleanup(map, heatwave)
  if heatwave == nil then heatwave = heat(map) end
  local fires = burning(map)
  for _, f in ipairs(fires) do burn(f.label) end
  -- a spreading fire is fire placed: none where the weather forbids it
  local forbidden = weather.forbids(map, "fire")
  if forbidden and #fires > 0 then
    nw68.say("fires.weather-no-spread", { map = map })
  end
  if heatwave then
    -- the fires stay as they are; Level 2 spreads, raising Level 1 [fires.heatwave]
    for _, n in ipairs(spread_targets(fires)) do
      local cur = M.level(n)
      if cur < 2 and not forbidden then
        nw68.set_marker(n, "fire", 2)
        nw68.say("fires.heatwave-spreads", { hex = n })
        attack_all(n, {})
      end
    end
    return
  end
  -- every Level 1 fire goes out [fires.cleanup]
  for _, f in ipairs(fires) do
    if f.level <= 1 then
      nw68.remove_marker(f.label, "fire")
      nw68.say("fires.goes-out", { hex = f.label })
    end
  end
  -- flammable hexes next to Level 2 catch fire at Level 1
  for _, n in ipairs(spread_targets(fires)) do
    if M.level(n) == 0 and not forbidden then
      nw68.set_marker(n, "fire", 1)
      nw68.say("fires.spreads", { hex = n })
      attack_all(n, {})
    end
  end
  -- Level 2 dies down to Level 1
  for _, f in ipairs(fires) do
    if f.level >= 2 then
      nw68.set_marker(f.label, "fire", 1)
      nw68.say("fires.dies-down", { hex = f.label })
    end
  end
end

function M.extinguish(map)
  local n = 0
  for _, f in ipairs(burning(map)) do
    nw68.remove_marker(f.label, "fire")
    n = n + 1
  end
  return n
end

return M
