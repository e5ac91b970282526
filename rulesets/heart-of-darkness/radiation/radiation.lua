-- Radiation immunity (1.7) [radiation.immune, radiation.nuclear]: the
-- infantry of the sides the Radiation marker's stats name (its
-- immune_infantry_sides, radiation/markers.hcl) may enter Radiation hexes
-- at +1 MP, through the base value stage "radiation_access"
-- (movement.crosses_radiation), and take no harm from crossing them. A
-- Nuclear strike itself (attacker "oba-nuclear") still attacks them.
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

-- the attack of a Radiation hex crossed (base oba: the stand-in attacker
-- "radiation", kind "nuclear") does nothing to an immune unit: its hits go
-- before any result is applied [radiation.immune]. A Nuclear strike's own
-- attack (attacker "oba-nuclear") is not this one [radiation.nuclear].
nw68.on("unit_takes_hits", "*", function(ev)
  if ev.kind ~= "nuclear" or ev.attacker ~= "radiation" then return end
  local u = nw68.unit(ev.unit)
  if not immune_infantry(u) or ev.hits <= 0 then return end
  nw68.log("radiation.immune", string.format("%s is immune to radiation: the %d hit(s) of crossing it do nothing", u.id, ev.hits))
  ev.hits = 0
  ev.radiation_immune = { shaken = u.statuses.shaken == true }
end, { phase = "first" })

-- a result that reads no hits as a Shaken result (base results) is taken
-- back: the unit is left as it was before the crossing [radiation.immune]
nw68.on("unit_takes_hits", "*", function(ev)
  local was = ev.radiation_immune
  if not was then return end
  local u = nw68.unit(ev.unit)
  if u.alive and u.statuses.shaken and not was.shaken then
    nw68.set_status(u.id, "shaken", false)
  end
end, { phase = "last" })
