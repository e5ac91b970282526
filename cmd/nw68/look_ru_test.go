//go:build !race

// These tests drive commands that run on one goroutine (loading, checking,
// odds, costs, references); they run in the README's plain pass, and the
// race pass keeps the commands that run games in parallel (sim, serve).

package main

import (
	"bytes"
	"testing"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/locales"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRussianLook runs play's card, reach, los and undo and nw68 odds with
// --lang ru: the program's words are Russian, the game's names the
// rulesets' Russian ones, ids as they are.
func TestRussianLook(t *testing.T) {
	play := []string{"--lang", "ru", "play", "--ruleset", "base", "--scenario", "castle-road", "--seed", "1", "--save", ""}
	tests := []struct {
		name  string
		stdin string
		args  []string
		code  int
		want  []string
	}{
		{name: "card", stdin: "card ssvt1\n", args: play, code: exitOK, want: []string{
			"ssvt1: SS-VT (ss-vt), сторона Третий рейх, ключ (D)\n",
			"  формирование: 1/7 СС «Принц Ойген»\n",
			"  где:       M9: Город, а также Дорога (Village square); Контроль, уровень 1; Ключевая точка, уровень 0; удерживает: Третий рейх\n",
			"  каунтер:   лицевая сторона\n",
			"  несет:     MG 42 (he(firepower=6 range=4))\n",
			"  придано:   КО\n",
		}},
		{name: "card of no unit", stdin: "card nobody\n", args: play, code: exitOK, want: []string{"нет юнита «nobody» (их перечисляет units; подойдет и ключ на карте)"}},
		{name: "reach", stdin: "draw\nreach ssvt1\n", args: play, code: exitOK, want: []string{"ssvt1 может достичь 103 гексов:\n  L9     1\n"}},
		{name: "reach nowhere", stdin: "reach kt1\n", args: play, code: exitOK, want: []string{"kt1 сейчас никуда не может переместиться\n"}},
		{name: "los", stdin: "los K10 T9\n", args: play, code: exitOK, want: []string{
			"линия видимости от K10 до T9, расстояние 9 гексов:\n",
			"  от   K10: Открытая местность, а также Дорога; юниты kt1\n",
			"  до   T9: Открытая местность, а также Холм; юниты t64-1\n",
			"назовите юнит первым концом линии, чтобы узнать, может ли он стрелять\n",
		}},
		{name: "undo", stdin: "designate_co unit=kt2\nundo\n", args: play, code: exitOK, want: []string{"отменено: designate_co unit=kt2\n"}},
		{name: "odds", args: []string{"--lang", "ru", "odds", "../../conformance/base/fixtures.hcl", "--fixture", "point-blank-shot"}, code: exitOK, want: []string{
			"нужно 10+ на 2d6: 16.7%\n36 исходов кубиков, точно\nброски: атака (2d6)\n",
			// padded by letters, not bytes: the percentages line up
			"t64 без последствий                                              83.3%\n",
			"t64 получает статус «Дезориентирован»                             8.3%\n",
			"t64 перевернут на reduced + получает статус «Дезориентирован»     5.6%\n",
			"t64 уничтожен                                                     2.8%\n",
			"tiger получает статус «Отходил»                                 100.0%\n",
		}},
		{name: "odds of a case without actions", args: []string{"--lang", "ru", "odds", "../../conformance/base/fixtures.hcl", "--fixture", "tiger-and-t64"}, code: exitBadInput, want: []string{
			"у «tiger-and-t64» нет действия, шансы которого можно рассчитать",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, code := runIn(t, "../..", tt.stdin, tt.args...)
			assert.Equal(t, tt.code, code, out)
			for _, w := range tt.want {
				assert.Contains(t, out, w)
			}
		})
	}
}

// TestOddsInRussian prints odds as play's odds command does, in each
// language: English as it always was, Russian with its plural forms.
func TestOddsInRussian(t *testing.T) {
	catalogs, err := locales.Load()
	require.NoError(t, err)
	odds := &engine.Odds{Runs: 2000, Rolls: []string{"shoot (1d6)"},
		Stops: []engine.Stop{{Probability: engine.Probability{P: 0.5}, Kind: "reaction", Side: "blue", Actions: []string{"fire"}}},
		Units: map[string]*engine.UnitOdds{"b1": {}},
		Outcomes: []engine.Outcome{
			{Probability: engine.Probability{P: 0.75}},
			{Probability: engine.Probability{P: 0.25}, Units: map[string]engine.UnitChange{"b1": {Eliminated: true}}},
		}}
	tests := []struct {
		lang string
		want []string
	}{
		{"en", []string{
			"2000 games sampled (too many outcomes to enumerate); ± is the 95% margin\n",
			"rolls: shoot (1d6)\n",
			"stops 50.0% for a reaction window of blue (fire): what follows its answer is in the odds of that answer\n",
			"b1 no effect     75.0% ±1.9%\n", "b1 eliminated    25.0% ±1.9%\n",
		}},
		{"ru", []string{
			"2000 игр в выборке (исходов слишком много для перебора); ± — погрешность на уровне 95%\n",
			"броски: shoot (1d6)\n",
			"остановка в 50.0% случаев в окне reaction стороны blue (fire): что следует за ответом, входит в шансы этого ответа\n",
			"b1 без последствий    75.0% ±1.9%\n", "b1 уничтожен          25.0% ±1.9%\n",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.lang, func(t *testing.T) {
			say, err := catalogs.Printer(tt.lang)
			require.NoError(t, err)
			var out bytes.Buffer
			printOdds(&out, odds, say, nil)
			for _, w := range tt.want {
				assert.Contains(t, out.String(), w)
			}
		})
	}
	english, err := catalogs.Printer("en")
	require.NoError(t, err)
	var out bytes.Buffer
	printOdds(&out, odds, english, nil)
	assert.Contains(t, out.String(), "b1 no effect     75.0% ±1.9%\n", "English, as before")
}
