-- Commanders [command.*]: who carries a formation's CO (or 2IC) marker, its
-- ratings, the once-per-activation CO bonus, Out Of Contact, rallying and the
-- hand-over of command to a 2IC. command/officers.lua (top level) wires these to the
-- actions `rally` and `demote_co` and to the activation and Cleanup hooks.
--
-- State kept (formation counters, cleared by setting 0):
--   co_bonus_used  the CO bonus was given in the current activation
--   command_lost   the CO/2IC was eliminated; a 2IC takes over at the
--                  formation's next activation or the next Cleanup
--   command_done   the formation's start-of-activation command step (rally)
--                  is over for this activation
-- and on units: the markers "co"/"2ic" in `attached`, the status "ooc", and
-- the counter "demoted" on a unit that was demoted from full CO.
local units = require("units")
local activation = require("activation")

local command = {}

local MARKERS = { co = true, ["2ic"] = true }

-- commander returns the living unit carrying the formation's command marker,
-- the marker ("co" or "2ic") and the ratings (the formation's stats, or its
-- "2ic" face): {local, radio_bonus, radio_range, extended_radio_range}.
function command.commander(formation)
  if formation == nil or formation == "" then return nil end
  for _, u in ipairs(nw68.units({ formation = formation })) do
    for _, m in ipairs(u.attached) do
      if MARKERS[m] then
        local face = ""
        if m == "2ic" then face = "2ic" end
        local f = nw68.entity("formation", formation, face)
        return u, m, f and f.stats or {}
      end
    end
  end
  return nil
end

-- no_field_co returns nil when the unit serves under a field CO, else the
-- rule that exempts it: Black Hand units [black-hand.command]; helicopters,
-- planes and formations tagged "no-co" [command.no-field-co].
function command.no_field_co(u)
  if u.side == "black-hand" or u.formation == "black-hand" then return "black-hand.command" end
  if units.air(u) then return "command.no-field-co" end
  if u.formation ~= nil and u.formation ~= "" then
    local f = nw68.entity("formation", u.formation)
    if f and f.tags["no-co"] then return "command.no-field-co" end
  end
  return nil
end

-- formation_has_co reports whether a formation is led by a field CO.
function command.formation_has_co(formation)
  if formation == nil or formation == "" or formation == "black-hand" then return false end
  local f = nw68.entity("formation", formation)
  return not (f and f.tags["no-co"])
end

