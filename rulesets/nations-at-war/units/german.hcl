# Unit types of Germany (side "german"). Conventions: units/units.hcl.

unit_type "pz-ivg" {
  rule     = "units.afv"
  name     = "Pz IVG"
  faction  = "german"
  tags     = ["tank", "afv"]
  movement = "tracked"
  stats    = { mf = 4, armor_factor = 2, save = 6, assault = 1, assault_to_hit = 5 }
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
  note        = "Printed: Armor Factor 2 and Save 6 (5.1.1 example), AP To-Hit 5 and range 6 (5.1.5 example), AP firepower 3 and MF 4 (4.1 move-and-fire example, 'Panzer IV'). Provisional: HE 2 dice at To-Hit 5, range 6 (a medium tank's HE, one die under its AP); Assault 1 at To-Hit 5 (the M13/40's printed Assault 1); the reduced face keeps the armor and throws one die less."
}

unit_type "panther" {
  rule     = "units.afv"
  name     = "Panther"
  faction  = "german"
  tags     = ["tank", "afv"]
  movement = "tracked"
  stats    = { mf = 5, armor_factor = 3, save = 6, assault = 1, assault_to_hit = 5 }
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
  note        = "Printed: Armor Factor 3 (5.1.2.2 example). Provisional: Save 6 as every printed save; AP 3 dice at To-Hit 5 like the Pz IV but range 8 for the long 75 mm gun; HE as the Pz IVG; MF 5 (faster than the Pz IV's printed 4); Assault 1 at To-Hit 5; reduced face one die less."
}

