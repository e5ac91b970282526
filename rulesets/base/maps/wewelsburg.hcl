# The Wewelsburg map [terrain.map]: 30 columns (A-Z, then AA, BB, CC, DD) by
# 20 rows around Wewelsburg, a hex about 150 m across.
#
# What is printed and what is not. The rulebook ships a map but prints none of
# it; the only map facts the project has are:
#   * the hexes the Events Table names: O9 (abandoned building), G3, E7, V13
#     (waste water pools), J6 and Z5 (ruined churches);
#   * the partial terrain of a hobbyist transcription of the counters and map
#     (see /work/shared/rulebooks/NOTES.md, "A secondary source"): the hills,
#     the water hexes and the river with its four bridges.
# Every block below says which of the two it comes from. Everything marked
# "reconstructed" (the roads, the village and the castle, woods, crop fields,
# sand, shellholes, the hamlet and the farm) was made up for this project so
# that the map plays: it links the printed places sensibly but is not the
# published map. A player with the real map corrects it with a mod that
# replaces this block.
#
# Layout. The river of the secondary source runs A7 B7 C8 D8 ... F12 G13 ...:
# B7-C8 and F12-G13 are neighbours only when the even columns (B, D, F, ...)
# sit half a hex lower, so the map is flat-topped with its even columns
# shifted ("flat-even"). In that layout a row label read across the map
# (A11, B11, C11, ...) is a chain of neighbours, and a column is a straight
# line.
#
# Terrain per hex: one terrain (clear unless stated), plus features (hill,
# road, shellholes). Water is impassable to land units; a road over water is a
# bridge, entered along the road only (movement/lib/movement.lua, movement.water).
# A hill under woods or urban makes a level 2 obstacle (los.hill-levels).

