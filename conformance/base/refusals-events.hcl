# What the event choices and the retreat after an assault forbid
# [events.*, counters.high-morale, assault.success]: event_choice outside its
# window, on a unit that is not the affected player's, or that does not fit
# the event; retreat outside its window or by the wrong seat. Refusals proved
# in events.hcl and assault.hcl are not repeated here.
#
# The Event marker's dice (events.hcl): 1D6 for the player affected (two
# players, sides sorted: 1-3 nato, 4-6 reich; three: 1-2 black-hand, 3-4
# nato, 5-6 reich), then 2D6 on the events table.

# event 9 for NATO with two Shaken units: NATO's window to choose one
fixture "re-event-9-for-nato" {
  fixture = "event-cup"
  unit "a" { statuses = ["shaken"] }
  unit "b" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7"
    statuses  = ["shaken"]
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
    statuses  = ["shaken"]
  }
  draws = ["event"]
  dice  = [1, 4, 5] # nato; 2D6 = 9
  action "draw" {}
}

case "event_choice: no event waits for a choice" {
  rules   = ["events.marker"]
  fixture = "event-cup"
  unit "a" { statuses = ["shaken"] }
  action "event_choice" {
    unit = "a"
  }
  expect {
    rejected = { code = "no_interrupt", rule = "events.marker" }
    unit "a" { statuses = ["shaken"] }
  }
}

case "event_choice: the affected player rallies only his own unit" {
  rules   = ["events.inspiring-commander", "events.marker"]
  fixture = "re-event-9-for-nato"
  action "event_choice" {
    unit = "tiger"
  }
  expect {
    rejected  = { code = "not_friendly", rule = "events.inspiring-commander" }
    interrupt = "event"
    unit "tiger" { statuses = ["shaken"] }
  }
}

case "event_choice: a unit off the map is not chosen" {
  rules   = ["events.inspiring-commander"]
  fixture = "re-event-9-for-nato"
  unit "c" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    statuses  = ["shaken"]
  }
  action "event_choice" {
    unit = "c"
  }
  expect {
    rejected = { code = "not_friendly", rule = "events.inspiring-commander" }
    unit "c" { statuses = ["shaken"] }
  }
}

case "event_choice: a rally gives no Weapon" {
  rules   = ["events.inspiring-commander"]
  fixture = "re-event-9-for-nato"
  action "event_choice" {
    unit   = "a"
    weapon = "mg42"
  }
  expect {
    rejected = { code = "bad_param", rule = "events.inspiring-commander" }
    unit "a" {
      statuses = ["shaken"]
      carries  = []
    }
  }
}

case "event_choice: the choice names a unit" {
  rules   = ["events.marker"]
  fixture = "re-event-9-for-nato"
  action "event_choice" {}
  expect {
    rejected  = { code = "missing_param", rule = "events.marker" }
    interrupt = "event"
  }
}

case "event_choice: a seat of the other side may not choose for the affected player" {
  rules   = ["events.marker", "events.inspiring-commander"]
  fixture = "re-event-9-for-nato"
  action "event_choice" {
    unit = "a"
    by   = "reich"
  }
  expect {
    rejected  = { code = "not_your_turn", rule = "events.marker" }
    interrupt = "event"
    unit "a" { statuses = ["shaken"] }
  }
}

case "event_choice: the affected player's own seat chooses" {
  rules   = ["events.marker", "events.inspiring-commander"]
  fixture = "re-event-9-for-nato"
  action "event_choice" {
    unit = "b"
    by   = "nato"
  }
  expect {
    interrupt = ""
    unit "b" { statuses = [] }
    unit "a" { statuses = ["shaken"] }
  }
}

# Events may not be passed [events.marker]: the choice window is mandatory.
case "event_choice: the affected player may not pass the event up" {
  rules   = ["events.marker"]
  fixture = "re-event-9-for-nato"
  action "pass" {}
  expect {
    rejected  = { code = "interrupt_pending" }
    interrupt = "event"
    unit "a" { statuses = ["shaken"] }
    unit "b" { statuses = ["shaken"] }
  }
}

# event 9 with no Shaken unit: High Morale to a unit that has none
case "event_choice: High Morale goes to a unit that has none" {
  rules   = ["events.inspiring-commander", "counters.high-morale"]
  fixture = "event-cup"
  unit "b" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7"
  }
  unit "c" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B9"
    statuses  = ["high-morale"]
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  draws = ["event"]
  dice  = [1, 4, 5] # nato; 2D6 = 9
  action "draw" {}
  action "event_choice" {
    unit = "c"
  }
  expect {
    rejected  = { code = "high_morale", rule = "counters.high-morale" }
    interrupt = "event"
    unit "c" { statuses = ["high-morale"] }
  }
}

