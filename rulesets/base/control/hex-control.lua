-- Hex control [control.hex].
local units = require("units")

-- a hex belongs to the last side that had a ground unit in it, moving
-- through included; aircraft flying over take nothing [control.hex]
nw68.on("unit_enters_hex", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if units.air(u) then return end
  nw68.set_control(ev.hex, u.side)
end, { after = "opportunity-fire" })
