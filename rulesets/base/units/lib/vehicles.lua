-- Armoured vehicle helpers shared with other areas [units.apcs, units.recon,
-- units.spa-indirect-fire, units.huge].
--
--   vehicles.passengers(u)        living units aboard carrier u (unit tables)
--   vehicles.passenger_bonus(u)   the AV a carrier's passengers add (+1 each, not when Shaken)
--   vehicles.sees(u, hex)         u is a living unit on the map, not aboard, with a clear LOS to hex
--   vehicles.spotters(spa, hex)   the units that may call the SPA's indirect fire on hex
--   vehicles.huge_cover(hex)      a Huge unit in this hex gets cover (level 1 blocking hex)
local units = require("units")
local command = require("command")

local vehicles = {}

function vehicles.passengers(u)
  local out = {}
  for _, id in ipairs(u.transports or {}) do
    local p = nw68.unit(id)
    if p and p.alive and p.aboard == u.id then table.insert(out, p) end
  end
  return out
end

-- +1 AV for each transported unit that is not Shaken [units.apc-passengers]
function vehicles.passenger_bonus(u)
  local n = 0
  for _, p in ipairs(vehicles.passengers(u)) do
    if not p.statuses.shaken then n = n + 1 end
  end
  return n
end

function vehicles.sees(u, hex)
  if not (u and u.alive and u.on_map) or u.aboard then return false end
  if u.hex == hex then return true end
  return nw68.sees(u, hex)
end

-- spotters lists who may call an SPA's indirect fire on a hex: the
-- formation's CO/2IC or a recon unit of the same formation, with LOS to the
-- hex [units.spa-indirect-fire]. Sorted by unit id.
function vehicles.spotters(spa, hex)
  local out = {}
  if spa.formation == "" then return out end
  local co = command.commander(spa.formation)
  for _, u in ipairs(nw68.units({ formation = spa.formation })) do
    local role = (co and co.id == u.id) or units.recon(u)
    if role and vehicles.sees(u, hex) then table.insert(out, u) end
  end
  return out
end

-- a Huge unit takes cover only in a level 1 LOS-blocking hex: woods, urban
-- or smoke [units.huge]
function vehicles.huge_cover(hex)
  local h = nw68.hex(hex)
  local t = nw68.entity("terrain", h.terrain)
  if t and (t.stats.los_level or 0) >= 1 then return true end
  return (h.markers.smoke or 0) >= 1
end

return vehicles
