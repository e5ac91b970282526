-- Obstacle markers a side holds and sets up before play (Wire, AT Ditches) [wire.supply,
-- wire.placement, ditches.placement]: who sets one up, where it may not go, and the setting up.
-- Each area states its own terrain test; a marker kind bars another through its stats
-- (`no_wire`, `no_ditch`).
local obstacles = {}

local function name(kind)
  return nw68.entity("marker_kind", kind).name
end

-- placer returns the side that sets up a marker of `holding`: the submitter, else the one side
-- holding some (hot seat), or nil.
function obstacles.placer(holding)
  local sub = nw68.submitter()
  if sub ~= "" then return sub end
  local found = nil
  for _, s in ipairs(nw68.state().sides) do
    if nw68.holding(s, holding) > 0 then
      if found then return nil end
      found = s
    end
  end
  return found
end

-- barred returns why `hex` takes no `kind` marker, or nil: `fits(h)` is the area's terrain
-- test (h = nw68.hex) and `what` says what it allows; a hex holds one marker of a kind, and none
-- beside a marker whose stat `bar` is set.
function obstacles.barred(hex, kind, bar, fits, what)
  local h = nw68.hex(hex)
  if not fits(h) then return hex .. " is " .. h.terrain .. ": " .. what end
  for k in pairs(h.markers) do
    if k == kind then return hex .. " holds its " .. name(kind) .. " marker already" end
    if (nw68.entity("marker_kind", k).stats[bar] or 0) > 0 then
      return hex .. " holds the " .. name(k) .. " marker, which the " .. name(kind) .. " may not share"
    end
  end
  return nil
end

-- check judges setting up a `kind` marker from `holding` in `hex`: nil, or code, rule, reason.
function obstacles.check(hex, kind, holding, bar, fits, what, rules)
  local side = obstacles.placer(holding)
  if not side then return "bad_param", rules.supply, "name the side (by) that sets it up" end
  if nw68.holding(side, holding) <= 0 then return rules.none, rules.supply, side .. " holds no " .. name(kind) .. " marker" end
  local why = obstacles.barred(hex, kind, bar, fits, what)
  if why then return "bad_placement", rules.placement, why end
  return nil
end

-- place sets up the marker and takes it from the side's holding.
function obstacles.place(hex, kind, holding, rule)
  local side = obstacles.placer(holding)
  nw68.set_holding(side, holding, nw68.holding(side, holding) - 1)
  nw68.set_marker(hex, kind, 0)
  nw68.log(rule, string.format("%s sets up the %s marker in %s: %d left", side, name(kind), hex, nw68.holding(side, holding)))
end

return obstacles
