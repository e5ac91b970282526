-- Defensive measures as the attacks of several areas ask them [defences.*].
local defences = {}

-- cancel takes off an attack's hits on the units in hex what its terrain and markers cancel
-- before any defence die (the stat negates_hits: an Improved Position's first hit), logging
-- each; it returns the hits left and those cancelled [defences.improved-position]. Ranged fire,
-- hex attacks and close combat all ask it.
function defences.cancel(hex, hits)
  local left, cancelled = hits, 0
  if hits <= 0 then return hits, 0 end
  for _, t in ipairs(nw68.terrain_terms(hex, "negates_hits")) do
    local cut = math.min(left, t[2])
    if cut > 0 then
      left = left - cut
      cancelled = cancelled + cut
      -- t[1] is the term's label (the terrain's, feature's or marker's English name)
      nw68.say("defences.cancels", { what = t[1], hex = hex, n = cut }, { rule = t[3] })
    end
  end
  return left, cancelled
end

return defences
