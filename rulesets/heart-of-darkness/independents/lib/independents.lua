-- Independent units (1.2). Owned by the independents area.
-- CONTRACT (stub until the independents area lands):
--   is_independent(u) -> boolean: an Independent counter (type tag
--     "independent"), controlled or not
--   uncontrolled(u) -> boolean: on the independent side
local M = {}
function M.is_independent(u) return u.tags.independent == true end
function M.uncontrolled(u) return u.side == "independent" end
return M
