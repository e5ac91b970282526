-- The battle generator [generator.*]: a generated battle is a scenario that starts in the
-- battle-setup phase (generator/phases.hcl) with no units. Its options say which battle:
--   generator = "meeting" | "defender-attacker" | "next-line"
--   points    = the points of each side (meeting, next-line) or of the attacker (14.2)
--   attacker  = the attacking side (14.2)
--   forces    = { side = [formation ids] }   the formations a side buys into
--   roster    = { side = [unit type ids] }   what it may buy
--   edges     = { side = "west" | "east" | "north" | "south" }  its own map edge
-- Everything is kept in the kernel: points in the holding "points", the battle's numbers in
-- vars (last_turn, gen_et, gen_chaos_turn), objectives as "objective" markers (level 0 for
-- 14.2's, the side's place in the list of sides for 14.3's own goals), the formations that
-- activate first in the game value "first_formations" (in order; those not yet in the cup in
-- "held_formations"), reserves as the unit value "reserve", the turn a side's reserves may
-- enter in the game value "reserves_released" ({side = turn}).
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

-- near_edge: the hex lies within `depth` hexes of the side's own edge (true when the battle
-- gives the side no edge).
local function near_edge(side, label, depth)
  local edge = (opts().edges or {})[side]
  if not edge then return true end
  local b = nw68.board()
  local c, r = col_row(nw68.hex(label).label)
  if edge == "west" then return c <= depth end
  if edge == "east" then return c > b.cols - depth end
  if edge == "north" then return r <= depth end
  if edge == "south" then return r > b.rows - depth end
  return true
end

-- in_zone: the hex lies within the deployment depth of the side's own edge
-- [generator.next-line]; the defender of 14.2 sets up anywhere [generator.defender-attacker].
local function in_zone(side, label)
  if kind() == "defender-attacker" and side ~= opts().attacker then return true end
  return near_edge(side, label, rule_row("deploy").depth)
end

-- the other side of a two-sided battle
local function opponent(side)
  for _, s in ipairs(nw68.state().sides) do
    if s ~= side then return s end
  end
  return nil
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

-- reserves_of: the side's units held off the map in reserve [generator.reserves]
local function reserves_of(side)
  local out = {}
  for _, u in ipairs(nw68.units({ side = side })) do
    if not u.on_map and nw68.value({ unit = u.id }, "reserve") then table.insert(out, u) end
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

-- goals_needed: 14.3's objectives a side places, one, or two past two maps [generator.next-line]
local function goals_needed()
  local row = rule_row("goals")
  return #nw68.maps() > row.maps and row.many or row.few
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
    nw68.say("generator.nothing-to-generate")
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
    nw68.say("generator.points-to-buy", { side = s, points = starting_points(s) })
  end
  nw68.say("generator.battle-length", { maps = maps, turns = turns, markers = et })
  if k == "defender-attacker" then
    if defender() then
      nw68.say("generator.defender-names", { side = defender(), n = objectives_needed() })
    else
      nw68.say("generator.defender-names-unnamed", { n = objectives_needed() })
    end
  elseif k == "next-line" then
    nw68.say("generator.each-places", { n = goals_needed(), depth = rule_row("deploy").depth })
  end
end)

-- buy ------------------------------------------------------------------------------------------

nw68.on("action_available", "buy", function()
  if nw68.state().phase ~= PHASE or not kind() then
    return "wrong_phase", "generator.points", "generator.buy-phase", {}
  end
end)

