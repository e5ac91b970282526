-- The blow of an assault [assault.attack]: what a later layer (a ruleset
-- that extends this one, a mod) adds to an assault as the attackers stand in
-- the assaulted hex, before the attack is rolled.
--
--   blows.on_blow(fn)  registers fn(ctx), while the scripts load
--   blows.run(ctx)     runs them in order (assault/assault.lua) and returns
--                      the extra AV terms they give
--
-- ctx = {leader, units (ids of the fit attackers, the leader first), target,
-- hex, weapon (the leader's units.weapon table), params (the assault
-- action's parameters as submitted, so an option a later layer declares on
-- the action reaches it)}. A function may change the game (roll, eliminate
-- the target...) and may return a list of extra AV terms {label, value,
-- rule} for the attack. When the target is no longer in the hex after them,
-- no attack is rolled and the attackers take the hex.
local blows = {}

local hooks = {}

function blows.on_blow(fn) table.insert(hooks, fn) end

function blows.run(ctx)
  local terms = {}
  for _, fn in ipairs(hooks) do
    for _, t in ipairs(fn(ctx) or {}) do table.insert(terms, t) end
  end
  return terms
end

return blows
