# Rule index of the Nations at War area `maps` (12.0).

rule "maps.key" {
  section = "12.0"
  title   = "Map key"
  summary = "The second edition renumbered the maps (White Star Rising A-D became 1-4, Desert Heat A-D became 11-14) and renamed their fictional towns after real places (map 1 Berismenil, Hubermont, Nadrine; map 2 St. Pierre-la-Riviere, Royville; map 3 Butgenbach, Wirtzfeld, Bullingen; map 4 Arromanches, Crepon; map 11 Blida; map 14 Tebessa). The text prints none of the maps, so the maps of this project (bridgehead, crossroads, wadi) are made for it, carry the terrain the rules use (Clear, Forest, Town, Palm, Water; Road, Hill, Ridgeline, Bridge) and say so in their notes; a player with the real maps adds them as map blocks of a mod."
}
