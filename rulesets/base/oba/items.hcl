# Off-board artillery markers
item "oba-barrage" {
  rule   = "oba.barrage"
  name   = "Barrage"
  tags   = ["oba"]
  stats  = { area = 3 }
  weapon "ap" {
    firepower = 10
    range     = 99
    fixed     = true
  }
  weapon "he" {
    firepower = 10
    range     = 99
    fixed     = true
  }
  source = "rulebook"
  note   = "Printed in the Off-Board Artillery section (3, 10/10)."
}

item "oba-nuclear" {
  rule   = "oba.nuclear"
  name   = "Nuclear"
  tags   = ["oba"]
  stats  = { area = 7 }
  weapon "ap" {
    firepower = 15
    range     = 99
    fixed     = true
  }
  weapon "he" {
    firepower = 10
    range     = 99
    fixed     = true
  }
  source = "rulebook"
  note   = "Printed in the Off-Board Artillery section (6, 15/10); the text's area is the target hex plus its six neighbours, so area 7."
}

item "oba-smoke" {
  rule   = "oba.smoke"
  name   = "Smoke"
  tags   = ["oba"]
  stats  = { area = 3, smoke_level = 2 }
  source = "rulebook"
  note   = "Printed in the Off-Board Artillery section (3, L2)."
}

item "oba-chemical" {
  rule   = "oba.chemical"
  name   = "Chemical"
  tags   = ["oba"]
  stats  = { area = 3 }
  source = "rulebook"
  note   = "Printed in the Off-Board Artillery section (3); effect rolled on 1D6 per unit."
}

item "oba-biological" {
  rule   = "oba.biological"
  name   = "Biological"
  tags   = ["oba"]
  stats  = { area = 1 }
  source = "rulebook"
  note   = "Printed in the Off-Board Artillery section (1); effect rolled on 1D6 per infantry unit."
}
