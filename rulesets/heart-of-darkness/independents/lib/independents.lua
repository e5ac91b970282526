-- Independent units (1.2) [independents.*]. Owned by the independents area.
--
-- CONTRACT (other areas rely on these two):
--   is_independent(u) -> boolean: an Independent counter (type tag
--     "independent"), controlled or not
--   uncontrolled(u) -> boolean: on the independent side
-- Also:
--   SIDE, FORMATION            the Independents' side and formation ids
--   hostile(u)                 an uncontrolled Independent turned hostile
--   controlled(u)              an Independent a faction controls
--   uncontrolled_on_map()      whether an uncontrolled Independent is on the map
--   automate()                 the ruleset plays the Independents (once they
--                              are in play, whether or not a scenario lists
--                              their side)
--   uncontrol(id, hostile)     a unit goes over to the Independents,
--                              uncontrolled (hostile for good when hostile is
--                              true): side and formation "independent",
--                              statuses set (for events that raise or turn
--                              units into hostile Independents)
--   enlist()                   every unit of the independent side serves in
--                              the Independents' formation, uncontrolled (a
--                              unit another area spawned or converted to the
--                              side without them), and the side is automated
local M = {}

M.SIDE, M.FORMATION = "independent", "independent"

function M.is_independent(u) return u.tags.independent == true end
function M.uncontrolled(u) return u.side == M.SIDE end
function M.hostile(u) return u.side == M.SIDE and u.statuses.hostile == true end
function M.controlled(u) return M.is_independent(u) and u.side ~= M.SIDE end

function M.uncontrolled_on_map()
  for _, u in ipairs(nw68.units({ side = M.SIDE })) do
    if u.on_map then return true end
  end
  return false
end

function M.automate()
  if not nw68.state().automated[M.SIDE] then nw68.set_automated(M.SIDE, true) end
end

local function set(id, on, off)
  local u = nw68.unit(id)
  for _, st in ipairs(off) do
    if u.statuses[st] then nw68.set_status(id, st, false) end
  end
  for _, st in ipairs(on) do
    if not u.statuses[st] then nw68.set_status(id, st, true) end
  end
end
M.set_statuses = set

function M.uncontrol(id, hostile)
  local u = nw68.unit(id)
  if u.side ~= M.SIDE or u.formation ~= M.FORMATION then nw68.convert(id, u.type, M.SIDE, M.FORMATION) end
  set(id, hostile and { "uncontrolled", "hostile" } or { "uncontrolled" }, { "recruited" })
  M.automate()
end

function M.enlist()
  local any = false
  for _, u in ipairs(nw68.units({ side = M.SIDE })) do
    any = true
    if u.formation ~= M.FORMATION then nw68.convert(u.id, u.type, M.SIDE, M.FORMATION) end
    if not u.statuses.uncontrolled then nw68.set_status(u.id, "uncontrolled", true) end
  end
  if any then M.automate() end
end

return M