local function check_buy(a)
  local side = formation_side(a.formation)
  if not side or not list_has((opts().forces or {})[side], a.formation) then
    return "bad_formation", "generator.points", "generator.not-battle-formation", { formation = a.formation }
  end
  local sub = nw68.submitter()
  if sub ~= "" and sub ~= side then
    return "not_yours", "generator.points", "generator.formation-of", { formation = a.formation, side = side }
  end
  if not list_has((opts().roster or {})[side], a.type) then
    return "not_on_roster", "generator.points", "generator.not-on-roster", { type = a.type, side = side }
  end
  local c = cost(a.type)
  if not c then return "not_on_roster", "generator.points", "generator.no-cost", { type = a.type } end
  local have = nw68.holding(side, "points")
  if have < c then
    return "too_few_points", "generator.points", "generator.too-few-points", { type = a.type, cost = c, side = side, have = have }
  end
  if a.reserve then
    if kind() ~= "next-line" then
      return "no_reserves", "generator.reserves", "generator.no-reserves", {}
    end
    if a.hex then return "bad_param", "generator.reserves", "generator.reserve-hex", {} end
    return nil
  end
  if not a.hex then return "bad_param", "generator.points", "generator.name-hex", {} end
  if not in_zone(side, a.hex) then
    return "not_deployment", "generator.next-line", "generator.not-in-zone", { hex = a.hex, depth = rule_row("deploy").depth, side = side }
  end
  local probe = { id = "buy-probe", type = a.type, side = side }
  local terms, code, rule = nw68.move_terms(probe, nil, a.hex)
  if not terms then return code, rule, "generator.may-not-stand", { type = a.type, hex = a.hex } end
  local ut = nw68.entity("unit_type", a.type)
  local here = nw68.units_at(a.hex)
  local platoons, hq_here = 0, false
  local platoon_type = string.match(a.type, "^s?hq%-(.+)$")
  local with_platoon = false
  for _, o in ipairs(here) do
    if nw68.enemies(side, o.side) then return "enemy_hex", "generator.points", "generator.buy-enemy-hex", { hex = a.hex } end
    if o.tags.hq then hq_here = true end
    if movement.counts(o) then platoons = platoons + 1 end
    if platoon_type and o.type == platoon_type and o.formation == a.formation then with_platoon = true end
  end
  if ut.tags.hq then
    if hq_here then return "hq_stacking", "hq.stacking", "generator.hq-here", { hex = a.hex } end
    if not with_platoon then
      return "hq_alone", "hq.definition", "generator.hq-needs-platoon", { type = tostring(platoon_type) }
    end
    for _, u in ipairs(nw68.units({ formation = a.formation })) do
      if u.type == a.type then return "hq_stacking", "hq.definition", "generator.hq-bought", { formation = a.formation, type = a.type } end
    end
  elseif platoons >= movement.stack_limit and movement.combat(ut) then
    return "stacking_limit", "stacking.limit", "generator.two-combat-units", { hex = a.hex }
  end
  return nil
end

nw68.on("action_validate", "buy", check_buy)

nw68.on("action_resolve", "buy", function(a)
  local side = formation_side(a.formation)
  local c = cost(a.type)
  local id = nw68.spawn{ type = a.type, side = side, formation = a.formation, hex = a.hex }
  nw68.set_holding(side, "points", nw68.holding(side, "points") - c)
  if a.reserve then
    nw68.set_value({ unit = id }, "reserve", 1)
    nw68.say("generator.buys-reserve", { side = side, unit = id, type = a.type, cost = c, left = nw68.holding(side, "points") })
    return
  end
  nw68.say("generator.buys", { side = side, unit = id, type = a.type, cost = c, hex = a.hex, left = nw68.holding(side, "points") })
end)

-- Candidates for the computer's players: every affordable type into every formation, at the
-- first hexes of the zone that take it (HQs beside their platoons). A formation that has a
-- platoon its HQ can join and no HQ yet is offered that HQ alone: without it every hex of the
-- formation takes the command check each pulse [hq.command-range, command.check]. In 14.3 a
-- side with no reserve yet is offered each combat type as one [generator.reserves].
local function candidates(side, hq_only)
  local out = {}
  local have = nw68.holding(side, "points")
  local zone = zone_hexes(side)
  local offer_reserve = kind() == "next-line" and not hq_only and #reserves_of(side) == 0
  for _, f in ipairs((opts().forces or {})[side] or {}) do
    for _, t in ipairs((opts().roster or {})[side] or {}) do
      local c = cost(t)
      local ut = nw68.entity("unit_type", t)
      if c and c <= have and (not hq_only or (ut and ut.tags.hq)) then
        if offer_reserve and not ut.tags.hq then
          table.insert(out, { type = t, formation = f, reserve = true })
        end
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

