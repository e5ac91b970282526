-- Victory [victory.*]: victory points for enemy units reduced or destroyed
-- and for objectives held, and the victory level. turn/lib/turn.lua runs the
-- scorer when the Cleanup of the last turn is over and ends the game with
-- its result; nw68.report("victory", {<side> = vp..., winner, margin, lead}).
--
-- The points are read from the final position [victory.credit]: an
-- eliminated unit scores its destroyed value, a unit on its reduced side its
-- reduced value; the CO/2IC marker it carries (or carried when eliminated)
-- adds the "co" row. They go to the side whose attack last hit the unit: a
-- unit_takes_hits cause naming the attacker (`attacker` = unit id, or
-- `attacker_side`) is noted in the unit counter "vp_by" (the attacker's side,
-- as its place in the game's list of sides); with none noted, a two-sided
-- game gives them to the other side.
local turn = require("turn")

local CLASS_ORDER = { "helicopter", "plane", "tank", "spa", "spaa", "apc", "recon", "missile", "infantry" }

-- note who hit a unit, before the results are applied
nw68.on("unit_takes_hits", "*", function(ev)
  local side = ev.attacker_side
  if (side == nil or side == "") and ev.attacker then
    local a = nw68.unit(ev.attacker)
    side = a and a.side
  end
  if not side or side == "" then return end
  local u = nw68.unit(ev.unit)
  if not nw68.enemies(side, u.side) then return end
  for i, s in ipairs(nw68.state().sides) do
    if s == side then
      if (u.counters.vp_by or 0) ~= i then nw68.set_counter(u.id, "vp_by", i) end
      return
    end
  end
end, { phase = "first" })

-- row returns the VP row of a unit: by its type, else by its class.
local function row(u)
  local r = nw68.table("victory-points", u.type)
  if r then return r, u.type end
  for _, tag in ipairs(CLASS_ORDER) do
    if u.tags[tag] then return nw68.table("victory-points", tag), tag end
  end
  return nil, nil
end

local function commands(u)
  for _, m in ipairs(u.attached) do
    if m == "co" or m == "2ic" then return string.upper(m) end
  end
  return nil
end

-- credit returns the side scoring a unit.
local function credit(u)
  local sides = nw68.state().sides
  local i = u.counters.vp_by or 0
  if i > 0 and sides[i] then return sides[i] end
  -- no attacker on record: the one enemy side of the game, if there is one
  -- (a neutral side, such as an expansion's Independents, scores nothing)
  local others = {}
  for _, s in ipairs(sides) do
    if nw68.enemies(s, u.side) then table.insert(others, s) end
  end
  if #others == 1 then return others[1] end
  return nil
end

local function margin(lead)
  for _, key in ipairs({ "tactical", "decisive", "crushing" }) do
    local r = nw68.table("victory-margins", key)
    if r and lead >= r.from and (r.to == nil or lead <= r.to) then return key end
  end
  return nil
end

local function score()
  local st = nw68.state()
  local vp, order = {}, {}
  for _, s in ipairs(st.sides) do
    vp[s] = 0
    table.insert(order, s)
  end
  local function add(side, n, key, params)
    if vp[side] == nil then
      vp[side] = 0
      table.insert(order, side)
    end
    vp[side] = vp[side] + n
    params.side, params.n = side, n
    nw68.say(key, params)
  end
  local co_row = nw68.table("victory-points", "co")
  local function unit_points(u, destroyed)
    local r, class = row(u)
    if not r then return end
    local n = destroyed and r.destroyed or r.reduced
    if not n or n <= 0 then return end
    local what = destroyed and "destroyed" or "reduced"
    local side = credit(u)
    if not side then
      nw68.say("victory.no-credit-" .. what, { unit = u.id, class = class })
      return
    end
    local cmd = commands(u)
    local params = { unit = u.id, class = class }
    local key = "victory.unit-" .. what
    if cmd and co_row then
      n = n + (destroyed and co_row.destroyed or co_row.reduced)
      key, params.marker = key .. "-commander", cmd
    end
    add(side, n, key, params)
  end
  for _, u in ipairs(nw68.units({ alive = false })) do unit_points(u, true) end
  for _, u in ipairs(nw68.units({})) do
    if u.face == "reduced" then unit_points(u, false) end
  end
  local obj = nw68.table("victory-points", "objective")
  for _, label in ipairs(turn.sync_objectives()) do
    local ctrl = nw68.hex(label).control
    if ctrl and obj then add(ctrl, obj.held, "victory.objective-held", { hex = label }) end
  end
  -- the player with most points wins by its lead over the next
  -- [victory.margins]; a side the ruleset plays itself (masterless Zealots)
  -- scores for the record but is no player and cannot win
  -- sides a scenario allies (nw68.relation) win or lose together: they are
  -- ranked as one, by the sum of their points, named "a+b"
  local team, teams, tvp = {}, {}, {}
  for _, s in ipairs(order) do
    if not st.automated[s] then
      for _, t in ipairs(teams) do
        if not team[s] and nw68.relation(s, t.sides[1]) == "allied" then
          team[s] = t
          table.insert(t.sides, s)
        end
      end
      if not team[s] then
        team[s] = { sides = { s } }
        table.insert(teams, team[s])
      end
    end
  end
  local ranked = {}
  for _, t in ipairs(teams) do
    table.sort(t.sides)
    local name, n = table.concat(t.sides, "+"), 0
    for _, s in ipairs(t.sides) do n = n + vp[s] end
    tvp[name] = n
    table.insert(ranked, name)
  end
  table.sort(ranked, function(a, b)
    if tvp[a] ~= tvp[b] then return tvp[a] > tvp[b] end
    return a < b
  end)
  local top, second = ranked[1], ranked[2]
  local lead = tvp[top] - (second and tvp[second] or 0)
  local fields = {}
  for s, n in pairs(vp) do fields[s] = n end
  local result
  local parts = {}
  for _, s in ipairs(ranked) do table.insert(parts, string.format("%s %d", s, tvp[s])) end
  local tally = table.concat(parts, ", ")
  if lead <= 0 then
    fields.winner, fields.margin, fields.lead = "", "draw", 0
    result = { key = "victory.result-draw", params = { tally = tally } }
    nw68.say("victory.draw", { tally = tally })
  else
    local level = margin(lead) or error("the victory-margins table covers no lead of " .. lead .. " VP")
    fields.winner, fields.margin, fields.lead = top, level, lead
    result = { key = "victory.result-" .. level, params = { side = top, tally = tally } }
    nw68.say("victory.lead-" .. level, { side = top, lead = lead })
  end
  nw68.report("victory", fields)
  return result
end

nw68.on("game_end", "*", score, { id = "score" })
