-- Active skills (1.4) [skills.*]. Owned by the skills area; the skill
-- actions (skills/skills.lua), the independents' recruit and the heroes
-- call it.
--
-- CONTRACT:
--   may_use(u [, opts]) -> nil, or code, rule, message key, values why a unit free to act
--     (the skill action's preconditions: its formation's activation, not
--     aboard) may not use a skill now (off the map, Finished or already
--     acted, Shaken). opts.reaction: the unit answers a reaction window in
--     an enemy activation.
--   check(u, opts) -> success boolean: for an active skill (ACTIVE: Recruit,
--     Search, Mind Control, Slay) rolls 2D6 against the CO/2IC's ERR unless
--     opts.auto (the skill succeeds outright), adds the CO bonus when
--     opts.co_bonus (Finishing the CO); units without a CO succeed. Every
--     other skill succeeds without a roll [skills.active].
--     Logs the roll citing opts.rule; opts.skill names the skill;
--     opts.auto_line the message saying why an automatic success succeeds.
-- Added:
--   has(u, skill) -> true when u may use the skill (its type, Heroes, objects)
--   range(u, skill) -> "long" or "close" (nil when u lacks the skill)
--   source(u, skill) -> "unit" or the item id lending the skill
--   reaches(u, skill, hex [, target]) -> nil, or code, rule, key, values: the
--     skill's range from u to hex (a unit target is seen at its height)
--   co_bonus_ok(u) -> nil, or code, rule, key, values when the CO bonus cannot be
--     added now
--   finish(id) -> marks a unit Finished (the skill was its only action)
--   validate(a, skill [, opts]) -> the checks every skill action shares
--   reactions(f, m) -> the skill actions unit f may answer enemy mover m with
--   active(skill) -> true when the skill is one the book calls active (rolls)
--   reaction_kinds(side, m) -> the same for every unit of a side: what a
--     reaction window (skill, or opportunity fire) offers [skills.reaction]
--
-- Where a unit's skills come from: heroes.skills_of and friends (the unit
-- type's stats.skills, its Heroes' and its objects'; stats.long_range_skills
-- names the long-range ones).
local command = require("command")
local units = require("units")
local heroes = require("heroes")
local weather = require("weather")

local M = {}

-- has reports whether unit u bears the skill.
function M.has(u, skill) return heroes.has_skill(u, skill) end

-- range returns "long" or "close" for a skill u bears [skills.ranges].
function M.range(u, skill) return heroes.skill_range(u, skill) end

-- source returns "unit" or the item (Hero, object) that lends the skill.
function M.source(u, skill) return heroes.skill_source(u, skill) end

-- label of a skill for the log: its row's title
local function title(skill)
  local row = nw68.table("skills", skill)
  return (row and row.title) or skill
end
M.title = title

function M.may_use(u, opts)
  opts = opts or {}
  if not opts.reaction then
    local code, rule, reason, params = units.only_action(u, "skills.only-action", nil, "skills.not-only-action")
    if code then return code, rule, reason, params end
  else
    -- in the enemy's activation: the same, but for whose activation it is
    if u.aboard then
      return "aboard", "units.apc-passengers", "units.aboard-cannot-act", { unit = u.id, carrier = u.aboard }
    end
    if not u.on_map then return "not_on_map", "skills.only-action", "skills.user-not-on-map", { unit = u.id } end
    if units.acted(u) then
      return "finished", "skills.only-action", "skills.already-acted", { unit = u.id }
    end
  end
  if u.statuses.shaken then return "shaken", "skills.active", "skills.user-shaken", { unit = u.id } end
  return nil
end

