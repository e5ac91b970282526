-- Assault [assault.*, opportunity-fire.no-vs-assault].
--
-- An assault is a move that ends in an enemy hex. The attackers walk the path
-- up to the hex before the assaulted one with movement.walk, so every hex on
-- the way may draw opportunity fire (resolved before the assault
-- [opportunity-fire.precedence]); the continuation "assault-approach" then
-- checks that they are still fit to assault, moves them into the enemy hex with
-- nw68.move (no walk is in progress, so no opportunity fire window opens
-- there [opportunity-fire.no-vs-assault]) and resolves one attack of kind
-- "assault" through combat.attack.
--
-- A group walks one unit after the other (the continuation walks the next
-- unit, also when the one before fell on the way); an attacker Shaken or
-- destroyed on the way drops out (a Shaken one stops at the end of the
-- approach, Finished), and a fit assistant then assaults alone.
--
-- A later layer may add to the blow (assault/lib/blows.lua): as the
-- attackers stand in the assaulted hex, before the attack is rolled, its
-- functions see the assault's parameters, may change the game and may give
-- extra AV terms; when the target is gone after them, no attack is rolled.
--
-- Modifiers: the +2 assault bonus and the assistant's +1/+2 are modifier
-- blocks (assault/modifiers.hcl); the unescorted bonuses and the defence
-- (assisting defender, defenders' CO) are the modify handlers below, so any
-- attack of kind "assault" gets them, whoever starts it.
--
-- Readings taken:
--  * the defenders' CO bonus to DV needs no declaration (only the attackers
--    act) and is not the once-per-activation attack bonus: it is always added
--    when the CO is on the map, not Finished, and in its hex or Radio Range;
--  * "escorted" means the side's units in the hex (or the attacking group) mix
--    infantry and AFVs; passengers and helicopters do not count;
--  * "clear" is a hex that gives infantry no positive defence bonus
--    (terrain, features, wreck, shellholes, sandbags) and is no hill hex (the
--    chart gives hills +1 DV: a hill is never clear);
--  * a hill edge hex assaulted from a ground hex (the leader's) keeps its
--    hill bonus, as against fire from the ground [terrain.hill-defense];
--  * stacking binds the assaulted hex and the hex the attackers enter it from
--    (where they fall back to);
--  * the other defender's owner names its retreat hex among the open hexes
--    of the three across (open = enterable, no enemy, room under the limit)
--    in a `retreat` window, answered with the `retreat` action; with one
--    open hex, or a side the ruleset plays, there is nothing to ask; passing
--    the window up takes the default: straight across, then the other two by
--    label;
--  * a repulsed assault leaves the hex under the defenders' control.
local units = require("units")
local terrain = require("terrain")
local combat = require("combat")
local command = require("command")
local movement = require("movement")
local retreat = require("retreat")

-- a combat unit that takes part in assaults and counts for stacking:
-- helicopters and planes never do, and a passenger counts with its carrier
-- [assault.definition, stacking.exempt]
local ground = movement.counts

-- stack lists the ground units of a side in a hex (side nil: every side;
-- enemy true: that side's enemies), leaving out the ids of `except`.
local function stack(hex, side, enemy, except)
  local out = {}
  for _, u in ipairs(nw68.units_at(hex)) do
    local match = side == nil or (enemy and nw68.enemies(side, u.side)) or (not enemy and u.side == side)
    if ground(u) and match and not (except and except[u.id]) then table.insert(out, u) end
  end
  table.sort(out, function(x, y) return x.id < y.id end)
  return out
end

-- entry returns the hex the attackers enter the assaulted hex from.
local function entry(path, start)
  if #path >= 2 then return path[#path - 1] end
  return start
end

-- weapon picks what the leader attacks with: the named factor or carried
-- Weapon, else its own factor (AP, HE, AA in that order), else a carried
-- Weapon that suits the target. Returns the weapon, or nil, code, rule,
-- reason (a message key) and its values.
local function weapon(u, name, t)
  local function usable(w)
    if not w then return false end
    if w.kinds then
      for _, k in ipairs(w.kinds) do
        if units.fits({ kind = k }, t) then w.kind = k end
      end
    end
    return units.fits(w, t) and not (w.fixed and units.spaa(u)) and not (w.item and units.huge(u))
  end
  if name and name ~= "" then
    local w = units.weapon(u, name)
    if not w then return nil, "no_weapon", "units.weapons", "units.no-weapon", { unit = u.type, weapon = name } end
    if w.item and units.huge(u) then return nil, "no_weapon", "units.huge", "assault.huge-no-weapons", {} end
    if w.fixed and units.spaa(u) then
      return nil, "wrong_weapon", "assault.eligibility", "assault.spaa-fixed", {}
    end
    if not usable(w) then
      return nil, "wrong_weapon", "combat.firepower-choice", "combat.weapon-does-not-suit", { weapon = name, class = units.target_class(t) }
    end
    return w
  end
  for _, k in ipairs({ "ap", "he", "aa" }) do
    if u.weapons[k] then
      local w = units.weapon(u, k)
      if usable(w) then return w end
    end
  end
  for _, item in ipairs(u.carries) do
    local w = units.weapon(u, item)
    if usable(w) then return w end
  end
  return nil, "no_weapon", "combat.firepower-choice", "combat.no-suiting-firepower", { unit = u.id, class = units.target_class(t) }
end

-- Who may take part (on the map, not acted yet, no aircraft, no SPA, not
-- Shaken) and whom (on the map, on the ground, not aboard a carrier) are the
-- assault's preconditions (assault/preconditions.hcl) [assault.eligibility].
nw68.on("action_validate", "assault", function(a)
  local ids = a.units
  if #ids < 1 or #ids > 2 then return "bad_param", "assault.attack", "assault.one-or-two", {} end
  if #ids == 2 and ids[1] == ids[2] then return "bad_param", "assault.attack", "assault.self-assist", {} end
  local lead = nw68.unit(ids[1])
  if #ids == 2 then
    local u = nw68.unit(ids[2])
    if u.hex ~= lead.hex or u.formation ~= lead.formation then
      return "not_stacked", "movement.group", "assault.group-not-stacked", {}
    end
  end
  local t = nw68.unit(a.target)
  if not combat.may_attack(lead, t) then return "friendly_target", "combat.forms", "assault.enemies-only", {} end
  local path = a.path -- hexes as the game writes them (the kernel normalizes them)
  if #path == 0 then return "bad_param", "assault.definition", "assault.path-empty", {} end
  if path[#path] ~= t.hex then
    return "not_target_hex", "assault.definition", "assault.path-not-to-target", { hex = t.hex, target = t.id }
  end
  -- a hex of foes on the way would be an assault of its own; only the last
  -- hex of the path may hold them (movement.check) [assault.definition]
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    local budget, brule = movement.budget(u)
    local mp, code, rule, reason, params = movement.check(u, path, budget, { assault = true })
    if not mp then
      if code == "too_far" then rule = brule end
      return code, rule, reason, params
    end
  end
  -- each side keeps to two units a hex at all times in an assault, in the
  -- assaulted hex and in the hex the attackers enter it from (where they fall
  -- back to) [assault.definition, stacking.limit]
  local mine = {}
  for _, id in ipairs(ids) do mine[id] = true end
  local from = entry(path, lead.hex)
  for _, h in ipairs({ t.hex, from }) do
    if #stack(h, lead.side, false, mine) + #ids > movement.stack_limit then
      return "overstacked", "assault.definition", "assault.overstacked", { hex = h, side = lead.side }
    end
  end
  local w, code, rule, reason, params = weapon(lead, a.weapon, t)
  if not w then return code, rule, reason, params end
  return nil
end)

-- Defence and bonuses ------------------------------------------------------

-- classes reports whether a list of units includes infantry, and AFVs.
local function classes(list)
  local inf, afv = false, false
  for _, u in ipairs(list) do
    if units.infantry(u) then inf = true end
    if units.afv(u) then afv = true end
  end
  return inf, afv
end

-- cover reports whether a hex gives infantry a positive defence bonus
-- (terrain, features, wreck, shellholes, sandbags), or is a hill hex
-- [assault.clear-afv].
local function cover(hex)
  if terrain.hill(hex) then return true end
  local total = 0
  for _, term in ipairs(terrain.dv_terms(hex, "inf")) do total = total + term[2] end
  return total > 0
end

-- unescorted infantry against unescorted AFVs in urban terrain, unescorted
-- AFVs against unescorted infantry in the open [assault.urban-infantry, assault.clear-afv]
nw68.on("modify", "av", function(v, facts)
  if not facts.fire or facts.fire.kind ~= "assault" then return end
  local t = nw68.unit(facts.target.id)
  if not t or not t.on_map then return end
  local def_inf, def_afv = classes(stack(t.hex, t.side))
  local a = facts.attacker
  local assist = facts.fire.assist
  local att_inf = a.infantry and (assist == "none" or assist == "infantry")
  local att_afv = a.afv and (assist == "none" or assist == "afv")
  if att_inf and def_afv and not def_inf and terrain.has(t.hex, "urban") then
    v.add("assault.unescorted-infantry-urban", 2, "assault.urban-infantry")
  end
  if att_afv and def_inf and not def_afv and not cover(t.hex) then
    v.add("assault.unescorted-afvs-open", 2, "assault.clear-afv")
  end
end)

-- the other defender in the hex assists the assaulted unit, and the
-- defenders' CO adds its bonus by distance [assault.defense]
nw68.on("modify", "dv", function(v, facts)
  if not facts.fire or facts.fire.kind ~= "assault" then return end
  local t = nw68.unit(facts.target.id)
  if not t or not t.on_map then return end
  for _, o in ipairs(stack(t.hex, t.side, false, { [t.id] = true })) do
    if not o.statuses.shaken and not units.spa(o) then
      if units.infantry(o) then
        v.add("assault.infantry-assists", 1, "assault.defense", { unit = o.id })
      else
        v.add("assault.afv-assists", 2, "assault.defense", { unit = o.id })
      end
      break
    end
  end
  local co, marker, r = nil, nil, nil
  if not command.no_field_co(t) then co, marker, r = command.commander(t.formation) end
  if co and co.on_map and not co.statuses.finished then
    local d = nw68.distance(co.hex, t.hex)
    if d == 0 and (r["local"] or 0) > 0 then
      v.add("assault.local-rating-" .. marker, r["local"], "assault.defense")
    elseif d > 0 and d <= (r.radio_range or 0) and (r.radio_bonus or 0) > 0 then
      v.add("assault.radio-bonus-" .. marker, r.radio_bonus, "assault.defense")
    end
  end
end)

-- Resolution ---------------------------------------------------------------

local function finish(ids)
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    if u and u.alive then
      nw68.set_counter(id, "fired", 1)
      nw68.set_status(id, "finished", true)
    end
  end
end

local function report(fields)
  nw68.report("assault", fields)
end

-- a player's assault is reported once the other defenders have gone
-- [assault.success]
nw68.on("retreat_done", "assault", function(ev) report(ev.fields) end)

local function retreat_window()
  local i = nw68.state().interrupt
  if i and i.kind == "retreat" then return i end
  return nil
end

-- the owner's choice of the retreat hex [assault.success], after a player's
-- assault or a Black Hand one (retreat.next opens the window for both)
nw68.on("action_validate", "retreat", function(a)
  local i = retreat_window()
  if not i then return "bad_retreat", "assault.success", "assault.no-retreat-waiting", {} end
  for _, h in ipairs(i.context.choices) do
    if h == a.hex then return nil end
  end
  return "bad_retreat", "assault.success", "assault.retreat-only-to", { unit = i.context.unit, hexes = table.concat(i.context.choices, ", "), hex = i.context.hex }
end)

nw68.on("action_enumerate", "retreat", function()
  local i = retreat_window()
  if not i then return {} end
  local out = {}
  for _, h in ipairs(i.context.choices) do table.insert(out, { hex = h }) end
  return out
end)

nw68.on("action_resolve", "retreat", function(a)
  local ctx = retreat_window().context
  nw68.close_interrupt()
  retreat.resume(ctx, a.hex, "owner")
end)

nw68.on("interrupt_declined", "retreat", function(ev)
  retreat.resume(ev, ev.choices[1], "default")
end)

-- strike moves the fit attackers into the assaulted hex and resolves the assault.
local function strike(after)
  local ids = after.units
  local t = nw68.unit(after.target)
  local fit = {}
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    if u.alive and u.on_map then
      if u.statuses.shaken then
        nw68.say("assault.shaken-on-the-way", { unit = id })
      else
        table.insert(fit, u)
      end
    end
  end
  local leader = fit[1]
  local w = nil
  if leader and t.alive and t.on_map then
    local wname = after.weapon
    if leader.id ~= ids[1] then wname = nil end -- the declared weapon was the fallen leader's
    w = weapon(leader, wname, t)
  end
  if not w then
    nw68.say("assault.called-off", { target = after.target })
    finish(ids)
    report({ target = after.target, leader = leader and leader.id or "", assistant = "", hex = t.hex or "", result = "called off", retreat = "" })
    return
  end
  local hex = t.hex
  local back = {}
  -- into the enemy hex: the move is complete, no opportunity fire [opportunity-fire.no-vs-assault]
  for _, u in ipairs(fit) do
    back[u.id] = u.hex
    local mp = movement.cost(u, u.hex, hex) or 0
    nw68.set_counter(u.id, "mp_spent", (u.counters.mp_spent or 0) + mp)
    nw68.set_counter(u.id, "moved", 1)
    nw68.move(u.id, hex)
  end
  nw68.say("opportunity-fire.none-vs-assault", { hex = hex })
  local assistant = fit[2] and nw68.unit(fit[2].id) or nil
  local ids_fit = {}
  for _, u in ipairs(fit) do table.insert(ids_fit, u.id) end
  -- what a later layer adds to the blow (the assault_blow hook, assault/hooks.hcl)
  local extra = {}
  for _, terms in ipairs(nw68.fire("assault_blow", "*", {
    leader = leader.id, units = ids_fit, target = t.id, hex = hex, weapon = w, params = after.params or {},
  })) do
    for _, term in ipairs(terms) do table.insert(extra, term) end
  end
  local now = nw68.unit(t.id)
  if now.alive and now.on_map and now.hex == hex then
    combat.attack{
      kind = "assault", attacker = nw68.unit(leader.id), target = now, weapon = w,
      assistant = assistant, co = after.co == true, from = hex, approach = back[leader.id], av_terms = extra,
    }
  else
    nw68.say("assault.target-gone", { unit = t.id })
  end
  -- win or lose, every attacker is Finished [assault.failure]
  finish(ids)
  local fields = { target = t.id, leader = leader.id, assistant = assistant and assistant.id or "", hex = hex, retreat = "" }
  if nw68.unit(t.id).alive then
    -- the target held: the attackers are Shaken and fall back [assault.failure]
    for _, u in ipairs(fit) do
      if nw68.unit(u.id).alive then
        nw68.set_status(u.id, "shaken", true)
        nw68.move(u.id, back[u.id])
        nw68.say("assault.falls-back", { unit = u.id, hex = back[u.id] })
      end
    end
    if #stack(hex, t.side) > 0 then nw68.set_control(hex, t.side) end
    fields.result = "repulsed"
    report(fields)
    return
  end
  -- the target fell: the attackers hold the hex, the other defender is Shaken
  -- and retreats across the hex, or is eliminated [assault.success]
  nw68.say("assault.taken", { hex = hex })
  fields.result = "taken"
  -- the other defenders: the target's side, and any foe of the attackers
  -- that shared the hex with a target that was no foe of theirs (a unit
  -- that helped it defend) [assault.success, independents.assist]
  local pending, seen = {}, {}
  for _, list in ipairs({ stack(hex, t.side), stack(hex, leader.side, true) }) do
    for _, o in ipairs(list) do
      if not seen[o.id] and (o.side == t.side or nw68.foes(leader, o)) then
        seen[o.id] = true
        nw68.set_status(o.id, "shaken", true)
        table.insert(pending, o.id)
      end
    end
  end
  retreat.next({ pending = pending, hex = hex, from = back[leader.id], fields = fields, after = { name = "assault" } })
end

-- each attacker walks the approach in turn; the last one to arrive strikes
nw68.on("walk_done", "assault-approach", movement.always(function(unit_id, after)
  if #after.waiting == 0 then
    strike(after)
    return
  end
  local again = {}
  for k, v in pairs(after) do again[k] = v end
  again.waiting = movement.tail(after.waiting)
  movement.walk(after.waiting[1], after.approach, again)
end)) -- the chain goes on when a walker falls on the way

nw68.on("action_resolve", "assault", function(a)
  local path = a.path -- hexes as the game writes them (the kernel normalizes them)
  local approach = {}
  for i = 1, #path - 1 do table.insert(approach, path[i]) end
  movement.walk(a.units[1], approach, {
    name = "assault-approach", units = a.units, waiting = movement.tail(a.units),
    approach = approach, target = a.target, weapon = a.weapon or "",
    co = a.co_bonus == true, params = a,
  })
end)

-- the assaults a player may pick from: every unit of the side to act, alone
-- or with a unit of its formation in its hex, into each adjacent enemy unit's
-- hex (longer paths are too many to list; validation keeps the legal ones)
nw68.on("action_enumerate", "assault", function()
  local side = nw68.state().active_side
  local out = {}
  for _, u in ipairs(nw68.units({})) do
    if ground(u) and (side == "" or u.side == side) and nw68.precondition("assault", { units = { u.id } }) == nil then
      local groups = { { u.id } }
      for _, o in ipairs(stack(u.hex, u.side)) do
        if o.id ~= u.id and o.formation == u.formation then table.insert(groups, { u.id, o.id }) end
      end
      for _, n in ipairs(nw68.neighbors(u.hex)) do
        for _, t in ipairs(stack(n, u.side, true)) do
          for _, g in ipairs(groups) do table.insert(out, { units = g, path = { n }, target = t.id }) end
        end
      end
    end
  end
  return out
end)
