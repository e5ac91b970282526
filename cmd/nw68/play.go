package main

import (
	"bufio"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/spf13/cobra"
)

type playFlags struct {
	rules    rulesFlags
	scenario string
	seed     uint64
	save     string
	load     string
	script   string
	bots     []string
	limit    int
}

func newPlayCmd(g *globals) *cobra.Command {
	f := &playFlags{}
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play a scenario hot seat in the terminal (or from a script, or bot against bot)",
		Long: `play starts a scenario (by default the ruleset's first, with a random seed) and
reads commands: an action as "<kind> key=value ..." (lists comma-separated), or
help, legal, do N, why, map [HEX], units [SIDE], hex HEX, log [N], rule ID, save [FILE], quit.
It saves after every action (--save, default nw68-autosave.json); --load resumes a save.
--script FILE (or commands piped on standard input) plays without prompts.
--bot SIDE lets a random legal-action bot play a side ("all" for every side).`,
		Example: "  nw68 play\n  nw68 play --scenario day-8 --seed 7\n  nw68 play --bot nato\n  nw68 play --bot all --save game.json\n  nw68 play --load game.json",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runPlay(g, f, cmd.InOrStdin(), cmd.OutOrStdout())
		},
	}
	cmd.Flags().StringVar(&f.rules.ruleset, "ruleset", "base", "ruleset id")
	cmd.Flags().StringArrayVar(&f.rules.mods, "mod", nil, "mod id to layer on top (repeatable, in order)")
	cmd.Flags().StringVar(&f.scenario, "scenario", "", "scenario id (default: the ruleset's first)")
	cmd.Flags().Uint64Var(&f.seed, "seed", 0, "dice seed (default: random)")
	cmd.Flags().StringVar(&f.save, "save", "nw68-autosave.json", "file the game is saved to after every action (\"\" for none)")
	cmd.Flags().StringVar(&f.load, "load", "", "resume a saved game")
	cmd.Flags().StringVar(&f.script, "script", "", "read commands from this file instead of the terminal")
	cmd.Flags().StringArrayVar(&f.bots, "bot", nil, "side played by a random bot (repeatable; \"all\" for every side)")
	cmd.Flags().IntVar(&f.limit, "max-actions", 20000, "stop after this many actions (a safety net for bot games)")
	return cmd
}

// session is one game at the terminal.
type session struct {
	l        *loaded
	e        *engine.Engine
	scenario string
	seed     uint64
	save     string
	bots     map[string]*bot.Random
	allBots  bool
	out      io.Writer
	legal    []engine.Action
	focus    string
}

func runPlay(g *globals, f *playFlags, stdin io.Reader, out io.Writer) error {
	l, err := g.loadRules(f.rules)
	if err != nil {
		return err
	}
	s := &session{l: l, out: out, save: f.save, bots: map[string]*bot.Random{}}
	if f.load != "" {
		if err := s.resume(f.load); err != nil {
			return err
		}
	} else {
		sc, err := l.scenario(f.scenario)
		if err != nil {
			return err
		}
		s.seed = f.seed
		if s.seed == 0 {
			var b [8]byte
			_, _ = rand.Read(b[:])
			s.seed = binary.LittleEndian.Uint64(b[:]) >> 1
		}
		s.scenario = sc.ID
		if s.e, err = l.newGame(sc, s.seed); err != nil {
			return &exitError{code: exitFailures, err: err}
		}
		fmt.Fprintf(out, "%s: %s (seed %d)\n", sc.ID, sc.Title, s.seed)
		if sc.Note != "" {
			fmt.Fprintln(out, sc.Note)
		}
	}
	for i, side := range f.bots {
		if side == "all" {
			s.allBots = true
			side = "*"
		}
		s.bots[side] = bot.NewRandom(s.seed + uint64(i) + 1)
	}
	in := stdin
	interactive := f.script == "" && isTerminal(stdin)
	if f.script != "" {
		file, err := os.Open(f.script)
		if err != nil {
			return badInput("script: %v", err)
		}
		defer file.Close()
		in = file
	}
	if err := s.loop(bufio.NewScanner(in), interactive, f.limit); err != nil {
		return err
	}
	return nil
}

func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	return ok && isCharDevice(f)
}

func isTerminalWriter(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && isCharDevice(f)
}

