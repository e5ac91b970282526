# The Independents' statuses (1.2). A status's `relation` (an attribute
# beside its stats) says how its unit regards, and is regarded by, units of
# other sides; `relation_own`, units of its own side (nw68.foes reads them).

# an Independent of the independent side: it stays put unless forced
# (stat attackable = "others": no faction's foe, yet any faction's units may
# fire at or assault it, base combat.may_attack [independents.assist])
status "uncontrolled" {
  rule = "independents.uncontrolled"
  name = "Uncontrolled"
  stats = {
    attackable = "others"
  }
}

# an uncontrolled Independent turned hostile for the rest of the game: the
# enemy of every faction's units
status "hostile" {
  rule     = "independents.hostile"
  name     = "Hostile"
  relation = "enemy"
}

# an Independent a faction recruited: allied to its recruiter (its side's
# units stack with it), yet its own side's units may attack it (attackable =
# "own", base combat.may_attack), which turns it hostile for good
status "recruited" {
  rule = "independents.recruit"
  name = "Recruited"
  stats = {
    attackable = "own"
  }
}