case "event_choice: the supply cache refits only the affected player's unit" {
  rules   = ["events.supply-cache"]
  fixture = "event-cup"
  unit "a" { reduced = true }
  unit "b" {
    type      = "m60a1"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B7"
    reduced   = true
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
    reduced   = true
  }
  draws = ["event"]
  dice  = [1, 4, 6] # nato; 2D6 = 10
  action "draw" {}
  action "event_choice" {
    unit = "tiger"
  }
  expect {
    rejected  = { code = "not_friendly", rule = "events.supply-cache" }
    interrupt = "event"
    unit "tiger" { reduced = true }
  }
}

case "event_choice: the Weapon goes to the affected player's own infantry" {
  rules   = ["events.weapon-cache"]
  fixture = "event-cup"
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  unit "ssvt" {
    type      = "ss-vt"
    side      = "reich"
    formation = "1-7-ss"
    at        = "H4"
  }
  draws = ["event"]
  dice  = [1, 5, 6] # nato; 2D6 = 11
  action "draw" {}
  action "event_choice" {
    unit   = "ssvt"
    weapon = "mg42"
  }
  expect {
    rejected  = { code = "not_friendly", rule = "events.weapon-cache" }
    interrupt = "event"
    unit "ssvt" { carries = [] }
  }
}

# Huge infantry uses no Weapons [units.huge]: the Black Hand's Ravager
case "event_choice: a Huge unit takes no Weapon" {
  rules   = ["events.weapon-cache", "units.huge"]
  ruleset = "base"
  board {
    cols    = 12
    rows    = 12
    terrain = "clear"
  }
  unit "z" {
    type      = "zealot"
    side      = "black-hand"
    formation = "black-hand"
    at        = "K10"
  }
  unit "rav" {
    type      = "ravager"
    side      = "black-hand"
    formation = "black-hand"
    at        = "K8"
  }
  unit "rangers" {
    type      = "rangers"
    side      = "nato"
    formation = "1st-ranger"
    at        = "B5"
  }
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "H2"
  }
  cup   = ["event", "1-130", "1st-ranger", "black-hand"]
  draws = ["event"]
  dice  = [1, 5, 6] # black-hand; 2D6 = 11
  action "draw" {}
  action "event_choice" {
    unit   = "rav"
    weapon = "mg42"
  }
  expect {
    rejected  = { code = "huge", rule = "units.huge" }
    interrupt = "event"
    unit "rav" { carries = [] }
  }
}

# --- retreat ---------------------------------------------------------------------------
# Fixture "ssvt-assaults-rangers-pair" (assault.hcl): the SS-VT assaults from
# C4 into C5, held by two Rangers; with 6, 6 it eliminates rangers1 and NATO
# names rangers2's retreat hex among C6, B6, D6.

case "retreat: no unit waits to retreat" {
  rules   = ["assault.success"]
  fixture = "ssvt-next-to-rangers"
  action "retreat" {
    hex = "C6"
  }
  expect {
    rejected = { code = "no_interrupt", rule = "assault.success" }
    unit "rangers" { at = "C5" }
  }
}

case "retreat: the defender does not retreat into the hex the attacker came from" {
  rules   = ["assault.success"]
  fixture = "ssvt-assaults-rangers-pair"
  dice    = [6, 6]
  action "retreat" {
    hex = "C4"
  }
  expect {
    rejected  = { code = "bad_retreat", rule = "assault.success" }
    interrupt = "retreat"
    unit "rangers2" { at = "C5" }
  }
}

case "retreat: a hex across held by an enemy is not open" {
  rules   = ["assault.success"]
  fixture = "ssvt-assaults-rangers-pair"
  unit "tiger" {
    type      = "king-tiger"
    side      = "reich"
    formation = "1-130"
    at        = "D6"
  }
  dice = [6, 6]
  action "retreat" {
    hex = "D6"
  }
  expect {
    rejected  = { code = "bad_retreat", rule = "assault.success" }
    interrupt = "retreat"
    unit "rangers2" { at = "C5" }
  }
}

case "retreat: the attacker's seat may not name the defender's retreat hex" {
  rules   = ["assault.success"]
  fixture = "ssvt-assaults-rangers-pair"
  dice    = [6, 6]
  action "retreat" {
    hex = "D6"
    by  = "reich"
  }
  expect {
    rejected  = { code = "not_your_turn", rule = "assault.success" }
    interrupt = "retreat"
    unit "rangers2" { at = "C5" }
  }
}

case "retreat: the defender's own seat names the retreat hex" {
  rules   = ["assault.success"]
  fixture = "ssvt-assaults-rangers-pair"
  dice    = [6, 6]
  action "retreat" {
    hex = "B6"
    by  = "nato"
  }
  expect {
    interrupt = ""
    unit "rangers2" { at = "B6" }
  }
}
