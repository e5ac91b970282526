package main

import (
	"bufio"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"math"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/nw68/nw68/core/ai"
	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/dice"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/explain"
	"github.com/nw68/nw68/core/hex"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/text"
	"github.com/nw68/nw68/game"
	"github.com/nw68/nw68/script"
	"github.com/spf13/cobra"
)

type playFlags struct {
	rules    rulesFlags
	lua      script.Options
	scenario string
	campaign string
	seed     uint64
	save     string
	load     string
	script   string
	bots     []string
	players  []string
	automate []string
	limit    int
}

func newPlayCmd(g *globals) *cobra.Command {
	f := &playFlags{}
	cmd := &cobra.Command{
		Use:     "play",
		Short:   helpText("help.play.short"),
		Long:    helpText("help.play.long", "commands", commandList()),
		Example: helpText("help.play.example"),
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runPlay(g, f, cmd)
		},
	}
	f.rules.register(cmd, "base", "play")
	cmd.Flags().StringVar(&f.scenario, "scenario", "", helpText("help.flag.scenario"))
	cmd.Flags().StringVar(&f.campaign, "campaign", "", helpText("help.play.flag.campaign"))
	cmd.Flags().Uint64Var(&f.seed, "seed", 0, helpText("help.play.flag.seed"))
	cmd.Flags().StringVar(&f.save, "save", "", helpText("help.play.flag.save"))
	cmd.Flags().StringVar(&f.load, "load", "", helpText("help.play.flag.load"))
	cmd.Flags().StringVar(&f.script, "script", "", helpText("help.play.flag.script"))
	cmd.Flags().StringArrayVar(&f.bots, "bot", nil, helpText("help.play.flag.bot"))
	cmd.Flags().StringArrayVar(&f.players, "player", nil, helpText("help.play.flag.player", "kinds", playerKindsKey))
	cmd.Flags().StringArrayVar(&f.automate, "automate", nil, helpText("help.play.flag.automate"))
	cmd.Flags().IntVar(&f.limit, "max-actions", defaultMaxActions, helpText("help.play.flag.max-actions", "most", engine.MaxSaveActions))
	addLuaFlags(cmd, &f.lua)
	return cmd
}

// session is one game at the terminal.
type session struct {
	l        *loaded
	e        *engine.Engine
	scenario string
	seed     uint64
	save     string
	// autosaved says the save file is the default one, named after the
	// game (a campaign's step each its own).
	autosaved bool
	// saved holds the files this session wrote: they hold this game.
	saved   map[string]bool
	bots    map[string]ai.Chooser
	allBots bool
	// chose is the computer's last decision, for why: the side and the
	// candidates it judged, best first (none for a random bot).
	chose  string
	chosen []ai.Choice
	out    io.Writer
	legal  []engine.Action
	focus  string
	// glyphs draw the map: the ruleset's symbols and the units' keys, kept
	// for the whole game.
	glyphs *Glyphs
	// say is the program's printer in the session's language, lang that
	// language, in which it prints the game's lines too.
	say  *text.Printer
	lang *text.Language
}

// line renders a log line in the session's language.
func (s *session) line(entry engine.LogEntry) string {
	return engine.Line(s.e.Rules, s.say, entry)
}

// sideName is a side's name in the session's language, its id where no
// language names it (English play shows ids).
func (s *session) sideName(side string) string {
	return s.text(ruleset.KindSide, side, "name", side)
}

// text is a text of the game in the session's language: a scenario's
// title or note, a rule's title (english where none is translated).
func (s *session) text(kind, id, field, english string) string {
	return s.e.Rules.Text(s.lang.ID, kind, id, field, english)
}

func newSession(l *loaded, e *engine.Engine, scenario string, seed uint64, out io.Writer, say *text.Printer) *session {
	return &session{l: l, e: e, scenario: scenario, seed: seed, out: out, saved: map[string]bool{}, bots: map[string]ai.Chooser{}, glyphs: newGlyphs(e), say: say, lang: say.Lang()}
}

