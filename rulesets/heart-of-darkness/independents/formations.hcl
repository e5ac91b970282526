# The Independents' formation [independents.side, turn.independent-markers]:
# every uncontrolled Independent serves in it, with no CO (tag "no-co": its
# units are never Out Of Contact and rally without a roll). Its activation
# markers stay outside the count of the turn's draws (outside_draw_count,
# read by base turn/lib/turn.lua) but count for the two-in-a-row limit like
# any faction's.
formation "independent" {
  rule    = "independents.side"
  name    = "The Independents"
  faction = "independent"
  tags    = ["no-co"]
  stats   = { outside_draw_count = true }
  note    = "The book does not say how many Independent markers a game has: one unless the scenario gives the formation a markers counter."
  provisional = true
}
