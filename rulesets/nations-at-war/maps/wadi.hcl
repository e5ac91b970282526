# Wadi el Hamra [maps.key]: MADE FOR THIS PROJECT, a desert map for the British and Italian
# formations, not a published Desert Heat map. 16 columns (A-P) by 12 rows, "flat-even" as the
# bridgehead map.
#
# A flooded wadi runs down column C from the middle of the map to the south edge, bridged by
# the coast track at C9. The track (row 9) runs west to east through the village of Bir Hamra
# (J8-K9), where the desert road (column J) crosses it. An escarpment (ridgeline) faces north at
# M6-O6; Point 175 rises in the south-east; palm groves around the oasis (F5-G7) and at M2-M3; an
# olive grove (forest) north of the village; a salt pan (water) in the north-west corner.

map "wadi" {
  title   = "Wadi el Hamra (made for the project)"
  cols    = 16
  rows    = 12
  layout  = "flat-even"
  terrain = "clear"
  note    = "Made for this project: not a published Nations at War map. Terrain: Clear, Palm, Forest (olive grove), Town (city), Water; features Road, Bridge, Hill, Ridgeline."

  region "wadi" {
    hexes   = ["C5-C8", "C10-C12"]
    terrain = "water"
  }
  hex "C9" {
    terrain  = "water"
    features = ["road", "bridge"]
    name     = "Wadi bridge"
  }
  region "salt-pan" {
    hexes   = ["A1-A2", "B1"]
    terrain = "water"
  }

  region "bir-hamra" {
    hexes   = ["J8-J9", "K8-K9"]
    terrain = "city"
  }
  hex "J9" {
    name = "Bir Hamra crossroads"
  }

  region "oasis" {
    hexes   = ["F5-F6", "G5-G7"]
    terrain = "palm"
  }
  region "north-palms" {
    hexes   = ["M2-M3"]
    terrain = "palm"
  }
  region "olive-grove" {
    hexes   = ["K2-K3", "L2"]
    terrain = "forest"
  }

  region "escarpment" {
    hexes    = ["M6", "N6", "O6"]
    features = ["ridgeline"]
  }
  region "point-175" {
    hexes    = ["N10-N12", "O10-O12"]
    features = ["hill"]
  }
  hex "O11" {
    features = ["hill"]
    name     = "Point 175"
  }

  region "coast-track" {
    hexes    = ["A9", "B9", "D9", "E9", "F9", "G9", "H9", "I9", "J9", "K9", "L9", "M9", "N9", "O9", "P9"]
    features = ["road"]
  }
  region "desert-road" {
    hexes    = ["J1-J8", "J10-J12"]
    features = ["road"]
  }
}
