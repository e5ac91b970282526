-- What a unit is, as the rules of several areas ask it [units.target-types].
local units = {}

-- hard: the face shown carries an armor factor, so the unit is a hard target
-- [units.target-types]; the same test is `target.stats.armor_factor > 0` in data.
function units.hard(u)
  local af = u.stats.armor_factor
  return af ~= nil and af > 0
end

-- Faces in two dimensions [units.armored-infantry, units.counters]: strength (full, reduced) by
-- mode (dismounted, mounted). The kernel knows one face name, so the four are "" (the front: full
-- strength, dismounted), "mounted", "reduced" and "reduced-mounted"; a unit with one mode has
-- only "" and "reduced" (a sub-HQ only ""). These helpers read and compose the two dimensions so
-- that a step loss keeps the mode and a mount keeps the strength.

-- reduced: the unit shows a reduced (white-bar) face [units.factors].
function units.reduced(u)
  return u.face == "reduced" or u.face == "reduced-mounted"
end

-- mounted: the unit shows its vehicle (or towed) side [units.armored-infantry, transport.modes].
function units.mounted(u)
  return u.face == "mounted" or u.face == "reduced-mounted"
end

-- face_of returns the face name for a strength and a mode, or nil when the unit's type has no
-- such face ("" is the front).
function units.face_of(u, reduced, mounted)
  local name
  if reduced and mounted then
    name = "reduced-mounted"
  elseif reduced then
    name = "reduced"
  elseif mounted then
    name = "mounted"
  else
    return ""
  end
  if u.faces[name] then return name end
  return nil
end

-- step_loss_face: the face a step loss flips the unit to, keeping its mode; nil when it is on
-- its last step (already reduced, or a one-step unit such as a sub-HQ) [results.step-loss].
function units.step_loss_face(u)
  if units.reduced(u) then return nil end
  return units.face_of(u, true, units.mounted(u))
end

-- mode_face: the face a mount (mounted = true) or dismount flips the unit to, keeping its
-- strength; nil when the type has no such side [transport.mount, transport.dismount].
function units.mode_face(u, mounted)
  return units.face_of(u, units.reduced(u), mounted)
end

-- Augmented abilities [units.augmented, units.bazooka]: an ability ("ap", "he", "save",
-- "assault") carries a "+" when the unit's type has the tag augmented-<ability>, or when it
-- carries an item that has it (a Bazooka or PIAT gives augmented-ap).
function units.augmented(u, ability)
  local tag = "augmented-" .. ability
  if u.tags[tag] then return true end
  for _, item in ipairs(u.carries or {}) do
    local it = nw68.entity("item", item)
    if it and it.tags[tag] then return true end
  end
  return false
end

-- throw rolls n d6 needing `need` or more each, for `purpose`: the key of a message naming the
-- roll, its values in `params` (nw68.roll's opts.params). With plus = true (an augmented
-- ability) the first die that missed is rerolled at once, one extra die, only when a die missed
-- (IDS.md dice order 2), so the hits never exceed n [units.augmented]. opts: a roll the players
-- may answer (fate/lib/fate.lua), or nil.
-- Returns {faces = the throw as rolled, hits = n of hits after the reroll, reroll = the
-- rerolled die's face or nil, rerolled = the index of the die it replaced or nil}.
function units.throw(n, need, purpose, plus, opts, params)
  local out = { faces = {}, hits = 0 }
  if n <= 0 then return out end
  local o = {}
  for k, v in pairs(opts or {}) do o[k] = v end
  o.params = params or {}
  out.faces = nw68.roll(n, 6, purpose, o)
  local first_miss
  for i, f in ipairs(out.faces) do
    if f >= need then
      out.hits = out.hits + 1
    elseif not first_miss then
      first_miss = i
    end
  end
  if plus and first_miss then
    local again = nw68.roll(1, 6, "units.plus-reroll", { params = { purpose = { key = purpose, params = o.params } } })
    out.reroll, out.rerolled = again[1], first_miss
    if again[1] >= need then out.hits = out.hits + 1 end
    nw68.say("units.rerolled", { missed = out.faces[first_miss], die = again[1] })
  end
  return out
end

return units
