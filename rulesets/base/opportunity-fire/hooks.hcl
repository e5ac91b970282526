# The hook point of the answers to a walk (movement/lib/movement.lua asks
# it as a walk opens each window).

hook "walk_reactions" {
  rule    = "opportunity-fire.who"
  title   = "What a side may answer a walking unit with"
  filter  = "* (asked as each window of a walk opens)"
  args    = { side = "the side that may react", mover = "the walking unit" }
  returns = "a list of action kinds the side may take in the window besides opportunity fire (an expansion's reaction skills)"
}
