rule "cleanup.order" {
  section = "2.0"
  title   = "The expansion's Cleanup order"
  summary = "The expansion's Cleanup, step by step: clear Finished and Chemical markers; lower smoke and fire by a level each, as their own rules and the current weather say; a 2IC may take command; supply units either yield a point or are cashed in for their cost; AUX may be bought; the next turn's weather is rolled; then every formation's activation markers and the event markers go back into the cup. The players' own part (purchases, cashing supply units in, and the base game's refits, which the expansion's list does not name) is done where the list puts the purchases, before the weather; after the game's last turn there is no weather roll, but the weather in play still acts as in every Cleanup before the game is scored."
}
