package main

import (
	"cmp"
	"fmt"
	"io"
	"strings"
	"sync"
	"unicode"

	"github.com/nw68/nw68/core/text"
	"github.com/nw68/nw68/locales"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// The help of the command line is words of the program like any other, in
// locales/<lang>/help.hcl: a command's texts are help.<command path>.short,
// .long, .example and .use (the path without "nw68", "nw68" for the root
// itself), its flags' help.<command path>.flag.<flag>, else the shared
// help.flag.<flag>; help.template.* are the words of the page around them.
// The commands are built with their English texts (helpText); before a
// help page prints, localizeHelp renders the whole tree anew in the
// chosen language from the same keys.

// helpParams are the parameters of the help texts that name limits and
// defaults, by key, as the commands gave them when they were built.
var helpParams sync.Map

// helpKeys are the keys of the English help texts: a key the catalog
// lacks leaves the text cobra gave.
var helpKeys = sync.OnceValue(func() map[string]string {
	return locales.English().Templates("help.")
})

// helpText is the English help text of key, with params as name, value
// pairs; they are kept to render the text in another language.
func helpText(key string, params ...any) string {
	if len(params) > 0 {
		helpParams.Store(key, params)
	}
	return locales.English().T(key, params...)
}

// sayHelp renders key in say's language with the parameters it was built
// with.
func sayHelp(say *text.Printer, key string, extra ...any) string {
	var params []any
	if p, ok := helpParams.Load(key); ok {
		params = append(params, p.([]any)...)
	}
	for i, v := range params {
		if ref, ok := v.(helpRef); ok {
			params[i] = say.T(string(ref))
		}
	}
	return say.T(key, append(params, extra...)...)
}

// A helpRef is a parameter of a help text that is a message itself,
// rendered in the help's language.
type helpRef string

func (r helpRef) String() string { return locales.English().T(string(r)) }

// helpPath is a command's part of its help keys: its path without the
// root's name, dotted; the root's own name for the root.
func helpPath(cmd *cobra.Command) string {
	words := strings.Fields(cmd.CommandPath())
	if len(words) <= 1 {
		return cmd.Name()
	}
	return strings.Join(words[1:], ".")
}

// helpFlagKey is the key of a flag's help: the command's own, else the
// shared one, else "" (the text stays as it was given).
func helpFlagKey(path, flag string) string {
	for _, key := range []string{"help." + path + ".flag." + flag, "help.flag." + flag} {
		if _, ok := helpKeys()[key]; ok {
			return key
		}
	}
	return ""
}

// localizeHelp renders the help texts of every command of the tree in
// say's language: their Short, Long, Example and Use (whose first word, the
// command's name, stays), and the help of their flags.
func localizeHelp(c *cobra.Command, say *text.Printer) {
	path := helpPath(c)
	set := func(field *string, what string) {
		key := "help." + path + "." + what
		if _, ok := helpKeys()[key]; ok {
			*field = sayHelp(say, key)
		}
	}
	set(&c.Short, "short")
	set(&c.Long, "long")
	set(&c.Example, "example")
	use := c.Use
	set(&use, "use")
	if words := strings.Fields(use); len(words) > 0 && words[0] == c.Name() {
		c.Use = use
	}
	for _, fs := range []*pflag.FlagSet{c.LocalNonPersistentFlags(), c.PersistentFlags()} {
		fs.VisitAll(func(f *pflag.Flag) {
			if f.Name == "help" && len(f.Annotations[cobra.FlagSetByCobraAnnotation]) > 0 {
				f.Usage = say.T("help.template.help_flag", "command", c.DisplayName())
			} else if key := helpFlagKey(path, f.Name); key != "" {
				f.Usage = sayHelp(say, key)
			}
		})
	}
	for _, sub := range c.Commands() {
		localizeHelp(sub, say)
	}
}

// setHelp makes root's help pages speak the chosen language: the help of
// every command, and cobra's words around it.
func (g *globals) setHelp(root *cobra.Command) {
	root.SetHelpFunc(func(cmd *cobra.Command, _ []string) {
		say := g.helpPrinter(cmd)
		w := cmd.OutOrStdout()
		if about := strings.TrimRightFunc(cmp.Or(cmd.Long, cmd.Short), unicode.IsSpace); about != "" {
			fmt.Fprintln(w, about)
			fmt.Fprintln(w)
		}
		if cmd.Runnable() || cmd.HasSubCommands() {
			_ = writeUsage(w, cmd, say)
		}
	})
	root.SetUsageFunc(func(cmd *cobra.Command) error {
		return writeUsage(cmd.OutOrStderr(), cmd, g.helpPrinter(cmd))
	})
}

// helpPrinter settles the language once the flags are read (a help page
// prints before any command runs) and renders the command tree in it; a
// language the program does not speak is said on stderr, and the help is
// English.
func (g *globals) helpPrinter(cmd *cobra.Command) *text.Printer {
	if g.say == nil {
		if err := g.chooseLanguage(); err != nil {
			fmt.Fprintln(cmd.ErrOrStderr(), "nw68:", err)
			g.say = locales.English()
		}
	}
	if g.helpLang != g.say.Lang().ID {
		g.helpLang = g.say.Lang().ID
		localizeHelp(cmd.Root(), g.say)
	}
	return g.say
}

// writeUsage writes a command's usage as cobra's default template does,
// in say's words.
func writeUsage(w io.Writer, c *cobra.Command, say *text.Printer) error {
	var b strings.Builder
	line := func(s string) { b.WriteString("\n  " + s) }
	b.WriteString(say.T("help.template.usage"))
	if c.Runnable() {
		line(useLine(c, say))
	}
	if c.HasAvailableSubCommands() {
		line(c.CommandPath() + " " + say.T("help.template.command_arg"))
	}
	if len(c.Aliases) > 0 {
		b.WriteString("\n\n" + say.T("help.template.aliases") + "\n")
		b.WriteString("  " + c.NameAndAliases())
	}
	if c.HasExample() {
		b.WriteString("\n\n" + say.T("help.template.examples") + "\n")
		b.WriteString(c.Example)
	}
	shown := func(sub *cobra.Command) bool { return sub.IsAvailableCommand() || sub.Name() == "help" }
	entry := func(sub *cobra.Command) { line(fmt.Sprintf("%-*s %s", sub.NamePadding(), sub.Name(), sub.Short)) }
	if c.HasAvailableSubCommands() {
		if len(c.Groups()) == 0 {
			b.WriteString("\n\n" + say.T("help.template.commands"))
			for _, sub := range c.Commands() {
				if shown(sub) {
					entry(sub)
				}
			}
		} else {
			for _, group := range c.Groups() {
				b.WriteString("\n\n" + group.Title)
				for _, sub := range c.Commands() {
					if sub.GroupID == group.ID && shown(sub) {
						entry(sub)
					}
				}
			}
			if !c.AllChildCommandsHaveGroup() {
				b.WriteString("\n\n" + say.T("help.template.additional_commands"))
				for _, sub := range c.Commands() {
					if sub.GroupID == "" && shown(sub) {
						entry(sub)
					}
				}
			}
		}
	}
	if c.HasAvailableLocalFlags() {
		b.WriteString("\n\n" + say.T("help.template.flags") + "\n")
		b.WriteString(strings.TrimRightFunc(flagUsages(c.LocalFlags(), say), unicode.IsSpace))
	}
	if c.HasAvailableInheritedFlags() {
		b.WriteString("\n\n" + say.T("help.template.global_flags") + "\n")
		b.WriteString(strings.TrimRightFunc(flagUsages(c.InheritedFlags(), say), unicode.IsSpace))
	}
	if c.HasHelpSubCommands() {
		b.WriteString("\n\n" + say.T("help.template.help_topics"))
		for _, sub := range c.Commands() {
			if sub.IsAdditionalHelpTopicCommand() {
				line(fmt.Sprintf("%-*s %s", sub.CommandPathPadding(), sub.CommandPath(), sub.Short))
			}
		}
	}
	if c.HasAvailableSubCommands() {
		b.WriteString("\n\n" + say.T("help.template.more", "command", c.CommandPath()))
	}
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// useLine is cobra's UseLine with its [flags] in say's words.
func useLine(c *cobra.Command, say *text.Printer) string {
	use := strings.Replace(c.Use, c.Name(), c.DisplayName(), 1)
	if c.HasParent() {
		use = c.Parent().CommandPath() + " " + use
	}
	flags := say.T("help.template.flags_arg")
	if !c.DisableFlagsInUseLine && c.HasAvailableFlags() && !strings.Contains(use, "[flags]") && !strings.Contains(use, flags) {
		use += " " + flags
	}
	return use
}

// flagUsages is pflag's FlagUsages with its "(default ...)" in say's words:
// a flag a line, the help aligned after the longest name, a help of
// several lines indented to it.
func flagUsages(fs *pflag.FlagSet, say *text.Printer) string {
	var lines []string
	width := 0
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		name := "      --" + f.Name
		if f.Shorthand != "" && f.ShorthandDeprecated == "" {
			name = fmt.Sprintf("  -%s, --%s", f.Shorthand, f.Name)
		}
		varname, usage := pflag.UnquoteUsage(f)
		if varname != "" {
			name += " " + varname
		}
		if f.NoOptDefVal != "" {
			switch f.Value.Type() {
			case "string":
				name += fmt.Sprintf("[=\"%s\"]", f.NoOptDefVal)
			case "bool", "boolfunc":
				if f.NoOptDefVal != "true" {
					name += fmt.Sprintf("[=%s]", f.NoOptDefVal)
				}
			case "count":
				if f.NoOptDefVal != "+1" {
					name += fmt.Sprintf("[=%s]", f.NoOptDefVal)
				}
			default:
				name += fmt.Sprintf("[=%s]", f.NoOptDefVal)
			}
		}
		width = max(width, len(name)+1)
		if showsDefault(f) {
			value := f.DefValue
			if f.Value.Type() == "string" {
				value = fmt.Sprintf("%q", value)
			}
			usage += " " + say.T("help.template.default", "value", value)
		}
		if f.Deprecated != "" {
			usage += fmt.Sprintf(" (DEPRECATED: %s)", f.Deprecated)
		}
		lines = append(lines, name+"\x00"+usage)
	})
	var b strings.Builder
	for _, l := range lines {
		name, usage, _ := strings.Cut(l, "\x00")
		indent := strings.Repeat(" ", width+2)
		fmt.Fprintln(&b, name, strings.Repeat(" ", width-len(name)), strings.ReplaceAll(usage, "\n", "\n"+indent))
	}
	return b.String()
}

// showsDefault tells whether pflag shows f's default, which it does for
// one that is not its type's zero value: asked of pflag itself, on a copy
// with no help of its own.
func showsDefault(f *pflag.Flag) bool {
	one := pflag.NewFlagSet("", pflag.ContinueOnError)
	bare := *f
	bare.Usage, bare.Deprecated, bare.Hidden, bare.Shorthand = "", "", false, ""
	one.AddFlag(&bare)
	return strings.Contains(one.FlagUsages(), "(default ")
}
