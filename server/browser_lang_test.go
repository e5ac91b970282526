package server

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserInRussian opens the page in Russian (?lang=ru), creates a base
// game and reads it in Russian: the page's words from the program's
// catalog, the game's from the rulesets' locales. Switching the language
// switch back to English is remembered by the browser.
func TestBrowserInRussian(t *testing.T) {
	exe := chromium(t)
	_, ts := newTest(t, "..")
	shots := os.Getenv(artifactsDir)
	if shots == "" {
		shots = filepath.Join("..", ".artifacts", "browser")
	}
	require.NoError(t, os.MkdirAll(shots, 0o755))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.WindowSize(1280, 1000))
	alloc, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	defer cancelAlloc()
	browser, cancelBrowser := chromedp.NewContext(alloc)
	defer cancelBrowser()

	p := tab{t, browser, "ru", shots}
	p.do(chromedp.Navigate(ts.URL+"/?lang=ru"), chromedp.WaitReady(chromedp.CSS(`#ruleset option[value="base"]`)))
	p.until(`document.documentElement.lang === 'ru'`)
	assert.Equal(t, "Новая игра", p.text("#home h2"))
	assert.Equal(t, "ru", eval[string](p, `document.querySelector('#lang').value`))
	p.do(chromedp.SetValue(chromedp.CSS("#ruleset"), "base"))
	p.until(`document.querySelector('#scenario option') !== null`)
	p.do(chromedp.SendKeys(chromedp.CSS("#seed"), "1"), chromedp.Click(chromedp.CSS(`#create button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#links input[data-seat="host"]`)))
	assert.Contains(t, p.text("#links"), "Играть за одним экраном")
	host := eval[string](p, `document.querySelector('#links input[data-seat="host"]').value`)
	p.do(chromedp.Navigate(host), chromedp.WaitVisible(chromedp.CSS("#maps svg")))
	p.until(`G.view !== null && document.querySelector('#turn').textContent.includes('Стакан:')`)
	assert.Contains(t, p.text("#turn"), "Ход 1")
	assert.Equal(t, "Журнал", p.text("#log h3"))
	p.shot(1, "russian")

	// the switch: back to English, remembered for the next page
	p.do(chromedp.SetValue(chromedp.CSS("#lang"), "en"))
	p.until(`document.querySelector('#lang').value === 'en' && (document.querySelector('#lang').dispatchEvent(new Event('change')), true)`)
	p.until(`document.documentElement.lang === 'en' && document.querySelector('#turn').textContent.includes('Cup:')`)
	assert.Equal(t, "en", eval[string](p, `localStorage.getItem('nw68.lang')`))
	assert.Equal(t, "Log", p.text("#log h3"))
}
