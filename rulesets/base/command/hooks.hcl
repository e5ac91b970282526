# The hook point of the CO bonus (command/lib/command.lua).

hook "co_bonus_used" {
  rule   = "command.co-bonus"
  title  = "A formation's CO bonus is spent"
  filter = "the formation's id"
  args = {
    formation = "the formation whose bonus is spent"
    co        = "the commanding unit (nil when none is on record)"
    user      = "the id of the unit the bonus helps"
  }
}
