rule "cleanup.steps" {
  title   = "Cleanup phase"
  summary = "After the last activation or event: remove all Finished markers; remove all Chemical markers (unless the optional dispersal rule is used); lower every smoke marker by one level, removing Level 1 smoke; a 2IC may take command; spend supply points on refits; remove planes still on the map; return all Event and Activation markers to the cup except those of eliminated formations. Radiation markers stay."
}