-- reaches checks a skill's range [skills.ranges]: a long-range skill any hex
-- the user sees (never under a weather that forbids ranged skills
-- [skills.weather]), a close-range one its own hex or an adjacent one.
function M.reaches(u, skill, hex, target)
  local r = M.range(u, skill)
  if nw68.map_of(hex) ~= nw68.map_of(u.hex) then
    return "out_of_range", "skills.ranges", "skills.other-map", { hex = hex }
  end
  if r == "long" then
    if weather.forbids(nw68.map_of(u.hex), "ranged_skill") then
      return "weather", "skills.weather", "skills.weather-no-ranged", {}
    end
    local seen
    if target and target.on_map then seen = nw68.sees(u, target) else seen = nw68.sees(u, hex) end
    if not seen and hex ~= u.hex then
      return "no_los", "skills.ranges", "skills.no-los", { unit = u.id, hex = hex }
    end
    return nil
  end
  if nw68.distance(u.hex, hex) > 1 then
    return "out_of_range", "skills.ranges", "skills.close-range", { skill = title(skill), hex = hex, unit = u.id }
  end
  return nil
end

-- commander returns the CO/2IC whose ERR a unit's skill roll must beat, its
-- marker and ratings; nil when the unit serves under none [skills.active].
local function commander(u)
  if command.no_field_co(u) then return nil end
  local co, marker, r = command.commander(u.formation)
  if not co then return nil end
  return co, marker, r
end

function M.co_bonus_ok(u)
  local co = commander(u)
  if not co then return "no_co", "skills.active", "skills.no-co", { unit = u.id } end
  local bonus, reason, rule, why = command.bonus(u)
  if bonus <= 0 then
    -- the message command.bonus names says why, else its reason as a value
    if why then return "no_co_bonus", rule, why.key, why.params or {} end
    return "no_co_bonus", rule, "skills.no-co-bonus", { reason = reason }
  end
  return nil
end

function M.finish(id)
  local u = nw68.unit(id)
  if u and u.alive then nw68.set_status(id, "finished", true) end
end

