# What changes a rally roll [rally.out-of-command, rally.hq, hq.rally].

modifier "rally-out-of-command" {
  rule  = "rally.out-of-command"
  stage = "rally_roll"
  label = "Out of Command"
  value = 1
  when  = unit.out_of_command
}

# The HQ's leadership comes off the roll of every unit rallying in its hex (2.5.6.5 says it
# too: hq.rally).
modifier "rally-hq-leadership" {
  rule  = "rally.hq"
  stage = "rally_roll"
  label = "HQ leadership"
  value = -hq.leadership
  when  = hq.leadership > 0
}
