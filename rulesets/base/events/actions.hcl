# The choices an event leaves to the player it affects [events.marker]. When
# an event result lets the player pick (event 9: which Shaken unit rallies, or
# which unit gets High Morale; event 10: which reduced unit is refitted, or
# which unit gets High Morale; event 11: which Weapon, and which infantry unit
# receives it) and there is more than one way to do it, events/events.lua opens a
# mandatory "event" window for that player; this is its only action.

action "event_choice" {
  rule     = "events.marker"
  title    = "Choose how an event applies to your units"
  reaction = true

  param "unit" { # the unit the result goes to
    type = "unit"
    of   = "active"
  }
  param "weapon" { # event 11: the Weapon marker received (an item id such as "mg42")
    type     = "string"
    optional = true
  }
}
