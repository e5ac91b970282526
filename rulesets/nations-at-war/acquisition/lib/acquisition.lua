-- Acquisition [acquisition.*]: a firer that hit nothing it could hurt on a stationary hard target
-- marks itself and the target with one letter, the first no unit carries (statuses acquisition-a
-- .. acquisition-h); its next shot at that target is at -1 To-Hit (acquisition/modifiers.hcl).
-- The acquiring unit keeps the letter in its note "acquisition", so a pair knows who acquired whom.
-- Everything lives in the kernel: statuses and a note.
local M = {}

M.LETTERS = { "a", "b", "c", "d", "e", "f", "g", "h" }

local function status(letter) return "acquisition-" .. letter end

-- carriers returns the living units carrying letter l, sorted by id.
local function carriers(l)
  local out = {}
  for _, o in ipairs(nw68.units({})) do
    if o.statuses[status(l)] then table.insert(out, o) end
  end
  return out
end

-- letters returns the letters unit u carries, in order.
function M.letters(u)
  local out = {}
  for _, l in ipairs(M.LETTERS) do
    if u.statuses[status(l)] then table.insert(out, l) end
  end
  return out
end

-- partner returns the other unit carrying letter l besides unit id, or nil.
local function partner(l, id)
  for _, o in ipairs(carriers(l)) do
    if o.id ~= id then return o end
  end
  return nil
end

-- acquired reports whether firer u has acquired target t: they share a letter, and t is not the
-- one that acquired it (the note says who did; a setup that states the pair by statuses alone
-- gives the firer the benefit) [acquisition.bonus].
function M.acquired(u, t)
  for _, l in ipairs(M.letters(u)) do
    if t.statuses[status(l)] and t.notes.acquisition ~= l then return true, l end
  end
  return false
end

-- drop takes letter l off every unit carrying it [acquisition.loss]: why and params are the
-- message that says what ended it.
local function drop(l, why, params)
  for _, o in ipairs(carriers(l)) do
    nw68.set_status(o.id, status(l), false)
    if o.notes.acquisition == l then nw68.set_note(o.id, "acquisition", nil) end
  end
  nw68.say("acquisition.ends", { letter = string.upper(l), reason = { key = why, params = params } })
end

-- lose ends every acquisition unit id takes part in, either side of it: it moved, was Disrupted
-- or reduced, left its hex, assaulted or was eliminated [acquisition.loss]. Other areas call it
-- for what they resolve (an assault): why is the key of a message of {unit} that says what it did
-- (acquisition/messages.hcl: acquisition.unit-moves...).
function M.lose(id, why)
  local u = nw68.unit(id)
  if not u then return end
  for _, l in ipairs(M.letters(u)) do drop(l, why, { unit = id }) end
end

-- fired is told that u fires at t: every letter u carries that is not its own acquisition of t
-- ends (it fires at another unit, or it was the target and fires) [acquisition.loss].
function M.fired(u, t)
  local keep = select(2, M.acquired(u, t))
  for _, l in ipairs(M.letters(u)) do
    if l ~= keep then
      local p = partner(l, u.id)
      if p and p.id ~= t.id then
        drop(l, "acquisition.unit-fires-elsewhere", { unit = u.id, target = t.id, partner = p.id })
      else
        drop(l, "acquisition.unit-fires", { unit = u.id })
      end
    end
  end
end

-- free returns the first letter no unit carries, or nil when all eight are out
-- [acquisition.multiple].
local function free()
  for _, l in ipairs(M.LETTERS) do
    if #carriers(l) == 0 then return l end
  end
  return nil
end

-- gain marks u and t after u's shot, when the rules let it acquire: o = {eligible (the shot may
-- acquire at all), why (the exception, when not: a message key), face and disrupted (the target's before the
-- shot)} [acquisition.gain, acquisition.exceptions].
-- It returns the letter, or nil.
function M.gain(u, t, o)
  u, t = nw68.unit(u.id), nw68.unit(t.id)
  if not (u and u.alive and t and t.alive) then return nil end -- a destroyed unit is never acquired
  local af = t.stats.armor_factor
  if not af or af <= 0 then return nil end -- only armoured targets [acquisition.gain]
  if (t.statuses.disrupted and not o.disrupted) or t.face ~= o.face then return nil end -- the shot disrupted or reduced it
  if not o.eligible then
    nw68.say("acquisition.not-acquired", { unit = u.id, target = t.id, reason = { key = o.why, params = {} } })
    return nil
  end
  -- smoke in either hex: a unit in smoke is not acquired, nor does one firing out of it acquire
  -- [smoke.no-acquisition, acquisition.exceptions]
  if nw68.hex(t.hex).markers.smoke then
    nw68.say("acquisition.target-in-smoke", { unit = u.id, target = t.id })
    return nil
  end
  if nw68.hex(u.hex).markers.smoke then
    nw68.say("smoke.firer-in-smoke", { unit = u.id, target = t.id })
    return nil
  end
  if M.acquired(u, t) then return nil end -- already its target: acquisition does not stack [acquisition.limit]
  local l = free()
  if not l then
    nw68.say("acquisition.letters-out", { unit = u.id, target = t.id })
    return nil
  end
  nw68.set_status(u.id, status(l), true)
  nw68.set_status(t.id, status(l), true)
  nw68.set_note(u.id, "acquisition", l)
  nw68.say("acquisition.gained", { unit = u.id, target = t.id, letter = string.upper(l) })
  if t.statuses.concealed then
    -- an acquired unit cannot be Concealed [acquisition.exceptions]
    nw68.set_status(t.id, "concealed", false)
    nw68.say("acquisition.concealment-lost", { unit = t.id })
  end
  return l
end

return M
