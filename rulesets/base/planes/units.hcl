unit_type "ju-87g-stuka" {
  rule     = "planes.cas"
  name     = "Ju-87G Stuka"
  faction  = "reich"
  tags     = ["plane", "air", "no-opportunity-fire"]
  movement = "air"
  stats    = { min_speed = 3, max_speed = 25, armor = 17 }
  weapon "ap" {
    firepower = 12
    range     = 0
  }
  weapon "he" {
    firepower = 5
    range     = 0
  }
  source = "rulebook"
  note   = "Printed in the Airplanes section (3/25, 12/5/17); one-step unit, available by scenario OOB."
}

unit_type "a-6-intruder" {
  rule     = "planes.cas"
  name     = "A-6 Intruder"
  faction  = "nato"
  tags     = ["plane", "air", "no-opportunity-fire"]
  movement = "air"
  stats    = { min_speed = 4, max_speed = 30, armor = 17 }
  weapon "ap" {
    firepower = 13
    range     = 0
  }
  weapon "he" {
    firepower = 7
    range     = 0
  }
  provisional = true
  note   = "Unprinted: a jet with a far bigger load than the Stuka (3/25, 12/5/17), so faster and one or two points harder-hitting, same armor."
}