unit_type "tiger-i" {
  rule     = "units.afv"
  name     = "Tiger I"
  faction  = "german"
  tags     = ["tank", "afv"]
  movement = "tracked"
  stats    = { mf = 3, armor_factor = 3, save = 5, assault = 1, assault_to_hit = 5 }
  weapon "ap" {
    firepower = 4
    to_hit    = 4
    range     = 8
  }
  weapon "he" {
    firepower = 3
    to_hit    = 5
    range     = 6
  }
  face "reduced" {
    weapon "ap" {
      firepower = 3
      to_hit    = 4
      range     = 8
    }
    weapon "he" {
      firepower = 2
      to_hit    = 5
      range     = 6
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Printed: MF 3 (4.1 example). Provisional: Armor Factor 3 as the Panther's printed 3, with Save 5 for the thickest armour of the book; AP 4 dice at To-Hit 4, range 8 for the 88 mm; HE 3 dice at To-Hit 5, range 6; Assault 1 at To-Hit 5; reduced face one die less."
}

unit_type "panzer-iii" {
  rule     = "units.afv"
  name     = "Panzer III"
  faction  = "german"
  tags     = ["tank", "afv"]
  movement = "tracked"
  stats    = { mf = 4, armor_factor = 2, save = 6, assault = 1, assault_to_hit = 5 }
  weapon "ap" {
    firepower = 2
    to_hit    = 5
    range     = 5
  }
  weapon "he" {
    firepower = 2
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
  note        = "Named in the 4.1 and 7.3 examples; no factor printed. Provisional: armor 2 / save 6 as the Pz IVG; AP 2 dice at To-Hit 5, range 5 (a 50 mm gun, a die under the Pz IV); HE 2 dice, range 4; MF 4 as the Pz IV; Assault 1 at To-Hit 5; reduced face one die less."
}

unit_type "german-rifle" {
  rule     = "units.infantry"
  name     = "German infantry platoon"
  faction  = "german"
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
  note        = "The 5.1.1 example shows only that it has two steps. No factor of this platoon is printed. Provisional, as every rifle platoon of the project: HE 2 dice at To-Hit 5, range 2 (the Soviet platoon's printed HE 2, range 2); AP 1 die at To-Hit 6, range 1 (close-range anti-tank grenades); MF 3 (the US armored infantry's printed dismounted MF); Assault 3 at To-Hit 5 (the US engineers' printed Assault 3 less their '+' and their better To-Hit 4). Reduced face: one HE die and one Assault die less."
}

unit_type "german-armored-infantry" {
  rule     = "units.armored-infantry"
  name     = "Panzergrenadier platoon (SdKfz 251)"
  faction  = "german"
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
  note        = "Named in 2.5 and 5.1.6 (panzergrenadiers on foot soft, on the SdKfz 251 side hard); no factor printed. Provisional: dismounted as a rifle platoon (HE 2 at 5, range 2; AP 1 at 6, range 1; MF 3; Assault 3 at 5); mounted as the US half-track (MF 5 printed for the M3), armor 1 / save 6, HE 1 die for the half-track's machine gun, Assault 1. Reduced faces one HE die and one Assault die less (mounted: HE stays at 1)."
}

unit_type "german-motorcycle" {
  rule     = "units.infantry"
  name     = "Motorcycle platoon"
  faction  = "german"
  tags     = ["infantry", "quick-mount"]
  movement = "wheeled"
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
    stats = { mf = 6, assault = 1, assault_to_hit = 5 }
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
    stats = { mf = 6, assault = 1, assault_to_hit = 5 }
    weapon "he" {
      firepower = 1
      to_hit    = 5
      range     = 2
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Printed: mounted MF 6 with the asterisk of 4.3.3 (quick-mount: mounting costs 1 MP). Provisional: dismounted as a rifle platoon (MF 3, HE 2 at 5 range 2, AP 1 at 6 range 1, Assault 3 at 5); mounted a soft target with HE 1 (riders cannot fight well) and Assault 1. Reduced faces one HE and one Assault die less (mounted HE stays at 1)."
}

unit_type "german-88mm-atg" {
  rule     = "units.gun-batteries"
  name     = "88mm anti-tank gun battery"
  faction  = "german"
  tags     = ["atg", "no-assault-initiative"]
  movement = "wheeled"
  stats    = { mf = 1, assault = 1, assault_to_hit = 6 }
  weapon "ap" {
    firepower = 4
    to_hit    = 4
    range     = 8
  }
  weapon "he" {
    firepower = 2
    to_hit    = 5
    range     = 6
  }
  face "mounted" {
    stats = { mf = 4 }
  }
  face "reduced" {
    weapon "ap" {
      firepower = 3
      to_hit    = 4
      range     = 8
    }
    weapon "he" {
      firepower = 1
      to_hit    = 5
      range     = 6
    }
  }
  face "reduced-mounted" {
    stats = { mf = 4 }
    weapon "ap" {
      firepower = 3
      to_hit    = 4
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
  note        = "Named in 2.5.4; no factor printed. Provisional: deployed MF 1 (a gun that cannot move and fire, 4.1), AP 4 dice at To-Hit 4, range 8 (the 88 mm, as the Tiger I's gun), HE 2 at 5, range 6; Assault 1 at To-Hit 6 with the asterisk (no-assault-initiative: crews defend, never assault); towed (mounted) MF 4 behind its tractor, a soft target. Reduced faces one die less."
}

unit_type "german-flak" {
  rule     = "units.gun-batteries"
  name     = "Flak battery"
  faction  = "german"
  tags     = ["aa", "no-assault-initiative"]
  movement = "wheeled"
  stats    = { mf = 1, assault = 1, assault_to_hit = 6 }
  weapon "aa" {
    firepower = 3
    to_hit    = 5
    range     = 4
  }
  weapon "he" {
    firepower = 2
    to_hit    = 5
    range     = 3
  }
  face "mounted" {
    stats = { mf = 4 }
  }
  face "reduced" {
    weapon "aa" {
      firepower = 2
      to_hit    = 5
      range     = 4
    }
    weapon "he" {
      firepower = 1
      to_hit    = 5
      range     = 3
    }
  }
  face "reduced-mounted" {
    stats = { mf = 4 }
    weapon "aa" {
      firepower = 2
      to_hit    = 5
      range     = 4
    }
    weapon "he" {
      firepower = 1
      to_hit    = 5
      range     = 3
    }
  }
  source      = "rulebook"
  provisional = true
  note        = "Named in 2.5.4 and 10.1 (AA firepower in blue, with HE firepower and an Assault factor). Provisional: deployed MF 1; AA 3 dice at To-Hit 5, range 4 (a 20 mm quadruple mount); HE 2 at 5, range 3; Assault 1 at To-Hit 6 with the asterisk; towed (mounted) MF 4, soft. Reduced faces one die less."
}
