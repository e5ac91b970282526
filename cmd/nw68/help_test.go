package main

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRussianHelp: --lang ru (or $NW68_LANG=ru) shows a command's help in
// Russian: its Short or Long, a flag's help, cobra's words around them;
// the names of commands and flags stay.
func TestRussianHelp(t *testing.T) {
	for _, tt := range []struct {
		name string
		env  string
		args []string
		want []string
	}{
		{"play", "", []string{"--lang", "ru", "play", "--help"}, []string{
			"play начинает сценарий", "Использование:\n  nw68 play [флаги]", "Примеры:\n  nw68 play\n",
			"Флаги:\n", "Общие флаги:\n", "-h, --help ", "справка по play",
			"--seed uint ", "зерно кубиков, любое целое число", "--max-actions int ", "от 1 до 100000", "(по умолчанию 20000)",
			"(по умолчанию \"base\")", "ВИД — random, greedy, ai или ai:N", "--lang string ", "язык, на котором пишет nw68",
		}},
		{"sim", "", []string{"--lang", "ru", "sim", "--help"}, []string{
			"sim играет --games игр сценария", "Использование:\n  nw68 sim [флаги]\n  nw68 sim [команда]",
			"Команды:\n  merge       Соединить файлы --json", "--games int ", "число игр, от 1 до 1000000", "(по умолчанию 100)",
			"Справка по команде: \"nw68 sim [команда] --help\".",
		}},
		{"sim merge by NW68_LANG", "ru", []string{"help", "sim", "merge"}, []string{
			"merge читает файлы", "nw68 sim merge ФАЙЛ... [флаги]", "напечатать отчет в JSON",
		}},
		{"the root", "ru", []string{"--help"}, []string{
			"Команды:\n", "  play        Сыграть сценарий", "  completion  Создать скрипт автодополнения", "Справка по команде: \"nw68 [команда] --help\".",
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("NW68_LANG", tt.env)
			out, code := run(t, tt.args...)
			require.Equal(t, exitOK, code, out)
			for _, w := range tt.want {
				assert.Contains(t, out, w)
			}
			for _, english := range []string{"Usage:", "Flags:", "Global Flags:", "Available Commands:", "Examples:", "help for ", "(default ", "for more information"} {
				assert.NotContains(t, out, english)
			}
		})
	}
}

// TestEnglishHelpStays: English help is what cobra printed before the
// help texts moved to locales/en/help.hcl, byte for byte.
func TestEnglishHelpStays(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"version", "--help"}, "Print the version of nw68\n\nUsage:\n  nw68 version [flags]\n\nFlags:\n  -h, --help   help for version\n\nGlobal Flags:\n" + globalFlagsEN},
		{[]string{"sim", "merge", "--help"}, "merge reads the files the N shards of one study wrote (nw68 sim --shard K/N\n--json, the same flags but --shard) and prints the report one run of the whole\nstudy gives: the same games, win rates, intervals and spreads; seconds is the\nshards' total. It refuses files of different studies, a shard twice or one\nmissing.\n\n" +
			"Usage:\n  nw68 sim merge FILE... [flags]\n\nExamples:\n  nw68 sim merge shard1.json shard2.json shard3.json shard4.json --json\n\n" +
			"Flags:\n  -h, --help          help for merge\n      --json          print the report as JSON (the schema of nw68 sim --json)\n      --plot string   also draw the win rates as an SVG bar chart in this file\n\nGlobal Flags:\n" + globalFlagsEN},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			t.Setenv("NW68_LANG", "")
			out, code := run(t, tt.args...)
			require.Equal(t, exitOK, code, out)
			assert.Equal(t, tt.want, out)
		})
	}
	t.Run("play", func(t *testing.T) {
		t.Setenv("NW68_LANG", "")
		out, code := run(t, "play", "--help")
		require.Equal(t, exitOK, code, out)
		for _, w := range []string{"Usage:\n  nw68 play [flags]\n\nExamples:\n", "      --max-actions int        stop after this many actions, 1 to 100000 (a safety net for bot games) (default 20000)\n",
			"      --player stringArray     SIDE=KIND: side played by the computer, KIND random, greedy, ai or ai:N (N plays for its second look) (repeatable)\n",
			"      --lua-steps int          Lua instructions one action may run (0: the default, 50000000)\n"} {
			assert.Contains(t, out, w)
		}
	})
}

const globalFlagsEN = "      --lang string   language of what nw68 prints: en or ru (default: $NW68_LANG, else en); ids stay as they are in any language\n" +
	"      --root string   project folder holding rulesets/ and mods/ (default: the nearest such folder upwards from here, or $NW68_ROOT)\n"

// TestRussianUseKeepsNames: a Russian Use line begins with the command's
// name, or the help would name another command.
func TestRussianUseKeepsNames(t *testing.T) {
	src, err := os.ReadFile("../../locales/ru/help.hcl")
	require.NoError(t, err)
	for _, line := range strings.Split(string(src), "\n") {
		key, rest, ok := strings.Cut(strings.TrimPrefix(line, "message \"help."), ".use\" { text = \"")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		path := strings.Split(key, ".")
		assert.True(t, strings.HasPrefix(rest, path[len(path)-1]+" "), line)
	}
}
