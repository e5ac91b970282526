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
// with a whisker over its Wilson interval, on a 0-100% axis.
func writePlot(path string, r simReport) error {
	return os.WriteFile(path, []byte(plotSVG(r)), 0o644)
}

// plotSVG is the chart writePlot writes.
func plotSVG(r simReport) string {
	var b strings.Builder
	innerW, innerH := float64(plotWidth-plotLeft-plotRight), float64(plotHeight-plotTop-plotBottom)
	y := func(rate float64) float64 { return plotTop + innerH*(1-rate) }
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n", plotWidth, plotHeight, plotWidth, plotHeight)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="white"/>`+"\n", plotWidth, plotHeight)
	title := fmt.Sprintf("%s: win rates of %d games, %.0f%% Wilson intervals", r.Scenario, r.Games-r.Failed, 100*r.Confidence)
	fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="15" text-anchor="middle">%s</text>`+"\n", plotWidth/2, plotTop/2, html.EscapeString(title))
	for tick := 0; tick <= 100; tick += 25 {
		ty := y(float64(tick) / 100)
		fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ccc"/>`+"\n", plotLeft, ty, plotWidth-plotRight, ty)
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" text-anchor="end" dominant-baseline="middle">%d%%</text>`+"\n", plotLeft-6, ty, tick)
	}
	slot := innerW / float64(max(len(r.Outcomes), 1))
	for i, o := range r.Outcomes {
		cx := plotLeft + slot*(float64(i)+0.5)
		bw := slot * 0.6
		fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#4a78a8"><title>%s: %d games, %.1f%%</title></rect>`+"\n",
			cx-bw/2, y(o.Rate), bw, innerH*o.Rate, html.EscapeString(outcomeName(o.Winner)), o.Games, 100*o.Rate)
		lo, hi, cap := y(o.Low), y(o.High), bw/4
		fmt.Fprintf(&b, `<path d="M%.1f %.1fV%.1fM%.1f %.1fH%.1fM%.1f %.1fH%.1f" stroke="black" stroke-width="1.5" fill="none"/>`+"\n",
			cx, lo, hi, cx-cap, lo, cx+cap, cx-cap, hi, cx+cap)
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">%s</text>`+"\n", cx, plotHeight-plotBottom+18, html.EscapeString(outcomeName(o.Winner)))
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle" fill="#555">%.1f%%</text>`+"\n", cx, plotHeight-plotBottom+34, 100*o.Rate)
	}
	fmt.Fprintf(&b, `<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="black"/>`+"\n", plotLeft, y(0), plotWidth-plotRight, y(0))
	b.WriteString("</svg>\n")
	return b.String()
}
