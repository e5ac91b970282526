-- Who counts as Undead (1.2, 1.3). Owned by the undead area.
-- CONTRACT (stub until the undead area lands):
--   is_undead(u) -> boolean for a unit table: a unit type tagged "undead",
--     or an infantry unit carrying the Charred Heart
local M = {}
function M.is_undead(u) return u.tags.undead == true end
return M