func runPlay(g *globals, f *playFlags, cmd *cobra.Command) error {
	if err := checkCount("max-actions", f.limit, engine.MaxSaveActions); err != nil {
		return err
	}
	var s *session
	var err error
	if f.load != "" {
		for _, name := range []string{"scenario", "campaign", "seed"} {
			if cmd.Flags().Changed(name) {
				return badInput("--%s with --load: a save keeps its own %s", name, name)
			}
		}
		s, err = resume(g, f, cmd)
	} else {
		if f.campaign != "" && cmd.Flags().Changed("scenario") {
			return badInput("--scenario with --campaign: a campaign plays its own scenarios")
		}
		s, err = start(g, f, cmd)
	}
	if err != nil {
		return err
	}
	what, sides := s.sides()
	for i, side := range f.bots {
		if side == "all" {
			s.allBots = true
			side = "*"
		} else if !slices.Contains(sides, side) {
			return badInput("--bot %s: %s has no side %q; its sides are %s", side, what, side, strings.Join(sides, ", "))
		}
		s.bots[side] = bot.NewRandom(s.seed + uint64(i) + 1)
	}
	players, err := parsePlayers(f.players, sides)
	if err != nil {
		return err
	}
	for i, side := range slices.Sorted(maps.Keys(players)) {
		if _, ok := s.bots[side]; ok {
			return badInput("--player %s=%s: --bot %s plays that side already", side, players[side], side)
		}
		s.bots[side] = players[side].chooser(s.e.Rules, s.seed+uint64(len(f.bots)+i)+1)
	}
	in := cmd.InOrStdin()
	interactive := f.script == "" && isTerminal(in)
	if f.script != "" {
		file, err := os.Open(f.script)
		if err != nil {
			return badInput("script: %w", err)
		}
		defer file.Close()
		in = file
	}
	s.save, s.autosaved = f.save, !cmd.Flags().Changed("save")
	if s.autosaved {
		s.save = s.autosavePath()
	}
	// a save file that holds something else is refused now, not after a move
	if err := s.autosave(); err != nil {
		return badInput("%w", err)
	}
	return s.play(bufio.NewScanner(in), interactive, f.limit)
}

// sides names what is played, the scenario or the campaign, and the sides
// it has: a campaign's are those of its steps from this one on.
func (s *session) sides() (string, []string) {
	at := s.e.Campaign
	if at == nil {
		return "scenario " + s.scenario, s.e.State.Sides
	}
	var sides []string
	for _, step := range s.e.Rules.Campaigns[at.ID].Steps[at.Step-1:] {
		for _, side := range s.e.Rules.Scenarios[step.Scenario].Setup.Sides {
			if !slices.Contains(sides, side) {
				sides = append(sides, side)
			}
		}
	}
	return "campaign " + at.ID, sides
}

// autosavePath is the default save file of the game.
func (s *session) autosavePath() string {
	if at := s.e.Campaign; at != nil {
		return fmt.Sprintf("nw68-autosave-%s-step%d-%d.json", url.PathEscape(at.ID), at.Step, s.seed)
	}
	return fmt.Sprintf("nw68-autosave-%s-%d.json", url.PathEscape(s.scenario), s.seed)
}

// play plays the game and, when it is a campaign's step, the later steps,
// each set up with what it carries from the finished game before it.
func (s *session) play(sc *bufio.Scanner, interactive bool, limit int) error {
	for {
		if err := s.loop(sc, interactive, limit); err != nil || !s.e.Over() || s.e.Campaign == nil {
			return err
		}
		c, more, err := game.Next(s.e)
		if err != nil {
			return &exitError{code: exitFailures, err: err}
		}
		if !more {
			fmt.Fprintln(s.out, s.say.T("play.campaign_over", "id", s.e.Campaign.ID, "n", s.e.Campaign.Step))
			return nil
		}
		c.Automate = s.e.Automate
		e, err := s.l.newGame(c, s.seed)
		if err != nil {
			return &exitError{code: exitFailures, err: err}
		}
		s.e, s.scenario, s.legal, s.focus, s.glyphs = e, c.Scenario, nil, "", newGlyphs(e)
		if s.autosaved {
			s.save = s.autosavePath()
		}
		s.announce()
		if err := s.autosave(); err != nil {
			return &exitError{code: exitFailures, err: err}
		}
	}
}

