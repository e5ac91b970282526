-- The expansion's Cleanup [cleanup.order] (cleanup/phases.hcl lists its
-- steps). Its "lower-smoke" step lowers smoke AND fire per their own rules
-- and the weather in play: base cleanup/cleanup.lua lowers the smoke, the
-- fires area lowers the fires (after it), and here the weather of each map
-- says which markers stay as they are (Fog keeps the smoke, Heatwave the
-- fire: weather.keeps), through base turn's keeps_marker hook. Its step
-- "last-weather" is the weather's part of the game's last Cleanup (below).
local turn = require("turn")
local weather = require("weather")

nw68.on("keeps_marker", "*", function(ev)
  if not weather.keeps then return false end
  return weather.keeps(nw68.map_of(ev.hex), ev.kind) == true
end, { id = "weather-keeps" })

-- After the game's last turn base turn.finish scores the game as the phase
-- "cleanup" ends, so "cleanup-end" and its weather step never run then. The
-- weather in play still acts in that last Cleanup, as in every Cleanup
-- (Darkness hits the units on the hills before the game is scored): the step
-- "last-weather" does it, and weather.cleanup throws no die for a next turn
-- that will not come [cleanup.order, weather.darkness, weather.roll].
nw68.on("step", "last-weather", function()
  local last = turn.last_turn()
  if not last or nw68.state().turn < last then return end
  for _, map in ipairs(nw68.maps()) do weather.cleanup(map) end
end)
