-- Off-board artillery [oba.*]; SPA indirect fire is units/spa.lua's.
-- What a strike does where it lands is oba/lib/artillery.lua's; here are the
-- action call_oba, the Sarin and Radiation checks of units
-- entering marked hexes, and what Cleanup does to Chemical markers.
--
-- State kept:
--   holdings "oba/<mission>"  a side's missions left (the scenario's OOB)
--   unit counter support_calls OBA (and CAS) calls the unit made this
--                             activation, cleared with the activation's
--                             other counters (lib/activation)
--   value "nuclear" of a side  the turn of the side's last nuclear strike
--   value "chemical"          {hex = strike}: the Chemical strike each
--                             marked hex belongs to
--   var chem_strikes          the Chemical strikes made so far
--   unit counter irradiated   the unit was attacked for entering the
--                             Radiation hex it stands in
--
-- Readings taken:
--  * "up to two missions" is per calling unit and activation; CAS calls
--    count against the same two (the counter support_calls);
--  * the call must be the caller's first action: it may not have moved,
--    attacked or finished; it may act normally afterwards;
--  * only the target hex must be in the caller's LOS; the extra hexes of a
--    three-hex mission are any two of its neighbours (the caller names them
--    in `hexes`, or the ruleset picks those with the most enemy units);
--  * each aimed hex of a three-hex mission rolls its own accuracy; a Nuclear
--    or Biological strike rolls once, for its target; all accuracy rolls
--    come first, then the strikes land in the order aimed;
--  * the Sarin check of a unit entering a Chemical hex, and the Nuclear
--    attack on a unit entering a Radiation hex (or leaving the one it was
--    caught in without having been attacked for it), come before any
--    opportunity fire at that hex.
--  * Black Hand units are never attacked for crossing Radiation: they are
--    immune to the wasteland and only pay +1 MP a hex.
local units = require("units")
local activation = require("activation")
local vehicles = require("vehicles")
local artillery = require("artillery")
local movement = require("movement")

table.insert(activation.counters, "support_calls")

local THREE = { smoke = true, barrage = true, chemical = true }

-- nuclear_used reports whether the side has made its nuclear strike of this
-- turn [oba.nuclear].
local function nuclear_used(side)
  return nw68.value({ side = side }, "nuclear") == nw68.state().turn
end

-- Calling OBA [oba.calling, oba.missions] ----------------------------------------

