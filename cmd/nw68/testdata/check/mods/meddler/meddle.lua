-- Writes into another layer's module at load.
local tools = require("toolbox/tools")
tools.reach = 9
