# The battle generator's numbers [generator.*], read by generator/generator.lua.

# 14.1's table: the points of each side set the maps and End of Turn markers. The bands share
# their ends as printed (250-300, 300-500...); a total on a shared end takes the smaller band.
table "generator-sizes" {
  rule  = "generator.meeting"
  title = "Points per side, maps and End of Turn markers"
  row "1" {
    from        = 250
    to          = 300
    maps        = 1
    end_of_turn = 2
  }
  row "2" {
    from        = 301
    to          = 500
    maps        = 2
    end_of_turn = 2
  }
  row "3" {
    from        = 501
    to          = 750
    maps        = 3
    end_of_turn = 2
  }
  row "4" {
    from        = 751
    to          = 1000
    maps        = 4
    end_of_turn = 3
  }
}

# 14.2's table: objectives by maps in play.
table "generator-objectives" {
  rule  = "generator.objectives"
  title = "Objectives by maps in play"
  row "1" { objectives = 1 }
  row "2" { objectives = 3 }
  row "3" { objectives = 4 }
  row "4" { objectives = 5 }
}

# The generator's other numbers, one row each.
table "generator-rules" {
  rule  = "generator.points"
  title = "The battle generator's numbers"
  # 7 turns plus 2 for every map past the first [generator.length]
  row "length" {
    rule    = "generator.length"
    turns   = 7
    per_map = 2
  }
  # the defender's points are the attacker's divided by 3, rounded up [generator.defender-attacker]
  row "defender" {
    rule    = "generator.defender-attacker"
    divisor = 3
  }
  # objective points at the end: 100 for the attacker, 50 for the defender
  row "objective-points" {
    rule     = "generator.defender-attacker"
    attacker = 100
    defender = 50
  }
  # a Chaos marker drawn leaves the game on 1-2 (14.1, 14.2) or 1-3 (14.3) [generator.chaos]
  row "chaos" {
    rule    = "generator.chaos"
    removed = 2
  }
  row "chaos-next-line" {
    rule    = "generator.chaos"
    removed = 3
  }
  # in 14.3 each side places one objective of its own, two when more than two maps are used
  row "goals" {
    rule = "generator.next-line"
    maps = 2
    few  = 1
    many = 2
  }
  # reserves enter on 1d6 + turn of 6 or more [generator.reserves]
  row "reserves" {
    rule = "generator.reserves"
    need = 6
  }
  # units set up within this many hexes of their own edge (14.3 item 4; the project's reading
  # for the entry edges of 14.1 and for the attacker of 14.2, PROVISIONAL)
  row "deploy" {
    rule  = "generator.next-line"
    depth = 2
  }
  # a side may end its setup once it has spent this share of its points, or can afford nothing
  # more (PROVISIONAL: the book lets players buy what they wish; the share keeps a computer
  # player from ending with an empty force)
  row "spend" {
    rule    = "generator.points"
    percent = 50
  }
}