-- may_call returns nil when u may call a mission now, else code, rule,
-- reason (a message key) and its values: it is the CO/2IC or a recon unit (on the map, as its first action,
-- with a call left: call_oba's preconditions).
local function may_call(u)
  if not artillery.caller_role(u) then
    return "not_caller", "oba.calling", "oba.not-caller", { unit = u.id }
  end
  return nil
end

-- aims returns the hexes a call aims at: the target first, then the extra
-- hexes (named, or the attacker's default pick).
local function aims(a, side)
  local out = { a.target }
  if THREE[a.mission] then
    local extra = a.hexes
    if not extra or #extra == 0 then extra = artillery.attacker_choice(side, a.target, 2) end
    for _, h in ipairs(extra) do table.insert(out, string.upper(h)) end
  end
  return out
end

nw68.on("action_validate", "call_oba", function(a)
  local u = nw68.unit(a.unit)
  local code, rule, reason, params = may_call(u)
  if code then return code, rule, reason, params end
  local m = a.mission
  local mrule = "oba." .. m
  if nw68.holding(u.side, "oba/" .. m) < 1 then
    return "no_mission", "oba.missions", "oba.no-mission-left", { side = u.side, mission = "oba-" .. m }
  end
  if m == "nuclear" and nuclear_used(u.side) then
    return "nuclear_used", "oba.nuclear", "oba.nuclear-used", { side = u.side }
  end
  if not vehicles.sees(u, a.target) then
    return "no_los", "oba.calling", "oba.caller-no-los", { unit = u.id, hex = a.target }
  end
  local extra = a.hexes or {}
  if THREE[m] then
    if #extra > 0 then
      local want = math.min(2, #nw68.neighbors(a.target))
      if #extra ~= want then
        return "bad_param", mrule, "oba.extra-hexes-count", { mission = "oba-" .. m, want = want, n = #extra }
      end
      local seen = {}
      for _, h in ipairs(extra) do
        h = string.upper(h)
        if nw68.distance(h, a.target) ~= 1 then
          return "not_adjacent", mrule, "oba.extra-not-adjacent", { hex = h, target = a.target }
        end
        if seen[h] then return "bad_param", mrule, "oba.extra-twice", { hex = h } end
        seen[h] = true
      end
    end
  elseif #extra > 0 then
    return "bad_param", mrule, "oba.no-extra-hexes", { mission = "oba-" .. m }
  end
  return nil
end)

-- candidates: each possible caller of the side to act, each mission it holds,
-- at a few hexes holding enemy units (validation keeps those in LOS)
nw68.on("action_enumerate", "call_oba", function()
  local out, side = {}, nw68.acting_side()
  if side == "" then return out end
  local missions = {}
  for _, m in ipairs(artillery.MISSIONS) do
    if nw68.holding(side, "oba/" .. m) > 0 then table.insert(missions, m) end
  end
  if #missions == 0 then return out end
  local hexes = artillery.enemy_hexes(side, 6)
  for _, u in ipairs(nw68.units({ side = side })) do
    if nw68.precondition("call_oba", { unit = u.id }) == nil and artillery.caller_role(u) then
      for _, m in ipairs(missions) do
        for _, h in ipairs(hexes) do table.insert(out, { unit = u.id, mission = m, target = h }) end
      end
    end
  end
  return out
end)

nw68.on("action_resolve", "call_oba", function(a)
  local u = nw68.unit(a.unit)
  local m = a.mission
  local left = nw68.holding(u.side, "oba/" .. m) - 1
  nw68.set_holding(u.side, "oba/" .. m, left)
  nw68.set_counter(u.id, "support_calls", (u.counters.support_calls or 0) + 1)
  local list = aims(a, u.side)
  nw68.say("oba.called-" .. m, { unit = u.id, role = tostring(artillery.caller_role(u)), hexes = table.concat(list, ", "), left = left })
  if m == "nuclear" then nw68.set_value({ side = u.side }, "nuclear", nw68.state().turn) end
  -- every accuracy roll first, then the defender places the missed strikes,
  -- then the strikes land in the order aimed [oba.accuracy, oba.deviation]
  local rolls, struck = {}, {}
  for i, h in ipairs(list) do
    rolls[i] = artillery.roll_accuracy(h, "oba.accuracy-roll", "oba.accuracy", { mission = "oba-" .. m })
    struck[i] = rolls[i] == 1 and "" or h
  end
  artillery.settle{ name = "oba", side = u.side, aimed = list, rolls = rolls, struck = struck,
    radius = m == "nuclear" and 1 or 0, unit = u.id, mission = m, target = a.target, left = left }
end)

nw68.on("strike_landed", "oba", function(s)
  local m = s.mission
  local attacks = 0
  local group = nil
  if m == "chemical" then group = artillery.new_chemical_group() end
  for _, h in ipairs(s.struck) do
    if m == "smoke" then
      artillery.smoke(h)
    elseif m == "barrage" then
      attacks = attacks + artillery.barrage(h, s.side)
    elseif m == "chemical" then
      artillery.chemical(h, group)
    elseif m == "biological" then
      artillery.biological(h)
    elseif m == "nuclear" then
      attacks = attacks + artillery.nuclear(h, s.side)
    end
  end
  local rolls = {}
  for _, r in ipairs(s.rolls) do table.insert(rolls, tostring(r)) end
  nw68.report("oba", {
    unit = s.unit, mission = m, target = s.target, aimed = s.aimed, struck = s.struck,
    first = s.struck[1], accuracy = s.rolls[1], rolls = table.concat(rolls, ","), attacks = attacks, left = s.left,
  })
end)

-- Where a missed strike lands: the defender's choice [oba.deviation] -----------------
-- A `deviation` window (artillery.settle) offers the defender `deviate {hex}`:
-- any hex next to the one aimed at. Passing it up (or any other action) takes
-- the default, artillery.defender_choice: the neighbour with the fewest of
-- his units, then the most of the firer's, then the first by label. OBA, SPA
-- indirect fire and missiles launched off-board all miss this way.

local function deviation_window()
  local i = nw68.state().interrupt
  if i and i.kind == "deviation" then return i end
  return nil
end

nw68.on("action_validate", "deviate", function(a)
  local i = deviation_window()
  if not i then return "no_deviation", "oba.deviation", "oba.no-miss-waiting", {} end
  for _, n in ipairs(nw68.neighbors(i.context.hex)) do
    if n == a.hex then return nil end
  end
  return "not_adjacent", "oba.deviation", "oba.deviate-not-adjacent", { hex = a.hex, aimed = i.context.hex }
end)

nw68.on("action_enumerate", "deviate", function()
  local i = deviation_window()
  if not i then return {} end
  local out = {}
  for _, n in ipairs(nw68.neighbors(i.context.hex)) do table.insert(out, { hex = n }) end
  return out
end)

nw68.on("action_resolve", "deviate", function(a)
  local ctx = deviation_window().context
  nw68.close_interrupt()
  artillery.settle(artillery.deviate(ctx.strike, ctx.index, a.hex, "named"))
end)

nw68.on("interrupt_declined", "deviation", function(ev)
  local s, i = ev.strike, ev.index
  artillery.settle(artillery.deviate(s, i, artillery.defender_choice(s.side, s.aimed[i], s.radius), "default"))
end)

-- Entering Chemical and Radiation hexes [oba.chemical, oba.radiation] ---------------

nw68.on("unit_enters_hex", "*", function(ev)
  if ev.from == ev.hex then return end
  if nw68.hex(ev.hex).markers.chemical == nil then return end
  local u = nw68.unit(ev.unit)
  if not u or not u.alive or u.aboard or units.air(u) or artillery.static(u) then return end
  artillery.sarin(u, ev.hex)
end, { before = { "missiles", "opportunity-fire" } })

nw68.on("unit_enters_hex", "*", function(ev)
  if ev.from == ev.hex then return end
  local u = nw68.unit(ev.unit)
  if not u or not u.alive or u.aboard then return end
  -- those who may cross Radiation (the Black Hand, immune to the wasteland)
  -- do so unharmed, paying only the +1 MP [black-hand.wasteland, oba.radiation]
  if movement.crosses_radiation(u) then return end
  local leaving = ev.from and nw68.hex(ev.from).markers.radiation ~= nil
  if leaving then
    if (u.counters.irradiated or 0) > 0 then
      nw68.set_counter(u.id, "irradiated", 0)
    else
      -- caught in the blast: leaving the hex is passing through it
      artillery.irradiate(u, ev.from)
    end
  end
  u = nw68.unit(ev.unit)
  if u.alive and nw68.hex(ev.hex).markers.radiation ~= nil then
    artillery.irradiate(u, ev.hex)
    u = nw68.unit(ev.unit)
    if u.alive then nw68.set_counter(u.id, "irradiated", 1) end
  end
end, { before = { "missiles", "opportunity-fire" } })

-- Cleanup [oba.chemical, oba.chemical-dispersal, cleanup.steps] ---------------------

-- after the Cleanup steps, so that whatever another step did to the Chemical
-- markers, those of a lingering strike stay and the others go
nw68.on("phase_end", "cleanup", function()
  artillery.chemical_cleanup()
end)
