# Rule index of the Nuklear Winter '68 base rules, paraphrased. Section numbers come from the
# Russian fragment where it numbers the section; other ids are this project's.
#
# The English rulebook is unnumbered. The Russian fragment numbers: 2.3.1 Commanding Officers,
# 2.3.3 Armored units (2.3.3.1 Tanks .. 2.3.3.5 SPAA), 2.3.4 Air units (2.3.4.1 Helicopters,
# printed there as a second "2.3.4"; 2.3.4.2 Planes), 2.4.1 Off-board artillery, 3.2 Formation
# impulse, 3.3.2 Stacking, 4.2 Concealment, 5.0 Combat, 5.2 Opportunity fire, 5.3 Moving fire,
# 5.5 Combat results. Rules outside those sections carry no section number even where the table
# of contents would suggest one (e.g. Group Fire and Assault, which sit between 5.2/5.3 and 5.5).
#
# Summaries are this project's own words. Where the book is ambiguous or contradicts itself the
# summary says so and names the reading the project follows (as a rule the more specific section).

# ---------------------------------------------------------------------------------------------
# Counters, map and markers
# ---------------------------------------------------------------------------------------------

rule "counters.pieces" {
  title   = "Game pieces and dice"
  summary = "The game uses unit counters and administrative markers. A combat counter is a platoon of 35-50 soldiers or 3-5 vehicles; air units, the V-2, the Scud and the Ravager are each a single machine or creature. All dice are six-sided (D6); 2D6 is the sum of two dice."
}

rule "counters.sides" {
  title   = "Side colours and counter contents"
  summary = "Counter colour gives the side: Reich dark grey (feldgrau), NATO blue, Black Hand red. Every unit shows its formation, unit type, attack, defence and Speed values."
}

rule "counters.strength-faces" {
  title   = "Full and reduced faces"
  summary = "Most combat units have two faces: full strength (coloured band behind the values) and, on the back, reduced strength (white band) with lower values. A unit that is reduced is flipped to its reduced face."
}

rule "counters.firepower" {
  title   = "Firepower colours"
  summary = "A firepower value is added to a 2D6 roll when attacking. Red AP firepower is used against hard targets, yellow HE firepower against soft targets, blue AA firepower against helicopters and planes."
}

rule "counters.range" {
  title   = "Range and range colour"
  summary = "A weapon's range is the furthest it may fire, in hexes. A white range permits moving fire and long range; a coloured range marks a fixed-range weapon. This section also says coloured weapons may never fire on the move, at air targets or in assaults, which the fixed-range section (combat.fixed-range) and the Blighter (units.blighter) contradict; the project follows those specific sections and keeps only the air-target ban, lifted for weapons that have an AA value."
}

rule "counters.armor" {
  title   = "Armor"
  summary = "Armor is the number an attack value must exceed to inflict any hit. Yellow armor marks a soft unit, red a hard unit, blue an air unit."
}

rule "counters.speed" {
  title   = "Speed"
  summary = "Speed is the maximum number of hexes a unit may move in one activation, paying the terrain costs of the hexes entered."
}

rule "counters.markers" {
  title   = "Administrative markers"
  summary = "Markers are unlimited in number and never count for stacking. OBA, smoke, shellholes, mines, sandbags, Shaken, Out Of Contact, High Morale, Finished and Wreck markers belong to no side; objective markers are neutral and control markers belong to a side; activation markers belong to a side while Event and Advance markers are neutral, and all three are drawn from the cup."
}

rule "counters.high-morale" {
  title   = "High Morale marker"
  summary = "Events 9 and 10 can place a High Morale marker, but the base rules never say what it does. The project uses the Heart of Darkness definition: when the unit would become Shaken it discards the marker instead, and any further hits of that attack are applied normally."
}

rule "terrain.map" {
  title   = "Map and scale"
  summary = "The map is 20 x 30 hexes, about 14 square km around Wewelsburg. A hex is about 150 m across and a game turn covers 5-15 minutes."
}

# ---------------------------------------------------------------------------------------------
# Unit classes
# ---------------------------------------------------------------------------------------------

rule "units.classes" {
  title   = "Land and air units"
  summary = "Combat units are land or air units. Land units are soft (regular and elite infantry) or hard armored fighting vehicles (tanks, APCs, recon, SPA, SPAA). Airborne units are the helicopters (including the Scourge) and the CAS planes."
}

rule "units.huge" {
  title   = "Huge units"
  summary = "Huge units (Huge symbol, e.g. the Ravager) count as level 1 objects for LOS and, unlike other units, block LOS. Their only cover is a level 1 LOS-blocking hex (woods, urban, smoke) that they occupy or stand behind; the project reads this as: a Huge unit gets terrain defence and concealment only in such hexes. Huge infantry may not use Weapons, ride in APCs, fill or benefit from Sandbags, lay smoke or lay mines."
}

rule "units.infantry" {
  title   = "Infantry"
  summary = "Infantry is regular or elite and soft, so it can only be attacked with HE. Non-Huge infantry may ride APCs and use Weapons. Infantry assault bonuses against AFVs are in assault.urban-infantry."
}

rule "units.infantry-moving-fire" {
  title   = "Infantry moving fire"
  summary = "Infantry may fire while moving up to half Speed (rounded down), before or after the move, with -2 AV. The infantry section allows only non-fixed-range weapons for this, while the fixed-range section lets every unit except SPA/SPAA fire fixed weapons on the move; the project follows the infantry section."
}

rule "units.sandbags" {
  title   = "Filling sandbags"
  summary = "Non-Huge infantry may fill Sandbags in its hex; this must be its sole action that activation, taken first. A hex holds at most one Sandbags marker whatever its terrain. Sandbags give +1 DV to every non-Huge land unit defending in the hex, can never be destroyed, and serve whichever side controls the hex."
}

rule "units.minefields" {
  title   = "Laying minefields"
  summary = "Infantry and other units the scenario designates may lay a minefield in their own or an adjacent hex as their only action in an activation, once per activation. A hex holds at most one minefield; markers are not limited by the counter mix. A minefield attacks every unit entering the hex, friend or foe, with the marker's AP or HE value as appropriate; Sandbags modify the attack (the project adds their +1 DV), smoke does not. After each minefield attack roll 1D6: on 1-2 the minefield is removed."
}

rule "units.smokescreen" {
  title   = "Laying smoke"
  summary = "Infantry and other units the scenario designates may place one Level 1 smoke marker in their own or an adjacent hex as their only action in an activation, once per activation. Two Level 1 markers in a hex make Level 2 smoke, never more. Smoke effects are in los.smoke and los.smoke-defense."
}

rule "units.weapons" {
  title   = "Weapon markers"
  summary = "Weapon markers come from the scenario OOB, from events or from other infantry. They may be placed on a unit when received or kept off the map until first used, and never count for stacking or transport. An infantry unit may carry several but fires only one per attack, declared before the roll, using the marker's firepower and range instead of its own under the normal ranged-combat rules; CO bonuses apply. Huge units may not use Weapons."
}

rule "units.weapon-transfer" {
  title   = "Dropping, recovering and swapping Weapons"
  summary = "An eliminated unit leaves all its Weapon markers in its hex; any infantry unit that starts its activation there may pick them up. A unit may drop Weapons at any point of its activation. Infantry units sharing a hex may trade Weapons without limit when either of them begins its activation."
}

