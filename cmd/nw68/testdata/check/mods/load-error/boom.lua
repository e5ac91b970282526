-- An error at the top level of a script: check runs it.
local reach = 1
error("boom at load, reach " .. reach)
