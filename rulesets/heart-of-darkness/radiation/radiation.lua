-- Radiation immunity (1.7) [radiation.immune, radiation.nuclear]: the
-- infantry of the sides the Radiation marker's stats name (its
-- immune_infantry_sides, radiation/markers.hcl) may enter Radiation hexes
-- at +1 MP, through the base value stage "radiation_access"
-- (movement.crosses_radiation), so base oba lets them cross unharmed. A
-- Nuclear strike itself still attacks them [radiation.nuclear].
--
-- The base game opens Radiation to every Black Hand unit (oba.radiation);
-- the expansion's 1.7 names only the Black Hand's and White Hand's infantry
-- (and the Undead, the undead area's: undead.radiation, whose handler runs
-- after this one and may open the hex again). So in the expansion a unit
-- that is not infantry, of whatever side, is refused the hex here.
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
  local u = nw68.unit(facts.unit.id)
  if not u then return end
  if immune_infantry(u) then
    if v.total <= 0 then v.replace("radiation.immune-infantry", 1, "radiation.immune", { side = u.side }) end
  elseif v.total > 0 and not units.infantry(u) then
    -- the base game's whole-Black-Hand immunity is the infantry's only here
    v.replace("radiation.immune-non-infantry", 0, "radiation.immune", { side = u.side })
  end
end)
