-- No unit may reveal itself [x.hidden].
nw68.on("action_validate", "reveal", function(a)
  return "no_reveal", "x.hidden", a.unit .. " may not reveal itself under this mod"
end)
