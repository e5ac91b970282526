unit_type "haunebu-iii" {
  rule     = "helicopters.gunships"
  name     = "Haunebu III"
  faction  = "reich"
  tags     = ["helicopter", "air", "huge"]
  movement = "air"
  stats    = { speed = 17, armor = 17 }
  weapon "ap" {
    firepower = 12
    range     = 9
    fixed     = true
  }
  weapon "he" {
    firepower = 6
    range     = 4
  }
  face "noe" {
    stats = { armor = 17 }
    weapon "he" {
      firepower = 6
      range     = 4
    }
  }
  source = "secondary"
  note   = "Secondary counter table (flagged Huge there); serves the Reich helicopter role, in the OOB of SG 2 Immelmann."
}

unit_type "uh-1-huey" {
  rule     = "helicopters.gunships"
  name     = "UH-1 Huey"
  faction  = "nato"
  tags     = ["helicopter", "air"]
  movement = "air"
  stats    = { speed = 20, armor = 16 }
  weapon "ap" {
    firepower = 13
    range     = 8
    fixed     = true
  }
  weapon "he" {
    firepower = 5
    range     = 4
  }
  face "noe" {
    stats = { armor = 16 }
    weapon "he" {
      firepower = 5
      range     = 4
    }
  }
  source = "rulebook"
  note   = "Cruise and NOE faces printed in the Helicopters section (335th Cowboys); the AP range colour (fixed) comes from the secondary table."
}

unit_type "scourge" {
  rule     = "helicopters.gunships"
  name     = "Scourge"
  faction  = "black-hand"
  tags     = ["helicopter", "air"]
  movement = "air"
  stats    = { speed = 18, armor = 16 }
  weapon "ap" {
    firepower = 10
    range     = 4
  }
  weapon "he" {
    firepower = 5
    range     = 4
  }
  face "noe" {
    stats = { armor = 16 }
    weapon "he" {
      firepower = 5
      range     = 4
    }
  }
  source = "secondary"
  note   = "Secondary counter table; the Black Hand's helicopter (gunship) role, 3 in the Black Hand OOB."
}
