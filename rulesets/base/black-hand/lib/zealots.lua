-- The Black Hand's units when they appear or act without a player
-- [black-hand.masterless, events.spawn, oba.biological, oba.biological-conversion].
--
--   zealots.masterless()             no player commands the Black Hand
--   zealots.appeared()               Black Hand units entered play: with no
--                                    Black Hand player, the side is automated
--                                    and, the first time (var
--                                    "masterless_markers"), 2 Black Hand
--                                    markers join the cup at this turn's
--                                    Cleanup (turn.arrive)
--   zealots.spawn(type, hex, rule)   a Black Hand unit enters play in a hex
--   zealots.assault{...}             a Black Hand unit that enters play (or is
--                                    converted) assaults an enemy unit
--   zealots.convert(id, reduced, rule) an infantry unit turns into a Zealot
--   zealots.biological(ids, rule)    Biological attacks on infantry units
--   zealots.choose([crew])           the next action of the masterless Black
--                                    Hand's activation (black-hand/masterless.lua's
--                                    automated_turn handler), or of another
--                                    crew of units the ruleset plays alike
--   zealots.record(crew, kind, a)    as a choice resolves: logs why it was made
--                                    and notes the acting unit's place
--   zealots.CREW                     the masterless Black Hand as a crew
--
-- A crew is a table { side, formation, var (the var holding the place of
-- the last unit that acted), rule (cited by the lines that say why), name
-- (of the crew, in the log), messages (optional: the prefix of the keys of
-- the messages that say why, "<prefix><what>" for each note's what, below;
-- a crew without them writes the lines in English, citing rule), acts (optional: fn(u) -> whether the unit acts
-- at all), assaults (optional: true when its units assault, below),
-- assault_ok (optional: fn(u, t, path, weapon) -> whether a later layer's
-- rules let that assault be made) }. Its units fire at and seek their foes
-- (nw68.foes, unit against unit), the same for every crew. The masterless
-- Black Hand does not assault: its rule speaks of attacking what is in
-- normal range and LOS [black-hand.masterless].
--
-- Readings taken:
--  * "no Black Hand player": the side is automated already, the scenario says
--    options.black_hand_player = false, or "black-hand" is not one of the
--    game's sides;
--  * an event or conversion attacker picks, among the enemy units it may
--    assault in the hex, the first by unit id, and fires its strongest factor
--    (or carried Weapon, Huge units excepted) that suits that target;
--  * a repulsed Black Hand attacker that stays on the map is Shaken and falls
--    back to the hex it came from; a converted unit (already in the hex)
--    retreats to the first open neighbour by label, or is eliminated;
--  * when such an assault takes the hex, the other defenders retreat as
--    after a player's assault (assault/lib/retreat.lua): their owner names
--    the hex in a `retreat` window (events' ambushes and spawns; play
--    pauses and the caller's continuation goes on afterwards), the default
--    taken when passed up or when the ruleset plays the side; after a
--    biological conversion they take the default without a window (the
--    conversions of one strike go on in a loop that does not pause). An
--    attacker already in the hex has no "across": every neighbour by label;
--  * masterless units act one after the other by unit id. A unit with an
--    enemy in normal range (the printed range) and line of sight stays put
--    and fires at the closest such enemy (ties by id). Otherwise it takes the
--    cheapest path (nw68.reachable, never through enemy-held hexes) towards
--    the closest enemy on the map (ties by id), ending as near to it as it
--    can (then cheapest, then by label), walks it as far as its MP allow and
--    stops on the first hex from which an enemy is in normal range and line
--    of sight; it then fires as moving fire if it has moved no more than half
--    its MP, else it waits there for its next activation. It never ends its
--    move in a hex where the Black Hand would be overstacked. Its walk draws
--    opportunity fire like any other;
--  * masterless units take no opportunity fire (black-hand/masterless.lua closes the
--    windows offered to an automated side);
--  * a crew that assaults (crew.assaults) assaults, through the base
--    assault action, the first by id of the enemies next to it that it may
--    assault (the enemy's hex enterable within its MP, a weapon that suits
--    the enemy, room for one more of its side in that hex and the hex it
--    enters from, the enemy a ground unit not aboard; the unit neither
--    Shaken, SPA nor an aircraft), rather than fire; failing that it fires
--    as above. After its walk it assaults the same way from the hex the walk
--    ends in, with the MP it has left, rather than fire on the move or wait.
local units = require("units")
local movement = require("movement")
local combat = require("combat")
local turn = require("turn")
local retreat = require("retreat")

local zealots = {}

local SIDE, FORMATION = "black-hand", "black-hand"
zealots.SIDE, zealots.FORMATION = SIDE, FORMATION
zealots.CREW = { side = SIDE, formation = FORMATION, var = "masterless_acted", rule = "black-hand.masterless",
  name = "the masterless Black Hand", units_name = "Black Hand units", messages = "black-hand.crew-" }

-- Who plays the Black Hand ------------------------------------------------------

-- masterless reports whether no player commands the Black Hand.
function zealots.masterless()
  local st = nw68.state()
  if st.automated[SIDE] then return true end
  local sc = nw68.scenario()
  if sc and sc.options and sc.options.black_hand_player == false then return true end
  for _, s in ipairs(st.sides) do
    if s == SIDE then return false end
  end
  return true
end

-- players lists the sides played by a player, in the game's order of sides.
function zealots.players()
  local out = {}
  local masterless = zealots.masterless()
  local auto = nw68.state().automated
  for _, s in ipairs(nw68.state().sides) do
    if not auto[s] and not (s == SIDE and masterless) then table.insert(out, s) end
  end
  return out
end

-- appeared records that Black Hand units entered play: in a game with no
-- Black Hand player they act by themselves, and two Black Hand markers join
-- the cup at the next Cleanup, once [black-hand.masterless].
function zealots.appeared()
  if not zealots.masterless() then return end
  if not nw68.state().automated[SIDE] then
    nw68.set_automated(SIDE, true)
    nw68.say("black-hand.masterless")
  end
  if (nw68.state().vars.masterless_markers or 0) == 0 then
    nw68.set_var("masterless_markers", 1)
    turn.arrive(FORMATION, 2)
  end
end

-- Occupants --------------------------------------------------------------------

local ground = movement.counts

-- occupants lists the ground units in a hex, sorted by id: of the Black Hand
-- (or another side; mine true) or of every other side (mine false).
local function occupants(hex, mine, side)
  side = side or SIDE
  local out = {}
  for _, u in ipairs(nw68.units_at(hex)) do
    if ground(u) and ((u.side == side) == mine) then table.insert(out, u) end
  end
  table.sort(out, function(a, b) return a.id < b.id end)
  return out
end
function zealots.enemies_at(hex) return occupants(hex, false) end

-- foes_at lists the ground units in a hex that are foes of unit id, sorted
-- by id: the defenders of an assault, whoever the attacker serves
local function foes_at(hex, id)
  local out = {}
  for _, u in ipairs(nw68.units_at(hex)) do
    if ground(u) and nw68.foes(id, u.id) then table.insert(out, u) end
  end
  table.sort(out, function(a, b) return a.id < b.id end)
  return out
end
function zealots.friends_at(hex, side) return occupants(hex, true, side) end

-- vacant reports whether no ground unit of any side stands in the hex.
function zealots.vacant(hex)
  for _, u in ipairs(nw68.units_at(hex)) do
    if ground(u) then return false end
  end
  return true
end

-- proto is a stand-in unit table for a type not yet in play, enough for the
-- movement costs.
function zealots.proto(unit_type)
  local e = nw68.entity("unit_type", unit_type)
  return { id = "(a new " .. e.name .. ")", type = unit_type, name = e.name, rule = e.rule, side = SIDE,
    tags = e.tags, stats = e.stats, weapons = e.weapons, statuses = {}, counters = {}, carries = {} }
end

-- enterable reports whether unit u (or a proto) may enter hex h.
function zealots.enterable(u, h, from)
  return movement.cost_terms(u, from, h) ~= nil
end

-- Entering play -----------------------------------------------------------------

-- spawn brings a Black Hand unit into play in a hex, logging it unless quiet
-- (the caller writes the line).
function zealots.spawn(unit_type, hex, rule, quiet)
  local id = nw68.spawn{ type = unit_type, side = SIDE, formation = FORMATION, hex = hex }
  if not quiet then nw68.say("events.unit-enters", { unit = id, hex = hex }, { rule = rule }) end
  return id
end

-- weapon picks what u attacks t with: among its factors and carried Weapons
-- (none for a Huge unit) those that suit t, reach `distance` at normal range
-- (nil: an assault, no range) and are allowed (a Shaken unit fires HE only;
-- no fixed-range weapon on the move or in an SPAA's assault), the strongest;
-- ties to the first of ap, he, aa, then the carried Weapons in order.
function zealots.weapon(u, t, distance, moving)
  local names = { "ap", "he", "aa" }
  if not units.huge(u) then
    for _, item in ipairs(u.carries or {}) do table.insert(names, item) end
  end
  local best = nil
  for _, name in ipairs(names) do
    local w = units.weapon(u, name)
    if w and w.kinds then
      for _, k in ipairs(w.kinds) do
        if units.fits({ kind = k }, t) then w.kind = k end
      end
    end
    local ok = w ~= nil and units.fits(w, t)
    if ok and u.statuses.shaken and w.kind ~= "he" then ok = false end
    if ok and distance and distance > combat.range(u, w) then ok = false end
    if ok and w.fixed and (moving or (distance == nil and units.spaa(u))) then ok = false end
    if ok and (best == nil or w.firepower > best.firepower) then best = w end
  end
  return best
end

-- fall_back moves a repulsed attacker that struck from inside the hex to the
-- first open neighbour by label, or eliminates it. It returns the hex or
-- "eliminated" [oba.biological-conversion].
local function fall_back(u, hex, rule)
  local choices = retreat.open(u, hex, hex)
  if choices[1] then
    nw68.move(u.id, choices[1])
    return choices[1]
  end
  nw68.say("oba.conversion-nowhere", { unit = u.id, hex = hex }, { rule = rule })
  nw68.eliminate(u.id, rule)
  return "eliminated"
end

-- finish ends a Black Hand assault once the other defenders have gone: the
-- attacker leaves the map or is Finished, the assault is reported, and the
-- caller's continuation (after.next, run by retreat.done) goes on when
-- play paused for a `retreat` window (resumed): otherwise zealots.assault
-- returns and its caller goes on by itself.
local function finish(fields, after, resumed)
  local still = nw68.unit(after.attacker)
  if still.alive then
    if after.leave then
      nw68.remove_from_map(after.attacker)
      nw68.say("events.ambusher-leaves", { unit = after.attacker })
    else
      nw68.set_status(after.attacker, "finished", true)
    end
  end
  nw68.report("assault", fields)
  if resumed and after.next then retreat.done(after.next, fields, true) end
end

nw68.on("retreat_done", "zealots", function(ev) finish(ev.fields, ev.after, ev.resumed) end)

-- assault resolves the assault of a Black Hand unit that has just entered
-- play (or been converted) on an enemy unit [assault.*, events.spawn].
-- spec: attacker, target (ids), rule, leave (the attacker leaves the map
-- afterwards, whatever the outcome [events.ambush]), after (a continuation
-- for the retreat_done hook, run once the assault is over if it paused), auto (the other
-- defenders retreat to the default hex, no window). The attacker stands in
-- the hex it enters from, or already in the target's hex.
--
-- When the assault takes the hex and the owner of another defender has a
-- choice of retreat hexes, a `retreat` window opens (retreat.next): it then
-- returns true, play pauses, and `after` runs when the window is answered
-- or passed up. Otherwise the assault is over (`after` is not run: the
-- caller goes on) and it returns false.
function zealots.assault(spec)
  local a, t = nw68.unit(spec.attacker), nw68.unit(spec.target)
  local hex, from = t.hex, a.hex
  local fields = { target = t.id, leader = a.id, assistant = "", hex = hex, retreat = "" }
  local after = { name = "zealots", attacker = a.id, leave = spec.leave == true, next = spec.after }
  local w = zealots.weapon(a, t, nil, false)
  if not w then
    nw68.say("events.assault-nothing-suits", { unit = a.id, target = t.id }, { rule = spec.rule })
    fields.result = "called off"
    nw68.report("assault", fields)
    return false
  end
  if a.hex ~= hex then nw68.move(a.id, hex) end
  -- what a hex does to the units entering it (a layer's mines or fire) may
  -- stop the attacker on the threshold
  local now = nw68.unit(a.id)
  if not now.alive or not now.on_map then
    nw68.say("events.assault-falls-entering", { unit = a.id, hex = hex }, { rule = spec.rule })
    fields.result = "called off"
    finish(fields, after)
    return false
  end
  nw68.say(spec.leave and "events.ambush-assault" or "opportunity-fire.zealot-assault", { unit = a.id, target = t.id, hex = hex })
  combat.attack{ kind = "assault", attacker = nw68.unit(a.id), target = nw68.unit(t.id), weapon = w, from = hex,
    approach = from }
  if nw68.unit(t.id).alive then
    fields.result = "repulsed"
    if not spec.leave and nw68.unit(a.id).alive then
      nw68.set_status(a.id, "shaken", true)
      local to
      if from ~= hex then
        nw68.move(a.id, from)
        to = from
      else
        to = fall_back(nw68.unit(a.id), hex, "oba.biological-conversion")
      end
      nw68.say("assault.falls-back", { unit = a.id, hex = to })
    end
    if #foes_at(hex, a.id) > 0 then nw68.set_control(hex, t.side) end
    finish(fields, after)
    return false
  end
  fields.result = "taken"
  nw68.say("assault.zealot-takes", { unit = a.id, hex = hex })
  local pending = {}
  for _, o in ipairs(foes_at(hex, a.id)) do
    nw68.set_status(o.id, "shaken", true)
    table.insert(pending, o.id)
  end
  -- the other defenders retreat across the hex, their owners naming the hex
  -- [assault.success]
  return retreat.next({ pending = pending, hex = hex, from = from, fields = fields, after = after, auto = spec.auto == true })
end

-- Biological agents --------------------------------------------------------------

-- convert turns an infantry unit into a Zealot of the Black Hand, full or
-- reduced. It keeps its hex, Weapons and other markers; it is no longer
-- Shaken (nor Out Of Contact); a CO/2IC marker it carried is lost to its old
-- formation [oba.biological, command.2ic].
function zealots.convert(id, reduced, rule)
  local u = nw68.unit(id)
  local kept, lost = {}, nil
  for _, m in ipairs(u.attached) do
    if m == "co" or m == "2ic" then lost = m else table.insert(kept, m) end
  end
  if lost then
    nw68.set_items(id, "attached", kept)
    if u.formation ~= "" then nw68.set_formation_counter(u.formation, "command_lost", 1) end
    nw68.say("command.lost-" .. lost .. "-with", { formation = u.formation, unit = id })
  end
  nw68.convert(id, "zealot", SIDE, FORMATION)
  nw68.set_face(id, reduced and "reduced" or "")
  for _, st in ipairs({ "shaken", "ooc" }) do
    if u.statuses[st] then nw68.set_status(id, st, false) end
  end
  nw68.say(reduced and "oba.turns-reduced-zealot" or "oba.turns-zealot", { unit = id }, { rule = rule })
end

-- biological strikes infantry units with Biological agents, one 1D6 each in
-- the order given (1: a full Zealot, 2: a reduced Zealot, 3: one hit, 4-6: no
-- effect); Black Hand infantry is immune. Then each new Zealot that shares
-- its hex with enemy units assaults one of them (the first by id)
-- [oba.biological, oba.biological-conversion]. It returns the converted ids.
function zealots.biological(ids, rule)
  local converted = {}
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    if u and u.alive and units.infantry(u) and nw68.enemies(SIDE, u.side) and units.resists(u, "biological") then
      nw68.say("oba.untouched", { unit = id })
      nw68.report("biological", { unit = id, roll = 0, result = "untouched", rule = rule })
    elseif u and u.alive and units.infantry(u) and nw68.enemies(SIDE, u.side) then
      local _, r = nw68.roll(1, 6, "oba.biological-roll", { params = { unit = id } })
      local result
      if r <= 2 then
        zealots.convert(id, r == 2, "oba.biological")
        table.insert(converted, id)
        result = r == 1 and "zealot" or "reduced zealot"
      elseif r == 3 then
        nw68.say("oba.agent-hit", { unit = id })
        nw68.hits(id, 1, { kind = "biological" })
        result = "hit"
      else
        nw68.say("oba.agent-resisted", { unit = id })
        result = "no effect"
      end
      nw68.report("biological", { unit = id, roll = r, result = result, rule = rule })
    elseif u and u.side == SIDE then
      nw68.say("oba.black-hand-immune", { unit = id })
    end
  end
  if #converted > 0 then zealots.appeared() end
  for _, id in ipairs(converted) do
    local z = nw68.unit(id)
    if z.alive and z.on_map then
      local foes = zealots.enemies_at(z.hex)
      if #foes > 0 then
        nw68.say("oba.converted-assaults", { unit = id, hex = z.hex })
        zealots.assault{ attacker = id, target = foes[1].id, rule = "oba.biological-conversion", auto = true }
      end
    end
  end
  return converted
end

-- Masterless activation -----------------------------------------------------------

-- foes lists the units unit u may fire at: its foes, on the map, not aboard, by id.
local function foes(u)
  local out = {}
  for _, t in ipairs(nw68.units({})) do
    if t.on_map and not t.aboard and nw68.foes(u, t) then table.insert(out, t) end
  end
  return out
end

-- shot returns the weapon with which u, standing in `from`, may fire at t at
-- normal range with line of sight, or nil.
function zealots.shot(u, from, t, moving)
  local d = nw68.distance(from, t.hex)
  local w = zealots.weapon(u, t, d, moving)
  if not w then return nil end
  local blocked = nw68.line_of_sight(from, t.hex, { viewer = u, target = t })
  if blocked then return nil end
  return w
end

-- target returns the closest enemy u may fire at from `from` at normal
-- range with line of sight (ties by id), and the weapon, or nil.
function zealots.target(u, from, moving)
  local best, bw, bd = nil, nil, nil
  for _, t in ipairs(foes(u)) do
    local w = zealots.shot(u, from, t, moving)
    if w then
      local d = nw68.distance(from, t.hex)
      if best == nil or d < bd then best, bw, bd = t, w, d end
    end
  end
  return best, bw
end

-- route returns the path (start hex first) u takes towards the closest
-- enemy, and that enemy, or nil when there is none.
local SLACK = 8
function zealots.route(u)
  local goal, gd = nil, nil
  local list = foes(u)
  for _, t in ipairs(list) do
    local d = nw68.distance(u.hex, t.hex)
    if goal == nil or d < gd then goal, gd = t, d end
  end
  if not goal then return nil end
  local held = {}
  for _, t in ipairs(list) do
    if ground(t) then held[t.hex] = true end
  end
  -- the search keeps to a corridor between the unit and its goal: hexes
  -- no more than SLACK hexes off the straight way
  local limit = math.min(4 * gd + 6, 80)
  local start, ghex = u.hex, goal.hex
  local off = {}
  local r = nw68.reachable(start, limit, function(from, to)
    if held[to] then return nil end
    local o = off[to]
    if o == nil then
      o = nw68.distance(start, to) + nw68.distance(to, ghex) - gd > SLACK
      off[to] = o
    end
    if o then return nil end
    return (movement.quick_cost(u, from, to))
  end)
  local best, bd, bc = nil, nil, nil
  for label, info in pairs(r) do
    local d = nw68.distance(label, goal.hex)
    if best == nil or d < bd or (d == bd and (info.cost < bc or (info.cost == bc and label < best))) then
      best, bd, bc = label, d, info.cost
    end
  end
  return r[best].path, goal
end


-- order lists a crew's units (of its side and formation), living or
-- eliminated, by id: the masterless units act in that order, and a unit's
-- place in it (which its elimination does not change) says whether its
-- turn is over.
local function order(crew)
  local out = nw68.units({ side = crew.side, formation = crew.formation })
  for _, u in ipairs(nw68.units({ side = crew.side, formation = crew.formation, alive = false })) do table.insert(out, u) end
  table.sort(out, function(a, b) return a.id < b.id end)
  return out
end

-- assault_from returns the assault u of a crew that assaults makes once it
-- has walked `walk` (the hexes after its start, maybe none): on the first
-- by id of the enemies next to the hex it then stands in that it may assault
-- (see the readings above), or nil. The action is the base assault, so its
-- validation and resolution are the assault rules' [assault.definition].
local function assault_from(u, crew, walk)
  if not crew.assaults or u.statuses.shaken or units.spa(u) or units.air(u) then return nil end
  -- it stands in `at` and enters the enemy's hex from there
  local at = walk[#walk] or u.hex
  local budget = movement.budget(u)
  local function room(h)
    local n = 0
    for _, o in ipairs(zealots.friends_at(h, crew.side)) do
      if o.id ~= u.id then n = n + 1 end
    end
    return n + 1 <= movement.stack_limit
  end
  for _, t in ipairs(foes(u)) do
    if ground(t) and nw68.map_of(t.hex) == nw68.map_of(at) and nw68.distance(at, t.hex) == 1 then
      local path = {}
      for _, h in ipairs(walk) do table.insert(path, h) end
      table.insert(path, t.hex)
      local w = zealots.weapon(u, t, nil, false)
      if w and room(t.hex) and room(at) and movement.check(u, path, budget, { assault = true })
          and (crew.assault_ok == nil or crew.assault_ok(u, t, path, w)) then
        return { kind = "assault", units = { u.id }, path = path, target = t.id, weapon = w.id }, t
      end
    end
  end
  return nil
end

-- note is a line that says why a crew's unit acts as it does: what names its
-- message (the crew's `messages` prefix and what: "black-hand.crew-stays-fires"),
-- params fill it, and text is its English, for a crew without messages.
local function note(what, params, text)
  return { what = what, params = params, text = text }
end

-- decide returns the action a masterless unit takes (nil: none) and the
-- lines that say why (notes).
local function decide(u, crew)
  local as, at = assault_from(u, crew, {})
  if as then
    return as, { note("next-to-assault", { unit = u.id, target = at.id }, string.format("%s is next to %s: it assaults", u.id, at.id)) }
  end
  local t, w = zealots.target(u, u.hex, false)
  if t then
    return { kind = "fire", unit = u.id, target = t.id, weapon = w.id },
      { note("stays-fires", { unit = u.id, target = t.id }, string.format("%s has %s in range and sight: it stays and fires", u.id, t.id)) }
  end
  local path, goal = zealots.route(u)
  if not path or #path < 2 then
    if goal then
      return nil, { note("cannot-get-closer", { unit = u.id, goal = goal.id }, u.id .. " cannot get closer to " .. goal.id) }
    end
    return nil, { note("no-enemy", { unit = u.id }, u.id .. " has no enemy to seek") }
  end
  local budget = movement.budget(u)
  local stop, spent, cost = 1, 0, { 0 }
  for i = 2, #path do
    local c = movement.quick_cost(u, path[i - 1], path[i])
    if not c or spent + c > budget then break end
    spent, stop = spent + c, i
    cost[i] = spent
    if zealots.target(u, path[i], true) then break end
  end
  -- never end the move overstacked [stacking.limit]
  while stop > 1 and ground(u) and #zealots.friends_at(path[stop], crew.side) >= movement.stack_limit do
    stop = stop - 1
  end
  if stop == 1 then
    return nil, { note("no-room", { unit = u.id, goal = goal.id }, u.id .. " finds no room on its way towards " .. goal.id) }
  end
  local walk = {}
  for i = 2, stop do table.insert(walk, path[i]) end
  local notes = { note("heads-for", { unit = u.id, goal = goal.id, path = table.concat(walk, " ") },
    string.format("%s heads for %s, the closest enemy: %s", u.id, goal.id, table.concat(walk, " "))) }
  -- a crew that assaults closes with an enemy its walk brings it next to,
  -- when it has the MP to enter its hex
  local wa, wt = assault_from(u, crew, walk)
  if wa then
    table.insert(notes, note("will-assault", { unit = u.id, target = wt.id, hex = path[stop] },
      string.format("%s will be next to %s in %s: it assaults", u.id, wt.id, path[stop])))
    return wa, notes
  end
  -- at the end of its walk it fires when it may: an enemy in normal range
  -- and sight, having moved no more than half its Speed [moving-fire.general]
  local at = path[stop]
  local tt, tw = zealots.target(u, at, true)
  if tt and cost[stop] <= movement.half_speed(u) then
    table.insert(notes, note("will-fire", { unit = u.id, target = tt.id, hex = at },
      string.format("%s will have %s in range and sight in %s: it fires on the move", u.id, tt.id, at)))
    return { kind = "fire", unit = u.id, target = tt.id, weapon = tw.id, moving = "after", path = walk }, notes
  elseif tt then
    table.insert(notes, note("will-wait", { unit = u.id, target = tt.id, hex = at },
      string.format("%s will see %s from %s but will have moved more than half its MP: it waits there", u.id, tt.id, at)))
  end
  return { kind = "move", unit = u.id, path = walk }, notes
end

-- choose returns what the masterless Black Hand (or another crew) does next
-- in its activation [black-hand.masterless]: the action of the next unit by
-- id that acts (the crew's var, "masterless_acted" for the Black Hand, holds
-- the place of the last one that did), or, once none is left, the end of the
-- activation. It also returns the lines that say why, the units passed over
-- included, and the acting unit's place.
function zealots.choose(crew)
  crew = crew or zealots.CREW
  local done = nw68.state().vars[crew.var] or 0
  local notes = {}
  for i, u in ipairs(order(crew)) do
    if i > done and u.alive and u.on_map and not u.aboard and not u.statuses.finished
        and (crew.acts == nil or crew.acts(u)) then
      local a, why = decide(u, crew)
      for _, n in ipairs(why) do table.insert(notes, n) end
      if a then return a, notes, i end
    end
  end
  -- an activation may not end overstacked [stacking.limit], and a
  -- conversion can leave more Black Hand units in a hex than it may hold:
  -- the excess goes first, the last unit by id
  local over = movement.overstacked(crew.side)
  if #over > 0 then
    local ids = over[1].units
    table.insert(notes, note("overstacked", { hex = over[1].hex, unit = ids[#ids] },
      string.format("%s holds too many %s: %s is removed", over[1].hex, crew.units_name, ids[#ids])))
    return { kind = "remove_excess", unit = ids[#ids] }, notes, nil
  end
  table.insert(notes, note("activation-ends", {}, crew.name .. "'s activation ends"))
  return { kind = "end_activation" }, notes, nil
end

-- same reports whether action a of the kind is the choice c.
local function same(c, kind, a)
  if c.kind ~= kind then return false end
  if kind == "assault" and (c.units[1] ~= (a.units or {})[1] or #c.units ~= #(a.units or {})) then return false end
  for _, k in ipairs({ "unit", "target", "weapon", "moving" }) do
    if c[k] ~= a[k] then return false end
  end
  local p, q = c.path or {}, a.path or {}
  if #p ~= #q then return false end
  for i = 1, #p do
    if p[i] ~= q[i] then return false end
  end
  return true
end

-- record is called as an action of a crew's activation resolves (kinds
-- fire, move, remove_excess, end_activation, and assault for a crew that
-- assaults): when it is the crew's own
-- choice, the log says why it was made (and why the units passed over do
-- nothing), and the acting unit's place in the order is noted so that the
-- next choice starts after it.
function zealots.record(crew, kind, a)
  local c, notes, place = zealots.choose(crew)
  if not same(c, kind, a) then return end
  for _, n in ipairs(notes) do
    if crew.messages then nw68.say(crew.messages .. n.what, n.params) else nw68.log(crew.rule, n.text) end
  end
  nw68.set_var(crew.var, place or 0)
end

return zealots
