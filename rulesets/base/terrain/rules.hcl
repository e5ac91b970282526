rule "terrain.map" {
  title   = "Map and scale"
  summary = "The map is 20 x 30 hexes, about 14 square km around Wewelsburg. A hex is about 150 m across and a game turn covers 5-15 minutes."
}

rule "terrain.hex-type" {
  title   = "Hex terrain type"
  summary = "The terrain covering the hex centre or at least three quarters of the hex is the whole hex's type. Water means rivers and lakes and applies even if the river misses the hex centre. A road through the centre does not change the hex type."
}

rule "terrain.chart" {
  title   = "Terrain chart"
  summary = "Each terrain type sets an infantry and a vehicle MP cost, an infantry and a vehicle defence bonus added to armor, whether LOS passes through and who may hide (be concealed) there; the terrain.* rules give each row. Modifiers marked + (hill, shellholes, wreck) add to the hex's other terrain."
}

rule "terrain.clear" {
  title   = "Clear"
  summary = "Clear: 1 MP for infantry and vehicles, no defence bonus, LOS passes, no concealment."
}

rule "terrain.crop-field" {
  title   = "Crop field"
  summary = "Crop field: 2 MP infantry, 1 MP vehicles; +1 DV for infantry only; LOS passes; infantry may be concealed."
}

rule "terrain.hill" {
  title   = "Hill"
  summary = "Hill: +1 MP for infantry and vehicles on top of the other terrain; a level 1 obstacle that blocks LOS; no concealment. The chart gives +1 DV to both, but the text limits it (terrain.hill-defense); the project follows the text."
}

rule "terrain.hill-defense" {
  title   = "Hill edge defence"
  summary = "A unit in a hill edge hex gets +1 DV against fire from ground level. There is no hill bonus against fire from another hill hex or from higher up (e.g. air attack). An assault counts as coming from the hex the (leading) attackers enter from: from the ground, the defender keeps the bonus (assault.defense adds terrain bonuses)."
}

rule "terrain.road" {
  title   = "Road"
  summary = "Road: 1 MP for infantry and vehicles, no defence bonus, LOS passes, no concealment. A road crossing a river is a bridge that allows movement through the hex. Road bonus in movement.road-bonus."
}

rule "terrain.sand" {
  title   = "Sand"
  summary = "Sand: 2 MP for infantry and vehicles; +1 DV for infantry only; LOS passes; no concealment."
}

rule "terrain.sandbags" {
  title   = "Sandbags"
  summary = "Sandbags: no extra MP; +1 DV for infantry and vehicles (not Huge units); LOS passes; infantry may be concealed."
}

rule "terrain.shellholes" {
  title   = "Shellholes"
  summary = "Shellholes: +1 MP for infantry and vehicles; +1 DV for infantry only; LOS passes; infantry may be concealed. Barrage strikes create Shellholes markers."
}

rule "terrain.urban" {
  title   = "Urban"
  summary = "Urban: 1 MP infantry, 2 MP vehicles; +2 DV infantry, +1 DV vehicles; a level 1 obstacle that blocks LOS; any unit may be concealed."
}

rule "terrain.water" {
  title   = "Water"
  summary = "Water: impassable to land units (movement.water), no defence value, LOS passes, no concealment."
}

rule "terrain.woods" {
  title   = "Woods"
  summary = "Woods: 1 MP infantry, 2 MP vehicles; +1 DV infantry and vehicles; a level 1 obstacle that blocks LOS; any unit may be concealed."
}

rule "terrain.wreck" {
  title   = "Wreck"
  summary = "Wreck: +1 MP for all land units on top of the other terrain; any unit may be concealed; LOS passes one wreck but two wreck hexes on the line block it. The chart gives +1 DV to infantry only, the Combat Results wreck paragraph +1 DV to all land units; the project follows the wreck paragraph (results.wreck)."
}
