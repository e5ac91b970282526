-- The game turn [turn.*, markers.*]: markers drawn from the cup in the Operations phase, the
-- End of Turn markers that end it, the Marker Removal phase and the next turn. A formation's
-- pulse is pulse/pulse.lua's; the cup's bookkeeping is turn/lib/turn.lua's.
--
-- Actions:
--   draw            the next marker comes out of the cup: a formation activates, an End of
--                   Turn marker is set aside (the last ends the phase), Chaos strikes (chaos/)
--   end_activation  the active formation's pulse is declared complete
-- Who draws does not matter [turn.operations]: any side may draw.
local turn = require("turn")

-- draw -------------------------------------------------------------------------------------

-- A marker is drawn in the Operations phase, between pulses (the precondition
-- no-activation-running), while the cup holds one [turn.operations, turn.end-of-turn].
nw68.on("action_available", "draw", function()
  local st = nw68.state()
  if st.phase ~= "operations" then
    return "wrong_phase", "turn.operations", "turn.draw-phase", {}
  end
  if #st.cup == 0 then
    return "cup_empty", "turn.end-of-turn", "turn.cup-empty", {}
  end
end)

nw68.on("action_enumerate", "draw", function() return { {} } end)

nw68.on("action_resolve", "draw", function()
  local turn_now = nw68.state().turn
  local m = nw68.cup_draw("turn.draw-purpose")
  local kind = turn.kind(m)
  nw68.say("turn.drawn", { marker = m })
  nw68.report("draw", { marker = m, kind = kind, side = kind == "formation" and (turn.formation_side(m) or "") or "" })
  local _, ran = nw68.fire("marker_drawn", kind, { marker = m })
  if ran == 0 then error("no marker_drawn handler for the cup marker " .. m) end
  -- a marker that already ended the turn leaves the next one alone
  if nw68.state().turn == turn_now then turn.check_end() end
end)

-- A Formation marker: the formation must activate, its pulse begins [markers.formation,
-- turn.operations, formations.activation]. One with no unit on the map has nothing to do.
nw68.on("marker_drawn", "formation", function(ev)
  local m = ev.marker
  if #turn.members(m, true) == 0 then
    nw68.say("formations.formation-absent", { formation = m })
    return
  end
  nw68.say("formations.formation-active", { formation = m })
  nw68.start_activation(nil, m)
end, { id = "formation" })

-- An End of Turn marker is set aside; turn.check_end (after every draw) ends the phase when it
-- was the last in the cup [markers.end-of-turn, turn.end-of-turn].
nw68.on("marker_drawn", "end-of-turn", function()
  local left = turn.count(nw68.state().cup, turn.ET)
  nw68.say("markers.end-of-turn-aside", { n = left })
  if left == 0 then
    turn.end_operations("turn.last-end-of-turn")
  end
end, { id = "end-of-turn" })

-- end_activation ------------------------------------------------------------------------------

-- The owner declares the pulse complete [turn.operations]; the Operations phase ends if only
-- End of Turn markers are left [turn.end-of-turn].
nw68.on("action_enumerate", "end_activation", function() return { {} } end)

nw68.on("action_resolve", "end_activation", function()
  local st = nw68.state()
  local who = st.active_formation ~= "" and st.active_formation or st.active_side
  nw68.end_activation()
  nw68.say("turn.pulse-complete", { formation = who })
  turn.check_end()
end)

-- A side's held End of Turn markers go back into the cup once the last of its formations that
-- missed the last turn activates [turn.no-activation].
nw68.on("activation_start", "*", function(ev)
  local f = ev.formation
  if f == nil or f == "" then return end
  local rec = nw68.formation(f)
  if not rec or (rec.counters["missed-activation"] or 0) == 0 then return end
  nw68.set_formation_counter(f, "missed-activation", 0)
  local side = turn.formation_side(f)
  for _, other in ipairs(turn.formations()) do
    local o = nw68.formation(other)
    if o and turn.formation_side(other) == side and (o.counters["missed-activation"] or 0) > 0 then
      nw68.say("turn.still-waits", { formation = f, side = side, other = other })
      return
    end
  end
  local held = nw68.holding(side, turn.ET)
  if held > 0 then
    for _ = 1, held do nw68.cup_add(turn.ET) end
    nw68.set_holding(side, turn.ET, 0)
    nw68.say("turn.held-back", { formation = f, side = side, n = held })
  end
end, { id = "held-end-of-turn" })

-- Marker Removal ----------------------------------------------------------------------------

