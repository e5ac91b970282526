package server

import (
	"cmp"
	"context"
	"encoding/json"
	"maps"
	"slices"

	"github.com/nw68/nw68/core/engine"
	"github.com/nw68/nw68/core/explain"
	"github.com/nw68/nw68/core/ruleset"
	"github.com/nw68/nw68/core/state"
	"github.com/nw68/nw68/core/text"
	ctyjson "github.com/zclconf/go-cty/cty/json"
)

// A View is a game as one seat sees it: everything the page draws.
type View struct {
	ID       string `json:"id"`
	Title    string `json:"title"`
	Ruleset  string `json:"ruleset"`
	Scenario string `json:"scenario"`
	// Campaign is the game's place in a campaign, if it is a step of one.
	Campaign *campaignView `json:"campaign,omitempty"`
	Seat     seat          `json:"seat"`
	// Position is the log position: the number of accepted actions. An
	// action request names it, so a stale request is refused.
	Position int `json:"position"`
	// Latest is the game's position: more than Position in a view of the
	// past (the log's replay), which is read only.
	Latest          int              `json:"latest"`
	Replay          bool             `json:"replay,omitempty"`
	Over            bool             `json:"over"`
	Result          string           `json:"result,omitempty"`
	Turn            int              `json:"turn"`
	Turns           int              `json:"turns,omitempty"`
	Phase           string           `json:"phase"`
	Step            string           `json:"step,omitempty"`
	ActiveSide      string           `json:"active_side,omitempty"`
	ActiveFormation string           `json:"active_formation,omitempty"`
	ActingSide      string           `json:"acting_side,omitempty"`
	Interrupt       *state.Interrupt `json:"interrupt,omitempty"`
	// MayAct says whether this seat has an action to take now (its Legal
	// are not empty). The active side may also carry on while another
	// side's reaction window is open, passing it up, as in the terminal.
	MayAct bool `json:"may_act"`
	// CanUndo says whether this seat may take back the last action now.
	CanUndo bool `json:"can_undo,omitempty"`
	// ComputerStuck names the side the computer stopped playing at this
	// position (no choice of its was accepted, or it had acted maxRun
	// times in a row; the server's log says which): the host may act for
	// it, and the computer tries again once the game moves.
	ComputerStuck string     `json:"computer_stuck,omitempty"`
	Sides         []sideView `json:"sides"`
	Cup           []string   `json:"cup"`
	// CupHidden counts the markers in the cup the seat may not see.
	CupHidden int                       `json:"cup_hidden,omitempty"`
	Drawn     []string                  `json:"drawn,omitempty"`
	Holdings  map[string]map[string]int `json:"holdings,omitempty"`
	Maps      []mapView                 `json:"maps"`
	Units     []unitView                `json:"units"`
	Log       []engine.LogEntry         `json:"log"`
	Values    []valueView               `json:"values,omitempty"`
	Reports   map[string]map[string]any `json:"reports,omitempty"`
	// Legal are the actions this seat may take now, as the engine lists them.
	Legal []engine.Action `json:"legal"`
	// Actions declare the ruleset's action kinds: the page reads their
	// parameter types to tell actors, targets and hexes apart.
	Actions map[string]actionView `json:"actions"`
	// Names are the display names of the ruleset's things (terrain,
	// markers, statuses, sides, formations) by id.
	Names map[string]string `json:"names"`
	// MarkerImages are the addresses of the images marker kinds name
	// (ruleset.AttrImage), by kind: the page draws one for the marker's chip.
	MarkerImages map[string]string `json:"marker_images,omitempty"`
	// Rules are the rules cited by the log and the values, by id.
	Rules map[string]ruleView `json:"rules"`
}

type campaignView struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Step  int    `json:"step"`
	Steps int    `json:"steps"`
}

type sideView struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Automated bool   `json:"automated,omitempty"`
	// Computer is the kind of the computer player that plays the side
	// (PlayerGreedy, PlayerAI), "" for a person.
	Computer string `json:"computer,omitempty"`
}

type mapView struct {
	ID          string    `json:"id"`
	Title       string    `json:"title,omitempty"`
	Orientation string    `json:"orientation"`
	ShiftOdd    bool      `json:"shift_odd"`
	Cols        int       `json:"cols"`
	Rows        int       `json:"rows"`
	Hexes       []hexView `json:"hexes"`
}