rule "units.dual-weapons" {
  title   = "Dual AP/AA weapons"
  summary = "A Weapon whose AP value is printed in two colours (AP and AA, e.g. the Diskord) may attack both armored and airborne targets, each under its own combat rules."
}

rule "units.armored" {
  section = "2.3.3"
  title   = "Armored units"
  summary = "Armored units are wheeled, half-tracked or tracked vehicles: tanks from light to heavy, APCs, recon vehicles, SPA and SPAA. All are hard targets (AFVs)."
}

rule "units.tanks" {
  section = "2.3.3.1"
  title   = "Tanks"
  summary = "Tanks fire AP at hard targets and HE at soft or airborne targets. Every tank weapon may be fired during a move, at -2 AV, when moving up to half Speed, rounded down. Their assault modifiers are in assault.urban-infantry and assault.clear-afv."
}

rule "units.apcs" {
  section = "2.3.3.2"
  title   = "APC transport capacity"
  summary = "An APC (loading symbol beside its Speed) carries one infantry platoon, whatever the strength or Shaken state of either unit; the passenger is placed under the APC and the pair counts as one unit for stacking. Huge infantry cannot be carried."
}

rule "units.apc-loading" {
  section = "2.3.3.2"
  title   = "Loading"
  summary = "To load, APC and infantry must share a hex. When the two begin the activation together, the APC may load and then travel up to half Speed; alternatively the APC may move up to half Speed (rounded down) to reach the infantry and then load. Strength and Shaken state do not matter."
}

rule "units.apc-unloading" {
  section = "2.3.3.2"
  title   = "Unloading"
  summary = "An APC that starts its activation loaded and does not unload may move its full Speed. An unloading APC either unloads then moves up to half Speed, or moves up to half Speed then unloads, anywhere, provided stacking is legal at the end of the activation. The unloaded infantry's only action is an optional move of one hex, ignoring terrain cost."
}

rule "units.apc-passengers" {
  section = "2.3.3.2"
  title   = "Passengers in combat"
  summary = "Carried infantry may not fire on its own, but adds +1 to the APC's AV on top of other bonuses. The English text withholds the bonus when the passenger is Shaken, the Russian translation when the APC is Shaken; the project follows the English rulebook (no bonus from a Shaken passenger)."
}

rule "units.apc-moving-fire" {
  section = "2.3.3.2"
  title   = "APC moving fire"
  summary = "An APC may fire on the move with -2 AV when moving up to half Speed, rounded down."
}

rule "units.apc-shared-results" {
  section = "2.3.3.2"
  title   = "Passengers share the APC's fate"
  summary = "Whenever the APC is Shaken, reduced, rallied or destroyed, its passenger suffers the same. Shaking the APC does nothing more to an already Shaken passenger; a passenger that is already reduced is eliminated when its APC is reduced."
}

rule "units.recon" {
  section = "2.3.3.3"
  title   = "Recon"
  summary = "Recon units (recon symbol) may belong to a formation or be independents attached to one. They are always In Contact whatever their distance from the CO/2IC, may fire on the move with -2 AV up to half Speed, and may call OBA or CAS missions on a hex they can see, as the opening action of their activation (oba.calling)."
}

rule "units.recon-spotting" {
  section = "2.3.3.3"
  title   = "Recon denies concealment"
  summary = "An enemy unit in the LOS of a recon unit does not get the +1 DV concealment bonus when attacked. Recon helicopters only spot at Cruise altitude."
}

rule "units.spa" {
  section = "2.3.3.4"
  title   = "Self-propelled artillery"
  summary = "SPA weapons are fixed range (coloured range). An SPA never fires past its range, never gets the close-range bonus, never moves and fires in one activation, opportunity fires only directly, never targets air units, never assaults, and never leads or assists an assault or group fire."
}

rule "units.spa-indirect-fire" {
  section = "2.3.3.4"
  title   = "SPA direct and indirect fire"
  summary = "An SPA fires either directly at a hex in its LOS or indirectly like OBA. Indirect fire is called by its formation's CO/2IC or by a recon unit attached to the same formation that has LOS to the target; the target must be within the SPA's range. Roll 1D6 for accuracy: on 1 the strike misses and the defender shifts it to a neighbouring hex of his choice, on 2-6 it lands on target. Each unit in the struck hex is attacked separately with the appropriate firepower. The CO bonus, when the player asks for it (command.co-bonus), improves the whole strike: every unit it attacks."
}

rule "units.spaa" {
  section = "2.3.3.5"
  title   = "Self-propelled anti-aircraft"
  summary = "SPAA units have a blue AA firepower. German and NATO SPAA fire machine guns at aircraft with the normal long, normal and close range modifiers, and may always fire their non-fixed weapons with -2 AV while moving up to half Speed (rounded down). The general moving-fire and fixed-range sections forbid SPAA moving fire; the project follows this more specific SPAA section and allows it for non-fixed weapons."
}

rule "units.blighter" {
  section = "2.3.3.5"
  title   = "Blighter SPA/SPAA"
  summary = "The Black Hand Blighter is both SPA and SPAA: its fixed-range launcher (dual AP/AA value) hits land and air targets. The launcher may not fire beyond its printed range, gets no close-range bonus, and is barred from group fire, moving fire, opportunity fire, assaulting and assisting assaults. The general SPA rule allows direct opportunity fire; the project follows this specific Blighter rule (no opportunity fire)."
}

rule "units.air" {
  section = "2.3.4"
  title   = "Air units"
  summary = "Air units have blue armor and are helicopters or ground-attack planes. Both fly Close Air Support (CAS) against enemies near friendly forces, but move, arm and attack differently."
}

# ---------------------------------------------------------------------------------------------
# Command
# ---------------------------------------------------------------------------------------------

rule "command.formations" {
  title   = "Formations"
  summary = "A formation is every unit with the same Formation ID, one of them the CO. Each formation normally has its own activation markers (number set by the scenario). Independent units attached to a formation activate with it. Black Hand units form no formations: all of them act as one."
}

rule "command.co" {
  section = "2.3.1"
  title   = "Commanding Officer"
  summary = "At scenario start each formation (not the Black Hand) marks one of its units as CO with a CO marker. The marker does not count for stacking but the CO unit does. Several COs may share a hex, each influencing only its own formation. The CO unit moves, fights and is attacked like any other unit."
}

rule "command.co-bonus" {
  section = "2.3.1"
  title   = "CO attack bonus"
  summary = "Once per activation the CO may add its Local or Radio Range rating, by distance, to the AV of one non-Finished unit of its formation (itself included). It applies to ranged, moving, opportunity and group fire, assaults and SPA/SPAA strikes. The CO must itself be non-Finished."
}

rule "command.local-rating" {
  section = "2.3.1"
  title   = "Local CO Rating"
  summary = "The LCR applies at range 0. Unless the CO is Finished it may be added to the AV of the CO or of one formation unit in its hex, and to the rally roll of every Shaken formation unit in its hex."
}

