-- Independent units (1.2) [independents.*]. Owned by the independents area.
--
-- CONTRACT (other areas rely on these two):
--   is_independent(u) -> boolean: an Independent counter (type tag
--     "independent"), controlled or not
--   uncontrolled(u) -> boolean: on the independent side
-- Also:
--   SIDE, FORMATION            the Independents' side and formation ids
--   hostile(u)                 an uncontrolled Independent turned hostile
--   controlled(u)              an Independent a faction controls
--   uncontrolled_on_map()      whether an uncontrolled Independent is on the map
local M = {}

M.SIDE, M.FORMATION = "independent", "independent"

function M.is_independent(u) return u.tags.independent == true end
function M.uncontrolled(u) return u.side == M.SIDE end
function M.hostile(u) return u.side == M.SIDE and u.statuses.hostile == true end
function M.controlled(u) return M.is_independent(u) and u.side ~= M.SIDE end

function M.uncontrolled_on_map()
  for _, u in ipairs(nw68.units({ side = M.SIDE })) do
    if u.on_map then return true end
  end
  return false
end

return M
