# The expansion's scenario notation and campaign (the book's Scenarios
# section, which follows 2.1; the project files it as section "2.2"). The
# expansion's scenarios themselves are in this folder, one file each, and
# say which notation they use.

rule "scenarios.notation-turn" {
  section = "2.2"
  title   = "Tx: a formation's entry turn"
  summary = "A formation marked Tx enters play on turn x. The project writes it as the units' counter arrives = x, which the base reinforcement rules play (turn.reinforcements): the units wait off the map and enter at the scenario's entry hexes."
}

rule "scenarios.notation-attached" {
  section = "2.2"
  title   = "*: a unit attached from another formation"
  summary = "A unit marked * joins the formation it is listed under, though its counter may come from any other formation. The project simply lists it in the formation it serves."
}

rule "scenarios.notation-campaign" {
  section = "2.2"
  title   = "+: units and objects that depend on the campaign"
  summary = "A unit or object marked + is used by default in a one-off scenario; in a campaign, earlier events decide. The project states the event as options.plus = { <unit> = <unit of an earlier step> }: in a campaign step after the first, the + unit plays only if that earlier unit survived and was carried over; otherwise it is withheld off the map for the whole game."
}

rule "scenarios.notation-with" {
  section = "2.2"
  title   = "w/: mandatory attachments and loads"
  summary = "w/ names what must go with a unit: its CO, hero, weapon or equipment, or the infantry its transporter carries. The project writes these as the unit's attached, carries and aboard."
}

rule "scenarios.notation-reduced" {
  section = "2.2"
  title   = "(r): starts reduced"
  summary = "A unit marked (r) starts the game on its reduced side (reduced = true)."
}

rule "scenarios.notation-first" {
  section = "2.2"
  title   = "(1): the formation that activates first"
  summary = "The formation marked (1) takes the first activation of turn 1; every later draw is random. The project writes options.first = \"<formation or side marker>\"; its marker is promised to the first draw of turn 1."
}

rule "scenarios.order" {
  section = "2.2"
  title   = "Setting up a scenario"
  summary = "Units are set up in the order the scenario lists them. Unless the scenario says otherwise, every formation with a CO in its order of battle receives a CO marker, and the CO, weapon, equipment and hero markers it assigns may go on any unit able to take them."
}

rule "scenarios.campaign" {
  section = "2.2"
  title   = "Campaigns"
  summary = "A campaign plays its scenarios in chronological order, keeping each one's results. The project carries the supply points and the surviving units of the sides the next scenario has; an auxiliary unit destroyed in one scenario is therefore not available to its formation in the next. Carried units start off the map and are set on their side's setup hexes as play begins; during the setup phase their owner may move them to other setup hexes with deploy."
}