rule "command.radio-rating" {
  section = "2.3.1"
  title   = "Radio Range Rating"
  summary = "The CO marker gives a radio bonus and a Radio Range in hexes. Unless the CO is Finished the bonus may be added to one formation unit's AV within Radio Range, and to the rally roll of every Shaken formation unit within Radio Range. One attacker per activation, unlimited rallying units."
}

rule "command.extended-radio-range" {
  section = "2.3.1"
  title   = "Extended Radio Range"
  summary = "The ERR is the CO radio's maximum effective range. Formation units up to this range are In Contact but get no CO bonus beyond Radio Range. The ERR is also the number a rally roll must exceed."
}

rule "command.out-of-contact" {
  section = "2.3.1"
  title   = "Out Of Contact"
  summary = "A formation unit that starts its activation beyond its CO's ERR is Out Of Contact (OOC) for that activation and may move at most half Speed; it suffers no other penalty. Recon units are never OOC."
}

rule "command.rally" {
  section = "2.3.1"
  title   = "Rallying"
  summary = "Rally attempts happen only as the formation's activation begins: roll 2D6 per unit, adding the LCR if the unit shares the CO's hex or the radio bonus if it is within Radio Range; a total above the ERR rallies it. Whether both bonuses can apply to a unit in the CO's hex is not stated; the project adds only the LCR there."
}

rule "command.shaken-and-ooc" {
  section = "2.3.1"
  title   = "Shaken and Out Of Contact together"
  summary = "Shaken and OOC effects combine: a unit that is both may not move or fire its AP (main gun) but may fire HE at the Shaken penalty (-1 AV). The book calls the effects cumulative, which would halve Speed twice; the project follows the explicit statement (no movement)."
}

rule "command.no-field-co" {
  section = "2.3.1"
  title   = "Units without field COs"
  summary = "Helicopters, planes and Black Hand units have no field CO; a Shaken one rallies automatically at its next activation."
}

rule "command.2ic" {
  section = "2.3.1"
  title   = "Second in command"
  summary = "When the CO unit is eliminated the marker is flipped to its 2IC side and placed on any other formation unit of the owner's choice. The 2IC keeps the same radio ranges but weaker command ratings, and takes over at whichever comes sooner: the formation's next activation or the next Cleanup."
}

rule "command.demotion" {
  section = "2.3.1"
  title   = "Replacing the CO"
  summary = "The owner may demote the CO and pass command to a 2IC for any reason, but only as its formation's activation begins or during Cleanup; the demoted unit may never again be full CO."
}

rule "black-hand.command" {
  section = "2.3.1"
  title   = "Black Hand command"
  summary = "The Black Hand has no formations and no COs. Its units are always In Contact at any distance from each other, and a Black Hand activation marker activates all of them as one formation, without CO bonuses or CO limitations."
}

# ---------------------------------------------------------------------------------------------
# Sequence of play
# ---------------------------------------------------------------------------------------------

rule "turn.setup" {
  title   = "Setting up"
  summary = "Set up units, objective and control markers and starting effects as the scenario directs; keep reinforcements and artillery markers at hand. Activation and Event markers go into an opaque cup."
}

rule "turn.sequence" {
  title   = "Game turn"
  summary = "Each game turn has an Actions phase, in which players take turns drawing markers from the cup, followed by a Cleanup phase. Players agree or decide at random who draws first; who draws a marker does not matter. An Activation marker starts that formation's impulse (a Black Hand marker activates every Black Hand unit); an Event marker triggers a roll on the Events Table."
}

rule "turn.draw-count" {
  title   = "Markers drawn per turn"
  summary = "The number of markers drawn in a turn equals the Activation plus Event markers in the cup at the start of that turn minus the number of players. Once the final permitted marker has been resolved, the Cleanup phase begins."
}

rule "turn.consecutive-limit" {
  title   = "Two consecutive activations"
  summary = "A side may have at most two activations in a row. A third consecutive marker of the same side is put back in the cup and drawing continues until another side's marker comes out (the project does not count the returned marker as drawn). Events and the turn boundary do not reset this count."
}

rule "turn.activation-markers" {
  title   = "Adding and removing activation markers"
  summary = "A formation arriving by event or scenario special rule has its markers added in the Cleanup of its arrival turn; reinforcements have theirs added at the start of a turn. A formation wiped out during a turn loses its markers in that turn's Cleanup."
}

rule "turn.advance-marker" {
  title   = "Advance marker"
  summary = "An Advance marker, given by scenario rules, is neutral, goes in the cup and gives a formation one extra activation."
}

rule "impulse.activation" {
  section = "3.2"
  title   = "Formation activation"
  summary = "When a formation's marker is drawn it becomes the Active Formation. A formation activates once per marker of its own drawn that turn, so it may activate several times."
}

rule "impulse.sequence" {
  section = "3.2"
  title   = "Order of an impulse"
  summary = "In order: remove Finished markers from the formation's units; a 2IC may take command or the CO be demoted; the CO/2IC attempts rallies (units without CO rally automatically); units other than recon beyond the ERR are marked Out Of Contact for this activation; then each unit acts alone or in a group (move, fire, assault or another allowed action)."
}

rule "impulse.finished" {
  section = "3.2"
  title   = "Finished units"
  summary = "A unit that has moved or attacked is marked Finished (except a unit continuing a moving-fire move). A Finished unit may not act, opportunity fire or give CO bonuses until the marker is removed at its formation's next activation or in Cleanup."
}

rule "cleanup.steps" {
  title   = "Cleanup phase"
  summary = "After the last activation or event: remove all Finished markers; remove all Chemical markers (unless the optional dispersal rule is used); lower every smoke marker by one level, removing Level 1 smoke; a 2IC may take command; spend supply points on refits; remove planes still on the map; return all Event and Activation markers to the cup except those of eliminated formations. Radiation markers stay."
}

rule "supply.refit" {
  title   = "Refitting with supply points"
  summary = "In the Cleanup phase one supply point flips one reduced unit, anywhere on the map, back to full strength; other conditions such as Shaken or OOC stay."
}

rule "supply.timing" {
  title   = "Receiving and losing supply"
  summary = "Supply points come only from scenario rules and must be spent in the Cleanup of their arrival turn; unspent points are lost."
}

# ---------------------------------------------------------------------------------------------
# Movement and stacking
# ---------------------------------------------------------------------------------------------

rule "movement.speed" {
  title   = "Moving"
  summary = "A unit may move up to its Speed in hexes, paying each hex's terrain cost. Moving is optional; each new hex entered may draw opportunity fire. A unit is marked Finished after moving."
}

rule "movement.half-speed" {
  title   = "Half Speed"
  summary = "Whenever a rule limits a unit to half Speed (moving fire, Shaken, Out Of Contact, APC loading) the fraction is rounded down."
}

rule "movement.group" {
  title   = "Group movement"
  summary = "Units of one formation that start their activation stacked may move together, each paying its own terrain costs; the group may split at any time. A moving group may also make moving fire together, provided it travels no more than half the slower unit's Speed."
}

rule "movement.road-bonus" {
  title   = "Road movement bonus"
  summary = "A unit that spends its whole activation moving along connected road hexes gets +1 MP."
}