-- goals_missing: a side still has 14.3 objectives of its own to place
local function goals_missing(side)
  return #victory.goals(side) < goals_needed()
end

nw68.on("action_available", "set_objective", function()
  local k = kind()
  if nw68.state().phase ~= PHASE or (k ~= "defender-attacker" and k ~= "next-line") then
    return "wrong_phase", "generator.objectives", "generator.objectives-phase", {}
  end
  if k == "defender-attacker" and #nw68.marked("objective") >= objectives_needed() then
    return "objectives_set", "generator.objectives", "generator.objectives-named", {}
  end
  if k == "next-line" then
    for _, s in ipairs(nw68.state().sides) do
      if goals_missing(s) then return nil end
    end
    return "objectives_set", "generator.next-line", "generator.objectives-all-placed", {}
  end
end)

-- objective_side: whose objective a set_objective places: 14.2's defender's, or in 14.3 the side
-- named (by default the side submitting it)
local function objective_side(a)
  if kind() ~= "next-line" then return defender() end
  if a.side then return a.side end
  local sub = nw68.submitter()
  return sub ~= "" and sub or nil
end

local function check_objective(a)
  local side = objective_side(a)
  local sub = nw68.submitter()
  if kind() == "next-line" then
    if not side or opponent(side) == nil then
      return "bad_param", "generator.next-line", "generator.objective-whose", {}
    end
    if sub ~= "" and sub ~= side then return "not_yours", "generator.next-line", "generator.objective-own", {} end
    if not goals_missing(side) then
      return "objectives_set", "generator.next-line", "generator.objectives-placed", { side = side, n = goals_needed() }
    end
    local depth = rule_row("deploy").depth
    if not near_edge(opponent(side), a.hex, depth) then
      return "not_objective", "generator.next-line", "generator.objective-not-enemy-rows", { hex = a.hex, depth = depth, enemy = opponent(side) }
    end
  else
    if sub ~= "" and sub ~= side then return "not_yours", "generator.defender-attacker", "generator.objectives-defender", {} end
    if not legal_objective(a.hex) then
      return "not_objective", "generator.objectives", "generator.not-objective-hex", { hex = a.hex }
    end
  end
  if nw68.markers(a.hex).objective then return "not_objective", "generator.objectives", "generator.objective-already", { hex = a.hex } end
  return nil
end

nw68.on("action_validate", "set_objective", check_objective)

