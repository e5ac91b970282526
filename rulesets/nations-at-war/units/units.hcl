# Unit types of the worked examples. The book text has no counter sheet, so only the factors its
# examples quote are printed values; every other factor is provisional and the note says which
# values are which and why the others were chosen.
#
# stats:   armor_factor, save   (hard faces only: a face with armor_factor > 0 is a hard target)
# weapon:  "ap" / "he" blocks with firepower (dice), to_hit, range; fixed = true for an
#          underlined range (and for mortars, 2.5.5.1).
# face "reduced": the white-bar back of the counter; weapons listed there replace the front's.
# Reduced faces are never printed in the book: all their values are provisional (one die less).

# ---------------------------------------------------------------------------------------------
# Great Britain
# ---------------------------------------------------------------------------------------------

unit_type "crusader" {
  rule    = "units.afv"
  name    = "Crusader"
  faction = "british"
  tags    = ["tank", "afv"]
  stats   = { armor_factor = 1, save = 6 }
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
  note        = "Printed: AP firepower 3 and To-Hit 5 (5.1.1 example), AP range 5 (5.1.4 example). Provisional: armor 1 / save 6 (thinner than the Pz IVG's printed 2 / 6); HE 2 dice at To-Hit 6, range 4, because the 2-pounder had next to no high-explosive round; reduced face one die less."
}

# ---------------------------------------------------------------------------------------------
# Germany
# ---------------------------------------------------------------------------------------------

unit_type "pz-ivg" {
  rule    = "units.afv"
  name    = "Pz IVG"
  faction = "german"
  tags    = ["tank", "afv"]
  stats   = { armor_factor = 2, save = 6 }
  weapon "ap" {
    firepower = 3
    to_hit    = 5
    range     = 6
  }
  weapon "he" {
    firepower = 2
    to_hit    = 5
    range     = 6
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
      range     = 6
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Printed: Armor Factor 2 and Save 6 (5.1.1 example), AP To-Hit 5 and range 6 (5.1.5 example), AP firepower 3 (4.1 move-and-fire example, 'Pz IV'). Provisional: HE 2 dice at To-Hit 5, range 6 (a medium tank's HE, one die under its AP); the reduced face keeps the armor and throws one die less."
}

unit_type "panther" {
  rule    = "units.afv"
  name    = "Panther"
  faction = "german"
  tags    = ["tank", "afv"]
  stats   = { armor_factor = 3, save = 6 }
  weapon "ap" {
    firepower = 3
    to_hit    = 5
    range     = 8
  }
  weapon "he" {
    firepower = 2
    to_hit    = 5
    range     = 6
  }
  face "reduced" {
    weapon "ap" {
      firepower = 2
      to_hit    = 5
      range     = 8
    }
    weapon "he" {
      firepower = 1
      to_hit    = 5
      range     = 6
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Printed: Armor Factor 3 (5.1.2.2 example). Provisional: Save 6 as every printed save; AP 3 dice at To-Hit 5 like the Pz IV but range 8 for the long 75 mm gun; HE as the Pz IVG; reduced face one die less."
}

unit_type "german-rifle" {
  rule    = "units.infantry"
  name    = "German infantry platoon"
  faction = "german"
  tags    = ["infantry"]
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
    weapon "he" {
      firepower = 1
      to_hit    = 5
      range     = 2
    }
  }
  source      = "provisional"
  provisional = true
  note        = "No factor is printed (the 5.1.1 example only shows it has two steps). Values copy the Soviet rifle platoon: HE 2 dice, range 2, To-Hit 5; AP 1 die at To-Hit 6, range 1, for close-range anti-tank grenades; reduced face one HE die less."
}

# ---------------------------------------------------------------------------------------------
# Soviet Union
# ---------------------------------------------------------------------------------------------

unit_type "soviet-rifle" {
  rule    = "units.infantry"
  name    = "Soviet rifle platoon"
  faction = "soviet"
  tags    = ["infantry"]
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
    weapon "he" {
      firepower = 1
      to_hit    = 5
      range     = 2
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Printed: HE firepower 2 and HE range 2 (5.1.1 HMG example). Provisional: HE To-Hit 5 (the example's 3, 5, 5 scoring 2 hits fits 4 or 5; 5 is the book's usual value); AP 1 die at To-Hit 6, range 1 (anti-tank grenades); reduced face one HE die less."
}

# ---------------------------------------------------------------------------------------------
# United States
# ---------------------------------------------------------------------------------------------

unit_type "us-81mm-mortar" {
  rule    = "units.mortar-range"
  name    = "US 81mm mortar platoon"
  faction = "american"
  tags    = ["mortar"]
  weapon "he" {
    firepower = 2
    to_hit    = 5
    range     = 12
    fixed     = true
  }
  face "reduced" {
    weapon "he" {
      firepower = 1
      to_hit    = 5
      range     = 12
      fixed     = true
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Printed: HE firepower 2 (5.1.6 example rolls two dice). Range fixed per 2.5.5.1. Provisional: range 12 (the example fires at 10 hexes, so at least 10); To-Hit 5 (its 4 missing and 6 hitting fits 5 or 6); reduced face one die less."
}

# Cases and setups write `reduced = true` for a unit on its reduced face.
unit_shorthand "reduced" {
  rule = "results.step-loss"
  face = "reduced"
}
