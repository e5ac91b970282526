modifier "shaken-he" {
  rule  = "results.shaken"
  stage = "av"
  label = "Shaken"
  value = -1
  when  = attacker.shaken && fire.weapon == "he"
}
