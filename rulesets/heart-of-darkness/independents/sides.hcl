# The Independents (1.2): a side of their own that no player commands. While
# uncontrolled they are neutral to every faction; a hostile one is the enemy
# of every faction through its `hostile` status (statuses.hcl), whatever the
# sides' relation says. A recruited Independent leaves this side for its
# recruiter's [independents.recruit].
side "independent" {
  rule = "independents.side"
  name = "The Independents"
  stats = {
    relations = {
      reich        = "neutral"
      nato         = "neutral"
      "black-hand" = "neutral"
      "white-hand" = "neutral"
    }
  }
}
