# The actions of a generated battle's setup [generator.points, generator.objectives].

# buy: a unit of the side's roster joins one of its formations at a hex of its deployment zone,
# for its cost in points (generator/points.hcl); in To the Next Line, `reserve = true` instead
# holds it off the map in reserve [generator.reserves].
action "buy" {
  rule  = "generator.points"
  title = "Buy a unit with battle points and set it up (or hold it in reserve)"
  param "type" {
    type = "string"
  }
  param "formation" {
    type = "string"
  }
  param "hex" {
    type     = "hex"
    optional = true
  }
  param "reserve" {
    type     = "bool"
    optional = true
  }
}

# set_objective: the defender of 14.2 names an objective hex (a Town, Bridge, Hill or crossroads
# hex), up to the number the maps call for; in 14.3 each side places its own objective in the
# last rows of the enemy's side [generator.next-line] (`side`: whose, by default the submitter).
action "set_objective" {
  rule  = "generator.objectives"
  title = "Name an objective hex"
  param "hex" {
    type = "hex"
  }
  param "side" {
    type     = "string"
    of       = "own"
    optional = true
  }
}

# end_setup: the side is done buying (the setup ends once every side is); in 14.3 `first` names
# the formation it keeps out of the cup to activate first [generator.next-line].
action "end_setup" {
  rule  = "generator.points"
  title = "End your setup"
  param "first" {
    type     = "string"
    optional = true
  }
}

# enter_reserve: in a turn its side's reserves roll succeeded, between pulses, a unit held in
# reserve comes onto the map at a hex of its side's edge, in command on its first activation
# [generator.reserves, command.entering].
action "enter_reserve" {
  rule     = "generator.reserves"
  title    = "Bring a unit held in reserve onto the map along your edge"
  requires = ["no-activation-running"]
  param "unit" {
    type = "unit"
    of   = "own"
  }
  param "hex" {
    type = "hex"
  }
}
