rule "independents.side" {
  section = "1.2"
  title   = "The Independents"
  summary = "Independent units and objects, the light grey counters, belong to a side no player commands. While uncontrolled they are nobody's enemy: neutral to every faction."
}

rule "independents.stacking" {
  section = "1.2"
  title   = "Stacking with Independents"
  summary = "Player units may share a hex with Independent units; passing through or stopping in such a hex gives them no control of it. An Independent a faction controls takes hexes for that faction like its other units, while an uncontrolled one takes none."
}

rule "independents.recruit" {
  section = "1.4"
  title   = "Recruit"
  summary = "Infantry and heroes, neither Undead nor Huge, may recruit an uncontrolled Independent in their own hex or the next one, full strength or reduced. It is an active skill, automatic for Terror units, heroes and units without a CO. On success the Independent joins the recruiter's side and formation, keeping any hero attached, and both are Finished; on failure only the recruiter is. A recruit is allied to its recruiter and an enemy of the recruiter's enemies."
}

rule "independents.release" {
  section = "1.2"
  title   = "Release"
  summary = "A faction may let one of its controlled Independents go by simply saying so: it goes back to the Independents, uncontrolled, at once."
}

rule "independents.hostile" {
  section = "1.2"
  title   = "Turning hostile"
  summary = "A faction's units may attack an Independent it controls; the attacked Independent then returns to the Independents as a hostile unit, and stays hostile until the end of the game: the enemy of every faction."
}

rule "independents.uncontrolled" {
  section = "1.2"
  title   = "Uncontrolled Independents"
  summary = "An uncontrolled Independent that is not hostile never moves of its own accord; only a rule that forces it (fire, radiation) makes it leave its hex."
}

rule "independents.hostile-activation" {
  section = "1.2"
  title   = "Hostile Independents in action"
  summary = "When the Independents activate, each hostile unit attacks an enemy it has in normal range and line of sight; otherwise it heads for the nearest enemy by the shortest route and attacks once it has one in normal range and sight. The project's reading: hostile units act through the masterless Black Hand's machinery (the cheapest path, the shortest in MP); as the route ends in the enemy's hex, a hostile unit next to an enemy, or brought next to one by its walk with the MP left to enter its hex, assaults it with the base assault when the assault rules allow, and otherwise fires, standing or on the move."
}

rule "independents.rally" {
  section = "1.2"
  title   = "Independents rally by themselves"
  summary = "Every Independent unit, controlled or not, loses its Shaken status without a roll when it is activated."
}

rule "independents.assist" {
  section = "2.1"
  title   = "Helping Independents hold"
  summary = "A player's unit that shares a hex with an uncontrolled Independent may help it defend when that Independent is assaulted, as a fellow defender would."
}
