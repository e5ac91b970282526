# Crossroads [maps.key]: MADE FOR THIS PROJECT, not a published map (12.0 names the maps, the
# text prints none). 16 columns (A-P) by 12 rows, "flat-even" as the bridgehead map.
#
# A stream runs across the map along row 7 (west edge A7 to east edge P7) with two bridges (E7,
# L7). Two north-south roads (columns E and L) and two east-west roads (rows 3 and 10) meet at
# four crossroads (E3, L3, E10, L10). The town of Royville sits on the E3 crossroads, the
# village of Le Moulin on L10. Cote 204 north of the stream ends in a crest (ridgeline) above
# the water; a lower hill in the south-west; a crest of open ground in the south; woods in three
# corners of the map.

map "crossroads" {
  title   = "Crossroads (made for the project)"
  cols    = 16
  rows    = 12
  layout  = "flat-even"
  terrain = "clear"
  note    = "Made for this project: not a published Nations at War map. Terrain: Clear, Forest, Town (city), Water; features Road, Bridge, Hill, Ridgeline."

  # The stream, edge to edge along row 7 (a row read across is a chain of neighbours).
  region "stream" {
    hexes   = ["A7", "B7", "C7", "D7", "F7", "G7", "H7", "I7", "J7", "K7", "M7", "N7", "O7", "P7"]
    terrain = "water"
  }
  hex "E7" {
    terrain  = "water"
    features = ["road", "bridge"]
    name     = "West bridge"
  }
  hex "L7" {
    terrain  = "water"
    features = ["road", "bridge"]
    name     = "East bridge"
  }

  # Royville around the E3 crossroads, Le Moulin around L10.
  region "royville" {
    hexes   = ["D3", "E2-E4", "F3-F4"]
    terrain = "city"
  }
  hex "E3" {
    name = "Royville crossroads"
  }
  region "le-moulin" {
    hexes   = ["K10", "L10-L11", "M10"]
    terrain = "city"
  }
  hex "L10" {
    name = "Le Moulin"
  }

  # Woods.
  region "south-west-wood" {
    hexes   = ["A11-A12", "B11-B12", "C12"]
    terrain = "forest"
  }
  region "east-wood" {
    hexes   = ["N4-N6", "O4-O6", "P4-P6"]
    terrain = "forest"
  }
  region "north-wood" {
    hexes   = ["H1-H2", "I1"]
    terrain = "forest"
  }

  # Cote 204 north of the stream, its crest J6 above the water; a low hill south-west.
  region "cote-204" {
    hexes    = ["I4-I5", "J4-J5", "K5"]
    features = ["hill"]
  }
  hex "J6" {
    features = ["hill", "ridgeline"]
    name     = "Cote 204 crest"
  }
  region "south-west-hill" {
    hexes    = ["B8-B9", "C8-C9"]
    features = ["hill"]
  }

  # An open crest across the south of the map.
  region "south-crest" {
    hexes    = ["G11", "H11", "I11"]
    features = ["ridgeline"]
  }

  # Roads, one region a road, crossroads listed once; bridges carry theirs above.
  region "west-road" {
    hexes    = ["E1-E6", "E8-E12"]
    features = ["road"]
  }
  region "east-road" {
    hexes    = ["L1-L6", "L8-L9", "L11-L12"]
    features = ["road"]
  }
  region "north-road" {
    hexes    = ["A3", "B3", "C3", "D3", "F3", "G3", "H3", "I3", "J3", "K3", "L3", "M3", "N3", "O3", "P3"]
    features = ["road"]
  }
  region "south-road" {
    hexes    = ["A10", "B10", "C10", "D10", "E10", "F10", "G10", "H10", "I10", "J10", "K10", "M10", "N10", "O10", "P10"]
    features = ["road"]
  }
}
