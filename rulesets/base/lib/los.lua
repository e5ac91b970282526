-- Line of sight for the base game [los.required, los.tracing, los.hexside, los.smoke].
-- Returns a module with:
--   los.trace(from, to) -> blocked (bool), rule (id citing why), smoke_l1 (count of L1 smoke hexes crossed)
local los = {}

-- obstacle returns the LOS level of a hex's terrain and features.
local function obstacle(label)
  local h = nw68.hex(label)
  local level = 0
  local t = nw68.entity("terrain", h.terrain)
  if t and t.stats.los_level and t.stats.los_level > level then level = t.stats.los_level end
  for f in pairs(h.features) do
    local ft = nw68.entity("terrain", f)
    if ft and ft.stats.los_level and ft.stats.los_level > level then level = ft.stats.los_level end
  end
  return level, h.markers
end

-- a hex between the two ends: how much it blocks, as wrecks and smoke levels.
local function weight(label)
  local level, markers = obstacle(label)
  return { level = level, wreck = markers.wreck ~= nil, smoke = markers.smoke or 0 }
end

local function lesser(a, b)
  -- the line along a hexside takes the hex with the lesser obstacle [los.hexside]
  local function score(w) return w.level * 100 + w.smoke * 10 + (w.wreck and 1 or 0) end
  if score(b) < score(a) then return b end
  return a
end

function los.trace(from, to)
  local steps = nw68.line(from, to)
  local wrecks, smoke_l1 = 0, 0
  for i = 2, #steps - 1 do
    local s = steps[i]
    local w = weight(s.hex)
    if s.alt then w = lesser(w, weight(s.alt)) end
    if w.level >= 1 then return true, "los.required", smoke_l1 end
    if w.smoke >= 2 then return true, "los.smoke", smoke_l1 end
    if w.wreck then wrecks = wrecks + 1 end
    if w.smoke == 1 then smoke_l1 = smoke_l1 + 1 end
    -- two wrecks, two L1 smoke hexes, or an L1 smoke and a wreck block the line [los.tracing]
    if wrecks + smoke_l1 >= 2 then
      if smoke_l1 > 0 then return true, "los.smoke", smoke_l1 end
      return true, "los.tracing", smoke_l1
    end
  end
  return false, nil, smoke_l1
end

return los
