-- The expansion's supply [supply.*] (1.2): Specialization points at the
-- setup, the faction pool, supply units and cashing them in.
--
--   setup step "specialization"  each faction played by a person receives the
--       points of table "specialization" (holding "specialization") when the
--       scenario (or case) says options = { specialization = true }
--       [supply.specialization]
--   the setup's end   Specialization points left join the faction pool; the
--       pool itself carries into play [auxiliary.pool, supply.timing]
--   Cleanup step "supply-units"  each supply unit (tag "supply") in an urban
--       hex its side controls adds a point to the pool and records it (unit
--       counter "supplied" = the turn) [supply.units]
--   cash_supply {unit}  in the Cleanup: the supply unit leaves the map and
--       the pool gains its printed cost (stats.cost), less the point it gave
--       this Cleanup: a supply unit either gives its point or is cashed in
--       [supply.cash]
--   a supply unit takes no hex control: the Supply Depot's type carries the
--       tag "no_control", which base control/hex-control.lua honours
--       [supply.no-control]
local aux = require("auxiliary")
local turn = require("turn")

local function gets_points(side)
  local st = nw68.state()
  return not st.automated[side] and side ~= "independent"
end

-- Specialization ----------------------------------------------------------------------

nw68.on("step", "specialization", function()
  local sc = nw68.scenario()
  local on = sc ~= nil and sc.options.specialization == true
  if not on then return end
  local n = nw68.table("specialization", "setup").points
  for _, side in ipairs(nw68.state().sides) do
    if gets_points(side) then
      nw68.set_holding(side, "specialization", nw68.holding(side, "specialization") + n)
      nw68.say("supply.specialization-received", { side = side, n = n })
    end
  end
end)

-- what is not spent at the setup stays in (or joins) the faction pool
nw68.on("phase_end", "setup", function()
  local st = nw68.state()
  local sides = {}
  for side in pairs(st.holdings) do table.insert(sides, side) end
  table.sort(sides)
  for _, side in ipairs(sides) do
    local s = nw68.holding(side, "specialization")
    if s > 0 then
      nw68.set_holding(side, "specialization", 0)
      nw68.set_holding(side, "supply", nw68.holding(side, "supply") + s)
      nw68.say("supply.specialization-pooled", { side = side, n = s })
    end
    local n = nw68.holding(side, "supply")
    if n > 0 then
      nw68.say("auxiliary.pool-kept", { side = side, n = n })
    end
  end
end)

-- Supply units ------------------------------------------------------------------------

local function supply_unit(u)
  return u.tags.supply == true
end

local function urban(h)
  return h.terrain == "urban" or h.features.urban == true
end

nw68.on("step", "supply-units", function()
  local t = nw68.state().turn
  for _, u in ipairs(nw68.units({})) do
    if supply_unit(u) and u.on_map then
      local h = nw68.hex(u.hex)
      if urban(h) and h.control == u.side then
        nw68.set_holding(u.side, "supply", nw68.holding(u.side, "supply") + 1)
        nw68.set_counter(u.id, "supplied", t)
        nw68.say("supply.supply-unit-gives", { unit = u.id, hex = u.hex, side = u.side, pool = nw68.holding(u.side, "supply") })
        nw68.report("supply_unit", { unit = u.id, side = u.side, supply = nw68.holding(u.side, "supply") })
      end
    end
  end
end)

-- cash_supply ---------------------------------------------------------------------------

-- cashing in waits for the Cleanup; a supply unit on the map is cashed in
-- (cash_supply's preconditions)
nw68.on("action_available", "cash_supply", function()
  if nw68.state().phase ~= "cleanup" then
    return "not_cleanup", "supply.cash", "supply.cash-in-cleanup", {}
  end
end)

nw68.on("action_enumerate", "cash_supply", function()
  local out = {}
  for _, u in ipairs(nw68.units({})) do
    if nw68.precondition("cash_supply", { unit = u.id }) == nil and not nw68.state().automated[u.side] then table.insert(out, { unit = u.id }) end
  end
  return out
end)

nw68.on("action_resolve", "cash_supply", function(a)
  local u = nw68.unit(a.unit)
  local gain = u.stats.cost or 0
  local given = (u.counters.supplied or 0) == nw68.state().turn
  if given then gain = gain - 1 end
  nw68.remove_from_map(u.id)
  nw68.set_counter(u.id, "supplied", 0)
  nw68.set_counter(u.id, "cashed", 1)
  local n = nw68.holding(u.side, "supply") + gain
  nw68.set_holding(u.side, "supply", math.max(0, n))
  nw68.say(given and "supply.supply-unit-cashed-less" or "supply.supply-unit-cashed",
    { side = u.side, unit = u.id, gain = gain, pool = math.max(0, n) })
  nw68.report("cash_supply", { unit = u.id, side = u.side, gain = gain, supply = math.max(0, n) })
  if not turn.cleanup_waits() then turn.finish() end
end)

-- the Cleanup waits while a side played by a person may cash a supply unit
-- in, but for the last turn's (the points would never be spent)
nw68.on("cleanup_waits", "*", function()
  if aux.last_cleanup() then return false end
  local st = nw68.state()
  for _, u in ipairs(nw68.units({})) do
    if supply_unit(u) and u.on_map and not st.automated[u.side] then return true end
  end
  return false
end)
