-- Replacing a destroyed HQ [hq.replacement, hq.armored-infantry]: in the Marker Removal step
-- replace-hq, each destroyed HQ (never a sub-HQ) comes back reduced side up in a hex holding a
-- friendly platoon of its formation and of the HQ's platoon type (the HQ's type is
-- hq-<platoon type>). One such hex: it comes back there. Several: its owner names one in the
-- window replace-hq, and the phase waits. None: it stays out, and its formation takes the
-- command check with every hex (command/). The unit comes back under its own id (nw68.revive).

-- the platoon type an HQ type rides with
local function platoon_type(h)
  return (string.gsub(h.type, "^hq%-", "", 1))
end

-- the hexes where a destroyed HQ may come back, in map order, and the platoon of each
local function hexes_for(h)
  local want = platoon_type(h)
  local out, by_hex = {}, {}
  for _, u in ipairs(nw68.units({ formation = h.formation })) do
    if u.on_map and u.type == want and u.side == h.side and not by_hex[u.hex] then
      by_hex[u.hex] = u
      table.insert(out, u.hex)
    end
  end
  return require("turn").map_order(out), by_hex
end

-- the destroyed HQs waiting for a replacement, by id
local function destroyed_hqs()
  local out = {}
  for _, u in ipairs(nw68.units({ alive = false })) do
    if u.tags.hq and not u.tags["sub-hq"] then table.insert(out, u) end
  end
  return out
end

-- replace brings h back in hex, reduced side up (reduced-mounted with a mounted platoon of an
-- armored infantry formation, hq.armored-infantry)
local function replace(h, hex, platoon)
  local face = "reduced"
  if platoon.tags["armored-infantry"] then
    if platoon.face ~= "" and string.find(platoon.face, "mounted", 1, true) and h.faces["reduced-mounted"] then
      face = "reduced-mounted"
    end
    nw68.say(face == "reduced-mounted" and "hq.back-mounted" or "hq.back-dismounted", { unit = h.id, platoon = platoon.id })
  end
  nw68.revive(h.id, hex, { face = face, rule = "hq.replacement" })
  nw68.say("hq.replaced", { unit = h.id, hex = hex, platoon = platoon.id })
end

-- next_choice replaces every HQ that has one hex, and opens the window for the first that has
-- several; it returns true when a window is open.
local function next_choice()
  for _, h in ipairs(destroyed_hqs()) do
    local hexes, by_hex = hexes_for(h)
    if #hexes == 1 then
      replace(h, hexes[1], by_hex[hexes[1]])
    elseif #hexes > 1 then
      nw68.say("hq.replacement-choice", { unit = h.id, hexes = table.concat(hexes, ", "), side = h.side })
      nw68.open_interrupt{ kind = "replace-hq", side = h.side, actions = { "replace_hq" }, mandatory = true, owned = true,
        context = { hq = h.id, hexes = hexes } }
      return true
    elseif not nw68.scratch("hq-replacement")[h.id] then
      nw68.scratch("hq-replacement")[h.id] = true
      nw68.say("hq.not-replaceable", { type = platoon_type(h), formation = h.formation, unit = h.id })
    end
  end
  return false
end

nw68.on("step", "replace-hq", function()
  next_choice()
end, { id = "replace-step" })

nw68.on("action_validate", "replace_hq", function(a)
  local i = nw68.state().interrupt
  if not i or i.kind ~= "replace-hq" then
    return "no_interrupt", "hq.replacement", "hq.no-replacement", {}
  end
  for _, hx in ipairs(i.context.hexes) do
    if hx == a.hex then return nil end
  end
  return "not_stacked", "hq.replacement", "hq.not-replacement-hex", { hex = a.hex, hexes = table.concat(i.context.hexes, ", ") }
end, { id = "replace-check" })

nw68.on("action_enumerate", "replace_hq", function()
  local i = nw68.state().interrupt
  if not i or i.kind ~= "replace-hq" then return {} end
  local out = {}
  for _, hx in ipairs(i.context.hexes) do table.insert(out, { hex = hx }) end
  return out
end)

nw68.on("action_resolve", "replace_hq", function(a)
  local i = nw68.state().interrupt
  local h = nw68.unit(i.context.hq)
  nw68.close_interrupt()
  local _, by_hex = hexes_for(h)
  replace(h, a.hex, by_hex[a.hex])
  next_choice()
end, { id = "replace" })
