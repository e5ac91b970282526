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
	"maps"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Environment of the browser test.
const (
	// browserRequired, set to anything (.ci/run sets it), makes a missing
	// browser a failure rather than a skip.
	browserRequired = "NW68_BROWSER_TEST"
	// browserPath names the browser to drive (default: chromium on PATH).
	browserPath = "NW68_CHROMIUM"
	// artifactsDir is where the screenshots go (default: .artifacts/browser
	// at the project's root, which git ignores).
	artifactsDir = "NW68_ARTIFACTS"
)

// chromium returns the browser to drive, skipping the test when there is
// none, or failing it when the environment requires one.
func chromium(t *testing.T) string {
	t.Helper()
	if p := os.Getenv(browserPath); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv(browserRequired) != "" {
		t.Fatalf("no Chromium on PATH and %s is set: install Debian's chromium package (apt-get install chromium) or set %s", browserRequired, browserPath)
	}
	t.Skipf("no Chromium on PATH (apt-get install chromium); set %s=1 to fail instead", browserRequired)
	return ""
}

// tab is one browser tab on the page.
type tab struct {
	t     *testing.T
	ctx   context.Context
	name  string
	shots string
}

func (p tab) do(steps ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	for _, step := range steps {
		_, err := fresh(p.ctx, step)
		require.NoError(p.t, err, "tab %s", p.name)
	}
}

// fresh runs an action, running it again while it fails on a node that is
// gone: the page redraws its map whenever a view arrives (another seat
// joining, the computer acting), so a node found a moment ago may be
// replaced before the action reaches it. The failure comes before anything
// is dispatched to the page, so the action is safe to repeat.
func fresh[T any](ctx context.Context, action chromedp.Action[T]) (T, error) {
	for try := 1; ; try++ {
		v, err := chromedp.Run(ctx, action)
		if err == nil || try == 5 || !gone(err) {
			return v, err
		}
	}
}

// gone reports whether an error is Chromium's for a node the page has
// replaced; it words it two ways, by the command that met it.
func gone(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "No node with given id found") || strings.Contains(msg, "Could not find node with given id")
}

// eval evaluates a JavaScript expression in the tab.
func eval[T any](p tab, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr))
	require.NoError(p.t, err, "tab %s: %s", p.name, expr)
	return v
}

// text returns the text an element shows.
func (p tab) text(sel string) string {
	p.t.Helper()
	s, err := fresh(p.ctx, chromedp.Text(chromedp.CSS(sel)))
	require.NoError(p.t, err, "tab %s: %s", p.name, sel)
	return s
}

// until waits for a JavaScript condition to hold.
func (p tab) until(cond string) {
	p.t.Helper()
	_, err := chromedp.Run(p.ctx, chromedp.Poll[bool](cond))
	require.NoError(p.t, err, "tab %s: waiting for %s", p.name, cond)
}

// shot saves a screenshot of the whole page as NN-name.png.
func (p tab) shot(n int, what string) {
	p.t.Helper()
	png, err := chromedp.Run(p.ctx, chromedp.FullScreenshot(100))
	require.NoError(p.t, err)
	require.NoError(p.t, os.WriteFile(filepath.Join(p.shots, fmt.Sprintf("%02d-%s-%s.png", n, p.name, what)), png, 0o644))
}

// confirm waits for the confirmation of an action to show its odds, checks
// it names the action, and confirms it; it returns the odds shown.
func (p tab) confirm(n int, a engine.Action) string {
	p.t.Helper()
	p.do(chromedp.WaitVisible(chromedp.CSS("#confirm")))
	p.until(`!document.querySelector('#confirm-odds').textContent.includes('weighing')`)
	p.do(chromedp.WaitEnabled(chromedp.CSS("#confirm-go")))
	assert.Contains(p.t, p.text("#confirm-action"), a.String())
	odds := p.text("#confirm-odds")
	assert.NotContains(p.t, odds, "no odds")
	p.shot(n, "confirm-"+a.Kind)
	p.do(chromedp.Click(chromedp.CSS("#confirm-go")))
	return odds
}

