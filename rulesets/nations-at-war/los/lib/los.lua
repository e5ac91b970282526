-- Line of sight of Nations at War [los.*]: the kernel's verdict from the sight model
-- (los/sight.hcl), then the two judgements its clauses cannot state yet, read from the kernel's
-- own trace of the line (nw68.sight_line): a Ridgeline blocks unless it is next to either end or
-- both ends stand on hills [los.ground, los.hill-ridgeline], and two degrading hexes (degrading
-- terrain or wrecks, in any mix) block [los.degrading]. Nothing here traces a line itself.
local los = {}

local STATS = { "ridgeline", "degrading" }

-- a cell of the trace: whether its Ridgeline blocks this line, and whether it degrades it
local function judge(cell, from, to, both_high)
  local v = cell.values
  local ridge = (v.ridgeline or 0) > 0 and not both_high
      and nw68.distance(cell.hex, from) > 1 and nw68.distance(cell.hex, to) > 1
  local degrades = (v.degrading or 0) > 0 or (cell.markers and cell.markers.wreck ~= nil)
  return ridge, degrades
end

-- supplement returns the rule and the hex that block a line the sight model let through, or nil.
local function supplement(from, to, lf, lt)
  local both_high = lf >= 1 and lt >= 1
  local degraded = 0
  for _, cell in ipairs(nw68.sight_line(from, to, STATS)) do
    local ridge, degrades = judge(cell, from, to, both_high)
    if cell.alt then
      -- along a hexside the lesser hex counts: both must block, both must degrade [los.hexside]
      local ridge2, degrades2 = judge(cell.alt, from, to, both_high)
      if ridge and ridge2 then return "los.hexside", cell.hex end
      ridge, degrades = false, degrades and degrades2
    end
    if ridge then
      return (lf >= 1 or lt >= 1) and "los.hill-ridgeline" or "los.ground", cell.hex
    end
    if degrades then
      degraded = degraded + 1
      if degraded >= 2 then return "los.degrading", cell.hex end
    end
  end
  return nil
end

-- line judges the line between two hexes whose ends stand at heights lf and lt: blocked, the rule
-- it cites and the hex that blocks it. One trace per state and line (nw68.memo).
function los.line(from, to, lf, lt)
  return nw68.memo(string.format("los %s %s %d %d", from, to, lf, lt), function()
    local blocked, rule = nw68.line_of_sight(from, to, { from_level = lf, to_level = lt })
    if blocked then return true, rule end
    local r, at = supplement(from, to, lf, lt)
    if r then return true, r, at end
    return false
  end)
end

-- sees reports whether unit u, standing in hex `from` (its own by default), sees unit t standing
-- in hex `to` (its own by default), and when not, the rule and the hex that block the line.
-- Adjacent units always see each other [fire.adjacent, los.adjacent]; sight is mutual: the line
-- is judged from the lower-named hex so both directions read one verdict [los.required].
function los.sees(u, t, from, to)
  from, to = from or u.hex, to or t.hex
  if nw68.distance(from, to) <= 1 then return true end
  local lf, lt = nw68.sight_level(u, from), nw68.sight_level(t, to)
  local a, b, la, lb = from, to, lf, lt
  if b < a then a, b, la, lb = to, from, lt, lf end
  local blocked, rule, at = los.line(a, b, la, lb)
  return not blocked, rule, at
end

-- check is sees as a refusal: nil when u sees t, else "no_los", the rule, a reason (a message
-- key) and its values.
function los.check(u, t, from, to)
  local sees, rule, at = los.sees(u, t, from, to)
  if sees then return nil end
  local params = { unit = u.id, from = from or u.hex, target = t.id, to = to or t.hex }
  if at then
    params.at = at
    return "no_los", rule or "los.required", "los.blocked-at", params
  end
  return "no_los", rule or "los.required", "los.no-sight", params
end

-- sees_hex reports whether unit u, in its hex, sees hex `to` at its ground (a hex attack's
-- target): the same verdict as los.check, for a target that is a hex [los.required].
function los.sees_hex(u, to)
  if nw68.distance(u.hex, to) <= 1 then return true end
  local lf, lt = nw68.sight_level(u, u.hex), nw68.sight_level(u, to)
  local a, b, la, lb = u.hex, to, lf, lt
  if b < a then a, b, la, lb = to, u.hex, lt, lf end
  return not los.line(a, b, la, lb)
end

return los
