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

# Bazooka and PIAT add no dice and no range: only the "+" of 5.1.7 on the platoon's AP (red)
# firepower [units.bazooka]. The tag augmented-ap is what the fire rules read, on the platoon's
# type or on an item it carries.
item "bazooka" {
  rule   = "units.bazooka"
  name   = "Bazooka"
  tags   = ["support-weapon", "augmented-ap"]
  source = "rulebook"
  note   = "2.7.3: a Bazooka has only a '+' and no firepower or range enhancement."
}

item "piat" {
  rule   = "units.bazooka"
  name   = "PIAT"
  tags   = ["support-weapon", "augmented-ap"]
  source = "rulebook"
  note   = "2.7.3: a PIAT has only a '+' and no firepower or range enhancement."
}

# The anti-tank rifle enhances firepower and range as an HMG does, but on AP fire (it is an
# anti-tank weapon); its numbers are not printed.
item "atr" {
  rule = "units.hmg"
  name = "Anti-tank rifle"
  tags = ["support-weapon"]
  weapon "ap" {
    firepower = 1
    range     = 1
  }
  source      = "provisional"
  provisional = true
  note        = "2.7.3 says ATR counters carry firepower and range enhancements like the HMG's but prints no values. Provisional: +1 AP firepower and +1 range, the HMG's numbers on the anti-tank side."
}

# A leader is attached to one platoon (10.5); the leaders area reads these stats. The book
# prints no leader counter.
item "leader" {
  rule        = "units.counters"
  name        = "Leader"
  tags        = ["leader"]
  stats       = { leadership = 1, morale = 8 }
  source      = "provisional"
  provisional = true
  note        = "10.5 prints no leader's values. Provisional: leadership 1 (half the 2 of the book's full-strength HQs, 2.5.6.2 and 5.4 examples) and morale 8 (one above the 14th Infantry's printed 7, a leader steadying his men)."
}
