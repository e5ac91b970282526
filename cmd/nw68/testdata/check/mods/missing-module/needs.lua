-- A module no layer has.
local gone = require("gone")
nw68.on("action_resolve", "move", function() return gone end)
