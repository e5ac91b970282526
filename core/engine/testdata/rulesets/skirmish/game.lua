nw68.on("action_enumerate", "move", function()
  local out = {}
  local st = nw68.state()
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    for _, n in ipairs(nw68.neighbors(u.hex)) do
      table.insert(out, { unit = u.id, to = n })
    end
  end
  return out
end)
nw68.on("action_validate", "move", function(a)
  local u = nw68.unit(a.unit)
  if u.side ~= nw68.state().active_side then return "not_yours", "s.move", "not your unit" end
  -- computing during validation is allowed and leaves no trace in the log
  local reach = nw68.compute{ stage = "reach", name = "Reach", terms = { { "step", 1, "s.move" } } }
  if nw68.distance(u.hex, a.to) ~= reach then return "too_far", "s.move", "one hex at a time" end
  if #nw68.units_at(a.to) > 0 then return "occupied", "s.move", "hex taken" end
end)
nw68.on("action_resolve", "move", function(a) nw68.move(a.unit, a.to) end)
nw68.on("unit_enters_hex", "*", function(ev)
  nw68.set_control(ev.hex, nw68.unit(ev.unit).side)
end)
nw68.on("action_validate", "shoot", function(a)
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  if u.side ~= nw68.state().active_side then return "not_yours", "s.shoot", "not your unit" end
  if nw68.distance(u.hex, t.hex) > u.stats.range then return "out_of_range", "s.shoot", "too far" end
end)
nw68.on("action_resolve", "shoot", function(a)
  local _, roll = nw68.roll(1, 6, "shoot")
  if roll == 6 then
    nw68.eliminate(a.target, "s.shoot")
  elseif roll >= 4 then
    nw68.set_status(a.target, "hit", true)
  end
  local alive = nw68.units({ side = nw68.unit(a.target).side })
  if #alive == 0 then nw68.end_game(nw68.unit(a.unit).side .. " wins", "s.shoot") end
end)
nw68.on("action_resolve", "end_turn", function()
  nw68.end_phase()
end)
nw68.on("step", "clear-hits", function()
  for _, u in ipairs(nw68.units({})) do nw68.set_status(u.id, "hit", false) end
  local st = nw68.state()
  nw68.start_activation(st.active_side == "red" and "blue" or "red", "")
  nw68.end_phase()
end)
