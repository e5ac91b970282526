# Rule index of the Nations at War area `aa` (10.1). Section numbers are the book's own;
# summaries are this project's words.

rule "aa.firepower" {
  section = "10.1"
  title   = "AA firepower"
  summary = "Anti-aircraft units print a blue AA firepower in the upper left corner of the counter (the weapon `aa`): the dice they throw at attacking aircraft (10.3.2). They also have HE firepower and an Assault factor, used as any unit's."
}

rule "aa.ground-fire" {
  section = "10.1"
  title   = "AA fire at ground targets"
  summary = "An AA unit may also fire its blue firepower at a hard target on the ground, at its normal range or less and never at extended range, hitting on 6. The book's sentence is garbled ('at greater than normal range, or less'); the project reads it as 'normal range or less', as the parenthesis '(with no extended range)' says. The To-Hit of 6 stands for the printed one, so the reduced-range bonus does not apply and other modifiers (acquisition, smoke) still do."
}
