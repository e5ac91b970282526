package lua

import (
	"context"
	"fmt"
	"os"
)

type LValueType int

const (
	LTNil LValueType = iota
	LTBool
	LTNumber
	LTString
	LTFunction
	LTUserData
	LTThread
	LTTable
	LTChannel
)

var lValueNames = [9]string{"nil", "boolean", "number", "string", "function", "userdata", "thread", "table", "channel"}

func (vt LValueType) String() string {
	return lValueNames[int(vt)]
}

type LValue interface {
	String() string
	Type() LValueType
}

// LVIsFalse returns true if a given LValue is a nil or false otherwise false.
func LVIsFalse(v LValue) bool { return v == LNil || v == LFalse }

// LVIsFalse returns false if a given LValue is a nil or false otherwise true.
func LVAsBool(v LValue) bool { return v != LNil && v != LFalse }

// LVAsString returns string representation of a given LValue
// if the LValue is a string or number, otherwise an empty string.
func LVAsString(v LValue) string {
	switch sn := v.(type) {
	case LString, LNumber:
		return sn.String()
	default:
		return ""
	}
}

// LVCanConvToString returns true if a given LValue is a string or number
// otherwise false.
func LVCanConvToString(v LValue) bool {
	switch v.(type) {
	case LString, LNumber:
		return true
	default:
		return false
	}
}

// LVAsNumber tries to convert a given LValue to a number.
func LVAsNumber(v LValue) LNumber {
	switch lv := v.(type) {
	case LNumber:
		return lv
	case LString:
		if num, err := parseNumber(string(lv)); err == nil {
			return num
		}
	}
	return LNumber(0)
}

type LNilType struct{}

func (nl *LNilType) String() string   { return "nil" }
func (nl *LNilType) Type() LValueType { return LTNil }

var LNil = LValue(&LNilType{})

type LBool bool

func (bl LBool) String() string {
	if bool(bl) {
		return "true"
	}
	return "false"
}
func (bl LBool) Type() LValueType { return LTBool }

var LTrue = LBool(true)
var LFalse = LBool(false)

type LString string

func (st LString) String() string   { return string(st) }
func (st LString) Type() LValueType { return LTString }

// fmt.Formatter interface
func (st LString) Format(f fmt.State, c rune) {
	switch c {
	case 'd', 'i':
		if nm, err := parseNumber(string(st)); err != nil {
			defaultFormat(nm, f, 'd')
		} else {
			defaultFormat(string(st), f, 's')
		}
	default:
		defaultFormat(string(st), f, c)
	}
}

func (nm LNumber) String() string {
	if isInteger(nm) {
		return fmt.Sprint(int64(nm))
	}
	return fmt.Sprint(float64(nm))
}

func (nm LNumber) Type() LValueType { return LTNumber }

// fmt.Formatter interface
func (nm LNumber) Format(f fmt.State, c rune) {
	switch c {
	case 'q', 's':
		defaultFormat(nm.String(), f, c)
	case 'b', 'c', 'd', 'o', 'x', 'X', 'U':
		defaultFormat(int64(nm), f, c)
	case 'e', 'E', 'f', 'F', 'g', 'G':
		defaultFormat(float64(nm), f, c)
	case 'i':
		defaultFormat(int64(nm), f, 'd')
	default:
		if isInteger(nm) {
			defaultFormat(int64(nm), f, c)
		} else {
			defaultFormat(float64(nm), f, c)
		}
	}
}

type LTable struct {
	Metatable LValue
	// frozen tables refuse every write from Lua (patch: nw68).
	frozen bool
	// holes: a key was deleted, so keys may list keys absent from the
	// dictionaries (patch: nw68)
	holes bool

	array   []LValue
	dict    map[LValue]LValue
	strdict map[string]LValue
	keys    []LValue
	k2i     map[LValue]int
}

// Tables, functions, threads and userdata print without their address
// (patch: nw68): an address differs between runs, and a script that keyed
// or sorted on it would not replay.
func (tb *LTable) String() string   { return "table" }
func (tb *LTable) Type() LValueType { return LTTable }

