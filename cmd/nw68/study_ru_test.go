package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/nw68/nw68/locales"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// studyFailingCase is a case file whose one case fails two checks.
const studyFailingCase = `
fixture "lone-apc" {
  ruleset = "base"
  board {
    cols    = 6
    rows    = 10
    terrain = "clear"
  }
  unit "apc" {
    type      = "sdkfz-250"
    side      = "reich"
    formation = "1-7-ss"
    at        = "B2"
  }
  active_formation = "1-7-ss"
}

case "an APC that is somewhere else" {
  rules   = ["units.apcs"]
  fixture = "lone-apc"
  action "move" {
    unit = "apc"
    path = ["B3"]
  }
  expect {
    unit "nobody" { at = "B1" }
    turn = 9
  }
}
`

// sim, conform and cost print their reports in the chosen language, and
// in English, unchanged, without one.
func TestStudyReportsInRussian(t *testing.T) {
	dir := t.TempDir()
	failing := filepath.Join(dir, "fail.hcl")
	require.NoError(t, os.WriteFile(failing, []byte(studyFailingCase), 0o644))
	tests := []struct {
		name string
		args []string
		code int
		en   []string
		ru   []string
	}{
		{"sim", []string{"sim", "--games", "2"}, exitOK,
			[]string{" games in ", " failed, ", " actions per game\n", "  winner     games  win rate  95% interval (Wilson)\n", "  no winner  ", "  victory report  games     min  median     max    mean\n"},
			[]string{" партии за ", " действий на партию\n", "  победитель      партии  доля побед  95-процентный интервал (Уилсон)\n", "  без победителя  ", "  отчёт victory  партии     мин  медиана    макс  среднее\n"}},
		{"conform passes", []string{"conform", "../../conformance/base/apc.hcl"}, exitOK,
			[]string{" passed, 0 failed\n"},
			[]string{"пройдено: ", ", провалено: 0\n"}},
		{"conform fails", []string{"conform", failing}, exitFailures,
			[]string{`FAIL ` + failing + `:18 "an APC that is somewhere else": unit "nobody": no such unit in the case; turn: expected 9, got 1` + "\n", "0 passed, 1 failed\n"},
			[]string{`ПРОВАЛ ` + failing + `:18 "an APC that is somewhere else": unit "nobody": в проверке нет такого подразделения; turn: ожидалось 9, получено 1` + "\n", "пройдено: 0, провалено: 1\n"}},
		{"cost", []string{"cost", "../../conformance/base/fixtures.hcl", "--fixture", "point-blank-shot"}, exitOK,
			[]string{"fire (accepted): ", " Lua instructions in ", "     own     with  share calls  handler\n"},
			[]string{"fire (принято): ", " Lua в ", "    свои    всего   доля вызовы  обработчик\n"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			en, code := run(t, tt.args...)
			require.Equal(t, tt.code, code, en)
			for _, want := range tt.en {
				assert.Contains(t, en, want)
			}
			ru, code := run(t, append([]string{"--lang", "ru"}, tt.args...)...)
			require.Equal(t, tt.code, code, ru)
			for _, want := range tt.ru {
				assert.Contains(t, ru, want)
			}
			for _, word := range []string{"winner", "games", "passed", "FAIL", "instructions", "handler\n"} {
				assert.NotContains(t, ru, word)
			}
		})
	}
}

// A comparison's report, and its verdicts, in Russian keep their columns
// under their headings, and in English read as they always have.
func TestComparisonInRussian(t *testing.T) {
	c := &simComparison{
		Baseline: simReport{Scenario: "castle-road", Games: 10, Confidence: confidence, Outcomes: []simOutcome{{Winner: "reich", Games: 4, Rate: 0.4, Low: 0.17, High: 0.69}, {Games: 6, Rate: 0.6, Low: 0.31, High: 0.83}},
			Rules: []simRule{{Rule: "combat.hits", Log: 2, Terms: 1, Refused: 0.5}}},
		Variant: simReport{Scenario: "castle-road", Mods: []string{"heavy-armor"}, Games: 10, Confidence: confidence, Outcomes: []simOutcome{{Winner: "reich", Games: 9, Rate: 0.9, Low: 0.6, High: 0.98}, {Games: 1, Rate: 0.1, Low: 0.02, High: 0.4}},
			Rules: []simRule{{Rule: "combat.hits", Log: 3, Terms: 1, Refused: 0.5}}},
		Difference: []simDifference{
			{Winner: "reich", Pairs: 10, BaselineRate: 0.4, VariantRate: 0.9, Difference: 0.5, Low: 0.2, High: 0.8, Gained: 5, PValue: 0.0625},
			{Winner: "", Pairs: 10, BaselineRate: 0.6, VariantRate: 0.1, Difference: -0.5, Low: -0.8, High: -0.2, Lost: 5, PValue: 0.0312, Tells: true},
		},
	}
	catalogs, err := locales.Load()
	require.NoError(t, err)
	ru, err := catalogs.Printer("ru")
	require.NoError(t, err)
	var en, rus strings.Builder
	c.write(&en, locales.English())
	c.write(&rus, ru)
	for _, want := range []string{
		"rules whose counts the mods changed:\n",
		"  rule         log lines/game (baseline, variant)  terms/game (baseline, variant)  refused/game (baseline, variant)\n",
		"  combat.hits      2.00     3.00                        1.00     1.00                    0.50     0.50\n",
		"  winner     pairs  baseline  variant  difference  95% interval      gained  lost  p (sign test)\n",
		"  reich         10     40.0%    90.0%      +50.0   +20.0 to  +80.0       5     0  0.0625\n",
		"  reich: too small to tell: 5 seed(s) turned to reich and 0 from it, p = 0.06; more games may show a difference\n",
		"  no winner: the mods lower no winner by 50.0 points (p = 0.0312)\n",
	} {
		assert.Contains(t, en.String(), want)
	}
	assert.Equal(t, verdict(c.Difference[1]), verdictIn(locales.English(), c.Difference[1]))
	out := rus.String()
	assert.Contains(t, out, "  без победителя: моды понижают «без победителя» на 50.0 п. п. (p = 0.0312)\n")
	assert.Contains(t, out, "5 сидов перешли к итогу «reich»")
	// each heading ends where its column's numbers end (from the
	// difference on, the numbers end a column short, as in English)
	lines := strings.Split(out, "\n")
	var head, row string
	for i, l := range lines {
		if strings.HasPrefix(l, "  победитель       пары") {
			head, row = l, lines[i+1]
		}
	}
	require.NotEmpty(t, head, out)
	for _, col := range []struct{ heading, number string }{{"пары", "10"}, {"база", "40.0%"}, {"вариант", "90.0%"}} {
		assert.Equal(t, endRune(head, col.heading), endRune(row, " "+col.number), "%s\n%s\n%s", col.heading, head, row)
	}
	assert.Equal(t, endRune(head, "приобретено")-1, endRune(row, " 5"))
}

// endRune is the rune offset where the first s after the winner column
// ends in line.
func endRune(line, s string) int {
	start := len("  ") + strings.Index(line[2:], "  ")
	i := strings.Index(line[start:], s)
	if i < 0 {
		return -1
	}
	return utf8.RuneCountInString(line[:start+i+len(s)])
}
