package server

import (
	"net/http"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/explain"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/locales"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A seat reads the game in the language it asks for (?lang=): the lines a
// rule writes as messages, rendered again; the same game in English for
// another request. A language the program does not speak is refused.
func TestAViewIsReadInItsLanguage(t *testing.T) {
	_, ts := newTest(t, testdata)
	c := client{t: t, base: ts.URL}
	tok := c.create(CreateRequest{Ruleset: "gambit", Scenario: "field", Seed: seed(1)})
	c.act(tok.Game, tok.Host, engine.Action{Kind: engine.ActionPass})
	res := c.act(tok.Game, tok.Sides["red"], engine.Action{Kind: "roll_call"})
	require.NotEmpty(t, res.Log)
	assert.Equal(t, "Red counts 3 units on the field", res.Log[len(res.Log)-1].Text)

	lastLine := func(query string) string {
		var v View
		c.call("GET", "/api/games/"+tok.Game+query, tok.Spectator, nil, http.StatusOK, &v)
		require.NotEmpty(t, v.Log)
		return v.Log[len(v.Log)-1].Text
	}
	assert.Equal(t, "Красные насчитывают на поле 3 отряда", lastLine("?lang=ru"))
	assert.Equal(t, "Red counts 3 units on the field", lastLine(""))
	assert.Equal(t, "Red counts 3 units on the field", lastLine("?lang=en"))
	status, body := c.do("GET", "/api/games/"+tok.Game+"?lang=xx", tok.Spectator, nil)
	assert.Equal(t, http.StatusBadRequest, status)
	assert.Contains(t, string(body), "bad_lang")
	assert.Contains(t, string(body), "it speaks en, ru")
}

// pageKey finds the program's words the page names: t('page.x'), a
// 'page.x' label, data-t="page.x" (and data-t-title, data-t-placeholder).
var pageKey = regexp.MustCompile(`['"](page\.[a-z_]+)['"]`)

// Every word the page asks for is in the program's English catalog, and
// /api/locale hands the page its language: the templates, English where
// the language has none, the CLDR names of the plural forms, the languages.
func TestThePageSpeaksFromTheCatalogs(t *testing.T) {
	catalogs, err := locales.Load()
	require.NoError(t, err)
	inEnglish, err := catalogs.Printer("en")
	require.NoError(t, err)
	english := inEnglish.Templates("page.")
	used := 0
	for _, name := range []string{"web/app.js", "web/map.js", "web/index.html"} {
		src, err := webFS.ReadFile(name)
		require.NoError(t, err)
		for _, m := range pageKey.FindAllStringSubmatch(string(src), -1) {
			used++
			assert.Contains(t, english, m[1], "%s names %s, which locales/en/ lacks", name, m[1])
		}
	}
	assert.Greater(t, used, 200, "the page's words come from the catalogs")

	_, ts := newTest(t, testdata)
	c := client{t: t, base: ts.URL}
	var ru localeView
	c.call("GET", "/api/locale?lang=ru", "", nil, http.StatusOK, &ru)
	assert.Equal(t, "ru", ru.Lang)
	assert.Equal(t, []string{"one", "few", "many"}, ru.Categories)
	assert.Equal(t, "Новая игра", ru.Messages["page.new_game"])
	assert.Len(t, ru.Messages, len(english))
	assert.Contains(t, ru.Languages, languageView{ID: "ru", Name: "Русский"})
	var en localeView
	c.call("GET", "/api/locale", "", nil, http.StatusOK, &en)
	assert.Equal(t, "New game", en.Messages["page.new_game"])
	assert.Equal(t, []string{"one", "other"}, en.Categories)
	status, _ := c.do("GET", "/api/locale?lang=xx", "", nil)
	assert.Equal(t, http.StatusBadRequest, status)
}

// jsLiterals are the string literals of a script, comments left out: its
// quoted strings, and its template literals with what they interpolate
// (${...}) cut out, that code's own literals listed in turn.
func jsLiterals(src string) []string {
	var out []string
	var code func(s string)
	code = func(s string) {
		for i := 0; i < len(s); i++ {
			switch c := s[i]; {
			case c == '/' && i+1 < len(s) && s[i+1] == '/':
				for i < len(s) && s[i] != '\n' {
					i++
				}
			case c == '/' && i+1 < len(s) && s[i+1] == '*':
				end := strings.Index(s[i+2:], "*/")
				if end < 0 {
					return
				}
				i += end + 3
			case c == '\'' || c == '"':
				var b strings.Builder
				for i++; i < len(s) && s[i] != c && s[i] != '\n'; i++ {
					if s[i] == '\\' {
						i++
					}
					if i < len(s) {
						b.WriteByte(s[i])
					}
				}
				out = append(out, b.String())
			case c == '`':
				var b strings.Builder
				for i++; i < len(s) && s[i] != '`'; i++ {
					switch {
					case s[i] == '\\':
						i++
						if i < len(s) {
							b.WriteByte(s[i])
						}
					case s[i] == '$' && i+1 < len(s) && s[i+1] == '{':
						depth, start := 1, i+2
						for i += 2; i < len(s) && depth > 0; i++ {
							switch s[i] {
							case '{':
								depth++
							case '}':
								depth--
							}
						}
						i--
						code(s[start:i])
						b.WriteByte(' ')
					default:
						b.WriteByte(s[i])
					}
				}
				out = append(out, b.String())
			}
		}
	}
	code(src)
	return out
}

// englishWords finds words in a literal a player would read: two words
// in a row, or a capitalised one.
var englishWords = regexp.MustCompile(`[A-Za-z]{2,}[ ,:;]+[a-z]{2,}|^[A-Z][a-z]{2,}`)

// The page writes no English of its own: every word its scripts show a
// player is a template of the program's catalogs (t('page.x')), so a page
// asked for in Russian reads Russian. What the scripts still quote are
// CSS selectors and classes, HTTP headers, key names.
func TestThePageWritesNoEnglishOfItsOwn(t *testing.T) {
	notWords := map[string]bool{
		"use strict": true, "Bearer ": true, "Content-Type": true, "Escape": true, "xMidYMid meet": true,
		"#games tbody": true, "#players select": true, "#choices li[data-action]": true, "#others div": true,
		"#legal ul": true, "#legal summary": true, "#log ol": true, "#map-tabs button": true, "#legend div": true,
		"odds-head needs": true, "rule cover": true,
	}
	for _, name := range []string{"web/app.js", "web/map.js"} {
		src, err := webFS.ReadFile(name)
		require.NoError(t, err)
		lits := jsLiterals(string(src))
		require.NotEmpty(t, lits)
		for _, lit := range lits {
			if notWords[lit] || strings.HasPrefix(lit, "page.") {
				continue
			}
			assert.False(t, englishWords.MatchString(lit), "%s writes %q: a player's words come from locales/*/page.hcl", name, lit)
		}
		// the spots that once wrote English, single words among them
		for _, lit := range lits {
			if strings.HasPrefix(lit, "page.") {
				continue
			}
			for _, phrase := range []string{"to affect", "Terrain", "Held by", "weighing", "no effect", "eliminated", "unit(s)", "you are", "MP", "brown ring", "acting"} {
				assert.False(t, strings.Contains(lit, phrase), "%s writes %q: a player's words come from locales/*/page.hcl", name, lit)
			}
		}
	}
}

// The page's Russian catalog is Russian: every page word that is not
// punctuation around its parameters reads otherwise than the English.
func TestThePagesRussianIsRussian(t *testing.T) {
	catalogs, err := locales.Load()
	require.NoError(t, err)
	en, err := catalogs.Printer("en")
	require.NoError(t, err)
	ru, err := catalogs.Printer("ru")
	require.NoError(t, err)
	russian := ru.Templates("page.")
	letters := regexp.MustCompile(`\{[^{}]*\}|[^A-Za-z]`)
	for key, english := range en.Templates("page.") {
		if letters.ReplaceAllString(english, "") == "" {
			continue // only parameters and punctuation: "{turn}, {phase}"
		}
		assert.NotEqual(t, english, russian[key], "ru %s is the English", key)
	}
	assert.Equal(t, "{chance} — подействовать на {unit}", russian["page.to_affect"])
	assert.Equal(t, "Местность: {terrain}", russian["page.hex_terrain"])
}

// A computed value reaches a seat in its language: its terms' labels (a
// modifier's as the ruleset translates it) and its text.
func TestAValueIsShownInTheSeatsLanguage(t *testing.T) {
	rules, err := game.Load(ruleset.Options{FS: os.DirFS(".."), Ruleset: "base"})
	require.NoError(t, err)
	catalogs, err := locales.Load()
	require.NoError(t, err)
	ru, err := catalogs.Printer("ru")
	require.NoError(t, err)
	v := explain.Value{Name: "AV"}
	v.Add("long range", -2, "combat.long-range")
	v.Add("2D6", 7, "combat.attack-value")
	english := valueViewOf(rules.RS, nil, v)
	assert.Equal(t, "AV 5 = - long range 2 [combat.long-range] + 2D6 7 [combat.attack-value]", english.Text)
	russian := valueViewOf(rules.RS, ru, v)
	assert.Equal(t, "дальняя дистанция", russian.Terms[0].Label)
	assert.Equal(t, "2D6", russian.Terms[1].Label, "a label no text names stays")
	assert.Contains(t, russian.Text, "дальняя дистанция 2")
	assert.Equal(t, "long range", v.Terms[0].Label, "the value itself is left as it was")
	assert.Equal(t, english.Text, russian.english, "what the seat may see is judged on the English, whose names the secrets list")
}
