package script_test

import (
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/locales"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A value's explanation is read in each reader's language: a modifier's
// label as the locale translates it, a script's label naming a message
// with its values, a name naming one; a label naming no message stays
// as written, and values for a label that names none are an error.
func TestAValueIsExplainedInEachLanguage(t *testing.T) {
	files := map[string]string{
		"rulesets/t/words.hcl": `message "x.fp" {
  rule = "x.y"
  text = "FP ({weapon})"
}
message "x.av-of" {
  rule = "x.y"
  text = "AV of {unit}"
}
`,
		"rulesets/t/locales/ru.hcl": `locale "ru" {
  modifier "close" { label = "вблизи" }
  message "x.fp" { text = "ОП ({weapon})" }
  message "x.av-of" { text = "ЗА {unit}" }
}
`,
	}
	catalogs, err := locales.Load()
	require.NoError(t, err)
	russian, err := catalogs.Printer("ru")
	require.NoError(t, err)
	english, err := catalogs.Printer("en")
	require.NoError(t, err)
	for name, c := range map[string]struct{ body, en, ru, err string }{
		"keyed terms and name, a modifier's label": {
			body: `  nw68.compute{ stage = "av", name = "x.av-of", name_params = { unit = "a" }, terms = { { "x.fp", 5, "x.y", { weapon = "ap" } }, { "2D6", 7 } }, facts = { fire = { close = true, bonus = 2 } } }`,
			en:   "AV of a 14 = FP (ap) 5 [x.y] + 2D6 7 + close 2 [x.z]",
			ru:   "ЗА a 14 = ОП (ap) 5 [x.y] + 2D6 7 + вблизи 2 [x.z]",
		},
		"values for a label naming no message": {
			body: `  nw68.compute{ stage = "av", terms = { { "FP", 5, "x.y", { weapon = "ap" } } }, facts = { fire = { close = false, bonus = 0 } } }`,
			err:  `no message "FP"`,
		},
	} {
		t.Run(name, func(t *testing.T) {
			g := game{files: map[string]string{"rulesets/t/api.lua": resolveWith(c.body)}}
			for k, v := range files {
				g.files[k] = v
			}
			e := g.start(t)
			err := e.Submit(poke("a"))
			if c.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), c.err)
				return
			}
			require.NoError(t, err)
			var line engine.LogEntry
			for _, l := range e.Log {
				if l.Value != nil {
					line = l
				}
			}
			require.NotNil(t, line.Value, "the value's line")
			assert.Equal(t, c.en, line.Text)
			assert.Equal(t, c.en, engine.Line(e.Rules, english, line))
			assert.Equal(t, c.ru, engine.Line(e.Rules, russian, line))
		})
	}
}

// A roll's purpose may name a message with its values: the roll records
// it in English, and its log line is read in each reader's language.
func TestARollsPurposeIsReadInEachLanguage(t *testing.T) {
	catalogs, err := locales.Load()
	require.NoError(t, err)
	russian, err := catalogs.Printer("ru")
	require.NoError(t, err)
	e := game{files: map[string]string{
		"rulesets/t/words.hcl":      "message \"x.fp\" {\n  rule = \"x.y\"\n  text = \"FP ({weapon})\"\n}\n",
		"rulesets/t/locales/ru.hcl": "locale \"ru\" {\n  message \"x.fp\" { text = \"ОП ({weapon})\" }\n}\n",
		"rulesets/t/api.lua":        resolveWith(`  nw68.roll(2, 6, "x.fp", { params = { weapon = "ap" } })`),
	}, faces: []int{3, 4}}.start(t)
	require.NoError(t, e.Submit(poke("a")))
	rolls := e.Dice.Rolls()
	require.NotEmpty(t, rolls)
	assert.Equal(t, "FP (ap)", rolls[len(rolls)-1].Purpose)
	var line engine.LogEntry
	for _, l := range e.Log {
		if l.Key == "engine.roll" {
			line = l
		}
	}
	assert.Equal(t, "2D6 FP (ap): 3+4", line.Text)
	assert.Equal(t, "2D6 ОП (ap): 3+4", engine.Line(e.Rules, russian, line))
}

// A game's result may name a message with its values: the state keeps its
// English and the message, and each reader is told it in their language.
func TestAResultIsToldInEachLanguage(t *testing.T) {
	catalogs, err := locales.Load()
	require.NoError(t, err)
	russian, err := catalogs.Printer("ru")
	require.NoError(t, err)
	e := game{files: map[string]string{
		"rulesets/t/words.hcl":      "message \"x.won\" {\n  rule = \"x.y\"\n  text = \"{side} wins\"\n}\n",
		"rulesets/t/locales/ru.hcl": "locale \"ru\" {\n  message \"x.won\" { text = \"побеждает {side}\" }\n}\n",
		"rulesets/t/api.lua":        resolveWith(`  nw68.end_game("x.won", "x.y", { side = "blue" })`),
	}}.start(t)
	require.NoError(t, e.Submit(poke("a")))
	assert.Equal(t, "blue wins", e.State.Result)
	assert.Equal(t, "blue wins", engine.Result(e.Rules, nil, e.State))
	assert.Equal(t, "побеждает blue", engine.Result(e.Rules, russian, e.State))
	last := e.Log[len(e.Log)-1]
	assert.Equal(t, "game over: blue wins", last.Text)
	assert.Equal(t, "игра окончена: побеждает blue", engine.Line(e.Rules, russian, last))
}
