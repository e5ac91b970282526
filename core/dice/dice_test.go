package dice

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSeededIsDeterministic(t *testing.T) {
	a, b := NewSeeded(42), NewSeeded(42)
	for i := 0; i < 100; i++ {
		ra, err := a.Roll(2, 6, "test")
		require.NoError(t, err)
		rb, err := b.Roll(2, 6, "test")
		require.NoError(t, err)
		require.Equal(t, ra.Faces, rb.Faces)
		for _, f := range ra.Faces {
			require.True(t, f >= 1 && f <= 6, "face %d", f)
		}
	}
	c := NewSeeded(43)
	differ := false
	for i := 0; i < 20; i++ {
		ra, _ := a.Roll(1, 6, "x")
		rc, _ := c.Roll(1, 6, "x")
		differ = differ || ra.Faces[0] != rc.Faces[0]
	}
	assert.True(t, differ, "different seeds should give different rolls")
}

func TestScripted(t *testing.T) {
	tests := []struct {
		name    string
		faces   []int
		n, side int
		want    []int
		wantErr string
	}{
		{"two dice", []int{6, 5, 1}, 2, 6, []int{6, 5}, ""},
		{"runs out", []int{3}, 2, 6, nil, "ran out"},
		{"face too big", []int{7}, 1, 6, nil, "not on a 6-sided die"},
		{"bad count", []int{1}, 1, 0, nil, "cannot throw"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := NewScripted(tt.faces)
			r, err := d.Roll(tt.n, tt.side, "to hit")
			if tt.wantErr != "" {
				require.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, r.Faces)
			assert.Equal(t, 11, r.Sum())
			assert.Equal(t, "2D6 to hit: 6+5", r.String()) // the purpose and faces, as the log shows them
			assert.Equal(t, []int{1}, d.Leftover())
		})
	}
}

func TestCheckpointRestore(t *testing.T) {
	for _, d := range []*Dice{NewSeeded(7), NewScripted([]int{1, 2, 3, 4, 5, 6})} {
		_, _ = d.Roll(1, 6, "before")
		cp := d.Checkpoint()
		first, err := d.Roll(3, 6, "undone")
		require.NoError(t, err)
		d.Restore(cp)
		assert.Len(t, d.Rolls(), 1)
		again, err := d.Roll(3, 6, "redone")
		require.NoError(t, err)
		assert.Equal(t, first.Faces, again.Faces)
	}
}

func TestPrefix(t *testing.T) {
	tests := []struct {
		name  string
		faces []int
		rolls [][2]int // n dice of s sides, in order
		want  [][]int  // the faces of the rolls that completed
		need  *Request
	}{
		{"enough faces", []int{3, 4}, [][2]int{{2, 6}}, [][]int{{3, 4}}, nil},
		{"runs out inside a roll", []int{3}, [][2]int{{2, 6}}, nil, &Request{Purpose: "roll 1", N: 2, Sides: 6, Die: 1}},
		{"runs out at a later roll", []int{2}, [][2]int{{1, 6}, {1, 10}, {1, 8}}, [][]int{{2}}, &Request{Purpose: "roll 2", N: 1, Sides: 10}},
		{"nothing given", nil, [][2]int{{3, 4}}, nil, &Request{Purpose: "roll 1", N: 3, Sides: 4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := NewPrefix(tt.faces)
			var got [][]int
			for i, r := range tt.rolls {
				cp := d.Checkpoint()
				roll, err := d.Roll(r[0], r[1], fmt.Sprintf("roll %d", i+1))
				if err != nil {
					require.ErrorIs(t, err, ErrScriptExhausted)
					d.Restore(cp) // the note outlives an undone roll
					continue
				}
				got = append(got, roll.Faces)
			}
			assert.Equal(t, tt.want, got)
			need, ok := d.Needs()
			assert.Equal(t, tt.need != nil, ok)
			if tt.need != nil {
				assert.Equal(t, *tt.need, need)
			}
		})
	}
	_, ok := NewScripted(nil).Needs()
	assert.False(t, ok, "scripted dice note nothing")
}

func TestAgainRecordsKnownFaces(t *testing.T) {
	cases := []struct {
		name string
		roll Roll
		err  string
	}{
		{"a known throw", Roll{Purpose: "shot", Sides: 6, Faces: []int{4, 6}}, ""},
		{"a face off the die", Roll{Purpose: "shot", Sides: 6, Faces: []int{7}}, "die 1 shows 7, not a face of a 6-sided die"},
		{"no sides", Roll{Purpose: "shot", Faces: []int{1}}, "1 dice of 0 sides"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := NewScripted([]int{2})
			err := d.Again(c.roll)
			if c.err != "" {
				require.ErrorContains(t, err, c.err)
				assert.Empty(t, d.Rolls())
				return
			}
			require.NoError(t, err)
			assert.Equal(t, []Roll{c.roll}, d.Rolls())
			assert.Equal(t, []int{2}, d.Leftover(), "nothing is drawn")
		})
	}
}
