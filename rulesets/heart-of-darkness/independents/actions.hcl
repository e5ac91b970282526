# The Independents' actions [independents.recruit, independents.release];
# independents/independents.lua says when each is legal and what it does.

action "recruit" {
  rule     = "independents.recruit"
  title    = "Recruit an uncontrolled Independent in your hex or the next one (an active skill: the unit's only action)"
  requires = ["activation", "active-formation", "active-side", "not-aboard", "recruit-independent", "recruit-uncontrolled", "recruit-not-hostile"]

  param "unit" {
    type = "unit"
    of   = "active"
  }
  param "target" {
    type = "unit"
    of   = "any"
  }
  param "co_bonus" {
    type     = "bool"
    optional = true
  }
}

action "release" {
  rule     = "independents.release"
  title    = "Let a controlled Independent of yours go: it becomes uncontrolled again"
  requires = ["release-independent", "release-controlled", "release-in-own-activation"]

  param "unit" {
    type = "unit"
    of   = "any"
  }
}
