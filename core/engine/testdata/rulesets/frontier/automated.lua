-- the sides take turns in the order of the game's sides [f.automated]
nw68.on("action_resolve", "end_turn", function()
  local st = nw68.state()
  for i, s in ipairs(st.sides) do
    if s == st.active_side then
      nw68.start_activation(st.sides[i % #st.sides + 1], "")
      return
    end
  end
end)

nw68.on("action_validate", "march", function(a)
  local u = nw68.unit(a.unit)
  if nw68.distance(u.hex, a.to) ~= 1 then return "too_far", "f.automated", "one hex at a time" end
end)
nw68.on("action_resolve", "march", function(a)
  nw68.move(a.unit, a.to)
  nw68.set_counter(a.unit, "marched", 1)
end)
nw68.on("action_resolve", "confuse", function() nw68.set_var("confused", 1) end)

-- grey's choice: its patrol marches one hex west once a turn, then grey
-- hands the turn on
nw68.on("automated_turn", "grey", function()
  local u = nw68.unit("g1")
  if (u.counters.marched or 0) == 0 then
    local west = nw68.state().vars.confused and "Z9" or string.char(string.byte(u.hex) - 1) .. string.sub(u.hex, 2)
    return { kind = "march", unit = "g1", to = west }
  end
  return { kind = "end_turn" }
end)
nw68.on("action_resolve", "end_turn", function()
  if nw68.state().active_side == "grey" then nw68.set_counter("g1", "marched", 0) end
end, { phase = "first" })
