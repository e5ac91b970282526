# Unit types of Italy (side "italian"). Conventions: units/units.hcl.

unit_type "m13-40" {
  rule     = "units.afv"
  name     = "M13/40"
  faction  = "italian"
  tags     = ["tank", "afv"]
  movement = "tracked"
  stats    = { mf = 4, armor_factor = 1, save = 6, assault = 1, assault_to_hit = 5 }
  weapon "ap" {
    firepower = 2
    to_hit    = 5
    range     = 5
  }
  weapon "he" {
    firepower = 1
    to_hit    = 5
    range     = 4
  }
  face "reduced" {
    weapon "ap" {
      firepower = 1
      to_hit    = 5
      range     = 5
    }
    weapon "he" {
      firepower = 1
      to_hit    = 5
      range     = 4
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Printed: Assault 1 (5.4 example: one die of its own plus the HQ's 2). Provisional: armor 1 / save 6 (thin riveted plate); AP 2 at To-Hit 5, range 5 (47 mm); HE 1 at 5, range 4; MF 4; Assault To-Hit 5; reduced face one die less (HE stays at 1)."
}

unit_type "italian-rifle" {
  rule     = "units.infantry"
  name     = "Italian infantry platoon"
  faction  = "italian"
  tags     = ["infantry"]
  movement = "foot"
  stats    = { mf = 3, assault = 3, assault_to_hit = 5 }
  weapon "ap" {
    firepower = 1
    to_hit    = 6
    range     = 1
  }
  weapon "he" {
    firepower = 2
    to_hit    = 5
    range     = 2
  }
  face "reduced" {
    stats = { assault = 2 }
    weapon "he" {
      firepower = 1
      to_hit    = 5
      range     = 2
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Named in the 7.1 example. No factor of this platoon is printed. Provisional, as every rifle platoon of the project: HE 2 dice at To-Hit 5, range 2 (the Soviet platoon's printed HE 2, range 2); AP 1 die at To-Hit 6, range 1 (close-range anti-tank grenades); MF 3 (the US armored infantry's printed dismounted MF); Assault 3 at To-Hit 5 (the US engineers' printed Assault 3 less their '+' and their better To-Hit 4). Reduced face: one HE die and one Assault die less."
}