func isCharDevice(f *os.File) bool {
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// readSave reads a saved game.
func readSave(path string) (engine.Game, error) {
	file, err := os.Open(path)
	if err != nil {
		return engine.Game{}, badInput("load: %v", err)
	}
	defer file.Close()
	rec, err := engine.ReadGame(file)
	if err != nil {
		return rec, badInput("load %s: %v", path, err)
	}
	return rec, nil
}

func (s *session) resume(path string) error {
	rec, err := readSave(path)
	if err != nil {
		return err
	}
	if s.e, err = s.l.replay(rec, nil); err != nil {
		return &exitError{code: exitFailures, err: err}
	}
	s.e.TrackDigests = true
	s.scenario, s.seed = rec.Scenario, rec.Seed
	fmt.Fprintf(s.out, "resumed %s after %d actions (seed %d)\n", rec.Scenario, len(rec.Actions), rec.Seed)
	return nil
}

// botFor returns the bot that plays the side to act, or nil for a person.
func (s *session) botFor() *bot.Random {
	side := s.e.ActingSide()
	if b, ok := s.bots[side]; ok {
		return b
	}
	if b, ok := s.bots["*"]; ok {
		return b
	}
	if side == "" && len(s.bots) > 0 {
		// between activations anyone may take the next step: a bot does when
		// every side is a bot's
		for _, sd := range s.e.State.Sides {
			if _, ok := s.bots[sd]; !ok && !slices.Contains(s.e.State.Automated, sd) {
				return nil
			}
		}
		for _, b := range s.bots {
			return b
		}
	}
	return nil
}

func (s *session) loop(sc *bufio.Scanner, interactive bool, limit int) error {
	s.status()
	for n := 0; !s.e.Over(); {
		if b := s.botFor(); b != nil {
			if n >= limit {
				return &exitError{code: exitFailures, err: fmt.Errorf("stopped after %d actions without a result", limit)}
			}
			a, err := b.Choose(s.e)
			if err != nil {
				return &exitError{code: exitFailures, err: fmt.Errorf("bot for %s: %w", s.e.ActingSide(), err)}
			}
			side := s.e.ActingSide()
			if err := s.submit(a); err != nil {
				return &exitError{code: exitFailures, err: fmt.Errorf("bot action %s: %w", formatAction(a), err)}
			}
			if !s.allBots {
				fmt.Fprintf(s.out, "bot (%s): %s\n", side, formatAction(a))
			}
			n++
			continue
		}
		if interactive {
			fmt.Fprintf(s.out, "%s> ", s.prompt())
		}
		if !sc.Scan() {
			return sc.Err() // the script ran out: the game stays saved as it is
		}
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if !interactive {
			fmt.Fprintf(s.out, "> %s\n", line)
		}
		quit, err := s.command(line)
		if err != nil {
			fmt.Fprintln(s.out, err)
		}
		if quit {
			return nil
		}
		n++
	}
	fmt.Fprintf(s.out, "game over: %s\n", s.e.State.Result)
	if v, ok := s.e.Reports["victory"]; ok {
		fmt.Fprintf(s.out, "victory points: %s\n", formatFields(v))
	}
	return nil
}

func (s *session) prompt() string {
	st := s.e.State
	who := st.ActiveFormation
	if who == "" {
		who = st.ActiveSide
	}
	if n := len(st.Interrupts); n > 0 {
		w := st.Interrupts[n-1]
		return fmt.Sprintf("turn %d %s, %s reacts (%s)", st.Turn, st.Phase, w.Side, strings.Join(w.Actions, "/"))
	}
	if who == "" {
		return fmt.Sprintf("turn %d %s", st.Turn, st.Phase)
	}
	return fmt.Sprintf("turn %d %s, %s", st.Turn, st.Phase, who)
}

func (s *session) status() {
	if s.allBots {
		return
	}
	fmt.Fprintf(s.out, "%s\n", s.prompt())
	renderMap(s.out, s.e, focusHex(s.e, s.focus), 7, 4)
	if n := len(s.e.State.Interrupts); n > 0 {
		w := s.e.State.Interrupts[n-1]
		fmt.Fprintf(s.out, "%s may react to %s in %s with %s; any other action passes it up\n", w.Side, w.Context["unit"], w.Context["hex"], strings.Join(w.Actions, " or "))
	}
}

// submit takes an action, prints what it did and saves the game.
func (s *session) submit(a engine.Action) error {
	before := len(s.e.Log)
	if err := s.e.Submit(a); err != nil {
		return err
	}
	if !s.allBots {
		for _, entry := range s.e.Log[before:] {
			fmt.Fprintf(s.out, "  %s%s\n", entry.Text, ruleTag(entry.Rule))
		}
	}
	if u, ok := a.Params["unit"].(string); ok {
		s.focus = u
	}
	s.legal = nil
	return s.autosave()
}

func (s *session) autosave() error {
	if s.save == "" {
		return nil
	}
	tmp := s.save + ".tmp"
	file, err := os.Create(tmp)
	if err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	if err := engine.WriteGame(file, s.e.Record(s.scenario, s.seed, s.l.mods)); err != nil {
		file.Close()
		return fmt.Errorf("autosave: %w", err)
	}
	if err := file.Close(); err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	return os.Rename(tmp, s.save)
}

func ruleTag(rule string) string {
	if rule == "" {
		return ""
	}
	return " [" + rule + "]"
}

// command runs one line; it reports true to quit.
func (s *session) command(line string) (bool, error) {
	words := strings.Fields(line)
	switch words[0] {
	case "quit", "exit":
		return true, nil
	case "help":
		s.help()
	case "map":
		focus := focusHex(s.e, s.focus)
		if len(words) > 1 {
			h, err := s.e.Layout.Parse(words[1])
			if err != nil {
				return false, err
			}
			focus = h
		}
		renderMap(s.out, s.e, focus, 7, 4)
	case "units":
		for _, id := range s.e.State.UnitIDs() {
			u := s.e.State.Units[id]
			if len(words) > 1 && u.Side != words[1] {
				continue
			}
			fmt.Fprintln(s.out, describeUnit(s.e, u))
		}
	case "hex":
		if len(words) < 2 {
			return false, errors.New("hex LABEL")
		}
		return false, s.describeHex(words[1])
	case "log":
		n := 15
		if len(words) > 1 {
			n, _ = strconv.Atoi(words[1])
		}
		for _, entry := range s.e.Log[max(0, len(s.e.Log)-n):] {
			fmt.Fprintf(s.out, "turn %d %s: %s%s\n", entry.Turn, entry.Phase, entry.Text, ruleTag(entry.Rule))
		}
	case "why":
		s.why()
	case "rule":
		if len(words) < 2 {
			return false, errors.New("rule ID")
		}
		r, ok := s.e.Rules.Rules[words[1]]
		if !ok {
			return false, fmt.Errorf("no rule %q", words[1])
		}
		fmt.Fprintf(s.out, "%s %s %s: %s\n", r.ID, r.Section, r.Title, r.Summary)
	case "legal":
		return false, s.listLegal(words[1:])
	case "do":
		if len(words) < 2 {
			return false, errors.New("do N: take action N of the last legal list")
		}
		i, err := strconv.Atoi(words[1])
		if err != nil || i < 1 || i > len(s.legal) {
			return false, fmt.Errorf("no action %s in the last list (run legal)", words[1])
		}
		return false, s.act(s.legal[i-1])
	case "save":
		path := s.save
		if len(words) > 1 {
			path = words[1]
		}
		old := s.save
		s.save = path
		err := s.autosave()
		s.save = old
		if err == nil {
			fmt.Fprintf(s.out, "saved to %s\n", path)
		}
		return false, err
	default:
		a, err := s.parseAction(words)
		if err != nil {
			return false, err
		}
		return false, s.act(a)
	}
	return false, nil
}

func (s *session) act(a engine.Action) error {
	err := s.submit(a)
	if rej, ok := engine.IsRejection(err); ok {
		msg := fmt.Sprintf("refused (%s): %s", rej.Code, rej.Reason)
		if r, ok := s.e.Rules.Rules[rej.Rule]; ok {
			msg += fmt.Sprintf("\n  rule %s %s: %s", r.ID, r.Title, r.Summary)
		}
		return errors.New(msg)
	}
	if err != nil {
		return err
	}
	s.status()
	return nil
}

func (s *session) help() {
	fmt.Fprintln(s.out, "actions (type the kind and key=value parameters; lists are comma-separated):")
	for _, id := range s.e.Rules.ActionList {
		a := s.e.Rules.Actions[id]
		var ps []string
		for _, p := range a.Params {
			t := p.Name + "=" + p.Type
			if p.Optional {
				t = "[" + t + "]"
			}
			ps = append(ps, t)
		}
		fmt.Fprintf(s.out, "  %-18s %-50s %s\n", id, strings.Join(ps, " "), a.Title)
	}
	fmt.Fprintln(s.out, "other commands: legal [KIND], do N, why, map [HEX], units [SIDE], hex HEX, log [N], rule ID, save [FILE], quit")
}

func (s *session) describeHex(label string) error {
	h, err := s.e.Layout.Parse(label)
	if err != nil {
		return err
	}
	info := s.e.Hex(h)
	line := fmt.Sprintf("%s: %s", s.e.Label(h), info.Terrain)
	if len(info.Features) > 0 {
		line += " with " + strings.Join(info.Features, ", ")
	}
	if info.Name != "" {
		line += " (" + info.Name + ")"
	}
	for _, m := range s.e.State.MarkersAt(h) {
		line += fmt.Sprintf("; %s level %d", m.Kind, m.Level)
	}
	if side, ok := s.e.State.Control[h]; ok {
		line += "; held by " + side
	}
	fmt.Fprintln(s.out, line)
	for _, u := range s.e.State.UnitsAt(h) {
		fmt.Fprintln(s.out, "  "+describeUnit(s.e, u))
	}
	return nil
}

// why prints the values computed by the last action, term by term, with
// the rules they cite.
func (s *session) why() {
	if len(s.e.Values) == 0 {
		fmt.Fprintln(s.out, "the last action computed no value")
		return
	}
	for _, v := range s.e.Values {
		fmt.Fprintln(s.out, v.String())
		for _, t := range v.Terms {
			if r, ok := s.e.Rules.Rules[t.Rule]; ok {
				fmt.Fprintf(s.out, "    %+d %s: %s (%s)\n", t.Value, t.Label, r.Title, r.ID)
			}
		}
	}
}

func (s *session) listLegal(kinds []string) error {
	all, err := s.e.LegalActions()
	if err != nil {
		return err
	}
	s.legal = s.legal[:0]
	for _, a := range all {
		if len(kinds) == 0 || slices.Contains(kinds, a.Kind) {
			s.legal = append(s.legal, a)
		}
	}
	for i, a := range s.legal {
		fmt.Fprintf(s.out, "%3d  %s\n", i+1, formatAction(a))
	}
	if len(s.legal) == 0 {
		fmt.Fprintln(s.out, "no legal action")
	}
	return nil
}

// parseAction reads "<kind> key=value ..." using the action's declaration
// for the value types.
func (s *session) parseAction(words []string) (engine.Action, error) {
	def, ok := s.e.Rules.Actions[words[0]]
	if !ok {
		return engine.Action{}, fmt.Errorf("unknown command %q (help lists the actions and commands)", words[0])
	}
	a := engine.Action{Kind: def.ID, Params: map[string]any{}}
	for _, w := range words[1:] {
		key, val, found := strings.Cut(w, "=")
		if !found {
			return a, fmt.Errorf("%q: write parameters as key=value", w)
		}
		p := def.Param(key)
		if p == nil {
			return a, fmt.Errorf("%s takes no parameter %q", def.ID, key)
		}
		switch p.Type {
		case ruleset.ParamUnits, ruleset.ParamHexes, ruleset.ParamStrings:
			a.Params[key] = strings.Split(val, ",")
		case ruleset.ParamInt:
			n, err := strconv.Atoi(val)
			if err != nil {
				return a, fmt.Errorf("%s must be a whole number", key)
			}
			a.Params[key] = n
		case ruleset.ParamBool:
			a.Params[key] = val == "true" || val == "yes" || val == "1"
		default:
			a.Params[key] = val
		}
	}
	return a, nil
}

// formatAction renders an action as the command that takes it.
func formatAction(a engine.Action) string {
	return strings.TrimSpace(a.Kind + " " + formatFields(a.Params))
}

func formatFields(m map[string]any) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		v := m[k]
		switch x := v.(type) {
		case []string:
			v = strings.Join(x, ",")
		case []any:
			ss := make([]string, len(x))
			for i, e := range x {
				ss[i] = fmt.Sprint(e)
			}
			v = strings.Join(ss, ",")
		}
		parts = append(parts, fmt.Sprintf("%s=%v", k, v))
	}
	return strings.Join(parts, " ")
}
