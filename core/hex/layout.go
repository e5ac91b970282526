package hex

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Orientation says which way the hexes of a printed map point.
type Orientation int

const (
	// FlatTop maps have hexes with a flat top edge, set in vertical columns
	// with every other column shifted down by half a hex.
	FlatTop Orientation = iota
	// PointyTop maps have hexes with a vertex at the top, set in horizontal
	// rows with every other row shifted right by half a hex.
	PointyTop
)

// String returns "flat" or "pointy", the names ParseOrientation accepts.
func (o Orientation) String() string {
	switch o {
	case FlatTop:
		return "flat"
	case PointyTop:
		return "pointy"
	}
	return fmt.Sprintf("Orientation(%d)", int(o))
}

// ParseOrientation reads "flat" or "pointy" (in any letter case).
func ParseOrientation(s string) (Orientation, error) {
	switch strings.ToLower(s) {
	case "flat":
		return FlatTop, nil
	case "pointy":
		return PointyTop, nil
	}
	return 0, fmt.Errorf("hex orientation %q: want \"flat\" or \"pointy\"", s)
}

// Layout describes how a printed map is drawn and labelled.
//
// Columns are labelled with letters from the left, A..Z, then AA, BB, ...,
// ZZ, then AAA, and so on; rows are numbered from 1 at the top. A hex label
// is its column letters followed by its row number, as in "A1" or "DD20".
// Offset (col, row) pairs are 1-based, exactly as printed.
//
// Label A1 is the axial origin Hex{0, 0}. Moving one column right adds 1 to
// Q on a flat-top map; moving one row down adds 1 to R on a pointy-top map.
type Layout struct {
	// Orientation is FlatTop or PointyTop; any other value behaves as
	// FlatTop.
	Orientation Orientation
	// ShiftOdd says which columns (flat-top) or rows (pointy-top) are
	// shifted by half a hex. On a flat-top map, when ShiftOdd is true the
	// odd columns (A, C, E, ...: column A is 1, which is odd) sit half a hex
	// lower than their neighbours ("odd-q"); when false the even columns do
	// ("even-q"). On a pointy-top map the same holds for rows, shifted half
	// a hex to the right ("odd-r" / "even-r").
	ShiftOdd bool
	// Cols and Rows are the size of the map; hexes outside 1..Cols and
	// 1..Rows are off the map. Callers keep both within MaxSize: All
	// allocates Cols*Rows hexes.
	Cols, Rows int
}

// MaxSize is the most columns, and the most rows, a map may have. Beyond it a
// hex has no printed label: the letters of column n grow with n/26, so a hex
// far off the map (from a corrupt save, say) would otherwise label itself
// with gigabytes of letters.
const MaxSize = 1000

// FromOffset returns the hex printed at column col and row row (both
// 1-based). It works for any integers; use Contains to check that the result
// is on the map.
func (l Layout) FromOffset(col, row int) Hex {
	c, r := col-1, row-1
	if l.Orientation == PointyTop {
		return Hex{c - l.halfShift(r), r}
	}
	return Hex{c, r - l.halfShift(c)}
}

// ToOffset returns the 1-based column and row at which h is printed. It is
// the inverse of FromOffset for every hex, on the map or not.
func (l Layout) ToOffset(h Hex) (col, row int) {
	if l.Orientation == PointyTop {
		return h.Q + l.halfShift(h.R) + 1, h.R + 1
	}
	return h.Q + 1, h.R + l.halfShift(h.Q) + 1
}

// halfShift returns how many whole hexes the 0-based line i (a column on a
// flat-top map, a row on a pointy-top one) is offset against its axial
// coordinate: i/2 rounded up when the 0-based even lines (printed odd) are
// shifted, rounded down otherwise. x&1 is 0 or 1 for negative x too, so the
// division is always exact.
func (l Layout) halfShift(i int) int {
	if l.ShiftOdd {
		return (i + i&1) / 2
	}
	return (i - i&1) / 2
}

// Contains reports whether h lies on the map.
func (l Layout) Contains(h Hex) bool {
	col, row := l.ToOffset(h)
	return col >= 1 && col <= l.Cols && row >= 1 && row <= l.Rows
}

