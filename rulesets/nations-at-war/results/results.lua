-- Combat results [results.disruption, results.step-loss, results.wreck].
local units = require("units")

-- Combat results, one hit at a time [results.disruption, results.step-loss].
nw68.on("unit_takes_hits", "*", function(ev)
  for _ = 1, ev.hits do
    local u = nw68.unit(ev.unit)
    if not u.alive then return end
    if not u.statuses.disrupted then
      nw68.set_status(u.id, "disrupted", true)
      nw68.log("results.disruption", u.id .. " is Disrupted")
    elseif u.face ~= "reduced" and u.faces.reduced then
      nw68.set_face(u.id, "reduced")
      nw68.log("results.step-loss", u.id .. " loses a step: flipped to its reduced side")
    else
      nw68.eliminate(u.id, "results.step-loss")
      return
    end
  end
end)

-- A destroyed hard target leaves a wreck, one per hex at most [results.wreck].
nw68.on("unit_eliminated", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if ev.on_map and units.hard(u) then
    if not nw68.hex(ev.hex).markers.wreck then
      nw68.set_marker(ev.hex, "wreck", 0)
      nw68.log("results.wreck", "a wreck is left in " .. ev.hex)
    end
  end
end)
