-- Command [command.*, black-hand.command, impulse.sequence]: the start of a
-- formation's activation (2IC take-over, demotion, rally, Out Of Contact),
-- the loss of a CO, and what Shaken and Out Of Contact forbid together.
--
-- The start of an activation. The kernel fires activation_start when a
-- formation is activated (nw68.start_activation, called by the turn and cup
-- code); command.begin then hands a lost command to a 2IC, rallies the units
-- without a field CO and marks units beyond the ERR Out Of Contact. The
-- player's own start-of-activation steps are two actions, legal only before
-- any unit of the formation moves or attacks:
--   demote_co {unit}   the named unit takes the 2IC marker (replacing a
--                      living CO/2IC, or taking over a lost command);
--                      several may follow one another; none after the rally
--   rally {units?}     the rally step: it repeats what begin does (so a setup
--                      that starts in the middle of an activation can run
--                      it), then rolls a rally for every Shaken unit of the
--                      formation (or only the listed ones, in the listed
--                      order); it closes the start of the activation
-- A case or scenario with no cup therefore starts an activation with
-- `rally`; OOC and the 2IC take-over do not wait for it when the kernel
-- fires activation_start.
local command = require("command")
local units = require("units")

-- the message-key endings of command.at_start's reasons
local LATE = { ["its rally step is over"] = "rally-step-over", ["its units have begun to act"] = "units-acted" }

local function active()
  local st = nw68.state()
  return st.active_formation, st.active_side
end

local function no_activation()
  return "no_activation", "impulse.activation", "impulse.no-activation", {}
end

-- Rally ----------------------------------------------------------------------

-- rallies happen as an activation starts, whoever rallies
nw68.on("action_available", "rally", function()
  local formation, side = active()
  if formation == "" and side == "" then return no_activation() end
  local late = command.at_start(formation, side)
  if late then
    return "not_start", "command.rally", "command.rally-late-" .. LATE[late], {}
  end
end)

-- (the units named must be of the active formation and side: rally's
-- preconditions)
nw68.on("action_validate", "rally", function(a)
  for _, id in ipairs(a.units or {}) do
    local u = nw68.unit(id)
    if not u.statuses.shaken then
      return "not_shaken", "command.rally", "command.not-shaken", { unit = id }
    end
  end
end)

nw68.on("action_enumerate", "rally", function()
  return { {} }
end)

nw68.on("action_resolve", "rally", function(a)
  local formation, side = active()
  if formation ~= "" then command.take_over(formation) end
  command.auto_rally(formation, side)
  local co, marker, r = command.commander(formation)
  local list = {}
  if a.units then
    for _, id in ipairs(a.units) do table.insert(list, nw68.unit(id)) end
  else
    list = command.members(formation, side)
  end
  for _, u in ipairs(list) do
    u = nw68.unit(u.id)
    -- passengers share their carrier's rally [units.apc-shared-results]
    if u.statuses.shaken and not command.no_field_co(u) and not (u.aboard and not a.units) then
      nw68.fire("rally_roll", u.type, { unit = u, formation = formation, co = co, marker = marker, ratings = r })
    end
  end
  command.mark_ooc(formation, side)
  if formation ~= "" then nw68.set_formation_counter(formation, "command_done", 1) end
end)

-- one Shaken unit's rally roll: 2D6 and its CO's bonus against the ERR; a
-- formation with no CO or 2IC on record rallies nobody [command.rally]
nw68.on("rally_roll", "*", function(ev)
  if ev.co then
    command.rally_unit(ev.unit, ev.co, ev.marker, ev.ratings)
  else
    nw68.say("command.no-one-to-rally", { unit = ev.unit.id, formation = ev.formation })
  end
end, { id = "rally-roll" })

-- Demotion and the 2IC ----------------------------------------------------------

-- outside Cleanup, command changes hands within an activation
nw68.on("action_available", "demote_co", function()
  local formation = active()
  if nw68.state().phase ~= "cleanup" and formation == "" then return no_activation() end
end)

-- (the unit is of the active formation, or in the Cleanup of any: the
-- precondition demote-in-formation)
nw68.on("action_validate", "demote_co", function(a)
  local u = nw68.unit(a.unit)
  local formation, side = active()
  local cleanup = nw68.state().phase == "cleanup"
  if cleanup then
    formation = u.formation
  end
  if not command.formation_has_co(formation) then
    local rule = "command.no-field-co"
    if formation == "black-hand" or u.side == "black-hand" then rule = "black-hand.command" end
    return "no_co", rule, "command.no-field-co", { formation = formation }
  end
  if not cleanup then
    local late = command.at_start(formation, side)
    if late then
      return "not_start", "command.demotion", "command.demotion-late-" .. LATE[late], {}
    end
  end
  local co = command.commander(formation)
  if not co and not command.pending(formation) then
    return "no_co", "command.co", "command.none-to-replace", { formation = formation }
  end
  if co and co.id == u.id then
    return "already_commands", "command.demotion", "command.already-commands", { unit = a.unit }
  end
end)