// TestBrowser plays the first actions of a base scenario in headless
// Chromium through clicks, in two tabs, one per side's seat: a game is
// created on the home page, the map and counters are drawn (legible, the
// King Tiger as the ruleset's picture), the page title says whose turn it
// is, a tablet's width is played by taps, a marker is drawn from the cup,
// a unit moves where the enemy may fire on it, the other seat is offered
// the opportunity fire and takes it after reading its odds (the numbers in
// the choice's line), and the log of both tabs shows the results. Then a
// second game's mover reads what the odds of a move and of moving fire
// cover, the enemy passes every window in one click and the mover takes
// the move back; the log is replayed and forked; the expansion's two maps,
// a game against the computer and a campaign's step, in two seats and on
// to the next step, are played. Screenshots of every step go to
// .artifacts/browser.
func TestBrowser(t *testing.T) {
	exe := chromium(t)
	srv, ts := newTest(t, "..")
	c := client{t, ts.URL}
	shots := os.Getenv(artifactsDir)
	if shots == "" {
		shots = filepath.Join("..", ".artifacts", "browser")
	}
	require.NoError(t, os.MkdirAll(shots, 0o755))

	// generous: under the race detector, beside another heavy process, the
	// whole walk has taken over 3 minutes on these 2-core machines
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(exe), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.WindowSize(1280, 1000))
	alloc, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	defer cancelAlloc()
	browser, cancelBrowser := chromedp.NewContext(alloc)
	defer cancelBrowser()
	step := 0
	next := func() int { step++; return step }

	// the home page creates a game and shows each seat's link
	home := tab{t, browser, "home", shots}
	home.do(chromedp.Navigate(ts.URL+"/"), chromedp.WaitReady(chromedp.CSS(`#ruleset option[value="base"]`)))
	home.do(chromedp.SetValue(chromedp.CSS("#ruleset"), "base"))
	home.until(`document.querySelector('#scenario option') !== null`)
	scenario := eval[string](home, `document.querySelector('#scenario').value`)
	home.do(chromedp.SendKeys(chromedp.CSS("#seed"), "1"), chromedp.Click(chromedp.CSS(`#create button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#links input[data-seat="host"]`)))
	links := eval[map[string]string](home, `Object.fromEntries([...document.querySelectorAll('#links input')].map((i) => [i.dataset.seat, i.value]))`)
	home.shot(next(), "created")
	token := func(seat string) (string, string) {
		u, err := url.Parse(links[seat])
		require.NoError(t, err, "link of %s: %q", seat, links[seat])
		q, err := url.ParseQuery(u.Fragment)
		require.NoError(t, err)
		return q.Get("game"), q.Get("token")
	}
	assert.NotContains(t, eval[string](home, `document.querySelector('#game').hidden ? 'hidden' : getComputedStyle(document.querySelector('#game')).display`), "flex", "the home page shows no game panels")
	game, host := token("host")
	v := c.view(game, host)
	assert.Equal(t, scenario, v.Scenario)

	// a tab per side, each on its seat link, drawing the map and counters
	tabs := map[string]tab{}
	for _, side := range v.Sides {
		bctx, cancel := chromedp.NewContext(browser)
		defer cancel()
		p := tab{t, bctx, side.ID, shots}
		p.do(chromedp.Navigate(links[side.ID]), chromedp.WaitVisible(chromedp.CSS("#maps svg")))
		p.until(`document.querySelector('#status').textContent.includes('you are')`)
		hexes := 0
		for _, m := range v.Maps {
			hexes += len(m.Hexes)
		}
		assert.Equal(t, hexes, eval[int](p, `document.querySelectorAll('#maps polygon[data-hex]').length`))
		counters := 0
		for _, u := range v.Units {
			if u.Alive && u.OnMap && u.Aboard == "" {
				counters++
			}
		}
		assert.Equal(t, counters, eval[int](p, `document.querySelectorAll('#maps g[data-unit]').length`))
		assert.Contains(t, p.text("#turn"), "Cup:")
		legible(t, p)
		pictures(t, p, v)
		seatTrue(t, p, c, game, tokenOf(t, links[side.ID]), side.ID)
		tabs[side.ID] = p
		p.shot(next(), "opened")
	}
	// the page's title says whose turn it is, in each seat's words
	v = c.view(game, host)
	for side, p := range tabs {
		if v.ActingSide == "" || v.ActingSide == side {
			p.until(`document.title.startsWith('● Your turn')`)
		} else {
			p.until(`document.title.startsWith('Waiting for ')`)
		}
	}
	// at a tablet's width the panels go under the map
	tablet := tabs[v.Sides[0].ID]
	tablet.do(chromedp.EmulateViewport(768, 1024))
	tablet.until(`document.querySelector('aside').getBoundingClientRect().top >= document.querySelector('#maps').getBoundingClientRect().bottom`)
	tablet.shot(next(), "tablet")
	touch(t, tablet, v)
	tablet.shot(next(), "tablet-tapped")
	tablet.do(chromedp.ResetViewport())
	position := func(p tab, n int) {
		t.Helper()
		p.until(fmt.Sprintf(`G.view && G.view.position >= %d`, n))
	}
	seatOf := func(v View) tab {
		if p, ok := tabs[v.ActingSide]; ok {
			return p
		}
		return tabs[v.Sides[0].ID]
	}

	// 1. the first step of the turn: a free action (a draw from the cup)
	v = c.view(game, host)
	first := v.Legal[slices.IndexFunc(v.Legal, func(a engine.Action) bool { return actor(v, a) == "" })]
	p := seatOf(v)
	p.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#others button[data-action=%q]`, first.String()))))
	p.confirm(next(), first)
	position(p, v.Position+1)

	// 2. a unit moves where an enemy may fire on it
	v = c.view(game, host)
	mover := v.ActingSide
	require.NotEmpty(t, mover, "no side to act after %s", first.String())
	p = tabs[mover]
	move := openingMove(t, srv, c, game, host, v)
	unit, dest := actor(v, move), place(v, move)
	p.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#maps g[data-unit=%q]`, unit))),
		chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`#maps polygon.reach[data-hex=%q]`, dest))),
		// the ruleset's answer to where the unit can go puts an MP cost on every hex in reach
		chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`#maps text.cost[data-cost=%q]`, dest))))
	assert.Greater(t, eval[int](p, `document.querySelectorAll('#maps text.cost').length`), 1, "costs on the hexes in reach")
	p.shot(next(), "selected")
	// a redraw after a change (here, the selection) touches only what changed
	ms := eval[float64](p, `(() => { let best = 1e9; for (let i = 0; i < 5; i++) { renderMaps(); best = Math.min(best, M.drawMs); } return best; })()`)
	t.Logf("redraw of %s: %.1f ms", scenario, ms)
	assert.LessOrEqual(t, ms, 16.0, "a redraw takes at most a frame")
	p.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#maps polygon.reach[data-hex=%q]`, dest))))
	choose(p, move)
	p.confirm(next(), move)
	position(p, v.Position+1)

	// 3. the other seat is offered the reaction and takes it, odds first
	v = c.view(game, host)
	require.NotNil(t, v.Interrupt, "%s opened no window", move.String())
	reactor := v.Interrupt.Side
	require.NotEqual(t, mover, reactor)
	r := tabs[reactor]
	position(r, v.Position)
	r.do(chromedp.WaitVisible(chromedp.CSS("#reaction")))
	assert.Contains(t, r.text("#reaction"), "Click a red counter")
	assert.Contains(t, p.text("#reaction"), "Waiting for")
	r.shot(next(), "offered")
	fire := reaction(t, v)
	_, reactorToken := token(reactor)
	var odds engine.Odds
	c.call("GET", "/api/games/"+game+"/odds?action="+url.QueryEscape(mustJSON(t, ActionPayload{Kind: fire.Kind, Params: fire.Params})), reactorToken, nil, http.StatusOK, &odds)
	target := fmt.Sprintf(`#maps g.target[data-unit=%q]`, targets(v, fire)[0])
	r.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#others button[data-unit=%q]`, actor(v, fire)))),
		chromedp.WaitVisible(chromedp.CSS(target)))
	// resting the pointer on the target previews the odds of firing at it
	eval[bool](r, fmt.Sprintf(`(document.querySelector(%q).scrollIntoView({block: 'center', inline: 'center'}), true)`, target))
	box, err := fresh(r.ctx, chromedp.Dimensions(chromedp.CSS(target)))
	require.NoError(t, err)
	q := box.Content
	r.do(chromedp.MouseEvent(chromedp.MouseMoved, (q[0]+q[4])/2, (q[1]+q[5])/2))
	r.until(`!document.querySelector('#preview').hidden && document.querySelector('#preview').textContent.includes('odds over')`)
	r.shot(next(), "preview")
	r.do(chromedp.Click(chromedp.CSS(target)))
	choose(r, fire)
	oddsAddUp(t, r)
	needsLine(t, r)
	// the choice's line carries its numbers once its odds arrive
	numbers := "%"
	if odds.Needs != nil {
		numbers = fmt.Sprintf("(needs %d+ on %s: ", odds.Needs.AtLeast, odds.Needs.Dice)
	}
	r.until(`document.querySelector('#confirm-action .choice-numbers').textContent !== ''`)
	assert.Contains(t, r.text("#confirm-action b"), numbers, "the numbers in the confirmation's line")
	if eval[bool](r, `!document.querySelector('#choices').hidden`) {
		assert.Contains(t, r.text(fmt.Sprintf(`#choices li[data-action=%q]`, fire.String())), numbers, "the numbers in the choice's line")
	}
	shown := r.confirm(next(), fire)
	assert.Contains(t, shown, fmt.Sprintf("odds over %d outcomes", odds.Runs))
	if odds.Needs != nil {
		assert.True(t, strings.HasPrefix(shown, fmt.Sprintf("needs %d+ on %s: ", odds.Needs.AtLeast, odds.Needs.Dice)), "the roll's threshold first: %q", shown)
	}
	if len(odds.Units) > 0 {
		assert.Contains(t, shown, "%")
	}
	position(r, v.Position+1)
	position(p, v.Position+1)

	// 4. both seats' logs end as the game's does, the rolls explained
	v = c.view(game, host)
	last := v.Log[len(v.Log)-1].Text
	for _, side := range []string{mover, reactor} {
		tabs[side].until(fmt.Sprintf(`[...document.querySelectorAll('#log li')].some((li) => li.textContent.includes(%q))`, last))
	}
	assert.Equal(t, min(len(v.Log), 300), eval[int](r, `document.querySelectorAll('#log li').length`))
	if len(v.Values) > 0 {
		r.do(chromedp.WaitVisible(chromedp.CSS("#explain")))
		assert.Contains(t, r.text("#explain"), v.Values[0].Name)
	}
	// a rule cited in the log shows its paragraph
	cited := ""
	for i := len(v.Log) - 1; i >= 0 && cited == ""; i-- {
		cited = v.Log[i].Rule
	}
	require.NotEmpty(t, cited, "no log line cites a rule")
	r.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#log a[data-rule=%q]`, cited))), chromedp.WaitVisible(chromedp.CSS("#rule")))
	assert.Contains(t, r.text("#rule"), v.Rules[cited].Title)
	r.shot(next(), "fired")
	p.shot(next(), "fired-on")

	// 4b. in a second game, the move that opens windows again: the
	// reacting seat passes them all in one click, and the move goes on
	passAll(t, browser, srv, c, ts.URL, shots, next)

	// 5. the host steps back through the log to the start, where the
	// mover stands where it began, and forks a "what if" game from there
	v = c.view(game, host)
	latest := v.Position
	start := c.view(game, host)
	var begun View
	c.call("GET", "/api/games/"+game+"?at=0", host, nil, http.StatusOK, &begun)
	home.do(chromedp.Navigate(links["host"]), chromedp.WaitVisible(chromedp.CSS("#maps svg")))
	home.until(fmt.Sprintf(`G.view && G.view.position === %d`, latest))
	home.do(chromedp.Click(chromedp.CSS(`#replay button[data-replay="back"]`)))
	home.until(fmt.Sprintf(`G.view.replay && G.view.position < %d`, latest))
	assert.Contains(t, home.text("#status"), "replay")
	home.do(chromedp.Click(chromedp.CSS(`#replay button[data-replay="start"]`)))
	home.until(`G.view.replay && G.view.position === 0`)
	for _, u := range begun.Units {
		if u.ID == unit {
			assert.Equal(t, u.Hex, eval[string](home, fmt.Sprintf(`document.querySelector('#maps g[data-unit=%q]').dataset.hex`, unit)))
		}
	}
	assert.Zero(t, eval[int](home, `document.querySelectorAll('#log li').length`)-len(begun.Log))
	home.shot(next(), "replay-start")
	home.do(chromedp.Click(chromedp.CSS(`#replay button[data-replay="forward"]`)))
	home.until(`G.view.replay && G.view.position === 1`)
	home.do(chromedp.Click(chromedp.CSS("#fork")))
	home.until(fmt.Sprintf(`G.view && !G.view.replay && G.game !== %q`, game))
	forked := c.view(eval[string](home, `G.game`), eval[string](home, `G.token`))
	assert.Equal(t, 1, forked.Position)
	assert.Equal(t, latest, c.view(game, host).Position, "the game forked moved")
	assert.Equal(t, start.Units, c.view(game, host).Units)
	home.shot(next(), "what-if")

	expansion(t, browser, c, ts.URL, shots, next)
	againstComputer(t, browser, srv, c, ts.URL, shots, next)

	// a campaign is started from the home page and opens at its first step
	home.do(chromedp.Navigate(ts.URL+"/"), chromedp.WaitReady(chromedp.CSS(`#ruleset option[value="heart-of-darkness"]`)))
	home.do(chromedp.SetValue(chromedp.CSS("#ruleset"), "heart-of-darkness"))
	eval[bool](home, `(document.querySelector('#ruleset').dispatchEvent(new Event('change')), true)`)
	home.until(`document.querySelector('#scenario option[value^="campaign:"]') !== null`)
	camp := eval[string](home, `document.querySelector('#scenario option[value^="campaign:"]').value`)
	home.do(chromedp.SetValue(chromedp.CSS("#scenario"), camp), chromedp.Click(chromedp.CSS(`#create button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#links a`)))
	links = eval[map[string]string](home, `Object.fromEntries([...document.querySelectorAll('#links input')].map((i) => [i.dataset.seat, i.value]))`)
	home.do(chromedp.Click(chromedp.CSS(`#links a`)), chromedp.WaitVisible(chromedp.CSS("#maps svg")))
	home.until(`document.querySelector('#turn').textContent.includes('Campaign')`)
	assert.Contains(t, home.text("#turn"), "step 1 of")
	home.shot(next(), "campaign")
	campaign(t, browser, c, home, links, shots, next)
}

