package main

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/nw68/nw68/core/ai"
	"github.com/nw68/nw68/core/bot"
	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/script"
	"github.com/spf13/cobra"
)

// rulesFlags are the flags that choose the rules of a game.
type rulesFlags struct {
	ruleset string
	mods    []string
}

// register adds --ruleset (default def) and --mod, with the help of
// help.<own>.flag.ruleset and .mod, or the shared help.flag.* when own is "".
func (f *rulesFlags) register(cmd *cobra.Command, def, own string) {
	key := "help.flag."
	if own != "" {
		key = "help." + own + ".flag."
	}
	cmd.Flags().StringVar(&f.ruleset, "ruleset", def, helpText(key+"ruleset"))
	cmd.Flags().StringArrayVar(&f.mods, "mod", nil, helpText(key+"mod"))
}

// forSave returns the rules to load a save with: its own, unless the
// command line named others (then the save refuses them if they differ).
func (f rulesFlags) forSave(cmd *cobra.Command, rec engine.Game) rulesFlags {
	if !cmd.Flags().Changed("ruleset") {
		f.ruleset = rec.Ruleset
	}
	if !cmd.Flags().Changed("mod") {
		f.mods = rec.Mods
	}
	return f
}

// addLuaFlags adds the budgets of one action's Lua work to a command that
// runs Lua.
func addLuaFlags(cmd *cobra.Command, o *script.Options) {
	cmd.Flags().Var(&budget{n: &o.Steps}, "lua-steps", helpText("help.flag.lua-steps", "steps", script.DefaultSteps))
	cmd.Flags().Var(&budget{n: &o.Memory, bytes: true}, "lua-memory", helpText("help.flag.lua-memory", "mib", script.DefaultMemory>>20))
}

// A budget is a flag holding a count that cannot be negative, of bytes
// when bytes is set.
type budget struct {
	n     *int64
	bytes bool
}

var byteSuffixes = []struct {
	suffix string
	shift  uint
}{{"KiB", 10}, {"MiB", 20}, {"GiB", 30}, {"B", 0}}

func (b *budget) Set(s string) error {
	shift := uint(0)
	if b.bytes {
		for _, u := range byteSuffixes {
			if num, ok := strings.CutSuffix(s, u.suffix); ok {
				s, shift = num, u.shift
				break
			}
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	switch {
	case errors.Is(err, strconv.ErrRange) || n > math.MaxInt64>>shift:
		return errors.New("too large")
	case err != nil && b.bytes:
		return errors.New("not a whole number of bytes (an optional KiB, MiB or GiB suffix is allowed)")
	case err != nil:
		return errors.New("not a whole number")
	case n < 0:
		return errors.New("must not be negative (0 means the default)")
	}
	*b.n = n << shift
	return nil
}

func (b *budget) String() string {
	if b.n == nil {
		return "0"
	}
	return strconv.FormatInt(*b.n, 10)
}

func (b *budget) Type() string {
	if b.bytes {
		return "bytes"
	}
	return "int"
}

// defaultMaxActions stops a bot game that never ends; a real game takes a
// few hundred actions.
const defaultMaxActions = 20_000

// checkCount refuses a count flag outside 1..most.
func checkCount(name string, n, most int) error {
	if n < 1 || n > most {
		return badInput("--%s %d: must be from 1 to %d", name, n, most)
	}
	return nil
}

// A playerKind is who plays a side, as --player names it: random, greedy,
// ai, or ai:N for the AI with N plays for its second look.
type playerKind struct {
	name  string
	plays int
}

func (k playerKind) String() string {
	if k.name == "ai" && k.plays != 0 {
		return fmt.Sprintf("ai:%d", k.plays)
	}
	return k.name
}

// playerKinds lists the kinds for help (in its language) and errors.
const playerKindsKey = helpRef("help.player_kinds")

var playerKinds = playerKindsKey.String()

// parsePlayers reads --player SIDE=KIND flags for the sides of a game.
func parsePlayers(specs, sides []string) (map[string]playerKind, error) {
	out := map[string]playerKind{}
	for _, spec := range specs {
		side, kind, ok := strings.Cut(spec, "=")
		if !ok {
			return nil, badInput("--player %s: write SIDE=KIND, KIND one of %s", spec, playerKinds)
		}
		if !slices.Contains(sides, side) {
			return nil, badInput("--player %s: no side %q; the sides are %s", spec, side, strings.Join(sides, ", "))
		}
		if _, twice := out[side]; twice {
			return nil, badInput("--player %s: side %s is named twice", spec, side)
		}
		k, err := parsePlayerKind(kind)
		if err != nil {
			return nil, badInput("--player %s: %w", spec, err)
		}
		out[side] = k
	}
	return out, nil
}

func parsePlayerKind(s string) (playerKind, error) {
	name, n, hasN := strings.Cut(s, ":")
	switch {
	case name == "ai" && hasN:
		plays, err := strconv.Atoi(n)
		if err != nil || plays < 1 || plays > ai.MaxPlays {
			return playerKind{}, fmt.Errorf("ai:N takes N from 1 to %d plays, not %q", ai.MaxPlays, n)
		}
		return playerKind{name: name, plays: plays}, nil
	case !hasN && (name == "random" || name == "greedy" || name == "ai"):
		return playerKind{name: name}, nil
	}
	return playerKind{}, fmt.Errorf("unknown player %q: one of %s", s, playerKinds)
}

// chooser makes the player of a kind, its choices following the seed.
func (k playerKind) chooser(rs *ruleset.Ruleset, seed uint64) ai.Chooser {
	switch k.name {
	case "greedy":
		return ai.NewGreedy(rs, seed)
	case "ai":
		return ai.NewAI(rs, seed, k.plays)
	}
	return bot.NewRandom(seed)
}
