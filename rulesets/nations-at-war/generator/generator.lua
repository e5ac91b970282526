-- The battle generator [generator.*]: a generated battle is a scenario that starts in the
-- battle-setup phase (generator/phases.hcl) with no units. Its options say which battle:
--   generator = "meeting" | "defender-attacker" | "next-line"
--   points    = the points of each side (meeting, next-line) or of the attacker (14.2)
--   attacker  = the attacking side (14.2)
--   forces    = { side = [formation ids] }   the formations a side buys into
--   roster    = { side = [unit type ids] }   what it may buy
--   edges     = { side = "west" | "east" | "north" | "south" }  its own map edge
-- Everything is kept in the kernel: points in the holding "points", the battle's numbers in
-- vars (last_turn, gen_et, gen_chaos_turn, gen_first), objectives as "objective" markers.
local movement = require("movement")
local victory = require("victory")

local PHASE = "battle-setup"

local function opts() return victory.options() end
local function kind() return opts().generator end

local function rule_row(key) return nw68.table("generator-rules", key) end

local function cost(type_id)
  local row = nw68.table("unit-points", type_id)
  return row and row.points or nil
end

local function list_has(list, x)
  for _, v in ipairs(list or {}) do
    if v == x then return true end
  end
  return false
end

-- the side a formation belongs to, from its block
local function formation_side(f)
  local e = nw68.entity("formation", f)
  return e and e.faction or nil
end

-- size: the row of 14.1's table for a number of points [generator.meeting].
local function size(points)
  for _, key in ipairs({ "1", "2", "3", "4" }) do
    local r = nw68.table("generator-sizes", key)
    if r and points >= r.from and points <= r.to then return r end
  end
  if points > 1000 then return nw68.table("generator-sizes", "4") end
  return nw68.table("generator-sizes", "1")
end

-- battle points: the attacker's for 14.2, else each side's
local function battle_points() return opts().points or 0 end

