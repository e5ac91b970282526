package script

import (
	"errors"
	"fmt"
	"strings"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/hook"
	"github.com/nw68/nw68/core/ruleset"
	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/parse"
)

// The default limits of one unit of the engine's work (an action, a
// validation, a candidate list). Measured by the soak's bot games of the
// base scenarios (Host.Busiest; README, "What a mod cannot do"), the
// busiest unit runs well under a million instructions and allocates a few
// MB. The defaults sit
// far above it: they stop runaway or hostile scripts, never a healthy game,
// and being counts rather than clock time they trip at the same instruction
// on every machine, however busy.
const (
	DefaultSteps  int64 = 50_000_000 // Lua instructions (and pattern-matching steps) per unit of work
	DefaultMemory int64 = 256 << 20  // bytes Lua may allocate per unit of work
)

// WorkStepsFactor and WorkMemoryFactor size the default budget of a piece
// of work (engine.Budget: an action with the automated actions it sets
// off, a request's legal listing, odds or query, an import's replay), all
// its units together, as so many times one unit's. In the bot games of the
// project's rulesets the busiest pieces were the odds of one attack (28
// million instructions, 480 MB allocated in all; an automated side's turn
// of 15 actions ran 5 million, a whole game replayed 2 million): a
// seventh of the default instructions and an eighth of the bytes, either
// of which takes some 20 seconds to spend. Bytes are counted as allocated,
// garbage included, so their total bounds the work of allocating, not
// the memory held. A piece that would run on (an automated side that
// never yields, thousands of candidates each near its own budget) stops
// there, where each unit alone would not.
const (
	WorkStepsFactor  = 4
	WorkMemoryFactor = 16
)

// Options tune a host. The zero value is ready to use.
type Options struct {
	// Steps bounds the Lua instructions one unit of work (an action, a
	// validation) may run, all its handlers together; zero means
	// DefaultSteps.
	Steps int64
	// Memory bounds the bytes Lua may allocate during one unit of work;
	// zero means DefaultMemory.
	Memory int64
	// WorkSteps and WorkMemory bound a piece of work whose engine.Budget
	// does not say (an action with its automated follow-ups, always), all
	// its units together; zero means WorkStepsFactor times Steps and
	// WorkMemoryFactor times Memory.
	WorkSteps, WorkMemory int64
}

// withDefaults fills in the zero options.
func (o Options) withDefaults() Options {
	if o.Steps <= 0 {
		o.Steps = DefaultSteps
	}
	if o.Memory <= 0 {
		o.Memory = DefaultMemory
	}
	if o.WorkSteps <= 0 {
		o.WorkSteps = times(o.Steps, WorkStepsFactor)
	}
	if o.WorkMemory <= 0 {
		o.WorkMemory = times(o.Memory, WorkMemoryFactor)
	}
	o.Steps, o.Memory = min(o.Steps, maxBudget), min(o.Memory, maxBudget)
	o.WorkSteps, o.WorkMemory = min(o.WorkSteps, maxBudget), min(o.WorkMemory, maxBudget)
	return o
}

// times is n times f, at most maxBudget.
func times(n, f int64) int64 {
	if n > maxBudget/f {
		return maxBudget
	}
	return n * f
}

// A Program is a ruleset's scripts compiled once, to be run in many games.
type Program struct {
	rules   *ruleset.Ruleset
	scripts []compiled
	modules map[string]map[string]compiled
	// areas maps each file's path to its rule area; handlers belong to the
	// area of the file whose code calls nw68.on.
	areas map[string]string
}

type compiled struct {
	script ruleset.Script
	proto  *lua.FunctionProto
}

// Compile compiles every script and lib module of a ruleset.
func Compile(rs *ruleset.Ruleset) (*Program, error) {
	p := &Program{rules: rs, modules: map[string]map[string]compiled{}, areas: map[string]string{}}
	for _, s := range rs.Scripts {
		p.areas[s.Path] = s.Area
		c, err := compile(s)
		if err != nil {
			return nil, err
		}
		p.scripts = append(p.scripts, c)
	}
	for layer, mods := range rs.Modules {
		p.modules[layer] = map[string]compiled{}
		for name, s := range mods {
			p.areas[s.Path] = s.Area
			c, err := compile(s)
			if err != nil {
				return nil, err
			}
			p.modules[layer][name] = c
		}
	}
	return p, nil
}

// knownArea reports whether a loaded layer has Lua files in an area.
func (p *Program) knownArea(area string) bool {
	for _, a := range p.areas {
		if a == area {
			return true
		}
	}
	return false
}