nw68.on("action_enumerate", "demote_co", function()
  local formation = active()
  local out = {}
  for _, u in ipairs(command.members(formation)) do table.insert(out, { unit = u.id }) end
  return out
end)

nw68.on("action_resolve", "demote_co", function(a)
  local u = nw68.unit(a.unit)
  command.demote(u.formation, a.unit)
  if nw68.state().phase ~= "cleanup" then
    local _, side = active()
    command.mark_ooc(u.formation, side) -- contact is measured from the new commander
  end
end)

-- a formation whose CO or 2IC is eliminated gets a 2IC at its next
-- activation or the next Cleanup, whichever comes first [command.2ic]
nw68.on("unit_eliminated", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if u.formation == "" then return end
  for _, m in ipairs(u.attached) do
    if m == "co" or m == "2ic" then
      nw68.set_formation_counter(u.formation, "command_lost", 1)
      nw68.say("command.lost-" .. m, { formation = u.formation })
      return
    end
  end
end)

-- Activations and Cleanup -----------------------------------------------------------

nw68.on("activation_start", "*", function(ev)
  command.begin(ev.formation, ev.side)
end)

-- the CO bonus is once per activation, whichever formation is active (a
-- formation's units may also use it in opportunity fire); OOC lasts the
-- activation [command.co-bonus, command.out-of-contact]
nw68.on("activation_end", "*", function(ev)
  local seen = {}
  for _, u in ipairs(nw68.units({})) do
    if u.formation ~= "" and not seen[u.formation] then
      seen[u.formation] = true
      local f = nw68.formation(u.formation)
      if f and (f.counters.co_bonus_used or 0) > 0 then nw68.set_formation_counter(u.formation, "co_bonus_used", 0) end
    end
  end
  if ev.formation ~= nil and ev.formation ~= "" then
    nw68.set_formation_counter(ev.formation, "command_done", 0)
  end
  command.clear_ooc(ev.formation, ev.side)
end)

-- a 2IC may take command in Cleanup [cleanup.steps, command.2ic]
nw68.on("phase_start", "cleanup", function()
  local seen = {}
  for _, u in ipairs(nw68.units({})) do
    if u.formation ~= "" and not seen[u.formation] then
      seen[u.formation] = true
      command.take_over(u.formation)
    end
  end
end)

-- Designating the CO at the start [command.co] ------------------------------------------
-- As play begins, before the first activation of the scenario, the owner of
-- a formation led by a field CO may move its CO marker to another of its
-- units on the map with `designate_co {unit}` (as often as he likes, a
-- formation after another). Whoever does nothing, a side the ruleset plays
-- included, keeps the CO where the scenario's order of battle put it. The
-- game var co_designation is 1 from the start of play until the first
-- activation starts.

local function designatable(u)
  return u.alive and u.on_map and not u.aboard and u.formation ~= ""
    and command.no_field_co(u) == nil and command.formation_has_co(u.formation)
end

nw68.on("phase_start", "actions", function()
  local st = nw68.state()
  if st.begun or st.result ~= "" then return end
  nw68.set_var("co_designation", 1)
  nw68.say("command.designation-open")
end)

nw68.on("activation_start", "*", function()
  if (nw68.state().vars.co_designation or 0) > 0 then nw68.set_var("co_designation", 0) end
end, { before = "command" })

nw68.on("action_available", "designate_co", function()
  if (nw68.state().vars.co_designation or 0) == 0 then
    return "not_start", "command.co", "command.designation-over", {}
  end
end)

nw68.on("action_validate", "designate_co", function(a)
  -- a side designates its own COs: the precondition designate-own-co
  local u = nw68.unit(a.unit)
  if not designatable(u) then
    return "no_co", "command.co", "command.not-designatable", { unit = u.id }
  end
  local co = command.commander(u.formation)
  if co and co.id == u.id then return "already_commands", "command.co", "command.already-co", { unit = u.id } end
  return nil
end)

nw68.on("action_enumerate", "designate_co", function()
  local out = {}
  for _, u in ipairs(nw68.units({})) do
    if designatable(u) then
      local co = command.commander(u.formation)
      if not (co and co.id == u.id) then table.insert(out, { unit = u.id }) end
    end
  end
  return out
end)

nw68.on("action_resolve", "designate_co", function(a)
  local u = nw68.unit(a.unit)
  command.designate(u.formation, u.id)
end)

-- Shaken and Out Of Contact ------------------------------------------------------------

-- a unit both Shaken and Out Of Contact may not fire its AP, only its HE (at
-- the Shaken penalty); its movement is barred in movement/lib/movement.lua
-- [command.shaken-and-ooc]. Runs before the general Shaken check so that the
-- refusal names the combined rule.
nw68.on("action_validate", "fire", function(a)
  local u = nw68.unit(a.unit)
  if not (u.statuses.shaken and u.statuses.ooc) or units.recon(u) then return nil end
  local w = units.weapon(u, a.weapon)
  if not w then return nil end
  for _, k in ipairs(w.kinds or { w.kind }) do
    if k == "he" then return nil end
  end
  return "shaken_ooc", "command.shaken-and-ooc", "command.shaken-ooc-he-only", { unit = u.id }
end, { before = "combat" })