// campaign plays a campaign's first step in the seats of two sides, the
// first action by clicks, the rest over the API to the step's end, and
// the host's page starts the next step with a click.
func campaign(t *testing.T, browser context.Context, c client, home tab, links map[string]string, shots string, next func() int) {
	t.Helper()
	u, err := url.Parse(links["host"])
	require.NoError(t, err)
	q, err := url.ParseQuery(u.Fragment)
	require.NoError(t, err)
	game, host := q.Get("game"), q.Get("token")
	v := c.view(game, host)
	seats := map[string]tab{}
	var closers []context.CancelFunc
	defer func() {
		for _, f := range closers {
			f()
		}
	}()
	for _, side := range v.Sides {
		if links[side.ID] == "" {
			continue
		}
		bctx, cancel := chromedp.NewContext(browser)
		closers = append(closers, cancel)
		p := tab{t, bctx, "campaign-" + side.ID, shots}
		p.do(chromedp.Navigate(links[side.ID]), chromedp.WaitVisible(chromedp.CSS("#maps svg")))
		p.until(`G.view !== null && document.querySelector('#turn').textContent.includes('step 1 of')`)
		seats[side.ID] = p
	}
	require.GreaterOrEqual(t, len(seats), 2, "a campaign of two seats")
	// the first side that may act does so by a click on a choice the page lists
	acted := false
	for _, side := range slices.Sorted(maps.Keys(seats)) {
		p := seats[side]
		mine := c.view(game, tokenOf(t, links[side]))
		i := slices.IndexFunc(mine.Legal, func(a engine.Action) bool { return actor(mine, a) == "" && a.Kind != engine.ActionPass })
		if i < 0 {
			continue
		}
		a := mine.Legal[i]
		p.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#others button[data-action=%q]`, a.String()))))
		p.confirm(next(), a)
		for _, other := range seats {
			other.until(fmt.Sprintf(`G.view.position > %d`, mine.Position))
		}
		acted = true
		break
	}
	require.True(t, acted, "no seat of the campaign's first step has a choice to click")
	// the rest of the step over the API, no page asking its view meanwhile
	for _, f := range closers {
		f()
	}
	closers = nil
	home.do(chromedp.Navigate("about:blank"))
	c.playToEnd(Tokens{Game: game, Host: host}, 1000)
	require.True(t, c.view(game, host).Over, "the campaign's first step did not end")
	home.do(chromedp.Navigate(links["host"]), chromedp.WaitVisible(chromedp.CSS("#next-step")))
	home.shot(next(), "campaign-over")
	home.do(chromedp.Click(chromedp.CSS("#next-step")))
	home.until(`G.view !== null && document.querySelector('#turn').textContent.includes('step 2 of')`)
	assert.NotEqual(t, game, eval[string](home, `G.game`), "the next step is a game of its own")
	home.shot(next(), "campaign-step-2")
}

