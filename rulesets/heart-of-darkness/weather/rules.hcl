# The weather (1.8): the Cleanup roll of each map in play and the six weather
# markers. weather/weather.lua holds the hooks, weather/lib/weather.lua the
# module other areas ask (current, forbids, range_divisor, keeps, spreads_hot,
# draw); weather/markers.hcl the markers and what each one does, as data.

rule "weather.roll" {
  section = "1.8"
  title   = "The weather roll at Cleanup"
  summary = "Each Cleanup, one die is thrown for every map in play, apart from the others. On 1 or 2 the weather worsens: a weather marker is drawn at random from all six, the one already in play among them, and its start effects happen at once. On 3 or 4 nothing changes and the marker in play does nothing again. On 5 or 6 the sky clears and the marker in play goes."
}

rule "weather.forecast" {
  section = "1.8"
  title   = "Forecast weather"
  summary = "Weather that a mission script fixes for a turn replaces the Cleanup roll: the map takes the forecast weather (or clear sky) without a die."
}

rule "weather.scope" {
  section = "1.8"
  title   = "Weather acts on its own map"
  summary = "A weather marker's effects and modifiers touch only the map it is on, and never units underground."
}

rule "weather.acid-rain" {
  section = "1.8"
  title   = "Acid Rain"
  summary = "While it falls no fire or electric weapon may be used and no fire may be placed on its map; when it begins, every fire marker there goes out, whatever its level."
}

rule "weather.darkness" {
  section = "1.8"
  title   = "Darkness"
  summary = "While it lasts no artillery or air strike, no ranged attack and no ranged skill may be used on its map, and at every Cleanup each unit on (or flying over) the Magdeburg and Holterberg hills takes one hit."
}

rule "weather.fog" {
  section = "1.8"
  title   = "Fog"
  summary = "When it rolls in, Level 2 smoke lands on three random hexes. While it lasts smoke neither thins nor clears at Cleanup, and the ranges of artillery and ranged attacks are halved, rounding down."
}

rule "weather.heatwave" {
  section = "1.8"
  title   = "Heatwave"
  summary = "When it begins, fires start on three random hexes, Level 2 where the terrain burns and Level 1 elsewhere. While it lasts fires neither die down nor go out at Cleanup, and each Level 2 fire spreads to the flammable hexes around it, raising a Level 1 fire there to Level 2 but no higher."
}

rule "weather.radwind" {
  section = "1.8"
  title   = "Radwind"
  summary = "When it starts, every radiation marker already on its map drifts one hex in a random direction, three more radiation markers land on random hexes, and all smoke is blown away. While it blows the radiation drifts one hex at random at every Cleanup and no smoke may be laid."
}

rule "weather.sandstorm" {
  section = "1.8"
  title   = "Sandstorm"
  summary = "While it blows no air strike is possible on its map."
}
