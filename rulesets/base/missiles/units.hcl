unit_type "v-2" {
  rule     = "missiles.v2"
  name     = "V-2"
  faction  = "reich"
  tags     = ["missile"]
  movement = "fixed" # holds no hex: an enemy walks in and takes it
  stats    = { speed = 0 }
  weapon "ap" {
    firepower = 14
    range     = 99
    fixed     = true
  }
  weapon "he" {
    firepower = 8
    range     = 99
    fixed     = true
  }
  source = "rulebook"
  note   = "Printed in the SPA section (14/8). Static installation with no armor: it cannot be attacked, only captured; range is unlimited."
}

unit_type "ss-1c-scud-b" {
  rule     = "missiles.scud"
  name     = "SS-1C Scud-B"
  faction  = "nato"
  tags     = ["missile", "afv", "hard"]
  movement = "wheeled"
  stats    = { speed = 4, armor = 13 }
  weapon "ap" {
    firepower = 14
    range     = 99
    fixed     = true
  }
  weapon "he" {
    firepower = 8
    range     = 99
    fixed     = true
  }
  source = "secondary"
  note   = "Secondary counter table (one step, same warhead values as the V-2); range is unlimited. Named in the text, in no printed order of battle."
}