-- Column and row of a label ("AA12" -> 27, 12).
local function col_row(label)
  local letters, digits = string.match(label, "^(%a+)(%d+)$")
  local c = (#letters - 1) * 26 + (string.byte(string.upper(letters), 1) - 64)
  return c, tonumber(digits)
end

local function label_of(c, r)
  local letters = string.char(64 + ((c - 1) % 26) + 1)
  local rep = math.floor((c - 1) / 26)
  return string.rep(letters, rep + 1) .. r
end

-- in_zone: the hex lies within `depth` hexes of the side's own edge [generator.next-line]; the
-- defender of 14.2 sets up anywhere [generator.defender-attacker].
local function in_zone(side, label)
  if kind() == "defender-attacker" and side ~= opts().attacker then return true end
  local edge = (opts().edges or {})[side]
  if not edge then return true end
  local b = nw68.board()
  local depth = rule_row("deploy").depth
  local c, r = col_row(nw68.hex(label).label)
  if edge == "west" then return c <= depth end
  if edge == "east" then return c > b.cols - depth end
  if edge == "north" then return r <= depth end
  if edge == "south" then return r > b.rows - depth end
  return true
end

local function zone_hexes(side)
  local out, b = {}, nw68.board()
  for c = 1, b.cols do
    for r = 1, b.rows do
      local l = label_of(c, r)
      if in_zone(side, l) then table.insert(out, l) end
    end
  end
  return out
end

-- cheapest: the least cost on the side's roster
local function cheapest(side)
  local least
  for _, t in ipairs((opts().roster or {})[side] or {}) do
    local c = cost(t)
    if c and (least == nil or c < least) then least = c end
  end
  return least
end

local function starting_points(side)
  if kind() == "defender-attacker" and side ~= opts().attacker then
    return math.ceil(battle_points() / rule_row("defender").divisor)
  end
  return battle_points()
end

local function objectives_needed()
  local row = nw68.table("generator-objectives", tostring(math.min(#nw68.maps(), 4)))
  return row and row.objectives or 1
end

local function defender()
  for _, s in ipairs(nw68.state().sides) do
    if s ~= opts().attacker then return s end
  end
  return nil
end

-- The step: points, length and End of Turn markers [generator.points, generator.length].
nw68.on("step", "generate", function()
  local k = kind()
  if not k then
    nw68.log("generator.points", "no battle to generate: the setup is over")
    nw68.end_phase()
    return
  end
  local maps = #nw68.maps()
  local len = rule_row("length")
  local turns = len.turns + len.per_map * (maps - 1)
  nw68.set_var("last_turn", turns)
  local et = size(battle_points()).end_of_turn
  nw68.set_var("gen_et", et)
  for _, s in ipairs(nw68.state().sides) do
    nw68.set_holding(s, "points", starting_points(s))
    nw68.log("generator.points", string.format("%s has %d points to buy its force", s, starting_points(s)))
  end
  nw68.log("generator.length", string.format("%d map(s): the battle lasts %d turns, %d End of Turn markers", maps, turns, et))
  if k == "defender-attacker" then
    nw68.log("generator.objectives", string.format("%s names %d objective(s) (set_objective)", defender() or "the defender", objectives_needed()))
  end
end)

-- buy ------------------------------------------------------------------------------------------

nw68.on("action_available", "buy", function()
  if nw68.state().phase ~= PHASE or not kind() then
    return "wrong_phase", "generator.points", "units are bought in a generated battle's setup"
  end
end)

local function check_buy(a)
  local side = formation_side(a.formation)
  if not side or not list_has((opts().forces or {})[side], a.formation) then
    return "bad_formation", "generator.points", a.formation .. " is no formation of this battle"
  end
  local sub = nw68.submitter()
  if sub ~= "" and sub ~= side then
    return "not_yours", "generator.points", a.formation .. " is " .. side .. "'s"
  end
  if not list_has((opts().roster or {})[side], a.type) then
    return "not_on_roster", "generator.points", a.type .. " is not on " .. side .. "'s list"
  end
  local c = cost(a.type)
  if not c then return "not_on_roster", "generator.points", a.type .. " has no point cost" end
  local have = nw68.holding(side, "points")
  if have < c then
    return "too_few_points", "generator.points", string.format("%s costs %d points; %s has %d", a.type, c, side, have)
  end
  if not in_zone(side, a.hex) then
    return "not_deployment", "generator.next-line", a.hex .. " is not within " .. rule_row("deploy").depth .. " hexes of " .. side .. "'s edge"
  end
  local probe = { id = "buy-probe", type = a.type, side = side }
  local terms, code, rule = nw68.move_terms(probe, nil, a.hex)
  if not terms then return code, rule, a.type .. " may not stand in " .. a.hex end
  local ut = nw68.entity("unit_type", a.type)
  local here = nw68.units_at(a.hex)
  local platoons, hq_here = 0, false
  local platoon_type = string.match(a.type, "^s?hq%-(.+)$")
  local with_platoon = false
  for _, o in ipairs(here) do
    if nw68.enemies(side, o.side) then return "enemy_hex", "generator.points", a.hex .. " holds an enemy unit" end
    if o.tags.hq then hq_here = true end
    if movement.counts(o) then platoons = platoons + 1 end
    if platoon_type and o.type == platoon_type and o.formation == a.formation then with_platoon = true end
  end
  if ut.tags.hq then
    if hq_here then return "hq_stacking", "hq.stacking", a.hex .. " holds an HQ already" end
    if not with_platoon then
      return "hq_alone", "hq.definition", "an HQ is set up with a " .. tostring(platoon_type) .. " platoon of its formation"
    end
    for _, u in ipairs(nw68.units({ formation = a.formation })) do
      if u.type == a.type then return "hq_stacking", "hq.definition", a.formation .. " has its " .. a.type .. " already" end
    end
  elseif platoons >= movement.stack_limit and not ut.tags.aircraft then
    return "stacking_limit", "stacking.limit", a.hex .. " holds two combat units"
  end
  return nil
end

nw68.on("action_validate", "buy", check_buy)

nw68.on("action_resolve", "buy", function(a)
  local side = formation_side(a.formation)
  local c = cost(a.type)
  local id = nw68.spawn{ type = a.type, side = side, formation = a.formation, hex = a.hex }
  nw68.set_holding(side, "points", nw68.holding(side, "points") - c)
  nw68.log("generator.points", string.format("%s buys %s (%s) for %d points at %s: %d left", side, id, a.type, c, a.hex, nw68.holding(side, "points")))
end)

-- Candidates for the computer's players: every affordable type into every formation, at the
-- first hexes of the zone that take it (HQs beside their platoons). A formation that has a
-- platoon its HQ can join and no HQ yet is offered that HQ alone: without it every hex of the
-- formation takes the command check each pulse [hq.command-range, command.check].
local function candidates(side, hq_only)
  local out = {}
  local have = nw68.holding(side, "points")
  local zone = zone_hexes(side)
  for _, f in ipairs((opts().forces or {})[side] or {}) do
    for _, t in ipairs((opts().roster or {})[side] or {}) do
      local c = cost(t)
      local ut = nw68.entity("unit_type", t)
      if c and c <= have and (not hq_only or (ut and ut.tags.hq)) then
        local n = 0
        for _, h in ipairs(zone) do
          local cand = { type = t, formation = f, hex = h }
          if check_buy(cand) == nil then
            table.insert(out, cand)
            n = n + 1
            if n >= 2 then break end
          end
        end
      end
    end
  end
  return out
end

nw68.on("action_enumerate", "buy", function()
  local out = {}
  for _, side in ipairs(nw68.state().sides) do
    local cands = candidates(side, true)
    if #cands == 0 then cands = candidates(side, false) end
    for _, c in ipairs(cands) do table.insert(out, c) end
  end
  return out
end)

-- set_objective --------------------------------------------------------------------------------

-- legal_objective: a Town/City, Bridge or Hill hex, or a crossroads (a road hex with road in
-- three or more of its neighbours) [generator.objectives].
local function legal_objective(label)
  local h = nw68.hex(label)
  if h.terrain == "city" or h.features.bridge or h.features.hill then return true end
  if not h.features.road then return false end
  local roads = 0
  for _, n in ipairs(nw68.neighbors(h.label)) do
    if nw68.hex(n).features.road then roads = roads + 1 end
  end
  return roads >= 3
end

nw68.on("action_available", "set_objective", function()
  if nw68.state().phase ~= PHASE or kind() ~= "defender-attacker" then
    return "wrong_phase", "generator.objectives", "objectives are named in a Defender vs. Attacker setup"
  end
  if #nw68.marked("objective") >= objectives_needed() then
    return "objectives_set", "generator.objectives", "every objective is named"
  end
end)

local function check_objective(a)
  local d = defender()
  local sub = nw68.submitter()
  if sub ~= "" and sub ~= d then return "not_yours", "generator.defender-attacker", "the defender names the objectives" end
  if not legal_objective(a.hex) then
    return "not_objective", "generator.objectives", a.hex .. " is no Town, Bridge, Hill or crossroads hex"
  end
  if nw68.markers(a.hex).objective then return "not_objective", "generator.objectives", a.hex .. " is an objective already" end
  return nil
end

nw68.on("action_validate", "set_objective", check_objective)

nw68.on("action_resolve", "set_objective", function(a)
  nw68.set_marker(a.hex, "objective", 0)
  nw68.log("generator.objectives", string.format("%s names %s an objective (%d of %d)", defender() or "the defender", nw68.hex(a.hex).label, #nw68.marked("objective"), objectives_needed()))
end)

nw68.on("action_enumerate", "set_objective", function()
  local out, b = {}, nw68.board()
  for c = 1, b.cols do
    for r = 1, b.rows do
      local l = label_of(c, r)
      if check_objective({ hex = l }) == nil then table.insert(out, { hex = l }) end
    end
  end
  return out
end)

-- end_setup ------------------------------------------------------------------------------------

-- ready: the side spent its share of points, or can afford nothing more; the defender of 14.2
-- has named its objectives.
local function ready(side)
  local have, start = nw68.holding(side, "points"), starting_points(side)
  local least = cheapest(side)
  local spent_enough = (start - have) * 100 >= start * rule_row("spend").percent
  if not spent_enough and least and have >= least then
    return false, string.format("%s has spent %d of its %d points: half at least first", side, start - have, start)
  end
  if kind() == "defender-attacker" and side == defender() and #nw68.marked("objective") < objectives_needed() then
    return false, string.format("%s has named %d of its %d objectives", side, #nw68.marked("objective"), objectives_needed())
  end
  return true
end

nw68.on("action_available", "end_setup", function()
  if nw68.state().phase ~= PHASE then
    return "wrong_phase", "generator.points", "end_setup ends a generated battle's setup"
  end
end)

nw68.on("action_validate", "end_setup", function()
  local sub = nw68.submitter()
  for _, s in ipairs(nw68.state().sides) do
    if sub == "" or sub == s then
      local ok, why = ready(s)
      if not ok then return "setup_unfinished", "generator.points", why end
    end
  end
  return nil
end)

nw68.on("action_enumerate", "end_setup", function() return { {} } end)

nw68.on("action_resolve", "end_setup", function()
  nw68.log("generator.points", (nw68.submitter() ~= "" and nw68.submitter() or "every side") .. " ends its setup")
  nw68.end_phase()
end)

-- The end of the setup: Formation and End of Turn markers into the cup, Chaos, the first
-- formation [generator.meeting, generator.chaos].
local function formations_in_play()
  local seen, out = {}, {}
  for _, u in ipairs(nw68.units()) do
    if u.formation ~= "" and not seen[u.formation] then
      seen[u.formation] = true
      table.insert(out, u.formation)
    end
  end
  table.sort(out)
  return out
end

-- two sides each roll 1d6, rerolling ties; returns the lower and the higher side and the faces
local function roll_off(purpose)
  local sides = nw68.state().sides
  for _ = 1, 20 do
    local a = nw68.roll(1, 6, sides[1] .. " " .. purpose)[1]
    local b = nw68.roll(1, 6, sides[2] .. " " .. purpose)[1]
    if a ~= b then
      if a < b then return sides[1], sides[2], a, b end
      return sides[2], sides[1], b, a
    end
  end
  return sides[1], sides[2], 1, 1
end

nw68.on("phase_end", PHASE, function()
  local k = kind()
  if not k then return end
  local fs = formations_in_play()
  -- the lower roller of 14.1 picks a formation to go first (the project: its first by id)
  local first = 0
  if k == "meeting" and #nw68.state().sides == 2 then
    local low, high = roll_off("1d6 for the first formation")
    for i, f in ipairs(fs) do
      if formation_side(f) == low and first == 0 then first = i end
    end
    nw68.log("generator.meeting", string.format("%s rolls higher and has chosen the map; %s's %s activates first", high, low, first > 0 and fs[first] or "none"))
  end
  for i, f in ipairs(fs) do
    if i ~= first then nw68.cup_add(f) end
  end
  for _ = 1, nw68.state().vars.gen_et or 2 do nw68.cup_add("end-of-turn") end
  nw68.set_var("gen_first", first)
  -- Chaos: the lower die names the turn its marker joins the cup (14.1, 14.2); in 14.3 the
  -- higher roller decides, and the project's decider always takes it, on turn 1
  if #nw68.state().sides == 2 then
    if k == "next-line" then
      local _, high = roll_off("1d6 for Chaos")
      nw68.set_var("gen_chaos_turn", 1)
      nw68.log("generator.chaos", high .. " rolls higher and adds a Chaos marker to the cup")
    else
      local a = nw68.roll(1, 6, nw68.state().sides[1] .. " 1d6 for Chaos")[1]
      local b = nw68.roll(1, 6, nw68.state().sides[2] .. " 1d6 for Chaos")[1]
      local low = math.min(a, b)
      nw68.set_var("gen_chaos_turn", low)
      nw68.log("generator.chaos", string.format("Chaos rolls %d and %d: a Chaos marker joins the cup on turn %d", a, b, low))
    end
  end
end)

-- Turn by turn: the first formation activates at once on turn 1 and its marker joins the cup
-- from turn 2; the Chaos marker joins on its turn [generator.meeting, generator.chaos].
nw68.on("phase_start", "operations", function(ev)
  if not kind() then return end
  local st = nw68.state()
  local first = st.vars.gen_first or 0
  if first > 0 then
    local f = formations_in_play()[first]
    if ev.turn == 1 and f then
      nw68.log("generator.meeting", f .. " activates first, without a draw")
      nw68.start_activation(nil, f)
    elseif ev.turn >= 2 then
      if f then nw68.cup_add(f) end
      nw68.set_var("gen_first", 0)
    end
  end
  if (st.vars.gen_chaos_turn or 0) == ev.turn then
    nw68.cup_add("chaos")
    nw68.set_var("chaos_returns", 1)
    nw68.log("generator.chaos", "the Chaos marker joins the cup")
  end
end)

-- After each draw of the Chaos marker, 1d6: 1-2 (1-3 in 14.3) takes it out for good.
nw68.on("marker_drawn", "chaos", function()
  if not kind() then return end
  local row = rule_row(kind() == "next-line" and "chaos-next-line" or "chaos")
  local d = nw68.roll(1, 6, "1d6: does the Chaos marker stay")[1]
  if d <= row.removed then
    nw68.set_var("chaos_returns", 0)
    nw68.log("generator.chaos", string.format("a %d: the Chaos marker leaves the game", d))
  else
    nw68.log("generator.chaos", string.format("a %d: the Chaos marker stays", d))
  end
end, { id = "generator-chaos" })
