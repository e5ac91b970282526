package script

import (
	"testing"

	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// BenchmarkLuaHookAnchor is the unit rules written in Lua are measured
// in: one protected call from Go into a Lua function, on the game's
// sandbox kept from call to call (as a host keeps its one state), fed two
// tables made for the call (a hook's arguments and a unit), reading a
// field of each. The README gives the ranged attack as a multiple of it
// measured in the same run: machines of this project differ from hour to
// hour, a ratio within one run much less.
func BenchmarkLuaHookAnchor(b *testing.B) {
	L := newSandbox()
	defer L.Close()
	require.NoError(b, L.DoString(`function hook(args, unit) return args.hits + unit.armor end`))
	fn := L.GetGlobal("hook")
	b.ReportAllocs()
	for b.Loop() {
		args, unit := L.NewTable(), L.NewTable()
		args.RawSetString("hits", lua.LNumber(2))
		unit.RawSetString("armor", lua.LNumber(20))
		if err := L.CallByParam(lua.P{Fn: fn, NRet: 1, Protect: true}, args, unit); err != nil {
			b.Fatal(err)
		}
		if L.ToInt(-1) != 22 {
			b.Fatalf("the hook returned %v", L.Get(-1))
		}
		L.Pop(1)
	}
}
