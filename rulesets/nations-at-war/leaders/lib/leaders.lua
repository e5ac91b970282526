-- Leaders attached to platoons [leaders.*]: what other areas ask of a unit's leader.
-- A leader is an item in the unit's attached slot whose id is "leader" or that carries the tag
-- "leader" (so a mod may add named leaders); its stats are leadership and morale.
local M = {}

-- leader_items returns the ids of the leaders attached to u [leaders.assignment].
function M.items(u)
  local out = {}
  for _, id in ipairs(u.attached or {}) do
    local it = nw68.entity("item", id)
    if it and (id == "leader" or it.tags.leader) then table.insert(out, id) end
  end
  return out
end

-- has reports whether a leader is attached to u.
function M.has(u)
  return #M.items(u) > 0
end

-- leadership is what u's leaders add to every attack of u [leaders.attack].
function M.leadership(u)
  local n = 0
  for _, id in ipairs(M.items(u)) do
    n = n + (nw68.entity("item", id).stats.leadership or 0)
  end
  return n
end

-- morale is the morale u checks against when a leader is with it, else nil [leaders.morale].
function M.morale(u)
  for _, id in ipairs(M.items(u)) do
    local m = nw68.entity("item", id).stats.morale
    if m and m > 0 then return m end
  end
  return nil
end

-- in_command: a unit with a leader is always in command [leaders.command].
function M.in_command(u)
  return M.has(u)
end

return M
