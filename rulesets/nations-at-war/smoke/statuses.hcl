# A unit the scenario gives smoke [smoke.supply]: only such a unit may lay_smoke.
status "smoke-capable" {
  rule = "smoke.supply"
  name = "Smoke capable"
}
