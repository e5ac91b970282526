package game

import (
	"fmt"

	"github.com/nw68/nw68/core/engine"
)

// Why an undo is refused (UndoError.Code).
const (
	UndoNothing = "nothing_to_undo" // no player has acted yet
	UndoRolled  = "dice_rolled"     // the action rolled dice: it stands
)

// An UndoError says why the last action cannot be taken back, and whose
// action it was ("" before any player acted), so a front end may tell a
// seat no more than that it was not its own.
type UndoError struct {
	Code    string
	Message string // in English; Action and Rolls let a front end tell it in another language
	By      string
	Action  string // the kind of the action that stands (UndoRolled)
	Rolls   int    // the rolls it made (UndoRolled)
}

func (e *UndoError) Error() string { return e.Message }

// An Undone game is a game rebuilt without the last action a player took.
type Undone struct {
	Game   *engine.Engine
	Action engine.Action // the action taken back
	By     string        // the side that took it
}

// Undo takes back the last action a player took in cur (with what
// automated sides did after it, and the passes that answered its reaction
// windows: passing up a window is not acting on the action), rebuilding the
// game from its record, whose head rec gives (cur.Record), with replay. The
// dice stand once rolled; an action that handed the turn over (a mistaken
// end of an activation) comes back too, as no other player has acted
// since. The caller checks who may ask.
func Undo(cur *engine.Engine, rec engine.Game, replay func(engine.Game) (*engine.Engine, error)) (Undone, error) {
	last := len(cur.Actions) - 1
	for last >= 0 && (cur.Actions[last].Auto || cur.Actions[last].Kind == engine.ActionPass) {
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
	by := actorOf(e, a)
	if rolled := len(cur.Dice.Rolls()) - len(e.Dice.Rolls()); rolled > 0 {
		return Undone{}, &UndoError{Code: UndoRolled, Message: fmt.Sprintf("%s rolled dice (%d roll(s)): an action stands once its dice are rolled", a.Kind, rolled), By: by, Action: a.Kind, Rolls: rolled}
	}
	e.TrackDigests = true
	return Undone{Game: e, Action: a, By: by}, nil
}

// actorOf is the side that took an action, judged in the game as it was
// before it: the seat that sent it; else the side its own-scoped parameter
// names (a side, or a unit's side), which a hot seat's purchase in a setup
// with no side to act says; else the side that was to act.
func actorOf(e *engine.Engine, a engine.Action) string {
	if a.Side != "" {
		return a.Side
	}
	if def, ok := e.Rules.Actions[a.Kind]; ok {
		for _, p := range def.Params {
			v, _ := a.Params[p.Name].(string)
			if p.Of != "own" || v == "" {
				continue
			}
			if p.Type == "unit" {
				if u, ok := e.State.Units[v]; ok {
					return u.Side
				}
				continue
			}
			return v
		}
	}
	return e.ActorOf(a)
}
