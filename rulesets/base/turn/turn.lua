-- The game turn [turn.*, impulse.*, cleanup.*, supply.*]: drawing markers
-- from the cup, the start of each formation's impulse, the end of the Actions
-- phase, the Cleanup steps and the start of the next turn. The bookkeeping
-- lives in turn/lib/turn.lua.
--
-- Actions:
--   draw        the next marker comes out of the cup; a formation's marker
--               starts its impulse, an Event is the events rules', a Black
--               Hand marker theirs, an Advance opens the `advance` choice.
--               A third activation in a row of one side goes back and the
--               draw goes on [turn.consecutive-limit].
--   advance     {formation}: the owner of a drawn Advance marker names the
--               formation that takes the extra activation
--   end_phase   Actions -> Cleanup (no draw left, or nothing drawable), or
--               the end of Cleanup's refits
--   refit       {unit}: in Cleanup, one supply point turns a reduced unit to
--               its full-strength side
-- Who draws does not matter [turn.sequence]: any side may draw; the first
-- draw of the game is no side's privilege.
local cup = require("cup")
local turn = require("turn")
local activation = require("activation")

local function var(name) return nw68.state().vars[name] or 0 end

-- The markers ----------------------------------------------------------------------

-- a formation's marker: the formation becomes the Active Formation
-- [impulse.activation]; its impulse begins with the activation_start hooks
-- (Finished removed below, then command/command.lua's 2IC, automatic rally and OOC).
cup.on_marker("formation", function(m)
  if #turn.members(m, true) == 0 then
    nw68.log("impulse.activation", m .. " has no units on the map: its marker is spent")
    return
  end
  nw68.log("impulse.activation", m .. " activates")
  nw68.start_activation(nil, m)
end)

-- the Advance marker: its owner names the formation that activates once more
-- [turn.advance-marker].
cup.on_marker("advance", function()
  local side = turn.advance_owner()
  local any = false
  for _, u in ipairs(side and nw68.units({ side = side }) or {}) do
    if u.on_map and u.formation ~= "" then any = true; break end
  end
  if not any then
    nw68.log("turn.advance-marker", "the Advance marker is drawn, but " .. tostring(side) .. " has no formation on the map: it is spent")
    return
  end
  nw68.log("turn.advance-marker", "the Advance marker: " .. side .. " names a formation for an extra activation")
  nw68.open_interrupt{ kind = "advance", side = side, actions = { "advance" }, mandatory = true,
    context = { side = side } }
end)

-- draw -------------------------------------------------------------------------------

nw68.on("action_validate", "draw", function()
  return turn.draw_block()
end)

nw68.on("action_enumerate", "draw", function() return { {} } end)

nw68.on("action_resolve", "draw", function()
  if not turn.started() then turn.count_draws() end
  local m, side
  for _ = 1, 200 do
    m = nw68.cup_draw("draw")
    side = turn.marker_side(m)
    if not turn.blocked(side) then break end
    nw68.cup_add(m)
    nw68.log("turn.consecutive-limit", string.format("%s would give %s a third activation in a row: it goes back into the cup", m, side))
    m = nil
  end
  if not m then error("no marker could be drawn") end
  local left = turn.draws_left() - 1
  nw68.set_var("draws_left", left)
  nw68.set_var("drawn." .. m, var("drawn." .. m) + 1)
  nw68.log("turn.draw-count", string.format("%s is drawn; %d draw(s) left this turn", m, left))
  nw68.report("draw", { marker = m, side = side or "", draws_left = left })
  -- events do not count as activations, nor end a side's run; an Advance
  -- counts when its formation is named
  local kind = cup.kind(m)
  if side and kind ~= "advance" and #turn.members(m, true) > 0 then turn.record_activation(side) end
  cup.handle(m)
end)

-- advance ------------------------------------------------------------------------------

nw68.on("action_validate", "advance", function(a)
  local i = nw68.state().interrupt
  if not i or i.kind ~= "advance" then
    return "no_advance", "turn.advance-marker", "no Advance marker is waiting for a formation"
  end
  local side = turn.formation_side(a.formation)
  if not nw68.formation(a.formation) or side ~= i.context.side then
    return "not_in_formation", "turn.advance-marker", a.formation .. " is not a formation of " .. i.context.side
  end
  if #turn.members(a.formation, true) == 0 then
    return "no_units", "turn.advance-marker", a.formation .. " has no units on the map"
  end
end)

nw68.on("action_enumerate", "advance", function()
  local i = nw68.state().interrupt
  if not i or i.kind ~= "advance" then return {} end
  local out, seen = {}, {}
  for _, u in ipairs(nw68.units({ side = i.context.side })) do
    if u.on_map and u.formation ~= "" and not seen[u.formation] then
      seen[u.formation] = true
      table.insert(out, { formation = u.formation })
    end
  end
  return out
end)

nw68.on("action_resolve", "advance", function(a)
  nw68.close_interrupt()
  turn.record_activation(turn.formation_side(a.formation))
  nw68.log("turn.advance-marker", a.formation .. " takes the Advance marker's extra activation")
  nw68.start_activation(nil, a.formation)
end)

-- The impulse ----------------------------------------------------------------------

-- first of all, the formation's Finished markers come off [impulse.sequence,
-- impulse.finished], and so does what its units did since their last
-- activation (an opportunity attack in the enemy's): this activation's
-- moves and attacks are still to come. The activation is under way until
-- it ends.
nw68.on("activation_start", "*", function(ev)
  nw68.set_var("activating", 1)
  local list
  if ev.formation ~= nil and ev.formation ~= "" then
    list = nw68.units({ formation = ev.formation })
  elseif ev.side ~= nil and ev.side ~= "" then
    list = nw68.units({ side = ev.side })
  else
    list = {}
  end
  local freed = {}
  for _, u in ipairs(list) do
    for _, c in ipairs(activation.counters) do
      if (u.counters[c] or 0) ~= 0 then nw68.set_counter(u.id, c, 0) end
    end
    if u.statuses.finished then
      nw68.set_status(u.id, "finished", false)
      table.insert(freed, u.id)
    end
  end
  if #freed > 0 then
    nw68.log("impulse.finished", "Finished markers come off " .. table.concat(freed, ", ") .. " as the activation starts")
  end
end, { before = "command" })

nw68.on("activation_end", "*", function()
  nw68.set_var("activating", 0)
  if var("objectives") > 0 then turn.sync_objectives() end
  if nw68.state().phase == "actions" and turn.started() and not turn.can_draw() then
    nw68.log("turn.draw-count", "no draw is left this turn: end_phase starts the Cleanup")
  end
end)

-- Between activations -----------------------------------------------------------------

-- In a game run by the turn (its start counted), units act only in their
-- formation's impulse: between the end of one activation and the next draw
-- only the turn's own actions are legal [impulse.activation]. Reactions
-- answer their own windows and are not concerned; a bare setup (no counted
-- start) is not either.
local TURN_ACTIONS = { draw = true, end_phase = true, refit = true, advance = true, pass = true }

nw68.on("action_validate", "*", function(_, kind)
  if TURN_ACTIONS[kind] then return nil end
  local st = nw68.state()
  if st.phase ~= "actions" or st.interrupt or not turn.started() or turn.running() then return nil end
  return "no_activation", "impulse.activation", "no formation is active: draw the next marker"
end, { phase = "first" })

-- end_phase -------------------------------------------------------------------------------

nw68.on("action_validate", "end_phase", function()
  local st = nw68.state()
  if st.phase == "cleanup" then return nil end
  if st.phase ~= "actions" then
    return "not_actions_phase", "turn.sequence", "nothing to end in " .. st.phase
  end
  if turn.running() then
    local who = st.active_formation ~= "" and st.active_formation or st.active_side
    return "activation_running", "turn.sequence", "the activation of " .. who .. " is not over: end_activation first"
  end
  if not turn.draw_block() then
    return "draws_left", "turn.draw-count", string.format("%d draw(s) are left this turn", turn.draws_left())
  end
end)

nw68.on("action_enumerate", "end_phase", function() return { {} } end)

nw68.on("action_resolve", "end_phase", function()
  local st = nw68.state()
  if st.phase == "cleanup" then
    nw68.log("supply.timing", "the refits are over")
    turn.finish()
    return
  end
  if not turn.started() then turn.count_draws() end
  nw68.log("turn.draw-count", "the Actions phase of turn " .. st.turn .. " is over")
  nw68.end_phase()
end)

-- The start of a turn -------------------------------------------------------------

-- reinforcements come in and their markers join the cup, the turn's draws
-- are counted, the turn's supply points are given, objectives are marked
-- [turn.reinforcements, turn.draw-count, supply.timing, control.objectives]
nw68.on("phase_start", "actions", function()
  if nw68.state().result ~= "" then return end
  turn.reinforce()
  turn.count_draws()
  turn.give_supply()
  turn.sync_objectives(true)
end)

-- Cleanup ----------------------------------------------------------------------

nw68.on("step", "remove-finished", function()
  local n = 0
  for _, u in ipairs(nw68.units({})) do
    if u.statuses.finished then
      nw68.set_status(u.id, "finished", false)
      n = n + 1
    end
  end
  nw68.log("cleanup.steps", string.format("Cleanup: %d Finished marker(s) removed", n))
end)

-- with the optional dispersal rule (scenario option or var chemical_dispersal)
-- the markers stay: the artillery rules roll for their dispersal instead
nw68.on("step", "remove-chemical", function()
  local sc = nw68.scenario()
  if (sc and sc.options.chemical_dispersal) or var("chemical_dispersal") > 0 then return end
  local n = 0
  for _, h in ipairs(nw68.marked("chemical")) do
    nw68.remove_marker(h.label, "chemical")
    n = n + 1
  end
  if n > 0 then nw68.log("cleanup.steps", string.format("Cleanup: %d Chemical marker(s) removed", n)) end
end)

nw68.on("step", "lower-smoke", function()
  for _, h in ipairs(nw68.marked("smoke")) do
    local lvl = h.markers.smoke
    if lvl <= 1 then
      nw68.remove_marker(h.label, "smoke")
      nw68.log("cleanup.steps", "Cleanup: the Level 1 smoke in " .. h.label .. " clears")
    else
      nw68.set_marker(h.label, "smoke", lvl - 1)
      nw68.log("cleanup.steps", string.format("Cleanup: the smoke in %s thins to Level %d", h.label, lvl - 1))
    end
  end
end)

nw68.on("step", "refill-cup", function()
  turn.refill()
  if var("objectives") > 0 then turn.sync_objectives() end
end)

-- refits wait for the players when some side can make one; otherwise the
-- Cleanup ends at once
nw68.on("step", "supply", function()
  if turn.refits_possible() then
    nw68.log("supply.refit", "Cleanup: supply points may refit reduced units (refit), then end_phase")
    return
  end
  turn.finish()
end)

-- refit ----------------------------------------------------------------------------

nw68.on("action_validate", "refit", function(a)
  local st = nw68.state()
  if st.phase ~= "cleanup" then
    return "not_cleanup", "supply.timing", "supply points are spent in the Cleanup phase"
  end
  local u = nw68.unit(a.unit)
  if not u.on_map then
    return "not_on_map", "supply.refit", a.unit .. " is not on the map"
  end
  if u.face ~= "reduced" then
    return "not_reduced", "supply.refit", a.unit .. " is not reduced"
  end
  if nw68.holding(u.side, "supply") <= 0 then
    return "no_supply", "supply.timing", u.side .. " has no supply point left this turn"
  end
end)

nw68.on("action_enumerate", "refit", function()
  if nw68.state().phase ~= "cleanup" then return {} end
  local out = {}
  for _, u in ipairs(nw68.units({})) do
    if u.on_map and u.face == "reduced" and nw68.holding(u.side, "supply") > 0 then
      table.insert(out, { unit = u.id })
    end
  end
  return out
end)

nw68.on("action_resolve", "refit", function(a)
  local u = nw68.unit(a.unit)
  local left = nw68.holding(u.side, "supply") - 1
  nw68.set_face(u.id, "")
  nw68.set_holding(u.side, "supply", left)
  nw68.log("supply.refit", string.format("%s spends a supply point: %s is back at full strength (%d point(s) left)", u.side, u.id, left))
  nw68.report("refit", { unit = u.id, side = u.side, supply_left = left })
  if not turn.refits_possible() then turn.finish() end
end)
