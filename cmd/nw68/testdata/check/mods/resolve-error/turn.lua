-- Loads cleanly; fails only when an end_turn resolves.
nw68.on("action_resolve", "end_turn", function()
  local refit = nil
  return refit.count
end)
