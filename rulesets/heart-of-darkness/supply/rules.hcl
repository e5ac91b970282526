rule "supply.specialization" {
  section = "1.2"
  title   = "Specialization points"
  summary = "In the campaign each faction gets 7 supply points at every mission's setup, good only for Engineering AUX units and equipment (its own or Independent), mines, smoke and sandbags. A scenario asks for them with options = { specialization = true }; they are held apart (holding specialization), pay first for what they may buy, and whatever is left joins the faction pool when the setup ends, as any unspent setup point does (1.6)."
}

rule "supply.setup-skills" {
  section = "1.2"
  title   = "Medical and Engineering skills at setup"
  summary = "While the mission is being set up, Medical and Engineering skills, bridge work included, may be used with no specialized unit present, anywhere within 3 hexes of one of the side's land units; once play starts only specialized units use them."
}

rule "supply.units" {
  section = "1.2"
  title   = "Supply units"
  summary = "In each Cleanup a supply unit standing in an urban hex its side controls adds one point to its faction's pool. The Supply Depot (event 17) is one; its counter values are this project's."
}

rule "supply.cash" {
  section = "1.2"
  title   = "Cashing in a supply unit"
  summary = "As an action in the Cleanup a side may take one of its supply units off the map and add the unit's printed cost to its pool. A unit either yields its point or is cashed in: one that already gave its point this Cleanup brings its cost less that point."
}

rule "supply.no-control" {
  section = "1.2"
  title   = "Supply units take no hexes"
  summary = "A supply unit never gains hex control for its faction: a hex it enters stays with whoever held it."
}

# The expansion replaces the base rule of the same id: points are pooled.
rule "supply.timing" {
  section = "1.6"
  title   = "The faction pool"
  summary = "A faction's supply points form a pool that lasts the whole game: points not spent at setup stay in it, the points a scenario grants on a turn are added to it, supply units feed it, and what is not spent in a Cleanup is kept for later ones instead of being lost."
}
