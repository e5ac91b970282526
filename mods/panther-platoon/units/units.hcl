rule "units.panther-ii" {
  title   = "Panther II (house unit)"
  summary = "A house design, not in the book: a Reich tank with armor 16 and Speed 7, AP 9 at range 6 and HE 5 at range 4 (reduced: AP 8, HE 4). It is a tank in every rule (units.tanks)."
}

unit_type "panther-ii" {
  rule     = "units.panther-ii"
  name     = "Panther II"
  faction  = "reich"
  tags     = ["tank", "afv", "hard"]
  movement = "tracked"
  stats    = { speed = 7, armor = 16 }
  weapon "ap" {
    firepower = 9
    range     = 6
  }
  weapon "he" {
    firepower = 5
    range     = 4
  }
  face "reduced" {
    weapon "ap" {
      firepower = 8
      range     = 6
    }
    weapon "he" {
      firepower = 4
      range     = 4
    }
  }
  source = "house"
  note   = "A house unit of the panther-platoon mod."
}
