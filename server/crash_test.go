package server

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/nw68/nw68/core/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// childDB, set in the environment, makes the test binary a server over
// that database instead of running tests (see TestCrashSafety).
const childDB = "NW68_SERVER_TEST_CHILD_DB"

func TestMain(m *testing.M) {
	if db := os.Getenv(childDB); db != "" {
		serveChild(db)
		return
	}
	os.Exit(m.Run())
}

// serveChild serves the test project until killed, printing its address.
func serveChild(db string) {
	s, err := New(Options{FS: os.DirFS(testdata), DB: db, Limits: unlimited})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(ln.Addr().String())
	_ = http.Serve(ln, s.Handler())
}

// child is a server in another process.
type child struct {
	cmd  *exec.Cmd
	base string
}

func startChild(t *testing.T, db string) *child {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childDB+"="+db)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	addr, err := bufio.NewReader(out).ReadString('\n')
	require.NoError(t, err, "the child server did not start")
	return &child{cmd: cmd, base: "http://" + strings.TrimSpace(addr)}
}

// kill ends the child at once: no shutdown, no flush, as a crash would.
func (c *child) kill(t *testing.T) {
	t.Helper()
	require.NoError(t, c.cmd.Process.Signal(syscall.SIGKILL))
	_ = c.cmd.Wait()
}

// player plays random legal actions with a token, noting each action the
// server acknowledged, until a request fails (the server is gone).
type player struct {
	base, game, token string
	rng               *rand.Rand
	acked             []engine.Action
	// count is len(acked), for the test's goroutine to watch
	count atomic.Int64
}

// errGameOver is what a player's step returns once the game has nothing
// left to play.
var errGameOver = errors.New("the game is over")

func (p *player) step() error {
	req, _ := http.NewRequest("GET", p.base+"/api/games/"+p.game, nil)
	req.Header.Set("Authorization", "Bearer "+p.token)
	var v View
	if err := roundTrip(req, http.StatusOK, &v); err != nil {
		return err
	}
	if v.Over || len(v.Legal) == 0 {
		return errGameOver
	}
	a := pick(p.rng, v.Legal)
	body, _ := json.Marshal(ActionRequest{Position: &v.Position, Action: ActionPayload{Kind: a.Kind, Params: a.Params}})
	req, _ = http.NewRequest("POST", p.base+"/api/games/"+p.game+"/actions", bytes.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+p.token)
	req.Header.Set("Content-Type", "application/json")
	var res ActionResult
	if err := roundTrip(req, http.StatusOK, &res); err != nil {
		return err
	}
	p.acked = append(p.acked, res.Accepted...)
	p.count.Store(int64(len(p.acked)))
	return nil
}

func roundTrip(req *http.Request, want int, out any) error {
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode != want {
		return fmt.Errorf("%s %s: %d %s", req.Method, req.URL.Path, resp.StatusCode, data)
	}
	return json.Unmarshal(data, out)
}

// TestCrashSafety runs the server in another process, plays, kills it with
// SIGKILL while actions are in flight, restarts it on the same database
// and checks every acknowledged action is there, in order; twice.
func TestCrashSafety(t *testing.T) {
	db := filepath.Join(t.TempDir(), "crash.db")
	srv := startChild(t, db)
	c := client{t, srv.base}
	tok := c.create(CreateRequest{Ruleset: "skirmish", Seed: seed(5)})
	p := &player{base: srv.base, game: tok.Game, token: tok.Host, rng: rand.New(rand.NewPCG(5, 5))}

	for round := range 2 {
		// play in the background; kill the server after some acknowledgements
		done := make(chan error, 1)
		target := len(p.acked) + 8
		go func() {
			for {
				if err := p.step(); err != nil {
					done <- err
					return
				}
			}
		}()
		deadline := time.Now().Add(10 * time.Second)
		for p.count.Load() < int64(target) && time.Now().Before(deadline) && len(done) == 0 {
			time.Sleep(time.Millisecond)
		}
		srv.kill(t)
		err := <-done
		// a request cut by the kill fails with the transport's EOF; only a
		// finished game would make the round prove nothing
		require.NotErrorIs(t, err, errGameOver, "round %d: the game ended before the kill", round)
		acked := p.acked

		srv = startChild(t, db)
		c = client{t, srv.base}
		status, data := c.do("GET", "/api/games/"+tok.Game+"/export", tok.Host, nil)
		require.Equal(t, http.StatusOK, status, "%s", data)
		rec, err := engine.ReadGame(bytes.NewReader(data))
		require.NoError(t, err)
		require.GreaterOrEqual(t, len(rec.Actions), len(acked), "round %d: acknowledged actions lost", round)
		// at most the action in flight at the kill was committed unacknowledged
		assert.LessOrEqual(t, len(rec.Actions), len(acked)+2, "round %d", round)
		for i, a := range acked {
			want, _ := json.Marshal(a)
			got, _ := json.Marshal(rec.Actions[i])
			require.JSONEq(t, string(want), string(got), "round %d: action %d", round, i)
		}
		t.Logf("round %d: %d acknowledged, %d stored", round, len(acked), len(rec.Actions))
		p.base, p.acked = srv.base, rec.Actions
		p.count.Store(int64(len(p.acked)))
	}
}
