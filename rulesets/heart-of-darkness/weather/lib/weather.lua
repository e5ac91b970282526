-- The weather of each map in play (1.8). Owned by the weather area; other
-- areas ask it what the current weather forbids.
-- CONTRACT (stub until the weather area lands):
--   current(map) -> the weather marker id on that map, or nil for clear sky
--   forbids(map, what) -> true when the map's weather forbids `what`:
--     "fire" (placing fire), "fire_weapon", "electric_weapon", "smoke",
--     "airstrike", "artillery", "ranged" (ranged attacks), "ranged_skill"
--   range_divisor(map) -> 1, or 2 when ranges are halved
local M = {}
function M.current(map) return nil end
function M.forbids(map, what) return false end
function M.range_divisor(map) return 1 end
return M
