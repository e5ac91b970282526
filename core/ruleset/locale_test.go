package ruleset

import (
	"testing"

	"github.com/nw68/nw68/core/text"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLocales(t *testing.T) {
	fsys := project(map[string]string{
		"rulesets/core/x/locales/ru.hcl": `
locale "ru" {
  rule "x.move" { title = "Движение" }
  unit_type "tank" { name = "Танк" }
  phase "play" { title = "Игра" }
}`,
		"rulesets/child/locales/ru.hcl": `
locale "ru" {
  rule "x.move" { title = "Передвижение" }
  unit_type "scout" { name = "Разведка" }
}`,
	})
	rs, _, diags := Load(Options{FS: fsys, Ruleset: "child"})
	require.False(t, diags.HasErrors(), diags.Error())
	assert.Equal(t, []string{"ru"}, rs.Languages())
	assert.Equal(t, "Передвижение", rs.Text("ru", KindRule, "x.move", "title", "Move"), "the later layer's translation")
	assert.Equal(t, "Танк", rs.Text("ru", KindUnitType, "tank", "name", "tank"))
	assert.Equal(t, "Fire", rs.Text("ru", KindRule, "x.fire", "title", "Fire"), "untranslated: the English text")
	assert.Equal(t, "Move", rs.Text("de", KindRule, "x.move", "title", "Move"), "a language no layer gives")
	var left []string
	for _, k := range rs.Untranslated("ru") {
		left = append(left, k.String())
	}
	assert.Contains(t, left, "rule x.fire title")
	assert.NotContains(t, left, "rule x.move title")
	assert.NotContains(t, left, "unit_type scout name")

	plain, _, diags := Load(Options{FS: project(nil), Ruleset: "child"})
	require.False(t, diags.HasErrors(), diags.Error())
	assert.Equal(t, plain.Hash, rs.Hash, "translations are outside the rules' hash")
	assert.Empty(t, plain.Languages())
}

func TestLocaleErrors(t *testing.T) {
	for name, c := range map[string]struct{ path, src, want string }{
		"a thing no layer declares": {"rulesets/core/x/locales/ru.hcl", `locale "ru" {
  rule "x.mvoe" { title = "Движение" }
}`, `No layer declares rule "x.mvoe", so there is nothing to translate. Did you mean "x.move"?`},
		"a field the thing lacks": {"rulesets/core/x/locales/ru.hcl", `locale "ru" {
  rule "x.move" { name = "Движение" }
}`, `rule "x.move" has no text "name" to translate; it has summary, title.`},
		"a text the English lacks": {"rulesets/core/x/locales/ru.hcl", `locale "ru" {
  rule "x.move" { summary = "..." }
}`, `has no summary in English`},
		"a number for a text": {"rulesets/core/x/locales/ru.hcl", `locale "ru" {
  rule "x.move" { title = 3 }
}`, `title of rule "x.move" is a string`},
		"another language's block": {"rulesets/core/x/locales/ru.hcl", `locale "de" {
}`, `The file ru.hcl holds the ru translations: write locale "ru".`},
		"a rule in a locales file": {"rulesets/core/x/locales/ru.hcl", `rule "x.y" { title = "Y" }`, `holds translations (locale "ru" { ... }) only`},
		"a translation among the rules": {"rulesets/core/more.hcl", `locale "ru" {
}`, `Translations go in their area's locales/<lang>.hcl`},
		"a file not named for a language": {"rulesets/core/locales/russian.hcl", `locale "russian" {
}`, `"russian" is no language tag`},
	} {
		t.Run(name, func(t *testing.T) {
			_, _, diags := Load(Options{FS: project(map[string]string{c.path: c.src}), Ruleset: "core"})
			require.True(t, diags.HasErrors(), name)
			assert.Contains(t, diags.Error(), c.want)
			assert.Contains(t, diags.Error(), c.path+":", "the error names its file and line")
		})
	}
}

func TestMessages(t *testing.T) {
	files := func(translation string) map[string]string {
		return map[string]string{
			"rulesets/core/x/messages.hcl": `message "x.moved" {
  rule = "x.move"
  text = "{unit} moves {n} {n|hex|hexes}"
}`,
			"rulesets/core/x/locales/ru.hcl": `locale "ru" {
  message "x.moved" { text = "` + translation + `" }
}`,
		}
	}
	rs, _, diags := Load(Options{FS: project(files("{unit}: {n} {n|гекс|гекса|гексов}")), Ruleset: "core"})
	require.False(t, diags.HasErrors(), diags.Error())
	m := rs.Messages["x.moved"]
	require.NotNil(t, m)
	assert.Equal(t, []string{"unit", "n"}, m.Params)
	assert.Equal(t, "x.move", m.Rule)
	assert.Equal(t, "{unit}: {n} {n|гекс|гекса|гексов}", rs.Text("ru", KindMessage, "x.moved", "text", m.Text))
	for translation, want := range map[string]string{
		"{unit}: {n} {hex}": "names {hex}, which the English text does not",
		"{n} гексов":        "leaves out {unit}",
		"{unit":             "never closed",
	} {
		_, _, diags := Load(Options{FS: project(files(translation)), Ruleset: "core"})
		require.True(t, diags.HasErrors(), translation)
		assert.Contains(t, diags.Error(), want, translation)
	}
	_, _, diags = Load(Options{FS: project(map[string]string{"rulesets/core/x/messages.hcl": `message "x.bad" {
  rule = "x.move"
  text = "{unit"
}`}), Ruleset: "core"})
	require.True(t, diags.HasErrors())
	assert.Contains(t, diags.Error(), "Bad message template")
}

// TestCheckForms: a translated message must use the plural forms of its
// language, which only the program's catalogs declare.
func TestCheckForms(t *testing.T) {
	three := text.NewLanguage("ru", "Русский", 3, func(n int) (int, error) { return min(n, 2), nil })
	load := func(translation string) *Ruleset {
		rs, _, diags := Load(Options{FS: project(map[string]string{
			"rulesets/core/x/messages.hcl": `message "x.moved" {
  rule = "x.move"
  text = "{n} {n|hex|hexes}"
}`,
			"rulesets/core/x/locales/ru.hcl": `locale "ru" {
  message "x.moved" { text = "` + translation + `" }
}`,
		}), Ruleset: "core"})
		require.False(t, diags.HasErrors(), diags.Error())
		return rs
	}
	assert.Empty(t, load("{n} {n|гекс|гекса|гексов}").CheckForms(map[string]*text.Language{"ru": three}))
	diags := load("{n} {n|гекс|гексов}").CheckForms(map[string]*text.Language{"ru": three})
	require.True(t, diags.HasErrors())
	assert.Contains(t, diags[0].Detail, `message "x.moved" in Русский`)
	assert.Equal(t, "rulesets/core/x/locales/ru.hcl", diags[0].Subject.Filename)
	assert.Empty(t, load("{n} {n|гекс|гексов}").CheckForms(nil), "a language the program does not know is left alone")
}

// A message's names must give a kind of entity to a parameter its text names.
func TestMessageNamesErrors(t *testing.T) {
	for names, want := range map[string]string{
		`{ hex = "terrain" }`:    "which its text does not name",
		`{ unit = "weapon" }`:    `names a "weapon"`,
		`{ unit = "unit_type" }`: "",
	} {
		_, _, diags := Load(Options{FS: project(map[string]string{"rulesets/core/x/messages.hcl": `message "x.moved" {
  rule  = "x.move"
  text  = "{unit} moves"
  names = ` + names + `
}`}), Ruleset: "core"})
		if want == "" {
			assert.False(t, diags.HasErrors(), diags.Error())
			continue
		}
		require.True(t, diags.HasErrors(), names)
		assert.Contains(t, diags.Error(), want, names)
	}
}

// A value's facts and a hook's arguments are translated by name; a name
// the English lacks, or a translation that is no object of texts, is an
// error.
func TestTranslatedTextsByName(t *testing.T) {
	files := func(translation string) map[string]string {
		return map[string]string{
			"rulesets/core/x/values.hcl": `value "zz" {
  rule  = "x.move"
  title = "Attack"
  facts = { "fire.range" = "the weapon's range" }
}`,
			"rulesets/core/x/locales/ru.hcl": "locale \"ru\" {\n  value \"zz\" { facts = " + translation + " }\n}\n",
		}
	}
	rs, _, diags := Load(Options{FS: project(files(`{ "fire.range" = "дальность оружия" }`)), Ruleset: "core"})
	require.False(t, diags.HasErrors(), diags.Error())
	assert.Equal(t, "дальность оружия", rs.Text("ru", KindValue, "zz", "facts.fire.range", "the weapon's range"))
	assert.Contains(t, rs.Untranslated("ru"), TextKey{KindValue, "zz", "title"}, "the title is left")
	assert.NotContains(t, rs.Untranslated("ru"), TextKey{KindValue, "zz", "facts.fire.range"})
	for translation, want := range map[string]string{
		`{ "fire.rang" = "x" }`: `has no facts "fire.rang" in English`,
		`"дальность"`:           "is an object of texts by name",
		`{ "fire.range" = 3 }`:  "is a string",
	} {
		_, _, diags := Load(Options{FS: project(files(translation)), Ruleset: "core"})
		require.True(t, diags.HasErrors(), translation)
		assert.Contains(t, diags.Error(), want, translation)
	}
}
