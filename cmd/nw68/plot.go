package main

import (
	"fmt"
	"html"
	"os"
	"strings"
)

// Sizes of the win rate chart, in SVG user units.
const (
	plotWidth, plotHeight = 640, 400
	plotLeft, plotRight   = 60, 20
	plotTop, plotBottom   = 50, 60
)

// writePlot draws a run's win rates as an SVG bar chart: a bar per outcome
// with a whisker over its Wilson interval, on a 0-100% axis; with two
// reports (a --compare study's baseline and variant), a pair of bars per
// outcome.
func writePlot(path string, reports ...simReport) error {
	return os.WriteFile(path, []byte(plotSVG(reports...)), 0o644)
}

// plotColours colour the reports' bars, and plotNames name them in the
// legend of a comparison.
var (
	plotColours = []string{"#4a78a8", "#d0813a"}
	plotNames   = []string{"baseline", "variant"}
)

// plotSVG is the chart writePlot writes; every report has the outcomes of
// the first (a comparison's two list the same sides).
func plotSVG(reports ...simReport) string {
	var b strings.Builder
	r := reports[0]
	innerW, innerH := float64(plotWidth-plotLeft-plotRight), float64(plotHeight-plotTop-plotBottom)
	y := func(rate float64) float64 { return plotTop + innerH*(1-rate) }
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", plotWidth, plotHeight, plotWidth, plotHeight)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="white"/>`+"\n", plotWidth, plotHeight)
	title := fmt.Sprintf("%s: win rates of %d games, %.0f%% Wilson intervals", r.Scenario, r.Games-r.Failed, 100*r.Confidence)
	if len(reports) > 1 {
		title = fmt.Sprintf("%s: baseline against %s, %d seeds, %.0f%% Wilson intervals", r.Scenario, strings.Join(reports[1].Mods, "+"), r.Games, 100*r.Confidence)
	}
	fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="15" text-anchor="middle">%s</text>`+"\n", plotWidth/2, plotTop/2, html.EscapeString(title))
	for tick := 0; tick <= 100; tick += 25 {
		ty := y(float64(tick) / 100)
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ccc"/>`+"\n", plotLeft, ty, plotWidth-plotRight, ty)
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" text-anchor="end" dominant-baseline="middle">%d%%</text>`+"\n", plotLeft-6, ty, tick)
	}
	slot := innerW / float64(max(len(r.Outcomes), 1))
	bw := slot * 0.6 / float64(len(reports))
	for i, o := range r.Outcomes {
		cx := plotLeft + slot*(float64(i)+0.5)
		for j, rep := range reports {
			if i >= len(rep.Outcomes) {
				continue
			}
			o := rep.Outcomes[i]
			bx := cx - slot*0.3 + bw*(float64(j)+0.5)
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>%s: %d games, %.1f%%</title></rect>`+"\n",
				bx-bw/2, y(o.Rate), bw, innerH*o.Rate, plotColours[j%len(plotColours)], html.EscapeString(outcomeName(o.Winner)), o.Games, 100*o.Rate)
			lo, hi, cap := y(o.Low), y(o.High), bw/4
			fmt.Fprintf(&b, `<path d="M%.1f %.1fV%.1fM%.1f %.1fH%.1fM%.1f %.1fH%.1f" stroke="black" stroke-width="1.5" fill="none"/>`+"\n",
				bx, lo, hi, bx-cap, lo, bx+cap, bx-cap, hi, bx+cap)
		}
		rates := make([]string, len(reports))
		for j, rep := range reports {
			if i < len(rep.Outcomes) {
				rates[j] = fmt.Sprintf("%.1f%%", 100*rep.Outcomes[i].Rate)
			}
		}
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">%s</text>`+"\n", cx, plotHeight-plotBottom+18, html.EscapeString(outcomeName(o.Winner)))
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle" fill="#555">%s</text>`+"\n", cx, plotHeight-plotBottom+34, strings.Join(rates, " / "))
	}
	if len(reports) > 1 {
		for j := range reports {
			lx := plotLeft + 10 + 110*j
			fmt.Fprintf(&b, `<text x="%d" y="%d" fill="%s">&#9632; %s</text>`+"\n", lx, plotTop-8, plotColours[j%len(plotColours)], plotNames[j%len(plotNames)])
		}
	}
	fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="black"/>`+"\n", plotLeft, y(0), plotWidth-plotRight, y(0))
	b.WriteString("</svg>\n")
	return b.String()
}
