-- The Undead's rules [undead.damage, undead.unshakable, undead.radiation,
-- undead.consume-corpses]. Who is Undead, and what damage reaches them, is
-- undead/lib/undead.lua's; corpses are the corpses area's.
local undead = require("undead")
local corpses = require("corpses")

-- What hurts the Undead [undead.damage] --------------------------------------
--
-- Before any result is applied (phase first): the hits an Undead unit takes
-- become what its rule leaves of them. The event's table is shared by its
-- handlers, so the results that follow read the new count; a count of 0
-- leaves the unit as it was.
nw68.on("unit_takes_hits", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if not undead.is_undead(u) then return end
  local n, why = undead.undead_hits(ev.hits, ev)
  nw68.report("undead_damage", { unit = u.id, hits = ev.hits, kept = n, why = why })
  if n ~= ev.hits then
    nw68.say("undead.hits-changed", { unit = u.id, hits = ev.hits, kept = n, why = why })
    ev.hits = n
  end
end, { phase = "first" })

-- effects that are not hits, from a source that does not hurt the Undead
-- (a biological agent's conversion), pass them by (base units.resists)
-- [undead.damage]
nw68.on("modify", "resists", function(v, facts)
  if facts.effect == "fire" or facts.effect == "electric" or facts.effect == "nuclear" then return end
  local u = nw68.unit(facts.unit.id)
  if u and undead.is_undead(u) then v.replace("undead.resists-undead", 1, "undead.damage") end
end)

-- the Undead cross Radiation hexes, at the +1 MP every unit allowed in pays
-- (base movement.crosses_radiation) [undead.radiation]
nw68.on("modify", "radiation_access", function(v, facts)
  local u = nw68.unit(facts.unit.id)
  if u and undead.is_undead(u) and v.total <= 0 then
    v.replace("undead.radiation-undead", 1, "undead.radiation")
  end
end)

-- The Undead are never Shaken [undead.unshakable]: the combat area's
-- Shaken-as-a-step handler (combat/combat.lua) asks undead.is_undead.

-- Consuming corpses [undead.consume-corpses] ----------------------------------

-- consume_check: what a unit free to consume (consume_corpses's
-- preconditions: on the map, its only action) needs besides
local function consume_check(u)
  if not undead.is_undead(u) then
    return "not_undead", "undead.consume-corpses", "undead.consume-not-undead", { unit = u.id }
  end
  if u.face ~= "reduced" then
    return "not_reduced", "undead.consume-corpses", "undead.consume-full-strength", { unit = u.id }
  end
  if not corpses.present(u.hex) then
    return "no_corpses", "undead.consume-corpses", "undead.consume-no-corpses", { hex = u.hex }
  end
  return nil
end

nw68.on("action_enumerate", "consume_corpses", function()
  local st = nw68.state()
  local out = {}
  if st.active_side == "" then return out end
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    if u.face == "reduced" and nw68.precondition("consume_corpses", { unit = u.id }) == nil and consume_check(u) == nil then
      table.insert(out, { unit = u.id })
    end
  end
  return out
end)

nw68.on("action_validate", "consume_corpses", function(a)
  return consume_check(nw68.unit(a.unit))
end)

nw68.on("action_resolve", "consume_corpses", function(a)
  local u = nw68.unit(a.unit)
  corpses.take(u.hex)
  nw68.set_face(u.id, "")
  nw68.set_status(u.id, "finished", true)
  nw68.say("undead.corpses-consumed", { unit = u.id, hex = u.hex })
end)