rule "movement.water" {
  title   = "Water"
  summary = "Land units may not enter Water hexes except along a road, which over water is a bridge. Black Hand infantry may cross Water (and Radiation) hexes at +1 MP per hex."
}

rule "stacking.limit" {
  section = "3.3.2"
  title   = "Stacking limit"
  summary = "At the end of an activation a hex may hold at most 2 combat units; units may pass through a full hex while moving. In an assault the limit binds each side at all times (assault.definition)."
}

rule "stacking.overstack" {
  section = "3.3.2"
  title   = "Overstacked hexes"
  summary = "If a hex holds more than 2 combat units at the end of an activation, its owner picks units to remove until only 2 remain."
}

rule "stacking.exempt" {
  section = "3.3.2"
  title   = "What does not count for stacking"
  summary = "A loaded APC counts as one unit. Markers, including CO and Weapon markers, never count. Helicopters do not count because they are airborne."
}

# ---------------------------------------------------------------------------------------------
# Terrain
# ---------------------------------------------------------------------------------------------

rule "terrain.hex-type" {
  title   = "Hex terrain type"
  summary = "The terrain covering the hex centre or at least three quarters of the hex is the whole hex's type. Water means rivers and lakes and applies even if the river misses the hex centre. A road through the centre does not change the hex type."
}

rule "terrain.chart" {
  title   = "Terrain chart"
  summary = "Each terrain type sets an infantry and a vehicle MP cost, an infantry and a vehicle defence bonus added to armor, whether LOS passes through and who may hide (be concealed) there; the terrain.* rules give each row. Modifiers marked + (hill, shellholes, wreck) add to the hex's other terrain."
}

rule "terrain.clear" {
  title   = "Clear"
  summary = "Clear: 1 MP for infantry and vehicles, no defence bonus, LOS passes, no concealment."
}

rule "terrain.crop-field" {
  title   = "Crop field"
  summary = "Crop field: 2 MP infantry, 1 MP vehicles; +1 DV for infantry only; LOS passes; infantry may be concealed."
}

rule "terrain.hill" {
  title   = "Hill"
  summary = "Hill: +1 MP for infantry and vehicles on top of the other terrain; a level 1 obstacle that blocks LOS; no concealment. The chart gives +1 DV to both, but the text limits it (terrain.hill-defense); the project follows the text."
}

rule "terrain.hill-defense" {
  title   = "Hill edge defence"
  summary = "A unit in a hill edge hex gets +1 DV against fire from ground level. There is no hill bonus against fire from another hill hex or from higher up (e.g. air attack). An assault counts as coming from the hex the (leading) attackers enter from: from the ground, the defender keeps the bonus (assault.defense adds terrain bonuses)."
}

rule "terrain.road" {
  title   = "Road"
  summary = "Road: 1 MP for infantry and vehicles, no defence bonus, LOS passes, no concealment. A road crossing a river is a bridge that allows movement through the hex. Road bonus in movement.road-bonus."
}

rule "terrain.sand" {
  title   = "Sand"
  summary = "Sand: 2 MP for infantry and vehicles; +1 DV for infantry only; LOS passes; no concealment."
}

rule "terrain.sandbags" {
  title   = "Sandbags"
  summary = "Sandbags: no extra MP; +1 DV for infantry and vehicles (not Huge units); LOS passes; infantry may be concealed."
}

rule "terrain.shellholes" {
  title   = "Shellholes"
  summary = "Shellholes: +1 MP for infantry and vehicles; +1 DV for infantry only; LOS passes; infantry may be concealed. Barrage strikes create Shellholes markers."
}

rule "terrain.urban" {
  title   = "Urban"
  summary = "Urban: 1 MP infantry, 2 MP vehicles; +2 DV infantry, +1 DV vehicles; a level 1 obstacle that blocks LOS; any unit may be concealed."
}

rule "terrain.water" {
  title   = "Water"
  summary = "Water: impassable to land units (movement.water), no defence value, LOS passes, no concealment."
}

rule "terrain.woods" {
  title   = "Woods"
  summary = "Woods: 1 MP infantry, 2 MP vehicles; +1 DV infantry and vehicles; a level 1 obstacle that blocks LOS; any unit may be concealed."
}

rule "terrain.wreck" {
  title   = "Wreck"
  summary = "Wreck: +1 MP for all land units on top of the other terrain; any unit may be concealed; LOS passes one wreck but two wreck hexes on the line block it. The chart gives +1 DV to infantry only, the Combat Results wreck paragraph +1 DV to all land units; the project follows the wreck paragraph (results.wreck)."
}

rule "control.hex" {
  title   = "Hex control"
  summary = "A hex belongs to the last side that had a unit in it, including a unit only moving through."
}

rule "control.objectives" {
  title   = "Objectives"
  summary = "Objective hexes are marked at scenario start as the scenario directs, with the controlling side's face up; objective markers are neutral, control markers side-specific."
}

# ---------------------------------------------------------------------------------------------
# Line of sight and concealment
# ---------------------------------------------------------------------------------------------

rule "los.required" {
  title   = "LOS needed to attack"
  summary = "Units must see each other to attack one another. Urban, woods and hill hexes are level 1 obstacles that block LOS. Other units do not obstruct LOS; Huge units do, being level 1 objects."
}

rule "los.tracing" {
  title   = "Tracing LOS"
  summary = "LOS runs from hex centre to hex centre. It is blocked if the line touches any part of a blocking hex, or crosses two or more Wreck hexes (or one Wreck and one Level 1 smoke hex)."
}

rule "los.hexside" {
  title   = "LOS along a hexside"
  summary = "A line running exactly along the edge between two hexes uses the hex with the lesser obstacle; it is blocked only if both hexes block."
}

rule "los.hill-levels" {
  title   = "Hills and heights"
  summary = "A hill covering a hex centre fills the whole hex whatever the artwork. Level 1 obstacles add height: woods or urban on a hill is a level 2 obstacle. Helicopters at Cruise and planes are at level 2; NOE helicopters are at the level of the terrain below."
}

rule "los.hill-firing" {
  title   = "Firing into and from hills"
  summary = "A unit at ground level can target a hill edge hex, yet no hill hex lying behind it. A unit on a hill may shoot at another hill hex, but not through or past a level 1 obstacle standing on that hill."
}

rule "los.hill-blind-spots" {
  title   = "Blind spots"
  summary = "Ground-level hexes directly behind a level 1 obstacle are blind spots for a unit on a hill edge."
}

rule "los.smoke" {
  title   = "Smoke and LOS"
  summary = "Smoke has a level equal to its thickness, at most 2, used as its height for LOS. Level 2 smoke blocks LOS. A single Level 1 smoke hex does not block on its own, but two Level 1 smoke hexes, or one Level 1 smoke hex and one Wreck hex, on the line do. The book also calls Level 1 smoke a level 1 obstacle like woods (which blocks); the project follows the smoke-specific text."
}

rule "los.smoke-defense" {
  title   = "Firing through light smoke"
  summary = "When the line of fire passes a Level 1 smoke hex the target gets +1 DV. The project applies it once per attack, also when the target itself is in the smoke hex."
}

