# The HQ casualty roll [hq.casualty, hq.casualty-stacked]: 1d6, -2 when two platoons of the
# HQ's formation shared its hex and one was destroyed; 1 or less costs the HQ a step.
value "hq_casualty" {
  rule  = "hq.casualty"
  title = "HQ casualty roll: 1d6 and its modifier; 1 or less flips or removes the HQ"
}