-- bonus returns the CO bonus a unit would get now: value, label, rule (the
-- label a term label naming a message: "command.local-rating-co" and the
-- like, a term of it needs no values); or,
-- when it gets none, 0, the reason and the rule that denies it (the same
-- shape: combat/lib/combat.lua logs the rule with "no CO bonus: " .. reason),
-- and then, fourth, the message that says so ({key, params}: "no CO bonus:
-- <reason>", see command.no_bonus) [command.co-bonus].
function command.bonus(u)
  local exempt = command.no_field_co(u)
  if exempt then
    return 0, u.id .. " has no field CO", exempt,
      { key = exempt == "black-hand.command" and "black-hand.no-co-bonus" or "command.no-co-bonus-no-field-co", params = { unit = u.id } }
  end
  local co, marker, r = command.commander(u.formation)
  if not co or not co.on_map or not u.on_map then
    return 0, "the formation has no CO on the map", "command.co-bonus", { key = "command.no-co-bonus-no-co", params = {} }
  end
  if co.statuses.finished then
    return 0, "the " .. string.upper(marker) .. " is Finished", "command.co-bonus", { key = "command.no-co-bonus-" .. marker .. "-finished", params = {} }
  end
  if u.statuses.finished then return 0, u.id .. " is Finished", "command.co-bonus", { key = "command.no-co-bonus-unit-finished", params = { unit = u.id } } end
  local f = nw68.formation(u.formation)
  if f and (f.counters.co_bonus_used or 0) > 0 then
    return 0, "the CO bonus was already used this activation", "command.co-bonus", { key = "command.no-co-bonus-used", params = {} }
  end
  local d = nw68.distance(co.hex, u.hex)
  local who = string.upper(marker)
  if d == 0 then return r["local"] or 0, "command.local-rating-" .. marker, "command.local-rating" end
  if d <= (r.radio_range or 0) then return r.radio_bonus or 0, "command.radio-bonus-" .. marker, "command.radio-rating" end
  if d <= (r.extended_radio_range or 0) then
    return 0, string.format("%s is %d hexes from its %s: beyond radio range", u.id, d, who), "command.extended-radio-range",
      { key = "command.no-co-bonus-beyond-radio-" .. marker, params = { unit = u.id, d = d } }
  end
  return 0, string.format("%s is %d hexes from its %s: out of contact", u.id, d, who), "command.out-of-contact",
    { key = "command.no-co-bonus-out-of-contact-" .. marker, params = { unit = u.id, d = d } }
end

-- no_bonus writes why a unit gets no CO bonus: the message command.bonus
-- named (why), else its reason (a layer's, in English) citing rule.
function command.no_bonus(rule, label, why)
  if why then
    nw68.say(why.key, why.params)
  else
    nw68.say("command.no-co-bonus", { reason = label }, { rule = rule })
  end
end

-- use marks the formation's CO bonus as spent for this activation.
-- Lending the bonus may cost the CO more in a layer's rules (an expansion
-- Finishes it): use fires the co_bonus_used hook (command/hooks.hcl).
function command.use(formation, user)
  nw68.set_formation_counter(formation, "co_bonus_used", 1)
  nw68.fire("co_bonus_used", formation, { formation = formation, co = command.commander(formation), user = user })
end

-- out_of_contact reports whether a unit is beyond its commander's Extended
-- Radio Range now, with the rule and a reason [command.out-of-contact]. Read
-- only: usable in validate handlers. Recon units, units without a field CO,
-- and formations with no commander on the map are never Out Of Contact.
function command.out_of_contact(u)
  if not u.alive or not u.on_map then return false end
  if units.recon(u) then return false, "units.recon", u.id .. " is recon: always In Contact" end
  local exempt = command.no_field_co(u)
  if exempt then return false, exempt, u.id .. " has no field CO: always In Contact" end
  local co, marker, r = command.commander(u.formation)
  if not co or not co.on_map then return false end
  local d, err = nw68.distance(co.hex, u.hex), r.extended_radio_range or 0
  if d > err then
    return true, "command.out-of-contact",
      string.format("%s is %d hexes from its %s, beyond the Extended Radio Range of %d", u.id, d, string.upper(marker), err),
      { unit = u.id, d = d, marker = marker, err = err }
  end
  return false, "command.extended-radio-range", string.format("%s is %d hexes from its %s: In Contact", u.id, d, string.upper(marker))
end

-- members lists the living units of a formation (or, with no formation, of a side).
function command.members(formation, side)
  if formation ~= nil and formation ~= "" then return nw68.units({ formation = formation }) end
  if side ~= nil and side ~= "" then return nw68.units({ side = side }) end
  return {}
end

-- mark_ooc sets or clears the "ooc" status of every unit of the formation as
-- the activation starts [command.out-of-contact, impulse.sequence].
function command.mark_ooc(formation, side)
  for _, u in ipairs(command.members(formation, side)) do
    local ooc, rule, _, far = command.out_of_contact(u)
    if ooc and not u.statuses.ooc then
      nw68.set_status(u.id, "ooc", true)
      nw68.say("command.out-of-contact-" .. far.marker, { unit = far.unit, d = far.d, err = far.err }, { rule = rule })
    elseif not ooc and u.statuses.ooc then
      nw68.set_status(u.id, "ooc", false)
      nw68.say("command.in-contact-again", { unit = u.id }, { rule = rule or "command.out-of-contact" })
    end
  end
end

-- clear_ooc removes the "ooc" status of the formation's units (the status
-- lasts one activation).
function command.clear_ooc(formation, side)
  for _, u in ipairs(command.members(formation, side)) do
    if u.statuses.ooc then nw68.set_status(u.id, "ooc", false) end
  end
