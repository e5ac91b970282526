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

return M
