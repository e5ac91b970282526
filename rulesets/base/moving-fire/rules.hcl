rule "moving-fire.general" {
  section = "5.3"
  title   = "Moving fire"
  summary = "Every land unit except SPA/SPAA may fire with -2 AV when moving up to half Speed, rounded down. Air units follow their own rules. A Shaken or Out Of Contact unit, already held to half Speed, may still move that half and fire: the limits are the same half, not one on top of the other. The SPAA section allows SPAA to fire non-fixed weapons this way; the project follows it (units.spaa)."
}

rule "moving-fire.order" {
  section = "5.3"
  title   = "Move then fire, or fire then move"
  summary = "A moving-fire unit either moves up to half Speed and then fires at -2 AV, or fires at -2 AV and then moves up to half Speed."
}
