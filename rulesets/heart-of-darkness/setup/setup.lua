-- The setup phase [setup.order] (setup/phases.hcl): before turn 1 the sides
-- buy AUX (auxiliary/buy.lua) and end the phase with end_phase (base
-- turn/sequence.lua), which leads to the Actions phase of turn 1.
--
-- A game with nothing to buy skips the phase: when, as its purchases step
-- starts, no side holds a supply point (holding "supply") or a
-- Specialization point (holding "specialization"), the phase ends at once.
-- So every base scenario, which gives no points before turn 1, starts in the
-- Actions phase of turn 1 just as it does in the base game.
--
-- Each side ends the phase for itself (phases.hcl, ends = "every_side"): it
-- waits for every side a person plays, but for the Independents, who buy
-- nothing (their units are the rules' to play once in play): they are done
-- as the purchases start.
local aux = require("auxiliary")
local independents = require("independents")

nw68.on("step", "purchases", function()
  if not aux.anyone_can_spend() then
    nw68.say("setup.no-supply")
    nw68.end_phase()
    return
  end
  nw68.say("setup.buying")
  local st = nw68.state()
  for _, side in ipairs(st.sides) do
    if side == independents.SIDE and not st.automated[side] then nw68.end_phase(side) end
  end
end)

nw68.on("phase_end", "setup", function() nw68.say("setup.over") end)