// announce names the game at its start: the scenario, and its place in a
// campaign.
func (s *session) announce() {
	if at := s.e.Campaign; at != nil {
		c := s.e.Rules.Campaigns[at.ID]
		fmt.Fprintln(s.out, s.say.T("play.campaign", "id", c.ID, "title", s.text(ruleset.KindCampaign, c.ID, "title", c.Title), "step", at.Step, "steps", len(c.Steps)))
	}
	sc := s.e.Scenario
	fmt.Fprintln(s.out, s.say.T("play.scenario", "id", sc.ID, "title", s.text(ruleset.KindScenario, sc.ID, "title", sc.Title), "seed", s.seed))
	if sc.Note != "" {
		fmt.Fprintln(s.out, s.text(ruleset.KindScenario, sc.ID, "note", sc.Note))
	}
	for _, note := range s.e.Rules.TextList(s.lang.ID, ruleset.KindScenario, sc.ID, "notes", sc.Notes) {
		fmt.Fprintln(s.out, s.say.T("play.setup", "note", note))
	}
}

// start sets up a new game as the flags say.
func start(g *globals, f *playFlags, cmd *cobra.Command) (*session, error) {
	l, err := g.loadRules(f.rules, f.lua)
	if err != nil {
		return nil, err
	}
	var c game.Config
	if f.campaign != "" {
		if c, err = l.rules.Start(f.campaign); err != nil {
			return nil, badInput("%w", err)
		}
	} else {
		sc, err := l.scenario(f.scenario)
		if err != nil {
			return nil, err
		}
		c.Scenario = sc.ID
	}
	c.Automate = f.automate
	seed := f.seed
	if !cmd.Flags().Changed("seed") {
		var b [8]byte
		_, _ = rand.Read(b[:])
		seed = binary.LittleEndian.Uint64(b[:]) >> 1
	}
	e, err := l.newGame(c, seed)
	if err != nil {
		return nil, &exitError{code: exitFailures, err: err}
	}
	s := newSession(l, e, c.Scenario, seed, cmd.OutOrStdout(), g.say)
	s.announce()
	return s, nil
}

