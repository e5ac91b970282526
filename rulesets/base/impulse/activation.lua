-- Ending an activation [impulse.activation].
local activation = require("activation")

nw68.on("action_validate", "end_activation", function()
  if nw68.state().active_formation == "" and nw68.state().active_side == "" then
    return "no_activation", "impulse.activation", "no formation is active"
  end
end)

nw68.on("action_resolve", "end_activation", function()
  local st = nw68.state()
  nw68.end_activation()
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    for _, c in ipairs(activation.counters) do nw68.set_counter(u.id, c, 0) end
  end
  if st.active_formation ~= "" then
    nw68.set_formation_counter(st.active_formation, "co_bonus_used", 0)
  end
  nw68.log("impulse.activation", "the activation of " .. (st.active_formation ~= "" and st.active_formation or st.active_side) .. " ends")
end)
