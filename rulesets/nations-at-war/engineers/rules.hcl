# Rule index of the Nations at War area `engineers` (10.6). Section numbers are the book's own;
# summaries are this project's words, the book's numbers carried over.

rule "engineers.definition" {
  section = "10.6"
  title   = "Engineers"
  summary = "Engineers, pioneers and sappers (tag `engineer`) clear obstacles and demolish; besides clearing mines (7.2.3) they may try to blow bridges."
}

rule "engineers.demolition" {
  section = "10.6.1"
  title   = "Starting a demolition"
  summary = "An engineer standing in a bridge hex declares the demolition (`demolish_bridge`) and pays 2 MP; it takes three Ops Complete markers, here the unit counter `demolition` = 3 with the Ops Complete status."
}

rule "engineers.demolition-timer" {
  section = "10.6.1"
  title   = "The fuse"
  summary = "One of the three markers comes off at every Marker Removal Phase and at every start of the engineer's formation's pulse (3.4.1), whichever comes first: the counter `demolition` counts down, and the unit stays Ops Complete while it is above 0."
}

rule "engineers.demolition-roll" {
  section = "10.6.1"
  title   = "The demolition roll"
  summary = "When the last marker comes off, 1d6: 3 or more destroys the bridge, 1 or 2 fails."
}

rule "engineers.bridge-out" {
  section = "10.6.1"
  title   = "Bridge Out"
  summary = "A destroyed bridge gets a Bridge Out marker, and no unit may enter that hex any more."
}

rule "engineers.demolition-move" {
  section = "10.6.1"
  title   = "Leaving the blown bridge"
  summary = "After the bridge goes, the engineer and every unit stacked with it are Ops Complete and move one hex to an adjacent hex each may legally enter, never an enemy hex; a unit with no such hex is eliminated. The project moves each to the first open adjacent hex in map order (the owner's choice is a reading: no window is opened)."
}

rule "engineers.demolition-retry" {
  section = "10.6.1"
  title   = "A failed attempt"
  summary = "If the roll fails the engineer is Ops Complete and may try again, by the same procedure, in its formation's next activation."
}

rule "engineers.leader-bonus"  {
  section = "10.6.1"
  title   = "Leaders help"
  summary = "A leader (not an HQ) attached to the engineer adds its leadership to the demolition roll."
}

rule "engineers.interrupted" {
  section = "10.6.1"
  title   = "An interrupted demolition"
  summary = "An engineer Disrupted during the attempt stops it: its remaining Ops Complete markers come off (the counter `demolition` goes to 0) and it is Disrupted; it must start again once back in Good Order. The book also lets the owner call the demolition off to act with the engineer; the project has no action for that (a reading): the demolition runs until its roll or a Disruption."
}
