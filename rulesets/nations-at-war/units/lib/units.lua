-- What a unit is, as the rules of several areas ask it [units.target-types].
local units = {}

-- hard: the face shown carries an armor factor, so the unit is a hard target
-- [units.target-types]; the same test is `target.stats.armor_factor > 0` in data.
function units.hard(u)
  local af = u.stats.armor_factor
  return af ~= nil and af > 0
end

return units
