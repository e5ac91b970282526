# The Road to the Castle with Panthers: the scenario as the base game has it
# (extends), but 1/130's second King Tiger is a Panther II and a second
# Panther II waits on the west road. Only what differs is written here.
scenario "castle-road-panthers" {
  extends = "castle-road"
  title   = "The Road to the Castle, with Panthers"
  order   = 10
  note    = "A variant of castle-road (panther-platoon mod): kt2 is a Panther II, and a second Panther II (pz2) stands at J11. Victory as in castle-road."

  unit "kt2" { type = "panther-ii" }
  unit "pz2" {
    type      = "panther-ii"
    side      = "reich"
    formation = "1-130"
    at        = "J11"
  }
}
