# Unit types of Great Britain (side "british"). Conventions: units/units.hcl.

unit_type "crusader" {
  rule     = "units.afv"
  name     = "Crusader"
  faction  = "british"
  tags     = ["tank", "afv"]
  movement = "tracked"
  stats    = { mf = 5, armor_factor = 1, save = 6, assault = 1, assault_to_hit = 5 }
  weapon "ap" {
    firepower = 3
    to_hit    = 5
    range     = 5
  }
  weapon "he" {
    firepower = 2
    to_hit    = 6
    range     = 4
  }
  face "reduced" {
    weapon "ap" {
      firepower = 2
      to_hit    = 5
      range     = 5
    }
    weapon "he" {
      firepower = 1
      to_hit    = 6
      range     = 4
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Printed: AP firepower 3 and To-Hit 5 (5.1.1 example), AP range 5 (5.1.4 example). Provisional: armor 1 / save 6 (thinner than the Pz IVG's printed 2 / 6); HE 2 dice at To-Hit 6, range 4, because the 2-pounder had next to no high-explosive round; MF 5 (a fast cruiser tank, one above the Pz IVG's printed 4); Assault 1 at To-Hit 5 (the M13/40's printed Assault 1); reduced face one die less."
}

unit_type "m3-grant" {
  rule     = "units.afv"
  name     = "M3 Grant"
  faction  = "british"
  tags     = ["tank", "afv"]
  movement = "tracked"
  stats    = { mf = 4, armor_factor = 2, save = 6, assault = 1, assault_to_hit = 5 }
  weapon "ap" {
    firepower = 3
    to_hit    = 5
    range     = 6
  }
  weapon "he" {
    firepower = 3
    to_hit    = 5
    range     = 5
  }
  face "reduced" {
    weapon "ap" {
      firepower = 2
      to_hit    = 5
      range     = 6
    }
    weapon "he" {
      firepower = 2
      to_hit    = 5
      range     = 5
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Named in the 7.1 example only; no factor printed. Provisional: armor 2 / save 6 and AP 3 dice at To-Hit 5, range 6, as the Pz IVG it fought (printed 2 / 6, 3 at 5, range 6); HE 3 dice, range 5, for the hull 75 mm's good high-explosive round; MF 4; Assault 1 at To-Hit 5; reduced face one die less."
}

unit_type "british-rifle" {
  rule     = "units.infantry"
  name     = "British infantry platoon"
  faction  = "british"
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
  note        = "Named in the 2.11.2 example (14th Infantry). No factor of this platoon is printed. Provisional, as every rifle platoon of the project: HE 2 dice at To-Hit 5, range 2 (the Soviet platoon's printed HE 2, range 2); AP 1 die at To-Hit 6, range 1 (close-range anti-tank grenades); MF 3 (the US armored infantry's printed dismounted MF); Assault 3 at To-Hit 5 (the US engineers' printed Assault 3 less their '+' and their better To-Hit 4). Reduced face: one HE die and one Assault die less."
}