rule "concealment.conditions" {
  section = "4.2"
  title   = "Concealed units"
  summary = "A land unit in a cover hex that no enemy recon unit can see and that is not Finished is concealed and gets +1 DV when attacked. The text names urban, woods and shellholes as cover; the chart's Hide column allows any unit in urban, woods and wreck hexes but only infantry in crop field, shellholes and sandbags hexes. The project follows the chart."
}

rule "concealment.loss" {
  section = "4.2"
  title   = "Losing concealment"
  summary = "A unit stops being concealed the moment it moves or fires, once an enemy recon unit sees its hex clearly, or once an enemy unit moves next to it."
}

rule "concealment.scope" {
  section = "4.2"
  title   = "Attacks concealment applies to"
  summary = "Concealment applies against every kind of attack, artillery and air included, except assaults. The nuclear section lists only terrain and sandbags bonuses; the project follows it and gives no concealment against nuclear strikes."
}

# ---------------------------------------------------------------------------------------------
# Combat
# ---------------------------------------------------------------------------------------------

rule "combat.forms" {
  section = "5.0"
  title   = "Forms of combat"
  summary = "Combat is ranged fire or assault. A unit attacking during the enemy's activation is making opportunity fire."
}

rule "combat.eligibility" {
  section = "5.0"
  title   = "Who may attack"
  summary = "A non-Finished unit of the active formation may attack one enemy unit in LOS and range with its own firepower or a Weapon, alone or in a group with a unit stacked with it since the start of the activation, with or without a CO bonus."
}

rule "combat.one-attack" {
  section = "5.0"
  title   = "One attack per activation"
  summary = "A unit attacks at most once per activation but may be attacked any number of times by different enemy units. After attacking it is marked Finished, unless it fired on the move as its first action and then goes on moving up to half Speed."
}

rule "combat.attack-value" {
  section = "5.0"
  title   = "Attack value"
  summary = "AV = the weapon's firepower + 2D6 + bonuses (CO, group fire, assault), with modifiers such as close range, long range and moving fire. A single 2D6 roll decides both hitting and damage."
}

rule "combat.defense-value" {
  section = "5.0"
  title   = "Defence value"
  summary = "DV = the target's armor + bonuses such as terrain, sandbags, smoke and concealment; the bonuses are cumulative."
}

rule "combat.hits" {
  section = "5.0"
  title   = "Hits"
  summary = "Hits = AV - DV when positive; zero or less means no effect."
}

rule "combat.firepower-choice" {
  section = "5.0"
  title   = "Choosing AP, HE or AA"
  summary = "Use AP against hard targets, HE against soft targets, and AA or HE against helicopters and planes. Soft units can only be attacked with HE. A dual AP/AA value counts as both."
}

rule "combat.air-targets" {
  section = "5.0"
  title   = "Attacking air units"
  summary = "Helicopters and planes may only be attacked with AA or HE weapons under the ranged-combat rules; AA weapons only attack air units. SPA and OBA may not attack air units, except Nuclear OBA. Fixed-range weapons may not attack air units unless they have an AA value (the Blighter)."
}

rule "combat.long-range" {
  section = "5.0"
  title   = "Long range"
  summary = "A weapon with a white (normal) range may fire up to double its printed range at -2 AV."
}

rule "combat.close-range" {
  section = "5.0"
  title   = "Close range"
  summary = "A weapon with a white range gets +1 AV against targets at up to half its printed range. The book does not say how odd ranges round; the project rounds down (range 3 gives close range at 1 hex)."
}

rule "combat.fixed-range" {
  section = "5.0"
  title   = "Fixed range"
  summary = "A weapon with a coloured range may not fire beyond its printed range (no long range) and gets no close-range bonus. Except for SPA/SPAA it may fire on the move, take part in group fire and be used in assaults. Class rules narrow this: infantry and helicopters move-fire only non-fixed weapons (units.infantry-moving-fire, helicopters.combat), and the counters section's narrower wording is superseded (counters.range)."
}

rule "group-fire.stack" {
  title   = "Group fire"
  summary = "Two units stacked at the start of the activation may fire together: one is the fire leader, the other assists, adding +1 AV if it is infantry or +2 AV if it is an AFV. The group-fire text only asks for a shared hex; the stacking text adds that they be of the same formation, which the project requires."
}

rule "group-fire.assistant" {
  title   = "Who may assist"
  summary = "To assist, a unit must have a weapon with a white (non-fixed) range, however short. SPA, SPAA and Shaken units can never assist; a Shaken unit may still be fire leader."
}

rule "group-fire.co" {
  title   = "CO bonus on group fire"
  summary = "The CO, if not Finished, may add its Local or radio bonus (by distance) to the group's AV."
}

rule "group-fire.options" {
  title   = "Optional group fire, opportunity and moving groups"
  summary = "Group fire is optional; stacked units may act separately. Units eligible for opportunity fire may fire it as a group. A group moving together may make moving fire together when it travels no more than half the slower unit's Speed."
}

rule "opportunity-fire.trigger" {
  section = "5.2"
  title   = "Opportunity fire"
  summary = "A non-Finished unit may attack an enemy unit during that enemy's activation when it moves into a hex within the firer's range and LOS (and when a plane attacks in its hex or a helicopter pops up into view). The firer is marked Finished right after the attack."
}

rule "opportunity-fire.once-per-hex" {
  section = "5.2"
  title   = "One opportunity attack per hex"
  summary = "A moving unit may be attacked by opportunity fire only once per hex it enters, but by different attackers in different hexes. Each unit of a moving group may be targeted by a different attacker in each hex."
}

rule "opportunity-fire.no-vs-assault" {
  section = "5.2"
  title   = "No opportunity fire on assaulting units"
  summary = "Units assaulting a friendly hex may not be attacked by opportunity fire."
}

rule "opportunity-fire.who" {
  section = "5.2"
  title   = "Who may opportunity fire"
  summary = "SPA may only opportunity fire directly at a target in its LOS (the Blighter not at all, units.blighter). Shaken and OOC units may opportunity fire, alone or grouped, following the normal ranged and group rules."
}

rule "opportunity-fire.precedence" {
  section = "5.2"
  title   = "Opportunity fire goes first"
  summary = "If a moving unit's fire and an enemy's opportunity fire coincide, resolve the opportunity fire first."
}

rule "opportunity-fire.aftermath" {
  section = "5.2"
  title   = "Units hit by opportunity fire"
  summary = "A unit Shaken or reduced by opportunity fire keeps its right to attack and move, using its new values. The book says it moves freely; the project applies the Shaken limits (half Speed counted over the whole activation, HE only at -1 AV, no assault)."
}

rule "moving-fire.general" {
  section = "5.3"
  title   = "Moving fire"
  summary = "Every land unit except SPA/SPAA may fire with -2 AV when moving up to half Speed, rounded down. Air units follow their own rules. A Shaken or Out Of Contact unit, already held to half Speed, may still move that half and fire: the limits are the same half, not one on top of the other. The SPAA section allows SPAA to fire non-fixed weapons this way; the project follows it (units.spaa)."
}

rule "moving-fire.order" {
  section = "5.3"
  title   = "Move then fire, or fire then move"
  summary = "A moving-fire unit either moves up to half Speed and then fires at -2 AV, or fires at -2 AV and then moves up to half Speed."
}