// pictures checks the image a ruleset names for a unit type is drawn in
// place of the counter's symbol, as an image the browser loads, the
// counter's name and factors still there.
func pictures(t *testing.T, p tab, v View) {
	t.Helper()
	drawn := 0
	for _, u := range v.Units {
		if u.Image == "" || !u.Alive || !u.OnMap || u.Aboard != "" {
			continue
		}
		sel := fmt.Sprintf(`#maps g[data-unit=%q]`, u.ID)
		assert.Equal(t, u.Image, eval[string](p, fmt.Sprintf(`document.querySelector('%s image.unit-image').getAttribute('href')`, sel)), "%s's picture", u.ID)
		assert.Zero(t, eval[int](p, fmt.Sprintf(`document.querySelectorAll('%s g.symbol').length`, sel)), "%s: the picture replaces the symbol", u.ID)
		assert.Equal(t, u.Name, eval[string](p, fmt.Sprintf(`[...document.querySelectorAll('%s text.name')].map((e) => e.textContent).join(' ')`, sel)))
		assert.Positive(t, eval[int](p, fmt.Sprintf(`document.querySelectorAll('%s text.factors').length`, sel)), "%s: its factors", u.ID)
		drawn++
	}
	require.Positive(t, drawn, "no counter of a type with a picture")
	// the browser loads each picture as an image: served, and decoded
	widths, err := chromedp.Run(p.ctx, chromedp.Evaluate[[]float64](`Promise.all([...new Set([...document.querySelectorAll('#maps image.unit-image')].map((e) => e.getAttribute('href')))].map((href) => new Promise((done) => {
		const img = new Image();
		img.onload = () => done(img.naturalWidth);
		img.onerror = () => done(0);
		img.src = href;
	})))`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	for _, w := range widths {
		assert.Positive(t, w, "a picture the browser could not show")
	}
	shot, err := fresh(p.ctx, chromedp.ScreenshotScale(chromedp.CSS(`#maps g[data-unit] image.unit-image`), 4))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(p.shots, fmt.Sprintf("00-%s-picture.png", p.name)), shot, 0o644))
}