// A hexView is one hex: Q and R are axial coordinates on its own map.
type hexView struct {
	Label    string         `json:"label"`
	Q        int            `json:"q"`
	R        int            `json:"r"`
	Terrain  string         `json:"terrain"`
	Features []string       `json:"features,omitempty"`
	Name     string         `json:"name,omitempty"`
	Markers  []state.Marker `json:"markers,omitempty"`
	Control  string         `json:"control,omitempty"`
}

type unitView struct {
	*state.Unit
	Hex  string `json:"hex,omitempty"`
	Name string `json:"name"`
	// Tags and Movement are of the unit's type: the page draws its
	// symbol from them.
	Tags     []string                   `json:"tags,omitempty"`
	Movement string                     `json:"movement,omitempty"`
	Stats    map[string]json.RawMessage `json:"stats,omitempty"`
	Weapons  []weaponView               `json:"weapons,omitempty"`
	// Image is the address of the image its type names, which the page
	// draws in place of the symbol.
	Image string `json:"image,omitempty"`
}

type weaponView struct {
	Name  string                     `json:"name"`
	Attrs map[string]json.RawMessage `json:"attrs"`
}

type valueView struct {
	explain.Value
	Total int    `json:"total"`
	Text  string `json:"text"`
	// english is the value's explanation in English, whose words (ids and
	// the rules' names) say whether it names what the seat may not see.
	english string
}

// valueViewOf is a computed value as a seat reads it, in its language
// (say; nil: English): its name and its terms' labels in those words.
func valueViewOf(rs *ruleset.Ruleset, say *text.Printer, v explain.Value) valueView {
	english := v.String()
	if say == nil {
		return valueView{Value: v, Total: v.Total(), Text: english, english: english}
	}
	words := engine.ValueWords(rs, say)
	shown := v
	shown.Name = words.Name(v)
	shown.Terms = make([]explain.Term, len(v.Terms))
	for i, t := range v.Terms {
		shown.Terms[i] = t
		shown.Terms[i].Label = words.Label(t)
		if t.Struck != nil && t.Struck.Label != "" {
			st := *t.Struck
			st.Label = words.Label(explain.Term{Label: st.Label, Rule: st.Rule, Key: st.Key, Params: st.Params})
			shown.Terms[i].Struck = &st
		}
	}
	if v.Replaced != nil {
		r := *v.Replaced
		r.Label = words.Label(r)
		shown.Replaced = &r
	}
	return valueView{Value: shown, Total: v.Total(), Text: v.Render(words), english: english}
}

type actionView struct {
	Title    string      `json:"title"`
	Rule     string      `json:"rule,omitempty"`
	Reaction bool        `json:"reaction,omitempty"`
	Params   []paramView `json:"params"`
}

type paramView struct {
	Name     string   `json:"name"`
	Type     string   `json:"type"`
	Of       string   `json:"of,omitempty"`
	Choices  []string `json:"choices,omitempty"`
	Optional bool     `json:"optional,omitempty"`
}

type ruleView struct {
	Title   string `json:"title"`
	Section string `json:"section,omitempty"`
	Summary string `json:"summary,omitempty"`
}

// mayAct reports whether a seat may submit an action now. A side's seat
// acts on its turn, in its reaction window, as the active side while
// another side's window is open (carrying on passes the window up), when
// no side is to act (anyone may take the next step), and out of turn, no
// window being open, when the rules have any-time actions.
func mayAct(e *engine.Engine, st seat) bool {
	if e.Over() {
		return false
	}
	switch st.Role {
	case RoleHost:
		return true
	case RoleSide:
		acting := e.ActingSide()
		open := len(e.State.Interrupts) > 0
		return acting == "" || acting == st.Side || open && e.State.ActiveSide == st.Side || !open && e.Rules.AnyTime()
	}
	return false
}

