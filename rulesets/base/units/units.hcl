# Unit types of the Nuklear Winter '68 base game: every unit in the rulebook's orders of battle
# plus the counter-mix units of the reading notes' table (Ostwind).
#
# Counter reading: AP (or AA) firepower / range, HE firepower / range, armor, Speed.
# source = "rulebook"  : the full-strength face is printed in the rulebook (note says where);
#                        a reduced face not printed there comes from the secondary table (note says so).
# source = "secondary" : the hobbyist counter transcription quoted in rulebooks/NOTES.md.
# source = "provisional": no source; plausible values consistent with printed ones (note gives why).
# Where the rulebook and the secondary table differ the rulebook wins (SS-VT Speed 6).
# A weapon is a white (normal) range unless it says fixed = true (coloured range).
# Planes attack in their own hex: their weapons carry range = 0.
# Missiles have unlimited range (missiles.targeting): range = 99, beyond any distance on the map.

# Das Dritte Reich

unit_type "e-100" {
  rule     = "units.tanks"
  name     = "E-100"
  faction  = "reich"
  tags     = ["tank", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 6, armor = 20 }
  weapon "ap" {
    firepower = 11
    range     = 9
  }
  weapon "he" {
    firepower = 5
    range     = 4
  }
  face "reduced" {
    weapon "ap" {
      firepower = 10
      range     = 9
    }
    weapon "he" {
      firepower = 4
      range     = 4
    }
  }
  source = "secondary"
  note   = "Secondary counter table; in the OOB of 1/130, 2/130, 1/501 and 2/501."
}

unit_type "king-tiger" {
  rule     = "units.tanks"
  name     = "King Tiger"
  faction  = "reich"
  tags     = ["tank", "afv", "hard"]
  movement = "tracked"
  image    = "units/images/king-tiger.svg"
  stats    = { speed = 6, armor = 18 }
  weapon "ap" {
    firepower = 10
    range     = 6
  }
  weapon "he" {
    firepower = 5
    range     = 4
  }
  face "reduced" {
    weapon "ap" {
      firepower = 9
      range     = 6
    }
    weapon "he" {
      firepower = 4
      range     = 4
    }
  }
  source = "rulebook"
  note   = "Printed in the Counters section (sample counter, 1/130); reduced face printed in the Combat Results counter progression."
}

unit_type "jagdtiger" {
  rule     = "units.tanks"
  name     = "Jagdtiger"
  faction  = "reich"
  tags     = ["tank", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 6, armor = 18 }
  weapon "ap" {
    firepower = 10
    range     = 7
  }
  weapon "he" {
    firepower = 4
    range     = 4
  }
  face "reduced" {
    weapon "he" {
      firepower = 3
      range     = 4
    }
  }
  source = "secondary"
  note   = "Secondary counter table (its reduced face keeps AP 10); in the OOB of 2/130 and 2/501."
}

unit_type "puma" {
  rule     = "units.recon"
  name     = "Puma"
  faction  = "reich"
  tags     = ["recon", "afv", "hard"]
  movement = "wheeled"
  stats    = { speed = 7, armor = 15 }
  weapon "ap" {
    firepower = 9
    range     = 4
  }
  weapon "he" {
    firepower = 4
    range     = 3
  }
  face "reduced" {
    weapon "ap" {
      firepower = 8
      range     = 4
    }
    weapon "he" {
      firepower = 3
      range     = 3
    }
  }
  source = "rulebook"
  note   = "Full face printed in the Recon section (sample counter, 1/130); reduced face from the secondary table."
}

unit_type "hummel" {
  rule     = "units.spa"
  name     = "Hummel"
  faction  = "reich"
  tags     = ["spa", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 5, armor = 14 }
  weapon "ap" {
    firepower = 10
    range     = 18
    fixed     = true
  }
  weapon "he" {
    firepower = 6
    range     = 18
    fixed     = true
  }
  face "reduced" {
    weapon "ap" {
      firepower = 9
      range     = 18
      fixed     = true
    }
    weapon "he" {
      firepower = 5
      range     = 18
      fixed     = true
    }
  }
  source = "secondary"
  note   = "Secondary counter table; in the OOB of 1/130."
}

