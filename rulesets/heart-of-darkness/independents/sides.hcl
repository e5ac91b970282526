# The Independents (1.2): a side of their own that no player commands. While
# uncontrolled they are neutral to every faction; a hostile one is the enemy
# of every faction through its `hostile` status (statuses.hcl), whatever the
# sides' relation says. A recruited Independent leaves this side for its
# recruiter's [independents.recruit].
#
# Uncontrolled Independents take no hex (no_control), and player units that
# stack with them take none from them either (shields_control): base
# control/hex-control.lua reads both [independents.stacking]. A recruit,
# on its faction's side, takes hexes for it.
side "independent" {
  rule = "independents.side"
  name = "The Independents"
  stats = {
    no_control      = true
    shields_control = true
  }
  relations = {
    reich        = "neutral"
    nato         = "neutral"
    "black-hand" = "neutral"
    "white-hand" = "neutral"
  }
}