map "wewelsburg" {
  title   = "Wewelsburg"
  cols    = 30
  rows    = 20
  layout  = "flat-even"
  terrain = "clear"
  note    = "Printed: the Events Table hexes (O9, G3, E7, V13, J6, Z5); from the secondary source: hills, water, river and bridges. Reconstructed for this project: roads, village, castle, woods, crop fields, sand, shellholes."

  # -------------------------------------------------------------------------
  # Printed: the Events Table's named hexes.
  # -------------------------------------------------------------------------

  # The abandoned building where event 2 brings a Ravager.
  hex "O9" {
    terrain = "urban"
    name    = "Abandoned building"
  }

  # The waste water pools where event 3 brings Zealots (water in the
  # secondary source too).
  hex "G3" {
    terrain = "water"
    name    = "Waste water pool"
  }
  hex "E7" {
    terrain = "water"
    name    = "Waste water pool"
  }
  hex "V13" {
    terrain = "water"
    name    = "Waste water pool"
  }

  # The ruined churches where event 4 brings Zealots. J6 stands on the
  # castle hill of the secondary source (urban on a hill: a level 2 obstacle);
  # Z5 carries the church road (reconstructed).
  hex "J6" {
    terrain = "urban"
    name    = "Ruined church"
  }
  hex "Z5" {
    terrain = "urban"
    name    = "Ruined church"
  }

  # -------------------------------------------------------------------------
  # Secondary source: hills, water, the river and its bridges.
  # -------------------------------------------------------------------------

  # The castle spur (H6-L8), the north-east hill (S-V, rows 3-6), the long
  # hill east of the village (Q13-W11), the south-east knoll (Z-CC, rows
  # 13-15) and the south-west knoll (B16, B17, C17).
  region "hills" {
    hexes    = [
      "H6-H7", "I6-I9", "J5-J9", "K6-K9", "L6-L8",
      "S4-S6", "T3-T6", "U4-U6", "V4-V6",
      "Q13", "R10-R14", "S10-S14", "T9-T13", "U9-U11", "V9-V11", "W10-W11",
      "Z14", "AA14-AA15", "BB13-BB14", "CC14-CC15",
      "B16-B17", "C17",
    ]
    features = ["hill"]
  }

  # The pond around the G3 pool (G3 itself is named above).
  region "north-west pond" {
    hexes   = ["E3", "F2", "F3", "G4"]
    terrain = "water"
  }

  # The river, from the west edge at A7 east to column F, then south to the
  # bottom edge at G20. It cuts off the south-west corner of the map.
  region "river" {
    hexes   = ["A7", "B7", "D8", "E8-E10", "F10", "G13-G16", "F16", "F18-F19", "G20"]
    terrain = "water"
  }

  # The four bridges: water carrying a road. The roads that reach them are
  # reconstructed (below); which neighbours they join is this project's
  # choice: C7-C8-C9, E11-F11-G11, E13-F12-G12 and G17-F17-E17.
  hex "C8" {
    terrain  = "water"
    features = ["road"]
    name     = "Bridge"
  }
  hex "F11" {
    terrain  = "water"
    features = ["road"]
    name     = "Bridge"
  }
  hex "F12" {
    terrain  = "water"
    features = ["road"]
    name     = "Bridge"
  }
  hex "F17" {
    terrain  = "water"
    features = ["road"]
    name     = "Bridge"
  }

  # -------------------------------------------------------------------------
  # Reconstructed: the village of Wewelsburg and its castle.
  # -------------------------------------------------------------------------

  # Reconstructed: the castle on the eastern tip of the spur (urban on a
  # hill, a level 2 obstacle), reached by the castle lane from the village.
  hex "L7" {
    terrain = "urban"
    name    = "Wewelsburg castle"
  }

  # Reconstructed: the village below the castle, around its square at M9
  # where the west, east, north and south roads meet.
  region "village" {
    hexes   = ["L9", "M8", "M9", "N8", "N9"]
    terrain = "urban"
  }
  hex "M9" {
    name = "Village square"
  }

  # Reconstructed: a hamlet in the river bend west of the bridges, and a
  # farmstead in the south-east fields.
  region "hamlet" {
    hexes   = ["C12", "D11"]
    terrain = "urban"
  }
  hex "U16" {
    terrain = "urban"
    name    = "Farmstead"
  }

  # -------------------------------------------------------------------------
  # Reconstructed: roads. Each region is one road, its hexes in order (each
  # a neighbour of the next). A hex where roads meet is listed in one region
  # only, and the bridges carry their road in their own blocks above; the
  # comments say where each road joins the others. Urban hexes on the way
  # keep their terrain and gain the road.
  # -------------------------------------------------------------------------

  # Reconstructed: west edge - F11 bridge - under the castle spur - village
  # square M9.
  region "west road" {
    hexes    = ["A11", "B11", "C11", "D11", "E11", "G11", "H10", "I10", "J10", "K10", "L9", "M9"]
    features = ["road"]
  }

  # Reconstructed: from the village square M9, below the long hill, to the
  # east edge at DD8.
  region "east road" {
    hexes    = ["N9", "O10", "P10", "Q10", "R9", "S9", "T8", "U8", "V8", "W8", "X8", "Y8", "Z8", "AA8", "BB8", "CC8", "DD8"]
    features = ["road"]
  }

  # Reconstructed: north edge at N1 - N9 on the east road.
  region "north road" {
    hexes    = ["N1-N8"]
    features = ["road"]
  }

  # Reconstructed: from the village square M9 up to the castle.
  region "castle lane" {
    hexes    = ["M8", "L7"]
    features = ["road"]
  }

  # Reconstructed: from the village square M9 to the south edge at M20.
  region "south road" {
    hexes    = ["M10-M20"]
    features = ["road"]
  }

  # Reconstructed: from M12 on the south road over the F17 bridge to the
  # south-west edge at A18.
  region "south-west road" {
    hexes    = ["L12", "K13", "J13", "I14", "H14-H16", "G17", "E17", "D17", "C18", "B18", "A18"]
    features = ["road"]
  }

  # Reconstructed: from C11 on the west road through the hamlet, over the F12
  # bridge, to L12 on the south-west road.
  region "river lane" {
    hexes    = ["C12", "C13", "D13", "E13", "G12", "H12", "I12", "J12", "K12"]
    features = ["road"]
  }

  # Reconstructed: north edge at C1, over the C8 bridge, to C11 on the west
  # road.
  region "north-west road" {
    hexes    = ["C1-C7", "C9-C10"]
    features = ["road"]
  }

  # Reconstructed: from W8 on the east road past the ruined church Z5 to the
  # east edge at DD5.
  region "church road" {
    hexes    = ["X7", "Y7", "Z6", "Z5", "AA5", "BB5", "CC5", "DD5"]
    features = ["road"]
  }

  # -------------------------------------------------------------------------
  # Reconstructed: woods, fields, sand and shellholes.
  # -------------------------------------------------------------------------

  # Reconstructed woods: north of the spur, at the spur's south-west foot,
  # east of the long hill (and one wooded top on it, T11: level 2), south of
  # the village, in the river bend and in the north-east corner.
  region "woods" {
    hexes = [
      "H2-H3", "I2-I3", "J2-J3", "K2",
      "G8", "H8-H9",
      "X11-X12", "Y11-Y13", "Z12", "T11",
      "P16-P17", "Q16-Q17", "R16-R17",
      "A14-A15", "B14-B15",
      "BB2-BB3", "CC2-CC3", "DD2",
    ]
    terrain = "woods"
  }

  # Reconstructed crop fields: below the spur, in the river bend, south of
  # the village, in the north-east, around the farmstead and in the south.
  region "crop fields" {
    hexes = [
      "I11", "J11", "K11",
      "A12-A13", "B12-B13",
      "N11-N12", "O11-O12", "P11",
      "X2-X3", "Y2-Y4",
      "T16-T17", "U17", "V16-V17",
      "J16-J17", "K16-K17",
    ]
    terrain = "crop-field"
  }

  # Reconstructed sand: the creeping desert of the setting, in the
  # south-east corner and north of the village.
  region "sand" {
    hexes   = ["AA17-AA18", "BB17-BB18", "CC18-CC19", "DD18-DD19", "P2-P3", "Q2-Q3"]
    terrain = "sand"
  }

  # Reconstructed: old shellholes east of the abandoned building.
  region "shellholes" {
    hexes    = ["P8", "Q9"]
    features = ["shellholes"]
  }
}
