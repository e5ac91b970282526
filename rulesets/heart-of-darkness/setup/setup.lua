-- The setup phase [setup.order] (setup/phases.hcl): before turn 1 the sides
-- buy AUX (auxiliary/buy.lua) and end the phase with end_phase (base
-- turn/sequence.lua), which leads to the Actions phase of turn 1.
--
-- A game with nothing to buy skips the phase: when, as its purchases step
-- starts, no side holds a supply point (holding "supply") or a
-- Specialization point (holding "specialization"), the phase ends at once.
-- So every base scenario, which gives no points before turn 1, starts in the
-- Actions phase of turn 1 just as it does in the base game.
local aux = require("auxiliary")

nw68.on("step", "purchases", function()
  if aux.anyone_can_spend() then
    nw68.log("setup.order", "setup: the sides may buy AUX with their supply points (buy), then end_phase starts turn 1")
    return
  end
  nw68.log("setup.order", "setup: no side holds a supply point: turn 1 begins")
  nw68.end_phase()
end)