func compile(s ruleset.Script) (compiled, error) {
	if err := checkShape(s.Path, s.Source); err != nil {
		return compiled{}, fmt.Errorf("%s %q: %w", layerKindWord(s.Path), s.Layer, err)
	}
	chunk, err := parse.Parse(strings.NewReader(s.Source), s.Path)
	if err != nil {
		return compiled{}, fmt.Errorf("%s %q: %w", layerKindWord(s.Path), s.Layer, err)
	}
	proto, err := lua.Compile(chunk, s.Path)
	if err != nil {
		return compiled{}, fmt.Errorf("%s %q: %s: %w", layerKindWord(s.Path), s.Layer, s.Path, err)
	}
	return compiled{script: s, proto: proto}, nil
}

func layerKindWord(path string) string {
	if strings.HasPrefix(path, "mods/") {
		return "mod"
	}
	return "ruleset"
}

// A module is what a lib/ module returned, and the layer it belongs to.
type module struct {
	value lua.LValue
	layer string
}

// A Host is the Lua side of one game.
type Host struct {
	L     *lua.LState
	e     *engine.Engine
	prog  *Program
	opts  Options
	meter meter
	depth int
	// working is set while the engine runs a unit of work (an action, a
	// validation): the meter then spans all its hook calls.
	working bool
	// busiest is the most a unit of work has used, and busiestWork a piece
	// of work, for sizing the budgets; spent is what every unit of work has
	// used in all.
	busiest, busiestWork, spent Usage
	loaded                      map[string]module
	api                         *lua.LTable
	// envs are the global environments of the layers, by layer id: each
	// layer's globals are its own, read-only once the scripts have loaded.
	envs map[string]*lua.LTable
	// cache holds the read-only views of the state (see views), and
	// unitViews the units' (see unitTable).
	cache     views
	mapCache  mapViews
	unitViews map[string]unitView
	// computing stacks the values being computed, innermost last, and
	// valueAdd and valueReplace are their tables' add and replace.
	computing              []computing
	valueAdd, valueReplace *lua.LFunction
	termFns                termFns
	// handlers are the functions subscribed to the bus, frozen with the
	// rest of what the scripts built at load time.
	handlers []*lua.LFunction
	// profile, while one runs, counts what each handler costs (see
	// StartProfile).
	profile *profile
	// entities caches the read-only tables of unit types, items, terrain...
	entities map[entityKey]*lua.LTable
	// features caches each hex's read-only features set
	features map[hex.Hex]*lua.LTable
	// layer is the load index of the script running at load time.
	layer int
	// loading is set while Attach runs the scripts: handlers subscribe then.
	loading bool
	// readOnly counts the validate and enumerate handlers running.
	readOnly int
}

// Attach creates the game's Lua state, runs the program's scripts (which
// subscribe their handlers to the engine's bus) and returns the host.
func Attach(e *engine.Engine, prog *Program, opts Options) (*Host, error) {
	if prog.rules != e.Rules {
		return nil, errors.New("the program was compiled for another ruleset")
	}
	opts = opts.withDefaults()
	h := &Host{e: e, prog: prog, opts: opts, loaded: map[string]module{}, envs: map[string]*lua.LTable{}, entities: map[entityKey]*lua.LTable{}, features: map[hex.Hex]*lua.LTable{}}
	h.L = newSandbox()
	h.L.Meter = &h.meter
	h.L.SetContext(&h.meter)
	h.api = h.module(h.L)
	h.valueAdd, h.valueReplace = h.changeValue(false), h.changeValue(true)
	h.termFns = h.newTermFns()
	shared := h.L.G.Global
	shared.RawSetString("nw68", h.api)
	shared.RawSetString("require", h.L.NewFunction(h.require))
	freeze(false, shared)
	for _, layer := range e.Rules.Layers {
		h.envs[layer.ID] = layerEnv(h.L, shared)
	}
	h.loading = true
	defer func() { h.loading = false }()
	// Loading is one unit of work: what all the scripts build together,
	// and keep as the rules, stays within one memory budget.
	h.BeginWork()
	defer h.EndWork()
	for _, c := range prog.scripts {
		h.layer = e.Rules.LayerIndex(c.script.Layer)
		if err := h.call(h.chunk(c), "load "+c.script.Path, 0); err != nil {
			return nil, err
		}
	}
	if err := checkFilters(e.Rules, &e.Bus); err != nil {
		return nil, fmt.Errorf("handlers of what no layer declares: %w", err)
	}
	if err := e.Bus.Resolve(prog.knownArea); err != nil {
		return nil, fmt.Errorf("ordering the handlers: %w", err)
	}
	// What the scripts built while loading is the rules, not game state:
	// from here on it is read-only, so every change goes through the kernel
	// and a failed action leaves nothing behind in Lua.
	roots := make([]lua.LValue, 0, len(h.envs)+len(h.loaded)+len(h.handlers))
	for _, env := range h.envs {
		roots = append(roots, env)
	}
	for _, m := range h.loaded {
		roots = append(roots, m.value)
	}
	for _, fn := range h.handlers {
		roots = append(roots, fn)
	}
	freeze(true, roots...)
	e.Meter = h
	return h, nil
}

