-- What an HQ is and what it gives, as the rules of several areas ask it [hq.*].
local hq = {}

-- is_hq: an HQ or a sub-HQ [hq.definition, hq.sub-hq].
function hq.is_hq(u)
  return u.tags.hq == true or u.tags["sub-hq"] == true
end

-- factors are the formation's stats on the face the HQ shows: the reduced face's while it is
-- reduced [hq.command-range, hq.leadership].
function hq.factors(u)
  local face = nil
  if u.face ~= "" and string.find(u.face, "reduced", 1, true) then face = "reduced" end
  local f = nw68.entity("formation", u.formation, face)
  if not f then return { morale = 0, command_range = 0, leadership = 0 } end
  return { morale = f.stats.morale or 0, command_range = f.stats.command_range or 0, leadership = f.stats.leadership or 0 }
end

-- in_hex lists the living HQs and sub-HQs in a hex, of a formation when one is given.
function hq.in_hex(label, formation)
  local out = {}
  for _, o in ipairs(nw68.units_at(label)) do
    if hq.is_hq(o) and (formation == nil or o.formation == formation) then table.insert(out, o) end
  end
  return out
end

-- leadership of the HQ of u's formation in u's hex (0 if none) [hq.leadership, rally.hq].
function hq.leadership_at(u)
  if not u.on_map or u.formation == "" then return 0, nil end
  local best, who = 0, nil
  for _, h in ipairs(hq.in_hex(u.hex, u.formation)) do
    if h.id ~= u.id then
      local l = hq.factors(h).leadership
      if who == nil or l > best then best, who = l, h end
    end
  end
  return best, who
end

-- The leadership bonus is used once per formation activation [hq.leadership]: in fire, or in
-- an assault (the attacker named by hq_bonus). The formation counter hq-bonus records it; the
-- pulse sets it back to 0 as the formation activates. bonus_formation is the formation whose
-- activation it is: the active one, else (a bare setup) the unit's own.
local function bonus_formation(u)
  local st = nw68.state()
  if st.active_formation ~= "" then return st.active_formation end
  return u.formation
end

-- bonus_spent reports whether u's formation has used its HQ's bonus this activation, and names it.
function hq.bonus_spent(u)
  local name = bonus_formation(u)
  local f = nw68.formation(name)
  return f ~= nil and (f.counters["hq-bonus"] or 0) > 0, name
end

-- spend_bonus records that u's formation used its HQ's bonus this activation.
function hq.spend_bonus(u)
  local name = bonus_formation(u)
  if nw68.formation(name) then nw68.set_formation_counter(name, "hq-bonus", 1) end
end

-- reset_bonus gives a formation its bonus back as it activates.
function hq.reset_bonus(formation)
  if formation ~= "" and nw68.formation(formation) then nw68.set_formation_counter(formation, "hq-bonus", 0) end
end

return hq
