package script_test

import (
	"context"
	"testing"

	lua "github.com/yuin/gopher-lua"
)

// counter is a context that counts the instructions gopher-lua runs: it
// asks Done before each one.
type counter struct {
	context.Context
	n int
}

func (c *counter) Done() <-chan struct{} {
	c.n++
	return nil
}

// BenchmarkLuaInstructions is the interpreter's own pace, the floor under
// every rule written in Lua: a loop of 10,000 steps (a field read,
// arithmetic, a comparison) with no call into the kernel. It reports the
// instructions of a run and the time of one.
func BenchmarkLuaInstructions(b *testing.B) {
	L := lua.NewState()
	defer L.Close()
	fn, err := L.LoadString(`local t = { a = 1 } local x = 0 for i = 1, 10000 do x = x + t.a * i if x > 1e9 then x = 0 end end return x`)
	if err != nil {
		b.Fatal(err)
	}
	run := func() {
		L.Push(fn)
		L.Call(0, 1)
		if L.ToNumber(-1) == 0 {
			b.Fatal("the loop summed nothing")
		}
		L.Pop(1)
	}
	count := &counter{Context: context.Background()}
	L.SetContext(count)
	run()
	L.RemoveContext()
	for b.Loop() {
		run()
	}
	b.ReportMetric(float64(count.n), "instr/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(count.n), "ns/instr")
}
