# What another area may add to Opportunity Fire (opportunity-fire/lib/opportunity.lua asks it
# when it opens a window and when it judges an opportunity_fire): Overwatch's range limit.
hook "opportunity_veto" {
  rule    = "opportunity-fire.trigger"
  title   = "May this unit fire on opportunity at this mover here?"
  filter  = "*"
  args    = { unit = "the firer's id", target = "the mover's id", weapon = "the weapon it would fire", at = "the hex where the mover stands" }
  returns = "nil to allow, or {code, rule, reason}: the first refuses the shot and keeps the unit out of the window"
}
