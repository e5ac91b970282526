# The Battlefield Chaos Table [chaos.table]: 2D6 when the Chaos marker is drawn. The book
# refers to the table on its player aid card and prints none, so every row is the project's
# (provisional): effects the rules already know, Axis results at the low end, Allied at the
# high end, nothing in the middle, as 8.0 says some results help, some hurt, some strike
# one camp. chaos/chaos.lua reads each row:
#   effect  fate           each side of `camp` gains `amount` Fate Points (the fate holding, 9.0)
#           rally-next     the next formation drawn rallies every Disrupted unit as its pulse
#                          starts [chaos.next-formation]
#           confusion-next the next formation drawn takes the command check with every hex
#                          [chaos.next-formation]
#           none           the fighting goes on
#   camp    axis or allies (a side's stat camp, units/sides.hcl)
# `text` says what the row does in the project's words; `message` names the message (chaos/messages.hcl)
# that says it in each reader's language, its English the same text.

table "chaos" {
  rule        = "chaos.table"
  title       = "Battlefield Chaos Table (provisional)"
  dice        = "2D6"

  row "2" {
    rule   = "chaos.table"
    effect = "fate"
    camp   = "axis"
    amount = 1
    provisional = true # the player aid card is not printed (chaos.table)
    text   = "A stroke of luck for the Axis: each Axis side gains 1 Fate Point."
    message = "chaos.row-2"
  }

  row "3" {
    rule   = "chaos.next-formation"
    effect = "confusion-next"
    provisional = true # the player aid card is not printed (chaos.table)
    text   = "Orders go astray: the next formation drawn checks command with every hex."
    message = "chaos.row-3"
  }

  row "4" {
    rule   = "chaos.next-formation"
    effect = "rally-next"
    provisional = true # the player aid card is not printed (chaos.table)
    text   = "A lull: the next formation drawn rallies all its Disrupted units."
    message = "chaos.row-4"
  }

  row "5" {
    rule   = "chaos.table"
    effect = "none"
    provisional = true # the player aid card is not printed (chaos.table)
    text   = "The fighting goes on."
    message = "chaos.row-5"
  }

  row "6" {
    rule   = "chaos.table"
    effect = "none"
    provisional = true # the player aid card is not printed (chaos.table)
    text   = "The fighting goes on."
    message = "chaos.row-6"
  }

  row "7" {
    rule   = "chaos.table"
    effect = "none"
    provisional = true # the player aid card is not printed (chaos.table)
    text   = "The fighting goes on."
    message = "chaos.row-7"
  }

  row "8" {
    rule   = "chaos.table"
    effect = "none"
    provisional = true # the player aid card is not printed (chaos.table)
    text   = "The fighting goes on."
    message = "chaos.row-8"
  }

  row "9" {
    rule   = "chaos.table"
    effect = "none"
    provisional = true # the player aid card is not printed (chaos.table)
    text   = "The fighting goes on."
    message = "chaos.row-9"
  }

  row "10" {
    rule   = "chaos.next-formation"
    effect = "rally-next"
    provisional = true # the player aid card is not printed (chaos.table)
    text   = "A lull: the next formation drawn rallies all its Disrupted units."
    message = "chaos.row-10"
  }

  row "11" {
    rule   = "chaos.next-formation"
    effect = "confusion-next"
    provisional = true # the player aid card is not printed (chaos.table)
    text   = "Orders go astray: the next formation drawn checks command with every hex."
    message = "chaos.row-11"
  }

  row "12" {
    rule   = "chaos.table"
    effect = "fate"
    camp   = "allies"
    amount = 1
    provisional = true # the player aid card is not printed (chaos.table)
    text   = "A stroke of luck for the Allies: each Allied side gains 1 Fate Point."
    message = "chaos.row-12"
  }
}
