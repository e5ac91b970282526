-- Weapon markers [units.weapons, units.weapon-transfer, units.dual-weapons].
--
-- A Weapon is an item tagged "weapon" (items.hcl) in a unit's `carries`. A
-- fire action names the one it uses in `weapon` (its item id); lib/units.lua
-- (units.weapon) reads its firepower and range, and a dual AP/AA Weapon (the
-- Diskord) fits armor and air targets alike (units.fits). The CO bonus works
-- as for any fire (combat.attack). A Weapon lying on the map is a marker of
-- the same id (markers-weapons.hcl) whose level counts the copies there.
local units = require("units")
local activation = require("activation")

local function is_weapon(id)
  local it = nw68.entity("item", id)
  return it ~= nil and it.tags.weapon == true
end

local function carries(u, id)
  for _, it in ipairs(u.carries) do
    if it == id then return true end
  end
  return false
end

-- without returns a copy of a list with its first `id` taken out
local function without(list, id)
  local out, gone = {}, false
  for _, it in ipairs(list) do
    if it == id and not gone then gone = true else table.insert(out, it) end
  end
  return out
end

local function with(list, id)
  local out = {}
  for _, it in ipairs(list) do table.insert(out, it) end
  table.insert(out, id)
  return out
end

-- user_ok checks that a unit may use Weapons at all: non-Huge infantry
-- [units.weapons, units.huge, units.infantry].
local function user_ok(u)
  if units.huge(u) then return "huge", "units.huge", "Huge units may not use Weapons" end
  if not units.infantry(u) then return "not_infantry", "units.weapons", "only infantry uses Weapons" end
  return nil
end

-- at_start checks that a unit has not yet moved, attacked or finished this
-- activation [units.weapon-transfer].
local function at_start(u, what)
  if u.statuses.finished or (u.counters.moved or 0) > 0 or (u.counters.fired or 0) > 0 then
    return "not_at_start", "units.weapon-transfer", u.id .. " has already acted this activation; " .. what .. " happens at its start"
  end
  return nil
end

-- put / take: one copy of a Weapon on, or off, the ground of a hex
local function put(label, id)
  local n = nw68.hex(label).markers[id] or 0
  nw68.set_marker(label, id, n + 1)
end

local function take(label, id)
  local n = nw68.hex(label).markers[id] or 0
  if n <= 1 then nw68.remove_marker(label, id) else nw68.set_marker(label, id, n - 1) end
end

-- Firing a Weapon ------------------------------------------------------------------

-- one Weapon per attack, the one the fire action names before the roll; only
-- non-Huge infantry fires Weapons [units.weapons]
nw68.on("action_validate", "fire", function(a)
  if not a.weapon or not is_weapon(a.weapon) then return nil end
  return user_ok(nw68.unit(a.unit))
end)

-- Left on the map ---------------------------------------------------------------------

-- an eliminated unit leaves its Weapons in its hex [units.weapon-transfer]
nw68.on("unit_eliminated", "*", function(ev)
  if not ev.on_map then return end
  local u = nw68.unit(ev.unit)
  for _, id in ipairs(u.carries) do
    if is_weapon(id) then
      put(ev.hex, id)
      nw68.log("units.weapon-transfer", string.format("%s's %s is left in %s", u.id, id, ev.hex))
    end
  end
end)

-- Pick up, drop, exchange ---------------------------------------------------------

-- infantry starting its activation in a hex with a Weapon picks it up
nw68.on("action_validate", "pick_up", function(a)
  local u = nw68.unit(a.unit)
  local code, rule, reason = activation.may_act(u)
  if code then return code, rule, reason end
  code, rule, reason = user_ok(u)
  if code then return code, rule, reason end
  if not u.on_map then return "not_on_map", "units.weapon-transfer", u.id .. " is not on the map" end
  code, rule, reason = at_start(u, "picking up a Weapon")
  if code then return code, rule, reason end
  if not is_weapon(a.weapon) or nw68.hex(u.hex).markers[a.weapon] == nil then
    return "no_weapon_here", "units.weapon-transfer", "no " .. a.weapon .. " lies in " .. u.hex
  end
  return nil
end)

nw68.on("action_resolve", "pick_up", function(a)
  local u = nw68.unit(a.unit)
  take(u.hex, a.weapon)
  nw68.set_items(u.id, "carries", with(u.carries, a.weapon))
  nw68.log("units.weapon-transfer", string.format("%s picks up the %s in %s", u.id, a.weapon, u.hex))
end)

