-- Fire markers (1.7, 2.1). Owned by the fires area.
-- CONTRACT (stub until the fires area lands):
--   place(hex, cause) -> level placed (1 or 2), or nil when no fire may be
--     placed there (water, or the map's weather forbids fire). Places the
--     terrain-appropriate marker (L2 flammable, L1 otherwise; L1 on L1 makes
--     L2 only where flammable) and attacks every unit in the hex at once.
--     `cause` is a table copied into the hits' cause (say {by = unit id}).
--   level(hex) -> 0, 1 or 2
--   flammable(hex) -> boolean
local M = {}
function M.place(hex, cause) return nil end
function M.level(hex) return 0 end
function M.flammable(hex) return false end
return M