// chunk makes a function of a compiled script that runs in its layer's
// environment.
func (h *Host) chunk(c compiled) *lua.LFunction {
	fn := h.L.NewFunctionFromProto(c.proto)
	fn.Env = h.envs[c.script.Layer]
	return fn
}

// layerEnv is a layer's global environment: a copy of the shared globals
// (which are frozen) whose _G is itself, so what a layer defines at the top
// level stays its own.
func layerEnv(L *lua.LState, shared *lua.LTable) *lua.LTable {
	env := L.NewTable()
	shared.ForEach(func(k, v lua.LValue) { env.RawSet(k, v) })
	env.RawSetString("_G", env)
	return env
}

// BeginWork and EndWork bracket a unit of the engine's work (an action, a
// validation, a candidate list): the budgets cover all its hook calls.
func (h *Host) BeginWork() {
	h.working = true
	h.meter.begin(h.opts.Steps, h.opts.Memory)
	h.cache.scratch = nil
}

func (h *Host) EndWork() {
	h.working = false
	u := h.meter.used()
	h.busiest = heavier(h.busiest, u)
	h.spent.Steps += u.Steps
	h.spent.Bytes += u.Bytes
}

// Bound opens a piece of work (see engine.Budget): until end, every unit of
// work counts against its budget as well as its own, and against those of
// the pieces it is part of. A zero budget takes the host's WorkSteps and
// WorkMemory.
func (h *Host) Bound(b engine.Budget) (end func() error) {
	steps, bytes := h.opts.WorkSteps, h.opts.WorkMemory
	if b.Steps > 0 {
		steps = min(b.Steps, maxBudget)
	}
	if b.Memory > 0 {
		bytes = min(b.Memory, maxBudget)
	}
	what := b.What
	if what == "" {
		what = "the work"
	}
	p := h.meter.open(what, steps, bytes, b.Stop)
	return func() error {
		u, err := h.meter.close(p)
		h.busiestWork = heavier(h.busiestWork, u)
		return err
	}
}

// Usage is what units of work used of their budgets: instructions (and
// pattern-matching steps) and bytes allocated.
type Usage struct{ Steps, Bytes int64 }

// heavier keeps the larger of each use.
func heavier(a, b Usage) Usage {
	return Usage{Steps: max(a.Steps, b.Steps), Bytes: max(a.Bytes, b.Bytes)}
}

// Busiest returns the most instructions and the most bytes any one unit
// of work has used in this game (not always the same unit).
func (h *Host) Busiest() Usage { return h.busiest }

// BusiestWork is Busiest for the pieces of work (see Bound).
func (h *Host) BusiestWork() Usage { return h.busiestWork }

// Spent returns what all the units of work of this game have used together:
// a benchmark divides it by the actions it ran.
func (h *Host) Spent() Usage { return h.spent }

// Attacher returns an engine.Attach that attaches a host with these options.
func Attacher(prog *Program, opts Options) engine.Attach {
	return func(e *engine.Engine) error {
		_, err := Attach(e, prog, opts)
		return err
	}
}

// The Lua data stack of a game starts at registryStart slots (16 bytes
// each) and grows by registryStep up to registryMax: a ruleset's handlers
// use a few hundred slots, and the 16,384 a game started with held
// 256 KiB it never used.
const (
	registryStart = 1024
	registryStep  = 4096
	registryMax   = 1024 * 256
)

func newSandbox() *lua.LState {
	L := lua.NewState(lua.Options{SkipOpenLibs: true, CallStackSize: 256, RegistrySize: registryStart, RegistryGrowStep: registryStep, RegistryMaxSize: registryMax})
	for _, lib := range []struct {
		name string
		open lua.LGFunction
	}{{lua.BaseLibName, lua.OpenBase}, {lua.TabLibName, lua.OpenTable}, {lua.StringLibName, lua.OpenString}, {lua.MathLibName, lua.OpenMath}} {
		L.Push(L.NewFunction(lib.open))
		L.Push(lua.LString(lib.name))
		L.Call(1, 0)
	}
	for _, name := range []string{"dofile", "loadfile", "load", "loadstring", "module", "require", "print", "_printregs", "collectgarbage", "getfenv", "setfenv", "newproxy", "gcinfo"} {
		L.SetGlobal(name, lua.LNil)
	}
	// The kernel's dice are the only randomness: a game must replay.
	math := L.GetGlobal(lua.MathLibName).(*lua.LTable)
	math.RawSetString("random", lua.LNil)
	math.RawSetString("randomseed", lua.LNil)
	// Strings share one metatable; frozen, no layer can change what
	// ("x"):format means for another.
	freeze(false, L.GetMetatable(lua.LString("")))
	return L
}

