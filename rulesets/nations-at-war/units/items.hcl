# Support weapons. A support weapon's weapon block holds what it ADDS to the owning platoon's
# weapon of the same name (2.7.3), not a weapon of its own: it never fires alone.
item "hmg" {
  rule = "units.hmg"
  name = "Heavy machine gun"
  tags = ["support-weapon"]
  weapon "he" {
    firepower = 1
    range     = 1
  }
  source = "rulebook"
  note   = "2.7.3: an HMG adds 1 to the platoon's firepower and range; the 5.1.1 Soviet example shows it on HE (2 -> 3 dice, range 2 -> 3)."
}
