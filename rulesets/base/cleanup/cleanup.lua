-- The Cleanup steps [cleanup.steps]: cleanup/phases.hcl lists them in order;
-- the supply step (refits) is supply/supply.lua's, the planes' return
-- planes/planes.lua's.
local turn = require("turn")

nw68.on("step", "remove-finished", function()
  local n = 0
  for _, u in ipairs(nw68.units({})) do
    if u.statuses.finished then
      nw68.set_status(u.id, "finished", false)
      n = n + 1
    end
  end
  nw68.say("cleanup.finished-removed", { n = n })
end)

-- with the optional dispersal rule (scenario option or var chemical_dispersal)
-- the markers stay: the artillery rules roll for their dispersal instead
nw68.on("step", "remove-chemical", function()
  local sc = nw68.scenario()
  if (sc and sc.options.chemical_dispersal) or (nw68.state().vars.chemical_dispersal or 0) > 0 then return end
  local n = 0
  for _, h in ipairs(nw68.marked("chemical")) do
    nw68.remove_marker(h.label, "chemical")
    n = n + 1
  end
  if n > 0 then nw68.say("cleanup.chemical-removed", { n = n }) end
end)

-- a smoke marker another rule keeps (a keeps_marker handler) stays as it is
nw68.on("step", "lower-smoke", function()
  for _, h in ipairs(nw68.marked("smoke")) do
    local lvl = h.markers.smoke
    if turn.keeps_marker(h.label, "smoke") then
      nw68.say("cleanup.smoke-stays", { hex = h.label })
    elseif lvl <= 1 then
      nw68.remove_marker(h.label, "smoke")
      nw68.say("cleanup.smoke-clears", { hex = h.label })
    else
      nw68.set_marker(h.label, "smoke", lvl - 1)
      nw68.say("cleanup.smoke-thins", { hex = h.label, level = lvl - 1 })
    end
  end
end)

nw68.on("step", "refill-cup", function()
  turn.refill()
  if turn.has_objectives() then turn.sync_objectives() end
end)
