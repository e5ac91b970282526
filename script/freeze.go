package script

import lua "github.com/yuin/gopher-lua"

// freeze makes the roots and every table they reach read-only to scripts:
// a write raises an error at the writer's line. With upvalues, it also
// freezes the locals that the functions close over and what they hold,
// which is how module-level state is locked once the scripts have loaded.
// One walk covers all the roots, each value visited once, and it is
// iterative, so a deep structure cannot overflow the Go stack.
func freeze(upvalues bool, roots ...lua.LValue) {
	seen := map[lua.LValue]bool{}
	todo := roots
	for len(todo) > 0 {
		v := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if seen[v] {
			continue
		}
		switch x := v.(type) {
		case *lua.LTable:
			seen[v] = true
			x.Freeze()
			for k, e := x.Next(lua.LNil); k != lua.LNil; k, e = x.Next(k) {
				todo = append(todo, k, e)
			}
			todo = append(todo, x.Metatable)
		case *lua.LFunction:
			seen[v] = true
			if !upvalues {
				continue
			}
			if x.Env != nil {
				todo = append(todo, x.Env)
			}
			for _, uv := range x.Upvalues {
				if uv != nil {
					uv.Freeze()
					todo = append(todo, uv.Value())
				}
			}
		}
	}
}

// freezeView freezes a table the host just built from the state and the
// tables inside it. Its shared parts (entity tables) are frozen already and
// end the walk, so it needs no record of what it has seen.
func freezeView(t *lua.LTable) {
	if t.IsFrozen() {
		return
	}
	t.Freeze()
	// Next walks the stored keys; ForEach would box every string key.
	for k, v := t.Next(lua.LNil); k != lua.LNil; k, v = t.Next(k) {
		if sub, ok := v.(*lua.LTable); ok {
			freezeView(sub)
		}
	}
}
