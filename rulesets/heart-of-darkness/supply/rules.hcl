rule "supply.specialization" {
  section = "1.2"
  title   = "Specialization points"
  summary = "In the campaign each faction gets 7 supply points at every mission's setup, good only for Engineering AUX units and equipment (its own or Independent), mines, smoke and sandbags. A scenario asks for them with options = { specialization = true }; they are kept apart from the faction's other points (holding specialization) and lost when the setup ends."
}

rule "supply.units" {
  section = "1.2"
  title   = "Supply units"
  summary = "In each Cleanup a supply unit standing in an urban hex its side controls adds one point to its faction's pool."
}
