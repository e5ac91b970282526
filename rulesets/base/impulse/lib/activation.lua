-- The bookkeeping of an activation [impulse.activation]. Whether a unit may
-- act in it is data: the preconditions of impulse/preconditions.hcl, which
-- actions require, the kernel also judges as whether an action kind is
-- available, and nw68.precondition judges for a script.
local activation = {}

-- the per-activation bookkeeping, unit counters cleared when an activation
-- ends: MP spent, whether the unit moved, whether it attacked
activation.counters = { "mp_spent", "moved", "fired" }

return activation