// resume rebuilds a saved game with the rules and mods the save names.
func resume(g *globals, f *playFlags, cmd *cobra.Command) (*session, error) {
	rec, err := readSave(f.load)
	if err != nil {
		return nil, badInput("load: %w", err)
	}
	l, err := g.loadRules(f.rules.forSave(cmd, rec), f.lua)
	if err != nil {
		return nil, fmt.Errorf("load %s: %w", f.load, err)
	}
	e, err := l.replay(rec)
	if err != nil {
		return nil, &exitError{code: exitFailures, err: fmt.Errorf("load %s: %w", f.load, err)}
	}
	e.TrackDigests = true
	s := newSession(l, e, rec.Scenario, rec.Seed, cmd.OutOrStdout(), g.say)
	what := rec.Scenario
	if at := rec.Campaign; at != nil {
		what = s.say.T("play.resumed_campaign", "scenario", what, "id", at.ID, "step", at.Step)
	}
	fmt.Fprintln(s.out, s.say.T("play.resumed", "what", what, "n", len(rec.Actions), "seed", rec.Seed))
	return s, nil
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

// readSave reads a saved game. Only a regular file is opened: a FIFO or a
// device named by mistake would block or never end.
func readSave(path string) (engine.Game, error) {
	info, err := os.Stat(path)
	if err != nil {
		return engine.Game{}, err
	}
	if !info.Mode().IsRegular() {
		return engine.Game{}, fmt.Errorf("%s is not a regular file", path)
	}
	file, err := os.Open(path)
	if err != nil {
		return engine.Game{}, err
	}
	defer file.Close()
	rec, err := engine.ReadGame(file)
	if err != nil {
		return engine.Game{}, fmt.Errorf("%s: %w", path, err)
	}
	return rec, nil
}

// botFor returns the bot that plays the side to act, or nil for a person.
func (s *session) botFor() ai.Chooser {
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
		// the first side's, so the game its seed gives is the same every time
		for _, sd := range s.e.State.Sides {
			if b, ok := s.bots[sd]; ok {
				return b
			}
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
				return &exitError{code: exitFailures, err: fmt.Errorf("bot action %s: %w", a, err)}
			}
			who := "play.bot"
			if p, ok := b.(*ai.Player); ok {
				who, s.chose, s.chosen = "play.ai", side, p.Last
			}
			if !s.allBots {
				fmt.Fprintln(s.out, s.say.T(who, "side", s.sideName(side), "action", a.String()))
			}
			n++
			continue
		}
		if interactive {
			fmt.Fprintf(s.out, "%s> ", s.prompt())
		}
		if !sc.Scan() {
			if err := sc.Err(); err != nil {
				return badInput("reading commands: %w", err)
			}
			return nil // the commands ran out: the game stays saved as it is
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
	fmt.Fprintln(s.out, s.say.T("play.game_over", "result", engine.Result(s.e.Rules, s.say, s.e.State)))
	if v, ok := s.e.Reports["victory"]; ok {
		fmt.Fprintln(s.out, s.say.T("play.victory_points", "fields", engine.FormatParams(v)))
	}
	return nil
}

func (s *session) prompt() string {
	st := s.e.State
	who := st.ActiveFormation
	if who == "" {
		who = st.ActiveSide
	}
	phase := s.text(ruleset.KindPhase, st.Phase, "title", st.Phase)
	if n := len(st.Interrupts); n > 0 {
		w := st.Interrupts[n-1]
		return s.say.T("play.prompt_reacts", "turn", st.Turn, "phase", phase, "side", s.sideName(w.Side), "actions", strings.Join(w.Actions, "/"))
	}
	if who == "" {
		return s.say.T("play.prompt", "turn", st.Turn, "phase", phase)
	}
	if st.ActiveFormation != "" {
		who = s.text(ruleset.KindFormation, who, "name", who)
	} else {
		who = s.sideName(who)
	}
	return s.say.T("play.prompt_who", "turn", st.Turn, "phase", phase, "who", who)
}

func (s *session) status() {
	if s.allBots {
		return
	}
	fmt.Fprintf(s.out, "%s\n", s.prompt())
	s.showMap(focusHex(s.e, s.focus))
	if n := len(s.e.State.Interrupts); n > 0 {
		w := s.e.State.Interrupts[n-1]
		if r := w.Roll; r != nil {
			roll := dice.Roll{Purpose: r.Purpose, Sides: r.Sides, Faces: r.Faces}
			fmt.Fprintln(s.out, s.say.T("play.answer_roll", "side", s.sideName(w.Side), "roll", roll.String(), "actions", strings.Join(w.Actions, s.say.T("play.or"))))
			return
		}
		fmt.Fprintln(s.out, s.say.T("play.react", "side", s.sideName(w.Side), "unit", w.Context["unit"], "hex", w.Context["hex"], "actions", strings.Join(w.Actions, s.say.T("play.or"))))
	}
}

// showMap draws the map around a hex.
func (s *session) showMap(focus hex.Hex) {
	renderMap(s.out, s.e, s.glyphs, s.say, focus, 6, 4)
}

// submit takes an action, prints what it did and saves the game.
func (s *session) submit(a engine.Action) error {
	before := len(s.e.Log)
	if err := s.e.Submit(a); err != nil {
		return err
	}
	if !s.allBots {
		for _, entry := range s.e.Log[before:] {
			fmt.Fprintf(s.out, "  %s%s\n", s.line(entry), ruleTag(entry.Rule))
		}
	}
	if u, ok := a.Params["unit"].(string); ok {
		s.focus = u
	}
	s.legal = nil
	return s.autosave()
}

// autosave saves the game to its save file, if it has one.
func (s *session) autosave() error {
	if s.save == "" {
		return nil
	}
	return s.saveTo(s.save)
}

// saveTo writes the game to a temporary file renamed over path, so a crash
// never leaves half a save behind.
func (s *session) saveTo(path string) error {
	rec := s.e.Record(s.scenario, s.seed, s.l.mods)
	if err := s.checkSaveTarget(path, rec); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("save: %w", err)
	}
	err = engine.WriteGame(tmp, rec)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		_ = os.Remove(tmp.Name())
		return fmt.Errorf("save %s: %w", path, err)
	}
	s.saved[path] = true
	return nil
}

