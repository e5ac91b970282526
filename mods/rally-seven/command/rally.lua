-- Rally on seven [command.rally-seven]: the base game's rally roll
-- (command.rally-roll, a rally_roll handler) replaced by 2D6 against 7.
-- The roll is still the value "rally", so other rules' modifiers apply.
nw68.replace_handler("command.rally-roll", function(ev)
  local u = ev.unit
  local faces, roll = nw68.roll(2, 6, "command.rally-roll", { params = { unit = u.id } })
  local total = nw68.compute{
    stage = "rally", name = "command.rally-of", name_params = { unit = u.id },
    terms = { { "command.2d6", roll, "command.rally-seven", { a = faces[1], b = faces[2] } } },
    facts = { unit = { id = u.id, side = u.side, infantry = u.tags.infantry == true }, distance = -1, need = 6 },
  }
  local rallied = total >= 7
  if rallied then nw68.set_status(u.id, "shaken", false) end
  nw68.say(rallied and "command.rally-seven-rallied" or "command.rally-seven-not-rallied", { unit = u.id, total = total, need = 7 })
  nw68.report("rally", { unit = u.id, roll = roll, total = total, need = 6, rallied = rallied, automatic = false })
end)
