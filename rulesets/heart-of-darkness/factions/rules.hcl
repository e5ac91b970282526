rule "factions.white-hand" {
  section = "1.1"
  title   = "The White Hand"
  summary = "The expansion's fourth faction, whose counters the book colour-codes like the others'. Its reanimators raise Skinless rather than Reanimated (1.4), and its infantry ignores radiation like the Black Hand's (1.7)."
}

rule "factions.relations" {
  section = "2.0"
  title   = "Factions at war and in alliance"
  summary = "Every faction is the enemy of every other unless a scenario allies them (scenarios 9 and 10 of the book ally factions); allied factions' activation markers break each other's streaks (2.0). Allies never attack each other, and the project ranks them as one at the end of the game: their VP are pooled and they win or lose together."
}
