-- Terrain of a hex as the rules read it [terrain.chart]: the hex's terrain and
-- features from the map, plus the terrain-like markers placed in play
-- (wreck, shellholes, sandbags).
local terrain = {}

local function ent(kind, id) return nw68.entity(kind, id) end

-- static returns what the map prints in a hex: {parts = terrain entities,
-- main terrain first then features by id, features = set of feature ids}.
function terrain.static(label)
  local h = nw68.hex(label)
  local p = { parts = { ent("terrain", h.terrain) }, features = h.features }
  local feats = {}
  for f in pairs(h.features) do table.insert(feats, f) end
  table.sort(feats)
  for _, f in ipairs(feats) do table.insert(p.parts, ent("terrain", f)) end
  return p
end

-- parts returns the terrain entities of a hex (main terrain first, then
-- features) and the hex as nw68.hex gives it now.
function terrain.parts(label)
  return terrain.static(label).parts, nw68.hex(label)
end

-- has reports whether a hex has a terrain or feature (or a marker of that name).
function terrain.has(label, id)
  local h = nw68.hex(label)
  return h.terrain == id or h.features[id] == true or h.markers[id] ~= nil
end

-- hill reports whether the hex is a hill hex.
function terrain.hill(label) return terrain.has(label, "hill") end

-- obstacle returns the hex's own obstacle height for LOS: woods or urban are
-- level 1, a hill is level 1, woods or urban on a hill are level 2 [los.hill-levels].
function terrain.obstacle(label)
  local h = nw68.hex(label)
  local base = ent("terrain", h.terrain).stats.los_level or 0
  if h.features.hill then return 1 + base end
  return base
end

-- ground returns the ground level of a hex: 1 on a hill, 0 otherwise.
function terrain.ground(label)
  if terrain.hill(label) then return 1 end
  return 0
end

-- dv_terms lists the terrain defence terms for a unit class in a hex
-- ("inf" or "veh"), each {label, value, rule}, as the DV's terrain-cover
-- modifier (terrain/modifiers.hcl) adds them; hill defence is not included
-- (it depends on the firer, see combat) [combat.defense-value].
function terrain.dv_terms(label, class)
  return nw68.terrain_terms(label, "dv_" .. class)
end

-- hides reports whether a unit of a class may be concealed in the hex [concealment.conditions].
function terrain.hides(label, infantry)
  local parts = terrain.parts(label)
  for _, t in ipairs(parts) do
    local hide = t.stats.hide
    if hide == "all" or (hide == "infantry" and infantry) then return true end
  end
  local h = nw68.hex(label)
  if h.markers.wreck then return true end
  if infantry and (h.markers.shellholes or h.markers.sandbags) then return true end
  return false
end

return terrain