// checkSaveTarget refuses to replace anything but a regular file holding an
// earlier state of this very game: a save path is typed by hand, and a
// typo or a second game must never cost a file or another game's save.
func (s *session) checkSaveTarget(path string, rec engine.Game) error {
	info, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case !info.Mode().IsRegular():
		return errors.New("not a regular file; a save replaces only an earlier save of its own game")
	case s.saved[path]:
		return nil
	}
	prev, err := readSave(path)
	if err != nil {
		return fmt.Errorf("the file is not a save, so it is left alone (%w); choose another --save", err)
	}
	if !rec.Continues(prev) {
		return fmt.Errorf("the file holds another game (%s, seed %d, %d actions), so it is left alone; resume it with --load %s, or choose another --save", prev.Scenario, prev.Seed, len(prev.Actions), path)
	}
	return nil
}

func ruleTag(rule string) string {
	if rule == "" {
		return ""
	}
	return " [" + rule + "]"
}

// A command is a play command other than an action, with the number of
// arguments it takes.
type command struct {
	name, args  string
	least, most int
}

var commands = []command{
	{"legal", "[KIND]...", 0, math.MaxInt},
	{"do", "N", 1, 1},
	{"why", "", 0, 0},
	{"odds", "KIND [KEY=VALUE]...", 1, math.MaxInt},
	{"undo", "", 0, 0},
	{"map", "[HEX]", 0, 1},
	{"card", "UNIT", 1, 1},
	{"los", "FROM TO", 2, 2},
	{"reach", "UNIT", 1, 1},
	{"units", "[SIDE]", 0, 1},
	{"hex", "HEX", 1, 1},
	{"log", "[N]", 0, 1},
	{"rule", "ID", 1, 1},
	{"save", "[FILE]", 0, 1},
	{"help", "", 0, 0},
	{"quit", "", 0, 0},
}

// commandList is the commands as help shows them.
func commandList() string {
	list := make([]string, len(commands))
	for i, c := range commands {
		list[i] = strings.TrimSpace(c.name + " " + c.args)
	}
	return strings.Join(list, ", ")
}

