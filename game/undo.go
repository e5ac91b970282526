package game

import (
	"fmt"

	"github.com/nw68/nw68/core/engine"
)

// Why an undo is refused (UndoError.Code).
const (
	UndoNothing  = "nothing_to_undo" // no player has acted yet
	UndoRolled   = "dice_rolled"     // the action rolled dice: it stands
	UndoNotToAct = "not_to_act"      // its side is no longer the side to act
)

// An UndoError says why the last action cannot be taken back, and whose
// action it was ("" before any player acted), so a front end may tell a
// seat no more than that it was not its own.
type UndoError struct {
	Code    string
	Message string
	By      string
}

func (e *UndoError) Error() string { return e.Message }

// An Undone game is a game rebuilt without the last action a player took.
type Undone struct {
	Game   *engine.Engine
	Action engine.Action // the action taken back
	By     string        // the side that took it
}

// Undo takes back the last action a player took in cur (with what
// automated sides did after it), rebuilding the game from its record,
// whose head rec gives (cur.Record), with replay. The dice stand once
// rolled, and an action comes back only while its side is still to act;
// the caller checks who may ask.
func Undo(cur *engine.Engine, rec engine.Game, replay func(engine.Game) (*engine.Engine, error)) (Undone, error) {
	last := len(cur.Actions) - 1
	for last >= 0 && cur.Actions[last].Auto {
		last--
	}
	if last < 0 {
		return Undone{}, &UndoError{Code: UndoNothing, Message: "no player has acted yet"}
	}
	a := cur.Actions[last]
	rec.Actions = append([]engine.Action(nil), rec.Actions[:last]...)
	rec.Digests = append([]string(nil), rec.Digests[:min(last, len(rec.Digests))]...)
	e, err := replay(rec)
	if err != nil {
		return Undone{}, fmt.Errorf("undo: rebuilding the game without %s: %w", a.Kind, err)
	}
	// the seat that sent it, else the side that was to act
	by := a.Side
	if by == "" {
		by = e.ActorOf(a)
	}
	if rolled := len(cur.Dice.Rolls()) - len(e.Dice.Rolls()); rolled > 0 {
		return Undone{}, &UndoError{UndoRolled, fmt.Sprintf("%s rolled dice (%d roll(s)): an action stands once its dice are rolled", a.Kind, rolled), by}
	}
	if now := cur.ActingSide(); by != now {
		return Undone{}, &UndoError{UndoNotToAct, fmt.Sprintf("%s was %s's action and %s is to act now: an action is taken back only while its side is still to act", a.Kind, sideName(by), sideName(now)), by}
	}
	e.TrackDigests = true
	return Undone{Game: e, Action: a, By: by}, nil
}

// sideName names a side to act, or says that none is.
func sideName(side string) string {
	if side == "" {
		return "no side"
	}
	return side
}
