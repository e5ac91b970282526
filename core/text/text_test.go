package text

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const russian = `
language "ru" {
  name   = "Русский"
  forms  = 3
  plural = n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2
  categories = ["one", "few", "many"]
}
message "turns" { text = "{n} {n|ход|хода|ходов}" }
`

func ru(t *testing.T) *Catalog {
	t.Helper()
	c, diags := ParseCatalog([]byte(russian), "ru.hcl")
	require.False(t, diags.HasErrors(), diags.Error())
	return c
}

func TestPluralForms(t *testing.T) {
	p := NewPrinter(ru(t), &Catalog{Lang: English})
	for n, want := range map[int]string{
		1: "1 ход", 2: "2 хода", 4: "4 хода", 5: "5 ходов", 11: "11 ходов", 12: "12 ходов", 14: "14 ходов",
		21: "21 ход", 22: "22 хода", 25: "25 ходов", 111: "111 ходов", 0: "0 ходов",
	} {
		assert.Equal(t, want, p.T("turns", "n", n), "%d", n)
	}
	for n, want := range map[int]string{0: "0 turns", 1: "1 turn", 2: "2 turns"} {
		got, err := Format(English, "{n} {n|turn|turns}", map[string]any{"n": n})
		require.NoError(t, err)
		assert.Equal(t, want, got)
	}
}

func TestAPrinterFallsBackToEnglish(t *testing.T) {
	english, diags := ParseCatalog([]byte(`
message "turns" { text = "{n} {n|turn|turns}" }
message "fires" { text = "{unit} fires" }
`), "en.hcl")
	require.False(t, diags.HasErrors(), diags.Error())
	p := NewPrinter(ru(t), english)
	assert.Equal(t, "3 хода", p.T("turns", "n", 3.0), "a number from Lua or JSON is a float")
	assert.Equal(t, "T-64 fires", p.T("fires", "unit", "T-64"), "untranslated: the English text")
	assert.Equal(t, "no.such.key", p.T("no.such.key"))
	assert.Equal(t, []string{"fires"}, p.Missing())
	assert.Equal(t, "ru", p.Lang().ID)
}

func TestFormat(t *testing.T) {
	got, err := Format(English, "{unit} fires at {target} {{2D6}}", map[string]any{"unit": "T-64", "target": "kt2"})
	require.NoError(t, err)
	assert.Equal(t, "T-64 fires at kt2 {2D6}", got)
}

func TestTemplateErrors(t *testing.T) {
	for template, want := range map[string]string{
		"{unit":           "never closed",
		"unit}":           "lone }",
		"{}":              "no parameter name",
		"{a b}":           "no parameter name",
		"{a{b}}":          "inside",
		"{missing} fires": "no value for {missing}",
		"{n|x|y}":         "no whole number",
	} {
		_, err := Format(English, template, map[string]any{"n": 1.5})
		require.Error(t, err, template)
		assert.Contains(t, err.Error(), want, template)
	}
}

func TestCheck(t *testing.T) {
	lang := ru(t).Lang
	require.NoError(t, Check(lang, "{n} {n|ход|хода|ходов}", []string{"n"}))
	err := Check(lang, "{n} {n|ход|ходов}", []string{"n"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "gives 2 forms; ru has 3")
	err = Check(lang, "{unit} стреляет", []string{"n"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not one of its parameters")
	params, err := Params("{a} {b|x|y} {a}")
	require.NoError(t, err)
	assert.Equal(t, []string{"a", "b"}, params)
}

func TestCatalogErrors(t *testing.T) {
	for src, want := range map[string]string{
		`language "xx" {
  name  = "X"
  forms = 2
}`: "No plural rule",
		`language "xx" {
  name   = "X"
  forms  = 2
  plural = n % 2 == 0 ? 0 : 2
}`: "gives form 2",
		`language "xx" {
  name   = "X"
  forms  = 2
  plural = n / 3
}`: "not a whole number",
		`message "a" { text = "{n|x|y}" }
message "a" { text = "b" }`: "Duplicate message",
		`language "xx" {
  name   = "X"
  forms  = 3
  plural = n == 1 ? 0 : n == 2 ? 1 : 2
  categories = ["one", "two", "other"]
}
message "a" { text = "{n|one|other}" }`: "gives 2 forms; xx has 3",
		`message "a" { size = 2 }`: "holds one attribute",
		`language "xx" {
  name   = "X"
  forms  = 3
  plural = n == 1 ? 0 : n == 2 ? 1 : 2
}`: "No plural categories",
		`language "xx" {
  name       = "X"
  forms      = 3
  plural     = n == 1 ? 0 : n == 2 ? 1 : 2
  categories = ["one", "two", "lots"]
}`: "each category is one of",
		`message "a" { text = ` + strings.Repeat("(", 40) + `"x"` + strings.Repeat(")", 40) + ` }`: "nested too deep",
	} {
		_, diags := ParseCatalog([]byte(src), "x.hcl")
		require.True(t, diags.HasErrors(), src)
		assert.Contains(t, diags.Error(), want, src)
	}
}

// TestCatalogOfSeveralFiles: a language's catalog may be a folder of
// files: the language block in one of them rules the templates of all, and
// a key or a language block given twice across them is an error.
func TestCatalogOfSeveralFiles(t *testing.T) {
	language := File{Name: "ru/language.hcl", Src: []byte(russian)}
	tools := File{Name: "ru/tools.hcl", Src: []byte(`message "x.turns" { text = "{n} {n|ход|хода|ходов}" }`)}
	c, diags := ParseCatalogFiles([]File{tools, language})
	require.False(t, diags.HasErrors(), diags.Error())
	assert.Equal(t, "ru", c.Lang.ID, "the language block of another file")
	out, err := Format(c.Lang, c.Messages["x.turns"].Text, map[string]any{"n": 5})
	require.NoError(t, err)
	assert.Equal(t, "5 ходов", out)

	for name, files := range map[string][]File{
		"Duplicate message": {tools, language, {Name: "ru/more.hcl", Src: tools.Src}},
		"Second language":   {language, {Name: "ru/again.hcl", Src: []byte(russian)}},
		"Bad template":      {tools},
	} {
		_, diags := ParseCatalogFiles(files)
		require.True(t, diags.HasErrors(), name)
		assert.Contains(t, diags.Error(), name)
	}
}

func FuzzParseCatalog(f *testing.F) {
	f.Add([]byte(russian))
	f.Add([]byte(`message "a" { text = "{a|b}" }`))
	f.Fuzz(func(t *testing.T, src []byte) {
		c, diags := ParseCatalog(src, "fuzz.hcl")
		if !diags.HasErrors() {
			p := NewPrinter(c, c)
			for _, k := range c.Keys() {
				_ = p.T(k, "n", 3, "a", "x")
			}
		}
	})
}