// command runs one line; it reports true to quit. A line it refuses
// leaves the game as it was.
func (s *session) command(line string) (bool, error) {
	words := strings.Fields(line)
	if len(words) == 0 {
		return false, nil
	}
	if words[0] == "exit" {
		words[0] = "quit"
	}
	i := slices.IndexFunc(commands, func(c command) bool { return c.name == words[0] })
	if i < 0 {
		a, err := s.parseAction(words)
		if err != nil {
			return false, err
		}
		return false, s.act(a)
	}
	c, args := commands[i], words[1:]
	if len(args) < c.least || len(args) > c.most {
		return false, errors.New(s.say.T("play.usage", "command", c.name, "args", c.args))
	}
	switch c.name {
	case "quit":
		return true, nil
	case "help":
		s.help()
	case "map":
		focus := focusHex(s.e, s.focus)
		if len(args) == 1 {
			h, err := s.e.Layout.Parse(args[0])
			if err != nil {
				return false, err
			}
			focus = h
		}
		s.showMap(focus)
	case "units":
		if len(args) == 1 && !slices.Contains(s.e.State.Sides, args[0]) {
			return false, errors.New(s.say.T("play.no_side", "side", args[0], "sides", strings.Join(s.e.State.Sides, ", ")))
		}
		for _, id := range s.e.State.UnitIDs() {
			u := s.e.State.Units[id]
			if len(args) == 0 || u.Side == args[0] {
				fmt.Fprintln(s.out, describeUnit(s.e, s.say, u))
			}
		}
	case "hex":
		return false, s.describeHex(args[0])
	case "card":
		return false, s.card(args[0])
	case "los":
		return false, s.los(args[0], args[1])
	case "reach":
		return false, s.reach(args[0])
	case "undo":
		return false, s.undo()
	case "log":
		n := 15
		if len(args) == 1 {
			var err error
			if n, err = strconv.Atoi(args[0]); err != nil || n < 1 {
				return false, errors.New(s.say.T("play.bad_log_count", "n", args[0]))
			}
		}
		for _, entry := range s.e.Log[len(s.e.Log)-min(n, len(s.e.Log)):] {
			fmt.Fprintln(s.out, s.say.T("play.log_line", "turn", entry.Turn, "phase", s.text(ruleset.KindPhase, entry.Phase, "title", entry.Phase), "line", s.line(entry)+ruleTag(entry.Rule)))
		}
	case "why":
		s.why()
	case "odds":
		a, err := s.parseAction(args)
		if err != nil {
			return false, err
		}
		o, err := s.e.Odds(a)
		if err != nil {
			return false, s.refusal(err)
		}
		s.showOdds(o)
	case "rule":
		r, ok := s.e.Rules.Rules[args[0]]
		if !ok {
			return false, errors.New(s.say.T("play.no_rule", "id", args[0]))
		}
		fmt.Fprintf(s.out, "%s %s %s: %s\n", r.ID, r.Section, s.text(ruleset.KindRule, r.ID, "title", r.Title), s.text(ruleset.KindRule, r.ID, "summary", r.Summary))
	case "legal":
		return false, s.listLegal(args)
	case "do":
		n, err := strconv.Atoi(args[0])
		if err != nil || n < 1 || n > len(s.legal) {
			return false, errors.New(s.say.T("play.no_listed_action", "n", args[0], "listed", len(s.legal)))
		}
		return false, s.act(s.legal[n-1])
	case "save":
		path := s.save
		if len(args) == 1 {
			path = args[0]
		}
		if path == "" {
			return false, errors.New(s.say.T("play.no_save_file"))
		}
		if err := s.saveTo(path); err != nil {
			return false, err
		}
		fmt.Fprintln(s.out, s.say.T("play.saved", "path", path))
	}
	return false, nil
}

func (s *session) act(a engine.Action) error {
	if err := s.submit(a); err != nil {
		return s.refusal(err)
	}
	s.status()
	return nil
}

// refusal explains a rejection with the rule that forbids the action, in
// the session's language; other errors pass through.
func (s *session) refusal(err error) error {
	rej, ok := engine.IsRejection(err)
	if !ok {
		return err
	}
	msg := s.say.T("play.refused", "code", rej.Code, "reason", engine.Reason(s.e.Rules, s.say, rej.Veto))
	if r, ok := s.e.Rules.Rules[rej.Rule]; ok {
		msg += "\n  " + s.say.T("play.refused_rule", "id", r.ID, "title", s.text(ruleset.KindRule, r.ID, "title", r.Title), "summary", s.text(ruleset.KindRule, r.ID, "summary", r.Summary))
	}
	return errors.New(msg)
}

func (s *session) help() {
	fmt.Fprintln(s.out, s.say.T("play.help_actions"))
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
		fmt.Fprintf(s.out, "  %-18s %-50s %s\n", id, strings.Join(ps, " "), s.text(ruleset.KindAction, id, "title", a.Title))
	}
	fmt.Fprintln(s.out, s.say.T("play.help_commands", "commands", commandList()))
}

func (s *session) describeHex(label string) error {
	h, err := s.e.Layout.Parse(label)
	if err != nil {
		return err
	}
	fmt.Fprintln(s.out, s.hexSummary(h))
	for _, u := range s.e.State.UnitsAt(h) {
		fmt.Fprintln(s.out, "  "+describeUnit(s.e, s.say, u))
	}
	return nil
}