type LFunction struct {
	IsG       bool
	Env       *LTable
	Proto     *FunctionProto
	GFunction LGFunction
	Upvalues  []*Upvalue
}
type LGFunction func(*LState) int

func (fn *LFunction) String() string {
	if fn.IsG || fn.Proto == nil {
		return "function: builtin"
	}
	return fmt.Sprintf("function: %s:%d", fn.Proto.SourceName, fn.Proto.LineDefined)
}
func (fn *LFunction) Type() LValueType { return LTFunction }

type Global struct {
	MainThread    *LState
	CurrentThread *LState
	Registry      *LTable
	Global        *LTable

	builtinMts map[int]LValue
	tempFiles  []*os.File
	gccount    int32
}

type LState struct {
	G       *Global
	Parent  *LState
	Env     *LTable
	Panic   func(*LState)
	Dead    bool
	Options Options
	// Meter, when set, is charged for the memory and the Go-side work a
	// script asks for (patch: nw68).
	Meter Meter

	stop         int32
	reg          *registry
	stack        callFrameStack
	alloc        *allocator
	currentFrame *callFrame
	wrapped      bool
	uvcache      *Upvalue
	hasErrorFunc bool
	mainLoop     func(*LState, *callFrame)
	ctx          context.Context
	ctxCancelFn  context.CancelFunc
}

// A Meter is charged for what a script costs beyond its instructions
// (patch: nw68): bytes of new strings, tables, closures and table growth,
// and steps of work done in Go for it (pattern matching, copying). A non-nil
// error stops the script with that message.
type Meter interface {
	Alloc(bytes int) error
	Steps(n int) error
}

// chargeAlloc charges the meter for bytes about to be allocated.
func (ls *LState) chargeAlloc(bytes int) {
	if ls.Meter != nil {
		if err := ls.Meter.Alloc(bytes); err != nil {
			ls.RaiseError("%s", err.Error())
		}
	}
}

// chargeSteps charges the meter for work done in Go.
func (ls *LState) chargeSteps(n int) {
	if ls.Meter != nil {
		if err := ls.Meter.Steps(n); err != nil {
			ls.RaiseError("%s", err.Error())
		}
	}
}

// meterSteps passes steps of Go-side work on to the meter.
func (ls *LState) meterSteps(n int) error {
	if ls.Meter == nil {
		return nil
	}
	return ls.Meter.Steps(n)
}

// checkWritable refuses a write to a frozen table.
func (ls *LState) checkWritable(tb *LTable) {
	if tb.frozen {
		ls.RaiseError("attempt to modify a read-only table")
	}
}

// rawSetCharged writes from Lua: frozen tables refuse, growth is charged.
func (ls *LState) rawSetCharged(tb *LTable, key LValue, value LValue) {
	ls.checkWritable(tb)
	before := tb.footprint()
	ls.RawSet(tb, key, value)
	if grown := tb.footprint() - before; grown > 0 {
		ls.chargeAlloc(grown)
	}
}

// MaxUnpack bounds the values unpack returns, as Lua's own C stack limit
// does (patch: nw68).
const MaxUnpack = 8000

// The sizes the meter charges: close to what gopher-lua allocates on 64-bit
// machines, rounded up.
const (
	tableSlotBytes = 48
	tableKeyBytes  = 192 // a hash key: map entry, key list, index (patch: nw68)
	tableBytes     = 128
	closureBytes   = 96
	upvalueBytes   = 48
)

func (ls *LState) String() string   { return "thread" }
func (ls *LState) Type() LValueType { return LTThread }

type LUserData struct {
	Value     interface{}
	Env       *LTable
	Metatable LValue
}

func (ud *LUserData) String() string   { return "userdata" }
func (ud *LUserData) Type() LValueType { return LTUserData }

type LChannel chan LValue

func (ch LChannel) String() string   { return fmt.Sprintf("channel: %p", ch) }
func (ch LChannel) Type() LValueType { return LTChannel }
