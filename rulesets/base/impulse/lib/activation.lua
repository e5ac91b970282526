-- Whose turn it is to act [impulse.activation].
local activation = {}

-- in_progress returns nil while an activation is in progress, else code,
-- rule, reason. Once play has begun, units act only in an activation; in a
-- bare test setup with no activation set any unit may.
function activation.in_progress()
  local st = nw68.state()
  if st.begun and st.active_formation == "" and st.active_side == "" then
    return "no_activation", "impulse.activation", "no formation is active: draw the next marker"
  end
  return nil
end

-- may_act returns nil when unit u may act in the current activation, else
-- code, rule, reason: units act only in their formation's activation.
function activation.may_act(u)
  local code, rule, reason = activation.in_progress()
  if code then return code, rule, reason end
  local st = nw68.state()
  if st.active_formation ~= "" and u.formation ~= st.active_formation then
    return "not_active", "impulse.activation", u.id .. " is not of the active formation " .. st.active_formation
  end
  if st.active_side ~= "" and u.side ~= st.active_side then
    return "not_active", "impulse.activation", u.id .. " is not of the active side " .. st.active_side
  end
  if u.aboard then
    return "aboard", "units.apc-passengers", u.id .. " is aboard " .. u.aboard .. " and cannot act on its own"
  end
  return nil
end

-- the per-activation bookkeeping, unit counters cleared when an activation
-- ends: MP spent, whether the unit moved, whether it attacked
activation.counters = { "mp_spent", "moved", "fired" }

return activation
