# The weather markers (1.8), one kind per weather. The weather of a map is the
# weather marker on that map: weather/lib/weather.lua lays it on the map's
# first hex (A1) and reads it wherever a scenario or a case put it. What each
# weather does is data in its stats, read by weather/lib/weather.lua:
#   forbids        what may not be done on its map (weather.forbids): "fire"
#                  (placing fire), "fire_weapon", "electric_weapon", "smoke"
#                  (laying smoke), "artillery", "airstrike", "ranged" (ranged
#                  attacks), "ranged_skill"
#   range_divisor  weapon ranges on its map are divided by it, rounded down
#   keeps          marker kinds that Cleanup neither lowers nor removes
#   spreads        marker kinds whose Level 2 spreads at Cleanup (fire)
#   clears         marker kinds removed from its map when it starts
#   places, count, level
#                  the marker kind laid on `count` random hexes when it starts
#                  (fire goes through the fires area: terrain-appropriate)
#   drifts         marker kinds moved one hex at random when it starts and at
#                  each Cleanup
#   hits, hills    at each Cleanup, `hits` hits to every unit in a hex whose
#                  name or features hold one of `hills`

marker_kind "acid-rain" {
  rule  = "weather.acid-rain"
  name  = "Acid Rain"
  stats = { forbids = ["fire", "fire_weapon", "electric_weapon"], clears = ["fire"] }
}

marker_kind "darkness" {
  rule  = "weather.darkness"
  name  = "Darkness"
  stats = { forbids = ["artillery", "airstrike", "ranged", "ranged_skill"], hits = 1, hills = ["magdeburg-hill", "holterberg-hill"] }
}

marker_kind "fog" {
  rule  = "weather.fog"
  name  = "Fog"
  stats = { range_divisor = 2, keeps = ["smoke"], places = "smoke", count = 3, level = 2 }
}

marker_kind "heatwave" {
  rule  = "weather.heatwave"
  name  = "Heatwave"
  stats = { keeps = ["fire"], spreads = ["fire"], places = "fire", count = 3 }
}

marker_kind "radwind" {
  rule  = "weather.radwind"
  name  = "Radwind"
  stats = { forbids = ["smoke"], clears = ["smoke"], drifts = ["radiation"], places = "radiation", count = 3 }
}

marker_kind "sandstorm" {
  rule  = "weather.sandstorm"
  name  = "Sandstorm"
  stats = { forbids = ["airstrike"] }
}
