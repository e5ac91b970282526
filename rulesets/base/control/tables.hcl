table "control-sides" {
  rule  = "control.objectives"
  title = "Control marker faces"

  row "1" { side = "reich" }
  row "2" { side = "nato" }
  row "3" { side = "black-hand" }
}
