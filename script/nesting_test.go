package script

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCheckShapeRefusesDeepAndLongSources(t *testing.T) {
	const n = 100_000
	cases := []struct{ name, src, want string }{
		{"nested blocks", strings.Repeat("do ", n) + strings.Repeat("end ", n), "x.lua:1: nested more than 200 levels deep"},
		{"nested parentheses", "x = " + strings.Repeat("(", n) + "1" + strings.Repeat(")", n), "nested more than 200"},
		{"nested tables on many lines", "x = " + strings.Repeat("{\n", n) + strings.Repeat("}", n), "x.lua:201: nested"},
		{"a chain of concatenations", "x = " + strings.Repeat("'a' .. ", n) + "'a'", "more than 200 operators in a row"},
		{"a chain of nots", "x = " + strings.Repeat("not ", n) + "1", "more than 200 operators"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := checkShape("x.lua", c.src)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

func TestCheckShapeAcceptsOrdinaryScripts(t *testing.T) {
	for _, src := range []string{
		"local s = 'a (' .. \"b {\" .. [[c [ do]] -- ( {\n--[==[ do do do ]==]\nreturn s",
		"for i = 1, 10 do if i == 2 then x = { i, (i + 1) * 2 } elseif i ~= 3 then y = #x end end",
		"x = " + strings.Repeat("a .. ", 150) + "a",
		strings.Repeat("do ", 200) + strings.Repeat("end ", 200),
		"local t = {\n" + strings.Repeat("  a = 1 + 2 + 3,\n", 5000) + "}",
	} {
		assert.NoError(t, checkShape("x.lua", src), src[:min(len(src), 60)])
	}
}
