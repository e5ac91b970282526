-- A hook point that does not exist.
nw68.on("action_resolves", "move", function() end)
