-- Who counts as Undead, and what damage reaches them [undead.units,
-- undead.damage]. Owned by the undead area.
--
-- CONTRACT:
--   is_undead(u) -> boolean for a unit table: a unit type tagged "undead",
--     or an infantry unit carrying the Charred Heart (item "charred-heart",
--     1.3)
-- Added:
--   undead_hits(n, cause) -> the hits an Undead unit keeps of n hits with
--     this cause, and the reason (a short text) [undead.damage]
local M = {}

-- carries the Charred Heart: its infantry carrier counts as Undead (1.3)
local function carries_heart(u)
  if not (u.tags and u.tags.infantry) then return false end
  for _, item in ipairs(u.carries or {}) do
    if item == "charred-heart" then return true end
  end
  return false
end

function M.is_undead(u)
  if not u then return false end
  if u.tags and u.tags.undead then return true end
  return carries_heart(u)
end

-- The sources that hurt the Undead in full [undead.damage]. A cause (the
-- fields of unit_takes_hits, base combat.cause) names its source in
-- `source` (a string) and/or `sources` (a list), its attack in `kind` (a
-- Nuclear strike is kind "nuclear") and its factor in `factor` ("ap", "he",
-- "aa").
local FULL = { fire = true, electric = true, nuclear = true }

local function has_full_source(cause)
  if FULL[cause.source or ""] then return cause.source end
  for _, s in ipairs(cause.sources or {}) do
    if FULL[s] then return s end
  end
  if cause.kind == "nuclear" then return "nuclear" end
  return nil
end

function M.undead_hits(n, cause)
  cause = cause or {}
  local full = has_full_source(cause)
  if full then return n, full .. " source: full damage" end
  if cause.factor == "he" then
    return math.floor(n / 2), "HE damage halved, rounded down"
  end
  local what = cause.source or cause.factor or cause.kind or "this source"
  return 0, tostring(what) .. " does not hurt the Undead"
end

return M
