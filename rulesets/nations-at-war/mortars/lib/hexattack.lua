-- The hex attack of Nations at War: a mortar's (5.1.6), an artillery mission's on each hex it
-- strikes (10.2.1) and an air strike's (10.3.3). One attack roll on the hex, one defence roll for
-- the hex (the terrain's infantry Defense Bonus and what mortars/modifiers.hcl adds), 5+ saves,
-- the hits left shared evenly with an odd hit by 1d6 [mortars.hits, artillery.hits, air.hits].
-- Dice order (IDS.md 3, 4): attack dice; defence dice only when a hit is scored and a target is
-- there; the allocation die only when two targets share an odd number of hits.
local units = require("units")
local defences = require("defences")
local leaders = require("leaders")
local fate = require("fate")
local los = require("los")

local M = {}

-- A hex's defence die cancels a hit on 5 or more [mortars.defence].
local SAVE = 5

local RULES = {
  mortar    = { attack = "mortars.hex-attack", defence = "mortars.defence", hits = "mortars.hits" },
  artillery = { attack = "artillery.he", defence = "artillery.defence", hits = "artillery.hits" },
  air       = { attack = "air.attack", defence = "air.defence", hits = "air.hits" },
}

local function faces_text(faces)
  local parts = {}
  for _, f in ipairs(faces) do table.insert(parts, tostring(f)) end
  return table.concat(parts, " ")
end

local function count_at_least(faces, n)
  local c = 0
  for _, f in ipairs(faces) do
    if f >= n then c = c + 1 end
  end
  return c
end

-- targets: the living units in the hex a hex attack can hurt, in unit id order. HQs are never a
-- target [hq.no-target]; their stack's losses hurt them (the hq area).
function M.targets(hex)
  local out = {}
  for _, u in ipairs(nw68.units_at(hex)) do
    if not (u.tags.hq or u.tags["sub-hq"] or u.tags.aircraft) then table.insert(out, u) end
  end
  table.sort(out, function(a, b) return a.id < b.id end)
  return out
end

-- sees: whether u sees the hex's ground, by the whole line-of-sight rule: the sight model and the
-- Ridgeline and degrading-terrain judgements of the los area [los.required].
function M.sees(u, hex)
  return los.sees_hex(u, hex)
end

-- col_key orders labels column by column, down each column (map order).
local function split(label)
  local l = string.match(label, "([^:]+)$")
  local col, row = string.match(l, "^(%a+)(%d+)$")
  return col or l, tonumber(row) or 0
end

function M.map_order(hexes)
  local out = {}
  for _, h in ipairs(hexes) do table.insert(out, h) end
  table.sort(out, function(a, b)
    local ca, ra = split(a)
    local cb, rb = split(b)
    if #ca ~= #cb then return #ca < #cb end
    if ca ~= cb then return ca < cb end
    return ra < rb
  end)
  return out
end

-- share splits n hits among the targets evenly, an odd hit by 1d6 [mortars.hits]: returns
-- {id = hits}.
function M.share(targets, n, rule, side)
  local out = {}
  if #targets == 0 or n <= 0 then return out end
  local each, rest = math.floor(n / #targets), n % #targets
  for _, u in ipairs(targets) do out[u.id] = each end
  if rest > 0 then
    if #targets == 2 then
      local f = nw68.roll(1, 6, "mortars.odd-hit-roll", fate.answer(side, { first = targets[1].id, second = targets[2].id }))
      local u = f[1] <= 3 and targets[1] or targets[2]
      out[u.id] = out[u.id] + 1
      nw68.say("mortars.odd-hit", { unit = u.id, roll = f[1] }, { rule = rule })
    else
      -- more than two targets only when stacking was broken: one die as big as the stack a hit
      local left = {}
      for _, u in ipairs(targets) do table.insert(left, u) end
      for _ = 1, rest do
        local f = nw68.roll(1, #left, "mortars.odd-hit-any-roll", fate.answer(side))
        local u = table.remove(left, f[1])
        out[u.id] = out[u.id] + 1
        nw68.say("mortars.odd-hit-any", { unit = u.id }, { rule = rule })
      end
    end
  end
  return out
end

-- attack resolves one hex attack. o = {kind = "mortar"|"artillery"|"air", hex, firepower,
-- to_hit, attacker (unit id, optional), side (the firer's side, whose attack dice they are),
-- name (for the log: a unit id, or {key, params} naming a message), partial, indirect, hard_cap (mortar: hard targets are only Disrupted)}.
-- Returns the report fields.
function M.attack(o)
  local rules = RULES[o.kind]
  local targets = M.targets(o.hex)
  -- the owner of the hex's units throws its dice [fate.own-dice]
  local defender = #targets > 0 and targets[1].side or ""
  local hard, concealed = false, false
  for _, u in ipairs(targets) do
    if units.hard(u) then hard = true end
    if u.statuses.concealed then concealed = true end
  end
  local lead = 0
  if o.attacker then lead = leaders.leadership(nw68.unit(o.attacker)) end
  local facts = {
    strike = { kind = o.kind, hex = o.hex, partial = o.partial == true, indirect = o.indirect == true },
    hex = { hard = hard, concealed = concealed },
    attacker = { leadership = lead },
  }
  local fp = nw68.compute{ stage = "hex_firepower", name = "mortars.attack-dice-name",
    terms = { { "mortars.printed", o.firepower, rules.attack } }, facts = facts }
  local to_hit = nw68.compute{ stage = "hex_to_hit", name = "mortars.to-hit-name",
    terms = { { "mortars.printed", o.to_hit, rules.attack } }, facts = facts }
  local faces = {}
  if fp > 0 then faces = nw68.roll(fp, 6, "mortars.attack-dice-roll", fate.answer(o.side, { hex = o.hex })) end
  local hits = count_at_least(faces, to_hit)
  nw68.say("mortars.hex-attack-dice", { name = o.name, hex = o.hex, dice = fp, to_hit = to_hit, faces = faces_text(faces),
    hits = hits }, { rule = rules.attack })
  local r = { hex = o.hex, firepower = fp, to_hit = to_hit, dice = faces_text(faces), hits = hits,
              negated = 0, defence_dice = 0, saves_dice = "", saved = 0, net_hits = 0 }
  -- what the hex's markers cancel before any defence die, an Improved Position's first hit
  -- [defences.improved-position]
  local left = hits
  if #targets > 0 then left, r.negated = defences.cancel(o.hex, hits) end
  r.net_hits = left
  if left > 0 and #targets > 0 then
    local n = nw68.compute{ stage = "hex_defence", name = "mortars.defence-dice-name", terms = {}, facts = facts }
    local saves = {}
    if n > 0 then saves = nw68.roll(n, 6, "mortars.defence-dice-roll", fate.answer(defender, { hex = o.hex })) end
    r.defence_dice, r.saves_dice, r.saved = n, faces_text(saves), count_at_least(saves, SAVE)
    if r.saved > left then r.saved = left end
    nw68.say("mortars.hex-defence-dice", { hex = o.hex, dice = n, save = SAVE, faces = r.saves_dice, saved = r.saved },
      { rule = rules.defence })
    r.net_hits = left - r.saved
  end
  if #targets == 0 then r.net_hits = 0 end
  local shares = M.share(targets, r.net_hits, rules.hits, defender)
  for _, u in ipairs(targets) do
    local h = shares[u.id] or 0
    if h > 0 and o.hard_cap and units.hard(u) then
      -- a mortar only disrupts a hard target [mortars.hard-targets]
      if u.statuses.disrupted then
        nw68.say("mortars.hard-disrupted", { unit = u.id })
        h = 0
      else
        if h > 1 then nw68.say("mortars.hard-only-disrupted", { unit = u.id }) end
        h = 1
      end
    end
    if h > 0 then nw68.hits(u.id, h, { attacker = o.attacker or "", hex_attack = o.kind }) end
  end
  return r
end

-- place_smoke puts a smoke marker of a level in the hex (never lowering one already there)
-- [mortars.smoke, artillery.smoke]; false when the ruleset has no smoke marker.
function M.place_smoke(hex, level, rule)
  if not nw68.entity("marker_kind", "smoke") then
    nw68.say("mortars.no-smoke-marker", { hex = hex }, { rule = rule })
    return false
  end
  local cur = nw68.markers(hex).smoke
  if cur == nil or cur < level then nw68.set_marker(hex, "smoke", level) end
  nw68.say("mortars.smoke-placed", { level = math.max(level, cur or 0), hex = hex }, { rule = rule })
  return true
end

return M
