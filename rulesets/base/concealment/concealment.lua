-- Concealment [concealment.conditions, concealment.loss, concealment.scope,
-- units.recon-spotting, units.huge].
--
-- A concealed unit gets +1 DV against every attack except assaults (and
-- nuclear strikes, whose section lists only terrain and sandbags).
--
-- Concealment is not a marker the game keeps: it is worked out when the unit
-- is attacked, from the book's conditions and causes of loss:
--   * a land unit (never an aircraft) in a hex where its class may hide
--     (terrain.hides: the chart's Hide column, plus wrecks); a Huge unit only
--     in a level 1 LOS-blocking hex - woods, urban or smoke [units.huge];
--   * not Finished [concealment.conditions];
--   * it has not moved or fired: the per-activation counters moved, fired
--     and mp_spent are 0 [concealment.loss]. A unit that moves or attacks is
--     marked Finished at once and stays so until its formation's next
--     activation or the Cleanup phase, so the loss lasts that long through
--     the Finished condition; the counters cover the moment before (a unit
--     fired at by opportunity fire halfway along its move, a unit carrying
--     on a moving-fire move);
--   * no enemy unit stands next to it [concealment.loss]. The book says
--     "enters an adjacent hex"; the project reads it as a state: the unit is
--     revealed while an enemy is adjacent (whether it moved there or began
--     there), and hides again once no enemy is adjacent and the other
--     conditions hold. The book never says when concealment comes back; the
--     project lets it come back whenever all the conditions hold again;
--   * no enemy recon unit sees its hex: a recon unit on the map (not aboard;
--     a recon helicopter only at Cruise) with an unblocked LOS to it, light
--     smoke on the line not counting as a block [units.recon-spotting].
-- The `concealed` status is not used by the base rules.
local units = require("units")
local terrain = require("terrain")

-- cover reports whether unit u may hide in its hex.
local function cover(u)
  if units.huge(u) then
    -- Huge units take cover only in level 1 LOS-blocking hexes [units.huge]
    local h = nw68.hex(u.hex)
    local t = nw68.entity("terrain", h.terrain)
    return (t.stats.los_level or 0) >= 1 or (h.markers.smoke or 0) >= 1
  end
  return terrain.hides(u.hex, units.infantry(u))
end

-- spotter returns an enemy recon unit that sees u, or nil [units.recon-spotting].
-- Enemies are foes of another side, unit against unit (nw68.foes).
local function spotter(u)
  for _, r in ipairs(nw68.units({})) do
    if r.side ~= u.side and nw68.foes(u, r) and units.recon(r) and r.on_map and not r.aboard
        and not (units.air(r) and r.face == "noe") and nw68.sees(r, u) then
      return r
    end
  end
  return nil
end

-- adjacent_enemy returns an enemy unit next to u, or nil [concealment.loss].
local function adjacent_enemy(u)
  for _, n in ipairs(nw68.within(u.hex, 1)) do
    for _, e in ipairs(nw68.units_at(n)) do
      if e.side ~= u.side and nw68.foes(u, e) then return e end
    end
  end
  return nil
end

-- status returns true when u is concealed; otherwise false, plus the rule and
-- reason when it would hide there but has lost its concealment.
local function status(u)
  if not u or not u.alive or not u.on_map or u.aboard or units.air(u) then return false end
  if not cover(u) then return false end
  if u.statuses.finished then
    return false, "concealment.conditions", u.id .. " is Finished"
  end
  local c = u.counters
  if (c.moved or 0) > 0 or (c.mp_spent or 0) > 0 then
    return false, "concealment.loss", u.id .. " has moved"
  end
  if (c.fired or 0) > 0 then
    return false, "concealment.loss", u.id .. " has fired"
  end
  local e = adjacent_enemy(u)
  if e then
    return false, "concealment.loss", "enemy " .. e.id .. " is next to " .. u.id
  end
  local r = spotter(u)
  if r then
    return false, "units.recon-spotting", "enemy recon " .. r.id .. " sees " .. u.id
  end
  return true
end

nw68.on("modify", "dv", function(v, facts)
  local kind = facts.fire and facts.fire.kind
  if not facts.target or kind == "assault" or kind == "nuclear" then return end -- [concealment.scope]
  local u = nw68.unit(facts.target.id)
  local ok, rule, reason = status(u)
  if ok then
    v.add("concealment.concealed", 1, "concealment.conditions")
  elseif rule then
    -- logging is refused while an action is only validated
    pcall(nw68.log, rule, "not concealed: " .. reason)
  end
end)
