-- Defensive measures as the attacks of several areas ask them [defences.*].
local defences = {}

-- cancel takes off an attack's hits on the units in hex what its terrain and markers cancel
-- before any defence die (the stat negates_hits: an Improved Position's first hit), logging
-- each; it returns the hits left and those cancelled [defences.improved-position]. Ranged fire,
-- hex attacks and close combat all ask it.
-- named finds the entity of the hex a terrain term's label names (terrain_terms labels each term
-- with the name of the terrain, feature or marker kind giving it): the message to say it with and
-- the entity's id, or the plain label when none of the hex's is so named.
local function named(hex, label)
  local h = nw68.hex(hex)
  local e = nw68.entity("terrain", h.terrain)
  if e and e.name == label then return "defences.cancels-terrain", h.terrain end
  for id in pairs(h.features) do
    e = nw68.entity("terrain", id)
    if e and e.name == label then return "defences.cancels-terrain", id end
  end
  for kind in pairs(h.markers) do
    e = nw68.entity("marker_kind", kind)
    if e and e.name == label then return "defences.cancels", kind end
  end
  return "defences.cancels-text", label
end

function defences.cancel(hex, hits)
  local left, cancelled = hits, 0
  if hits <= 0 then return hits, 0 end
  for _, t in ipairs(nw68.terrain_terms(hex, "negates_hits")) do
    local cut = math.min(left, t[2])
    if cut > 0 then
      left = left - cut
      cancelled = cancelled + cut
      -- t[1] is the term's label, the English name of the hex's terrain, a feature or a marker:
      -- the message is given that entity's id, to be named in each reader's language
      local key, what = named(hex, t[1])
      nw68.say(key, { what = what, hex = hex, n = cut }, { rule = t[3] })
    end
  end
  return left, cancelled
end

return defences
