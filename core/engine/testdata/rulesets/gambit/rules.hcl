# A tiny game written to prove the kernel's mechanisms for a unit revived
# where it fell, a phase that stops for a player's choice, an action a side
# takes out of its turn, and a roll the players may answer (reroll or
# adjust a die), the defender last.
rule "g.dawn" { title = "Dawn: the side to act chooses its orders" }
rule "g.shot" { title = "A shot hits on 5+ on 1d6, shakes on 3-4; a hit's damage eliminates on 3+, else shakes" }
rule "g.replace" { title = "A lost HQ comes back at the rear" }
rule "g.rally" { title = "Any side rallies a shaken unit at any time" }
rule "g.luck" { title = "Luck: a point rerolls or adjusts a die of a shot" }
rule "g.taunt" { title = "Any side taunts at any time, to no effect" }
rule "g.roll-call" { title = "A roll call reports every unit on the map, one report each" }
rule "g.turn" { title = "Turns" }

side "red" {
  rule = "g.turn"
  name = "Red"
}
side "blue" { rule = "g.turn" }
holding "luck" { rule = "g.luck" }
status "shaken" { rule = "g.rally" }
terrain "open" { rule = "g.turn" }

unit_type "hq" {
  rule = "g.replace"
  face "reduced" {}
}
unit_type "trooper" { rule = "g.shot" }

action "order" {
  rule     = "g.dawn"
  reaction = true
  param "stance" {
    type    = "string"
    choices = ["attack", "hold"]
  }
}
action "shoot" {
  rule     = "g.shot"
  requires = ["on-field"]
  param "unit" { type = "unit" }
  param "target" {
    type = "unit"
    of   = "enemy"
  }
}
action "spend_luck" {
  rule     = "g.luck"
  reaction = true
  param "die" { type = "int" }
  param "face" {
    type     = "int"
    optional = true # without it the die is rerolled
  }
}
action "replace" {
  rule = "g.replace"
  param "unit" { type = "string" }
}
action "rally" {
  rule     = "g.rally"
  any_time = true
  param "unit" {
    type = "unit"
    of   = "own"
  }
}
action "taunt" {
  rule     = "g.taunt"
  any_time = true
}
action "roll_call" { rule = "g.roll-call" }
action "end_turn" { rule = "g.turn" }

phase "dawn" {
  rule  = "g.dawn"
  order = 1
  step "choose" { rule = "g.dawn" }
  step "muster" { rule = "g.dawn" }
}
phase "battle" {
  rule        = "g.turn"
  order       = 2
  interactive = true
}

scenario "field" {
  title = "The Field"
  notes = ["rhq is red's HQ: lost, it comes back at A5", "each side has luck points to answer the shots"]
  board {
    cols    = 5
    rows    = 5
    terrain = "open"
  }
  sides = ["red", "blue"]
  luck  = { red = 2, blue = 1 }
  unit "r1" {
    type = "trooper"
    side = "red"
    at   = "A1"
  }
  unit "rhq" {
    type = "hq"
    side = "red"
    at   = "A2"
  }
  unit "b1" {
    type = "trooper"
    side = "blue"
    at   = "E5"
  }
  active_side = "red"
  phase       = "dawn"
  turn        = 1
}

message "g.roll-called" {
  rule = "g.roll-call"
  text  = "{side} counts {n} {n|unit|units} on the field"
  names = { side = "side" } # the side's id, read as its name
}

# A refusal a locale translates: a precondition's reason, read from its references [g.shot].
precondition "on-field" {
  rule      = "g.shot"
  code      = "not_on_map"
  each      = ["unit"]
  condition = unit.on_map
  reason    = "${unit.id} is not on the field (${unit.side})"
}

# ... and a script's refusal naming a message [g.rally].
message "g.not-shaken" {
  rule = "g.rally"
  text = "{unit} is not shaken"
}

# A line that tells a refusal passed on [g.rally]: its reason a message of its own.
message "g.no-rally" {
  rule  = "g.rally"
  text  = "{side} cannot rally: {reason}"
  names = { side = "side", reason = "message" }
}
