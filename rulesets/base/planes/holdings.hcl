# The planes a side may call as Close Air Support [planes.cas, planes.request].
# A setup gives them out by type: cas = { reich = ["ju-87g-stuka"] } is one
# Stuka in store (holding key "cas/ju-87g-stuka"). A call takes the planes out
# of the store; they come back in the Cleanup of the turn they flew, unless
# shot down [planes.turnaround].
holding "cas" {
  rule = "planes.request"
  name = "CAS planes"
}
