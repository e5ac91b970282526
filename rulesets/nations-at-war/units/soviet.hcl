# Unit types of Soviet Union (side "soviet"). Conventions: units/units.hcl.

unit_type "soviet-rifle" {
  rule     = "units.infantry"
  name     = "Soviet rifle platoon"
  faction  = "soviet"
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
  note        = "Printed: HE firepower 2 and HE range 2 (5.1.1 HMG example). Provisional: HE To-Hit 5 (the example's 3, 5, 5 scoring 2 hits fits 4 or 5; 5 is the book's usual value); AP 1 die at To-Hit 6, range 1 (anti-tank grenades); MF 3; Assault 3 at To-Hit 5; reduced face one HE die and one Assault die less."
}

unit_type "t-34" {
  rule     = "units.afv"
  name     = "T-34"
  faction  = "soviet"
  tags     = ["tank", "afv"]
  movement = "tracked"
  stats    = { mf = 5, armor_factor = 2, save = 6, assault = 1, assault_to_hit = 5 }
  weapon "ap" {
    firepower = 3
    to_hit    = 5
    range     = 6
  }
  weapon "he" {
    firepower = 2
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
      firepower = 1
      to_hit    = 5
      range     = 5
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Printed: MF 5, AP firepower 3 and To-Hit 5 (4.1 example). Provisional: armor 2 / save 6 and AP range 6 as the Pz IVG; HE 2 dice at To-Hit 5, range 5; Assault 1 at To-Hit 5; reduced face one die less."
}

unit_type "ba-64" {
  rule     = "units.recon"
  name     = "BA-64 armoured car"
  faction  = "soviet"
  tags     = ["recon", "afv"]
  movement = "wheeled"
  stats    = { mf = 6, armor_factor = 1, save = 6, assault = 1, assault_to_hit = 6 }
  weapon "ap" {
    firepower = 1
    to_hit    = 6
    range     = 2
  }
  weapon "he" {
    firepower = 2
    to_hit    = 5
    range     = 3
  }
  source      = "provisional"
  provisional = true
  note        = "The book names no Recon vehicle (2.6.2 describes them); made for the project. Provisional: a machine-gun armoured car: armor 1 / save 6, AP 1 die at To-Hit 6, range 2, HE 2 at 5, range 3, MF 6 (wheels), Assault 1 at To-Hit 6; a single-step unit with no reduced face, as 5.1.3 says some small units are (a wreck on the counter's back) [results.single-step]."
}