// legalFor lists the actions a seat may take: those the engine finds it
// may submit itself (engine.LegalActionsFor: a side's seat its own, the
// host's hot seat any side's), none when it may not act. The lists are
// kept per seat until the game moves; the work of one is bounded as a
// request's (bounded), so a ruleset offering thousands of candidates holds
// the game for a bounded time and stops when the client leaves.
func (l *live) legalFor(ctx context.Context, st seat) ([]engine.Action, error) {
	if l.replay || !mayAct(l.e, st) {
		return []engine.Action{}, nil
	}
	if st.Role == RoleSide && len(l.e.State.Interrupts) > 0 && l.e.ActingSide() != st.Side {
		// another side's window is open: its reactions are not this seat's
		return []engine.Action{}, nil
	}
	if l.legalPos != l.position() {
		l.legal, l.legalPos = map[string][]engine.Action{}, l.position()
	}
	side := ""
	if st.Role == RoleSide {
		side = st.Side
	}
	if list, ok := l.legal[side]; ok {
		return list, nil
	}
	var list []engine.Action
	err := l.bounded(ctx, "listing the legal actions", func() error {
		var err error
		list, err = l.e.LegalActionsFor(side)
		return err
	})
	if err != nil {
		return nil, err
	}
	out := make([]engine.Action, len(list))
	for i, a := range list {
		a.Side = "" // the seat's token says who submits it
		out[i] = a
	}
	l.legal[side] = out
	return out, nil
}

// view builds a seat's view of the game.
func (l *live) view(ctx context.Context, st seat) (*View, error) {
	e := l.e
	s := e.State
	legal, err := l.legalFor(ctx, st)
	if err != nil {
		return nil, l.sightOf(st).clean(err, engine.Action{})
	}
	v := &View{
		ID: l.id, Title: l.title, Ruleset: l.record.Ruleset, Scenario: l.record.Scenario, Seat: st,
		Position: l.position(), Latest: l.position(), Replay: l.replay, Over: e.Over(), Result: engine.Result(e.Rules, st.Say, s), Turn: s.Turn, Phase: s.Phase, Step: s.Step,
		ActiveSide: s.ActiveSide, ActiveFormation: s.ActiveFormation, ActingSide: e.ActingSide(),
		MayAct: len(legal) > 0, CanUndo: l.mayUndo(st), Cup: slices.Clone(s.Cup), Drawn: s.Drawn, Holdings: s.Holdings,
		Log: e.Log, Reports: e.Reports, Legal: legal,
		Actions: map[string]actionView{}, Names: map[string]string{}, Rules: map[string]ruleView{},
	}
	if l.stuck == l.position() && !l.replay {
		v.ComputerStuck = l.stuckSide
	}
	if v.Cup == nil {
		v.Cup = []string{}
	}
	if v.Log == nil {
		v.Log = []engine.LogEntry{}
	}
	if e.Scenario != nil {
		v.Turns = e.Scenario.Turns
	}
	if c := e.Campaign; c != nil {
		v.Campaign = &campaignView{ID: c.ID, Step: c.Step}
		if def, ok := e.Rules.Campaigns[c.ID]; ok {
			v.Campaign.Title, v.Campaign.Steps = def.Title, len(def.Steps)
		}
	}
	if n := len(s.Interrupts); n > 0 {
		v.Interrupt = &s.Interrupts[n-1]
	}
	rs := e.Rules
	lang := cmp.Or(st.Lang, text.English).ID
	for _, side := range s.Sides {
		name := side
		if ent, ok := rs.Entity(ruleset.KindSide, side); ok && ent.Name != "" {
			name = rs.Text(lang, ruleset.KindSide, side, "name", ent.Name)
		}
		v.Sides = append(v.Sides, sideView{ID: side, Name: name, Automated: slices.Contains(s.Automated, side), Computer: l.computers[side]})
	}
	for _, kind := range []string{ruleset.KindTerrain, ruleset.KindMarkerKind, ruleset.KindStatus, ruleset.KindFormation, ruleset.KindItem, ruleset.KindSide} {
		for id, ent := range rs.Entities[kind] {
			if ent.Name != "" {
				v.Names[id] = rs.Text(lang, kind, id, "name", ent.Name)
			}
		}
	}
	for _, p := range rs.Phases {
		if _, taken := v.Names[p.ID]; !taken {
			v.Names[p.ID] = rs.Text(lang, ruleset.KindPhase, p.ID, "title", cmp.Or(p.Title, p.ID))
		}
	}
	for id, ent := range rs.Entities[ruleset.KindMarkerKind] {
		if u := imageURL(l.record.Ruleset, l.record.Mods, ent); u != "" {
			if v.MarkerImages == nil {
				v.MarkerImages = map[string]string{}
			}
			v.MarkerImages[id] = u
		}
	}
	for id, a := range rs.Actions {
		av := actionView{Title: rs.Text(lang, ruleset.KindAction, id, "title", a.Title), Rule: a.Rule, Reaction: a.Reaction, Params: []paramView{}}
		for _, p := range a.Params {
			av.Params = append(av.Params, paramView{Name: p.Name, Type: p.Type, Of: p.Of, Choices: p.Choices, Optional: p.Optional})
		}
		v.Actions[id] = av
	}
	if _, ok := v.Actions[engine.ActionPass]; !ok {
		title := engine.PassActionTitle()
		if st.Say != nil {
			title = st.Say.T(engine.PassTitle)
		}
		v.Actions[engine.ActionPass] = actionView{Title: title, Reaction: true, Params: []paramView{}}
	}
	for _, id := range e.Layout.Maps() {
		v.Maps = append(v.Maps, l.mapView(id))
	}
	for _, id := range s.UnitIDs() {
		uv := unitViewOf(e, s.Units[id])
		uv.Image = imageURL(l.record.Ruleset, l.record.Mods, e.UnitType(s.Units[id]))
		v.Units = append(v.Units, uv)
	}
	for _, val := range e.Values {
		v.Values = append(v.Values, valueViewOf(rs, st.Say, val))
	}
	l.sightOf(st).filter(v)
	// the rules cited by what the seat may read, and no other: a rule
	// cited only by a withheld line would tell that it applied
	cite := func(rule string) {
		if r, ok := rs.Rules[rule]; ok {
			v.Rules[rule] = ruleView{Title: rs.Text(lang, ruleset.KindRule, rule, "title", r.Title), Section: r.Section, Summary: rs.Text(lang, ruleset.KindRule, rule, "summary", r.Summary)}
		}
	}
	for _, entry := range v.Log {
		cite(entry.Rule)
	}
	for _, val := range v.Values {
		for _, t := range val.Terms {
			cite(t.Rule)
			if t.Struck != nil {
				cite(t.Struck.Rule)
			}
		}
	}
	return v, nil
}

