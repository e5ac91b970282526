rule "setup.order" {
  section = "2.0"
  title   = "The order of the game's setup"
  summary = "Before turn 1: objectives and control markers go on the map, the scenario's forces are set up, then AUX may be bought and placed; the scenario's units and equipment left off the map form the side's pool, and last the activation and event markers go into the cup. This project plays the purchases as a setup phase that ends with end_phase and leads to the Actions phase of turn 1; a scenario that gives no supply point skips it."
}
