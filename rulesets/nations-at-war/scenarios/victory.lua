-- Who wins a scenario [scenarios.control, scenarios.outline] and a generated battle
-- [generator.meeting, generator.defender-attacker, generator.next-line]. The turn area asks the
-- game_end hook after the last turn's Marker Removal (turn/hooks.hcl); the first handler that
-- returns a result settles the game. The scenario's options say how it is won:
--   objectives  = ["L9", ...]           hexes whose control decides (13.1 item 6), besides those
--                                       the setup marks with an "objective" marker
--   control     = { L9 = "german" }     who holds an objective at the start (else its occupant)
--   victory     = "objectives" (the default: more objectives, then destroyed points),
--                 "points" (14.1: destroyed points only),
--                 "attacker-defender" (14.2: 100 an objective for the attacker, 50 for the
--                 defender, plus destroyed points; options.attacker names the attacker),
--                 "next-line" (14.3: each side's own objectives, the objective markers its setup
--                 placed, victory.goals; more captured wins, then destroyed points)
local victory = require("victory")

-- The last side to move a unit through an objective hex that holds no other side's unit
-- controls it [scenarios.control].
nw68.on("unit_enters_hex", "*", function(ev)
  if not victory.is_objective(ev.hex) then return end
  local u = nw68.unit(ev.unit)
  for _, o in ipairs(nw68.units_at(ev.hex)) do
    if o.side ~= u.side then return end
  end
  if nw68.hex(ev.hex).control ~= u.side then
    nw68.set_control(ev.hex, u.side)
    nw68.say("scenarios.controls", { side = u.side, hex = ev.hex })
  end
end)

-- After every action the objectives' control is settled again: an assault that cleared a hex
-- leaves it to the side still there [scenarios.control].
nw68.on("action_resolved", "*", function()
  if #victory.objectives() > 0 then victory.sync() end
end)

-- finish reports the result and says it: the message key and its values, which are the game's
-- result too (turn/hooks.hcl game_end).
local function finish(winner, fields, key, params)
  fields.winner = winner
  nw68.report("victory", fields)
  params.side = winner ~= "" and winner or nil
  nw68.say(key, params)
  return { key = key, params = params }
end

-- More objectives wins; equal objectives go to the destroyed points; equal points are a draw
-- [scenarios.control].
local function by_objectives()
  local held, pts = victory.held(), victory.destroyed()
  local fields = {}
  for s, n in pairs(held) do fields[s] = n end
  local w, _, order = victory.rank(held)
  local line = { objectives = victory.scores(held, order) }
  if w ~= "" then
    return finish(w, fields, "scenarios.wins-objectives", line)
  end
  local pw, _, porder = victory.rank(pts)
  line.points = victory.scores(pts, porder)
  if pw ~= "" then
    return finish(pw, fields, "scenarios.wins-points-objectives-even", line)
  end
  return finish("", fields, "scenarios.draw-objectives", line)
end

-- The greater value of enemy units destroyed wins [generator.meeting].
local function by_points()
  local pts = victory.destroyed()
  local fields = {}
  for s, n in pairs(pts) do fields[s] = n end
  local w, _, order = victory.rank(pts)
  local line = { points = victory.scores(pts, order) }
  if w == "" then return finish("", fields, "generator.draw-points", line) end
  return finish(w, fields, "generator.wins-points", line)
end

-- Objective points (100 each for the attacker, 50 for the defender) plus unit points
-- [generator.defender-attacker].
local function attacker_defender()
  local opt = victory.options()
  local attacker = opt.attacker
  local held, pts = victory.held(), victory.destroyed()
  local score = {}
  for _, s in ipairs(nw68.state().sides) do
    local per = (s == attacker) and (opt.attacker_objective_points or 100) or (opt.defender_objective_points or 50)
    score[s] = (held[s] or 0) * per + (pts[s] or 0)
  end
  local fields = {}
  for s, n in pairs(score) do fields[s] = n end
  local w, _, order = victory.rank(score)
  local line = { score = victory.scores(score, order) }
  if w == "" then return finish("", fields, "generator.draw-score", line) end
  return finish(w, fields, "generator.wins-score", line)
end

-- Each side captures the objectives it must take (its goals); more captured wins, then the
-- points destroyed [generator.next-line].
local function next_line()
  local got = {}
  for _, s in ipairs(nw68.state().sides) do
    got[s] = 0
    for _, label in ipairs(victory.goals(s)) do
      if nw68.hex(label).control == s then got[s] = got[s] + 1 end
    end
  end
  local fields = {}
  for s, n in pairs(got) do fields[s] = n end
  local w, _, order = victory.rank(got)
  local line = { captured = victory.scores(got, order) }
  if w ~= "" then return finish(w, fields, "generator.wins-captured", line) end
  local pts = victory.destroyed()
  local pw, _, porder = victory.rank(pts)
  line.points = victory.scores(pts, porder)
  if pw ~= "" then return finish(pw, fields, "generator.wins-points-captured", line) end
  return finish("", fields, "generator.draw-captured", line)
end

local KINDS = {
  objectives = by_objectives,
  points = by_points,
  ["attacker-defender"] = attacker_defender,
  ["next-line"] = next_line,
}

nw68.on("game_end", "*", function()
  local sc = nw68.scenario()
  if not sc then return nil end
  victory.sync()
  local kind = victory.options().victory or "objectives"
  local f = KINDS[kind]
  if not f then error("scenario option victory = " .. tostring(kind) .. " is not one of objectives, points, attacker-defender, next-line") end
  return f()
end, { id = "victory" })
