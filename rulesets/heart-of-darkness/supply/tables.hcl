# The expansion keeps a faction pool [supply.timing]: this replaces the base
# table (rulesets/base/supply/tables.hcl), so base turn/lib/turn.lua keeps
# the points left when the Cleanup ends and adds a turn's points to them.
table "supply-pool" {
  rule  = "supply.timing"
  title = "Unspent supply points"

  row "unspent" {
    fate = "kept"
  }
}

# How many Specialization points each faction receives at the setup
# [supply.specialization] (1.2 prints 7).
table "specialization" {
  rule  = "supply.specialization"
  title = "Specialization points"

  row "setup" {
    points = 7
  }
}
