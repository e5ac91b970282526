-- Heroes (1.1) and the skills a unit has. Owned by the heroes area; other
-- areas ask it (the skills area above all):
--   is_hero(item_id) -> boolean: an item tagged "hero"
--   heroes_of(u) -> list of the Hero item ids attached to unit table u
--   skills_of(u) -> list of skill ids, sorted, each once: the unit type's
--     own (stats.skills), its Heroes' and the objects it carries (none for a
--     Huge unit, which uses no objects) [heroes.own-unit, objects.equipment]
--   has_skill(u, skill) -> boolean
--   skill_range(u, skill) -> "long" or "close": "long" when the bearer of the
--     skill (the unit type, a Hero or an object) lists it in
--     stats.long_range_skills (1.4), else "close"; nil when u lacks the skill
--   skill_source(u, skill) -> "unit", or the item id of the Hero or object
--     that lends it (the unit type's own first, then Heroes, then objects)
--   factor(u, stat) -> the sum of stat (av, dv...) over the Heroes on u
local M = {}

function M.is_hero(id)
  local it = nw68.entity("item", id)
  return it ~= nil and it.tags.hero == true
end

function M.heroes_of(u)
  local out = {}
  for _, id in ipairs(u.attached or {}) do
    if M.is_hero(id) then table.insert(out, id) end
  end
  return out
end

-- bearers lists where a unit's skills come from: {source, stats}. A Huge
-- unit uses no object, so its carried items lend it nothing (1.2).
local function bearers(u)
  local out = { { "unit", u.stats or {} } }
  for _, id in ipairs(M.heroes_of(u)) do
    table.insert(out, { id, nw68.entity("item", id).stats })
  end
  local carried = u.carries or {}
  if u.tags and u.tags.huge then carried = {} end
  for _, id in ipairs(carried) do
    local it = nw68.entity("item", id)
    if it then table.insert(out, { id, it.stats }) end
  end
  return out
end

local function listed(list, x)
  if type(list) ~= "table" then return false end
  for _, v in ipairs(list) do
    if v == x then return true end
  end
  return false
end

function M.skills_of(u)
  local seen, out = {}, {}
  for _, b in ipairs(bearers(u)) do
    local list = b[2].skills
    if type(list) == "table" then
      for _, s in ipairs(list) do
        if not seen[s] then
          seen[s] = true
          table.insert(out, s)
        end
      end
    end
  end
  table.sort(out)
  return out
end

function M.has_skill(u, skill)
  for _, b in ipairs(bearers(u)) do
    if listed(b[2].skills, skill) then return true end
  end
  return false
end

function M.skill_source(u, skill)
  for _, b in ipairs(bearers(u)) do
    if listed(b[2].skills, skill) then return b[1] end
  end
  return nil
end

function M.skill_range(u, skill)
  local found = false
  for _, b in ipairs(bearers(u)) do
    if listed(b[2].skills, skill) then
      found = true
      if listed(b[2].long_range_skills, skill) then return "long" end
    end
  end
  if found then return "close" end
  return nil
end

function M.factor(u, stat)
  local n = 0
  for _, id in ipairs(M.heroes_of(u)) do
    local v = nw68.entity("item", id).stats[stat]
    if type(v) == "number" then n = n + v end
  end
  return n
end

return M