// All returns every hex on the map in label order: column by column, and
// down each column by row (A1, A2, ..., A<Rows>, B1, ...).
func (l Layout) All() []Hex {
	if l.Cols <= 0 || l.Rows <= 0 {
		return nil
	}
	out := make([]Hex, 0, l.Cols*l.Rows)
	for col := 1; col <= l.Cols; col++ {
		for row := 1; row <= l.Rows; row++ {
			out = append(out, l.FromOffset(col, row))
		}
	}
	return out
}

// Label returns the printed label of h, such as "O9", "V13" or "DD20". The
// map size is not checked, so hexes beyond the last column or row still get
// the label they would carry. A hex left of column A or above row 1 has no
// label, nor does one right of column MaxSize; for these Label returns
// h.String(), "(Q,R)", which Parse rejects.
func (l Layout) Label(h Hex) string {
	col, row := l.ToOffset(h)
	if col < 1 || row < 1 || col > MaxSize {
		return h.String()
	}
	return ColumnLetters(col) + strconv.Itoa(row)
}

// ColumnLetters returns the letters of 1-based column col: "A".."Z" for
// 1..26, then "AA" for 27, "BB" for 28, ..., "ZZ" for 52, "AAA" for 53, and so
// on. It returns "" for col < 1 and for col > MaxSize.
func ColumnLetters(col int) string {
	if col < 1 || col > MaxSize {
		return ""
	}
	letter := string(rune('A' + (col-1)%26))
	return strings.Repeat(letter, (col-1)/26+1)
}

// ErrMalformedLabel is matched (with errors.Is) by the errors Parse returns
// for text that is not a hex label at all.
var ErrMalformedLabel = errors.New("malformed hex label")

// ErrOffMap is matched (with errors.Is) by the errors Parse returns for a
// well-formed label of a hex that is not on the map.
var ErrOffMap = errors.New("hex off the map")

// labelError carries a readable message and the sentinel it matches.
type labelError struct {
	msg  string
	kind error
}

func (e *labelError) Error() string { return e.msg }
func (e *labelError) Unwrap() error { return e.kind }

func malformed(label, reason string) error {
	return &labelError{fmt.Sprintf("hex label %q: %s", label, reason), ErrMalformedLabel}
}

// Parse returns the hex with the given label, the inverse of Label. Letters
// may be in either case ("dd20" is DD20). A label is one or more copies of
// the same letter followed by a row number written without sign, spaces or
// leading zeros; anything else is an error matching ErrMalformedLabel, as in
// `hex label "ab3": ...`. A well-formed label of a hex off the map (row 0
// included) is an error matching ErrOffMap, as in
// `hex "EE3" is off the 30x20 map`.
func (l Layout) Parse(label string) (Hex, error) {
	if label == "" {
		return Hex{}, malformed(label, "empty label")
	}
	n := 0
	for n < len(label) && isLetter(label[n]) {
		n++
	}
	if n == 0 {
		return Hex{}, malformed(label, "must start with a column letter A-Z")
	}
	letter := upper(label[0])
	for i := 1; i < n; i++ {
		if upper(label[i]) != letter {
			return Hex{}, malformed(label, "column letters must all be the same letter (A-Z, AA, BB, ..., AAA, ...)")
		}
	}
	digits := label[n:]
	if digits == "" {
		return Hex{}, malformed(label, "missing row number after the column letters")
	}
	for i := range len(digits) {
		if digits[i] < '0' || digits[i] > '9' {
			r, _ := utf8.DecodeRuneInString(digits[i:])
			return Hex{}, malformed(label, fmt.Sprintf("unexpected %q in row number", r))
		}
	}
	if len(digits) > 1 && digits[0] == '0' {
		return Hex{}, malformed(label, "row number has a leading zero")
	}
	norm := strings.ToUpper(label) // only ASCII letters and digits remain
	row, err := strconv.Atoi(digits)
	if err != nil { // only possible error left: too large for an int
		return Hex{}, l.offMap(norm)
	}
	h := l.FromOffset((n-1)*26+int(letter-'A')+1, row)
	if !l.Contains(h) {
		return Hex{}, l.offMap(norm)
	}
	return h, nil
}

func (l Layout) offMap(label string) error {
	return &labelError{fmt.Sprintf("hex %q is off the %dx%d map", label, l.Cols, l.Rows), ErrOffMap}
}

func isLetter(b byte) bool { return b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' }

func upper(b byte) byte {
	if b >= 'a' && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}
