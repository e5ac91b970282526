-- Overwatch [overwatch.*]: a unit pays MP to go into Overwatch; it then carries the status
-- `overwatch` instead of Ops Complete when its activation ends (movement/move.lua leaves it
-- unmarked), reacts to enemy moves through the Opportunity Fire window at normal or reduced
-- range with +1 To-Hit (modifiers.hcl), and turns Ops Complete once it fires.
local movement = require("movement")
local attack = require("attack")
local units_lib = require("units")

local function cost(u)
  return nw68.compute{
    stage = "overwatch_cost", name = "overwatch.cost-name", name_params = { unit = u.id },
    terms = { { "overwatch.cost-term", 1, "overwatch.cost" } },
    facts = { unit = { id = u.id, hard = units_lib.hard(u) } },
  }
end

-- the MP (1 or 2) must be left; no Overwatch in a Smoke hex [overwatch.cost, overwatch.restrictions]
nw68.on("action_validate", "overwatch", function(a)
  local u = nw68.unit(a.unit)
  if nw68.hex(u.hex).markers.smoke then
    return "in_smoke", "overwatch.restrictions", "overwatch.in-smoke", { unit = u.id }
  end
  local need, left = cost(u), movement.budget(u)
  if need > left then
    return "too_far", "overwatch.cost", "overwatch.too-far", { unit = u.id, mp = need, left = left }
  end
end)

nw68.on("action_resolve", "overwatch", function(a)
  local u = nw68.unit(a.unit)
  local mp = cost(u)
  nw68.set_status(u.id, "overwatch", true)
  movement.spend(u.id, mp)
  nw68.say("overwatch.entered", { unit = u.id, mp = mp, spent = movement.spent(nw68.unit(u.id)), mf = movement.mf(u) })
  nw68.report("overwatch", { unit = u.id, mp = mp })
end)

-- Overwatch fire reaches normal or reduced range only [overwatch.fire].
nw68.on("opportunity_veto", "*", function(ev)
  local f = nw68.unit(ev.unit)
  if f.statuses.overwatch and attack.band(f, ev.weapon, ev.at) == "extended" then
    return { code = "overwatch_range", rule = "overwatch.fire",
      reason = "overwatch.extended-range", params = { unit = f.id, hex = ev.at } }
  end
end)

-- Once it fired (Ops Complete), the unit's Overwatch is over [overwatch.ops-complete].
nw68.on("unit_status_changed", "ops-complete", function(ev)
  if ev.on and nw68.unit(ev.unit).statuses.overwatch then
    nw68.set_status(ev.unit, "overwatch", false)
    nw68.say("overwatch.fired", { unit = ev.unit })
  end
end)

-- A Disrupted unit loses its Overwatch [overwatch.lost].
nw68.on("unit_status_changed", "disrupted", function(ev)
  if ev.on and nw68.unit(ev.unit).statuses.overwatch then
    nw68.set_status(ev.unit, "overwatch", false)
    nw68.say("overwatch.lost", { unit = ev.unit })
  end
end)

-- The formation's next pulse takes its Overwatch markers off with its other markers (3.4.1)
-- [overwatch.marker].
nw68.on("activation_start", "*", function(ev)
  for _, u in ipairs(nw68.units({ side = ev.side })) do
    if u.alive and u.statuses.overwatch and (ev.formation == nil or ev.formation == "" or u.formation == ev.formation) then
      nw68.set_status(u.id, "overwatch", false)
      nw68.say("overwatch.ends", { unit = u.id })
    end
  end
end)

nw68.on("action_enumerate", "overwatch", function()
  local st = nw68.state()
  if st.active_side == "" then return {} end
  local out = {}
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    if u.on_map and nw68.precondition("overwatch", { unit = u.id }) == nil then table.insert(out, { unit = u.id }) end
  end
  return out
end)