// touch checks the page plays by touch at a tablet's width: a tap on a
// counter of the seat's selects it, and a tap on a hex shows the hex's
// details.
func touch(t *testing.T, p tab, v View) {
	t.Helper()
	p.do(chromedp.EmulateViewport(768, 1024, chromedp.EmulateTouch))
	side := eval[string](p, `G.view.seat.side`)
	// a counter alone in its hex, so the tap finds it on top
	shown := map[string]int{}
	for _, u := range v.Units {
		if u.Alive && u.OnMap && u.Aboard == "" {
			shown[u.Hex]++
		}
	}
	unit := ""
	for _, u := range v.Units {
		if u.Side == side && u.Alive && u.OnMap && u.Aboard == "" && shown[u.Hex] == 1 {
			unit = u.ID
			break
		}
	}
	require.NotEmpty(t, unit, "%s has no counter alone in a hex", side)
	tap := func(sel string) {
		t.Helper()
		eval[bool](p, fmt.Sprintf(`(document.querySelector(%q).scrollIntoView({block: 'center', inline: 'center'}), true)`, sel))
		p.do(chromedp.Tap(chromedp.CSS(sel)))
	}
	tap(fmt.Sprintf(`#maps g[data-unit=%q] rect.body`, unit))
	p.until(fmt.Sprintf(`G.selected === %q && !document.querySelector('#unit').hidden`, unit))
	label := ""
	for _, h := range v.Maps[0].Hexes {
		if shown[h.Label] == 0 {
			label = h.Label
			break
		}
	}
	tap(fmt.Sprintf(`#maps polygon.hex[data-hex=%q]`, label))
	p.until(`!document.querySelector('#inspect').hidden`)
	assert.Contains(t, p.text("#inspect"), label)
}

// expansion plays the setup of Two Cities, the expansion's scenario of two
// maps, by clicks: each map is a tab, a seat's lists hold only its side's
// purchases, a dice-free purchase is taken back with the undo button, and
// each seat ends its own setup.
func expansion(t *testing.T, browser context.Context, c client, base, shots string, next func() int) {
	tok := c.create(CreateRequest{Ruleset: "heart-of-darkness", Scenario: "two-cities", Seed: seed(2)})
	v := c.view(tok.Game, tok.Host)
	require.Len(t, v.Maps, 2)
	for _, side := range slices.Sorted(maps.Keys(tok.Sides)) {
		bctx, cancel := chromedp.NewContext(browser)
		defer cancel()
		p := tab{t, bctx, "hod-" + side, shots}
		p.do(chromedp.Navigate(base+"/#game="+tok.Game+"&token="+tok.Sides[side]), chromedp.WaitVisible(chromedp.CSS("#maps svg")))
		p.until(`G.view !== null`)
		assert.Equal(t, 2, eval[int](p, `document.querySelectorAll('#map-tabs button').length`), "a tab per map")
		assert.Equal(t, 1, eval[int](p, `[...document.querySelectorAll('#maps-inner .map')].filter((m) => !m.hidden).length`), "one map shown at a time")
		p.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#map-tabs button[data-tab=%q]`, v.Maps[1].ID))))
		p.until(fmt.Sprintf(`!document.querySelector('#maps-inner .map[data-map=%q]').hidden`, v.Maps[1].ID))
		p.shot(next(), "second-map")
		minimap(t, p, c.view(tok.Game, tok.Sides[side]))
		// the same measure as castle-road's, for the README: two maps of
		// about a thousand hexes each
		ms := eval[float64](p, `(() => { let best = 1e9; for (let i = 0; i < 5; i++) { renderMaps(); best = Math.min(best, M.drawMs); } return best; })()`)
		t.Logf("redraw of two-cities (%s's seat, setup): %.1f ms, %d hexes and %d counters drawn", side, ms,
			eval[int](p, `document.querySelectorAll('#maps polygon[data-hex]').length`), eval[int](p, `document.querySelectorAll('#maps g[data-unit]').length`))
		seatTrue(t, p, c, tok.Game, tok.Sides[side], side)
		mine := c.view(tok.Game, tok.Sides[side])
		if mine.Phase != "setup" {
			continue
		}
		i := slices.IndexFunc(mine.Legal, func(a engine.Action) bool { return a.Kind == "buy" })
		if i < 0 {
			continue
		}
		buy := mine.Legal[i]
		assert.Zero(t, eval[int](p, `document.querySelectorAll('#undo').length`), "no undo before any action")
		p.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`button[data-action=%q]`, buy.String()))))
		p.confirm(next(), buy)
		p.until(fmt.Sprintf(`G.view.position === %d`, mine.Position+1))
		p.do(chromedp.WaitVisible(chromedp.CSS("#undo")))
		p.do(chromedp.Click(chromedp.CSS("#undo")))
		p.until(fmt.Sprintf(`G.view.position === %d`, mine.Position))
		assert.Equal(t, mine.Position, c.view(tok.Game, tok.Host).Position, "the purchase taken back")
		p.shot(next(), "undone")
	}
}

