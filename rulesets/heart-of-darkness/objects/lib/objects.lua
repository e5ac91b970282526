-- Objects (1.3). Owned by the objects area; other areas ask it:
--   is_object(item_id) -> boolean: an item tagged "object" (weapons and
--     equipment of the expansion) or "weapon" (the base game's Weapons)
--   source(item_id) -> "fire", "electric" or nil: the kind of source a
--     weapon is (its tags; stats.source says the same) [objects.sources]
--   places_fire(item_id) -> boolean: a fire-placing weapon [objects.fire-placing]
--   indestructible(item_id) -> boolean: never removed from the game, by fire
--     or a destroyed transport (the Charred Heart) [objects.heart-ground]
--   for_sale(item_id) -> boolean: false for an object never bought as AUX
--   HEART: the Charred Heart's item id ("charred-heart")
--   heart_carrier(u) -> boolean: u carries the Heart (its aura is active)
--   carriers() -> the living units on the map carrying the Heart
--   aura_of(hex, except) -> the id of a Heart carrier whose dark aura covers
--     hex (within aura_radius, on the same map), leaving out unit `except`
--     and the carrier `except` transports; nil when none does [objects.aura-fear]
--   in_cover(u) -> boolean: u stands in a hex whose terrain improves its DV
--     (the terrain chart's defence for its class, or a hill); a Huge unit
--     only where ordinary fire grants it cover (base vehicles.huge_cover:
--     level 1 terrain or smoke) [objects.heart-aura, units.huge-hod]
local units = require("units")
local terrain = require("terrain")
local vehicles = require("vehicles")

local M = {}

M.HEART = "charred-heart"

local function item(id)
  if type(id) ~= "string" then return nil end
  return nw68.entity("item", id)
end

function M.is_object(id)
  local it = item(id)
  return it ~= nil and (it.tags.object == true or it.tags.weapon == true)
end

function M.source(id)
  local it = item(id)
  if not it then return nil end
  if it.tags.fire then return "fire" end
  if it.tags.electric then return "electric" end
  return nil
end

function M.places_fire(id)
  local it = item(id)
  return it ~= nil and it.tags.places_fire == true
end

function M.indestructible(id)
  local it = item(id)
  return it ~= nil and it.tags.indestructible == true
end

function M.for_sale(id)
  local it = item(id)
  return it ~= nil and not it.tags.not_for_sale
end

function M.heart_carrier(u)
  if not u or not u.alive then return false end
  for _, id in ipairs(u.carries or {}) do
    if id == M.HEART then return true end
  end
  return false
end

function M.carriers()
  local out = {}
  for _, u in ipairs(nw68.units({})) do
    if u.on_map and M.heart_carrier(u) then table.insert(out, u) end
  end
  return out
end

-- the carriers' ids and hexes, kept while the state stays as it is: every
-- validation asks whether a unit stands in an aura
local function carried_at()
  return nw68.memo("objects heart carriers", function()
    local out = {}
    for _, c in ipairs(M.carriers()) do table.insert(out, { id = c.id, hex = c.hex, aboard = c.aboard or "" }) end
    return out
  end)
end

function M.radius()
  local it = nw68.entity("item", M.HEART)
  return it and it.stats.aura_radius or 3
end

function M.aura_of(hex, except)
  local r = M.radius()
  for _, c in ipairs(carried_at()) do
    if c.id ~= except and c.aboard ~= except and nw68.map_of(c.hex) == nw68.map_of(hex) and nw68.distance(c.hex, hex) <= r then
      return c.id
    end
  end
  return nil
end

function M.in_cover(u)
  if not u.on_map then return false end
  if units.air(u) then return false end
  -- the one test ordinary fire uses for a Huge unit's cover (base
  -- units/classes.lua takes its terrain defence back elsewhere) [units.huge-hod]
  if units.huge(u) then return vehicles.huge_cover(u.hex) end
  if terrain.hill(u.hex) then return true end
  local n = 0
  for _, t in ipairs(terrain.dv_terms(u.hex, units.class(u))) do n = n + t[2] end
  return n > 0
end

return M
