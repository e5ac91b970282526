# The expansion's Actions phase (2.0): the formation's pre-actions, then one
# action or skill per unit. It changes the base impulse (impulse.sequence) in
# two ways, both here.

rule "impulse.pre-actions" {
  section = "2.0"
  title   = "Pre-actions of an activation"
  summary = "As its formation activates, before any unit acts: Finished markers come off, a 2IC may take command, Out Of Contact units are marked, the CO/2IC tries to rally the Shaken (its bonus lent to every attempt without Finishing it), CO and Recon units may call up to two artillery or air strikes on targets in LOS, and weapons, equipment and Heroes may be dropped, picked up or handed between stacked units. None of these pre-actions Finishes the unit that makes it."
}

rule "impulse.co-bonus" {
  section = "2.0"
  title   = "Lending the CO bonus Finishes the CO"
  summary = "Each unit not Finished may take one action or use one skill. The CO may add its bonus to it, as in the base game, but a CO that lends its bonus to another unit's action or skill is marked Finished at once; a rally is not such an action."
}
