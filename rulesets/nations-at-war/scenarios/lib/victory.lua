-- Victory as the scenarios and the battle generator score it [scenarios.control, generator.*].
-- Control of objectives is kept in the kernel's hex control (nw68.set_control); the points of
-- destroyed units come from the table "unit-points" (generator/points.hcl).
local victory = {}

local function options()
  local sc = nw68.scenario()
  return (sc and sc.options) or {}
end
victory.options = options

-- objectives: the objective hexes [scenarios.outline]: those carrying an "objective" marker, in
-- map order, which a scenario places with its setup (marker "J9" "objective" {}) and a generated
-- battle's setup with set_objective [generator.objectives, generator.next-line]; then those a
-- setup names in options.objectives (a case's bare board).
function victory.objectives()
  local out, seen = {}, {}
  for _, h in ipairs(nw68.marked("objective")) do
    table.insert(out, h.label)
    seen[h.label] = true
  end
  for _, h in ipairs(options().objectives or {}) do
    local label = nw68.hex(h).label
    if not seen[label] then table.insert(out, label) end
  end
  return out
end

local function sides_at(label)
  local set, n, only = {}, 0, nil
  for _, u in ipairs(nw68.units_at(label)) do
    if not set[u.side] then
      set[u.side] = true
      n = n + 1
      only = u.side
    end
  end
  return n, only
end

-- sync settles the control of every objective hex [scenarios.control]: the only side with units
-- in it controls it; an empty or shared hex keeps whoever last held it (the last side through
-- it, set as units enter); a hex never held goes to the side the scenario names (options.control).
function victory.sync()
  local start = options().control or {}
  for _, label in ipairs(victory.objectives()) do
    local h = nw68.hex(label)
    local n, only = sides_at(h.label)
    local ctrl = h.control
    if n == 1 then
      ctrl = only
    elseif ctrl == nil then
      ctrl = start[label] or start[h.label]
    end
    if ctrl and ctrl ~= h.control then
      nw68.set_control(h.label, ctrl)
      nw68.say("scenarios.controls", { side = ctrl, hex = h.label })
    end
  end
end

-- side_index: the side's place in the game's list of sides, the level of the objective
-- markers that are its own goals in a To the Next Line battle [generator.next-line].
function victory.side_index(side)
  for i, s in ipairs(nw68.state().sides) do
    if s == side then return i end
  end
  return 0
end

-- goals: the hexes of a side's own objectives in a To the Next Line battle, the objective
-- markers of its level, in map order [generator.next-line].
function victory.goals(side)
  local out, level = {}, victory.side_index(side)
  for _, h in ipairs(nw68.marked("objective")) do
    if h.markers.objective == level then table.insert(out, h.label) end
  end
  return out
end

-- is_objective: the hex is one of the scenario's objectives.
function victory.is_objective(label)
  for _, h in ipairs(victory.objectives()) do
    if nw68.hex(h).label == label then return true end
  end
  return false
end

-- points: the cost of a unit on the cost list (generator/points.hcl), 0 when it has none.
function victory.points(u)
  local row = nw68.table("unit-points", u.type)
  return (row and row.points) or 0
end

-- credit: the side that scores an eliminated unit, the one enemy side of the scenario
-- (the first in the scenario's order when there are several).
local function credit(u)
  for _, s in ipairs(nw68.state().sides) do
    if nw68.enemies(s, u.side) then return s end
  end
  return nil
end

-- destroyed: points of the enemy units each side destroyed [generator.meeting].
function victory.destroyed()
  local pts = {}
  for _, s in ipairs(nw68.state().sides) do pts[s] = 0 end
  for _, u in ipairs(nw68.units({ alive = false })) do
    local side = credit(u)
    if side then pts[side] = (pts[side] or 0) + victory.points(u) end
  end
  return pts
end

-- held: objectives each side controls now.
function victory.held()
  local n = {}
  for _, s in ipairs(nw68.state().sides) do n[s] = 0 end
  for _, label in ipairs(victory.objectives()) do
    local c = nw68.hex(label).control
    if c then n[c] = (n[c] or 0) + 1 end
  end
  return n
end

-- rank orders the sides by a score, best first, then by id; returns the winner ("" on a tie
-- for first) and the lead.
function victory.rank(score)
  local order = {}
  for _, s in ipairs(nw68.state().sides) do table.insert(order, s) end
  table.sort(order, function(a, b)
    if (score[a] or 0) ~= (score[b] or 0) then return (score[a] or 0) > (score[b] or 0) end
    return a < b
  end)
  local top, second = order[1], order[2]
  local lead = (score[top] or 0) - (second and (score[second] or 0) or 0)
  if lead <= 0 then return "", 0, order end
  return top, lead, order
end

-- scores lists each side's score in order ("german 2, us 1"), a value of the result's message.
function victory.scores(score, order)
  local parts = {}
  for _, s in ipairs(order) do table.insert(parts, string.format("%s %d", s, score[s] or 0)) end
  return table.concat(parts, ", ")
end

return victory
