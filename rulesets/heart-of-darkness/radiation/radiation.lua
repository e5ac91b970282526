-- Radiation immunity (1.7) [radiation.immune, radiation.nuclear]: the
-- infantry of the sides the Radiation marker's stats name (its
-- immune_infantry_sides, radiation/markers.hcl) may enter Radiation hexes
-- at +1 MP, through the base value stage "radiation_access"
-- (movement.crosses_radiation), so base oba lets them cross unharmed. A
-- Nuclear strike itself still attacks them [radiation.nuclear].
local units = require("units")

local function immune_infantry(u)
  if not (u and units.infantry(u)) then return false end
  local s = nw68.entity("marker_kind", "radiation").stats
  for _, side in ipairs(s.immune_infantry_sides or {}) do
    if u.side == side then return true end
  end
  return false
end

nw68.on("modify", "radiation_access", function(v, facts)
  if v.total > 0 then return end
  local u = nw68.unit(facts.unit.id)
  if immune_infantry(u) then
    v.replace(u.side .. " infantry", 1, "radiation.immune")
  end
end)
