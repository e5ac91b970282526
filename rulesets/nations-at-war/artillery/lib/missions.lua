-- Fire missions of a formation's pulse, artillery (10.2) and indirect mortar fire (5.1.6) alike
-- [pulse.fire-missions, artillery.calling, artillery.caller, artillery.timing].
-- The pulse area keeps the step the pulse has reached and counts the missions (formation counter
-- fire-missions, counted when a fire_mission or a spotted mortar_fire resolves): pulse/lib/pulse.lua.
-- Here is what a caller (or a mortar's spotter) needs.
local pulse = require("pulse")

local M = {}

-- At most this many fire missions a formation activation [pulse.fire-missions].
M.PER_ACTIVATION = pulse.MAX_MISSIONS

-- caller_role names what makes u a caller (HQ, sub-HQ, Recon), or nil [artillery.calling].
function M.caller_role(u)
  if u.tags.hq then return "HQ" end
  if u.tags["sub-hq"] then return "sub-HQ" end
  if u.tags.recon then return "Recon" end
  return nil
end

-- step_open: the active formation's Fire Mission step is still open: no operation has been
-- made in this pulse [artillery.timing].
function M.step_open()
  return pulse.missions_open()
end

-- count: missions the formation has made this activation.
function M.count(formation)
  return pulse.missions(formation)
end

-- check_caller returns code, rule, reason (a message key) and its values when u may not call (or spot for) a fire mission on
-- hex now, else nil [artillery.calling, artillery.caller, artillery.timing, pulse.fire-missions].
function M.check_caller(u, hex, code_role)
  local st = nw68.state()
  if not M.caller_role(u) then
    return code_role or "not_caller", "artillery.calling", "artillery.not-caller", { unit = u.id }
  end
  if u.formation == "" or u.formation ~= st.active_formation then
    return code_role or "not_caller", "artillery.calling", "artillery.not-active", { unit = u.id }
  end
  if not u.on_map then
    return "not_on_map", "artillery.calling", "artillery.not-on-map", { unit = u.id }
  end
  if u.statuses["ops-complete"] then
    return "ops_complete", "artillery.caller", "artillery.ops-complete", { unit = u.id }
  end
  if (u.counters.mp or 0) > 0 then
    return "not_first", "artillery.calling", "artillery.moved", { unit = u.id }
  end
  if not M.step_open() then
    return "not_first", "artillery.timing", "artillery.step-over", { formation = u.formation }
  end
  if M.count(u.formation) >= M.PER_ACTIVATION then
    return "too_many_missions", "pulse.fire-missions", "artillery.two-missions", { formation = u.formation }
  end
  return nil
end

return M
