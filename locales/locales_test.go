package locales

import (
	"testing"

	"github.com/nw68/nw68/core/text"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every shipped catalog loads and gives every key the English one has,
// with the parameters the English text names.
func TestEveryCatalogIsWhole(t *testing.T) {
	c, err := Load()
	require.NoError(t, err)
	assert.Contains(t, c.Languages(), "ru")
	for _, lang := range c.Languages() {
		p, err := c.Printer(lang)
		require.NoError(t, err)
		assert.Empty(t, p.Missing(), "%s lacks these keys", lang)
	}
	en, ru := c.byLang["en"], c.byLang["ru"]
	for key, m := range en.Messages {
		want, err := text.Params(m.Text)
		require.NoError(t, err, key)
		got, err := text.Params(ru.Messages[key].Text)
		require.NoError(t, err, key)
		assert.ElementsMatch(t, want, got, "ru %s names other parameters than en", key)
	}
}

func TestPrinter(t *testing.T) {
	c, err := Load()
	require.NoError(t, err)
	ru, err := c.Printer("ru")
	require.NoError(t, err)
	assert.Equal(t, "запреты (что правило не позволяет): 2 проверки", ru.T("rule.refused", "n", 2))
	assert.Equal(t, "запреты (что правило не позволяет): 5 проверок", ru.T("rule.refused", "n", 5))
	en, err := c.Printer("en")
	require.NoError(t, err)
	assert.Equal(t, "allowed (what it does): 1 case", en.T("rule.allowed", "n", 1))
	_, err = c.Printer("xx")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "it speaks en, ru")
}
