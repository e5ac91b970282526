-- Command status [command.*, hq.command-range, hq.in-command].
local hq = require("hq")
local command = {}

-- commanders lists the HQs and sub-HQs of a formation on the map that command: every HQ, and a
-- sub-HQ within twice the command range of one [hq.in-command]. Each is {unit, range}.
function command.commanders(formation)
  local hqs, subs, out = {}, {}, {}
  for _, u in ipairs(nw68.units({ formation = formation })) do
    if u.on_map then
      if u.tags.hq and not u.tags["sub-hq"] then table.insert(hqs, u)
      elseif u.tags["sub-hq"] then table.insert(subs, u) end
    end
  end
  for _, h in ipairs(hqs) do table.insert(out, { unit = h, range = hq.factors(h).command_range }) end
  for _, s in ipairs(subs) do
    for _, h in ipairs(hqs) do
      if nw68.distance(s.hex, h.hex) <= 2 * hq.factors(h).command_range then
        table.insert(out, { unit = s, range = hq.factors(s).command_range })
        break
      end
    end
  end
  return out
end

-- leads: a platoon with an attached leader is always in command (10.5) [command.check].
local function leads(u)
  for _, slot in ipairs({ u.attached, u.carries }) do
    for _, item in ipairs(slot) do
      if item == "leader" then return true end
    end
  end
  return false
end

-- in_command says whether a unit is in command without a check, and why [command.check,
-- hq.command-range, hq.in-command, units.recon, command.entering].
function command.in_command(u, commanders)
  if leads(u) then return true, "an attached leader" end
  if (u.counters.entering or 0) > 0 then return true, "entering the map" end
  for _, c in ipairs(commanders) do
    if c.unit.id == u.id then return true, "an HQ in command" end
    local reach = c.range
    if u.tags.recon then reach = 2 * reach end
    if nw68.distance(u.hex, c.unit.hex) <= reach then
      return true, "within " .. reach .. " hexes of " .. c.unit.id
    end
  end
  return false
end

return command
