# The Magdeburg map [terrain.magdeburg]: 30 columns (A-Z, then AA, BB, CC,
# DD) by 20 rows, the city of Magdeburg on the west bank of the Elbe, a hex
# about 150 m across.
#
# What is printed and what is not. The expansion ships this map but prints
# none of it; the only map facts the book gives are:
#   * 1.7 Magdeburg: the graveyard M9 (urban, a permanent source of corpses),
#     the park J10 (woods) and the square K9 (clear);
#   * the Events Table's Magdeburg hexes: J7 (where the Wurmking or Skinless
#     appear), J10 and Q7 (Skinless);
#   * the Darkness weather names "the Magdeburg and Holterberg hills".
# Everything else in this file (the city's extent, the roads, the Elbe and
# its three bridges, the two hill groups' hexes, woods, crop fields and sand)
# is RECONSTRUCTED for this project so that the map plays. It is not the
# published map; a player with the real map corrects it with a mod that
# replaces this block.
#
# Layout: as the base map (rulesets/base/maps/wewelsburg.hcl), flat-topped
# with the even columns (B, D, F, ...) shifted half a hex lower
# ("flat-even"): a row label read across the map is a chain of neighbours,
# and a column is a straight line.
#
# Terrain per hex: one terrain (clear unless stated), plus features (hill,
# road, graveyard). A road over water is a bridge (bridges.bridge): the
# bridges area reads its state from the hex and its `bridge` marker, and a
# destroyed bridge is water without the road (bridges.destroyed).
# The hills carry hex names, "Magdeburg hill" and "Holterberg hill", so the
# weather's Darkness finds them by name (terrain.magdeburg-hills).

