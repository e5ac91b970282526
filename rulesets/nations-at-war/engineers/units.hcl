# The engineer unit types [engineers.definition]; the nations' other types are in units/<nation>.hcl.
unit_type "us-engineers" {
  rule     = "engineers.definition"
  name     = "Engineer platoon"
  faction  = "american"
  tags     = ["infantry", "engineer", "augmented-assault"]
  movement = "foot"
  stats    = { mf = 3, assault = 3, assault_to_hit = 4 }
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
  note        = "Printed: Assault 3 at To-Hit 4 with the '+' (5.1.7 example). Provisional: HE 2 at To-Hit 5, range 2; AP 1 at 6, range 1 (demolition charges); MF 3; reduced face one HE die and one Assault die less."
}
