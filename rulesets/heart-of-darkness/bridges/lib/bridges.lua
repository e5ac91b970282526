-- Bridges (1.7). Owned by the bridges area.
-- CONTRACT:
--   state(hex) -> "intact", "destroyed" or nil (no bridge)
--   build(hex), repair(hex), destroy(hex): change the hex through
--     nw68.set_terrain / markers, citing the bridges rules
-- Added:
--   check(hex, task) -> nil, or code, rule, key, params when the work cannot be
--     done there (task "build", "repair" or "destroy"): what an action's
--     validation asks before it calls build, repair or destroy
--   intact() -> the hexes of the maps in play holding an intact bridge
--
-- A bridge is a water hex carrying the road feature [bridges.bridge]: the
-- movement rules already let units cross water along a road only. A
-- destroyed bridge is the water hex without its road, so it is closed like
-- any water [bridges.destroyed]. The Bridge marker (bridges/markers.hcl)
-- records the state: level 0 its intact face, 1 its destroyed face; a
-- printed bridge with no marker is intact.
local M = {}

local function marker_levels()
  local s = nw68.entity("marker_kind", "bridge").stats
  return s.intact or 0, s.destroyed or 1
end

local function water(h)
  return h.terrain == "water"
end

-- features lists a hex's features, with or without the road.
local function features(h, road)
  local out = {}
  for f in pairs(h.features) do
    if f ~= "road" then table.insert(out, f) end
  end
  if road then table.insert(out, "road") end
  table.sort(out)
  return out
end

function M.state(hex)
  local h = nw68.hex(hex)
  local intact, destroyed = marker_levels()
  local m = h.markers.bridge
  if m ~= nil then
    if m == destroyed then return "destroyed" end
    return "intact"
  end
  if water(h) and h.features.road then return "intact" end
  return nil
end

local WANT = { build = nil, repair = "destroyed", destroy = "intact" }

-- intact lists the hexes of every map in play holding an intact bridge, in
-- map order; worked out once while the state stays as it is.
function M.intact()
  return nw68.memo("bridges intact", function()
    local out = {}
    for _, map in ipairs(nw68.maps()) do
      local b = nw68.board(map)
      local corner = #nw68.maps() > 1 and (map .. ":A1") or "A1"
      for _, h in ipairs(nw68.within(corner, b.cols + b.rows)) do
        if M.state(h) == "intact" then table.insert(out, h) end
      end
    end
    table.sort(out)
    return out
  end)
end

function M.check(hex, task)
  local h = nw68.hex(hex)
  local state = M.state(hex)
  if task == "build" then
    if not water(h) then return "not_water", "bridges.work", "bridges.not-water", { hex = hex } end
    if state ~= nil then return "bridge_present", "bridges.work", "bridges.present-" .. state, { hex = hex } end
    return nil
  end
  if WANT[task] == nil then error("bridges.check: unknown task " .. tostring(task)) end
  if state ~= WANT[task] then
    local key = "bridges.cannot-" .. (task == "repair" and "repair" or "blow") .. "-" .. (state or "none")
    return "no_bridge", "bridges.work", key, { hex = hex }
  end
  return nil
end

-- lay puts the road on (intact) or off (destroyed) and turns the marker.
local function lay(hex, intact_now)
  local h = nw68.hex(hex)
  local intact, destroyed = marker_levels()
  nw68.set_terrain(hex, h.terrain, features(h, intact_now))
  nw68.set_marker(hex, "bridge", intact_now and intact or destroyed)
end

local function must(hex, task)
  local code, _, reason = M.check(hex, task)
  if code then error("bridges." .. task .. ": " .. reason) end
end

function M.build(hex)
  must(hex, "build")
  lay(hex, true)
  nw68.say("bridges.built", { hex = hex })
end

function M.repair(hex)
  must(hex, "repair")
  lay(hex, true)
  nw68.say("bridges.repaired", { hex = hex })
end

function M.destroy(hex)
  must(hex, "destroy")
  lay(hex, false)
  nw68.say("bridges.road-cut", { hex = hex })
end

return M