-- Every Ops Complete marker comes off [turn.marker-removal].
nw68.on("step", "remove-ops-complete", function()
  local n = 0
  for _, u in ipairs(nw68.units()) do
    if u.statuses["ops-complete"] then
      nw68.set_status(u.id, "ops-complete", false)
      n = n + 1
    end
  end
  nw68.say("turn.ops-complete-off", { n = n })
end)

-- Formations whose marker is still in the cup did not activate: they are marked, and their
-- owners keep all End of Turn markers but one out of the cup [turn.no-activation]. The ET
-- markers of the game (in the cup, drawn, held) are counted afresh each turn; those a side
-- holds are dealt one at a time, in side order, to the sides with such formations.
nw68.on("step", "missed-activations", function()
  local st = nw68.state()
  local in_cup = {}
  for _, m in ipairs(st.cup) do in_cup[m] = true end
  local missing = {}
  for _, f in ipairs(turn.formations()) do
    local rec = nw68.formation(f)
    if rec then
      if in_cup[f] and #turn.members(f, true) > 0 then
        nw68.set_formation_counter(f, "missed-activation", 1)
        local side = turn.formation_side(f)
        missing[side] = true
        nw68.say("turn.missed", { formation = f })
      else
        nw68.set_formation_counter(f, "missed-activation", 0)
      end
    end
  end
  -- every ET marker of the game: the cup's, the drawn, the held
  local total = turn.count(st.cup, turn.ET) + turn.count(st.drawn, turn.ET)
  for _, side in ipairs(st.sides) do
    total = total + nw68.holding(side, turn.ET)
    nw68.set_holding(side, turn.ET, 0)
  end
  local holders = {}
  for _, side in ipairs(st.sides) do
    if missing[side] then table.insert(holders, side) end
  end
  local held = {}
  if #holders > 0 then
    for i = 1, math.max(total - 1, 0) do
      local side = holders[(i - 1) % #holders + 1]
      held[side] = (held[side] or 0) + 1
    end
  end
  for _, side in ipairs(holders) do
    if (held[side] or 0) > 0 then
      nw68.set_holding(side, turn.ET, held[side])
      nw68.say("turn.held", { side = side, n = held[side] })
    end
  end
  -- the cup is refilled with the rest at return-markers: the var says how many
  local back = total
  for _, n in pairs(held) do back = back - n end
  nw68.set_var("et_back", back + 1) -- +1 so 0 ET markers still read as set
end)

-- Formation and End of Turn markers go back into the cup; a formation with no unit left in
-- play gets none, a drawn Chaos marker only where the scenario keeps it (var chaos_returns) or
-- its result found no formation to strike (var chaos_back) [turn.marker-removal, chaos.removal,
-- chaos.next-formation]. After the last turn the game is scored.
nw68.on("step", "return-markers", function()
  local st = nw68.state()
  local alive = {}
  for _, f in ipairs(turn.formations()) do alive[f] = true end
  -- the cup keeps what was not drawn, save the ET markers, counted afresh
  for _ = 1, turn.count(st.cup, turn.ET) do nw68.cup_remove(turn.ET) end
  local back = {}
  for _, m in ipairs(st.drawn) do
    local kind = turn.kind(m)
    if kind == "formation" then
      if alive[m] then
        nw68.cup_add(m)
        table.insert(back, m)
      else
        nw68.say("turn.marker-stays-out", { formation = m })
      end
    elseif kind == "chaos" then
      if (st.vars.chaos_returns or 0) > 0 or (st.vars.chaos_back or 0) > 0 then
        nw68.cup_add(m)
        table.insert(back, m)
      else
        nw68.say("chaos.chaos-leaves")
      end
    end
  end
  nw68.set_var("chaos_back", 0)
  local ets = (st.vars.et_back or 1) - 1
  for _ = 1, ets do nw68.cup_add(turn.ET) end
  nw68.set_var("et_back", 0)
  nw68.cup_reset_drawn()
  if #back > 0 then
    nw68.say("turn.back-in-cup", { markers = table.concat(back, ", "), n = ets })
  else
    nw68.say("turn.back-in-cup-end-of-turn", { n = ets })
  end
  local last = turn.last_turn()
  if last and st.turn >= last then
    local result = nw68.fire("game_end", "*", {})[1]
    if type(result) == "table" then
      nw68.end_game(result.key, "turn.marker-removal", result.params)
    elseif result then
      nw68.end_game(result, "turn.marker-removal")
    else
      nw68.end_game("turn.last-turn-over", "turn.marker-removal", { turn = st.turn })
    end
  end
end)
