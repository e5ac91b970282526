-- Obstacle markers a side holds and sets up before play (Wire, AT Ditches) [wire.supply,
-- wire.placement, ditches.placement]: who sets one up, where it may not go, and the setting up.
-- Each area states its own terrain test; a marker kind bars another through its stats
-- (`no_wire`, `no_ditch`).
local obstacles = {}

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

-- barred returns why `hex` takes no `kind` marker, as a message key and its values, or nil:
-- `fits(h)` is the area's terrain test (h = nw68.hex) and `what` (the key of a message with no
-- values) says what it allows; a hex holds one marker of a kind, and none beside a marker whose
-- stat `bar` is set.
function obstacles.barred(hex, kind, bar, fits, what)
  local h = nw68.hex(hex)
  if not fits(h) then
    return "wire.bad-terrain", { hex = hex, terrain = h.terrain, what = { key = what, params = {} } }
  end
  for k in pairs(h.markers) do
    if k == kind then return "wire.marker-already", { hex = hex, marker = kind } end
    if (nw68.entity("marker_kind", k).stats[bar] or 0) > 0 then
      return "wire.marker-barred", { hex = hex, other = k, marker = kind }
    end
  end
  return nil
end

-- check judges setting up a `kind` marker from `holding` in `hex`: nil, or code, rule, reason
-- (a message key) and its values.
function obstacles.check(hex, kind, holding, bar, fits, what, rules)
  local side = obstacles.placer(holding)
  if not side then return "bad_param", rules.supply, "wire.name-placer", {} end
  if nw68.holding(side, holding) <= 0 then return rules.none, rules.supply, "wire.none-held", { side = side, marker = kind } end
  local why, params = obstacles.barred(hex, kind, bar, fits, what)
  if why then return "bad_placement", rules.placement, why, params end
  return nil
end

-- place sets up the marker and takes it from the side's holding.
function obstacles.place(hex, kind, holding, rule)
  local side = obstacles.placer(holding)
  nw68.set_holding(side, holding, nw68.holding(side, holding) - 1)
  nw68.set_marker(hex, kind, 0)
  nw68.say("wire.set-up", { side = side, marker = kind, hex = hex, left = nw68.holding(side, holding) }, { rule = rule })
end

return obstacles
