-- Combat results [results.*].
local units = require("units")

nw68.on("unit_takes_hits", "*", function(ev)
  -- no hit left (a rule before this one took them away): no result
  if ev.hits <= 0 then return end
  local u = nw68.unit(ev.unit)
  local hits = ev.hits
  -- High Morale: the hit that would shake the unit only discards the marker;
  -- further hits of the attack count as usual [counters.high-morale]
  if u.statuses["high-morale"] and not u.statuses.shaken then
    nw68.set_status(u.id, "high-morale", false)
    nw68.say("counters.high-morale-spent", { unit = u.id })
    hits = hits - 1
    if hits == 0 then return end
  end
  local shaken, reduced = u.statuses.shaken, u.face == "reduced"
  local rule
  local eliminate, reduce = false, false
  if shaken and reduced then
    eliminate, rule = true, "results.shaken-reduced"
  elseif shaken or reduced then
    rule = "results.damaged"
    if hits >= 2 then eliminate = true else reduce = true end
  else
    rule = "results.full-strength"
    if hits >= 3 then eliminate = true elseif hits == 2 then reduce = true end
  end
  -- a unit with no reduced face has one step: a reduce result eliminates it [results.one-step]
  if reduce and not u.faces.reduced then
    eliminate, rule = true, "results.one-step"
  end
  if eliminate then
    nw68.eliminate(u.id, rule)
    return
  end
  nw68.set_status(u.id, "shaken", true)
  if reduce then
    nw68.set_face(u.id, "reduced")
    nw68.say(rule == "results.damaged" and "results.damaged-shaken-reduced" or "results.shaken-reduced", { unit = u.id })
  else
    nw68.say("results.shaken", { unit = u.id }) -- only a unit at full strength is Shaken without more
  end
end)

-- Wrecks [results.wreck]: an AFV or air unit destroyed on the map leaves one wreck per hex.
nw68.on("unit_eliminated", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if ev.on_map and (units.afv(u) or units.air(u)) then
    local h = nw68.hex(ev.hex)
    if not h.markers.wreck then
      nw68.set_marker(ev.hex, "wreck", 0)
      nw68.say("results.wreck-left", { hex = ev.hex })
    end
  end
end)
