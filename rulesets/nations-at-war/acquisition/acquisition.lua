-- What ends an acquisition [acquisition.loss]: the kernel's events of the units of a pair. Firing
-- is told by fire/lib/attack.lua (acquisition.fired).
local acquisition = require("acquisition")

-- a unit that moves (or leaves its hex) ends its pairs, acquirer or target
nw68.on("unit_enters_hex", "*", function(ev)
  if ev.from then acquisition.lose(ev.unit, "acquisition.unit-moves") end
end)

nw68.on("unit_leaves_map", "*", function(ev)
  acquisition.lose(ev.unit, "acquisition.unit-leaves-map")
end)

-- a Disrupted unit ends its pairs
nw68.on("unit_status_changed", "disrupted", function(ev)
  if ev.on then acquisition.lose(ev.unit, "acquisition.unit-disrupted") end
end)

-- a reduced unit ends its pairs (any change of face but mounting and dismounting is a step)
nw68.on("unit_face_changed", "*", function(ev)
  local function reduced(face) return face ~= nil and string.find(face, "reduced", 1, true) ~= nil end
  if reduced(ev.face) and not reduced(ev.from) then acquisition.lose(ev.unit, "acquisition.unit-reduced") end
end)

-- a destroyed unit is acquired no more, nor does it keep its own acquisition
nw68.on("unit_eliminated", "*", function(ev)
  acquisition.lose(ev.unit, "acquisition.unit-destroyed")
end)

-- an assault engages the attackers and every unit in the assaulted hex (the path's last): their
-- pairs end before the combat is resolved
nw68.on("action_resolve", "assault", function(a)
  for _, id in ipairs(a.units or {}) do acquisition.lose(id, "acquisition.unit-assaults") end
  local hex = a.path and a.path[#a.path]
  if hex then
    for _, o in ipairs(nw68.units_at(hex)) do acquisition.lose(o.id, "acquisition.unit-assaults") end
  end
end, { phase = "first" })
