-- A lib module that returns nothing: require gives true.
bare_loaded = (bare_loaded or 0) + 1
