-- The expansion's Events Table (1.5) [events.*]: the kinds of result the
-- base game lacks, registered with base events/lib/event_kinds.lua, which
-- rolls the table (3D6, from the table's range), picks the player and
-- dispatches by the row's `event`; the base kinds (spawn, ambush,
-- biological, rally, refit) serve rows 3, 4, 7, 11 and 12.
--
-- Where an event happens [events.maps]: with one map in play, there; with
-- several, a row marked `mapped` happens on one of them: the affected player
-- picks it (an "event" window, event_choice {map}) when the row is a
-- `benefit`, a die picks it otherwise (event_kinds.pick_one). The other rows
-- strike every map, or wherever the unit the player names stands.
--
-- Readings taken:
--  * attackers [events.attackers]: among a row's `attackers`, the types of a
--    faction that is a side of the game and an enemy of the affected player;
--    with none, those of an enemy faction; with none, all of them; a die
--    picks when several remain;
--  * event 5: the player's setup hexes are the scenario's (the auxiliary
--    area's setup_hexes) on the map, free of enemies and with room; a game
--    that declares none uses the hexes where his ground units stand with
--    room; the types offered are the row's `infantry` of his faction; each
--    unit is one choice (type, hex, formation), made twice;
--  * event 6: each hill hex holding the player's ground units is struck once
--    by an attacker brought into play off the map (it never stands on the
--    map: an airstrike comes and goes), against the first unit of the hex by
--    id it can attack, with its strongest factor that suits the target;
--  * event 8: each flammable hex holding the player's units gets Fire L2
--    (fires.place; the fires area attacks the units and keeps the marker);
--  * event 9: the row says all units, so every road hex holding ground units
--    of any side (the affected player's or not) gets a Mines marker (when it
--    has none) that attacks each of them, by id, as a minefield attacks
--    units entering it; then one 1D6 a hex, 1-2 removes it;
--  * event 10: all units too: the attacker is picked for the affected player
--    (events.attackers) and assaults, one hex after the other in label
--    order, every urban hex holding ground units of a side other than its
--    own (the first of them by id), through the base ambush (its "ambush"
--    continuation, so a retreat window pauses and resumes it as in the base
--    game); units of the attacker's own side are not assaulted;
--  * event 13: each Corpses marker is taken and an uncontrolled, hostile
--    Reanimated (the row's `spawn`) enters there; one standing with units of
--    the factions assaults the first of them by id at once (retreats to the
--    default hex, no window); every Reanimated a faction controls turns into
--    one of the Independents, uncontrolled and hostile;
--  * event 14: the player names an enemy unit in play (on the map), or one
--    with an enemy Hero attached and the Hero, of any faction but the row's
--    `exempt`;
--  * event 15: an intact bridge (bridges.state) on a map in play, a supply
--    unit (tag "supply") of an enemy side, or an enemy side holding supply
--    points;
--  * event 16: the weather area's draw(map) for every map in play;
--  * event 17: an optional window in which the player buys, one purchase a
--    time, within what is left of the row's budget, at the AUX prices
--    (auxiliary.price): the Supply Depot (placed like event 5's units), a
--    Weapon or Equipment for sale, of his faction, the Independents' or
--    none, for one of his infantry units, or an OBA mission; passing it up
--    (or having too little left for anything) adds what is left to his
--    supply points;
--  * event 18: with a 2IC of his in play the player names the unit carrying
--    it, and the marker turns to the CO; with none, a Hero of his faction
--    (the row's `heroes`) that no unit in play carries joins a unit of his.
local kinds = require("event_kinds")
local zealots = require("zealots")
local units = require("units")
local terrain = require("terrain")
local movement = require("movement")
local combat = require("combat")
local minefields = require("minefields")
local retreat = require("retreat")
local fires = require("fires")
local bridges = require("bridges")
local corpses = require("corpses")
local weather = require("weather")
local aux = require("auxiliary")
local ind = require("independents")
local objects = require("objects")
local heroes = require("heroes")

-- The map an event happens on [events.maps] ------------------------------------

nw68.on("event_step", "map", kinds.spec{
  what = "the map",
  candidates = function()
    local out = {}
    for _, m in ipairs(nw68.maps()) do table.insert(out, { map = m }) end
    return out
  end,
  validate = function(a, c)
    for _, m in ipairs(nw68.maps()) do
      if m == a.map then return nil end
    end
    return "bad_map", "events.maps", "events.bad-map", { map = tostring(a.map) }
  end,
  apply = function(a, c)
    nw68.say("events.maps-picked", { side = c.side, map = a.map })
    nw68.report("event_map", { map = a.map, side = c.side, chosen = true })
    kinds.run(c.event, c.side, { map = a.map })
  end,
})

nw68.on("event_where", "*", function(ev)
  local row, side = ev.row, ev.side
  local maps = nw68.maps()
  if #maps == 1 then
    kinds.run(row.key, side, { map = maps[1] })
    return
  end
  if not row.mapped then
    kinds.run(row.key, side, {})
    return
  end
  if row.benefit and side ~= "" then
    kinds.offer("map", side, "events.maps", row.key)
    return
  end
  local map = kinds.pick_one(maps, "map struck by the event")
  nw68.say("events.maps-struck", { map = map })
  nw68.report("event_map", { map = map, side = side, chosen = false })
  kinds.run(row.key, side, { map = map })
end)

-- Helpers ----------------------------------------------------------------------

-- hexes_of lists, in label order, the hexes on `map` where the side's ground
-- units stand and that pass pred(hex), with those units by id; side nil:
-- every side's units (events 9 and 10 strike all units).
local function hexes_of(side, map, pred)
  local byhex, out = {}, {}
  local filter = {}
  if side then filter = { side = side } end
  for _, u in ipairs(nw68.units(filter)) do
    if u.on_map and movement.counts(u) and kinds.within_map(u, map) and pred(u.hex) then
      if not byhex[u.hex] then
        byhex[u.hex] = {}
        table.insert(out, u.hex)
      end
      table.insert(byhex[u.hex], u.id)
    end
  end
  table.sort(out)
  return out, byhex
end

-- attacker picks the attacker of a row for the affected side [events.attackers].
local function attacker(row, side)
  local in_game = {}
  for _, s in ipairs(nw68.state().sides) do in_game[s] = true end
  local playing, enemy = {}, {}
  for _, a in ipairs(row.attackers) do
    local f = nw68.entity("unit_type", a.type).faction
    if f ~= "" and side ~= "" and nw68.relation(side, f) == "enemy" then
      table.insert(enemy, a)
      if in_game[f] then table.insert(playing, a) end
    end
  end
  local pool = row.attackers
  if #playing > 0 then pool = playing elseif #enemy > 0 then pool = enemy end
  local a = kinds.pick_one(pool, "attacker of the event")
  nw68.say("events.attackers-picked", { type = a.type })
  return a
end

-- setup_hexes lists, in label order, the hexes on `map` where a new unit
-- of the side may enter (events 5 and 17): its setup hexes (the auxiliary
-- area's, from the scenario) that hold no enemy and have room; with none
-- declared, the hexes of its ground units with room (a reading).
local function room(side, hex)
  local mine = 0
  for _, u in ipairs(nw68.units_at(hex)) do
    if movement.counts(u) then
      if u.side ~= side then return false end
      mine = mine + 1
    end
  end
  return mine < movement.stack_limit
end

local function setup_hexes(side, map)
  local out = {}
  local declared = aux.setup_hexes(side)
  for label in pairs(declared) do
    local h = kinds.label(label, map)
    if nw68.on_map(h) and (map == nil or nw68.map_of(h) == map) and room(side, h) then table.insert(out, h) end
  end
  if next(declared) == nil then
    local hexes = hexes_of(side, map, function() return true end)
    for _, h in ipairs(hexes) do
      if room(side, h) then table.insert(out, h) end
    end
  end
  table.sort(out)
  return out
end

local function formations_of(side)
  local seen, out = {}, {}
  for _, u in ipairs(nw68.units({ side = side })) do
    if u.formation ~= "" and not seen[u.formation] then
      seen[u.formation] = true
      table.insert(out, u.formation)
    end
  end
  table.sort(out)
  return out
end

local function listed(list, x)
  for _, v in ipairs(list or {}) do
    if v == x then return true end
  end
  return false
end

local function need(a, c, fields)
  for _, f in ipairs(fields) do
    if a[f] == nil then return "bad_param", c.rule, "events.choice-needs", { field = f } end
  end
  return nil
end

-- 5: reinforcements [events.reinforcements] --------------------------------------

local function reinforce_options(c)
  local out = {}
  local row = nw68.table("events", c.event)
  local hexes = setup_hexes(c.side, c.map)
  local forms = formations_of(c.side)
  for _, t in ipairs(row.infantry or {}) do
    local e = nw68.entity("unit_type", t)
    if e and e.faction == c.side and e.tags.infantry and not e.tags.huge then
      for _, h in ipairs(hexes) do
        for _, f in ipairs(forms) do table.insert(out, { item = t, hex = h, formation = f }) end
      end
    end
  end
  return out
end

nw68.on("event_step", "reinforce", kinds.spec{
  what = "the unit type, its hex and its formation",
  candidates = reinforce_options,
  validate = function(a, c)
    local code, rule, reason, params = need(a, c, { "item", "hex", "formation" })
    if code then return code, rule, reason, params end
    for _, o in ipairs(reinforce_options(c)) do
      if o.item == a.item and o.hex == a.hex and o.formation == a.formation then return nil end
    end
    return "bad_choice", c.rule, "events.reinforce-bad-choice", { type = a.item, hex = a.hex, formation = a.formation }
  end,
  apply = function(a, c)
    local id = nw68.spawn{ type = a.item, side = c.side, formation = a.formation, hex = a.hex }
    nw68.say("events.reinforcements-enter", { unit = id, hex = a.hex, formation = a.formation })
    nw68.report("event_effect", { step = "reinforce", unit = id, side = c.side, hex = a.hex })
    if (c.left or 1) > 1 then
      kinds.offer("reinforce", c.side, c.rule, c.event, { map = c.map, left = c.left - 1 })
    end
  end,
})

nw68.on("event_row", "reinforce", kinds.player(function(row, side, ctx)
  if not kinds.offer("reinforce", side, row.rule, row.key, { map = ctx.map, left = row.count or 2 }) then
    nw68.say("events.reinforcements-none", { side = side })
  end
end))

-- 6: airstrikes on the hills [events.airstrikes] -----------------------------------

nw68.on("event_row", "airstrike", kinds.player(function(row, side, ctx)
  if weather.forbids(ctx.map, "airstrike") then
    weather.say(weather.rule_of(ctx.map), "no-airstrike", { map = ctx.map })
    return
  end
  local hexes, byhex = hexes_of(side, ctx.map, function(h) return terrain.has(h, row.terrain) end)
  if #hexes == 0 then
    nw68.say("events.airstrikes-no-target", { side = side, terrain = row.terrain })
    return
  end
  nw68.say("events.ambush-airstrike-no-opportunity-fire")
  for _, hex in ipairs(hexes) do
    local a = attacker(row, side)
    local id = nw68.spawn{ type = a.type, side = nw68.entity("unit_type", a.type).faction }
    local u = nw68.unit(id)
    local struck = false
    for _, tid in ipairs(byhex[hex]) do
      local t = nw68.unit(tid)
      local w = not struck and t.alive and zealots.weapon(u, t, nil, false)
      if w then
        struck = true
        nw68.say("events.airstrikes-strikes", { attacker = id, target = tid, hex = hex })
        combat.attack{ kind = "air", attacker = u, target = t, weapon = w, from = hex }
      end
    end
    if not struck then nw68.say("events.airstrikes-nothing", { attacker = id, hex = hex }) end
    nw68.say("events.ambush-airstrike-leaves", { attacker = id })
  end
end))

-- 8: wildfire [events.wildfire] ----------------------------------------------------

nw68.on("event_row", "wildfire", kinds.player(function(row, side, ctx)
  local hexes = hexes_of(side, ctx.map, function(h) return fires.flammable(h) end)
  if #hexes == 0 then
    nw68.say("events.wildfire-no-target", { side = side })
    return
  end
  for _, hex in ipairs(hexes) do
    local level = fires.place(hex, { event = row.key })
    if level then
      nw68.say("events.wildfire-burns", { hex = hex, level = level })
    else
      nw68.say("events.wildfire-cannot-burn", { hex = hex })
    end
  end
end))

-- 9: mined roads [events.mined-roads] -----------------------------------------------

-- all units on the road hexes, whatever their side, not only the affected
-- player's [events.mined-roads]
nw68.on("event_row", "mines", kinds.player(function(row, _, ctx)
  local hexes, byhex = hexes_of(nil, ctx.map, function(h) return terrain.has(h, row.terrain) end)
  if #hexes == 0 then
    nw68.say("events.mined-roads-no-target", { terrain = row.terrain })
    return
  end
  for _, hex in ipairs(hexes) do
    if nw68.markers(hex).mines == nil then nw68.set_marker(hex, "mines", 0) end
    for _, id in ipairs(byhex[hex]) do
      local t = nw68.unit(id)
      if t.alive and not units.air(t) then
        nw68.say("events.mined-roads-attack", { unit = id, hex = hex })
        minefields.attack(hex, t)
      end
    end
  end
  -- the depletion checks come once every attack is over
  for _, hex in ipairs(hexes) do minefields.deplete(hex) end
end))

-- 10: urban ambush by the attacker of the row [events.urban-ambush] ---------------

-- all units in the urban hexes, whatever their side, not only the affected
-- player's, bar the attacker's own side [events.urban-ambush]. The assaults
-- are the base ambush's (events.ambush), started through its continuation.
nw68.on("event_row", "raid", kinds.player(function(row, side, ctx)
  local a = attacker(row, side)
  local own = nw68.entity("unit_type", a.type).faction
  if own == "" then own = zealots.SIDE end
  local hexes, byhex = hexes_of(nil, ctx.map, function(h) return terrain.has(h, row.terrain) end)
  local targets = {}
  for _, hex in ipairs(hexes) do
    local ids = {}
    for _, id in ipairs(byhex[hex]) do
      if nw68.unit(id).side ~= own then table.insert(ids, id) end
    end
    if #ids > 0 then table.insert(targets, { hex = hex, ids = ids }) end
  end
  if #targets == 0 then
    nw68.say("events.urban-ambush-raid-no-target", { terrain = row.terrain })
    return
  end
  nw68.say("events.ambush-raid-no-opportunity-fire")
  retreat.done({ name = "ambush", targets = targets, event = row.key, spawn = a.type, carries = a.carries,
    rule = row.rule, side = side }, {}, false)
end))

-- 13: the dead rise [events.risen-dead] ----------------------------------------------

nw68.on("event_row", "risen", kinds.sideless(function(row, _, _)
  -- controlled Reanimated go back to the Independents, hostile
  for _, u in ipairs(nw68.units({})) do
    if u.on_map and u.side ~= ind.SIDE and (u.type == row.spawn or u.type == row.reverts) then
      nw68.convert(u.id, row.spawn, ind.SIDE, ind.FORMATION)
      ind.uncontrol(u.id, true)
      nw68.say("events.risen-dead-reverts", { unit = u.id })
    end
  end
  local risen = {}
  for _, h in ipairs(nw68.marked("corpses")) do
    corpses.take(h.label)
    local id = nw68.spawn{ type = row.spawn, side = ind.SIDE, formation = ind.FORMATION, hex = h.label }
    ind.uncontrol(id, true)
    nw68.say("events.risen-dead-rise", { hex = h.label, unit = id })
    table.insert(risen, id)
  end
  if #risen == 0 then nw68.say("events.risen-dead-none") end
  for _, id in ipairs(risen) do
    local u = nw68.unit(id)
    local foes = {}
    for _, o in ipairs(nw68.units_at(u.hex)) do
      if nw68.foes(id, o.id) and movement.counts(o) then table.insert(foes, o) end
    end
    table.sort(foes, function(x, y) return x.id < y.id end)
    if #foes > 0 then
      nw68.say("events.spawn-risen-assault", { unit = id, side = foes[1].side })
      zealots.assault{ attacker = id, target = foes[1].id, rule = "events.spawn", auto = true }
    end
  end
end))

-- 14: assassination [events.assassination] ------------------------------------------

local function targets(c)
  local row = nw68.table("events", c.event)
  local out = {}
  for _, u in ipairs(nw68.units({})) do
    if u.on_map and nw68.enemies(c.side, u.side) and u.faction ~= row.exempt and u.side ~= row.exempt then
      table.insert(out, { unit = u.id })
      for _, h in ipairs(heroes.heroes_of(u)) do table.insert(out, { unit = u.id, item = h }) end
    end
  end
  return out
end

local function among(list, a, fields)
  for _, o in ipairs(list) do
    local same = true
    for _, f in ipairs(fields) do same = same and o[f] == a[f] end
    if same then return true end
  end
  return false
end

nw68.on("event_step", "eliminate", kinds.spec{
  what = "the enemy unit or Hero",
  candidates = targets,
  validate = function(a, c)
    local code, rule, reason, params = need(a, c, { "unit" })
    if code then return code, rule, reason, params end
    if not among(targets(c), a, { "unit", "item" }) then
      if a.item then return "bad_target", c.rule, "events.eliminate-not-target-item", { unit = a.unit, item = a.item } end
      return "bad_target", c.rule, "events.eliminate-not-target", { unit = a.unit }
    end
  end,
  apply = function(a, c)
    if a.item then
      local kept = {}
      for _, m in ipairs(nw68.unit(a.unit).attached) do
        if m ~= a.item then table.insert(kept, m) end
      end
      nw68.set_items(a.unit, "attached", kept)
      nw68.say("events.assassination-hero", { hero = a.item, unit = a.unit })
    else
      nw68.eliminate(a.unit, c.rule)
    end
    nw68.report("event_effect", { step = "eliminate", unit = a.unit, item = a.item or "", side = c.side })
  end,
})

nw68.on("event_row", "eliminate", kinds.player(function(row, side)
  if not kinds.offer("eliminate", side, row.rule, row.key) then
    nw68.say("events.assassination-none", { side = side })
  end
end))

-- 15: sabotage [events.sabotage] ----------------------------------------------------

local function sabotage_options(c)
  local out = {}
  for _, h in ipairs(bridges.intact()) do table.insert(out, { hex = h }) end
  for _, u in ipairs(nw68.units({})) do
    if u.on_map and u.tags.supply and nw68.enemies(c.side, u.side) then table.insert(out, { unit = u.id }) end
  end
  for _, s in ipairs(nw68.state().sides) do
    if nw68.enemies(c.side, s) and nw68.holding(s, "supply") > 0 then table.insert(out, { side = s }) end
  end
  return out
end

nw68.on("event_step", "sabotage", kinds.spec{
  what = "the bridge, supply unit or faction struck",
  candidates = sabotage_options,
  validate = function(a, c)
    local n = (a.hex and 1 or 0) + (a.unit and 1 or 0) + (a.side and 1 or 0)
    if n ~= 1 then return "bad_param", c.rule, "events.sabotage-name-one", {} end
    if not among(sabotage_options(c), a, { "hex", "unit", "side" }) then
      return "bad_target", c.rule, "events.sabotage-bad-target", {}
    end
  end,
  apply = function(a, c)
    if a.hex then
      bridges.destroy(a.hex)
      nw68.say("events.sabotage-bridge", { hex = a.hex })
    elseif a.unit then
      nw68.eliminate(a.unit, c.rule)
    else
      nw68.say("events.sabotage-supply", { side = a.side, n = nw68.holding(a.side, "supply") })
      nw68.set_holding(a.side, "supply", 0)
    end
    nw68.report("event_effect", { step = "sabotage", unit = a.unit or "", hex = a.hex or "", target_side = a.side or "", side = c.side })
  end,
})

nw68.on("event_row", "sabotage", kinds.player(function(row, side)
  if not kinds.offer("sabotage", side, row.rule, row.key) then
    nw68.say("events.sabotage-none")
  end
end))

-- 16: weather shift [events.weather-shift] -------------------------------------------

nw68.on("event_row", "weather", kinds.sideless(function(row)
  for _, map in ipairs(nw68.maps()) do
    nw68.say("events.weather-shift-draw", { map = map })
    weather.draw(map, row.rule)
  end
end))

-- 17: supply drop [events.supply-drop] -------------------------------------------------

-- what a purchase is and costs, at the AUX prices [auxiliary.costs]: "oba/<mission>",
-- the row's depot (a unit), or a Weapon or Equipment item
local function priced(row, choice)
  local mission = string.match(choice, "^oba/(.+)$")
  if mission then
    if not aux.MISSIONS[mission] then return nil end
    return "oba", (aux.price("oba", mission))
  end
  if choice == row.depot then
    if not nw68.entity("unit_type", choice) then return nil end
    return "unit", (aux.price("unit", choice))
  end
  local it = nw68.entity("item", choice)
  if not it or it.tags.hero or not objects.for_sale(choice) then return nil end
  if not (it.tags.weapon or it.tags.equipment) then return nil end
  return "object", (aux.price("object", choice))
end

local function purchases(c)
  local row = nw68.table("events", c.event)
  local out = {}
  local _, depot = priced(row, row.depot)
  if depot and depot <= c.left then
    for _, h in ipairs(setup_hexes(c.side, c.map)) do table.insert(out, { item = row.depot, hex = h }) end
  end
  local carriers = kinds.own(c.side, function(u)
    return units.infantry(u) and not units.huge(u) and kinds.within_map(u, c.map)
  end)
  for _, id in ipairs(row.items or {}) do
    local it = nw68.entity("item", id)
    local _, cost = priced(row, id)
    if cost and cost <= c.left and aux.faction_ok(it, c.side) then
      for _, u in ipairs(carriers) do table.insert(out, { item = id, unit = u.id }) end
    end
  end
  local missions = {}
  for m in pairs(aux.MISSIONS) do table.insert(missions, "oba/" .. m) end
  table.sort(missions)
  for _, k in ipairs(missions) do
    local _, cost = priced(row, k)
    if cost and cost <= c.left then table.insert(out, { item = k }) end
  end
  return out
end

local function bank(c)
  if (c.left or 0) <= 0 then return end
  local n = nw68.holding(c.side, "supply") + c.left
  nw68.set_holding(c.side, "supply", n)
  nw68.say("events.supply-drop-kept", { side = c.side, n = c.left, total = n })
end

local function shop(c)
  if #purchases(c) == 0 then
    bank(c)
    return
  end
  nw68.say("events.supply-drop-offer", { side = c.side, n = c.left })
  nw68.open_interrupt{ kind = "event", side = c.side, actions = { "event_choice" }, mandatory = false, context = c }
end

nw68.on("event_step", "purchase", kinds.spec{
  what = "a purchase",
  optional = true,
  candidates = purchases,
  validate = function(a, c)
    local code, rule, reason, params = need(a, c, { "item" })
    if code then return code, rule, reason, params end
    if not among(purchases(c), a, { "item", "unit", "hex" }) then
      return "bad_choice", c.rule, "events.purchase-bad-choice", { item = a.item, n = c.left }
    end
  end,
  apply = function(a, c)
    local row = nw68.table("events", c.event)
    local _, cost = priced(row, a.item)
    if a.hex then
      local id = nw68.spawn{ type = a.item, side = c.side, hex = a.hex }
      nw68.say("events.supply-drop-unit", { side = c.side, unit = id, hex = a.hex, cost = cost })
    elseif a.unit then
      local carries = {}
      for _, it in ipairs(nw68.unit(a.unit).carries) do table.insert(carries, it) end
      table.insert(carries, a.item)
      nw68.set_items(a.unit, "carries", carries)
      nw68.say("events.supply-drop-item", { unit = a.unit, item = a.item, cost = cost })
    else
      local n = nw68.holding(c.side, a.item) + 1
      nw68.set_holding(c.side, a.item, n)
      nw68.say("events.supply-drop-mission", { side = c.side, mission = string.sub(a.item, 5), cost = cost })
    end
    nw68.report("event_effect", { step = "purchase", item = a.item, unit = a.unit or "", side = c.side, cost = cost })
    local next = {}
    for k, v in pairs(c) do next[k] = v end
    next.left = c.left - cost
    shop(next)
  end,
})

-- passing the window up keeps what is left
nw68.on("interrupt_declined", "event", function(c)
  if c.step == "purchase" then bank(c) end
end)

nw68.on("event_row", "supply-drop", kinds.player(function(row, side, ctx)
  shop({ step = "purchase", side = side, rule = row.rule, event = row.key, map = ctx.map, left = row.budget })
end))

-- 18: field promotion [events.promotion] -----------------------------------------------

local function carried_anywhere(item)
  for _, u in ipairs(nw68.units({})) do
    if listed(u.attached, item) or listed(u.carries, item) then return true end
  end
  return false
end

local function promotions(c)
  local out = {}
  for _, u in ipairs(kinds.own(c.side, function(u) return listed(u.attached, "2ic") end)) do
    table.insert(out, { unit = u.id })
  end
  return out
end

local function recruits(c)
  local row = nw68.table("events", c.event)
  local out = {}
  local mine = kinds.own(c.side, function() return true end)
  for _, h in ipairs(row.heroes or {}) do
    local it = nw68.entity("item", h)
    if it and heroes.is_hero(h) and it.faction == c.side and not carried_anywhere(h) then
      for _, u in ipairs(mine) do table.insert(out, { unit = u.id, item = h }) end
    end
  end
  return out
end

nw68.on("event_step", "promote", kinds.spec{
  what = "the 2IC that becomes CO again",
  candidates = promotions,
  validate = function(a, c)
    if not a.unit or a.item or not among(promotions(c), a, { "unit" }) then
      return "bad_choice", c.rule, "events.promote-bad-choice", { unit = tostring(a.unit), side = c.side }
    end
  end,
  apply = function(a, c)
    local items = {}
    for _, m in ipairs(nw68.unit(a.unit).attached) do
      table.insert(items, m == "2ic" and "co" or m)
    end
    nw68.set_items(a.unit, "attached", items)
    nw68.say("events.promotion-co", { unit = a.unit })
    nw68.report("event_effect", { step = "promote", unit = a.unit, side = c.side })
  end,
})

nw68.on("event_step", "hero", kinds.spec{
  what = "the Hero and the unit it joins",
  candidates = recruits,
  validate = function(a, c)
    local code, rule, reason, params = need(a, c, { "unit", "item" })
    if code then return code, rule, reason, params end
    if not among(recruits(c), a, { "unit", "item" }) then
      return "bad_choice", c.rule, "events.hero-bad-choice", { hero = a.item, side = c.side, unit = a.unit }
    end
  end,
  apply = function(a, c)
    local items = {}
    for _, m in ipairs(nw68.unit(a.unit).attached) do table.insert(items, m) end
    table.insert(items, a.item)
    nw68.set_items(a.unit, "attached", items)
    nw68.say("events.promotion-hero", { hero = a.item, unit = a.unit })
    nw68.report("event_effect", { step = "hero", unit = a.unit, item = a.item, side = c.side })
  end,
})

nw68.on("event_row", "promote", kinds.player(function(row, side)
  if kinds.offer("promote", side, row.rule, row.key) then return end
  nw68.say("events.promotion-no-2ic", { side = side })
  if not kinds.offer("hero", side, row.rule, row.key) then
    nw68.say("events.promotion-no-hero", { side = side })
  end
end))
