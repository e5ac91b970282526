# Rule index of the Nations at War area `units`. Section numbers are the book's own; summaries are
# this project's words, numbers carried over from the book. Where the book contradicts itself
# the summary says so and names the reading the project follows.
#
# The rulebook text this ruleset is written from has no Terrain Effects Chart and no counter
# sheet: terrain and counter values come from the worked examples, or are provisional (see the
# notes on each terrain and unit_type block).

rule "units.factors" {
  section = "2.4"
  title   = "Counter factors"
  summary = "AP firepower is how many d6 a unit throws against hard targets, HE firepower how many against soft targets. Beside each firepower sit a To-Hit number (the least a die must show to score) and a normal range in hexes. An underlined range is a hard limit. A hard target also shows an Armor Factor (how many d6 it throws to cancel hits) and a Save Number (the least a defence die must show to cancel one hit). A full-strength counter has a coloured bar, the reduced back a white bar."
}

rule "units.target-types" {
  section = "2.5"
  title   = "Hard and soft targets"
  summary = "A counter showing an armor factor (a vehicle image, no NATO symbol) is a hard target; one with a NATO symbol and no armor factor is soft: infantry, mortars, anti-tank guns and unarmored transport such as trucks. The face currently up decides, so a unit can change class when flipped. In this project a face is hard when its stats carry an armor_factor above 0."
}

rule "units.infantry" {
  section = "2.5.2"
  title   = "Infantry"
  summary = "Infantry platoons fight with small arms, machine guns and light anti-tank weapons. Only infantry and armored infantry may carry support weapons."
}

rule "units.mortar-range" {
  section = "2.5.5.1"
  title   = "Mortar range"
  summary = "A mortar's range is a hard limit: no extended range and no reduced-range bonus, just as for an underlined range. The book words this as the range being 'not underlined' yet behaving as if it were; the project records mortar ranges as fixed. The mortar's own hex-attack procedure (5.1.6) is outside this slice."
}

rule "units.afv" {
  section = "2.6.1"
  title   = "Armored fighting vehicles"
  summary = "Tracked or wheeled armored vehicles with an armor factor on the counter are AFVs and count as hard targets."
}

rule "units.hmg" {
  section = "2.7.3"
  title   = "Support weapons in combat (HMG)"
  summary = "A support weapon carried by an infantry platoon adds its firepower and range to the platoon's own when the platoon fires, as one combined attack. A heavy machine gun adds 1 firepower and 1 hex of range. Per 5.1 the support weapon adds to attacks on soft targets, so the project applies the HMG to HE fire only. Support weapons cannot be targeted and are lost with their platoon. (Bazooka, PIAT and ATR are outside this slice.)"
}

rule "units.color" {
  section = "2.8"
  title   = "National colours"
  summary = "Each nation's units are printed in their own colour; the project makes each nation a side."
}
