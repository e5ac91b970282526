# Rule index of the Nations at War area `dice`. Section numbers are the book's own; summaries are
# this project's words, numbers carried over from the book. Where the book contradicts itself
# the summary says so and names the reading the project follows.

rule "dice.d6" {
  section = "2.1"
  title   = "Dice"
  summary = "Every roll in the game is made with six-sided dice."
}
