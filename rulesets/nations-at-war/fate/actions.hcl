# Spending Fate Points [fate.*]: any side, at any time, in its turn or not (any_time), and
# inside the windows that list it (a drawn air strike's). fate/fate.lua says what each effect
# needs and does; fate/tables.hcl what it costs.
action "spend_fate" {
  rule     = "fate.points"
  title    = "Spend Fate Points: move a unit a hex, put a hex in command, lift Ops Complete, return a drawn marker or reroll / adjust one of your own dice in the fate answer window"
  any_time = true

  param "effect" {
    type    = "string"
    choices = ["reroll", "adjust", "move", "in_command", "remove_ops_complete", "return_marker"]
  }
  param "unit" { # move, remove_ops_complete: the friendly unit
    type     = "unit"
    optional = true
  }
  param "hex" { # move: the hex entered; in_command: the hex put in command
    type     = "hex"
    optional = true
  }
  param "die" { # reroll, adjust: which die of the roll (from 1)
    type     = "int"
    optional = true
  }
  param "change" { # adjust: +1 or -1
    type     = "int"
    optional = true
  }
}
