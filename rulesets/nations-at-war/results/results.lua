-- Combat results [results.disruption, results.step-loss, results.wreck].
local units = require("units")

-- Combat results, one hit at a time [results.disruption, results.step-loss].
nw68.on("unit_takes_hits", "*", function(ev)
  for _ = 1, ev.hits do
    local u = nw68.unit(ev.unit)
    if not u.alive then return end
    local hq = u.tags.hq or u.tags["sub-hq"]
    if hq and units.step_loss_face(u) then
      -- an HQ is never Disrupted: a hit that reaches it costs a step at once [results.disruption]
      nw68.set_face(u.id, units.step_loss_face(u))
      nw68.say("results.hq-step", { unit = u.id })
    elseif hq then
      nw68.say("results.hq-removed", { unit = u.id })
      nw68.eliminate(u.id, "results.step-loss")
      return
    elseif not u.statuses.disrupted then
      nw68.set_status(u.id, "disrupted", true)
      nw68.say("results.disrupted", { unit = u.id })
    elseif units.step_loss_face(u) then
      -- the reduced face of the mode shown: mounted steps down to reduced-mounted [units.armored-infantry]
      nw68.set_face(u.id, units.step_loss_face(u))
      nw68.say("results.step-loss", { unit = u.id })
    else
      -- a reduced unit, or a single-step unit, has no step left [results.single-step]
      if not u.faces.reduced then nw68.say("results.single-step", { unit = u.id }) end
      nw68.eliminate(u.id, "results.step-loss")
      return
    end
  end
end)

-- A destroyed hard target leaves a wreck, one per hex at most [results.wreck].
nw68.on("unit_eliminated", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if ev.on_map and units.hard(u) then
    if not nw68.hex(ev.hex).markers.wreck then
      nw68.set_marker(ev.hex, "wreck", 0)
      nw68.say("results.wreck", { hex = ev.hex })
    end
  end
end)

-- A Disrupted unit may not step closer to (or next to) an enemy it sees; moving away is allowed
-- while no step brings it closer to any enemy in its sight [results.disrupted-movement].
local los = require("los")

local function advance(u, path)
  local from = u.hex
  for _, to in ipairs(path or {}) do
    for _, e in ipairs(nw68.units({})) do
      if e.on_map and nw68.foes(u, e) and los.sees(u, e, from, e.hex) then
        local before, after = nw68.distance(from, e.hex), nw68.distance(to, e.hex)
        if after < before then
          return "results.no-advance", { unit = u.id, from = from, to = to, enemy = e.id }
        end
      end
    end
    from = to
  end
  return nil
end

nw68.on("action_validate", "move", function(a)
  local ids = a.units or { a.unit }
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    if u and u.on_map and u.statuses.disrupted then
      local why, params = advance(u, a.path)
      if why then return "disrupted_advance", "results.disrupted-movement", why, params end
    end
  end
  return nil
end)
