-- Artillery fire missions [artillery.*]: the fire_mission action. What a caller needs and the
-- count of missions are artillery/lib/missions.lua's; the attack on each hex is
-- mortars/lib/hexattack.lua's.
--
-- State kept (the kernel's): holding "missions/<key>" (missions left, a count per key),
-- formation counter fire-missions (the pulse area counts it), the Barrage marker while a mission resolves.
-- Dice order (IDS.md 4): the accuracy die once; then hex by hex in map order, only hexes holding
-- targets: attack dice, defence dice (when a hit is scored), the odd-hit die.
local missions = require("missions")
local hexattack = require("hexattack")
local fate = require("fate")

-- A mission lands on 2 or more [artillery.accuracy].
local ON_TARGET = 2
-- A smoke mission's marker [artillery.smoke].
local SMOKE_LEVEL = 2

-- The caller's role in the line of its call (missions.caller_role), a message each.
local ROLE = { HQ = "artillery.role-hq", ["sub-HQ"] = "artillery.role-sub-hq", Recon = "artillery.role-recon" }

-- parse returns the kind of a missions key, with FP and To-Hit of an HE one [artillery.missions].
local function parse(key)
  if key == "smoke" then return "smoke" end
  local fp, th = string.match(key or "", "^he%-(%d+)%-(%d+)$")
  if fp then return "he", tonumber(fp), tonumber(th) end
  return nil
end

nw68.on("action_validate", "fire_mission", function(a)
  local u = nw68.unit(a.unit)
  local code, rule, reason, params = missions.check_caller(u, a.target)
  if code then return code, rule, reason, params end
  if not parse(a.mission) then
    return "no_mission", "artillery.missions", "artillery.no-such-mission", { mission = a.mission }
  end
  if nw68.holding(u.side, "missions/" .. a.mission) < 1 then
    return "no_mission", "artillery.missions", "artillery.no-mission-left", { side = u.side, mission = a.mission }
  end
  if not hexattack.sees(u, a.target) then
    return "no_los", "artillery.calling", "artillery.no-los", { unit = u.id, hex = a.target }
  end
  return nil
end)

-- candidates: each caller of the side to act, each mission it holds, at the hexes of enemy units
-- (validation keeps those it sees)
nw68.on("action_enumerate", "fire_mission", function()
  local out, side = {}, nw68.acting_side()
  if side == "" then return out end
  local keys = {}
  for k, n in pairs((nw68.state().holdings[side] or {})) do
    local m = string.match(k, "^missions/(.+)$")
    if m and n > 0 and parse(m) then table.insert(keys, m) end
  end
  table.sort(keys)
  if #keys == 0 then return out end
  local hexes, seen = {}, {}
  for _, e in ipairs(nw68.units()) do
    if e.on_map and nw68.enemies(side, e.side) and not seen[e.hex] then
      seen[e.hex] = true
      table.insert(hexes, e.hex)
    end
  end
  for _, u in ipairs(nw68.units({ side = side })) do
    if u.on_map and missions.caller_role(u) then
      for _, m in ipairs(keys) do
        for _, h in ipairs(hexes) do table.insert(out, { unit = u.id, mission = m, target = h }) end
      end
    end
  end
  return out
end)

nw68.on("action_resolve", "fire_mission", function(a)
  local u = nw68.unit(a.unit)
  local kind, fp, th = parse(a.mission)
  local left = nw68.holding(u.side, "missions/" .. a.mission) - 1
  nw68.set_holding(u.side, "missions/" .. a.mission, left)
  nw68.say("artillery.calls", { unit = u.id, role = { key = ROLE[missions.caller_role(u)], params = {} }, mission = a.mission, hex = a.target,
    left = left })
  nw68.say("artillery.caller-free", { unit = u.id })
  local acc = nw68.roll(1, 6, "artillery.accuracy-roll", fate.answer(u.side))[1]
  local report = { caller = u.id, mission = a.mission, target = a.target, accuracy = acc, hex = a.target,
                   firepower = 0, to_hit = 0, hits = 0, defence_dice = 0, saved = 0, net_hits = 0 }
  if acc < ON_TARGET then
    nw68.say("artillery.ineffective", { roll = acc })
    nw68.report("barrage", report)
    return
  end
  nw68.say("artillery.on-target", { roll = acc })
  if kind == "smoke" then
    hexattack.place_smoke(a.target, SMOKE_LEVEL, "artillery.smoke")
    report.smoke = true
    nw68.report("barrage", report)
    return
  end
  nw68.set_marker(a.target, "barrage", 0)
  report.firepower, report.to_hit = fp, th
  -- the target hex and its six neighbours, each on its own, in map order [artillery.area]: one
  -- barrage report a hex resolved (the last is the last hex)
  local n = 0
  for _, h in ipairs(hexattack.map_order(nw68.within(a.target, 1))) do
    if #hexattack.targets(h) > 0 then
      local r = hexattack.attack{ kind = "artillery", hex = h, firepower = fp, to_hit = th, side = u.side,
        name = { key = "artillery.barrage-name", params = { mission = a.mission } } }
      r.caller, r.mission, r.target, r.accuracy = u.id, a.mission, a.target, acc
      nw68.report("barrage", r)
      n = n + 1
    end
  end
  nw68.remove_marker(a.target, "barrage")
  nw68.say("artillery.barrage-off", { hex = a.target })
  if n == 0 then nw68.report("barrage", report) end
end)
