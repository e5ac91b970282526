# Command rules that are this project's readings rather than paragraphs of the book.

rule "command.2ic-choice" {
  section = "2.3.1"
  title   = "Choosing the 2IC"
  summary = "The owner names the unit that takes the 2IC marker (demote_co) as the formation's activation starts. When the owner names none before the rally step, or at Cleanup, the project gives the marker to the formation unit on the map that leaves the fewest formation units beyond the Extended Radio Range, ties to the first unit by id."
}