nw68.on("action_resolve", "set_objective", function(a)
  local side = objective_side(a)
  if kind() == "next-line" then
    nw68.set_marker(a.hex, "objective", victory.side_index(side))
    nw68.say("generator.objective-placed", { side = side, hex = nw68.hex(a.hex).label, n = #victory.goals(side), of = goals_needed() })
    return
  end
  nw68.set_marker(a.hex, "objective", 0)
  if side then
    nw68.say("generator.objective-named", { side = side, hex = nw68.hex(a.hex).label, n = #nw68.marked("objective"), of = objectives_needed() })
  else
    nw68.say("generator.objective-named-unnamed", { hex = nw68.hex(a.hex).label, n = #nw68.marked("objective"), of = objectives_needed() })
  end
end)

nw68.on("action_enumerate", "set_objective", function()
  local out, b = {}, nw68.board()
  local sides = { false }
  if kind() == "next-line" then sides = nw68.state().sides end
  for _, side in ipairs(sides) do
    for c = 1, b.cols do
      for r = 1, b.rows do
        local cand = { hex = label_of(c, r), side = side or nil }
        if check_objective(cand) == nil then table.insert(out, cand) end
      end
    end
  end
  return out
end)

-- end_setup ------------------------------------------------------------------------------------

-- ready: the side spent its share of points, or can afford nothing more; the defender of 14.2
-- has named its objectives. Else false, the key of the message saying why and its values.
local function ready(side)
  local have, start = nw68.holding(side, "points"), starting_points(side)
  local least = cheapest(side)
  local spent_enough = (start - have) * 100 >= start * rule_row("spend").percent
  if not spent_enough and least and have >= least then
    return false, "generator.spent-too-little", { side = side, spent = start - have, points = start }
  end
  if kind() == "defender-attacker" and side == defender() and #nw68.marked("objective") < objectives_needed() then
    return false, "generator.objectives-named-count", { side = side, n = #nw68.marked("objective"), of = objectives_needed() }
  end
  if kind() == "next-line" and goals_missing(side) then
    return false, "generator.objectives-placed-count", { side = side, n = #victory.goals(side), of = goals_needed() }
  end
  return true
end

-- ending: the sides an end_setup ends, the submitter's or, unsided, every side
local function ending()
  local sub = nw68.submitter()
  if sub ~= "" then return { sub } end
  return nw68.state().sides
end

-- check_first: the formation a side keeps out of the cup in 14.3 is one of its own in this
-- battle, with a unit bought [generator.next-line].
local function check_first(a)
  if not a.first then return nil end
  if kind() ~= "next-line" then
    return "bad_param", "generator.next-line", "generator.first-not-next-line", {}
  end
  local side = formation_side(a.first)
  local mine = false
  for _, s in ipairs(ending()) do
    if s == side then mine = true end
  end
  if not mine or not list_has((opts().forces or {})[side], a.first) then
    return "bad_formation", "generator.next-line", "generator.first-not-own", { formation = a.first }
  end
  if #nw68.units({ formation = a.first }) == 0 then
    return "bad_formation", "generator.next-line", "generator.first-no-unit", { formation = a.first }
  end
  return nil
end

nw68.on("action_available", "end_setup", function()
  if nw68.state().phase ~= PHASE then
    return "wrong_phase", "generator.points", "generator.end-setup-phase", {}
  end
end)

nw68.on("action_validate", "end_setup", function(a)
  local code, rule, why, params = check_first(a)
  if code then return code, rule, why, params end
  for _, s in ipairs(ending()) do
    local ok, unready, params = ready(s)
    if not ok then return "setup_unfinished", "generator.points", unready, params end
  end
  return nil
end)

-- The computer's players end with no formation kept back, or in 14.3 with each of their
-- formations that has a unit on the map kept back.
nw68.on("action_enumerate", "end_setup", function()
  local out = { {} }
  if kind() ~= "next-line" then return out end
  for _, side in ipairs(ending()) do
    for _, f in ipairs((opts().forces or {})[side] or {}) do
      if check_first({ first = f }) == nil then table.insert(out, { first = f }) end
    end
  end
  return out
end)

-- In 14.3 the side that finishes its setup first activates its kept formation first: the kept
-- formations are listed in the game value "first_formations" in the order the sides end.
nw68.on("action_resolve", "end_setup", function(a)
  local who = nw68.submitter() ~= "" and nw68.submitter() or nil
  if a.first then
    local firsts = nw68.value(nil, "first_formations") or {}
    table.insert(firsts, a.first)
    nw68.set_value(nil, "first_formations", firsts)
    if who then
      nw68.say("generator.ends-keeping", { side = who, formation = a.first, n = #firsts })
    else
      nw68.say("generator.all-end-keeping", { formation = a.first, n = #firsts })
    end
  elseif who then
    nw68.say("generator.ends", { side = who })
  else
    nw68.say("generator.all-end")
  end
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

-- two sides each roll 1d6 (purpose: a message naming the roll, its value {side}), rerolling
-- ties; returns the lower and the higher side and the faces
local function roll_off(purpose)
  local sides = nw68.state().sides
  for _ = 1, 20 do
    local a = nw68.roll(1, 6, purpose, { params = { side = sides[1] } })[1]
    local b = nw68.roll(1, 6, purpose, { params = { side = sides[2] } })[1]
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
  -- the lower roller of 14.1 picks a formation to go first (the project: its first by id);
  -- in 14.3 each side kept one back as it ended its setup
  local firsts = nw68.value(nil, "first_formations") or {}
  if k == "meeting" and #nw68.state().sides == 2 then
    local low, high = roll_off("generator.first-formation-roll")
    for _, f in ipairs(fs) do
      if formation_side(f) == low and #firsts == 0 then firsts = { f } end
    end
    if firsts[1] then
      nw68.say("generator.meeting-first", { high = high, low = low, formation = firsts[1] })
    else
      nw68.say("generator.meeting-first-none", { high = high, low = low })
    end
  end
  for _, f in ipairs(fs) do
    if not list_has(firsts, f) then nw68.cup_add(f) end
  end
  for _ = 1, nw68.state().vars.gen_et or 2 do nw68.cup_add("end-of-turn") end
  if #firsts > 0 then
    nw68.set_value(nil, "first_formations", firsts)
    nw68.set_value(nil, "held_formations", firsts)
  end
  -- Chaos: the lower die names the turn its marker joins the cup (14.1, 14.2); in 14.3 the
  -- higher roller decides, and the project's decider always takes it, on turn 1
  if #nw68.state().sides == 2 then
    if k == "next-line" then
      local _, high = roll_off("generator.chaos-roll")
      nw68.set_var("gen_chaos_turn", 1)
      nw68.say("generator.chaos-added", { side = high })
    else
      local a = nw68.roll(1, 6, "generator.chaos-roll", { params = { side = nw68.state().sides[1] } })[1]
      local b = nw68.roll(1, 6, "generator.chaos-roll", { params = { side = nw68.state().sides[2] } })[1]
      local low = math.min(a, b)
      nw68.set_var("gen_chaos_turn", low)
      nw68.say("generator.chaos-turn", { a = a, b = b, turn = low })
    end
  end
end)

local function on_map_any(formation)
  for _, u in ipairs(nw68.units({ formation = formation })) do
    if u.on_map then return true end
  end
  return false
end

-- next_first starts the next formation that activates before any draw, if one is left and no
-- pulse runs [generator.meeting, generator.next-line].
local function next_first()
  local st = nw68.state()
  if st.phase ~= "operations" or st.active_formation ~= "" or st.active_side ~= "" then return end
  local firsts = nw68.value(nil, "first_formations")
  if not firsts or #firsts == 0 then return end
  local f = table.remove(firsts, 1)
  nw68.set_value(nil, "first_formations", #firsts > 0 and firsts or nil)
  local rule = kind() == "next-line" and "generator.next-line" or "generator.meeting"
  if not on_map_any(f) then
    nw68.say("generator.first-off-map", { formation = f }, { rule = rule })
    return next_first()
  end
  nw68.say("generator.first-activates", { formation = f }, { rule = rule })
  nw68.start_activation(nil, f)
end

-- Reserves [generator.reserves]: at the start of each turn a side with units in reserve rolls
-- 1d6 and adds the turn; on 6 or more its reserves may enter this turn (enter_reserve).

local function roll_for_reserves(turn_no)
  local released = {}
  for _, side in ipairs(nw68.state().sides) do
    local n = #reserves_of(side)
    if n > 0 then
      local d = nw68.roll(1, 6, "generator.reserves-roll", { params = { side = side } })[1]
      local need = rule_row("reserves").need
      if d + turn_no >= need then
        released[side] = turn_no
        nw68.say("generator.reserves-released", { side = side, roll = d, turn = turn_no, total = d + turn_no, n = n })
      else
        nw68.say("generator.reserves-wait", { side = side, roll = d, turn = turn_no, total = d + turn_no, need = need })
      end
    end
  end
  nw68.set_value(nil, "reserves_released", next(released) and released or nil)
end

-- enter_reserve --------------------------------------------------------------------------------

nw68.on("action_available", "enter_reserve", function()
  if kind() ~= "next-line" or nw68.state().phase ~= "operations" then
    return "wrong_phase", "generator.reserves", "generator.reserves-phase", {}
  end
end)

local function check_entry(a)
  local u = nw68.unit(a.unit)
  if u.on_map or not nw68.value({ unit = u.id }, "reserve") then
    return "not_reserve", "generator.reserves", "generator.not-reserve", { unit = u.id }
  end
  local released = nw68.value(nil, "reserves_released") or {}
  if released[u.side] ~= nw68.state().turn then
    return "reserves_held", "generator.reserves", "generator.reserves-held", { side = u.side }
  end
  if not near_edge(u.side, a.hex, 1) then
    return "not_edge", "generator.reserves", "generator.not-edge", { hex = a.hex, side = u.side }
  end
  local terms, code, rule = nw68.move_terms(u, nil, a.hex)
  if not terms then return code, rule, "generator.may-not-enter", { unit = u.id, hex = a.hex } end
  for _, o in ipairs(nw68.units_at(a.hex)) do
    if nw68.enemies(u.side, o.side) then return "enemy_hex", "generator.reserves", "generator.entry-enemy-hex", { hex = a.hex } end
  end
  if movement.combat(u) and #movement.stack(a.hex, u.side) >= movement.stack_limit then
    return "stacking_limit", "stacking.limit", "generator.two-combat-units", { hex = a.hex }
  end
  return nil
end

nw68.on("action_validate", "enter_reserve", check_entry)

nw68.on("action_resolve", "enter_reserve", function(a)
  nw68.set_value({ unit = a.unit }, "reserve", nil)
  nw68.move(a.unit, a.hex)
  nw68.set_counter(a.unit, "entering", 1)
  nw68.say("generator.entered", { unit = a.unit, hex = nw68.hex(a.hex).label })
end)

-- Candidates: each reserve unit at the first few edge hexes that take it.
nw68.on("action_enumerate", "enter_reserve", function()
  local out, b = {}, nw68.board()
  for _, side in ipairs(nw68.state().sides) do
    for _, u in ipairs(reserves_of(side)) do
      local n = 0
      for c = 1, b.cols do
        for r = 1, b.rows do
          local cand = { unit = u.id, hex = label_of(c, r) }
          if n < 3 and near_edge(side, cand.hex, 1) and check_entry(cand) == nil then
            table.insert(out, cand)
            n = n + 1
          end
        end
      end
    end
  end
  return out
end)

-- Turn by turn: the reserves roll; the first formations activate at once on turn 1, one after
-- the other, and their markers join the cup from turn 2; the Chaos marker joins on its turn
-- [generator.meeting, generator.next-line, generator.reserves, generator.chaos].
nw68.on("phase_start", "operations", function(ev)
  if not kind() then return end
  local st = nw68.state()
  roll_for_reserves(ev.turn)
  if ev.turn == 1 then
    next_first()
  else
    local held = nw68.value(nil, "held_formations")
    if held then
      for _, f in ipairs(held) do nw68.cup_add(f) end
      nw68.set_value(nil, "held_formations", nil)
      nw68.set_value(nil, "first_formations", nil)
    end
  end
  if (st.vars.gen_chaos_turn or 0) == ev.turn then
    nw68.cup_add("chaos")
    nw68.set_var("chaos_returns", 1)
    nw68.say("generator.chaos-joins")
  end
end)

-- When the first of turn 1's pulses ends, the next kept formation activates.
nw68.on("action_resolved", "*", function()
  if kind() and nw68.state().turn == 1 then next_first() end
end, { id = "generator-next-first" })

-- After each draw of the Chaos marker, 1d6: 1-2 (1-3 in 14.3) takes it out for good.
nw68.on("marker_drawn", "chaos", function()
  if not kind() then return end
  local row = rule_row(kind() == "next-line" and "chaos-next-line" or "chaos")
  local d = nw68.roll(1, 6, "generator.chaos-stays-roll")[1]
  if d <= row.removed then
    nw68.set_var("chaos_returns", 0)
    nw68.say("generator.chaos-leaves", { roll = d }, { rule = "generator.chaos" })
  else
    nw68.say("generator.chaos-stays", { roll = d }, { rule = "generator.chaos" })
  end
end, { id = "generator-chaos" })
