-- Fire in play [fires.*]: the fire in a hex attacks the units that enter it,
-- and each Cleanup burns, spreads and lowers the fires (fires/lib/fires.lua).
local fires = require("fires")
local objects = require("objects")

-- a fire-placing weapon never takes part in a group attack [objects.fire-placing]:
-- objects/objects.lua refuses it for fire and assault; a group opportunity
-- fire (opportunity_fire with an assist) is a group attack too
nw68.on("action_validate", "opportunity_fire", function(a)
  if a.assist and objects.places_fire(a.weapon) then
    return "fire_placing", "objects.fire-placing", "fires.fire-placing-group", { weapon = a.weapon }
  end
  return nil
end, { before = "opportunity-fire" })

-- a unit moving into a burning hex is attacked; one set down where it
-- already was (unloading) has not entered, and a unit staying or leaving is
-- never attacked, since only entering fires this hook [fires.entry]. It
-- runs before opportunity fire is offered for the hex, as a minefield does.
nw68.on("unit_enters_hex", "*", function(ev)
  if ev.from == ev.hex then return end
  if fires.level(ev.hex) <= 0 then return end
  nw68.say("fires.entered", { unit = ev.unit, hex = ev.hex })
  fires.attack(ev.hex, ev.unit, {})
end, { before = "opportunity-fire" })

-- the Cleanup's "lower-smoke" step lowers smoke and fire alike (the
-- expansion's Cleanup order, 2.0); the fires of each map in play follow its
-- own weather [fires.cleanup, fires.heatwave]
nw68.on("step", "lower-smoke", function()
  for _, map in ipairs(nw68.maps()) do fires.cleanup(map) end
end, { after = "cleanup" })