rule "assault.definition" {
  title   = "Assault"
  summary = "An assault is made by moving into an enemy-occupied hex and is resolved as soon as the move ends. The movers are attackers and only they roll. Each side must respect the 2-unit stacking limit at all times. Helicopters take no part in assaults, as attackers or defenders."
}

rule "assault.attack" {
  title   = "Assault attack"
  summary = "The attacker fires the appropriate firepower (or any suitable Weapon) at one defending unit with +2 AV. Two attackers assault as a group: a leader plus an assistant adding +1 AV (infantry) or +2 AV (AFV). Against a stack the target is declared before the roll. A non-Finished CO bonus applies by distance."
}

rule "assault.eligibility" {
  title   = "Who may assault"
  summary = "Shaken units and SPA may neither assault nor assist an assault, nor may the Blighter. Fixed-range weapons may be used in assaults except by SPA/SPAA; the project lets SPAA such as the Shilka assault with non-fixed weapons only."
}

rule "assault.urban-infantry" {
  title   = "Infantry against AFVs in urban terrain"
  summary = "Unescorted infantry assaulting unescorted AFVs in an urban hex gets a further +2 AV on top of the assault +2. Escorted means the stack mixes infantry and AFVs. The tanks section applies this only to tanks not stacked with infantry and the infantry section does not require the infantry to be unescorted; the project follows the assault section (both sides unescorted, any AFV)."
}

rule "assault.clear-afv" {
  title   = "AFVs against infantry in the open"
  summary = "When AFVs without infantry escort assault infantry without AFV escort in clear terrain (any hex without a positive defence bonus for the defender), they get a further +2 AV on top of the assault +2. A hill hex, +1 DV on the terrain chart, is never clear."
}

rule "assault.defense" {
  title   = "Assault defence"
  summary = "The defender's DV adds terrain and sandbags bonuses, the hill edge bonus when the attackers come up from the ground (terrain.hill-defense), but never concealment. A second defending unit in the hex assists: +1 DV if infantry, +2 DV if AFV. The defenders' CO, if not Finished, may add its bonus by distance to the DV. Shaken units and SPA may not assist."
}

rule "assault.failure" {
  title   = "Failed assault"
  summary = "All hits go to the assaulted unit. Win or lose, the attackers are then Finished; if their target survives they are Shaken and fall back into the hex they moved from."
}

rule "assault.success" {
  title   = "Successful assault"
  summary = "When the target is destroyed the attackers hold the hex; any other surviving defender becomes Shaken and retreats to one of the three hexes on the far side from the attackers' entry hexside, or is eliminated if it cannot."
}

# ---------------------------------------------------------------------------------------------
# Combat results
# ---------------------------------------------------------------------------------------------

rule "results.steps" {
  section = "5.5"
  title   = "Damage steps"
  summary = "A two-step unit goes full strength, Shaken, Shaken and reduced, then eliminated. Reduction flips the counter to its reduced face."
}

rule "results.full-strength" {
  section = "5.5"
  title   = "Hits on a full-strength unit"
  summary = "1 hit: Shaken. 2 hits: Shaken and reduced. 3 or more hits: eliminated."
}

rule "results.damaged" {
  section = "5.5"
  title   = "Hits on a Shaken, or reduced and rallied, unit"
  summary = "1 hit: Shaken and reduced. 2 or more hits: eliminated."
}

rule "results.shaken-reduced" {
  section = "5.5"
  title   = "Hits on a Shaken and reduced unit"
  summary = "Any hit eliminates a unit that is both Shaken and reduced."
}

rule "results.one-step" {
  section = "5.5"
  title   = "One-step units"
  summary = "Helicopters, planes and the Scud can be Shaken but never reduced. The book does not say what a reducing result does to them; the project treats it as elimination: 1 hit Shakes a fresh one-step unit, 2 or more hits, or any hit on a Shaken one, destroy it."
}

rule "results.shaken" {
  section = "5.5"
  title   = "Shaken units"
  summary = "A Shaken unit gets a Shaken marker and may be rallied only by its CO/2IC at the start of its activation (units without CO rally automatically). It may move up to half Speed, may fire only its HE at -1 AV, may opportunity fire and may lead group fire, but may not assault or assist assaults or group fire."
}

rule "results.wreck" {
  section = "5.5"
  title   = "Wrecks"
  summary = "Each AFV or air unit eliminated puts a Wreck marker in its hex if none is there. A wreck adds +1 MP for land units entering and +1 DV for all land units in the hex (the terrain chart's infantry-only +1 is overridden), and two wreck hexes block same-level LOS."
}

# ---------------------------------------------------------------------------------------------
# Helicopters
# ---------------------------------------------------------------------------------------------

rule "helicopters.gunships" {
  section = "2.3.4.1"
  title   = "Helicopters"
  summary = "Every side has gunships: the Huey for NATO, the Haunebu III for the Reich, the Scourge for the Black Hand. They belong to formations but have no field CO, do not count for stacking and are attacked separately from other units in their hex. The book also lists the Scourge beside the helicopters and compares it to the planes; the project treats it as a helicopter."
}

rule "helicopters.movement" {
  section = "2.3.4.1"
  title   = "Helicopter movement"
  summary = "A helicopter flies up to its Speed at 1 Speed point per hex whatever the altitude or terrain. Changing altitude costs 1 Speed point and may be done while hovering or at any point of the flight."
}

rule "helicopters.cruise" {
  section = "2.3.4.1"
  title   = "Cruise altitude"
  summary = "Cruise is the default altitude, e.g. on entering the map. A Cruise helicopter is at level 2 for LOS whatever the ground below. AP weapons may be fired only at Cruise, and recon helicopters spot only at Cruise."
}

rule "helicopters.noe" {
  section = "2.3.4.1"
  title   = "Nap of the earth"
  summary = "At NOE (NOE face of the counter, HE only) a helicopter is at ground level for LOS. Transport helicopters load, carry and unload infantry only at NOE, following the APC rules and Speed limits."
}

rule "helicopters.hovering" {
  section = "2.3.4.1"
  title   = "Hovering"
  summary = "A helicopter that does not move during its activation is hovering. It may make a pop-up attack or stay on overwatch to opportunity fire at moving enemies. The project lets altitude changes cost Speed points without ending the hover."
}

rule "helicopters.pop-up" {
  section = "2.3.4.1"
  title   = "Pop-up attack"
  summary = "A hovering helicopter may change altitude before its attack and change back after it, to strike from behind cover. If that puts it in an enemy's LOS and range, the enemy may opportunity fire."
}

rule "helicopters.combat" {
  section = "2.3.4.1"
  title   = "Helicopter combat"
  summary = "Helicopters use the land ranged-combat rules with all range modifiers on non-fixed weapons. They may fire non-fixed weapons while flying up to half Speed (the fixed-range section's wider permission does not apply). They never assault and are never assaulted, even at NOE."
}

rule "helicopters.damage" {
  section = "2.3.4.1"
  title   = "Helicopter losses"
  summary = "A helicopter is a one-step unit: it can be Shaken, never reduced, and rallies automatically at its next activation. A destroyed helicopter leaves a Wreck; if other units are in the hex roll 1D6, and on 1-2 one of them, chosen at random, is Shaken."
}