unit_type "sdkfz-250" {
  rule     = "units.apcs"
  name     = "SdKfz 250"
  faction  = "reich"
  tags     = ["apc", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 6, armor = 14 }
  weapon "ap" {
    firepower = 8
    range     = 3
  }
  weapon "he" {
    firepower = 4
    range     = 3
  }
  face "reduced" {
    weapon "ap" {
      firepower = 7
      range     = 3
    }
    weapon "he" {
      firepower = 3
      range     = 3
    }
  }
  source = "rulebook"
  note   = "Full face printed in the APC section (2/130) and the Formations section (1/7 SS); reduced face from the secondary table."
}

unit_type "fallschirmjager" {
  rule     = "units.infantry"
  name     = "Fallschirmjäger"
  faction  = "reich"
  tags     = ["infantry", "soft"]
  movement = "foot"
  stats    = { speed = 3, armor = 14 }
  weapon "ap" {
    firepower = 6
    range     = 3
  }
  weapon "he" {
    firepower = 5
    range     = 3
  }
  face "reduced" {
    weapon "ap" {
      firepower = 5
      range     = 3
    }
    weapon "he" {
      firepower = 4
      range     = 3
    }
  }
  source = "secondary"
  note   = "Secondary counter table; armor 14 (the source's front row shows 18, taken as a slip). In the OOB of 2/130."
}

unit_type "ss-vt" {
  rule     = "units.infantry"
  name     = "SS-VT"
  faction  = "reich"
  tags     = ["infantry", "soft"]
  movement = "foot"
  stats    = { speed = 6, armor = 13 }
  weapon "ap" {
    firepower = 6
    range     = 3
  }
  weapon "he" {
    firepower = 6
    range     = 3
  }
  face "reduced" {
    weapon "ap" {
      firepower = 5
      range     = 3
    }
    weapon "he" {
      firepower = 5
      range     = 3
    }
  }
  source = "rulebook"
  note   = "Full face printed in the Formations section (1/7 SS sample) with Speed 6, which wins over the secondary table's 3; reduced face from the secondary table."
}

unit_type "ostwind" {
  rule     = "units.spaa"
  name     = "Ostwind"
  faction  = "reich"
  tags     = ["spaa", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 5, armor = 14 }
  weapon "aa" {
    firepower = 8
    range     = 7
  }
  weapon "he" {
    firepower = 6
    range     = 5
  }
  face "reduced" {
    weapon "aa" {
      firepower = 7
      range     = 7
    }
    weapon "he" {
      firepower = 5
      range     = 5
    }
  }
  source = "secondary"
  note   = "Secondary counter table; named in the SPAA section and the counter mix but in no printed order of battle."
}

# NATO Deployment Force
unit_type "t-64" {
  rule     = "units.tanks"
  name     = "T-64"
  faction  = "nato"
  tags     = ["tank", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 7, armor = 20 }
  weapon "ap" {
    firepower = 12
    range     = 10
  }
  weapon "he" {
    firepower = 4
    range     = 5
  }
  face "reduced" {
    weapon "ap" {
      firepower = 11
      range     = 10
    }
    weapon "he" {
      firepower = 3
      range     = 5
    }
  }
  source = "rulebook"
  note   = "Full face printed in the Armored Units section (sample counter, 4th Guards); reduced face from the secondary table."
}

unit_type "t-62" {
  rule     = "units.tanks"
  name     = "T-62"
  faction  = "nato"
  tags     = ["tank", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 7, armor = 19 }
  weapon "ap" {
    firepower = 11
    range     = 8
  }
  weapon "he" {
    firepower = 4
    range     = 4
  }
  face "reduced" {
    weapon "ap" {
      firepower = 10
      range     = 8
    }
    weapon "he" {
      firepower = 3
      range     = 4
    }
  }
  source = "secondary"
  note   = "Secondary counter table; in the OOB of the 58th Motor Rifle."
}

