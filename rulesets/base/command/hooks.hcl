# The hook points of command (command/lib/command.lua, command/officers.lua).

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

hook "rally_roll" {
  rule   = "command.rally"
  title  = "A Shaken unit rolls to rally as its formation's activation starts"
  filter = "the unit's type"
  args = {
    unit      = "the Shaken unit"
    formation = "its formation"
    co        = "the unit commanding the formation, CO or 2IC (nil when it has none on record)"
    marker    = "\"co\" or \"2ic\": the commander's marker"
    ratings   = "the commander's ratings (local, radio_bonus, radio_range, extended_radio_range)"
  }
}
