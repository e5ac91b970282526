-- Independent units (1.2, 2.1) [independents.*].
--
-- Who is who (statuses.hcl, sides.hcl, lib/independents.lua):
--   * an uncontrolled Independent is a unit of the side "independent",
--     formation "independent" (status `uncontrolled`): neutral to every
--     faction (the side's relations);
--   * a hostile one is uncontrolled too, with the status `hostile`, whose
--     relation = "enemy" makes it every faction's foe (nw68.foes);
--   * a recruited one is on its recruiter's side and formation, with the
--     status `recruited`, whose stat attackable = "own" lets its own
--     side's units attack it; the attack turns it hostile at once.
--
-- Actions: recruit {unit, target, co_bonus?} (an active skill, the unit's
-- only action), release {unit} (a declaration, no unit acts).
--
-- The hostile Independents act by themselves when an Independent marker is
-- drawn (the formation "independent" starts its activation through base
-- impulse): the side is automated, and its automated_turn handler chooses
-- with the masterless Black Hand's machinery (zealots.choose with the
-- Independents' crew, which assaults): each hostile unit next to a foe it
-- may assault assaults it (the base assault action); else it fires at the
-- closest foe in normal range and sight; else it heads for the closest foe
-- by the cheapest route, and assaults a foe its walk brings it next to when
-- it has the MP to enter its hex, or fires once it has one in range and
-- sight. The other uncontrolled units stay put [independents.uncontrolled].
--
-- Readings taken:
--  * a unit recruits when it is infantry or carries a Hero; the Undead and
--    Huge units never do, with a Hero or not; a Hero's recruit succeeds
--    outright, as a Terror unit's (skill "terror") and, through
--    skills.check, a unit's without a CO;
--  * a hostile Independent is never recruited again ("for good");
--  * "assault/attack when in normal range and LOS": the route towards the
--    closest enemy ends in its hex, and entering an enemy hex is an assault
--    [assault.definition]; so a hostile unit assaults the enemy it stands
--    next to, or that its walk brings it next to with the MP left to enter
--    its hex, when the assault rules allow it (zealots.lua lists what is
--    checked; a fire-placing Weapon never assaults [objects.fire-placing]),
--    and otherwise fires at an enemy in normal range and sight, standing or
--    on the move, as the masterless Black Hand does; its move never ends in
--    an enemy hex but as an assault;
--  * release is declared by the unit's side during one of its activations;
--    it Finishes no one;
--  * a recruit never attacks its own side's units (only they may attack it);
--  * the player's unit that helps an uncontrolled Independent defend is the
--    first (by id) unit of another side in the hex, neither Shaken nor SPA,
--    that is no foe of it nor of the attacker's side, when no fellow
--    Independent helps it already.
local ind = require("independents")
local units = require("units")
local skills = require("skills")
local heroes = require("heroes")
local undead = require("undead")
local zealots = require("zealots")
local movement = require("movement")
local objects = require("objects")

local SIDE, FORMATION = ind.SIDE, ind.FORMATION

-- the hostile Independents as a crew of the masterless machinery
local CREW = {
  side = SIDE, formation = FORMATION, var = "independents_acted", rule = "independents.hostile-activation",
  name = "the Independent formation", units_name = "Independents",
  acts = function(u) return u.statuses.hostile == true end,
  -- they assault as well as fire [independents.hostile-activation]; never
  -- with a fire-placing Weapon [objects.fire-placing]
  assaults = true,
  assault_ok = function(_, _, _, w) return not (w.item and objects.places_fire(w.id)) end,
}

local set, uncontrol = ind.set_statuses, ind.uncontrol

-- Recruit ------------------------------------------------------------------------

-- recruiter_block says why unit u may never recruit, or nil.
local function recruiter_block(u)
  if undead.is_undead(u) then
    return "undead", "undead.no-skills", "undead.undead-never-recruit", { unit = u.id }
  end
  if units.huge(u) then return "huge", "units.huge-hod", "units.huge-never-recruit", { unit = u.id } end
  if not units.infantry(u) and #heroes.heroes_of(u) == 0 then
    return "cannot_recruit", "independents.recruit", "independents.cannot-recruit", { unit = u.id }
  end
  return nil
end

nw68.on("action_validate", "recruit", function(a)
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  local code, rule, reason, params = skills.may_use(u)
  if code then return code, rule, reason, params end
  code, rule, reason, params = recruiter_block(u)
  if code then return code, rule, reason, params end
  -- an uncontrolled Independent, not hostile: recruit's preconditions
  if not t.on_map or nw68.map_of(t.hex) ~= nw68.map_of(u.hex) or nw68.distance(u.hex, t.hex) > 1 then
    return "out_of_range", "independents.recruit", "independents.recruit-out-of-range", { target = t.id, unit = u.id }
  end
  if a.co_bonus then
    code, rule, reason, params = skills.co_bonus_ok(u)
    if code then return code, rule, reason, params end
  end
  return nil
end)

nw68.on("action_enumerate", "recruit", function()
  local side = nw68.state().active_side
  if side == "" then return {} end
  local out = {}
  for _, u in ipairs(nw68.units({ side = side })) do
    if u.on_map and nw68.precondition("recruit", { unit = u.id }) == nil and skills.may_use(u) == nil and recruiter_block(u) == nil then
      for _, t in ipairs(nw68.units({ side = SIDE })) do
        if t.on_map and ind.is_independent(t) and not t.statuses.hostile
            and nw68.map_of(t.hex) == nw68.map_of(u.hex) and nw68.distance(u.hex, t.hex) <= 1 then
          table.insert(out, { unit = u.id, target = t.id })
        end
      end
    end
  end
  return out
end)

nw68.on("action_resolve", "recruit", function(a)
  local u, t = nw68.unit(a.unit), nw68.unit(a.target)
  local line = nil
  if skills.has(u, "terror") then
    line = "independents.recruit-why-terror"
  elseif #heroes.heroes_of(u) > 0 then
    line = "independents.recruit-why-hero"
  end
  local ok = skills.check(u, { rule = "independents.recruit", skill = "recruit", auto = line ~= nil,
    auto_line = line, co_bonus = a.co_bonus == true })
  skills.finish(u.id)
  if not ok then
    nw68.say("independents.stays-uncontrolled", { target = t.id, unit = u.id })
    nw68.report("recruit", { unit = u.id, target = t.id, success = false })
    return
  end
  nw68.convert(t.id, t.type, u.side, u.formation)
  set(t.id, { "recruited", "finished" }, { "uncontrolled" })
  nw68.say("independents.joins", { target = t.id, formation = u.formation ~= "" and u.formation or u.side, side = u.side, unit = u.id })
  nw68.report("recruit", { unit = u.id, target = t.id, success = true })
end)

-- Release -------------------------------------------------------------------------

-- a controlled Independent, released by its side in one of its activations:
-- release's preconditions (a seat of another side is refused by the kernel,
-- not_your_turn, as the side to act is the unit's)

nw68.on("action_enumerate", "release", function()
  local side = nw68.state().active_side
  if side == "" then return {} end
  local out = {}
  for _, u in ipairs(nw68.units({ side = side })) do
    if nw68.precondition("release", { unit = u.id }) == nil then table.insert(out, { unit = u.id }) end
  end
  return out
end)

nw68.on("action_resolve", "release", function(a)
  local from = nw68.unit(a.unit).side
  uncontrol(a.unit, false)
  nw68.say("independents.released", { side = from, unit = a.unit })
end)

-- Turning hostile -----------------------------------------------------------------

-- a recruit attacks no unit of its own side: only they may attack it (the
-- base check would refuse it too, citing combat.forms; this names the rule)
local function own_side_attack(attacker, target)
  if attacker and target and attacker.side == target.side and attacker.statuses.recruited then
    return "friendly_target", "independents.hostile", "independents.recruit-own-side", { unit = attacker.id }
  end
  return nil
end

nw68.on("action_validate", "fire", function(a)
  return own_side_attack(nw68.unit(a.unit), nw68.unit(a.target))
end, { before = "combat" })

nw68.on("action_validate", "assault", function(a)
  return own_side_attack(nw68.unit(a.units[1]), nw68.unit(a.target))
end, { before = "assault" })

-- the attack of a unit on a recruit of its own side turns the recruit
-- hostile at once, for the rest of the game; the attack then goes on
-- against a hostile Independent [independents.hostile]
local function turn_hostile(attacker, target)
  if not attacker or not target or attacker.side ~= target.side or not target.statuses.recruited then return end
  uncontrol(target.id, true)
  nw68.say("independents.turns-hostile", { attacker = attacker.id, target = target.id })
end

nw68.on("action_resolve", "fire", function(a)
  turn_hostile(nw68.unit(a.unit), nw68.unit(a.target))
end, { phase = "first" })

nw68.on("action_resolve", "assault", function(a)
  turn_hostile(nw68.unit(a.units[1]), nw68.unit(a.target))
end, { phase = "first" })

-- Activation ---------------------------------------------------------------------

-- the Independents are played by the ruleset: automated as play begins,
-- before the turn counts its players and draws [independents.hostile-activation]
nw68.on("phase_start", "actions", function()
  local st = nw68.state()
  if st.automated[SIDE] then return end
  for _, s in ipairs(st.sides) do
    if s == SIDE then
      ind.automate()
      nw68.say("independents.act-alone")
    end
  end
end, { before = "turn" })

-- every Independent rallies by itself when its formation is activated
-- [independents.rally]; and the hostile ones' activation starts from the
-- first of them
nw68.on("activation_start", "*", function(ev)
  local list
  if ev.formation ~= nil and ev.formation ~= "" then
    list = nw68.units({ formation = ev.formation })
  elseif ev.side ~= nil and ev.side ~= "" then
    list = nw68.units({ side = ev.side })
  else
    list = {}
  end
  for _, u in ipairs(list) do
    if ind.is_independent(u) and u.statuses.shaken then
      nw68.set_status(u.id, "shaken", false)
      nw68.say("independents.rallies", { unit = u.id })
      nw68.report("rally", { unit = u.id, roll = 0, total = 0, need = 0, rallied = true, automatic = true })
    end
  end
  if ev.formation == FORMATION then
    ind.automate()
    nw68.set_var(CREW.var, 0)
  end
end, { before = "command" })

-- a unit another area brings to the independent side (an event's risen
-- dead, a conversion) joins the Independents' formation, uncontrolled,
-- before the next draw can activate it [independents.side]
nw68.on("unit_side_changed", "*", function(ev)
  if ev.side == SIDE then ind.enlist() end
end)

nw68.on("action_resolve", "draw", function()
  ind.enlist()
end, { phase = "first" })

-- the hostile Independents' choice while their activation runs; a window
-- offered to the side is passed up [independents.hostile-activation]
nw68.on("automated_turn", SIDE, function()
  local st = nw68.state()
  if st.interrupt then return { kind = "pass" } end
  if st.active_formation ~= FORMATION then return nil end
  return (zealots.choose(CREW))
end)

-- as their choice resolves, the log says why
for _, kind in ipairs({ "fire", "move", "assault", "remove_excess", "end_activation" }) do
  nw68.on("action_resolve", kind, function(a)
    local st = nw68.state()
    if not st.automated[SIDE] or st.active_formation ~= FORMATION or st.interrupt then return end
    zealots.record(CREW, kind, a)
  end, { phase = "first" })
end

-- Defence -------------------------------------------------------------------------

-- a player's unit stacked with an assaulted uncontrolled Independent helps
-- it defend, as a fellow defender would, when no fellow Independent does
-- [independents.assist, assault.defense]
nw68.on("modify", "dv", function(v, facts)
  if not facts.fire or facts.fire.kind ~= "assault" then return end
  local t = nw68.unit(facts.target.id)
  if not t or not t.on_map or not ind.uncontrolled(t) then return end
  local attacker = facts.attacker and nw68.unit(facts.attacker.id)
  -- the helper: of the units stacked with it that are enemies of the
  -- attacker (the assault is an enemy's to them), neither Shaken nor SPA,
  -- the one that helps most (an AFV), then the first by id
  local helper = nil
  local here = nw68.units_at(t.hex)
  table.sort(here, function(x, y) return x.id < y.id end)
  for _, o in ipairs(here) do
    if o.id ~= t.id and movement.counts(o) and not o.statuses.shaken and not units.spa(o) then
      if o.side == t.side then return end -- a fellow Independent helps already (assault.defense)
      if not nw68.foes(o, t) and (not attacker or nw68.foes(o, attacker))
          and (not helper or (units.infantry(helper) and not units.infantry(o))) then
        helper = o
      end
    end
  end
  if not helper then return end
  if units.infantry(helper) then
    v.add("independents.assist-infantry", 1, "independents.assist", { unit = helper.id })
  else
    v.add("independents.assist-afv", 2, "independents.assist", { unit = helper.id })
  end
end)
