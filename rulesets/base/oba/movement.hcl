# Every Black Hand unit may enter Radiation hexes [oba.radiation].
modifier "black-hand-radiation" {
  rule  = "oba.radiation"
  stage = "radiation_access"
  label = "Black Hand"
  value = 1
  when  = unit.side == "black-hand"
}
