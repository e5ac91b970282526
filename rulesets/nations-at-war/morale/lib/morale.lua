-- The Morale Check [morale.check, morale.formation]: 2d6 at most the formation's morale.
local morale = {}

-- factor is a formation's printed morale (its block's stats; it stays when the HQ is lost, so
-- the HQ's face plays no part) [morale.formation].
function morale.factor(formation)
  local f = nw68.entity("formation", formation)
  return (f and f.stats.morale) or 0
end

-- value computes the morale a check must not exceed (the morale stage).
function morale.value(formation, unit_id, kind)
  return nw68.compute{
    stage = "morale", name = "morale.name",
    terms = { { "morale.of-formation", morale.factor(formation), "morale.formation", { formation = formation } } },
    facts = { unit = { id = unit_id or "", formation = formation }, check = { kind = kind } },
  }
end

-- check throws 2d6 for a Morale Check (purpose: the roll's message, its values in params):
-- passed, total, morale, faces [morale.check].
function morale.check(formation, purpose, unit_id, kind, params)
  local faces, total = nw68.roll(2, 6, purpose, params and { params = params } or nil)
  local m = morale.value(formation, unit_id, kind)
  return total <= m, total, m, faces
end

return morale
