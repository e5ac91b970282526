-- Hex control [control.hex].
local units = require("units")

-- says reports whether a side's data say stats { <stat> = true }.
local function says(side, stat)
  local e = nw68.entity("side", side)
  return e ~= nil and e.stats[stat] == true
end

-- takes reports whether unit u takes the hex it enters: aircraft flying
-- over take nothing; nor does a unit whose type is tagged "no_control" or
-- whose side's data say no_control, nor any unit entering a hex where a
-- unit of a side whose data say shields_control stands. A layer's rules
-- (units that give no control, units whose presence keeps a hex as it is)
-- say it in data.
local function takes(u, hex)
  if units.air(u) or u.tags.no_control or says(u.side, "no_control") then return false end
  for _, o in ipairs(nw68.units_at(hex)) do
    if o.id ~= u.id and o.side ~= u.side and says(o.side, "shields_control") then return false end
  end
  return true
end

-- a hex belongs to the last side that had a ground unit in it, moving
-- through included [control.hex]
nw68.on("unit_enters_hex", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if not takes(u, ev.hex) then return end
  nw68.set_control(ev.hex, u.side)
end, { after = "opportunity-fire" })