-- a unit drops a Weapon at any point of its activation
nw68.on("action_validate", "drop", function(a)
  local u = nw68.unit(a.unit)
  local code, rule, reason = activation.may_act(u)
  if code then return code, rule, reason end
  if not carries(u, a.weapon) or not is_weapon(a.weapon) then
    return "not_carried", "units.weapon-transfer", u.id .. " carries no " .. a.weapon
  end
  if not u.on_map then return "not_on_map", "units.weapon-transfer", u.id .. " is not on the map" end
  return nil
end)

nw68.on("action_resolve", "drop", function(a)
  local u = nw68.unit(a.unit)
  nw68.set_items(u.id, "carries", without(u.carries, a.weapon))
  put(u.hex, a.weapon)
  nw68.log("units.weapon-transfer", string.format("%s drops the %s in %s", u.id, a.weapon, u.hex))
end)

-- stacked infantry pass Weapons freely at the start of either one's
-- activation: the Weapon goes from whichever carries it to the other
nw68.on("action_validate", "exchange", function(a)
  local u, o = nw68.unit(a.unit), nw68.unit(a.with)
  local code, rule, reason = activation.may_act(u)
  if code then return code, rule, reason end
  code, rule, reason = user_ok(u)
  if code then return code, rule, reason end
  code, rule, reason = user_ok(o)
  if code then return code, rule, reason end
  if o.id == u.id or o.side ~= u.side or not u.on_map or not o.on_map or o.hex ~= u.hex or o.aboard then
    return "not_stacked", "units.weapon-transfer", o.id .. " is not a friendly unit stacked with " .. u.id
  end
  code, rule, reason = at_start(u, "exchanging Weapons")
  if code then return code, rule, reason end
  if not is_weapon(a.weapon) or not (carries(u, a.weapon) or carries(o, a.weapon)) then
    return "not_carried", "units.weapon-transfer", "neither " .. u.id .. " nor " .. o.id .. " carries a " .. a.weapon
  end
  return nil
end)

nw68.on("action_resolve", "exchange", function(a)
  local u, o = nw68.unit(a.unit), nw68.unit(a.with)
  local from, to = u, o
  if not carries(u, a.weapon) then from, to = o, u end
  nw68.set_items(from.id, "carries", without(from.carries, a.weapon))
  nw68.set_items(to.id, "carries", with(to.carries, a.weapon))
  nw68.log("units.weapon-transfer", string.format("%s passes the %s to %s", from.id, a.weapon, to.id))
end)

-- Candidates for the legal action list -----------------------------------------------

local function acting_units()
  local st = nw68.state()
  if st.active_side == "" then return {} end
  return nw68.units({ side = st.active_side })
end

nw68.on("action_enumerate", "pick_up", function()
  local out = {}
  for _, u in ipairs(acting_units()) do
    if u.on_map then
      local kinds = {}
      for k in pairs(nw68.hex(u.hex).markers) do
        if is_weapon(k) then table.insert(kinds, k) end
      end
      table.sort(kinds)
      for _, k in ipairs(kinds) do table.insert(out, { unit = u.id, weapon = k }) end
    end
  end
  return out
end)

-- add appends a candidate once
local function add(out, seen, c)
  local key = c.unit .. "|" .. (c.with or "") .. "|" .. c.weapon
  if not seen[key] then
    seen[key] = true
    table.insert(out, c)
  end
end

nw68.on("action_enumerate", "drop", function()
  local out, seen = {}, {}
  for _, u in ipairs(acting_units()) do
    for _, it in ipairs(u.carries) do add(out, seen, { unit = u.id, weapon = it }) end
  end
  return out
end)

nw68.on("action_enumerate", "exchange", function()
  local out, seen = {}, {}
  for _, u in ipairs(acting_units()) do
    if u.on_map then
      for _, o in ipairs(nw68.units_at(u.hex)) do
        if o.id ~= u.id then
          for _, it in ipairs(u.carries) do add(out, seen, { unit = u.id, with = o.id, weapon = it }) end
          for _, it in ipairs(o.carries) do add(out, seen, { unit = u.id, with = o.id, weapon = it }) end
        end
      end
    end
  end
  return out
end)
