-- The game turn [turn.*]: drawing markers from the cup, the end of the
-- Actions phase and the start of the next turn. The bookkeeping lives in
-- turn/lib/turn.lua; a formation's impulse is impulse/impulse.lua's, the
-- Cleanup steps cleanup/cleanup.lua's and the refits supply/supply.lua's.
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
--               the end of Cleanup's refits, or the end of a phase a layer
--               adds (a setup phase: the next phase follows)
-- Who draws does not matter [turn.sequence]: any side may draw; the first
-- draw of the game is no side's privilege.
local cup = require("cup")
local turn = require("turn")

-- The markers (a formation's is impulse/impulse.lua's) ------------------------------

-- the Advance marker: its owner names the formation that activates once more
-- [turn.advance-marker].
nw68.on("marker_drawn", "advance", function()
  local side = turn.advance_owner()
  local any = false
  for _, u in ipairs(side and nw68.units({ side = side }) or {}) do
    if u.on_map and u.formation ~= "" then any = true; break end
  end
  if not any then
    nw68.say("turn.advance-spent", { side = tostring(side) })
    return
  end
  nw68.say("turn.advance-drawn", { side = side })
  nw68.open_interrupt{ kind = "advance", side = side, actions = { "advance" }, mandatory = true,
    context = { side = side } }
end)

-- draw -------------------------------------------------------------------------------

nw68.on("action_available", "draw", function()
  return turn.draw_block()
end)

nw68.on("action_enumerate", "draw", function() return { {} } end)

nw68.on("action_resolve", "draw", function()
  if not turn.started() then turn.count_draws() end
  local m, side
  for _ = 1, 200 do
    m = nw68.cup_draw("turn.draw-purpose")
    side = turn.marker_side(m)
    if not turn.blocked(side) then break end
    nw68.cup_add(m)
    nw68.say("turn.back-in-cup", { marker = m, side = side })
    m = nil
  end
  if not m then error("no marker could be drawn") end
  local left = turn.draws_left() - (turn.counted(m) and 1 or 0)
  nw68.set_var("draws_left", left)
  turn.mark_drawn(m)
  nw68.say("turn.drawn", { marker = m, left = left })
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
    return "no_advance", "turn.advance-marker", "turn.no-advance-waiting", {}
  end
  local side = turn.formation_side(a.formation)
  if not nw68.formation(a.formation) or side ~= i.context.side then
    return "not_in_formation", "turn.advance-marker", "turn.not-side-formation", { formation = a.formation, side = i.context.side }
  end
  if #turn.members(a.formation, true) == 0 then
    return "no_units", "turn.advance-marker", "turn.formation-not-on-map", { formation = a.formation }
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
  nw68.say("turn.advance-taken", { formation = a.formation })
  nw68.start_activation(nil, a.formation)
end)

-- The end of an activation: the turn counts it over, objectives follow
-- control, and the players hear when no draw is left [turn.draw-count]
nw68.on("activation_end", "*", function()
  nw68.set_var("activating", 0)
  if turn.has_objectives() then turn.sync_objectives() end
  if nw68.state().phase == "actions" and turn.started() and not turn.can_draw() then
    nw68.say("turn.no-draw-left")
  end
end)

-- end_phase -------------------------------------------------------------------------------

nw68.on("action_available", "end_phase", function()
  local st = nw68.state()
  if st.phase == "cleanup" then return nil end
  -- a phase a layer adds (a setup phase before turn 1) ends when any side
  -- says so; its own rules may refuse first
  if st.phase ~= "actions" then return nil end
  if turn.running() then
    local who = st.active_formation ~= "" and st.active_formation or st.active_side
    return "activation_running", "turn.sequence", "turn.activation-running", { who = who }
  end
  if not turn.draw_block() then
    return "draws_left", "turn.draw-count", "turn.draws-left", { n = turn.draws_left() }
  end
end)

nw68.on("action_enumerate", "end_phase", function() return { {} } end)

nw68.on("action_resolve", "end_phase", function()
  local st = nw68.state()
  if st.phase == "cleanup" then
    nw68.say("supply.refits-over")
    turn.finish()
    return
  end
  if st.phase ~= "actions" then
    -- a phase a layer adds says itself when it is over: one that every side
    -- ends for itself (ends = "every_side") is over only with the last
    -- side's end_phase, and the kernel logs who it still waits for
    nw68.end_phase()
    return
  end
  if not turn.started() then turn.count_draws() end
  nw68.say("turn.actions-over", { turn = st.turn })
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
