terrain "clear" {
  rule = "x.y"
}

terrain "woods" {
  rule  = "x.y"
  name  = "Woods"
  stats = { cost = 2 }
}

terrain "road" {
  rule = "x.y"
  tags = ["feature"]
}

unit_type "u" {
  rule    = "x.y"
  name    = "Rifles"
  faction = "blue"
  tags    = ["soft", "foot"]
  stats   = { speed = 4, armor = 2 }
  weapon "he" {
    firepower = 5
    range     = 3
  }
  face "reduced" {
    stats = { armor = 1 }
  }
}

status "s" {
  rule = "x.y"
}

marker_kind "smoke" {
  rule = "x.y"
  name = "Smoke"
}

action "poke" {
  rule = "x.y"
  param "unit" {
    type = "unit"
  }
}

action "rest" {
  rule = "x.y"
  param "unit" {
    type = "unit"
  }
}

action "react" {
  rule     = "x.y"
  reaction = true
}

# Facts of the av stage: fire.close (bool) and fire.bonus (number).
modifier "close" {
  rule  = "x.z"
  stage = "av"
  label = "close"
  value = fire.bonus
  when  = fire.close
}

table "results" {
  rule = "x.y"
  dice = "1D6"
  row "1-3" {
    result = "miss"
  }
  row "4+" {
    rule   = "x.z"
    result = "hit"
  }
}

item "mine" {
  rule = "x.y"
  name = "Mine"
  weapon "he" {
    firepower = 8
    range     = 0
  }
}

# The stages the test scripts compute and modify.
value "av" {
  rule  = "x.z"
  title = "An attack value"
}

value "dv" {
  rule  = "x.z"
  title = "A defence value"
}

value "none" {
  rule  = "x.z"
  title = "A value no rule changes"
}
