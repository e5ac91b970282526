-- Bridges (1.7). Owned by the bridges area.
-- CONTRACT (stub until the bridges area lands):
--   state(hex) -> "intact", "destroyed" or nil (no bridge)
--   build(hex), repair(hex), destroy(hex): change the hex through
--     nw68.set_terrain / markers, citing the bridges rules
local M = {}
function M.state(hex) return nil end
function M.build(hex) end
function M.repair(hex) end
function M.destroy(hex) end
return M
