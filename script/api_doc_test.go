package script

import (
	"flag"
	"fmt"
	"maps"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

var updateAPIDoc = flag.Bool("update", false, "rewrite API.md's generated tables from script/api_doc.go")

// generated matches a generated block of API.md: its opening marker names
// the table, and the end marker closes it.
var generated = regexp.MustCompile(`(?s)(<!-- generated from script/api_doc.go \((table [a-z]+|index)\)[^>]*-->\n).*?(<!-- end of generated table -->)`)

// TestAPIDoc keeps API.md to the module: its tables and index are what the
// declarations give, every function of the module is declared, and every
// declaration names one.
func TestAPIDoc(t *testing.T) {
	doc, err := os.ReadFile("API.md")
	require.NoError(t, err)
	want := renderAPIDoc(t, string(doc))
	if *updateAPIDoc {
		require.NoError(t, os.WriteFile("API.md", []byte(want), 0o644))
		return
	}
	require.Equal(t, want, string(doc), "API.md is stale: go test ./script -run TestAPIDoc -update rewrites it from script/api_doc.go")

	module := (&Host{}).module(lua.NewState())
	var registered []string
	module.ForEach(func(k, _ lua.LValue) { registered = append(registered, k.String()) })
	slices.Sort(registered)
	assert.Equal(t, registered, declaredFunctions(), "every function of the nw68 module has a row in script/api_doc.go (or apiProse), and every row names one")
	for name, heading := range apiProse {
		assert.Regexp(t, "\n##+ "+regexp.QuoteMeta(heading)+"\n", string(doc), "%s is documented under a heading API.md has", name)
	}
}

// declaredFunctions lists the functions the declarations name, sorted.
func declaredFunctions() []string {
	set := map[string]bool{}
	for _, tb := range apiTables {
		for _, r := range tb.Rows {
			for _, n := range r.Names {
				set[n] = true
			}
		}
	}
	for n := range apiProse {
		set[n] = true
	}
	return slices.Sorted(maps.Keys(set))
}

// renderAPIDoc returns API.md with each generated block written anew.
func renderAPIDoc(t *testing.T, doc string) string {
	t.Helper()
	found := map[string]bool{}
	out := generated.ReplaceAllStringFunc(doc, func(block string) string {
		m := generated.FindStringSubmatch(block)
		found[m[2]] = true
		return m[1] + apiBlock(t, m[2]) + m[3]
	})
	for _, tb := range apiTables {
		require.True(t, found["table "+tb.ID], "API.md has no generated block for table %s", tb.ID)
	}
	require.True(t, found["index"], "API.md has no generated index")
	return out
}

func apiBlock(t *testing.T, name string) string {
	var b strings.Builder
	if name == "index" {
		where := map[string]string{}
		for _, tb := range apiTables {
			for _, r := range tb.Rows {
				for _, n := range r.Names {
					where[n] = tb.Heading
				}
			}
		}
		maps.Copy(where, apiProse)
		b.WriteString("| Function | Documented in |\n|---|---|\n")
		for _, n := range declaredFunctions() {
			fmt.Fprintf(&b, "| `%s` | [%s](#%s) |\n", n, where[n], anchor(where[n]))
		}
		return b.String()
	}
	for _, tb := range apiTables {
		if "table "+tb.ID != name {
			continue
		}
		fmt.Fprintf(&b, "| Function | %s |\n|---|---|\n", tb.Column)
		for _, r := range tb.Rows {
			fmt.Fprintf(&b, "| %s | %s |\n", r.Call, r.Doc)
		}
		return b.String()
	}
	t.Fatalf("API.md names a generated block %q that script/api_doc.go does not declare", name)
	return ""
}

// anchor is the link target Markdown renderers give a heading.
func anchor(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9'):
			b.WriteRune(r)
		}
	}
	return b.String()
}