// why prints the values computed by the last action, term by term, with
// the rules they cite.
func (s *session) why() {
	s.whyChosen()
	if len(s.e.Values) == 0 {
		fmt.Fprintln(s.out, s.say.T("play.no_value"))
		return
	}
	words := engine.ValueWords(s.e.Rules, s.say)
	for _, v := range s.e.Values {
		fmt.Fprintln(s.out, v.Render(words))
		for _, t := range v.Terms {
			if r, ok := s.e.Rules.Rules[t.Rule]; ok {
				fmt.Fprintf(s.out, "    %+d %s: %s (%s)%s\n", t.Value, words.Label(t), s.text(ruleset.KindRule, r.ID, "title", r.Title), r.ID, s.struck(t))
			}
		}
	}
}

// struck tells, for a term another rule took out of its value, that it
// does not count and which rule took it: replaced by a term of its own, or
// removed.
func (s *session) struck(t explain.Term) string {
	if t.Counts() {
		return ""
	}
	how := "play.struck_removed"
	if t.Struck.Replaced {
		how = "play.struck_replaced"
	}
	by := t.Struck.Rule
	if r, ok := s.e.Rules.Rules[by]; ok {
		by = s.text(ruleset.KindRule, r.ID, "title", r.Title) + " (" + r.ID + ")"
	}
	return s.say.T(how, "by", by)
}

// whyShown is how many of the computer's best candidates why shows.
const whyShown = 5

// whyChosen shows the computer's last decision: its best candidates with
// the worth it expected of each, to the side that chose.
func (s *session) whyChosen() {
	if len(s.chosen) == 0 {
		return
	}
	fmt.Fprintln(s.out, s.say.T("play.chosen", "side", s.sideName(s.chose), "n", len(s.chosen)))
	for i, c := range s.chosen[:min(whyShown, len(s.chosen))] {
		fmt.Fprintf(s.out, "  %d. %s\n", i+1, c)
	}
}

func (s *session) listLegal(kinds []string) error {
	for _, k := range kinds {
		if _, ok := s.e.Rules.Actions[k]; !ok && k != engine.ActionPass {
			return errors.New(s.say.T("play.no_action_kind", "kind", k))
		}
	}
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
		fmt.Fprintf(s.out, "%3d  %s\n", i+1, a)
	}
	if len(s.legal) == 0 {
		fmt.Fprintln(s.out, s.say.T("play.no_legal_action"))
	}
	return nil
}

// parseAction reads "<kind> key=value ..." using the action's declaration
// for the value types. The engine judges the values themselves (units,
// hexes, ranges) when the action is submitted.
func (s *session) parseAction(words []string) (engine.Action, error) {
	a := engine.Action{Kind: words[0], Params: map[string]any{}}
	def, ok := s.e.Rules.Actions[words[0]]
	if !ok && words[0] == engine.ActionPass {
		if len(words) > 1 {
			return a, errors.New(s.say.T("play.pass_no_param"))
		}
		return a, nil
	}
	if !ok {
		return a, errors.New(s.say.T("play.unknown_command", "command", words[0]))
	}
	for _, w := range words[1:] {
		key, val, found := strings.Cut(w, "=")
		if !found {
			return a, errors.New(s.say.T("play.key_value", "word", w))
		}
		p := def.Param(key)
		if p == nil {
			return a, errors.New(s.say.T("play.no_param", "action", def.ID, "param", key))
		}
		if _, dup := a.Params[key]; dup {
			return a, errors.New(s.say.T("play.param_twice", "param", key))
		}
		switch p.Type {
		case ruleset.ParamUnits, ruleset.ParamHexes, ruleset.ParamStrings:
			a.Params[key] = strings.Split(val, ",")
		case ruleset.ParamInt:
			n, err := strconv.Atoi(val)
			if err != nil {
				return a, errors.New(s.say.T("play.not_number", "param", key, "value", val))
			}
			a.Params[key] = n
		case ruleset.ParamBool:
			switch val {
			case "true", "yes", "1":
				a.Params[key] = true
			case "false", "no", "0":
				a.Params[key] = false
			default:
				return a, errors.New(s.say.T("play.not_bool", "param", key, "value", val))
			}
		default:
			a.Params[key] = val
		}
	}
	return a, nil
}