# ---------------------------------------------------------------------------------------------
# Planes
# ---------------------------------------------------------------------------------------------

rule "planes.cas" {
  section = "2.3.4.2"
  title   = "CAS planes"
  summary = "The planes are the Reich Ju-87G Stuka and the NATO A-6 Intruder; the scenario OOB sets how many are available. A plane's counter shows a minimum and a maximum Speed, AP, HE and blue armor."
}

rule "planes.request" {
  section = "2.3.4.2"
  title   = "Requesting CAS"
  summary = "A CO/2IC or recon unit requests CAS as the first action of its activation, like an OBA call; a single call may summon any number of the available planes, which arrive at the first friendly activation of the next turn. The call names no target: once there a plane may attack any enemy. The CO rule speaks of calls on a hex in LOS; the project follows the plane section (no target hex) and counts a CAS call toward the two-call limit."
}

rule "planes.turnaround" {
  section = "2.3.4.2"
  title   = "Plane availability"
  summary = "A plane flying a mission in a turn may not be called during that turn for the next one; if it survives it may be called the turn after (flying in turn 2, called in turn 3 for turn 4). A destroyed plane is gone for the rest of the game."
}

rule "planes.entry" {
  section = "2.3.4.2"
  title   = "Plane entry and exit"
  summary = "The owner picks the entry side and hex; the plane leaves by the opposite side. Planes are always at level 2 for LOS. Each activation a plane moves between its minimum and maximum Speed in hexes."
}

rule "planes.route" {
  section = "2.3.4.2"
  title   = "Plane route"
  summary = "The owner chooses the route, but the plane must always advance away from the entry side toward the exit side, with at most one sideways hex per hex advanced."
}

rule "planes.flight" {
  section = "2.3.4.2"
  title   = "Continuing the flight"
  summary = "A plane starts flying on its side's first activation of the turn and flies on every later friendly activation until shot down, off the map or the end of the turn. A plane that leaves early may re-enter from any hex of its exit side on the next friendly activation for another run. Planes still on the map are removed in Cleanup."
}

rule "planes.airspace" {
  section = "2.3.4.2"
  title   = "Shared airspace"
  summary = "A plane may not enter a hex holding another plane or a helicopter at the same altitude. A helicopter under a plane may not pop up or climb."
}

rule "planes.attack" {
  section = "2.3.4.2"
  title   = "Plane attacks"
  summary = "A plane attacks one hex per turn, the hex it is in, possibly its entry hex. It may attack any or all enemy units there, each with the appropriate firepower, in the order its owner chooses; non-Finished enemies may opportunity fire. After attacking it must complete at least its minimum Speed and may continue up to its maximum."
}

rule "planes.damage" {
  section = "2.3.4.2"
  title   = "Plane losses"
  summary = "Planes are attacked by AA or HE weapons only (combat.air-targets). A plane is a one-step unit: it may be Shaken, never reduced, and rallies automatically at its next activation. A destroyed plane leaves a Wreck; if units are in the hex roll 1D6, and on 1-2 one random unit there is Shaken."
}

# ---------------------------------------------------------------------------------------------
# Off-board artillery
# ---------------------------------------------------------------------------------------------

rule "oba.missions" {
  section = "2.4.1"
  title   = "OBA missions"
  summary = "The scenario OOB assigns each side's OBA mission types and numbers, tracked with OBA markers that belong to no side; they may include V-2 and Scud strikes."
}

rule "oba.calling" {
  section = "2.4.1"
  title   = "Calling OBA"
  summary = "As the first action of its activation a CO/2IC or recon unit may call up to two OBA (or CAS) missions on any hexes in its LOS, then act normally before being marked Finished."
}

rule "oba.accuracy" {
  section = "2.4.1"
  title   = "OBA accuracy"
  summary = "Roll 1D6 for every targeted hex: on 1 the strike misses and the defender moves it to any adjacent hex; on 2-6 it hits that hex. Depending on the type the strike affects some or all units there."
}

rule "oba.smoke" {
  section = "2.4.1"
  title   = "Smoke mission"
  summary = "OBA smoke (marker: 3 hexes, L2) places Level 2 smoke in the target hex plus two neighbouring hexes of the attacker's choice. It then follows the normal smoke rules (los.smoke) and drops one level each Cleanup."
}

rule "oba.barrage" {
  section = "2.4.1"
  title   = "Barrage mission"
  summary = "A Barrage (marker: 3 hexes, AP 10 / HE 10) strikes every land unit in the target hex and two adjacent hexes (the project lets the attacker choose them), each attacked separately with the appropriate firepower; terrain, sandbags and concealment bonuses apply and stack. Each struck hex gets a Shellholes marker unless it is already shellholes terrain or has one."
}

rule "oba.chemical" {
  section = "2.4.1"
  title   = "Chemical mission"
  summary = "A Chemical (Sarin) strike (marker: 3 hexes) affects every land unit in the target and two attacker-chosen adjacent hexes: roll 1D6 per unit, 1 = 2 hits, 2-3 = 1 hit, 4-6 = no effect. The hexes keep Chemical markers for the rest of the turn and a unit moving through one rolls the same way. The markers go in Cleanup."
}

rule "oba.chemical-dispersal" {
  section = "2.4.1"
  title   = "Optional: lingering Sarin"
  summary = "Optional rule replacing the Cleanup removal: from the first Cleanup after the strike, roll 1D6 each Cleanup; on 3-6 the agent stays, on 1-2 the gas clears and the three markers go."
}

rule "oba.biological" {
  section = "2.4.1"
  title   = "Biological mission"
  summary = "A Biological strike (marker: 1 hex) affects only infantry in the target hex, whoever fires it. Roll 1D6 per infantry unit: 1 = replaced by a full-strength Zealot, 2 = replaced by a reduced Zealot, 3 = 1 hit, 4-6 = no effect. A converted unit is no longer Shaken and keeps its Weapons. Black Hand infantry is immune."
}

rule "oba.biological-conversion" {
  section = "2.4.1"
  title   = "New Zealots"
  summary = "New Zealots are controlled by the Black Hand player from his next activation. If the hex is now shared with enemies an assault follows, the new Zealots as attackers (project reading); if they lose, they retreat to an adjacent hex chosen by the Black Hand player. Without a Black Hand player see black-hand.masterless."
}

rule "oba.nuclear" {
  section = "2.4.1"
  title   = "Nuclear mission"
  summary = "A Nuclear strike (marker: AP 15 / HE 10) strikes seven hexes, the target and its six neighbours, attacking each unit there separately; terrain and sandbags bonuses apply and stack. Air units in the area are destroyed outright. Each opponent may launch at most one nuclear strike per game turn. The marker prints an area of 6 although the text says seven hexes; the project follows the text."
}

rule "oba.radiation" {
  section = "2.4.1"
  title   = "Radiation"
  summary = "The centre hex of a nuclear strike gets a Radiation marker (unless it has one), never removed. Radiation hexes are impassable to all land and air units except Black Hand units, which pay +1 MP per hex. Surviving units in the area may leave, but each Radiation hex they cross subjects them to a fresh attack at the nuclear firepower; Black Hand units, immune to the wasteland, are never attacked for crossing Radiation. The infantry section grants the crossing only to Black Hand infantry; the project follows the nuclear section (all Black Hand units)."
}

