-- Heroes [heroes.*] (1.1): Heroes ride in a unit's `attached` markers, as
-- the CO marker does (base command/lib/command.lua), any number of them
-- [heroes.attachment]. This file:
--   * transfer_hero {unit, with, hero}: before the activating unit acts
--     (not Finished, not moved, not attacked in this activation), a Hero
--     passes between it and a friendly unit of its side in its hex; it is a
--     pre-action and Finishes no one [heroes.transfer]; report "hero"
--     {hero, from, to, skills (the receiving unit's, heroes.skills_of)};
--   * adds the Heroes' av and dv stats to their own unit's attack and
--     defence values, and to no other unit's [heroes.own-unit];
--   * logs the Heroes that leave play with their eliminated unit: base
--     command hands a lost CO/2IC on (command_lost), a Hero goes with its
--     unit and nothing replaces it [heroes.loss];
--   * logs the Heroes that stay on a recruited unit: convert keeps a unit's
--     items, so they serve its new side [heroes.recruited].
-- Skills: heroes.skills_of(u) (heroes/lib/heroes.lua) merges the unit
-- type's, its Heroes' and its objects' skills; the skills area makes a
-- skill's use the unit's only action [heroes.skill-action].
local heroes = require("heroes")
local units = require("units")

local function attached(u, id) return units.has_item(u.attached, id) end

-- Transfer -------------------------------------------------------------------------

nw68.on("action_validate", "transfer_hero", function(a)
  local u, o = nw68.unit(a.unit), nw68.unit(a.with)
  if not heroes.is_hero(a.hero) then
    return "not_hero", "heroes.counters", "heroes.not-hero", { hero = tostring(a.hero) }
  end
  -- (Heroes pass at the start of the unit's activation: the precondition
  -- hero-transfer-at-start)
  local code, rule, reason, params = units.stacked_friend(u, o, "heroes.transfer")
  if code then return code, rule, reason, params end
  if not (attached(u, a.hero) or attached(o, a.hero)) then
    return "not_attached", "heroes.transfer", "heroes.not-attached", { unit = u.id, other = o.id, hero = a.hero }
  end
  return nil
end)

nw68.on("action_resolve", "transfer_hero", function(a)
  local from, to = units.pass_item(nw68.unit(a.unit), nw68.unit(a.with), "attached", a.hero)
  nw68.say("heroes.passed", { hero = a.hero, from = from.id, to = to.id })
  nw68.report("hero", { hero = a.hero, from = from.id, to = to.id, skills = heroes.skills_of(nw68.unit(to.id)) })
end)

nw68.on("action_enumerate", "transfer_hero", function()
  local st = nw68.state()
  if st.active_side == "" then return {} end
  local out = {}
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    if u.on_map and nw68.precondition("transfer_hero", { unit = u.id }) == nil then
      for _, o in ipairs(nw68.units_at(u.hex)) do
        if units.stacked_friend(u, o, "heroes.transfer") == nil then
          for _, h in ipairs(heroes.heroes_of(u)) do table.insert(out, { unit = u.id, with = o.id, hero = h }) end
          for _, h in ipairs(heroes.heroes_of(o)) do table.insert(out, { unit = u.id, with = o.id, hero = h }) end
        end
      end
    end
  end
  return out
end)

-- Factor changes on their own unit only [heroes.own-unit] ----------------------------

local function lend(v, who, stat)
  if not who or not who.id then return end
  local u = nw68.unit(who.id)
  if not u then return end
  for _, id in ipairs(heroes.heroes_of(u)) do
    local n = nw68.entity("item", id).stats[stat]
    if type(n) == "number" and n ~= 0 then
      v.add("heroes.hero-term", n, "heroes.own-unit", { item = id })
    end
  end
end

nw68.on("modify", "av", function(v, facts)
  lend(v, facts.attacker, "av")
end)

nw68.on("modify", "dv", function(v, facts)
  lend(v, facts.target, "dv")
end)

-- Loss and recruitment --------------------------------------------------------------

nw68.on("unit_eliminated", "*", function(ev)
  local u = nw68.unit(ev.unit)
  for _, id in ipairs(heroes.heroes_of(u)) do
    nw68.say("heroes.lost", { hero = id, unit = u.id })
  end
end)

nw68.on("unit_side_changed", "*", function(ev)
  local u = nw68.unit(ev.unit)
  for _, id in ipairs(heroes.heroes_of(u)) do
    nw68.say("heroes.stays", { hero = id, unit = u.id, side = ev.side })
  end
end)
