-- buying spends a side's supply during the muster [f.muster]
nw68.on("action_validate", "buy", function(a)
  if nw68.state().phase ~= "muster" then return "not_now", "f.muster", "troops are bought only at the muster" end
  local cost = nw68.entity("unit_type", "trooper").stats.cost
  if nw68.holding(a.side, "supply") < cost then return "too_poor", "f.muster", a.side .. " cannot pay " .. cost end
end)
nw68.on("action_resolve", "buy", function(a)
  local cost = nw68.entity("unit_type", "trooper").stats.cost
  nw68.set_holding(a.side, "supply", nw68.holding(a.side, "supply") - cost)
  nw68.spawn{ type = "trooper", side = a.side, hex = a.at }
end)

-- a bridge is built over a river and blown where it stands [f.bridge]
nw68.on("action_validate", "build_bridge", function(a)
  local h = nw68.hex(a.at)
  if h.terrain ~= "river" or h.features.bridge then return "no_river", "f.bridge", a.at .. " has no open river" end
end)
nw68.on("action_resolve", "build_bridge", function(a)
  nw68.set_terrain(a.at, "river", { "bridge" })
end)
nw68.on("action_validate", "blow_bridge", function(a)
  if not nw68.hex(a.at).features.bridge then return "no_bridge", "f.bridge", a.at .. " has no bridge" end
end)
nw68.on("action_resolve", "blow_bridge", function(a)
  nw68.set_terrain(a.at, "river")
end)

nw68.on("action_resolve", "end_phase", function() nw68.end_phase() end)

-- skirmishes eliminate troopers in battle [f.battle]
nw68.on("action_validate", "skirmish", function(a)
  if nw68.state().phase ~= "battle" then return "not_now", "f.battle", "skirmishes are fought in battle" end
end)
nw68.on("action_resolve", "skirmish", function(a) nw68.eliminate(a.unit, "f.battle") end)

-- a truce ends the game in battle; so does the end of a scenario's turns [f.end]
nw68.on("action_validate", "truce", function()
  if nw68.state().phase ~= "battle" then return "not_now", "f.end", "a truce is made in battle" end
end)
nw68.on("action_resolve", "truce", function() nw68.end_game("truce", "f.end") end)
nw68.on("phase_start", "battle", function()
  local sc = nw68.scenario()
  if sc and sc.turns > 0 and nw68.state().turn > sc.turns then nw68.end_game("the turns ran out", "f.end") end
end)
