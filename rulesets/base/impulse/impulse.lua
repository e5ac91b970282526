-- The formation impulse [impulse.*]: a drawn formation marker starts the
-- formation's activation, its Finished markers come off as it starts, units
-- act only within an activation, and end_activation ends it.
local turn = require("turn")
local activation = require("activation")

-- a formation's marker: the formation becomes the Active Formation
-- [impulse.activation]; its impulse begins with the activation_start hooks
-- (Finished removed below, then command/officers.lua's 2IC, automatic rally and OOC).
nw68.on("marker_drawn", "formation", function(ev)
  local m = ev.marker
  if #turn.members(m, true) == 0 then
    nw68.say("impulse.marker-spent", { formation = m })
    return
  end
  nw68.say("impulse.activates", { formation = m })
  nw68.start_activation(nil, m)
end)

-- ending an activation needs one in progress: end_activation's precondition
-- activation-in-progress [impulse.activation]
nw68.on("action_resolve", "end_activation", function()
  local st = nw68.state()
  nw68.end_activation()
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    for _, c in ipairs(activation.counters) do nw68.set_counter(u.id, c, 0) end
  end
  if st.active_formation ~= "" then
    nw68.set_formation_counter(st.active_formation, "co_bonus_used", 0)
  end
  nw68.say("impulse.activation-ends", { who = st.active_formation ~= "" and st.active_formation or st.active_side })
end)

-- Starting an activation -------------------------------------------------------------

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
    nw68.say("impulse.finished-off", { units = table.concat(freed, ", ") })
  end
end, { before = "command" })

-- Between activations -----------------------------------------------------------------

-- In a game run by the turn (its start counted), units act only in their
-- formation's impulse: between the end of one activation and the next draw
-- only the turn's own actions are legal [impulse.activation]. Reactions
-- answer their own windows and are not concerned; a bare setup (no counted
-- start) is not either. Designating a CO as play begins comes before any
-- activation [command.co].
local TURN_ACTIONS = { draw = true, end_phase = true, refit = true, advance = true, pass = true, designate_co = true }

nw68.on("action_available", "*", function(_, kind)
  if TURN_ACTIONS[kind] then return nil end
  local st = nw68.state()
  if st.phase ~= "actions" or st.interrupt or not turn.started() or turn.running() then return nil end
  return "no_activation", "impulse.activation", "impulse.draw-next", {}
end, { phase = "first" })