-- The skills 1.4 calls active, the only ones that roll against the ERR
-- [skills.active]: Recruit and Search (their paragraphs say so), Mind Control
-- and Slay (a roll check against the CO's ERR). Terror, Heal, Engineering,
-- Pyrokinesis, Reanimate, Telekinesis and Charge are not called active and
-- set no roll: they simply work, at whatever other cost the skill sets.
M.ACTIVE = { recruit = true, search = true, mind_control = true, slay = true }

function M.active(skill) return M.ACTIVE[skill] == true end

-- The lines of a check cite the rule the caller gives (opts.rule): a roll
-- that beats or fails the ERR (skills.check-beats, skills.check-fails), or an
-- automatic success with its reason (skills.check-auto, its `why` a message:
-- opts.auto_line names the caller's, opts.auto_reason alone is its text or
-- {key, params}; else why the skill needs no roll).
local function check_say(rule, key, params)
  nw68.say(key, params, { rule = rule })
end

-- the name of an active skill in a check's value (skills.check-name): its
-- message (the row's title in the reader's language), else the title itself
local SKILL_NAMES = {
  recruit = "skills.name-recruit", search = "skills.name-search",
  mind_control = "skills.name-mind-control", slay = "skills.name-slay",
}
local function skill_name(skill, name)
  if SKILL_NAMES[skill] then return { key = SKILL_NAMES[skill], params = {} } end
  return name
end

function M.check(u, opts)
  opts = opts or {}
  local rule = opts.rule or "skills.active"
  local name = title(opts.skill or "skill")
  local function auto(why)
    check_say(rule, "skills.check-auto", { unit = u.id, skill = name, why = why })
    nw68.report("skill", { unit = u.id, skill = opts.skill or "", roll = 0, total = 0, need = 0, success = true, automatic = true })
    return true
  end
  if opts.auto then
    if opts.auto_line then return auto({ key = opts.auto_line, params = {} }) end
    if opts.auto_reason then return auto(opts.auto_reason) end
    return auto({ key = "skills.check-why-no-roll-needed", params = {} })
  end
  if not M.active(opts.skill) then return auto({ key = "skills.check-why-not-active", params = { skill = name } }) end
  local co, marker, r = commander(u)
  if not co then return auto({ key = "skills.check-why-no-co", params = {} }) end
  local faces, roll = nw68.roll(2, 6, "skills.check-roll", { params = { skill = opts.skill or "", unit = u.id } })
  local terms = { { "skills.2d6", roll, "skills.active", { a = faces[1], b = faces[2] } } }
  if opts.co_bonus then
    local bonus, label, brule = command.bonus(u)
    if bonus > 0 then table.insert(terms, { label, bonus, brule }) end
    -- the CO that lends its bonus is Finished whatever the roll
    -- [skills.active, impulse.co-bonus]
    command.use(u.formation, u.id)
  end
  local need = r.extended_radio_range or 0
  local total = nw68.compute{
    stage = "skill", name = "skills.check-name", name_params = { skill = skill_name(opts.skill, name), unit = u.id }, terms = terms,
    facts = { unit = { id = u.id, side = u.side }, skill = opts.skill or "", need = need },
  }
  local ok = total > need
  local params = { unit = u.id, skill = name, total = total, marker = string.upper(marker), need = need }
  check_say(rule, ok and "skills.check-beats" or "skills.check-fails", params)
  nw68.report("skill", { unit = u.id, skill = opts.skill or "", roll = roll, total = total, need = need, success = ok, automatic = false })
  return ok
end

-- validate runs the checks every skill action shares: the user may act, bears
-- the skill (unless opts.anyone: Search needs no skill icon), and may add the
-- CO bonus if asked. opts.reaction as in may_use.
function M.validate(a, skill, opts)
  local u = nw68.unit(a.unit)
  local code, rule, reason, params = M.may_use(u, opts)
  if code then return code, rule, reason, params end
  if not (opts and opts.anyone) and not M.has(u, skill) then
    return "no_skill", "skills.ranges", "skills.no-skill", { unit = u.id, skill = title(skill) }
  end
  if a.co_bonus then
    -- the CO bonus is added to a roll: a skill that does not roll takes none
    -- [skills.active]
    if not M.active(skill) then
      return "no_roll", "skills.active", "skills.no-roll", { skill = title(skill) }
    end
    code, rule, reason, params = M.co_bonus_ok(u)
    if code then return code, rule, reason, params end
  end
  return nil
end

-- Reactions [skills.reaction]: the long-range skills usable against an enemy
-- unit as it moves into a hex in sight, in the enemy's activation: every
-- long-range skill that targets a unit or its hex (1.4 names no exception).
M.REACTIONS = { "terror", "pyrokinesis", "mind_control", "telekinesis" }

-- REACTION_OK[skill](f, m): set by skills/skills.lua, false when the mover
-- could never be the skill's target (immune, not infantry), so that no
-- window is opened for an answer validation would refuse.
M.REACTION_OK = {}

-- reactions lists the reaction skills unit f may use now against mover m.
function M.reactions(f, m)
  local out = {}
  if not f.on_map or not m.on_map or not nw68.foes(f.id, m.id) then return out end
  if M.may_use(f, { reaction = true }) then return out end
  for _, s in ipairs(M.REACTIONS) do
    local ok = M.REACTION_OK[s]
    if M.range(f, s) == "long" and M.reaches(f, s, m.hex, m) == nil and (not ok or ok(f, m)) then
      table.insert(out, s)
    end
  end
  return out
end

-- reaction_kinds lists the skill actions side's units may answer mover m
-- with where it stands now (an opportunity fire window may offer them too).
function M.reaction_kinds(side, m)
  local offered, list = {}, {}
  for _, f in ipairs(nw68.units({ side = side })) do
    for _, s in ipairs(M.reactions(f, m)) do
      if not offered[s] then
        offered[s] = true
        table.insert(list, s)
      end
    end
  end
  return list
end

return M
