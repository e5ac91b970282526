# Bridgehead [maps.key]: MADE FOR THIS PROJECT. The book prints none of its maps (12.0 lists
# their numbers and town names only); this map is the project's own, 16 columns (A-P) by 12 rows,
# laid out as the base ruleset's maps ("flat-even": flat-topped hexes, the even columns B, D, F...
# half a hex lower, so a row read across, A4 B4 C4..., is a chain of neighbours and a column is a
# straight line).
#
# A river runs down column H from the north edge to the south edge with two bridges (H4, H9).
# Two east-west roads (rows 4 and 9) cross it and meet two north-south roads (columns D and L) at
# four crossroads (D4, D9, L4, L9). The town of Saint-Aubin stands on the east bank around L9,
# the hamlet of Le Gué on the west bank around D4. Woods west and north-east, Hill 112 in the
# south-east corner, a hill with a crest (ridgeline) in the north-west, and a lone ridgeline east
# of the river.

map "bridgehead" {
  title   = "Bridgehead (made for the project)"
  cols    = 16
  rows    = 12
  layout  = "flat-even"
  terrain = "clear"
  note    = "Made for this project: not a published Nations at War map. Terrain: Clear, Forest, Town (city), Water; features Road, Bridge, Hill, Ridgeline."

  # The river, edge to edge down column H.
  region "river" {
    hexes   = ["H1-H12"]
    terrain = "water"
  }

  # The two bridges: Water carrying a road.
  hex "H4" {
    terrain  = "water"
    features = ["road", "bridge"]
    name     = "North bridge"
  }
  hex "H9" {
    terrain  = "water"
    features = ["road", "bridge"]
    name     = "South bridge"
  }

  # Saint-Aubin, on the east bank around the L9 crossroads.
  region "saint-aubin" {
    hexes   = ["K8", "K9", "L8", "L9", "M8", "M9"]
    terrain = "city"
  }
  hex "L9" {
    name = "Saint-Aubin square"
  }

  # Le Gué, a hamlet on the west bank at the D4 crossroads.
  region "le-gue" {
    hexes   = ["C4", "D4", "D5"]
    terrain = "city"
  }
  hex "D4" {
    name = "Le Gué"
  }

  # Woods: the west wood, a copse by the river and the north-east wood.
  region "west-wood" {
    hexes   = ["A10-A12", "B10-B12", "C11-C12"]
    terrain = "forest"
  }
  region "river-copse" {
    hexes   = ["E6-E7", "F6"]
    terrain = "forest"
  }
  region "north-east-wood" {
    hexes   = ["N1-N3", "O1-O2", "P1-P2"]
    terrain = "forest"
  }

  # Hills: the north-west hill with its crest at F3, and Hill 112 in the south-east.
  region "north-west-hill" {
    hexes    = ["E1-E2", "F1-F2", "G1-G2"]
    features = ["hill"]
  }
  hex "F3" {
    features = ["hill", "ridgeline"]
    name     = "North-west crest"
  }
  region "hill-112" {
    hexes    = ["N10-N12", "O10-O12", "P11-P12"]
    features = ["hill"]
  }
  hex "O11" {
    features = ["hill"]
    name     = "Hill 112"
  }

  # A lone crest east of the river, between the two roads.
  region "east-crest" {
    hexes    = ["J6-J7", "K6"]
    features = ["ridgeline"]
  }

  # Roads. Each region is one road, its hexes in order; a crossroads is listed in one road only
  # and the bridges carry theirs above. Town hexes keep their terrain and gain the road.
  region "north-road" {
    hexes    = ["A4", "B4", "C4", "D4", "E4", "F4", "G4", "I4", "J4", "K4", "L4", "M4", "N4", "O4", "P4"]
    features = ["road"]
  }
  region "south-road" {
    hexes    = ["A9", "B9", "C9", "D9", "E9", "F9", "G9", "I9", "J9", "K9", "L9", "M9", "N9", "O9", "P9"]
    features = ["road"]
  }
  region "west-lane" {
    hexes    = ["D1-D3", "D5-D8", "D10-D12"]
    features = ["road"]
  }
  region "east-lane" {
    hexes    = ["L1-L3", "L5-L8", "L10-L12"]
    features = ["road"]
  }
}
