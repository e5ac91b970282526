rule "control.hex" {
  title   = "Hex control"
  summary = "A hex belongs to the last side that had a unit in it, including a unit only moving through."
}

rule "control.objectives" {
  title   = "Objectives"
  summary = "Objective hexes are marked at scenario start as the scenario directs, with the controlling side's face up; objective markers are neutral, control markers side-specific."
}
