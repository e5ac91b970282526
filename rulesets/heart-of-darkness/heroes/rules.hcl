# Heroes (1.1): named individuals attached to a unit as a CO marker is, who
# lend that unit alone their skills and factor changes. heroes/items.hcl holds
# the Hero counters, heroes/heroes.lua their rules, heroes/lib/heroes.lua what
# other areas ask of them (skills_of, heroes_of).

rule "heroes.counters" {
  section = "1.1"
  title   = "Hero counters"
  summary = "A Hero is a marker of one faction's colour naming its skills and the factor changes it lends. The book prints no Hero, so the project's Heroes, one or two per faction, are provisional; each is an item tagged hero whose stats list its skills and changes."
}

rule "heroes.attachment" {
  section = "1.1"
  title   = "Heroes are attached like COs"
  summary = "A Hero rides on a unit as a CO marker does, in the unit's attached markers, and takes no place in the stack. A unit may have any number of Heroes on it."
}

rule "heroes.transfer" {
  section = "1.1"
  title   = "Passing Heroes between stacked units"
  summary = "At the start of a unit's activation, before it acts (transfer_hero), any number of Heroes may move between it and friendly units in its hex. The transfer is a pre-action: it does not Finish the unit."
}

rule "heroes.own-unit" {
  section = "1.1"
  title   = "A Hero helps only its own unit"
  summary = "A Hero's skills and factor changes count for the unit it is attached to and for no other unit, not even one stacked with it."
}

rule "heroes.skill-action" {
  section = "1.1"
  title   = "A Hero's skill is the unit's action"
  summary = "When the unit a Hero rides on is activated, one of the Hero's skills may be used, and that use is all the unit does in the activation."
}

rule "heroes.loss" {
  section = "1.1"
  title   = "Heroes die with their unit"
  summary = "Unlike a CO marker, which passes to a 2IC, a Hero is not replaced when its unit is eliminated: it leaves play with the unit."
}

rule "heroes.recruited" {
  section = "1.1"
  title   = "Heroes follow a recruited unit"
  summary = "A Hero is never recruited on its own; when the unit it rides on is recruited, the Hero stays attached to it and serves its new faction."
}
