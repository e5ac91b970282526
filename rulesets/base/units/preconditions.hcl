# A passenger does nothing of its own while it rides [units.apc-passengers]:
# it acts once unloaded.
precondition "not-aboard" {
  rule      = "units.apc-passengers"
  code      = "aboard"
  each      = ["unit", "units"]
  condition = unit.aboard == ""
  reason    = "${unit.id} is aboard ${unit.aboard} and cannot act on its own"
}