# ---------------------------------------------------------------------------------------------
# Missiles
# ---------------------------------------------------------------------------------------------

rule "missiles.artillery" {
  section = "2.3.3.4"
  title   = "V-2 and Scud"
  summary = "The Reich V-2 and the NATO SS-1C Scud-B can strike either as on-map or as off-map artillery."
}

rule "missiles.v2" {
  section = "2.3.3.4"
  title   = "V-2 launch site"
  summary = "The V-2 is a static installation: it cannot be attacked, reduced or destroyed by ordinary means, but an enemy that controls its hex captures it."
}

rule "missiles.scud" {
  section = "2.3.3.4"
  title   = "Scud launcher"
  summary = "The Scud moves slowly, cannot be captured or reduced, but can be Shaken (disrupted) and destroyed by AP fire."
}

rule "missiles.one-shot" {
  section = "2.3.3.4"
  title   = "One missile"
  summary = "Each V-2 or Scud fires one missile; the counter is removed from the map right after launch unless scenario rules say otherwise."
}

rule "missiles.targeting" {
  section = "2.3.3.4"
  title   = "Missile range and spotting"
  summary = "A missile's range is unlimited; its target hex must be seen by the launcher or by a CO or recon unit of its own side."
}

rule "missiles.warheads" {
  section = "2.3.3.4"
  title   = "Missile warheads"
  summary = "A missile carries any warhead the OOB allows and affects all units in seven hexes (target plus six neighbours) with that warhead's firepower or effect (V-2: AP 14 / HE 8)."
}

rule "missiles.black-hand-capture" {
  section = "2.3.3.4"
  title   = "Black Hand and the V-2"
  summary = "The Black Hand cannot build missiles but may capture a German V-2 and launch it with a biological warhead."
}

# ---------------------------------------------------------------------------------------------
# Black Hand
# ---------------------------------------------------------------------------------------------

rule "black-hand.wasteland" {
  title   = "Immune to the wasteland"
  summary = "Black Hand infantry may enter Water and Radiation hexes at +1 MP per hex (Radiation for all Black Hand units, oba.radiation). Being immune to the wasteland, they suffer no attack for the Radiation they cross."
}

rule "black-hand.masterless" {
  title   = "Masterless Zealots"
  summary = "If Zealots appear in a game without a Black Hand player, the cup receives 2 Black Hand activation markers during Cleanup; the Zealots act on their own from their next activation, moving by the fastest route toward the nearest enemy, attacking as soon as it is in normal range and LOS, and never moving away while an enemy is in normal range and LOS."
}

rule "black-hand.ravager" {
  title   = "Ravager"
  summary = "The Ravager is Huge infantry: no Weapons, no transport. The secondary counter table prints its AP value as dual AP/AA, so it can also fire at air units, at range 1. The flavour text says it crushes even airborne enemies in assaults, but helicopters are never assaulted; the project lets it hit air units only by ranged fire."
}

# ---------------------------------------------------------------------------------------------
# Events
# ---------------------------------------------------------------------------------------------

rule "events.marker" {
  title   = "Event markers"
  summary = "Event markers are used only where the scenario puts them in the cup, with or without the Black Hand. When one is drawn pick at random the player it affects, roll 2D6 and apply the Events Table result to that player; events may not be declined. Event markers do not break the two-consecutive-activations limit."
}

rule "events.spawn" {
  title   = "Spawning Black Hand units"
  summary = "If a spawn hex holds non-Black Hand units, the new Zealots appear assaulting them from any empty adjacent hex. If it holds Black Hand units they stack, or appear in an adjacent hex if the stack is full. Masterless Zealots follow black-hand.masterless. Spawned units never attack Black Hand units, though other events may hurt the Black Hand."
}

rule "events.ambush" {
  title   = "Ambush results (5, 6, 7)"
  summary = "Results marked with an asterisk (5-7) allow no opportunity fire against the attackers, and each attacking unit is removed from the map right after its assault, whatever the outcome. Like every event they affect only the player picked (events.marker): his units on that terrain are assaulted; falling on the Black Hand they strike no one, as Black Hand units never attack their own."
}

rule "events.ravager" {
  title   = "Event 2: Ravager"
  summary = "Hex O9 (abandoned building): one Ravager enters play there."
}

rule "events.pool-zealots" {
  title   = "Event 3: waste water pools"
  summary = "Hexes G3, E7 and V13 (waste water pools): one Zealot unit enters in each."
}

rule "events.church-zealots" {
  title   = "Event 4: ruined churches"
  summary = "Hexes J6 and Z5 (ruined churches): one Zealot unit enters in each."
}

rule "events.road-ambush" {
  title   = "Event 5: road ambush"
  summary = "Every unit on a Road hex is assaulted, one Zealot per hex (events.ambush applies)."
}

rule "events.urban-ambush" {
  title   = "Event 6: urban ambush"
  summary = "Every unit on an Urban hex is assaulted, one Zealot per hex (events.ambush applies)."
}

rule "events.hill-scourges" {
  title   = "Event 7: Scourges on the hills"
  summary = "Every unit on a Hill hex is assaulted, one Scourge per hex (events.ambush applies). This overrides the rule that helicopters never assault; since helicopters are never assaulted, only land units on hills are attacked (project reading)."
}

rule "events.biological-attack" {
  title   = "Event 8: surprise biological attack"
  summary = "Two randomly chosen infantry units of the affected player suffer a Biological attack (oba.biological)."
}

rule "events.inspiring-commander" {
  title   = "Event 9: inspiring commander"
  summary = "Rally one of the player's Shaken units. The book then says to place High Morale if none of the player's units are reduced, evidently a slip for Shaken (the expansion's version says Shaken); the project gives any friendly unit the High Morale marker when none is Shaken."
}

rule "events.supply-cache" {
  title   = "Event 10: supply cache"
  summary = "Flip one of the player's reduced units back to full strength; if none is reduced, give any friendly unit the High Morale marker."
}

rule "events.weapon-cache" {
  title   = "Event 11: derelict warehouse"
  summary = "The player gets one Weapon marker of his choice."
}

rule "events.ammo-depot" {
  title   = "Event 12: ammo depot"
  summary = "The player gets one Barrage OBA marker."
}

# ---------------------------------------------------------------------------------------------
# Victory
# ---------------------------------------------------------------------------------------------

rule "victory.unit-points" {
  title   = "Victory points for units"
  summary = "VP for reducing / destroying an enemy unit: infantry 1/2, APC or recon 1/3, tank 2/4, SPA or SPAA 1/3, helicopter or plane 2/4 (they cannot be reduced, so only the 4 applies); a unit carrying the CO/2IC marker is worth +1 more in each case. The project counts a destroyed unit at its destroyed value only, not reduced plus destroyed."
}

rule "victory.objectives" {
  title   = "Victory points for objectives"
  summary = "Each objective is worth 5 VP to the side controlling it (the project scores it at the end of the scenario)."
}

rule "victory.margins" {
  title   = "Victory levels"
  summary = "The side with more VP wins by the difference: 1-5 tactical, 6-10 decisive, more than 10 crushing; equal totals are a draw (project reading)."
}
