# The weather roll at Cleanup [weather.roll]: 1D6 per map in play.
# `result` names what happens: "worse" draws a marker (weather-draw),
# "same" keeps the weather, "clear" removes it.
table "weather-roll" {
  rule  = "weather.roll"
  title = "Weather roll"
  dice  = "1D6"

  row "1-2" {
    result = "worse"
    text   = "The weather worsens: draw a weather marker, the one in play among them."
  }
  row "3-4" {
    result = "same"
    text   = "The weather holds; its start effects are not repeated."
  }
  row "5-6" {
    result = "clear"
    text   = "The sky clears: the weather marker goes."
  }
}

# The draw of a weather marker [weather.roll]: one die, one row per marker, the
# marker in play among them (a worse roll, event 16).
table "weather-draw" {
  rule  = "weather.roll"
  title = "Weather marker draw"
  dice  = "1D6"

  row "1" { marker = "acid-rain" }
  row "2" { marker = "darkness" }
  row "3" { marker = "fog" }
  row "4" { marker = "heatwave" }
  row "5" { marker = "radwind" }
  row "6" { marker = "sandstorm" }
}

# Weather that holds on every map all game [weather.forecast]: a forecast for
# every turn, turn 1 included, where a scenario forecasts none. The book has
# none ("clear": the Cleanup rolls); a house rule names a weather marker.
table "weather-standing" {
  rule  = "weather.forecast"
  title = "Standing weather"

  row "every-turn" { marker = "clear" }
}