func (l *live) mapView(id string) mapView {
	e := l.e
	m, _ := e.Layout.Map(id)
	var board *ruleset.Map
	for _, b := range e.Boards {
		if b.ID == id {
			board = b
		}
	}
	mv := mapView{ID: id, Orientation: m.Layout.Orientation.String(), ShiftOdd: m.Layout.ShiftOdd, Cols: m.Layout.Cols, Rows: m.Layout.Rows}
	if board != nil {
		mv.Title = board.Title
	}
	for _, local := range m.Layout.All() {
		h := local.Add(m.Origin)
		info := e.Hex(h)
		mv.Hexes = append(mv.Hexes, hexView{
			Label: e.Label(h), Q: local.Q, R: local.R, Terrain: info.Terrain, Features: info.Features, Name: info.Name,
			Markers: e.State.MarkersAt(h), Control: e.State.Control[h],
		})
	}
	return mv
}

func unitViewOf(e *engine.Engine, u *state.Unit) unitView {
	uv := unitView{Unit: u, Name: u.Type}
	if u.OnMap {
		uv.Hex = e.Label(u.Hex)
	}
	t := e.UnitType(u)
	if t == nil {
		return uv
	}
	if t.Name != "" {
		uv.Name = t.Name
	}
	uv.Tags, uv.Movement = t.Tags, t.Movement
	uv.Stats = attrsJSON(t.StatsOn(u.Face))
	for _, w := range t.WeaponsOn(u.Face) {
		uv.Weapons = append(uv.Weapons, weaponView{Name: w.Name, Attrs: attrsJSON(w.Attrs)})
	}
	return uv
}

// attrsJSON renders a ruleset's attributes as JSON values.
func attrsJSON(a ruleset.Attrs) map[string]json.RawMessage {
	if len(a) == 0 {
		return nil
	}
	out := make(map[string]json.RawMessage, len(a))
	for _, k := range slices.Sorted(maps.Keys(a)) {
		data, err := ctyjson.SimpleJSONValue{Value: a[k]}.MarshalJSON()
		if err == nil {
			out[k] = data
		}
	}
	return out
}
