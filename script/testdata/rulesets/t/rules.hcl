# The rules the test ruleset cites.
rule "x.y" {
  title = "Test rule"
}

rule "x.z" {
  section = "9.1"
  title   = "Another rule"
  summary = "Cited by modifiers, vetoes and table rows."
}
