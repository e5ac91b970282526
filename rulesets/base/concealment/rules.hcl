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
