# Unit types of United States (side "american"). Conventions: units/units.hcl.

unit_type "us-81mm-mortar" {
  rule     = "units.mortar-range"
  name     = "US 81mm mortar platoon"
  faction  = "american"
  tags     = ["mortar"]
  movement = "foot"
  stats    = { mf = 2, assault = 0, assault_to_hit = 6 }
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
  note        = "Printed: HE firepower 2 (5.1.6 example rolls two dice). Range fixed per 2.5.5.1. Provisional: range 12 (the example fires at 10 hexes, so at least 10); To-Hit 5 (its 4 missing and 6 hitting fits 5 or 6); MF 2; no Assault factor (assault 0: it neither assaults nor counterattacks, 5.4); reduced face one die less."
}

unit_type "m3-lee" {
  rule     = "units.afv"
  name     = "M3 Lee"
  faction  = "american"
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
  note        = "Named in the 2.5.6.3 example (CCB); no factor printed. Provisional: as the British M3 Grant (the same tank): armor 2 / save 6, AP 3 at 5, range 6, HE 3 at 5, range 5, MF 4, Assault 1 at 5; reduced face one die less."
}

unit_type "m4-sherman" {
  rule     = "units.afv"
  name     = "M4 Sherman"
  faction  = "american"
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
    range     = 6
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
      range     = 6
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Named in the 5.2 example; no factor printed. MF 4 as the M4A1's. Provisional: armor 2 / save 6 as the Pz IVG it met; AP 3 dice at To-Hit 5, range 6 (the 75 mm); HE 3 dice at To-Hit 5, range 6 (a good HE round); Assault 1 at To-Hit 5; reduced face one die less."
}

unit_type "m4a1-sherman" {
  rule     = "units.afv"
  name     = "M4A1 Sherman"
  faction  = "american"
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
    range     = 6
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
      range     = 6
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Printed: MF 4 (7.3 example: 1 MP for Clear plus 2 for Wire leaves it 1). Provisional: armor 2 / save 6 as the Pz IVG it met; AP 3 dice at To-Hit 5, range 6 (the 75 mm); HE 3 dice at To-Hit 5, range 6 (a good HE round); Assault 1 at To-Hit 5; reduced face one die less."
}

unit_type "m4a4-sherman" {
  rule     = "units.afv"
  name     = "M4A4 Sherman"
  faction  = "american"
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
    range     = 6
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
      range     = 6
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Named in the 4.1 example; no factor printed. MF 4. Provisional: armor 2 / save 6 as the Pz IVG it met; AP 3 dice at To-Hit 5, range 6 (the 75 mm); HE 3 dice at To-Hit 5, range 6 (a good HE round); Assault 1 at To-Hit 5; reduced face one die less."
}

unit_type "us-armored-infantry" {
  rule     = "units.armored-infantry"
  name     = "Armored infantry platoon (M3 Halftrack)"
  faction  = "american"
  tags     = ["armored-infantry"]
  movement = "tracked"
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
  face "mounted" {
    stats = { mf = 5, armor_factor = 1, save = 6, assault = 1, assault_to_hit = 5 }
    weapon "he" {
      firepower = 1
      to_hit    = 5
      range     = 2
    }
  }
  face "reduced" {
    stats = { assault = 2 }
    weapon "he" {
      firepower = 1
      to_hit    = 5
      range     = 2
    }
  }
  face "reduced-mounted" {
    stats = { mf = 5, armor_factor = 1, save = 6, assault = 1, assault_to_hit = 5 }
    weapon "he" {
      firepower = 1
      to_hit    = 5
      range     = 2
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Printed: MF 5 on the M3 Halftrack side and 3 on foot (4.3.2 example: mounting leaves 2 MP, dismounting leaves none). Provisional: dismounted as a rifle platoon (HE 2 at 5, range 2; AP 1 at 6, range 1; Assault 3 at 5); mounted armor 1 / save 6, HE 1 die (the half-track's machine gun), Assault 1. Reduced faces one HE die and one Assault die less (mounted: HE stays at 1)."
}

unit_type "us-57mm-atg" {
  rule     = "units.gun-batteries"
  name     = "57mm anti-tank gun battery"
  faction  = "american"
  tags     = ["atg", "no-assault-initiative"]
  movement = "wheeled"
  stats    = { mf = 1, assault = 1, assault_to_hit = 6 }
  weapon "ap" {
    firepower = 3
    to_hit    = 5
    range     = 6
  }
  weapon "he" {
    firepower = 1
    to_hit    = 5
    range     = 4
  }
  face "mounted" {
    stats = { mf = 4 }
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
      range     = 4
    }
  }
  face "reduced-mounted" {
    stats = { mf = 4 }
    weapon "ap" {
      firepower = 2
      to_hit    = 5
      range     = 6
    }
    weapon "he" {
      firepower = 1
      to_hit    = 5
      range     = 4
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Named in 2.5.4; no factor printed. Provisional: deployed MF 1, AP 3 dice at To-Hit 5, range 6 (as a Sherman's gun), HE 1 at 5, range 4; Assault 1 at To-Hit 6 with the asterisk; towed (mounted) MF 4, soft. Reduced faces one die less (HE stays at 1)."
}

unit_type "m8-greyhound" {
  rule     = "units.recon"
  name     = "M8 Greyhound"
  faction  = "american"
  tags     = ["recon", "afv"]
  movement = "wheeled"
  stats    = { mf = 6, armor_factor = 1, save = 6, assault = 1, assault_to_hit = 5 }
  weapon "ap" {
    firepower = 2
    to_hit    = 5
    range     = 4
  }
  weapon "he" {
    firepower = 2
    to_hit    = 5
    range     = 3
  }
  face "reduced" {
    weapon "ap" {
      firepower = 1
      to_hit    = 5
      range     = 4
    }
    weapon "he" {
      firepower = 1
      to_hit    = 5
      range     = 3
    }
  }
  source      = "provisional"
  provisional = true
  note        = "The book names no Recon vehicle (2.6.2 describes them); made for the project. Provisional: a 37 mm armoured car: armor 1 / save 6, AP 2 at 5, range 4, HE 2 at 5, range 3, MF 6, Assault 1 at To-Hit 5; reduced face one die less."
}

unit_type "p-47" {
  rule     = "units.target-types"
  name     = "P-47 Thunderbolt"
  faction  = "american"
  tags     = ["aircraft"]
  movement = "air"
  stats    = { mf = 0 }
  weapon "ap" {
    firepower = 3
    to_hit    = 4
    range     = 0
    fixed     = true
  }
  weapon "he" {
    firepower = 3
    to_hit    = 4
    range     = 0
    fixed     = true
  }
  source      = "provisional"
  provisional = true
  note        = "An air-strike counter (10.3); the book names no aircraft. Provisional: its red GA firepower (2.4: dice against any ground target) is written as both an ap and an he weapon, 3 dice at To-Hit 4, so the face of the target picks it as for ranged fire; range 0 fixed because a strike needs no range or LOS (10.3.1); MF 0: it never moves on the map; no armor factor: AA hits abort or destroy it (10.3.2)."
}
