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

-- Whether a unit may act in the current activation is data: the
-- preconditions of impulse/preconditions.hcl, which actions require and
-- nw68.precondition judges for a script.

-- the per-activation bookkeeping, unit counters cleared when an activation
-- ends: MP spent, whether the unit moved, whether it attacked
activation.counters = { "mp_spent", "moved", "fired" }

return activation
