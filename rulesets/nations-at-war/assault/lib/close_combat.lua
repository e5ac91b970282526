-- Close combat of Nations at War: what the assault (5.4) and the overrun (5.5) share
-- [assault.*, overrun.*, defences.improved-position].
--
--   cc.side_units(hex, side)     the combat units (no HQ) of a side in a hex, by id
--   cc.fight(f)                  throws both sides' dice, shares the hits out, applies them;
--                                returns the report fields and the hits each side took
--   cc.retreat(ids, hex, from, attackers, after)  the beaten defenders' retreat: eliminated when
--                                no hex is open, else a `retreat` window for their owner
--   cc.check_retreat(ctx, path)  nil, or code, rule, reason (a message key), its values for a retreat path
--
-- Dice order (IDS.md 6): the attackers' dice (unit id order, each throw's "+" reroll at once),
-- the defenders' dice likewise, then the allocation dice (the hits on the attackers first),
-- then whatever the hits set off (an HQ's casualty die, results/).
local units = require("units")
local hq = require("hq")
local defences = require("defences")

local cc = {}

-- Reading of "infantry" in 5.4: a soft unit tagged infantry or armored-infantry (on foot).
function cc.infantry(u)
  return (u.tags.infantry == true or u.tags["armored-infantry"] == true) and not units.hard(u)
end

-- An AFV is a tagged AFV, or any hard combat unit (a mounted half-track) [units.afv].
function cc.afv(u)
  return u.tags.afv == true or (units.hard(u) and not u.tags.hq)
end

function cc.hq(u) return u.tags.hq == true end

local function by_id(list)
  table.sort(list, function(x, y) return x.id < y.id end)
  return list
end

-- side_units lists the living combat units (HQs left out) of `side` in `hex`.
function cc.side_units(hex, side)
  local out = {}
  for _, u in ipairs(nw68.units_at(hex)) do
    if u.side == side and not cc.hq(u) then table.insert(out, u) end
  end
  return by_id(out)
end

-- hqs lists the HQs of a side in a hex.
function cc.hqs(hex, side)
  local out = {}
  for _, u in ipairs(nw68.units_at(hex)) do
    if u.side == side and cc.hq(u) then table.insert(out, u) end
  end
  return by_id(out)
end

local function faces_text(faces)
  local parts = {}
  for _, f in ipairs(faces) do table.insert(parts, tostring(f)) end
  return table.concat(parts, " ")
end

-- throw rolls a unit's dice; a "+" on its Assault Factor rerolls the first missed die once, at
-- once [units.augmented]. what names the roll's message (its value {unit}). Returns hits and the
-- faces thrown (the reroll after the throw).
local function throw(u, n, to_hit, what)
  if n <= 0 then return 0, {} end
  local faces = nw68.roll(n, 6, what, { params = { unit = u.id } })
  local hits, missed = 0, false
  for _, f in ipairs(faces) do
    if f >= to_hit then hits = hits + 1 else missed = true end
  end
  local shown = {}
  for _, f in ipairs(faces) do table.insert(shown, f) end
  if missed and u.tags["augmented-assault"] then
    local again = nw68.roll(1, 6, "assault.plus-reroll", { params = { purpose = { key = what, params = { unit = u.id } } } })
    table.insert(shown, again[1])
    if again[1] >= to_hit then hits = hits + 1 end
    nw68.say("assault.augmented-reroll", { unit = u.id, roll = again[1] }, { rule = "units.augmented" })
  end
  return hits, shown
end

-- pool computes a unit's dice and To-Hit (assault/values.hcl, modifiers.hcl) and throws them.
local function pool(u, f, role, enemies, leadership)
  local all_afv, any_afv = #enemies > 0, false
  for _, e in ipairs(enemies) do
    if cc.afv(e) then any_afv = true else all_afv = false end
  end
  local facts = {
    cc = {
      kind = f.kind, role = role, factor = u.stats.assault or 0, infantry = cc.infantry(u),
      disrupted = f.disrupted_before[u.id] == true, enemy_all_afv = all_afv, enemy_any_afv = any_afv,
      terrain = nw68.hex(f.hex).terrain, leadership = leadership or 0,
    },
  }
  local n = nw68.compute{
    stage = "assault_dice", name = "assault.dice-name", name_params = { unit = u.id },
    terms = { { "assault.factor", u.stats.assault or 0, "assault.attack" } }, facts = facts,
  }
  local to_hit = nw68.compute{
    stage = "assault_to_hit", name = "assault.to-hit-name", name_params = { unit = u.id },
    terms = { { "assault.printed", u.stats.assault_to_hit or 6, "assault.attack" } }, facts = facts,
  }
  if to_hit > 6 then to_hit = 6 end
  if to_hit < 2 then to_hit = 2 end
  local hits, faces = throw(u, n, to_hit, role ~= "attack" and "assault.counterattack-dice-roll"
    or (f.kind == "overrun" and "overrun.attack-dice-roll" or "assault.dice-name"))
  nw68.say("assault.throws", { unit = u.id, dice = n, to_hit = to_hit, faces = faces_text(faces), hits = hits },
    { rule = role == "attack" and (f.kind == "overrun" and "overrun.attack" or "assault.attack") or (f.kind == "overrun" and "overrun.counterattack" or "assault.counterattack") })
  return hits, faces, n
end

-- share spreads `hits` over `list` (by id): one each before any takes two; the odd hit between
-- two units by 1d6, 1-3 the first, 4-6 the second (IDS.md dice order 3) [assault.hits].
function cc.share(list, hits, rule)
  local out = {}
  if #list == 0 or hits <= 0 then return out end
  if #list == 1 then
    out[list[1].id] = hits
    return out
  end
  local each = math.floor(hits / #list)
  for _, u in ipairs(list) do out[u.id] = each end
  local odd = hits - each * #list
  if odd > 0 then
    local d = nw68.roll(1, 6, "assault.odd-hit-roll")
    local pick = list[1]
    if d[1] >= 4 then pick = list[2] end
    out[pick.id] = out[pick.id] + odd
    nw68.say("assault.odd-hit", { unit = pick.id, roll = d[1] }, { rule = rule })
  end
  return out
end


-- fight resolves the blows of one close combat. f = {kind, hex, attackers (ids), defenders
-- (ids), hq_bonus (an attacker id or nil), disrupted_before = {id = true}, attacker_side,
-- defender_side, counter = function(u) (nil: every defender with a factor counterattacks)}.
-- Returns fields {attack_dice, attack_hits, counter_dice, counter_hits, ...}.
function cc.fight(f)
  local atk, def = {}, {}
  for _, id in ipairs(f.attackers) do table.insert(atk, nw68.unit(id)) end
  for _, id in ipairs(f.defenders) do table.insert(def, nw68.unit(id)) end
  by_id(atk)
  by_id(def)
  -- leadership: the attackers' HQ boosts the unit named, the defenders' HQ its first unit
  local a_hq = cc.hqs(f.hex, f.attacker_side)[1]
  local d_hq = cc.hqs(f.hex, f.defender_side)[1]
  local fields = { attack_dice = 0, attack_hits = 0, counter_dice = 0, counter_hits = 0, hex = f.hex, kind = f.kind }
  local dice_a, dice_d = {}, {}
  for _, u in ipairs(atk) do
    local lead = 0
    if a_hq and f.hq_bonus == u.id then
      lead = hq.factors(a_hq).leadership
      hq.spend_bonus(u) -- once per formation activation [hq.leadership]
    end
    local h, faces, n = pool(u, f, "attack", def, lead)
    fields.attack_dice = fields.attack_dice + n
    fields.attack_hits = fields.attack_hits + h
    for _, x in ipairs(faces) do table.insert(dice_a, x) end
  end
  local boosted = false
  for _, u in ipairs(def) do
    if (u.stats.assault or 0) > 0 and (not f.counter or f.counter(u)) then
      local lead = 0
      if d_hq and not boosted then
        lead = hq.factors(d_hq).leadership
        boosted = true
      end
      local h, faces, n = pool(u, f, "counter", atk, lead)
      fields.counter_dice = fields.counter_dice + n
      fields.counter_hits = fields.counter_hits + h
      for _, x in ipairs(faces) do table.insert(dice_d, x) end
    else
      nw68.say("assault.no-factor-counter", { unit = u.id })
    end
  end
  fields.attack_faces = faces_text(dice_a)
  fields.counter_faces = faces_text(dice_d)
  -- an Improved Position in the hex cancels the first hit on its defenders
  -- [defences.improved-position]
  local on_def
  on_def, fields.negated = defences.cancel(f.hex, fields.attack_hits)
  -- allocation: the hits on the attackers first, then those on the defenders
  local rule = f.kind == "overrun" and "overrun.hits" or "assault.hits"
  local on_a = cc.share(atk, fields.counter_hits, rule)
  local on_d = cc.share(def, on_def, rule)
  for _, u in ipairs(atk) do
    if (on_a[u.id] or 0) > 0 then nw68.hits(u.id, on_a[u.id], { attacker = f.defenders[1], close_combat = f.kind }) end
  end
  for _, u in ipairs(def) do
    if (on_d[u.id] or 0) > 0 then nw68.hits(u.id, on_d[u.id], { attacker = f.attackers[1], close_combat = f.kind }) end
  end
  return fields
end

-- Retreat ------------------------------------------------------------------------------------

-- across lists the hexes next to `hex` on the far side from `from` (two hexes from it): the one
-- straight across first (it touches both others), then the others by label [assault.retreat].
function cc.across(hex, from)
  local out = {}
  for _, n in ipairs(nw68.neighbors(hex)) do
    if nw68.distance(n, from) == 2 then table.insert(out, n) end
  end
  table.sort(out)
  local mid = nil
  for _, n in ipairs(out) do
    local k = 0
    for _, m in ipairs(out) do
      if m ~= n and nw68.distance(n, m) == 1 then k = k + 1 end
    end
    if k == 2 then mid = n end
  end
  if mid then
    local sorted = { mid }
    for _, n in ipairs(out) do if n ~= mid then table.insert(sorted, n) end end
    return sorted
  end
  return out
end

local function step_open(u, from, to)
  local ok, cost = pcall(nw68.move_cost, u, from, to)
  if ok then return cost ~= nil end
  return nw68.hex(to).terrain ~= "water"
end

-- step checks one retreat step into `to` for the retreating ids [assault.retreat a-d].
local function step(ctx, from, to)
  local side = ctx.side
  local except = {}
  for _, id in ipairs(ctx.attackers) do except[id] = true end
  local combat = 0
  for _, o in ipairs(nw68.units_at(to)) do
    if nw68.enemies(side, o.side) then
      return "enemy_hex", "assault.retreat", "assault.retreat-enemy-hex", { hex = to }
    end
    if o.side == side and not cc.hq(o) then combat = combat + 1 end
  end
  for _, n in ipairs(nw68.neighbors(to)) do
    for _, o in ipairs(nw68.units_at(n)) do
      if nw68.enemies(side, o.side) and not except[o.id] then
        return "enemy_hex", "assault.retreat", "assault.retreat-next-to-enemy", { hex = to, unit = o.id }
      end
    end
  end
  for _, id in ipairs(ctx.units) do
    local u = nw68.unit(id)
    if not cc.hq(u) then combat = combat + 1 end
    if not step_open(u, from, to) then
      return "impassable", "assault.retreat", "assault.retreat-cannot-enter", { unit = u.id, hex = to }
    end
  end
  if combat > 2 then
    return "stacking_limit", "assault.retreat", "assault.retreat-stacking", { hex = to, side = side }
  end
  return nil
end

-- check_retreat judges a retreat path against the window's context [assault.retreat].
function cc.check_retreat(ctx, path)
  if #path == 0 then return "bad_param", "assault.retreat", "assault.retreat-empty", {} end
  if #path > ctx.max then
    return "too_far", "assault.retreat", "assault.retreat-too-far", { max = ctx.max }
  end
  local first_ok = false
  for _, h in ipairs(cc.across(ctx.hex, ctx.from)) do
    if h == path[1] then first_ok = true end
  end
  if not first_ok then
    return "not_adjacent", "assault.retreat", "assault.retreat-not-across", { hex = path[1], across = ctx.hex, from = ctx.from }
  end
  local prev = ctx.hex
  for i, h in ipairs(path) do
    if i > 1 then
      if nw68.distance(prev, h) ~= 1 then return "not_adjacent", "assault.retreat", "assault.retreat-not-adjacent", { hex = h, prev = prev } end
      if nw68.distance(ctx.hex, h) <= nw68.distance(ctx.hex, prev) then
        return "not_adjacent", "assault.retreat", "assault.retreat-not-away", { hex = h, from = ctx.hex }
      end
    end
    local code, rule, reason, params = step(ctx, prev, h)
    if code then return code, rule, reason, params end
    prev = h
  end
  return nil
end

-- default_path: the ruleset's choice when the owner names none: the first open hex across,
-- then on to the first open hex (by label) farther away, as far as ctx.max.
function cc.default_path(ctx)
  local path = {}
  for _, h in ipairs(cc.across(ctx.hex, ctx.from)) do
    if not step(ctx, ctx.hex, h) then
      table.insert(path, h)
      break
    end
  end
  if #path == 0 then return path end
  while #path < ctx.max do
    local prev = path[#path]
    local nexts = nw68.neighbors(prev)
    table.sort(nexts)
    local found = nil
    for _, h in ipairs(nexts) do
      if nw68.distance(ctx.hex, h) > nw68.distance(ctx.hex, prev) and not step(ctx, prev, h) then
        found = h
        break
      end
    end
    if not found then break end
    table.insert(path, found)
  end
  return path
end

-- walk_retreat moves the retreating units along the path (each hex entered as a move); how:
-- "owner" (its owner named the path), "default" (the ruleset chose it) or nil.
local RETREAT_LINE = { owner = "assault.retreat-to-owner", default = "assault.retreat-to-default" }

function cc.walk_retreat(ctx, path, how)
  for _, h in ipairs(path) do
    for _, id in ipairs(ctx.units) do
      local u = nw68.unit(id)
      if u.alive and u.on_map then nw68.move(id, h, { retreat = true }) end
    end
  end
  nw68.say(RETREAT_LINE[how] or "assault.retreat-to", { units = table.concat(ctx.units, " and "), hex = path[#path] })
end

-- retreat orders the beaten defenders (ids, HQs included) out of `hex`, whose attackers came
-- from `from`. With no open hex across they are eliminated; else their owner is asked.
function cc.retreat(ids, hex, from, attackers, side)
  local max = nil
  for _, id in ipairs(ids) do
    local u = nw68.unit(id)
    local mf = u.stats.mf or 1
    if max == nil or mf < max then max = mf end
  end
  if max == nil or max < 1 then max = 1 end
  local ctx = { units = ids, hex = hex, from = from, attackers = attackers, side = side, max = max }
  local path = cc.default_path(ctx)
  if #path == 0 then
    for _, id in ipairs(ids) do
      nw68.say("assault.no-retreat-hex", { unit = id })
      nw68.eliminate(id, "assault.retreat")
    end
    return
  end
  nw68.open_interrupt{ kind = "retreat", side = side, actions = { "retreat" }, context = ctx, owned = true }
end

return cc
