-- Where a formation's pulse stands [pulse.sequence]. The var pulse_step holds the step
-- reached: unset (0) at the start, inside the rally step; 4 once a fire mission is called;
-- 5 once an operation has been made. A case that sets active_formation starts at 0.
local pulse = {}

pulse.FIRE_MISSIONS = 4
pulse.OPERATIONS = 5
-- fire missions a formation may call in one activation [pulse.fire-missions]
pulse.MAX_MISSIONS = 2

function pulse.step()
  return nw68.state().vars.pulse_step or 0
end

-- rallies are open until the first fire mission or operation [pulse.sequence, rally.check]
function pulse.rallies_open()
  return pulse.step() < pulse.FIRE_MISSIONS
end

-- fire missions are open until the first operation [pulse.sequence]
function pulse.missions_open()
  return pulse.step() < pulse.OPERATIONS
end

-- missions called by a formation in this activation [pulse.fire-missions]
function pulse.missions(formation)
  local f = formation and nw68.formation(formation)
  return f and (f.counters["fire-missions"] or 0) or 0
end

-- reach moves the pulse on to a step (never back).
function pulse.reach(step)
  if pulse.step() < step then nw68.set_var("pulse_step", step) end
end

return pulse
