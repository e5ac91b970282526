package conformance

import (
	"encoding/xml"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/text"
	"github.com/nw68/nw68/locales"
)

// A Message is words of the report in no language yet: a key of the
// program's catalogs (locales/*/study.hcl) and its values, any of which
// may be a Message itself. Key "" is Text as it stands (an error's own
// words).
type Message struct {
	Key    string
	Values map[string]any
	Text   string
}

// message makes a message of key with its values as name, value pairs.
func message(key string, pairs ...any) Message {
	m := Message{Key: key, Values: make(map[string]any, len(pairs)/2)}
	for i := 0; i+1 < len(pairs); i += 2 {
		m.Values[fmt.Sprint(pairs[i])] = pairs[i+1]
	}
	if key == "" {
		m.Text = fmt.Sprint(m.Values["text"])
	}
	return m
}

// In renders the message in say's language (English when say is nil).
func (m Message) In(say *text.Printer) string {
	if say == nil {
		say = locales.English()
	}
	if m.Key == "" {
		return m.Text
	}
	values := make(map[string]any, len(m.Values))
	for k, v := range m.Values {
		if inner, ok := v.(Message); ok {
			v = inner.In(say)
		}
		values[k] = v
	}
	return say.Render(m.Key, values)
}

// A Suite is the outcome of running case files.
type Suite struct {
	Results []Result
	// Broken lists case files that could not be read, with their diagnostics.
	Broken []BrokenFile
}

// A BrokenFile is a case file with errors; it counts as one failure.
type BrokenFile struct {
	File  string
	Diags hcl.Diagnostics
	Files map[string]*hcl.File
}

// RunFiles parses and runs every case of the files.
func (r *Runner) RunFiles(files []string) Suite {
	var s Suite
	var p Parser
	for _, f := range files {
		cases, diags, parsed := p.ParseFile(f)
		if diags.HasErrors() {
			s.Broken = append(s.Broken, BrokenFile{File: f, Diags: diags, Files: parsed})
			continue
		}
		for _, c := range cases {
			s.Results = append(s.Results, r.Run(c))
		}
	}
	return s
}

// Counts returns how many cases passed and failed (a broken file is one failure).
func (s Suite) Counts() (passed, failed int) {
	for _, r := range s.Results {
		if r.Passed() {
			passed++
		} else {
			failed++
		}
	}
	return passed, failed + len(s.Broken)
}

// WriteReportIn prints, in say's language (English when nil), one line per
// failure and the closing count line "N passed, N failed". verbose adds
// each failing case's game log.
func (s Suite) WriteReportIn(w io.Writer, say *text.Printer, verbose bool) {
	if say == nil {
		say = locales.English()
	}
	for _, b := range s.Broken {
		_ = ruleset.WriteDiagnostics(w, b.Files, 100, b.Diags)
	}
	for _, r := range s.Results {
		if r.Passed() {
			continue
		}
		fmt.Fprintln(w, say.T("conform.fail", "file", r.Case.File, "line", r.Case.Range.Start.Line, "name", strconv.Quote(r.Case.Name), "why", strings.Join(r.Failures(say), "; ")))
		if verbose {
			for _, l := range r.Log {
				fmt.Fprintf(w, "    | %s\n", l.Text)
			}
		}
	}
	passed, failed := s.Counts()
	fmt.Fprintln(w, say.T("conform.counts", "passed", passed, "failed", failed))
}

type junitSuites struct {
	XMLName xml.Name     `xml:"testsuites"`
	Suites  []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Cases    []junitCase `xml:"testcase"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	Failure   *junitFailure `xml:"failure,omitempty"`
}

type junitFailure struct {
	Message string `xml:"message,attr"`
	Text    string `xml:",chardata"`
}

// WriteJUnit writes the results as JUnit XML, one test suite per case file.
func (s Suite) WriteJUnit(w io.Writer) error {
	byFile := map[string]*junitSuite{}
	add := func(file string, c junitCase) {
		js, ok := byFile[file]
		if !ok {
			js = &junitSuite{Name: file}
			byFile[file] = js
		}
		js.Tests++
		if c.Failure != nil {
			js.Failures++
		}
		js.Cases = append(js.Cases, c)
	}
	for _, b := range s.Broken {
		add(b.File, junitCase{Name: "(file)", Classname: b.File, Failure: &junitFailure{Message: "case file has errors", Text: b.Diags.Error()}})
	}
	for _, r := range s.Results {
		c := junitCase{Name: r.Case.Name, Classname: r.Case.File}
		if !r.Passed() {
			failures := r.Failures(nil)
			c.Failure = &junitFailure{Message: failures[0], Text: strings.Join(failures, "\n")}
		}
		add(r.Case.File, c)
	}
	var out junitSuites
	for _, f := range slices.Sorted(maps.Keys(byFile)) {
		out.Suites = append(out.Suites, *byFile[f])
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(out); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// WriteCoverageIn lists, in say's language (English when nil), every rule
// id of the loaded rulesets with the number of cases citing it and the
// layer holding it, then, per layer and in all, how many rules have at
// least one case.
func WriteCoverageIn(w io.Writer, say *text.Printer, rules []RuleCoverage) {
	if say == nil {
		say = locales.English()
	}
	type tally struct{ covered, all int }
	byLayer := map[string]*tally{}
	var total tally
	for _, r := range rules {
		t := byLayer[r.Layer]
		if t == nil {
			t = &tally{}
			byLayer[r.Layer] = t
		}
		t.all++
		total.all++
		if r.Cases > 0 {
			t.covered++
			total.covered++
		}
		fmt.Fprintf(w, "%4d  %-40s %s\n", r.Cases, r.ID, r.Layer)
	}
	for _, layer := range slices.Sorted(maps.Keys(byLayer)) {
		t := byLayer[layer]
		fmt.Fprintln(w, say.T("conform.layer_cited", "layer", layer, "covered", t.covered, "all", t.all))
	}
	fmt.Fprintln(w, say.T("conform.all_cited", "covered", total.covered, "all", total.all))
}
