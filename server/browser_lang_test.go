//go:build !race

// The browser tests drive Chromium against a live server. They run in the
// README's plain pass: under the race detector the server's computer
// players (thousands of plays a decision) make them minutes long, and the
// server's concurrency is raced by its own tests (pushes, sockets, the
// computer's turns) in the race pass.

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
	assert.Contains(t, p.text("#status"), ": вы — ")

	// the page's own words about the game are the catalog's too: the hex
	// inspector, the legend, the odds, an action described for its prompt
	eval[bool](p, `(clickHex(G.view.maps[0].hexes[0].label), true)`)
	p.until(`!document.querySelector('#inspect').hidden`)
	assert.Regexp(t, `^Гекс `, p.text("#inspect h3"))
	assert.Contains(t, p.text("#inspect"), "Местность: ")
	assert.Regexp(t, `Контролирует: |Никем не контролируется`, p.text("#inspect"))
	assert.Contains(t, eval[string](p, `document.querySelector('#legend div').textContent`), "КО, ЗК... слева от символа")
	stub := `{Exact: true, Runs: 36, Units: {x: {}}, Outcomes: [{P: 0.5833, Units: {}}, {P: 0.4167, Units: {x: {Eliminated: true}}}]`
	assert.Equal(t, "нужно 8+ на 2d6: эффект с вероятностью 41.7%",
		eval[string](p, `renderOdds(`+stub+`, needs: {dice: '2d6', at_least: 8, chance: {P: 0.4167, Margin: 0}}}, null).firstChild.textContent`))
	assert.Contains(t, eval[string](p, `renderOdds(`+stub+`}, null).textContent`), "Точные шансы по 36 исходам")
	assert.Equal(t, "без эффекта", eval[string](p, `changeWords(null)`))
	// an attack on an enemy counter: its odds and its words in the prompt
	shot := `(G.view.actions.__shot = {params: [{name: 'target', type: 'unit', of: 'enemy'}]}, {kind: '__shot', params: {target: G.view.units[0].id}})`
	assert.Contains(t, eval[string](p, `oddsNumbers(`+stub+`}, `+shot+`)`), "% — подействовать на ")
	assert.Regexp(t, ` по `, eval[string](p, `describe(`+shot+`)`))
	p.shot(1, "russian")

	// the switch: back to English, remembered for the next page
	p.do(chromedp.SetValue(chromedp.CSS("#lang"), "en"))
	p.until(`document.querySelector('#lang').value === 'en' && (document.querySelector('#lang').dispatchEvent(new Event('change')), true)`)
	p.until(`document.documentElement.lang === 'en' && document.querySelector('#turn').textContent.includes('Cup:')`)
	assert.Equal(t, "en", eval[string](p, `localStorage.getItem('nw68.lang')`))
	assert.Equal(t, "Log", p.text("#log h3"))
}
