-- The expansion's Cleanup [cleanup.order] (cleanup/phases.hcl lists its
-- steps). Its "lower-smoke" step lowers smoke AND fire per their own rules
-- and the weather in play: base cleanup/cleanup.lua lowers the smoke, the
-- fires area lowers the fires (after it), and here the weather of each map
-- says which markers stay as they are (Fog keeps the smoke, Heatwave the
-- fire: weather.keeps), through base turn.on_keep_marker.
local turn = require("turn")
local weather = require("weather")

turn.on_keep_marker(function(label, kind)
  if not weather.keeps then return false end
  return weather.keeps(nw68.map_of(label), kind) == true
end)
