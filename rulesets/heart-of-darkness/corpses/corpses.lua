-- Corpses left by the dead [corpses.marker, undead.no-corpses]. The marker
-- and the sources of corpses are corpses/lib/corpses.lua's.
local corpses = require("corpses")
local undead = require("undead")
local units = require("units")

-- infantry eliminated on the map leaves one Corpses marker in its hex,
-- unless it is Undead [corpses.marker, undead.no-corpses]
nw68.on("unit_eliminated", "*", function(ev)
  if not ev.on_map or not ev.hex then return end
  local u = nw68.unit(ev.unit)
  if not units.infantry(u) then return end
  if undead.is_undead(u) then
    nw68.say("undead.no-corpses-left", { unit = u.id })
    return
  end
  corpses.place(ev.hex)
end)
