-- Rally on seven [command.rally-seven]: the base game's rally roll
-- (command.rally-roll, a rally_roll handler) replaced by 2D6 against 7.
-- The roll is still the value "rally", so other rules' modifiers apply.
nw68.replace_handler("command.rally-roll", function(ev)
  local u = ev.unit
  local faces, roll = nw68.roll(2, 6, "rally " .. u.id)
  local total = nw68.compute{
    stage = "rally", name = "rally " .. u.id,
    terms = { { string.format("2D6 (%d+%d)", faces[1], faces[2]), roll, "command.rally-seven" } },
    facts = { unit = { id = u.id, side = u.side, infantry = u.tags.infantry == true }, distance = -1, need = 6 },
  }
  local rallied = total >= 7
  if rallied then nw68.set_status(u.id, "shaken", false) end
  nw68.log("command.rally-seven", string.format("%s %s: %d %s 7", u.id, rallied and "rallies" or "stays Shaken", total, rallied and "reaches" or "is below"))
  nw68.report("rally", { unit = u.id, roll = roll, total = total, need = 6, rallied = rallied, automatic = false })
end)
