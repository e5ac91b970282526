-- The formation pulse [pulse.*, command.*]: what happens as a formation activates, in the
-- order of 3.4 — its units' markers come off, its command status is checked hex by hex —
-- then the rallies (rally/), the fire missions (the artillery and mortar rules, counted here)
-- and the operations. pulse/lib/pulse.lua keeps the step reached.
local pulse = require("pulse")
local command = require("command")
local morale = require("morale")
local turn = require("turn")
local hq = require("hq")

-- the per-activation bookkeeping starts afresh [pulse.sequence, pulse.fire-missions,
-- hq.leadership, rally.check]
local function reset(formation)
  nw68.set_var("pulse_step", 0)
  hq.reset_bonus(formation)
end

-- Remove Formation Unit Marker: Ops Complete and Out of Command come off [pulse.remove-markers].
local function remove_markers(units)
  local freed = {}
  for _, u in ipairs(units) do
    local any = false
    for _, s in ipairs({ "ops-complete", "out-of-command" }) do
      if u.statuses[s] then
        nw68.set_status(u.id, s, false)
        any = true
      end
    end
    if (u.counters.rallied or 0) > 0 then nw68.set_counter(u.id, "rallied", 0) end
    if any then table.insert(freed, u.id) end
  end
  if #freed > 0 then
    nw68.say("pulse.markers-off", { units = table.concat(freed, ", ") })
  end
end

-- Check Command Status: units out of range of an in-command HQ take one Morale Check a hex,
-- hexes in map order; a failed check marks the hex's units Out of Command [command.check,
-- command.per-hex, command.entering, hq.in-command]. The var command_all (a Chaos result)
-- makes every hex take the check.
local function command_check(formation, units)
  local commanders = command.commanders(formation)
  if (nw68.state().vars.command_all or 0) > 0 then
    commanders = {}
    nw68.set_var("command_all", 0)
    nw68.say("command.confusion", { formation = formation })
  elseif #commanders == 0 then
    nw68.say("command.no-hq", { formation = formation })
  end
  local by_hex, hexes = {}, {}
  for _, u in ipairs(units) do
    if u.on_map then
      local ok = command.in_command(u, commanders)
      if (u.counters.entering or 0) > 0 then
        nw68.set_counter(u.id, "entering", 0)
        nw68.say("command.entering", { unit = u.id })
      end
      if not ok then
        if not by_hex[u.hex] then
          by_hex[u.hex] = {}
          table.insert(hexes, u.hex)
        end
        table.insert(by_hex[u.hex], u.id)
      end
    end
  end
  for _, h in ipairs(turn.map_order(hexes)) do
    local ids = by_hex[h]
    local passed, total, m = morale.check(formation, "command.command-check-roll", "", "command", { hex = h })
    if passed then
      nw68.say("command.in-command", { hex = h, units = table.concat(ids, ", "), roll = total, morale = m })
    else
      for _, id in ipairs(ids) do nw68.set_status(id, "out-of-command", true) end
      nw68.say("command.out-of-command", { hex = h, units = table.concat(ids, ", "), roll = total, morale = m })
    end
    nw68.report("command_check", { hex = h, units = ids, total = total, morale = m, passed = passed })
  end
end

nw68.on("activation_start", "*", function(ev)
  local f = ev.formation or ""
  reset(f)
  if f == "" then return end
  local units = turn.members(f, false)
  remove_markers(units)
  command_check(f, turn.members(f, true))
end, { id = "sequence" })

nw68.on("activation_end", "*", function(ev)
  reset(ev.formation or "")
end, { id = "sequence-end" })

-- Fire missions: two a formation activation, artillery and indirect mortar fire together
-- [pulse.fire-missions]. They are counted here, as each resolves (formation counter
-- fire-missions, cleared as an activation starts); the artillery area's missions.lua refuses
-- a third. A mission also moves the pulse past its rally step. An indirect mortar attack is a
-- mortar_fire naming a spotter.
local function is_mission(a, kind)
  return kind == "fire_mission" or (kind == "mortar_fire" and a.spotter ~= nil and a.spotter ~= "")
end

local function mission_formation(a)
  local st = nw68.state()
  if st.active_formation ~= "" then return st.active_formation end
  local u = a.unit and nw68.unit(a.unit)
  return u and u.formation or ""
end

-- Actions that are no operation of the pulse: the turn's, the steps before operations, and
-- reactions answering a window [pulse.sequence, pulse.operations].
local NOT_OPERATIONS = {
  draw = true, end_activation = true, rally = true, fire_mission = true, spend_fate = true, pass = true,
  opportunity_fire = true, retreat = true, place_mine = true, air_strike = true, aa_fire = true,
  deviate = true, replace_hq = true,
}

nw68.on("action_resolved", "*", function(a, kind)
  local st = nw68.state()
  if st.active_formation == "" and st.active_side == "" then return end
  if is_mission(a, kind) then
    local f = mission_formation(a)
    if f ~= "" and nw68.formation(f) then
      nw68.set_formation_counter(f, "fire-missions", pulse.missions(f) + 1)
      nw68.say("pulse.missions-called", { formation = f, n = pulse.missions(f), max = pulse.MAX_MISSIONS })
    end
    pulse.reach(pulse.FIRE_MISSIONS)
  elseif not NOT_OPERATIONS[kind] then
    if pulse.step() < pulse.OPERATIONS then
      nw68.say("pulse.operations-begun")
    end
    pulse.reach(pulse.OPERATIONS)
  end
end, { id = "steps" })
