-- Auxiliaries (1.6) and the points that buy them [auxiliary.*, supply.*].
-- Owned by the auxiliary area; the setup, supply and cleanup areas share it.
local M = {}

-- POINTS lists the holdings a side spends on AUX: its pool ("supply", base
-- supply/holdings.hcl) and the setup's Specialization points.
local POINTS = { "supply", "specialization" }

-- anyone_can_spend reports whether some side holds a point to spend.
function M.anyone_can_spend()
  local st = nw68.state()
  for side in pairs(st.holdings) do
    for _, h in ipairs(POINTS) do
      if nw68.holding(side, h) > 0 then return true end
    end
  end
  return false
end

return M
