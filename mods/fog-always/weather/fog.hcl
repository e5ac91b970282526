rule "weather.fog-always" {
  title   = "Fog all game (house rule)"
  summary = "Fog sets in on every map as play begins, with its start effects, and holds all game: no Cleanup rolls the weather, and no forecast but a scenario's own changes it."
}

patch "table" "weather-standing" {
  rule = "weather.fog-always"
  row "every-turn" { marker = "fog" }
}
