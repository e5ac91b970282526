-- Infantry [units.infantry, units.infantry-moving-fire, units.sandbags,
-- units.minefields, units.smokescreen, terrain.sandbags, los.smoke].
--
-- That infantry is soft, so only HE attacks it, is combat's weapon choice
-- (units.fits). Here: the fixed-range limit of infantry moving fire, and the
-- three special actions that are a unit's only action of its activation
-- (fill_sandbags, lay_mines, lay_smoke), with the minefield's attack on every
-- unit entering its hex and Sandbags denied to Huge units.
local units = require("units")
local combat = require("combat")
local activation = require("activation")

-- Moving fire ------------------------------------------------------------

-- infantry fire on the move only with white (non-fixed) ranges
-- [units.infantry-moving-fire]; the project follows the infantry section over
-- the fixed-range one, which lets any unit but SPA/SPAA do it
nw68.on("action_validate", "fire", function(a)
  if not a.moving then return nil end
  local u = nw68.unit(a.unit)
  if not units.infantry(u) then return nil end
  local w = units.weapon(u, a.weapon)
  if w and w.fixed then
    return "no_moving_fire", "units.infantry-moving-fire",
      string.format("infantry fires only non-fixed-range weapons on the move; the %s has a fixed range", w.id)
  end
  return nil
end)

-- The only action of an activation ---------------------------------------------

-- only_action checks that unit u may take a special action that must be its
-- only one this activation: it has not moved or attacked and is not Finished.
local function only_action(u, rule, what)
  local code, r, reason = activation.may_act(u)
  if code then return code, r, reason end
  if not u.on_map then return "not_on_map", rule, u.id .. " is not on the map" end
  if u.statuses.finished or (u.counters.moved or 0) > 0 or (u.counters.fired or 0) > 0 then
    return "finished", rule, u.id .. " has already acted this activation; " .. what .. " must be its only action"
  end
  return nil
end

-- layer_ok checks who may lay mines or smoke: infantry but the Huge, or a unit
-- the scenario designates with the counter `counter` = 1.
local function layer_ok(u, counter, rule, what)
  if units.huge(u) then return "huge", "units.huge", "Huge units may not " .. what end
  if units.infantry(u) or (u.counters[counter] or 0) > 0 then return nil end
  return "not_infantry", rule, u.name .. " is not infantry and is not designated to " .. what
end

local function reach(u, hex, rule)
  if nw68.distance(u.hex, hex) > 1 then
    return "not_adjacent", rule, hex .. " is neither " .. u.id .. "'s hex nor next to it"
  end
  return nil
end

-- the unit has had its activation's only action
local function done(u_id)
  nw68.set_status(u_id, "finished", true)
end

-- enumerate: every unit of the acting side with each hex within reach
local function candidates(radius)
  local st = nw68.state()
  local side = st.active_side
  if st.interrupt then side = st.interrupt.side end
  local out = {}
  if side == "" then return out end
  for _, u in ipairs(nw68.units({ side = side })) do
    if u.on_map then
      if radius == nil then
        table.insert(out, { unit = u.id })
      else
        for _, h in ipairs(nw68.within(u.hex, radius)) do table.insert(out, { unit = u.id, hex = h }) end
      end
    end
  end
  return out
end

-- Sandbags ---------------------------------------------------------------------

local function has_sandbags(label)
  local h = nw68.hex(label)
  return h.markers.sandbags ~= nil or h.features.sandbags == true
end

nw68.on("action_enumerate", "fill_sandbags", function() return candidates(nil) end)
nw68.on("action_enumerate", "lay_mines", function() return candidates(1) end)
nw68.on("action_enumerate", "lay_smoke", function() return candidates(1) end)

-- non-Huge infantry fill Sandbags in its own hex, one marker per hex whatever
-- the terrain [units.sandbags]
nw68.on("action_validate", "fill_sandbags", function(a)
  local u = nw68.unit(a.unit)
  local code, rule, reason = only_action(u, "units.sandbags", "filling Sandbags")
  if code then return code, rule, reason end
  if units.huge(u) then return "huge", "units.huge", "Huge units may not fill Sandbags" end
  if not units.infantry(u) then return "not_infantry", "units.sandbags", "only infantry fills Sandbags" end
  if has_sandbags(u.hex) then
    return "sandbags_present", "units.sandbags", u.hex .. " already has Sandbags"
  end
  return nil
end)

-- the marker is permanent and serves whoever holds the hex: its +1 DV is a
-- terrain term (markers.hcl, lib/terrain.lua) of any land unit in the hex
nw68.on("action_resolve", "fill_sandbags", function(a)
  local u = nw68.unit(a.unit)
  nw68.set_marker(u.hex, "sandbags", 0)
  done(u.id)
  nw68.log("units.sandbags", u.id .. " fills Sandbags in " .. u.hex)
end)