end

-- auto_rally rallies the Shaken units that serve under no field CO: they
-- rally on their next activation without a roll [command.no-field-co].
function command.auto_rally(formation, side)
  for _, u in ipairs(command.members(formation, side)) do
    local exempt = command.no_field_co(u)
    if exempt and u.statuses.shaken then
      nw68.set_status(u.id, "shaken", false)
      nw68.say(exempt == "black-hand.command" and "black-hand.auto-rally" or "command.auto-rally", { unit = u.id })
      nw68.report("rally", { unit = u.id, roll = 0, total = 0, need = 0, rallied = true, automatic = true })
    end
  end
end

-- ooc_count counts the formation units a commander in hex `at` would leave
-- Out Of Contact (for choosing a 2IC).
local function ooc_count(formation, at, err)
  local n = 0
  for _, u in ipairs(nw68.units({ formation = formation })) do
    if u.on_map and not units.recon(u) and not command.no_field_co(u) and nw68.distance(at, u.hex) > err then
      n = n + 1
    end
  end
  return n
end

-- default_2ic picks the unit that takes the 2IC marker when the owner named
-- none [command.2ic-choice]: the formation unit on the map that leaves the
-- fewest formation units Out Of Contact, ties to the first by id.
function command.default_2ic(formation)
  local f = nw68.entity("formation", formation, "2ic")
  local err = f and f.stats.extended_radio_range or 0
  local best, best_n = nil, nil
  for _, u in ipairs(nw68.units({ formation = formation })) do
    if u.on_map and not u.aboard then
      local n = ooc_count(formation, u.hex, err)
      if best_n == nil or n < best_n then best, best_n = u, n end
    end
  end
  return best
end

-- pending reports whether the formation lost its commander and awaits a 2IC.
function command.pending(formation)
  local f = formation and formation ~= "" and nw68.formation(formation)
  return f and (f.counters.command_lost or 0) > 0 or false
end

-- give places the 2IC marker on a unit (the marker is always the 2IC face
-- once the CO is gone: it never flips back) [command.2ic].
local function give(id)
  local u = nw68.unit(id)
  local items = {}
  for _, m in ipairs(u.attached) do
    if not MARKERS[m] then table.insert(items, m) end
  end
  table.insert(items, "2ic")
  nw68.set_items(id, "attached", items)
end

-- take_over hands command of a formation whose CO/2IC was eliminated to a
-- 2IC: the unit named, or the default choice [command.2ic, command.2ic-choice].
function command.take_over(formation, id)
  if not command.pending(formation) then return end
  local rule = "command.2ic"
  if not id then
    local u = command.default_2ic(formation)
    if not u then
      nw68.say("command.no-2ic", { formation = formation })
      return
    end
    id, rule = u.id, "command.2ic-choice"
  end
  give(id)
  nw68.set_formation_counter(formation, "command_lost", 0)
  nw68.say(rule == "command.2ic" and "command.2ic-takes-command" or "command.2ic-chosen", { unit = id, formation = formation })
end

-- designate moves a formation's command marker (the CO, or the 2IC once it
-- has taken over) to unit id, as its owner designates it [command.co].
function command.designate(formation, id)
  local co, marker = command.commander(formation)
  marker = marker or "co"
  if co then
    local items = {}
    for _, m in ipairs(co.attached) do
      if not MARKERS[m] then table.insert(items, m) end
    end
    nw68.set_items(co.id, "attached", items)
  end
  local items = {}
  for _, m in ipairs(nw68.unit(id).attached) do table.insert(items, m) end
  table.insert(items, marker)
  nw68.set_items(id, "attached", items)
  if co then
    nw68.say("command.designated-" .. marker .. "-replacing", { unit = id, formation = formation, was = co.id })
  else
    nw68.say("command.designated-" .. marker, { unit = id, formation = formation })
  end