map "magdeburg" {
  title   = "Magdeburg"
  cols    = 30
  rows    = 20
  layout  = "flat-even"
  terrain = "clear"
  note    = "Printed: the graveyard M9, the park J10, the square K9, the event hexes J7 and Q7, and that the map has the Magdeburg and Holterberg hills. Reconstructed for this project: everything else (city, roads, the Elbe and its bridges, the hills' hexes, woods, crop fields, sand)."

  # -------------------------------------------------------------------------
  # Reconstructed: the city of Magdeburg, urban blocks from column I to T
  # around the printed hexes (which are set below and keep their terrain).
  # -------------------------------------------------------------------------
  region "city" {
    hexes = [
      "I5-I13", "J5-J6", "J8-J9", "J11-J13", "K5-K8", "K10-K13",
      "L5-L13", "M5-M8", "M10-M13", "N5-N13", "O5-O13", "P5-P13",
      "Q5-Q6", "Q8-Q13", "R5-R12", "S6-S11", "T7-T10",
    ]
    terrain = "urban"
  }

  # Reconstructed: the eastern suburb across the Elbe.
  region "east bank suburb" {
    hexes   = ["W9-W13", "X10-X12"]
    terrain = "urban"
  }

  # -------------------------------------------------------------------------
  # Printed (1.7 and the Events Table): the named hexes of Magdeburg.
  # -------------------------------------------------------------------------

  # The graveyard: urban, and a permanent source of corpses; the feature
  # "graveyard" (terrain.graveyard) marks it for the corpses area.
  hex "M9" {
    terrain  = "urban"
    features = ["graveyard"]
    name     = "Graveyard"
  }

  # The park: woods (1.7). J7, where the events bring the Wurmking or
  # Skinless, is a second wooded corner of the park (reconstructed: the book
  # names J7 but not its terrain).
  hex "J10" {
    terrain = "woods"
    name    = "Park"
  }
  hex "J7" {
    terrain = "woods"
    name    = "Park"
  }

  # The square: clear (1.7), where the city's north-south road crosses.
  hex "K9" {
    terrain = "clear"
    name    = "Square"
  }

  # Q7, where the events bring Skinless: the cathedral (the name and the
  # urban terrain are reconstructed).
  hex "Q7" {
    terrain = "urban"
    name    = "Cathedral"
  }

  # -------------------------------------------------------------------------
  # Printed names, reconstructed hexes: the Magdeburg hill west of the city
  # and the Holterberg hill in the south-west. Each hex carries its hill's
  # name (terrain.magdeburg-hills).
  # -------------------------------------------------------------------------
  region "hills" {
    hexes    = ["E4", "E5", "E6", "E7", "F3", "F4", "F5", "F6", "G4", "G5", "G6",
                "C14", "C15", "C16", "C17", "D14", "D15", "D16", "E15", "E16", "E17"]
    features = ["hill"]
  }
  hex "E4" { name = "Magdeburg hill" }
  hex "E5" { name = "Magdeburg hill" }
  hex "E6" { name = "Magdeburg hill" }
  hex "E7" { name = "Magdeburg hill" }
  hex "F3" { name = "Magdeburg hill" }
  hex "F4" { name = "Magdeburg hill" }
  hex "F5" { name = "Magdeburg hill" }
  hex "F6" { name = "Magdeburg hill" }
  hex "G4" { name = "Magdeburg hill" }
  hex "G5" { name = "Magdeburg hill" }
  hex "G6" { name = "Magdeburg hill" }
  hex "C14" { name = "Holterberg hill" }
  hex "C15" { name = "Holterberg hill" }
  hex "C16" { name = "Holterberg hill" }
  hex "C17" { name = "Holterberg hill" }
  hex "D14" { name = "Holterberg hill" }
  hex "D15" { name = "Holterberg hill" }
  hex "D16" { name = "Holterberg hill" }
  hex "E15" { name = "Holterberg hill" }
  hex "E16" { name = "Holterberg hill" }
  hex "E17" { name = "Holterberg hill" }

  # -------------------------------------------------------------------------
  # Reconstructed: the Elbe, north to south east of the city, and its three
  # bridges (water carrying a road) on the north, main and south roads.
  # -------------------------------------------------------------------------
  region "Elbe" {
    hexes   = ["U1-U3", "U5-U6", "V6-V10", "V12-V13", "U14-U16", "U18-U20"]
    terrain = "water"
  }
  hex "U4" {
    terrain  = "water"
    features = ["road"]
    name     = "North bridge"
  }
  hex "V11" {
    terrain  = "water"
    features = ["road"]
    name     = "Strombruecke"
  }
  hex "U17" {
    terrain  = "water"
    features = ["road"]
    name     = "South bridge"
  }

  # -------------------------------------------------------------------------
  # Reconstructed: roads. Each region is one road, its hexes in order; urban
  # hexes on the way keep their terrain and gain the road.
  # -------------------------------------------------------------------------

  # West edge A11 - through the city - the Strombruecke V11 - east edge DD11.
  region "main road" {
    hexes    = ["A11", "B11", "C11", "D11", "E11", "F11", "G11", "H11", "I11", "J11", "K11", "L11", "M11", "N11", "O11", "P11", "Q11", "R11", "S11", "T11", "U11", "W11", "X11", "Y11", "Z11", "AA11", "BB11", "CC11", "DD11"]
    features = ["road"]
  }

  # North edge K1 - the square K9 - south edge K20.
  region "north-south road" {
    hexes    = ["K1-K20"]
    features = ["road"]
  }

  # From K4 on the north-south road over the north bridge U4 to DD4.
  region "north road" {
    hexes    = ["L4", "M4", "N4", "O4", "P4", "Q4", "R4", "S4", "T4", "V4", "W4", "X4", "Y4", "Z4", "AA4", "BB4", "CC4", "DD4"]
    features = ["road"]
  }

  # From K17 on the north-south road over the south bridge U17 to DD17.
  region "south road" {
    hexes    = ["L17", "M17", "N17", "O17", "P17", "Q17", "R17", "S17", "T17", "V17", "W17", "X17", "Y17", "Z17", "AA17", "BB17", "CC17", "DD17"]
    features = ["road"]
  }

  # From the west edge A6 past the Magdeburg hill into the city at I6 and on
  # to K6 on the north-south road.
  region "west road" {
    hexes    = ["A6", "B6", "C6", "D6", "E6", "F6", "G6", "H6", "I6", "J6"]
    features = ["road"]
  }

  # -------------------------------------------------------------------------
  # Reconstructed: woods, crop fields and sand.
  # -------------------------------------------------------------------------

  # The Rotehorn park on the east bank, woods in the north-west corner, in
  # the south and in the north-east.
  region "woods" {
    hexes = [
      "W14-W16", "X13-X16", "Y13-Y15",
      "A1-A3", "B1-B3", "C1-C2",
      "G16-G18", "H16-H18",
      "Z1-Z2", "AA1-AA2", "BB1",
    ]
    terrain = "woods"
  }

  # Crop fields west of the city, in the south-east and the north-east.
  region "crop fields" {
    hexes = [
      "A8-A9", "B8-B9", "C8-C9", "D9-D10",
      "Y18-Y20", "Z18-Z20", "AA18-AA19",
      "CC6-CC8", "DD6-DD8",
      "N15-N16", "O15-O16", "P15-P16",
    ]
    terrain = "crop-field"
  }

  # Sand: the Elbe's banks.
  region "sand" {
    hexes   = ["T1-T3", "W1-W3", "T14-T15", "W18-W19"]
    terrain = "sand"
  }
}