// passAll plays a base game up to a move that opens reaction windows for
// the other side, whose seat passes them all with one click.
func passAll(t *testing.T, browser context.Context, srv *Server, c client, base, shots string, next func() int) {
	tok := c.create(CreateRequest{Ruleset: "base", Seed: seed(1)})
	v := c.view(tok.Game, tok.Host)
	c.act(tok.Game, tok.Host, v.Legal[slices.IndexFunc(v.Legal, func(a engine.Action) bool { return actor(v, a) == "" })])
	// the mover draws the move's path hex by hex and moves along it
	v = c.view(tok.Game, tok.Host)
	move := openingMove(t, srv, c, tok.Game, tok.Host, v)
	mctx, cancelMover := chromedp.NewContext(browser)
	defer cancelMover()
	m := tab{t, mctx, v.ActingSide + "-path", shots}
	m.do(chromedp.Navigate(base+"/#game="+tok.Game+"&token="+tok.Sides[v.ActingSide]), chromedp.WaitVisible(chromedp.CSS("#maps svg")))
	m.until(fmt.Sprintf(`G.view && G.view.position === %d`, v.Position))
	movingFire(t, c, m, tok, v, next)
	m.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#maps g[data-unit=%q]`, actor(v, move)))), chromedp.WaitVisible(chromedp.CSS("#draw-path")),
		chromedp.Click(chromedp.CSS("#draw-path")))
	path, ok := move.Params["path"].([]any)
	require.True(t, ok, "%s has no path", move.String())
	for i, h := range path {
		m.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#maps polygon[data-hex=%q]`, h))))
		m.until(fmt.Sprintf(`G.path && G.path.hexes.length === %d`, i+1))
	}
	m.shot(next(), "path-drawn")
	m.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`button.along[data-action=%q]`, move.String()))))
	// a move rolls no die before the window: no odds, and where it stops
	shown := m.confirm(next(), move)
	assert.Contains(t, shown, "No dice are rolled before it stops")
	assert.Contains(t, shown, "The action stops where")
	assert.Contains(t, shown, "what is left of its path")
	assert.NotContains(t, shown, "%", "odds of a move without dice")
	m.until(fmt.Sprintf(`G.view.position > %d`, v.Position))
	w := c.view(tok.Game, tok.Host)
	require.NotNil(t, w.Interrupt)
	side := w.Interrupt.Side
	bctx, cancel := chromedp.NewContext(browser)
	defer cancel()
	q := tab{t, bctx, side + "-pass", shots}
	q.do(chromedp.Navigate(base+"/#game="+tok.Game+"&token="+tok.Sides[side]), chromedp.WaitVisible(chromedp.CSS("#pass-all")))
	q.shot(next(), "window")
	q.do(chromedp.Click(chromedp.CSS("#pass-all")))
	q.until(fmt.Sprintf(`G.view.position > %d && !(G.view.interrupt && G.view.interrupt.side === %q)`, w.Position, side))
	after := c.view(tok.Game, tok.Host)
	assert.True(t, after.Interrupt == nil || after.Interrupt.Side != side, "a window of %s left open", side)
	t.Logf("one click passed %d window(s)", after.Position-w.Position)
	q.shot(next(), "passed-all")

	// the mover takes the move back, the windows the enemy passed with it;
	// then there is nothing of its own left to take back
	m.until(fmt.Sprintf(`G.view.position === %d`, after.Position))
	m.do(chromedp.WaitVisible(chromedp.CSS("#undo")), chromedp.Click(chromedp.CSS("#undo")))
	m.until(fmt.Sprintf(`G.view.position === %d`, v.Position))
	assert.Equal(t, v.Position, c.view(tok.Game, tok.Host).Position, "the move and its passes taken back")
	assert.Zero(t, eval[int](m, `document.querySelectorAll('#undo').length`), "no undo of the other seat's action")
	m.shot(next(), "move-undone")
}

