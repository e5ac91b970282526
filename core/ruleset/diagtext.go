package ruleset

import (
	"bytes"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	wordwrap "github.com/mitchellh/go-wordwrap"
)

// WriteDiagnostics writes diagnostics as hcl's text writer does (without
// colour): the severity and summary, where the subject is with its block
// and its source lines, and the detail wrapped at width (0: not wrapped).
// It takes time in proportion to what it writes: hcl's writer scans the
// file from its start for every diagnostic, and walks all the file's
// blocks to name the one around it, so a file with thousands of problems
// (a campaign naming 5,000 scenarios no layer declares) took minutes.
func WriteDiagnostics(w io.Writer, files map[string]*hcl.File, width uint, diags hcl.Diagnostics) error {
	dw := &diagWriter{w: w, files: files, width: width, index: map[string]*sourceIndex{}}
	for _, d := range diags {
		if err := dw.write(d); err != nil {
			return fmt.Errorf("write failed: %w", err)
		}
	}
	return nil
}

type diagWriter struct {
	w     io.Writer
	files map[string]*hcl.File
	width uint
	index map[string]*sourceIndex
}

// A sourceIndex finds a file's lines and top-level blocks by byte offset.
type sourceIndex struct {
	lines  []int // the byte offset where each line starts
	blocks hclsyntax.Blocks
}

func (dw *diagWriter) indexOf(name string, f *hcl.File) *sourceIndex {
	if ix, ok := dw.index[name]; ok {
		return ix
	}
	ix := &sourceIndex{lines: []int{0}}
	for i, b := range f.Bytes {
		if b == '\n' {
			ix.lines = append(ix.lines, i+1)
		}
	}
	if body, ok := f.Body.(*hclsyntax.Body); ok {
		ix.blocks = body.Blocks
	}
	dw.index[name] = ix
	return ix
}

func (dw *diagWriter) write(d *hcl.Diagnostic) error {
	if d.Subject != nil && d.Expression != nil && d.EvalContext != nil {
		// the values of an expression's variables: the loader evaluates
		// without variables, so only another caller's diagnostics have them
		return hcl.NewDiagnosticTextWriter(dw.w, dw.files, dw.width, false).WriteDiagnostic(d)
	}
	severity := "???????"
	switch d.Severity {
	case hcl.DiagError:
		severity = "Error"
	case hcl.DiagWarning:
		severity = "Warning"
	}
	if _, err := fmt.Fprintf(dw.w, "%s: %s\n\n", severity, d.Summary); err != nil {
		return err
	}
	if d.Subject != nil {
		if err := dw.source(d); err != nil {
			return err
		}
	}
	if d.Detail != "" {
		detail := d.Detail
		if dw.width != 0 {
			detail = wordwrap.WrapString(detail, dw.width)
		}
		if _, err := fmt.Fprintf(dw.w, "%s\n\n", detail); err != nil {
			return err
		}
	}
	return nil
}

// source writes where a diagnostic's subject is and its lines, the subject
// set apart from the rest of them.
func (dw *diagWriter) source(d *hcl.Diagnostic) error {
	snip, highlight := *d.Subject, *d.Subject
	if d.Context != nil {
		snip = hcl.RangeOver(snip, *d.Context)
	}
	// an empty range is shown as one character
	for _, r := range []*hcl.Range{&snip, &highlight} {
		if r.Empty() {
			r.End.Byte++
			r.End.Column++
		}
	}
	f := dw.files[d.Subject.Filename]
	if f == nil || f.Bytes == nil {
		_, err := fmt.Fprintf(dw.w, "  on %s line %d:\n  (source code not available)\n\n", d.Subject.Filename, d.Subject.Start.Line)
		return err
	}
	ix := dw.indexOf(d.Subject.Filename, f)
	in := ""
	if block := ix.blockAt(d.Subject.Start.Byte); block != "" {
		in = ", in " + block
	}
	if _, err := fmt.Fprintf(dw.w, "  on %s line %d%s:\n", d.Subject.Filename, d.Subject.Start.Line, in); err != nil {
		return err
	}
	src := f.Bytes
	// the last line starting at or before the snippet, then on while they
	// overlap it
	first := max(sort.Search(len(ix.lines), func(i int) bool { return ix.lines[i] > snip.Start.Byte })-1, 0)
	for n := first; n < len(ix.lines) && ix.lines[n] <= snip.End.Byte; n++ {
		start, end := ix.lines[n], len(src)
		if n+1 < len(ix.lines) {
			end = ix.lines[n+1] - 1 // without its newline
		}
		text := bytes.TrimSuffix(src[start:end], []byte("\r"))
		line := hcl.Range{Filename: snip.Filename, Start: hcl.Pos{Line: n + 1, Column: 1, Byte: start}, End: hcl.Pos{Line: n + 1, Byte: start + len(text)}}
		if !line.Overlaps(snip) {
			continue
		}
		before, marked, after := line.PartitionAround(highlight)
		var err error
		if marked.Empty() {
			_, err = fmt.Fprintf(dw.w, "%4d: %s\n", n+1, text)
		} else {
			_, err = fmt.Fprintf(dw.w, "%4d: %s%s%s\n", n+1, before.SliceBytes(src), marked.SliceBytes(src), after.SliceBytes(src))
		}
		if err != nil {
			return err
		}
	}
	_, err := dw.w.Write([]byte{'\n'})
	return err
}

// blockAt names the top-level block around a byte offset, as hcl does:
// its type and labels.
func (ix *sourceIndex) blockAt(offset int) string {
	i := sort.Search(len(ix.blocks), func(i int) bool { return ix.blocks[i].Range().End.Byte > offset })
	if i == len(ix.blocks) || !ix.blocks[i].Range().ContainsOffset(offset) {
		return ""
	}
	b := ix.blocks[i]
	parts := []string{b.Type}
	for _, l := range b.Labels {
		parts = append(parts, fmt.Sprintf("%q", l))
	}
	return strings.Join(parts, " ")
}
