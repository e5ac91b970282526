-- Mounting and dismounting [transport.*]. The unit flips between its dismounted and mounted
-- faces; the MP are counted on the face it flips to: the counter mp is set to the cost (IDS.md
-- Readings), so what is left of the new face's MF may still be spent moving.
local movement = require("movement")

local TO_MOUNTED = { [""] = "mounted", reduced = "reduced-mounted" }
local TO_DISMOUNTED = { mounted = "", ["reduced-mounted"] = "reduced" }

-- cost computes the MP of a flip: 3, 1 for a quick-mount unit mounting, 0 for an ATG
-- dismounting (transport/modifiers.hcl) [transport.mount, transport.dismount].
local function cost(u, mounting)
  local rule = mounting and "transport.mount" or "transport.dismount"
  return nw68.compute{
    stage = "transport_cost", name = mounting and "transport.mounting-name" or "transport.dismounting-name",
    name_params = { unit = u.id },
    terms = { { mounting and "transport.mount-term" or "transport.dismount-term", 3, rule } },
    facts = { unit = { id = u.id, quick_mount = u.tags["quick-mount"] == true, atg = u.tags.atg == true },
      flip = { mounting = mounting } },
  }
end

-- Only a unit whose type has a vehicle side mounts [transport.modes].
nw68.on("action_validate", "mount", function(a)
  local u = nw68.unit(a.unit)
  if not u.faces.mounted then
    return "no_transport", "transport.modes", "transport.no-vehicles", { unit = u.id }
  end
end)

-- An ATG's free dismount must be its only action: it has spent nothing yet [transport.atg].
nw68.on("action_validate", "dismount", function(a)
  local u = nw68.unit(a.unit)
  if u.tags.atg and movement.spent(u) > 0 then
    return "not_start", "transport.atg", "transport.atg-moved", { unit = u.id }
  end
end)

local function flip(a, mounting)
  local u = nw68.unit(a.unit)
  local mp = cost(u, mounting)
  local to = mounting and TO_MOUNTED[u.face or ""] or TO_DISMOUNTED[u.face or ""]
  nw68.set_face(u.id, to)
  nw68.set_counter(u.id, "mp", mp)
  local now = nw68.unit(u.id)
  local line = { unit = u.id, mp = mp, mf = movement.mf(now), left = math.max(0, movement.mf(now) - mp) }
  if mounting then
    line.face = to
    nw68.say("transport.mounted", line)
  elseif to == "" then
    nw68.say("transport.dismounted-front", line)
  else
    line.face = to
    nw68.say("transport.dismounted", line)
  end
  nw68.report(mounting and "mount" or "dismount", { unit = u.id, face = to, mp = mp, mf = movement.mf(now) })
  if u.tags.atg and not mounting then
    -- the free dismount is the ATG's only action of the activation [transport.atg]
    nw68.set_status(u.id, "ops-complete", true)
    nw68.say("transport.unlimbered", { unit = u.id })
    return
  end
  movement.done_if_spent(u.id)
end

nw68.on("action_resolve", "mount", function(a) flip(a, true) end)
nw68.on("action_resolve", "dismount", function(a) flip(a, false) end)

-- A unit with a transport leaves a wreck whether it died mounted or dismounted, one a hex
-- [transport.wreck] (results/ leaves one for a hard face already).
nw68.on("unit_eliminated", "*", function(ev)
  local u = nw68.unit(ev.unit)
  if ev.on_map and u.faces and u.faces.mounted and not nw68.hex(ev.hex).markers.wreck then
    nw68.set_marker(ev.hex, "wreck", 0)
    nw68.say("transport.wreck", { hex = ev.hex, unit = u.id })
  end
end)

-- Candidates: every unit of the active side that may flip now.
local function candidates(kind)
  local st = nw68.state()
  if st.active_side == "" then return {} end
  local out = {}
  for _, u in ipairs(nw68.units({ side = st.active_side })) do
    if u.on_map and nw68.precondition(kind, { unit = u.id }) == nil then table.insert(out, { unit = u.id }) end
  end
  return out
end
nw68.on("action_enumerate", "mount", function() return candidates("mount") end)
nw68.on("action_enumerate", "dismount", function() return candidates("dismount") end)
