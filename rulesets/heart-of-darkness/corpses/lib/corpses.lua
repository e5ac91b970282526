-- The Corpses marker (1.2). Owned by the corpses area.
-- CONTRACT (stub until the corpses area lands):
--   present(hex) -> boolean: a Corpses marker, or a permanent source
--     (Magdeburg's graveyard)
--   place(hex) -> places one Corpses marker (at most one per hex)
--   take(hex) -> removes the hex's Corpses marker (a permanent source keeps
--     giving); returns false when there is none to take
local M = {}
function M.present(hex) return false end
function M.place(hex) end
function M.take(hex) return false end
return M
