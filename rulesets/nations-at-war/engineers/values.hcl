value "demolition_cost" {
  rule  = "engineers.demolition"
  title = "MP an engineer pays to start a bridge demolition"
}

value "demolition_roll" {
  rule  = "engineers.demolition-roll"
  title = "The demolition roll: 1d6 and the leadership of attached leaders; 3 or more blows the bridge"
  facts = {
    "unit.id"         = "the engineer's id"
    "unit.leadership" = "the leadership of the leaders (not HQs) attached to it"
  }
}
