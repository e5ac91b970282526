-- The Black Hand [black-hand.command, black-hand.masterless].
--
-- The Black Hand has no formations and no COs: every unit of the side serves
-- in the one formation "black-hand" (command/formations.hcl, tag "no-co"), which a
-- Black Hand activation marker drawn from the cup activates whole. The start
-- of the activation (command/officers.lua, command/lib/command.lua) then rallies its Shaken
-- units without a roll and never marks any of them Out Of Contact.
--
-- As for any formation, turn/sequence.lua takes the Finished markers off as the
-- activation starts.
--
-- With no Black Hand player (black-hand/lib/zealots.lua) the side is automated: once
-- its marker is drawn, the automated_turn handler below chooses its actions
-- (zealots.choose), which go through the same actions as a player's (fire,
-- move, moving fire, remove_excess, end_activation), one after the other until the
-- activation ends. Two Black Hand markers join the cup at the Cleanup of the
-- turn Black Hand units first appeared (turn.arrive), and the side takes no
-- opportunity fire.
--
-- Reading taken: a Black Hand marker drawn when the side has no unit on the
-- map is spent with no activation.
local zealots = require("zealots")

local SIDE, FORMATION = zealots.SIDE, zealots.FORMATION

nw68.on("marker_drawn", "black-hand", function()
  local on_map = {}
  for _, u in ipairs(nw68.units({ side = SIDE })) do
    if u.on_map then table.insert(on_map, u) end
  end
  if #on_map == 0 or not nw68.formation(FORMATION) then
    nw68.say("black-hand.marker-no-units")
    return
  end
  nw68.say("black-hand.marker-drawn")
  nw68.start_activation(nil, FORMATION)
  if zealots.masterless() then
    if not nw68.state().automated[SIDE] then nw68.set_automated(SIDE, true) end
    nw68.set_var("masterless_acted", 0)
  end
end)

-- the masterless Black Hand's choice, while its activation runs
-- [black-hand.masterless]; a window offered to it is passed up
nw68.on("automated_turn", SIDE, function()
  local st = nw68.state()
  if st.interrupt then return { kind = "pass" } end
  if st.active_formation ~= FORMATION or not zealots.masterless() then return nil end
  return (zealots.choose())
end)

-- as the masterless Black Hand's choice resolves, the log says why it was
-- made (and why the units passed over do nothing), and the acting unit's
-- place in the order is noted so the next choice starts after it
for _, kind in ipairs({ "fire", "move", "remove_excess", "end_activation" }) do
  nw68.on("action_resolve", kind, function(a)
    local st = nw68.state()
    if not st.automated[SIDE] or st.active_formation ~= FORMATION or st.interrupt then return end
    zealots.record(zealots.CREW, kind, a)
  end, { phase = "first" })
end

-- a scenario that lists the Black Hand among its sides but gives it no
-- player (option black_hand_player = false) automates it as play begins,
-- before the turn counts its players and draws [black-hand.masterless]
nw68.on("phase_start", "actions", function()
  local st = nw68.state()
  if st.automated[SIDE] or not zealots.masterless() then return end
  for _, s in ipairs(st.sides) do
    if s == SIDE then
      nw68.set_automated(SIDE, true)
      nw68.say("black-hand.masterless")
    end
  end
end, { before = "turn" })

-- an automated side takes no opportunity fire: the window offered to it
-- closes at once and the mover walks on
nw68.on("unit_enters_hex", "*", function(ev)
  local i = nw68.state().interrupt
  if i and i.kind == "opportunity"
      and (nw68.state().automated[i.side] or (i.side == SIDE and zealots.masterless())) then
    nw68.close_interrupt()
    nw68.say("black-hand.no-opportunity-fire", { side = i.side, unit = ev.unit })
  end
end, { phase = "last" })