unit_type "m60a1" {
  rule     = "units.tanks"
  name     = "M60A1"
  faction  = "nato"
  tags     = ["tank", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 6, armor = 17 }
  weapon "ap" {
    firepower = 10
    range     = 7
  }
  weapon "he" {
    firepower = 5
    range     = 4
  }
  face "reduced" {
    weapon "ap" {
      firepower = 9
      range     = 7
    }
    weapon "he" {
      firepower = 4
      range     = 4
    }
  }
  source = "secondary"
  note   = "Secondary counter table; in the OOB of the 1st and 2nd Ranger Battalions."
}

unit_type "m113" {
  rule     = "units.apcs"
  name     = "M113"
  faction  = "nato"
  tags     = ["apc", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 6, armor = 14 }
  weapon "he" {
    firepower = 4
    range     = 3
  }
  face "reduced" {
    weapon "he" {
      firepower = 3
      range     = 3
    }
  }
  source = "secondary"
  note   = "Secondary counter table (no AP factor); in the OOB of the 1st and 2nd Rangers and the 58th Motor Rifle."
}

unit_type "brdm-2" {
  rule     = "units.recon"
  name     = "BRDM-2"
  faction  = "nato"
  tags     = ["recon", "afv", "hard"]
  movement = "wheeled"
  stats    = { speed = 8, armor = 15 }
  weapon "he" {
    firepower = 4
    range     = 3
  }
  face "reduced" {
    weapon "he" {
      firepower = 3
      range     = 3
    }
  }
  source = "secondary"
  note   = "Secondary counter table (no AP factor); in the OOB of the 2nd Ranger Battalion."
}

unit_type "m109-paladin" {
  rule     = "units.spa"
  name     = "M109 Paladin"
  faction  = "nato"
  tags     = ["spa", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 5, armor = 15 }
  weapon "ap" {
    firepower = 11
    range     = 20
    fixed     = true
  }
  weapon "he" {
    firepower = 7
    range     = 20
    fixed     = true
  }
  face "reduced" {
    weapon "ap" {
      firepower = 10
      range     = 20
      fixed     = true
    }
    weapon "he" {
      firepower = 6
      range     = 20
      fixed     = true
    }
  }
  source = "rulebook"
  note   = "Full face printed in the SPA section (sample counter); reduced face from the secondary table. Named in the text, in no printed order of battle."
}

unit_type "zsu-23-4-shilka" {
  rule     = "units.spaa"
  name     = "ZSU-23-4 Shilka"
  faction  = "nato"
  tags     = ["spaa", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 6, armor = 15 }
  weapon "aa" {
    firepower = 9
    range     = 7
  }
  weapon "he" {
    firepower = 6
    range     = 5
  }
  face "reduced" {
    weapon "aa" {
      firepower = 8
      range     = 7
    }
  }
  source = "rulebook"
  note   = "Full face printed in the SPAA section (sample counter); reduced face (AA 8, HE unchanged) from the secondary table. In no printed order of battle."
}

unit_type "rangers" {
  rule     = "units.infantry"
  name     = "US Rangers"
  faction  = "nato"
  tags     = ["infantry", "soft"]
  movement = "foot"
  stats    = { speed = 4, armor = 13 }
  weapon "ap" {
    firepower = 6
    range     = 3
  }
  weapon "he" {
    firepower = 5
    range     = 3
  }
  face "reduced" {
    weapon "ap" {
      firepower = 5
      range     = 3
    }
    weapon "he" {
      firepower = 4
      range     = 3
    }
  }
  source = "rulebook"
  note   = "Full face printed in the Infantry section (sample counter, 1st Ranger); reduced face from the secondary table."
}

unit_type "spetsnaz" {
  rule     = "units.infantry"
  name     = "Spetsnaz"
  faction  = "nato"
  tags     = ["infantry", "soft"]
  movement = "foot"
  stats    = { speed = 3, armor = 13 }
  weapon "ap" {
    firepower = 7
    range     = 3
  }
  weapon "he" {
    firepower = 5
    range     = 3
  }
  face "reduced" {
    weapon "ap" {
      firepower = 6
      range     = 3
    }
    weapon "he" {
      firepower = 4
      range     = 3
    }
  }
  source = "secondary"
  note   = "Secondary counter table; in the OOB of OSNAZ Vympel and the 58th Motor Rifle."
}

