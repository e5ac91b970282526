-- Bridge demolition by engineers [engineers.*]. demolish_bridge pays 2 MP and puts three Ops
-- Complete markers on the engineer: the unit counter `demolition` = 3 with the Ops Complete
-- status. One marker comes off at every Marker Removal Phase and every start of the engineer's
-- formation's pulse; when the last one comes off, 1d6 (+ an attached leader's leadership): 3+
-- blows the bridge (a Bridge Out marker), and the engineer and the units stacked with it move
-- out. Nothing of it lives in Lua: the counter and the marker are the kernel's.
local movement = require("movement")
local turn = require("turn")

local DEMOLITION_MARKERS = 3 -- Ops Complete markers placed [engineers.demolition]
local SUCCESS = 3            -- the least roll that blows the bridge [engineers.demolition-roll]

local function bridge_at(hex)
  local h = nw68.hex(hex)
  return h.features.bridge == true and not h.markers["bridge-out"]
end

local function cost(u)
  return nw68.compute{ stage = "demolition_cost", name = "engineers.demolition-by",
    name_params = { unit = u.id }, terms = { { "engineers.bridge-demolition", 2, "engineers.demolition" } } }
end

nw68.on("action_validate", "demolish_bridge", function(a)
  local u = nw68.unit(a.unit)
  if not bridge_at(u.hex) then
    return "no_bridge", "engineers.demolition", "engineers.no-bridge", { unit = u.id }
  end
  local need, left = cost(u), movement.budget(u)
  if need > left then
    return "too_far", "engineers.demolition", "engineers.too-far", { mp = need, unit = u.id, left = left }
  end
end)

nw68.on("action_resolve", "demolish_bridge", function(a)
  local u = nw68.unit(a.unit)
  local mp = cost(u)
  nw68.set_counter(u.id, "mp", movement.spent(u) + mp)
  nw68.set_counter(u.id, "demolition", DEMOLITION_MARKERS)
  nw68.set_status(u.id, "ops-complete", true)
  nw68.say("engineers.started", { unit = u.id, hex = u.hex, mp = mp, markers = DEMOLITION_MARKERS })
  nw68.report("demolition", { unit = u.id, hex = u.hex, markers = DEMOLITION_MARKERS })
end)

-- leadership of the leaders (items tagged leader) attached to u [engineers.leader-bonus].
local function leadership(u)
  local n = 0
  for _, id in ipairs(u.attached or {}) do
    local it = nw68.entity("item", id)
    if it and it.tags.leader then n = n + (it.stats.leadership or 0) end
  end
  return n
end

-- exit_hex: the first adjacent hex, in map order, u may legally enter: on the map, no enemy,
-- open to its class, room under the stacking limit [engineers.demolition-move].
local function exit_hex(u, leaving)
  local hexes = {}
  for _, h in ipairs(nw68.neighbors(u.hex)) do
    if nw68.on_map(h) then table.insert(hexes, h) end
  end
  for _, h in ipairs(turn.map_order(hexes)) do
    if not movement.foe_in(u, h) and movement.cost(u, u.hex, h) and movement.room(h, leaving, u.side) then
      return h
    end
  end
  return nil
end

-- blow: the roll, and on 3+ the Bridge Out marker and the units leaving the hex
-- [engineers.demolition-roll, engineers.bridge-out, engineers.demolition-move,
-- engineers.demolition-retry].
local function blow(u)
  local faces = nw68.roll(1, 6, "engineers.bridge-demolition")
  local total = nw68.compute{
    stage = "demolition_roll", name = "engineers.demolition-roll-of", name_params = { unit = u.id },
    terms = { { "1d6", faces[1], "engineers.demolition-roll" } },
    facts = { unit = { id = u.id, leadership = leadership(u) } },
  }
  local hex = u.hex
  local ok = total >= SUCCESS
  nw68.report("demolition_roll", { unit = u.id, hex = hex, die = faces[1], total = total, destroyed = ok })
  nw68.set_status(u.id, "ops-complete", true)
  if not ok then
    nw68.say("engineers.bridge-stands", { roll = total, hex = hex, unit = u.id })
    return
  end
  nw68.set_marker(hex, "bridge-out", 0)
  nw68.say("engineers.bridge-blown", { roll = total, hex = hex })
  -- the engineer and every unit stacked with it are Ops Complete and leave, one hex
  local leaving = {}
  for _, o in ipairs(nw68.units_at(hex)) do
    if o.alive and not nw68.enemies(u.side, o.side) then table.insert(leaving, o.id) end
  end
  table.sort(leaving)
  local placed = {}
  for _, id in ipairs(leaving) do
    local o = nw68.unit(id)
    nw68.set_status(id, "ops-complete", true)
    local to = exit_hex(o, { id })
    if to then
      nw68.move(id, to)
      nw68.say("engineers.leaves", { unit = id, hex = to })
    else
      nw68.say("engineers.no-exit", { unit = id })
      nw68.eliminate(id, "engineers.demolition-move")
    end
  end
end

-- tick takes one marker off every demolishing engineer of the list; the last one brings the roll
-- [engineers.demolition-timer].
local function tick(list)
  for _, u in ipairs(list) do
    local left = u.counters.demolition or 0
    if u.alive and u.on_map and left > 0 then
      left = left - 1
      nw68.set_counter(u.id, "demolition", left)
      if left > 0 then
        nw68.set_status(u.id, "ops-complete", true)
        nw68.say("engineers.marker-off", { unit = u.id, left = left })
      else
        nw68.say("engineers.last-marker", { unit = u.id })
        blow(nw68.unit(u.id))
      end
    end
  end
end

-- Marker Removal: after the turn area takes the Ops Complete markers off [turn.marker-removal].
nw68.on("step", "remove-ops-complete", function()
  tick(nw68.units({}))
end, { after = "turn" })

-- A formation's pulse: after its markers come off (pulse/, 3.4.1).
nw68.on("activation_start", "*", function(ev)
  if not ev.formation or ev.formation == "" then return end
  local list = {}
  for _, u in ipairs(nw68.units({ side = ev.side })) do
    if u.formation == ev.formation then table.insert(list, u) end
  end
  tick(list)
end, { after = "pulse" })

-- A Disrupted engineer's demolition is over: its markers come off [engineers.interrupted].
nw68.on("unit_status_changed", "disrupted", function(ev)
  if not ev.on then return end
  local u = nw68.unit(ev.unit)
  if (u.counters.demolition or 0) > 0 then
    nw68.set_counter(u.id, "demolition", 0)
    nw68.set_status(u.id, "ops-complete", false)
    nw68.say("engineers.interrupted", { unit = u.id })
  end
end)

nw68.on("action_enumerate", "demolish_bridge", function()
  local st = nw68.state()
  if st.active_side == "" then return {} end
  local out = {}
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    if u.on_map and u.tags.engineer and nw68.precondition("demolish_bridge", { unit = u.id }) == nil and bridge_at(u.hex) then
      table.insert(out, { unit = u.id })
    end
  end
  return out
end)
