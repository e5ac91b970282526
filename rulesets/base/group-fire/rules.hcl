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