// movingFire asks, by the page, the odds of a shot after a move that the
// enemy may answer on the way: the page says they stop at that window,
// the shot left out.
func movingFire(t *testing.T, c client, p tab, tok Tokens, v View, next func() int) {
	t.Helper()
	for _, a := range v.Legal {
		if a.Params["moving"] != "after" {
			continue
		}
		var o oddsAnswer
		c.call("GET", "/api/games/"+tok.Game+"/odds?action="+url.QueryEscape(mustJSON(t, ActionPayload{Kind: a.Kind, Params: a.Params})), tok.Host, nil, http.StatusOK, &o)
		if o.Stops == nil || o.Stops.P < 1 {
			continue
		}
		eval[bool](p, fmt.Sprintf(`(ask(G.view.legal.find((a) => formatAction(a) === %q)), true)`, a.String()))
		p.until(`!document.querySelector('#confirm').hidden && !document.querySelector('#confirm-odds').textContent.includes('weighing')`)
		shown := p.text("#confirm-odds")
		assert.Contains(t, shown, "No dice are rolled before it stops")
		assert.Contains(t, shown, "these odds cover it up to there")
		assert.Contains(t, shown, "a shot fired at the end of the move")
		assert.Contains(t, p.text("#confirm-action b"), "(no dice before ")
		p.shot(next(), "moving-fire-odds")
		eval[bool](p, `(closeChoice(), true)`)
		return
	}
	t.Fatalf("no moving fire after a move stops for a window at position %d", v.Position)
}

// minimap checks the overview of a game of several maps: one per map, a
// dot per counter on them, the viewport drawn on the shown map's, and a
// click on another map's shows that map.
func minimap(t *testing.T, p tab, v View) {
	t.Helper()
	require.Equal(t, len(v.Maps), eval[int](p, `document.querySelectorAll('#minimap svg[data-minimap]').length`), "a minimap per map")
	counters := 0
	for _, u := range v.Units {
		if u.Alive && u.OnMap && u.Aboard == "" && u.Hex != "" {
			counters++
		}
	}
	assert.Equal(t, counters, eval[int](p, `document.querySelectorAll('#minimap circle.dot').length`), "a dot per counter")
	shown := eval[string](p, `M.tab`)
	assert.Positive(t, eval[float64](p, fmt.Sprintf(`Number(document.querySelector('#minimap svg[data-minimap=%q] rect.viewport').getAttribute('width'))`, shown)), "the viewport on the minimap")
	other := v.Maps[0].ID
	if other == shown {
		other = v.Maps[1].ID
	}
	p.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#minimap svg[data-minimap=%q]`, other))))
	p.until(fmt.Sprintf(`M.tab === %q && !document.querySelector('#maps-inner .map[data-map=%q]').hidden`, other, other))
	assert.Equal(t, "visible", eval[string](p, fmt.Sprintf(`document.querySelector('#minimap svg[data-minimap=%q] rect.viewport').getAttribute('visibility')`, other)))
	p.shot(0, "minimap-jump")
}

// needsLine checks the odds panel reads the roll's threshold first when
// the odds carry it (a stub of the server's JSON), and says nothing of
// one when they do not.
func needsLine(t *testing.T, p tab) {
	t.Helper()
	stub := `{Exact: true, Runs: 36, Units: {x: {}}, Outcomes: [{P: 0.5833, Units: {}}, {P: 0.4167, Units: {x: {Eliminated: true}}}]`
	first := eval[string](p, `renderOdds(`+stub+`, needs: {dice: '2d6', at_least: 8, chance: {P: 0.4167, Margin: 0}}}, null).firstChild.textContent`)
	assert.Equal(t, "needs 8+ on 2d6: 41.7% to have an effect", first)
	without := eval[string](p, `renderOdds(`+stub+`}, null).textContent`)
	assert.NotContains(t, without, "needs")
}

