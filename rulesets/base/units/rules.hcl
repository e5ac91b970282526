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