-- Huge units get no Sandbags defence [units.huge, terrain.sandbags]; the
-- terrain terms (lib/terrain.lua) count Sandbags for every land unit, so take
-- them back here. Air units get no terrain terms at all.
nw68.on("modify", "dv", function(v, facts)
  local t = facts.target
  if not (t and t.huge) then return end
  local u = nw68.unit(t.id)
  if not u or not u.hex or units.air(u) then return end
  if has_sandbags(u.hex) then
    local s = nw68.entity("marker_kind", "sandbags").stats
    local n = s["dv_" .. units.class(u)] or s.dv or 1
    v.add("no Sandbags for Huge units", -n, "terrain.sandbags")
  end
end)

-- Minefields -------------------------------------------------------------------

nw68.on("action_validate", "lay_mines", function(a)
  local u = nw68.unit(a.unit)
  local code, rule, reason = only_action(u, "units.minefields", "laying a minefield")
  if code then return code, rule, reason end
  code, rule, reason = layer_ok(u, "lays_mines", "units.minefields", "lay mines")
  if code then return code, rule, reason end
  code, rule, reason = reach(u, a.hex, "units.minefields")
  if code then return code, rule, reason end
  if nw68.hex(a.hex).markers.mines ~= nil then
    return "mines_present", "units.minefields", a.hex .. " already holds a minefield"
  end
  return nil
end)

nw68.on("action_resolve", "lay_mines", function(a)
  nw68.set_marker(a.hex, "mines", 0)
  done(a.unit)
  nw68.log("units.minefields", a.unit .. " lays a minefield in " .. a.hex)
end)

-- the minefield as an attacker: a stand-in unit table for combat.attack,
-- standing in the mined hex, with the marker's AP against hard targets and HE
-- against soft ones
local function minefield(label, target)
  local m = nw68.entity("marker_kind", "mines")
  local kind = "he"
  if units.target_class(target) == "hard" then kind = "ap" end
  local mw = m.weapons[kind]
  if not mw then return nil end
  local attacker = {
    id = "mines", name = m.name, type = "mines", side = "", formation = "", hex = label,
    on_map = true, alive = true, tags = {}, statuses = {}, counters = {}, stats = {},
    weapons = {}, carries = {}, attached = {},
  }
  -- fixed: the range bands (long and close range) do not apply to a minefield
  local weapon = { id = "mines", kind = kind, firepower = mw.firepower, range = mw.range or 0, fixed = true }
  return attacker, weapon
end

-- every unit entering a mined hex, friend or foe, is attacked; Sandbags in the
-- hex count (terrain terms), smoke does not (no smoke term is passed); then
-- 1D6 for depletion, 1-2 removes the marker [units.minefields]. This runs
-- before opportunity fire is offered for the same hex (priority -10).
nw68.on("unit_enters_hex", "*", function(ev)
  if nw68.hex(ev.hex).markers.mines == nil then return end
  if ev.from == ev.hex then return end -- set down where it already was (unloading): no entry
  local t = nw68.unit(ev.unit)
  if not t or not t.alive or units.air(t) then return end
  local attacker, weapon = minefield(ev.hex, t)
  if not attacker then return end
  nw68.log("units.minefields", t.id .. " enters the minefield in " .. ev.hex)
  combat.attack{ kind = "mine", attacker = attacker, target = t, weapon = weapon, from = ev.hex }
  local _, d = nw68.roll(1, 6, "minefield depletion")
  if d <= 2 then
    nw68.remove_marker(ev.hex, "mines")
    nw68.log("units.minefields", string.format("the minefield in %s is spent (%d) and removed", ev.hex, d))
  else
    nw68.log("units.minefields", string.format("the minefield in %s stays (%d)", ev.hex, d))
  end
end, { priority = -10 })

-- Smoke ------------------------------------------------------------------------

nw68.on("action_validate", "lay_smoke", function(a)
  local u = nw68.unit(a.unit)
  local code, rule, reason = only_action(u, "units.smokescreen", "laying smoke")
  if code then return code, rule, reason end
  code, rule, reason = layer_ok(u, "lays_smoke", "units.smokescreen", "lay smoke")
  if code then return code, rule, reason end
  return reach(u, a.hex, "units.smokescreen")
end)

-- one L1 smoke marker; a second L1 in the hex makes L2, never more [units.smokescreen, los.smoke]
nw68.on("action_resolve", "lay_smoke", function(a)
  local max = nw68.entity("marker_kind", "smoke").stats.max_level or 2
  local before = nw68.hex(a.hex).markers.smoke or 0
  local level = before + 1
  if level > max then level = max end
  nw68.set_marker(a.hex, "smoke", level)
  done(a.unit)
  if level == before then
    nw68.log("los.smoke", string.format("%s lays smoke in %s: it stays Level %d, never thicker", a.unit, a.hex, level))
  else
    nw68.log("units.smokescreen", string.format("%s lays smoke in %s: Level %d", a.unit, a.hex, level))
  end
end)
