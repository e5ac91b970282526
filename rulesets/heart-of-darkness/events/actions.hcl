# The choices the expansion's events leave to the player they affect
# [events.*]: the base action of the same id, with the parameters the
# expansion's results need. Each choice names only what its result asks.
action "event_choice" {
  rule     = "events.marker"
  title    = "Choose how an event applies"
  reaction = true

  param "unit" { # the unit the result goes to, or strikes (events 5 to 18)
    type     = "unit"
    of       = "any"
    optional = true
  }
  param "weapon" { # the base event 11's Weapon marker
    type     = "string"
    optional = true
  }
  param "map" { # the map of a beneficial event, several maps in play [events.maps]
    type     = "string"
    optional = true
  }
  param "hex" { # where a unit enters (5, 17) or the bridge blown (15)
    type     = "hex"
    optional = true
  }
  param "item" { # a unit type (5), an item (14: a Hero; 17: a purchase; 18: a Hero), "oba/<mission>" (17)
    type     = "string"
    optional = true
  }
  param "formation" { # the formation a new unit joins (5)
    type     = "string"
    optional = true
  }
  param "side" { # the enemy faction whose supply points go (15)
    type     = "string"
    optional = true
  }
}
