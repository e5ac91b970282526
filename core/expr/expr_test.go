package expr

import (
	"math/big"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/zclconf/go-cty/cty"
)

var facts = Facts{
	"fire": map[string]any{
		"kind": "assault", "distance": 7, "range": 6, "fixed": false, "moving": true,
		"big": 1 << 62, "half": 0.5, "name": "Ü",
	},
	"attacker": map[string]any{"shaken": true},
	"list":     []any{1, 2},
}

func parse(t testing.TB, src string) hclsyntax.Expression {
	e, diags := hclsyntax.ParseExpression([]byte(src), "test.hcl", hcl.InitialPos)
	require.False(t, diags.HasErrors(), diags.Error())
	return e
}

// viaHCL is the reference: what HCL itself answers, or ok false when it
// refuses.
func viaHCL(e hclsyntax.Expression, f Facts) (v value, ok bool) {
	got, diags := e.Value(&hcl.EvalContext{Variables: Cty(f)})
	if diags.HasErrors() || got.IsNull() || !got.IsKnown() {
		return value{}, false
	}
	switch got.Type() {
	case cty.Bool:
		return value{kind: kindBool, b: got.True()}, true
	case cty.String:
		return value{kind: kindString, s: got.AsString()}, true
	case cty.Number:
		n, acc := got.AsBigFloat().Int64()
		if acc != big.Exact {
			return value{}, false
		}
		return value{kind: kindInt, n: n}, true
	}
	return value{}, false
}

func TestCompiledFormsAnswerAsHCLDoes(t *testing.T) {
	tests := []struct {
		src      string
		want     value
		compiled bool // the compiled program answers (else it defers to HCL)
	}{
		{`!fire.fixed && fire.distance > fire.range`, value{kind: kindBool, b: true}, true},
		{`!fire.fixed && fire.distance * 2 <= fire.range && fire.kind != "assault"`, value{kind: kindBool}, true},
		{`fire.kind == "assault" || attacker.shaken`, value{kind: kindBool, b: true}, true},
		{`fire.moving ? -2 : 0`, value{kind: kindInt, n: -2}, true},
		{`(fire.distance - fire.range) * 3 + 1`, value{kind: kindInt, n: 4}, true},
		{`-fire.range`, value{kind: kindInt, n: -6}, true},
		{`fire.distance >= 7 && fire.distance < 8`, value{kind: kindBool, b: true}, true},
		{`"open"`, value{kind: kindString, s: "open"}, true},
		{`fire["kind"] == "assault" && fire["moving"]`, value{kind: kindBool, b: true}, true},
		// outside the compiled forms: HCL answers
		{`fire.distance / 2`, value{}, false},
		{`fire.distance % 4`, value{kind: kindInt, n: 3}, false},
		{`fire.half > 0`, value{kind: kindBool, b: true}, false},
		{`fire.name == "Ü"`, value{kind: kindBool, b: true}, false},
		{`fire.big * 4`, value{}, false},
		{`fire.missing`, value{}, false},
		{`fire.kind == 1`, value{kind: kindBool}, false},
		{`list[0]`, value{kind: kindInt, n: 1}, false},
		{`max(1, 2)`, value{kind: kindInt, n: 2}, false},
		{`"${fire.kind}!"`, value{kind: kindString, s: "assault!"}, false},
		{`fire.moving ? 1 : "x"`, value{kind: kindInt, n: 1}, false},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			e := parse(t, tt.src)
			got, ok := Compile(e).evalOrNot(facts)
			assert.Equal(t, tt.compiled, ok, "compiled answer")
			if ok {
				assert.Equal(t, tt.want, got)
				ref, refOK := viaHCL(e, facts)
				require.True(t, refOK, "HCL refuses what the compiled form answered")
				assert.Equal(t, ref, got)
			}
		})
	}
}

func TestBoolAndIntCheckTheKind(t *testing.T) {
	b, ok := Compile(parse(t, `fire.distance > 3`)).Bool(facts)
	assert.True(t, ok)
	assert.True(t, b)
	_, ok = Compile(parse(t, `fire.distance`)).Bool(facts)
	assert.False(t, ok, "a number is not a condition")
	n, ok := Compile(parse(t, `fire.distance - 10`)).Int(facts)
	assert.True(t, ok)
	assert.Equal(t, -3, n)
	_, ok = Compile(parse(t, `fire.big`)).Int(facts)
	assert.False(t, ok, "a value too large for a term goes to HCL")
	_, ok = Program{}.Bool(facts)
	assert.False(t, ok)
	_, ok = Compile(nil).Int(facts)
	assert.False(t, ok)
	s, ok := Compile(parse(t, `fire.moving ? "dv_inf" : "dv_veh"`)).String(facts)
	assert.True(t, ok)
	assert.Equal(t, "dv_inf", s)
	_, ok = Compile(parse(t, `fire.distance`)).String(facts)
	assert.False(t, ok, "a number is not a name")
	_, ok = Compile(nil).String(facts)
	assert.False(t, ok)
}

// evalOrNot runs the program whatever its kind.
func (p Program) evalOrNot(f Facts) (value, bool) {
	if p.eval == nil {
		return value{}, false
	}
	return p.eval(f)
}

// FuzzCompiledMatchesHCL: wherever the compiled form answers, HCL answers
// the same.
func FuzzCompiledMatchesHCL(f *testing.F) {
	for _, seed := range []string{
		`!fire.fixed && fire.distance > fire.range`,
		`fire.moving ? fire.distance * -3 : fire.range - 9223372036854775807`,
		`fire.kind != "assault" || (fire.distance + 1 == 8)`,
		`-(-9223372036854775807 - 1)`,
		`fire.big * fire.big`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, src string) {
		e, diags := hclsyntax.ParseExpression([]byte(src), "fuzz.hcl", hcl.InitialPos)
		if diags.HasErrors() {
			return
		}
		got, ok := Compile(e).evalOrNot(facts)
		if !ok {
			return
		}
		ref, refOK := viaHCL(e, facts)
		if !refOK {
			t.Fatalf("%s: compiled answered %+v, HCL refused", src, got)
		}
		if ref != got {
			t.Fatalf("%s: compiled %+v, HCL %+v", src, got, ref)
		}
	})
}

// Judge and Text answer from the program, else from HCL, and say what is
// wrong with an expression of the wrong kind.
func TestJudgeAndText(t *testing.T) {
	b, err := Compile(parse(t, `fire.moving && attacker.shaken`)).Judge(parse(t, `fire.moving && attacker.shaken`), facts)
	require.NoError(t, err)
	assert.True(t, b)
	e := parse(t, `fire.half > 0.25`)
	b, err = Compile(e).Judge(e, facts)
	require.NoError(t, err, "HCL answers what the program cannot")
	assert.True(t, b)
	e = parse(t, `fire.distance`)
	_, err = Compile(e).Judge(e, facts)
	assert.EqualError(t, err, "must be true or false, got number")
	e = parse(t, `fire.nothing`)
	_, err = Compile(e).Judge(e, facts)
	assert.Error(t, err)
	e = parse(t, `"${fire.kind} at ${fire.distance}"`)
	s, err := Compile(e).Text(e, facts)
	require.NoError(t, err)
	assert.Equal(t, "assault at 7", s)
	e = parse(t, `fire.fixed`)
	_, err = Compile(e).Text(e, facts)
	assert.EqualError(t, err, "must be a string, got bool")
}