// require loads a module (lib/ or <area>/lib/) of a loaded layer: "name" searches the layers
// from the last loaded to the first, "layer/name" names one.
func (h *Host) require(L *lua.LState) int {
	name := L.CheckString(1)
	if name == "nw68" {
		L.Push(h.api)
		return 1
	}
	if m, ok := h.loaded[name]; ok {
		L.Push(h.export(m))
		return 1
	}
	var found *compiled
	if layer, mod, ok := strings.Cut(name, "/"); ok {
		if c, ok := h.prog.modules[layer][mod]; ok {
			found = &c
		}
	} else {
		for i := len(h.e.Rules.Layers) - 1; i >= 0 && found == nil; i-- {
			if c, ok := h.prog.modules[h.e.Rules.Layers[i].ID][name]; ok {
				found = &c
			}
		}
	}
	if found == nil {
		L.RaiseError("module %q not found: require loads only the modules of a loaded ruleset or mod (lib/<name>.lua or <area>/lib/<name>.lua)", name)
	}
	L.Push(h.chunk(*found))
	L.Call(0, 1)
	v := L.Get(-1)
	if v == lua.LNil {
		v = lua.LTrue
		L.Pop(1)
		L.Push(v)
	}
	m := module{value: v, layer: found.script.Layer}
	h.loaded[name] = m
	L.Pop(1)
	L.Push(h.export(m))
	return 1
}

// export hands a module to the script requiring it. A layer may extend its
// own modules while its scripts load; what it exports to another layer is
// read-only from the first require on, so no mod rewrites another layer's
// functions or tables.
func (h *Host) export(m module) lua.LValue {
	if h.e.Rules.Layers[h.layer].ID != m.layer {
		freeze(false, m.value)
	}
	return m.value
}

// call runs a Lua function under the budgets. Outside a unit of the
// engine's work (loading the scripts), each outermost call has its own.
func (h *Host) call(fn lua.LValue, what string, nret int, args ...lua.LValue) error {
	if h.depth == 0 && !h.working {
		h.meter.begin(h.opts.Steps, h.opts.Memory)
		h.cache.scratch = nil
	}
	h.depth++
	defer func() { h.depth-- }()
	err := h.L.CallByParam(lua.P{Fn: fn, NRet: nret, Protect: true}, args...)
	if err == nil {
		return nil
	}
	var apiErr *lua.ApiError
	msg := err.Error()
	if errors.As(err, &apiErr) {
		msg = apiErr.Object.String()
		if apiErr.StackTrace != "" {
			msg += "\n" + apiErr.StackTrace
		}
	}
	return &Error{What: what, Message: msg}
}

// An Error is a failure inside a script, with where it happened.
type Error struct {
	What    string
	Message string
}

func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.What, e.Message) }

// eventArgs converts an event's arguments once for all its handlers. The
// table lives as long as the event, so a handler may note something in it
// for a later handler of the same event (a state before and after).
func (h *Host) eventArgs(ev *hook.Event) lua.LValue {
	if args, ok := ev.Payload.(lua.LValue); ok {
		return args
	}
	args := toLua(h.L, ev.Args)
	ev.Payload = args
	return args
}

// returned names what a handler of a point returns, for errors.
var returned = map[hook.Point]string{hook.ActionEnumerate: "candidates", hook.AutomatedTurn: "action", hook.Query: "answer"}

// readOnlyArgs converts the arguments of a read-only event (a validation,
// a candidate list, an automated choice) once for all its handlers, frozen:
// what one handler judges, the next judges as it was.
func (h *Host) readOnlyArgs(ev *hook.Event) lua.LValue {
	if args, ok := ev.Payload.(lua.LValue); ok {
		return args
	}
	args := toLua(h.L, ev.Args)
	if t, ok := args.(*lua.LTable); ok {
		freezeView(t)
	}
	ev.Payload = args
	return args
}

func (h *Host) checkRule(id string) error {
	if _, ok := h.e.Rules.Rules[id]; !ok {
		return fmt.Errorf("rule %q is not declared by any loaded layer", id)
	}
	return nil
}
