# A leader attached to the engineer adds its leadership to the roll [engineers.leader-bonus].
modifier "demolition-leader" {
  rule  = "engineers.leader-bonus"
  stage = "demolition_roll"
  label = "attached leader"
  value = unit.leadership
  when  = unit.leadership > 0
}
