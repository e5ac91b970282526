# Specialization points [supply.specialization]: given at the setup (the
# setup's specialization step, when the scenario says
# options = { specialization = true }, or a setup holding
# specialization = { reich = 7 }), spent first on what they may buy, and what
# is left joins the side's supply pool when the setup ends.
holding "specialization" {
  rule = "supply.specialization"
  name = "Specialization points"
}
