# Fire (1.7, 2.1): the fire markers, their attacks and how they spread.

rule "fires.placement" {
  section = "1.7"
  title   = "Placing fire"
  summary = "A fire marker goes down at Level 2 in a flammable hex and at Level 1 anywhere else; water never burns. Fire placed on a hex already burning at Level 1 raises it to Level 2, but only where the hex is flammable; no fire is ever thicker than Level 2."
}

rule "fires.weather" {
  section = "1.8"
  title   = "Weather that forbids fire"
  summary = "No fire marker can be put on a map whose current weather rules fire out (Acid Rain); an attempt places nothing."
}

rule "fires.attack" {
  section = "2.1"
  title   = "Fire attacks"
  summary = "Whenever fire is placed, whatever placed it (a weapon, a skill, the weather, an event), it at once attacks each unit in the hex, one by one, with the attack factor of its level. Neither terrain nor concealment adds anything to the defenders; aircraft in flight and passengers riding inside a carrier are not attacked apart. A fire's damage is Fire damage, which the Undead take in full."
}

rule "fires.entry" {
  section = "2.1"
  title   = "Fire strikes on entry only"
  summary = "A unit moving into a burning hex is attacked by the fire there; a unit that stays in a burning hex or moves out of it is not. (Minefields work the same way in the base rules.)"
}

rule "fires.cleanup" {
  section = "1.7"
  title   = "Fire in the Cleanup phase"
  summary = "In each Cleanup, in this order: everything lying on the ground in a burning hex is destroyed (weapons, equipment, corpses, wrecks, sandbags, minefields); every Level 1 fire goes out; every flammable hex next to a Level 2 fire catches fire at Level 1; then every Level 2 fire dies down to Level 1. Left alone, a fire thus spreads once and is gone two Cleanups later."
}

rule "fires.heatwave" {
  section = "1.8"
  title   = "Fire in a heatwave"
  summary = "While the Heatwave holds a map, its fires neither die down nor go out in the Cleanup. Instead every Level 2 fire spreads into each flammable hex next to it, bringing a Level 1 fire there up to Level 2 and never beyond."
}
