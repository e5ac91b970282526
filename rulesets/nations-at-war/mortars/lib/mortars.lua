-- Mortar fire [mortars.*, units.mortar-range]: direct at a hex in sight, indirect on a spotter's
-- sight as a fire mission, HE or smoke. The hex attack itself is hexattack.lua's.
-- The fire area's `fire` by a mortar at a unit is this same hex attack on the unit's hex
-- (IDS.md): fire.lua calls mortars.fire_at_unit for it.
local hexattack = require("hexattack")
local missions = require("missions")
local leaders = require("leaders")
local fate = require("fate")

local M = {}

-- is_mortar: u is a mortar platoon [units.mortars].
function M.is_mortar(u)
  return u.tags.mortar == true
end

-- check returns code, rule, reason when mortar u may not fire at hex, else nil. o: {smoke,
-- spotter (unit id or nil)}.
function M.check(u, hex, o)
  if not M.is_mortar(u) then
    return "wrong_weapon", "mortars.hex-attack", "mortars.not-mortar", { unit = u.id }
  end
  local w = u.weapons.he
  if not w then return "no_weapon", "units.factors", "mortars.no-he", { unit = u.id } end
  local d = nw68.distance(u.hex, hex)
  if d == 0 and not o.smoke then
    return "out_of_range", "mortars.hex-attack", "mortars.own-hex", {}
  end
  if d > w.range then
    return "out_of_range", "units.mortar-range", "mortars.out-of-range", { hex = hex, distance = d, range = w.range }
  end
  if not o.spotter then
    if d > 0 and not hexattack.sees(u, hex) then
      return "no_los", "mortars.direct", "mortars.no-los", { unit = u.id, hex = hex }
    end
    return nil
  end
  local s = nw68.unit(o.spotter)
  local rule = o.smoke and "mortars.smoke-indirect" or "mortars.indirect"
  if not s or not s.alive then return "no_spotter", rule, "mortars.no-such-spotter", {} end
  if s.formation == "" or s.formation ~= u.formation then
    return "no_spotter", rule, "mortars.spotter-formation", { spotter = s.id, unit = u.id }
  end
  if s.statuses.disrupted then
    return "no_spotter", rule, "mortars.spotter-disrupted", { spotter = s.id }
  end
  local code, crule, reason, params = missions.check_caller(s, hex, "no_spotter")
  if code then return code, crule, reason, params end
  if not hexattack.sees(s, hex) then
    return "no_spotter", rule, "mortars.spotter-no-los", { spotter = s.id, hex = hex }
  end
  return nil
end

-- fire resolves mortar u's fire at hex; returns the mortar report's fields [mortars.*].
function M.fire(u, hex, o)
  local w = u.weapons.he
  local indirect = o.spotter ~= nil
  local r
  if o.smoke then
    -- any hit places Level 1 smoke; nothing defends [mortars.smoke]
    local rule = indirect and "mortars.smoke-indirect" or "mortars.smoke"
    local fp = nw68.compute{ stage = "hex_firepower", name = "mortars.smoke-dice-name",
      terms = { { "mortars.printed-he", w.firepower, "mortars.smoke" } },
      facts = { strike = { kind = "mortar", hex = hex, partial = false, indirect = indirect },
                hex = { hard = false, concealed = false },
                attacker = { leadership = leaders.leadership(u) } } }
    local faces = {}
    if fp > 0 then faces = nw68.roll(fp, 6, "mortars.smoke-dice-roll", fate.answer(u.side, { hex = hex })) end
    local hits = 0
    for _, f in ipairs(faces) do if f >= w.to_hit then hits = hits + 1 end end
    local parts = {}
    for _, f in ipairs(faces) do table.insert(parts, tostring(f)) end
    nw68.say("mortars.smoke-fire", { unit = u.id, hex = hex, dice = fp, to_hit = w.to_hit, faces = table.concat(parts, " "),
      hits = hits }, { rule = rule })
    if hits > 0 then hexattack.place_smoke(hex, 1, rule) else nw68.say("mortars.smoke-misses", nil, { rule = rule }) end
    r = { hex = hex, firepower = fp, to_hit = w.to_hit, dice = table.concat(parts, " "), hits = hits,
          defence_dice = 0, saves_dice = "", saved = 0, net_hits = 0 }
  else
    r = hexattack.attack{ kind = "mortar", hex = hex, firepower = w.firepower, to_hit = w.to_hit,
      attacker = u.id, side = u.side, name = indirect and { key = "mortars.indirect-name", params = { unit = u.id, spotter = o.spotter } } or u.id,
      indirect = indirect, hard_cap = true }
  end
  r.attacker, r.smoke, r.indirect = u.id, o.smoke == true, indirect
  r.spotter = o.spotter or ""
  nw68.report("mortar", r)
  local unit = nw68.unit(u.id)
  if unit.alive then
    nw68.set_status(u.id, "ops-complete", true)
    nw68.say("mortars.ops-complete", { unit = u.id })
  end
  return r
end

-- fire_at_unit resolves the fire action of a mortar at a unit (a = the fire action's params):
-- its hex attack on the unit's hex, reported as the mortar report and as the fire area's attack
-- report so that fire's cases keep their meaning. fire.lua's own checks (range, sight) have run.
function M.fire_at_unit(a)
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  local w = u.weapons.he
  local d = nw68.distance(u.hex, t.hex)
  local r = M.fire(u, t.hex, {})
  nw68.report("attack", {
    attacker = u.id, target = t.id, weapon = "he", distance = d, range = w.range,
    firepower = r.firepower, to_hit = r.to_hit, dice = r.dice, hits = r.hits,
    defence_dice = r.defence_dice, save_number = 5, saves_dice = r.saves_dice,
    saved = r.saved, net_hits = r.net_hits,
  })
  return r
end

return M
