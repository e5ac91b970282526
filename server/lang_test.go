package server

import (
	"net/http"
	"regexp"
	"testing"

	"github.com/nw68/nw68/core/engine"
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
	assert.Greater(t, used, 100, "the page's words come from the catalogs")

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
