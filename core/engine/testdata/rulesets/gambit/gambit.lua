-- dawn: the side to act chooses its orders before the muster; passing up
-- the choice holds [g.dawn]
nw68.on("step", "choose", function()
  nw68.open_interrupt{ kind = "orders", side = nw68.state().active_side, actions = { "order" } }
end)
nw68.on("action_resolve", "order", function(a)
  nw68.set_var("attack", a.stance == "attack" and 1 or 0)
  nw68.close_interrupt()
end)
nw68.on("step", "muster", function()
  nw68.set_var("mustered", (nw68.state().vars.mustered or 0) + 1)
end)

-- a shot hits on 5+ and shakes on 3-4; a hit's damage eliminates on 3+,
-- else shakes. Both sides may answer the shot, the target's side last; the
-- target's side alone the damage [g.shot] [g.luck]
nw68.on("action_resolve", "shoot", function(a)
  local attacker, defender = nw68.unit(a.unit).side, nw68.unit(a.target).side
  local _, total = nw68.roll(1, 6, "shot", { answer = { kind = "luck", actions = { "spend_luck" }, sides = { attacker, defender } } })
  nw68.report("shot", { total = total })
  if total >= 5 then
    local _, damage = nw68.roll(1, 6, "damage", { answer = { kind = "luck", actions = { "spend_luck" }, sides = { defender } } })
    if damage >= 3 then
      nw68.eliminate(a.target, "g.shot")
      return
    end
  end
  if total >= 3 then nw68.set_status(a.target, "shaken", true) end
end)

-- a point of luck rerolls a die of the roll, or turns it by one [g.luck]
nw68.on("action_validate", "spend_luck", function(a)
  local r = nw68.answering()
  if nw68.holding(r.side, "luck") < 1 then return "no_luck", "g.luck", r.side .. " has no luck left" end
  if a.die < 1 or a.die > #r.faces then return "no_die", "g.luck", "the roll has no die " .. a.die end
  if a.face and math.abs(a.face - r.faces[a.die]) ~= 1 then return "too_far", "g.luck", "luck turns a die by one" end
end)
nw68.on("action_resolve", "spend_luck", function(a)
  local side = nw68.answering().side
  nw68.set_holding(side, "luck", nw68.holding(side, "luck") - 1)
  if a.face then nw68.answer_die(a.die, a.face) else nw68.reroll_die(a.die) end
end)

-- a lost HQ comes back, reduced, at the rear [g.replace]
nw68.on("action_validate", "replace", function(a)
  local u = nw68.unit(a.unit)
  if not u or u.alive or u.type ~= "hq" then return "not_lost", "g.replace", a.unit .. " is no lost HQ" end
end)
nw68.on("action_resolve", "replace", function(a)
  nw68.revive(a.unit, "A5", { face = "reduced", statuses = { "shaken" }, rule = "g.replace" })
end)

-- any side rallies its shaken units, in its turn or not; taunts change
-- nothing and are always legal [g.rally] [g.taunt]
nw68.on("action_available", "rally", function()
  for _, u in ipairs(nw68.units({})) do
    if u.statuses.shaken then return end
  end
  return "none_shaken", "g.rally", "no unit is shaken"
end)
nw68.on("action_validate", "rally", function(a)
  if not nw68.unit(a.unit).statuses.shaken then return "not_shaken", "g.rally", "g.not-shaken", { unit = a.unit } end
end)
nw68.on("action_resolve", "rally", function(a) nw68.set_status(a.unit, "shaken", false) end)
nw68.on("action_resolve", "taunt", function()
  nw68.log("g.taunt", (nw68.submitter() ~= "" and nw68.submitter() or "someone") .. " taunts")
end)

-- a roll call reports every unit on the map, one report each [g.roll-call]
nw68.on("action_resolve", "roll_call", function()
  local n = 0
  for _, u in ipairs(nw68.units({})) do
    if u.on_map then
      nw68.report("present", { unit = u.id, hex = u.hex })
      n = n + 1
    end
  end
  local side = nw68.submitter()
  nw68.say("g.roll-called", { n = n, side = side ~= "" and side or nw68.state().active_side })
end)

nw68.on("action_resolve", "end_turn", function()
  nw68.start_activation(nw68.state().active_side == "red" and "blue" or "red")
  nw68.end_phase()
end)

nw68.on("action_enumerate", "spend_luck", function()
  local r = nw68.answering()
  if not r then return {} end
  local out = {}
  for die, face in ipairs(r.faces) do
    table.insert(out, { die = die })
    if face > 1 then table.insert(out, { die = die, face = face - 1 }) end
    if face < r.sides then table.insert(out, { die = die, face = face + 1 }) end
  end
  return out
end)