# Black Hand
unit_type "zealot" {
  rule     = "units.infantry"
  name     = "Zealot"
  faction  = "black-hand"
  tags     = ["infantry", "soft"]
  movement = "wasteland"
  stats    = { speed = 3, armor = 13 }
  weapon "ap" {
    firepower = 6
    range     = 3
  }
  weapon "he" {
    firepower = 5
    range     = 3
  }
  face "reduced" {
    weapon "ap" {
      firepower = 5
      range     = 3
    }
    weapon "he" {
      firepower = 4
      range     = 3
    }
  }
  source = "secondary"
  note   = "Secondary counter table; 15 in the Black Hand OOB, also created by biological attacks and events."
}

unit_type "ravager" {
  rule     = "units.huge"
  name     = "Ravager"
  faction  = "black-hand"
  tags     = ["infantry", "huge", "soft"]
  movement = "wasteland"
  stats    = { speed = 3, armor = 15 }
  weapon "ap" {
    firepower = 11
    range     = 1
  }
  weapon "aa" {
    firepower = 11
    range     = 1
  }
  weapon "he" {
    firepower = 7
    range     = 1
  }
  face "reduced" {
    weapon "ap" {
      firepower = 10
      range     = 1
    }
    weapon "aa" {
      firepower = 10
      range     = 1
    }
    weapon "he" {
      firepower = 6
      range     = 1
    }
  }
  source = "secondary"
  note   = "Secondary counter table (AP+AA 11 r1, shown as two weapons); Huge infantry, 5 in the Black Hand OOB."
}

unit_type "pest" {
  rule     = "units.apcs"
  name     = "Pest"
  faction  = "black-hand"
  tags     = ["apc", "recon", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 6, armor = 14 }
  weapon "he" {
    firepower = 4
    range     = 3
  }
  face "reduced" {
    weapon "he" {
      firepower = 3
      range     = 3
    }
  }
  source = "secondary"
  note   = "Secondary counter table (APC and recon, M113 chassis); 3 in the Black Hand OOB."
}

unit_type "blighter" {
  rule     = "units.blighter"
  name     = "Blighter"
  faction  = "black-hand"
  tags     = ["spa", "spaa", "afv", "hard", "no-opportunity-fire"]
  movement = "tracked"
  stats    = { speed = 6, armor = 14 }
  weapon "ap" {
    firepower = 10
    range     = 15
    fixed     = true
  }
  weapon "aa" {
    firepower = 10
    range     = 15
    fixed     = true
  }
  weapon "he" {
    firepower = 6
    range     = 15
    fixed     = true
  }
  face "reduced" {
    weapon "ap" {
      firepower = 9
      range     = 15
      fixed     = true
    }
    weapon "aa" {
      firepower = 9
      range     = 15
      fixed     = true
    }
    weapon "he" {
      firepower = 5
      range     = 15
      fixed     = true
    }
  }
  source = "secondary"
  note   = "Secondary counter table (AP+AA 10 fixed 15, shown as two weapons); SPA/SPAA, 3 in the Black Hand OOB."
}

unit_type "megrim" {
  rule     = "units.tanks"
  name     = "Megrim"
  faction  = "black-hand"
  tags     = ["tank", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 6, armor = 16 }
  weapon "ap" {
    firepower = 10
    range     = 6
  }
  weapon "he" {
    firepower = 4
    range     = 6
  }
  face "reduced" {
    weapon "ap" {
      firepower = 9
      range     = 6
    }
    weapon "he" {
      firepower = 3
      range     = 6
    }
  }
  source = "secondary"
  note   = "Secondary counter table (M113 chassis); 5 in the Black Hand OOB."
}

unit_type "rancor" {
  rule     = "units.tanks"
  name     = "Rancor"
  faction  = "black-hand"
  tags     = ["tank", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 6, armor = 19 }
  weapon "ap" {
    firepower = 11
    range     = 8
  }
  weapon "he" {
    firepower = 5
    range     = 4
  }
  face "reduced" {
    weapon "ap" {
      firepower = 10
      range     = 8
    }
    weapon "he" {
      firepower = 4
      range     = 4
    }
  }
  source = "secondary"
  note   = "Secondary counter table (scrap-built heavy tank); 5 in the Black Hand OOB."
}
