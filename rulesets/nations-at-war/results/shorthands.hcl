# Cases and setups write `reduced = true` for a unit that has lost a step and shows its reduced
# face [results.step-loss] (units/units.hcl has `mounted`).
unit_shorthand "reduced" {
  rule = "results.step-loss"
  face = "reduced"
}
