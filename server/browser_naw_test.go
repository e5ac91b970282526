//go:build !race

// The browser tests drive Chromium against a live server. They run in the
// README's plain pass: under the race detector the server's computer
// players (thousands of plays a decision) make them minutes long, and the
// server's concurrency is raced by its own tests (pushes, sockets, the
// computer's turns) in the race pass.

package server

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserNationsAtWar plays the first actions of Nations at War's
// training scenario in the page, hot seat: the map and every counter are
// drawn and legible, a Formation marker is drawn from the cup through the
// confirmation and its odds, and a unit of the active formation is moved by
// clicking it and a hex its reach shows (the ruleset's own reach answer,
// with MP costs), the log reading the ruleset's lines. Nothing in the page
// knows the game: this is the proof that it plays a second system.
func TestBrowserNationsAtWar(t *testing.T) {
	exe := chromium(t)
	_, ts := newTest(t, "..")
	c := client{t, ts.URL}
	shots := os.Getenv(artifactsDir)
	if shots == "" {
		shots = filepath.Join("..", ".artifacts", "browser")
	}
	require.NoError(t, os.MkdirAll(shots, 0o755))
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.WindowSize(1280, 1000))
	alloc, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	defer cancelAlloc()
	browser, cancelBrowser := chromedp.NewContext(alloc)
	defer cancelBrowser()

	p := tab{t, browser, "naw", shots}
	p.do(chromedp.Navigate(ts.URL+"/"), chromedp.WaitReady(chromedp.CSS(`#ruleset option[value="nations-at-war"]`)))
	p.do(chromedp.SetValue(chromedp.CSS("#ruleset"), "nations-at-war"))
	eval[bool](p, `(document.querySelector('#ruleset').dispatchEvent(new Event('change')), true)`)
	p.until(`document.querySelector('#scenario option[value="first-clash"]') !== null`)
	p.do(chromedp.SetValue(chromedp.CSS("#scenario"), "first-clash"))
	eval[bool](p, `(document.querySelector('#scenario').dispatchEvent(new Event('change')), true)`)
	p.do(chromedp.SendKeys(chromedp.CSS("#seed"), "1"), chromedp.Click(chromedp.CSS(`#create button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#links input[data-seat="host"]`)))
	hostLink := eval[string](p, `document.querySelector('#links input[data-seat="host"]').value`)
	host := tokenOf(t, hostLink)
	p.do(chromedp.Navigate(hostLink), chromedp.WaitVisible(chromedp.CSS("#maps svg")))
	p.until(`G.view !== null && document.querySelector('#turn').textContent.includes('Cup:')`)
	game := eval[string](p, `G.game`)
	v := c.view(game, host)
	require.Equal(t, "nations-at-war", v.Ruleset)
	hexes, counters := 0, 0
	for _, m := range v.Maps {
		hexes += len(m.Hexes)
	}
	for _, u := range v.Units {
		if u.Alive && u.OnMap && u.Aboard == "" {
			counters++
		}
	}
	assert.Equal(t, hexes, eval[int](p, `document.querySelectorAll('#maps polygon[data-hex]').length`))
	assert.Equal(t, counters, eval[int](p, `document.querySelectorAll('#maps g[data-unit]').length`))
	legible(t, p)
	p.shot(1, "opened")

	// a Formation marker comes out of the cup
	draw := v.Legal[slices.IndexFunc(v.Legal, func(a engine.Action) bool { return a.Kind == "draw" })]
	p.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#others button[data-action=%q]`, draw.String()))))
	p.confirm(2, draw)
	p.until(fmt.Sprintf(`G.view.position > %d`, v.Position))
	v = c.view(game, host)
	require.NotEmpty(t, v.ActiveFormation, "a formation is active after the draw")
	p.until(`[...document.querySelectorAll('#log li')].some((li) => li.textContent.includes('is drawn from the cup'))`)

	// one of its units moves one hex, clicked on the map
	var move engine.Action
	for _, a := range v.Legal {
		if path, ok := a.Params["path"].([]any); a.Kind == "move" && ok && len(path) == 1 && actor(v, a) != "" {
			move = a
			break
		}
	}
	require.NotEmpty(t, move.Kind, "a one-hex move of %s: %v", v.ActiveFormation, v.Legal)
	unit, dest := actor(v, move), place(v, move)
	p.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#maps g[data-unit=%q]`, unit))),
		chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`#maps polygon.reach[data-hex=%q]`, dest))),
		chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`#maps text.cost[data-cost=%q]`, dest))))
	p.shot(3, "reach")
	p.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#maps polygon.reach[data-hex=%q]`, dest))))
	choose(p, move)
	p.confirm(4, move)
	p.until(fmt.Sprintf(`G.view.position > %d`, v.Position))
	after := c.view(game, host)
	for _, u := range after.Units {
		if u.ID == unit {
			assert.Equal(t, dest, u.Hex, "%s moved", unit)
		}
	}
	p.shot(5, "moved")
}
