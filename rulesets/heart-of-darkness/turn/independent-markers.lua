-- The Independents' activation markers at Cleanup [turn.independent-markers].
--
-- Their formation ("independent", independents/formations.hcl) is marked
-- outside_draw_count, which base turn/ reads: its markers neither count
-- towards the turn's draws nor use one; they count for the two-in-a-row
-- limit like any side's [turn.independent-streaks], and an allied faction's
-- activation ends its ally's run as any other side's does (base
-- turn.record_activation) [turn.allied-streaks].
--
-- After base's refill (markers drawn go back), the cup holds the
-- Independents' markers (their formation's "markers" counter, else one) for
-- as long as an uncontrolled Independent is on the map, and none once no
-- uncontrolled Independent is left.
local ind = require("independents")
local turn = require("turn")

nw68.on("step", "refill-cup", function()
  local have = 0
  for _, m in ipairs(nw68.state().cup) do
    if m == ind.FORMATION then have = have + 1 end
  end
  if ind.uncontrolled_on_map() then
    local want = turn.markers_of(ind.FORMATION)
    for _ = have + 1, want do nw68.cup_add(ind.FORMATION) end
    if want > have then
      nw68.say("turn.independent-markers-join", { n = want - have })
    end
  elseif have > 0 then
    for _ = 1, have do nw68.cup_remove(ind.FORMATION) end
    nw68.say("turn.independent-markers-leave", { n = have })
  end
end, { after = "cleanup" })
