-- A mod that never gives control back: the host must cut it off.
nw68.on("action_resolve", "poke", function(a)
  while true do end
end)
