# The hook point of the assault's blow (assault/assault.lua): what a later
# layer (a ruleset that extends this one, a mod) adds to an assault as the
# attackers stand in the assaulted hex, before the attack is rolled.

hook "assault_blow" {
  rule   = "assault.attack"
  title  = "The attackers of an assault strike their blow"
  filter = "* (every blow)"
  args = {
    leader = "the leading attacker's id"
    units  = "the ids of the fit attackers, the leader first"
    target = "the target's id"
    hex    = "the assaulted hex"
    weapon = "the leader's weapon (a units.weapon table)"
    params = "the assault action's parameters as submitted (an option a later layer declares on the action reaches it)"
  }
  returns = "a list of extra AV terms {label, value, rule} for the attack; a handler may change the game first (roll, eliminate the target...): when the target has left the hex, no attack is rolled and the attackers take it"
}

hook "retreat_done" {
  rule   = "assault.failure"
  title  = "Every retreat an assault or an event ordered has been made"
  filter = "what ordered the retreats: after.name (assault, zealots, spawn, ambush)"
  args = {
    fields  = "the assault's report fields"
    after   = "the structured table the retreats were ordered with (after.name is the filter)"
    resumed = "true when play paused for a retreat window: the caller has returned, so the handler carries its work on"
  }
}
