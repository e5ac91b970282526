# Rule index of the Nations at War area `nations` (10.7).

rule "nations.special-abilities" {
  section = "10.7"
  title   = "National special abilities"
  summary = "Each nation may have special abilities from its training and doctrine; the book leaves them to each game module's own rulebook and prints none. The project gives no nation any: every side follows the standard rules, and a module's abilities come as a mod (modifiers or handlers citing this rule's area)."
}