// againstComputer creates a game against the computer on the home page
// (the Reich greedy), opens NATO's seat, draws by a click, and plays on
// over the API until the computer has acted: its action arrives at the
// NATO page as another seat's would, in the log.
func againstComputer(t *testing.T, browser context.Context, srv *Server, c client, base, shots string, next func() int) {
	t.Helper()
	home := tab{t, browser, "home-computer", shots}
	home.do(chromedp.Navigate(base+"/"), chromedp.WaitReady(chromedp.CSS(`#ruleset option[value="base"]`)))
	home.do(chromedp.SetValue(chromedp.CSS("#ruleset"), "base"))
	eval[bool](home, `(document.querySelector('#ruleset').dispatchEvent(new Event('change')), true)`)
	home.do(chromedp.SetValue(chromedp.CSS("#scenario"), "castle-road"))
	eval[bool](home, `(document.querySelector('#scenario').dispatchEvent(new Event('change')), true)`)
	home.do(chromedp.WaitReady(chromedp.CSS(`#players select[data-side="reich"]`)), chromedp.SetValue(chromedp.CSS(`#players select[data-side="reich"]`), PlayerGreedy),
		chromedp.SetValue(chromedp.CSS("#seed"), "1"), chromedp.Click(chromedp.CSS(`#create button[type="submit"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#links [data-computer="reich"]`)))
	assert.Contains(t, home.text(`#links [data-computer="reich"]`), "played by the computer (greedy)")
	assert.Zero(t, eval[int](home, `document.querySelectorAll('#links input[data-seat="reich"]').length`), "no seat link for the computer's side")
	links := eval[map[string]string](home, `Object.fromEntries([...document.querySelectorAll('#links input')].map((i) => [i.dataset.seat, i.value]))`)
	assert.Equal(t, links["nato"], eval[string](home, `document.querySelector('#play-seat').href`), "the one person's seat a click away")
	home.shot(next(), "created-computer")
	u, err := url.Parse(links["nato"])
	require.NoError(t, err)
	q, err := url.ParseQuery(u.Fragment)
	require.NoError(t, err)
	game, nato, host := q.Get("game"), q.Get("token"), tokenOf(t, links["host"])

	bctx, cancel := chromedp.NewContext(browser)
	defer cancel()
	p := tab{t, bctx, "nato-computer", shots}
	p.do(chromedp.Navigate(links["nato"]), chromedp.WaitVisible(chromedp.CSS("#maps svg")))
	p.until(`G.view !== null && document.querySelector('#turn').textContent.includes('computer: greedy')`)
	v := c.view(game, nato)
	draw := v.Legal[slices.IndexFunc(v.Legal, func(a engine.Action) bool { return actor(v, a) == "" })]
	p.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#others button[data-action=%q]`, draw.String()))))
	p.confirm(next(), draw)
	p.until(fmt.Sprintf(`G.view.position > %d`, v.Position))

	ctx, cancelPlay := context.WithTimeout(p.ctx, 2*time.Minute)
	defer cancelPlay()
	rec, _ := untilComputerActs(t, ctx, srv, c, game, host, nato)
	// the last line NATO may read of the computer's actions shows on its page
	line := ""
	for _, entry := range c.view(game, nato).Log {
		if entry.Action >= 0 && entry.Action < len(rec.Actions) && rec.Actions[entry.Action].Side == "reich" {
			line = entry.Text
		}
	}
	require.NotEmpty(t, line, "NATO reads no line of the computer's actions")
	p.until(fmt.Sprintf(`G.view.position >= %d && [...document.querySelectorAll('#log li')].some((li) => li.textContent.includes(%q))`, len(rec.Actions), line))
	p.shot(next(), "computer-moved")
}

// legible checks the counters can be read at the default zoom: every text
// on them at least 10 px high, every name whole and within its counter.
func legible(t *testing.T, p tab) {
	t.Helper()
	small := eval[[]string](p, `[...document.querySelectorAll('#maps g[data-unit] text')].filter((e) => {
		const px = parseFloat(getComputedStyle(e).fontSize) * e.getScreenCTM().a;
		return px < 10;
	}).map((e) => e.textContent)`)
	assert.Empty(t, small, "counter text under 10 px")
	cut := eval[[]string](p, `[...document.querySelectorAll('#maps g[data-unit]')].filter((g) => {
		const u = unitByID(g.dataset.unit);
		const shown = [...g.querySelectorAll('text.name')].map((e) => e.textContent).join(' ');
		const body = g.querySelector('rect.body').getBBox();
		const wide = [...g.querySelectorAll('text')].some((e) => e.getComputedTextLength() > body.width + 0.5);
		return shown !== u.name || wide;
	}).map((g) => g.dataset.unit)`)
	assert.Empty(t, cut, "counters whose name is cut or whose text overflows")
}

// seatTrue checks a seat is offered only what it may do: the page lists
// the seat's legal actions, and none names a unit of another side as the
// one acting or spends another side's points.
func seatTrue(t *testing.T, p tab, c client, game, token, side string) {
	t.Helper()
	v := c.view(game, token)
	p.until(fmt.Sprintf(`G.view && G.view.position === %d`, v.Position))
	assert.Equal(t, min(len(v.Legal), 1000), eval[int](p, `document.querySelectorAll('#legal li').length`))
	sides := map[string]string{}
	for _, u := range v.Units {
		sides[u.ID] = u.Side
	}
	for _, a := range v.Legal {
		if u := actor(v, a); u != "" && sides[u] != "" {
			assert.Equal(t, side, sides[u], "%s's seat offered %s", side, a.String())
		}
		for _, pv := range v.Actions[a.Kind].Params {
			if s, ok := a.Params[pv.Name].(string); ok && pv.Of == "own" && pv.Type == "string" {
				assert.Equal(t, side, s, "%s's seat offered %s", side, a.String())
			}
		}
	}
}

// oddsAddUp checks the odds the page shows: for each unit, the outcomes
// listed add up to 100%.
func oddsAddUp(t *testing.T, p tab) {
	t.Helper()
	p.until(`!document.querySelector('#confirm-odds').textContent.includes('weighing')`)
	sums := eval[map[string]float64](p, `(() => {
		const s = {};
		for (const tr of document.querySelectorAll('#confirm-odds tr.outcome')) s[tr.dataset.unit] = (s[tr.dataset.unit] || 0) + Number(tr.dataset.p);
		return s;
	})()`)
	for id, sum := range sums {
		assert.InDelta(t, 1, sum, 1e-9, "the outcomes of %s", id)
	}
}

// tokenOf is the token of a seat link.
func tokenOf(t *testing.T, link string) string {
	t.Helper()
	u, err := url.Parse(link)
	require.NoError(t, err)
	q, err := url.ParseQuery(u.Fragment)
	require.NoError(t, err)
	return q.Get("token")
}

// choose picks the action in the list the page offers when a click could
// mean several.
func choose(p tab, a engine.Action) {
	p.t.Helper()
	p.until(`!document.querySelector('#choices').hidden || !document.querySelector('#confirm').hidden`)
	if eval[bool](p, `!document.querySelector('#choices').hidden`) {
		p.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`#choices li[data-action=%q]`, a.String()))))
	}
}
