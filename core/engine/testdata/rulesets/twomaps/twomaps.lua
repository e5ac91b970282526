-- Moves stay on their map: distance refuses hexes of two maps.
nw68.on("action_enumerate", "move", function()
  local out = {}
  for _, u in ipairs(nw68.units({ side = nw68.state().active_side })) do
    for _, n in ipairs(nw68.neighbors(u.hex)) do
      table.insert(out, { unit = u.id, to = n })
    end
  end
  return out
end)
nw68.on("action_validate", "move", function(a)
  local u = nw68.unit(a.unit)
  if u.side ~= nw68.state().active_side then return "not_yours", "t.move", "not your unit" end
  if nw68.map_of(u.hex) ~= nw68.map_of(a.to) then
    return "other_map", "t.move", u.id .. " is on " .. nw68.map_of(u.hex) .. ", not " .. nw68.map_of(a.to)
  end
  if nw68.distance(u.hex, a.to) ~= 1 then return "too_far", "t.move", "one hex at a time" end
end)
nw68.on("action_resolve", "move", function(a) nw68.move(a.unit, a.to) end)
nw68.on("unit_enters_hex", "*", function(ev)
  nw68.set_control(ev.hex, nw68.unit(ev.unit).side)
end)

nw68.on("action_resolve", "shell", function(a)
  local _, roll = nw68.roll(1, 6, "shell")
  local m = nw68.map_of(a.at)
  if roll >= 3 then
    nw68.set_map_var(m, "fires", nw68.map_var(m, "fires") + 1)
    nw68.set_marker(a.at, "smoke", roll)
  end
  nw68.log("t.shell", "shelled " .. a.at .. " (" .. m .. "): " .. roll)
end)

nw68.on("action_resolve", "end_turn", function()
  local st = nw68.state()
  nw68.start_activation(st.active_side == "red" and "blue" or "red", "")
end)

nw68.on("action_resolve", "survey", function(a)
  local maps = nw68.maps()
  local w, m = nw68.board(maps[1]), nw68.board(maps[2] or maps[1])
  local ok, dist = pcall(nw68.distance, a.a, a.b)
  local lok, line = pcall(nw68.line, a.a, a.b)
  nw68.report("survey", {
    maps = table.concat(maps, ","),
    first = w.cols .. "x" .. w.rows, second = m.cols .. "x" .. m.rows,
    default = nw68.board().cols,
    map_a = nw68.map_of(a.a), map_b = nw68.map_of(a.b),
    distance = (not ok and tostring(dist)) or (dist == math.huge and "out of reach") or dist,
    line = lok and #line or tostring(line),
    near = #nw68.within(a.a, 2),
    along = table.concat(a.along or {}, ","),
  })
end)
