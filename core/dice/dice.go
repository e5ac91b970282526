// Package dice is the only source of randomness in nw68.
//
// A Dice is either seeded (deterministic play: the same seed gives the same
// rolls), scripted (tests: a fixed list of faces, where running out is an
// error and leftovers can be checked) or a prefix (exploring outcomes: a
// scripted list that, when it runs out, notes the roll that wanted more, so
// an explorer can branch on that die's faces). Every roll is recorded with the
// purpose its caller gave, so a player can read back why each die was thrown.
//
// The package knows nothing of any game: how many dice a rule throws and what
// their faces mean belong to rulesets.
package dice

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
)

// A Roll is one throw of one or more dice of the same size.
type Roll struct {
	Purpose string `json:"purpose"`
	Sides   int    `json:"sides"`
	Faces   []int  `json:"faces"`
	// Told, when set, is the purpose as its caller tells it in each
	// reader's language (opaque here: the dice only keep it).
	Told any `json:"-"`
}

// Sum returns the total of the faces.
func (r Roll) Sum() int {
	total := 0
	for _, f := range r.Faces {
		total += f
	}
	return total
}

// String renders the roll like "3D8 scatter: 8+1+4".
func (r Roll) String() string {
	faces := make([]string, len(r.Faces))
	for i, f := range r.Faces {
		faces[i] = fmt.Sprint(f)
	}
	return fmt.Sprintf("%dD%d %s: %s", len(r.Faces), r.Sides, r.Purpose, strings.Join(faces, "+"))
}

// ErrScriptExhausted is returned when a scripted Dice has no faces left.
var ErrScriptExhausted = errors.New("scripted dice ran out of faces")

// Dice throws dice and keeps the record of every throw.
type Dice struct {
	pcg      *rand.PCG
	rng      *rand.Rand
	scripted bool
	script   []int
	next     int
	rolls    []Roll
	// prefix marks dice made by NewPrefix; need is the first roll they
	// could not complete.
	prefix bool
	need   *Request
}

// A Request is a roll that prefix dice ran out of faces for: the next face
// they need is for die number Die (from 0) of N dice of Sides sides.
type Request struct {
	Purpose string
	N       int
	Sides   int
	Die     int
}

// NewSeeded returns dice for play: the same seed always gives the same rolls.
func NewSeeded(seed uint64) *Dice {
	pcg := rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)
	return &Dice{pcg: pcg, rng: rand.New(pcg)}
}

// NewScripted returns dice that give the listed faces in order.
func NewScripted(faces []int) *Dice {
	return &Dice{scripted: true, script: append([]int(nil), faces...)}
}

// NewPrefix returns dice that give the listed faces in order, like scripted
// dice, and when those run out fail the roll with ErrScriptExhausted and
// note what it asked for (see Needs). The note survives whatever the caller
// does with the error (a script may turn it into text, or catch it).
func NewPrefix(faces []int) *Dice {
	d := NewScripted(faces)
	d.prefix = true
	return d
}

// Needs returns the first roll prefix dice could not complete, if any.
func (d *Dice) Needs() (Request, bool) {
	if d.need == nil {
		return Request{}, false
	}
	return *d.need, true
}

// Roll throws n dice with the given number of sides for the stated purpose.
// The largest throw: far beyond any table, small enough that a mistaken
// count cannot exhaust memory.
const (
	MaxDice  = 1000
	MaxSides = 1_000_000
)

func (d *Dice) Roll(n, sides int, purpose string) (Roll, error) {
	if n < 0 || sides < 1 || n > MaxDice || sides > MaxSides {
		return Roll{}, fmt.Errorf("roll %q: cannot throw %d dice of %d sides (at most %d dice of up to %d sides)", purpose, n, sides, MaxDice, MaxSides)
	}
	faces := make([]int, n)
	for i := range faces {
		if !d.scripted {
			faces[i] = d.rng.IntN(sides) + 1
			continue
		}
		if d.next >= len(d.script) {
			if d.prefix && d.need == nil {
				d.need = &Request{Purpose: purpose, N: n, Sides: sides, Die: i}
			}
			return Roll{}, fmt.Errorf("roll %dD%d %q: %w after %d faces", n, sides, purpose, ErrScriptExhausted, len(d.script))
		}
		face := d.script[d.next]
		if face < 1 || face > sides {
			return Roll{}, fmt.Errorf("roll %dD%d %q: scripted face %d (number %d) is not on a %d-sided die", n, sides, purpose, face, d.next+1, sides)
		}
		faces[i] = face
		d.next++
	}
	r := Roll{Purpose: purpose, Sides: sides, Faces: faces}
	d.rolls = append(d.rolls, r)
	return r, nil
}

// Again records a throw whose faces are known already, drawing nothing:
// an action played again after a player answered one of its rolls throws
// the rolls before that one as they came out and the answered one as the
// answer left it.
func (d *Dice) Again(r Roll) error {
	if len(r.Faces) > MaxDice || r.Sides < 1 || r.Sides > MaxSides {
		return fmt.Errorf("roll %q again: %d dice of %d sides (at most %d dice of up to %d sides)", r.Purpose, len(r.Faces), r.Sides, MaxDice, MaxSides)
	}
	for i, f := range r.Faces {
		if f < 1 || f > r.Sides {
			return fmt.Errorf("roll %q again: die %d shows %d, not a face of a %d-sided die", r.Purpose, i+1, f, r.Sides)
		}
	}
	r.Faces = append([]int(nil), r.Faces...)
	d.rolls = append(d.rolls, r)
	return nil
}

// Rolls returns every roll made so far, oldest first.
func (d *Dice) Rolls() []Roll { return d.rolls }

// Tell notes how the last roll's purpose is told (Roll.Told).
func (d *Dice) Tell(told any) {
	if n := len(d.rolls); n > 0 {
		d.rolls[n-1].Told = told
	}
}

// Leftover returns the scripted faces not yet used (nil for seeded dice).
func (d *Dice) Leftover() []int {
	if !d.scripted {
		return nil
	}
	return d.script[d.next:]
}

// A Checkpoint is the dice position at one moment, to undo the rolls of an
// action that was rejected or failed.
type Checkpoint struct {
	pcg   []byte
	next  int
	rolls int
}

// Checkpoint records the current position.
func (d *Dice) Checkpoint() Checkpoint {
	cp := Checkpoint{next: d.next, rolls: len(d.rolls)}
	if d.pcg != nil {
		cp.pcg, _ = d.pcg.MarshalBinary() // PCG's MarshalBinary never fails
	}
	return cp
}

// Restore returns the dice to a checkpoint taken earlier, forgetting later rolls.
func (d *Dice) Restore(cp Checkpoint) {
	if d.pcg != nil {
		_ = d.pcg.UnmarshalBinary(cp.pcg) // the bytes came from MarshalBinary
	}
	d.next = cp.next
	d.rolls = d.rolls[:cp.rolls]
}