end

-- demote passes command from the current CO/2IC to another unit of the
-- formation, which carries the 2IC marker [command.demotion].
function command.demote(formation, id)
  if command.pending(formation) then
    command.take_over(formation, id)
    return
  end
  local co, marker = command.commander(formation)
  local items = {}
  for _, m in ipairs(co.attached) do
    if not MARKERS[m] then table.insert(items, m) end
  end
  nw68.set_items(co.id, "attached", items)
  if marker == "co" then
    nw68.set_counter(co.id, "demoted", 1)
    nw68.say("command.demoted", { unit = co.id })
  else
    nw68.say("command.2ic-handed-on", { unit = co.id })
  end
  give(id)
  nw68.say("command.demotion-2ic", { unit = id, formation = formation })
end

-- rally_unit rolls one Shaken unit's rally: 2D6, plus the Local rating if it
-- shares the commander's hex, or else the radio bonus within Radio Range; it
-- rallies on a total above the Extended Radio Range [command.rally]. The
-- commander gives no bonus while Finished.
function command.rally_unit(u, co, marker, r)
  local faces, roll = nw68.roll(2, 6, "command.rally-roll", { params = { unit = u.id } })
  local terms = { { "command.2d6", roll, "command.rally", { a = faces[1], b = faces[2] } } }
  local d = -1
  if co.on_map and u.on_map then d = nw68.distance(co.hex, u.hex) end
  if co.statuses.finished then
    nw68.say("command.rally-finished-" .. marker)
  elseif d == 0 then
    if (r["local"] or 0) ~= 0 then table.insert(terms, { "command.local-rating-" .. marker, r["local"], "command.local-rating" }) end
  elseif d > 0 and d <= (r.radio_range or 0) then
    if (r.radio_bonus or 0) ~= 0 then table.insert(terms, { "command.radio-bonus-" .. marker, r.radio_bonus, "command.radio-rating" }) end
  end
  local need = r.extended_radio_range or 0
  local total = nw68.compute{
    stage = "rally", name = "command.rally-of", name_params = { unit = u.id }, terms = terms,
    facts = { unit = { id = u.id, side = u.side, infantry = units.infantry(u) }, distance = d, need = need },
  }
  local rallied = total > need
  if rallied then
    nw68.set_status(u.id, "shaken", false)
    nw68.say("command.rallied", { unit = u.id, total = total, need = need })
  else
    nw68.say("command.not-rallied", { unit = u.id, total = total, need = need })
  end
  nw68.report("rally", { unit = u.id, roll = roll, total = total, need = need, rallied = rallied, automatic = false })
  return rallied
end

-- acted reports whether a unit of the formation has moved or attacked in
-- the current activation (the per-activation counters of lib/activation).
function command.acted(formation, side)
  for _, u in ipairs(command.members(formation, side)) do
    for _, c in ipairs(activation.counters) do
      if (u.counters[c] or 0) > 0 then return true end
    end
  end
  return false
end

-- at_start returns nil while the formation's activation is at its start
-- (before its rally step and before any of its units acts), else a reason.
function command.at_start(formation, side)
  local f = formation ~= "" and nw68.formation(formation)
  if f and (f.counters.command_done or 0) > 0 then return "its rally step is over" end
  if command.acted(formation, side) then return "its units have begun to act" end
  return nil
end

-- begin runs what happens for command as an activation starts, before the
-- players act [impulse.sequence]: a pending 2IC takes over, units without a
-- field CO rally, and units beyond the ERR are marked Out Of Contact.
function command.begin(formation, side)
  if formation ~= nil and formation ~= "" then
    nw68.set_formation_counter(formation, "command_done", 0)
    command.take_over(formation)
  end
  command.auto_rally(formation, side)
  command.mark_ooc(formation, side)
end

return command
