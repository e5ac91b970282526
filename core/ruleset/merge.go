package ruleset

import (
	"fmt"
	"slices"

	"github.com/hashicorp/hcl/v2"
)

var topKinds = map[string]bool{
	KindRule: true, KindSide: true, KindTerrain: true, KindUnitType: true, KindItem: true,
	KindMarkerKind: true, KindStatus: true, KindFormation: true, KindHolding: true, KindAction: true, KindModifier: true,
	KindTable: true, KindPhase: true, KindMap: true, KindScenario: true, KindShorthand: true, KindCampaign: true, KindValue: true, KindStat: true, KindHook: true, KindEvaluation: true, KindSight: true,
	KindMovementClass: true, KindPrecondition: true, KindMessage: true,
}

type blockKey struct{ kind, name string }

// Kinds of Change.
const (
	ChangeReplaces = "replaces"
	ChangePatch    = "patch"
)

// merger lays the blocks of each layer over those of earlier layers.
type merger struct {
	blocks map[blockKey]*node
	// order lists the blocks in declaration order; a removed block leaves a
	// zero key at its place (found by pos), so a remove costs no scan.
	order   []blockKey
	pos     map[blockKey]int
	changed map[blockKey]changeRecord // the last mod that replaced or patched a block
	stats   statIndex
	diags   hcl.Diagnostics
}

type changeRecord struct {
	layer *Layer
	at    hcl.Range
}

func newMerger() *merger {
	return &merger{blocks: map[blockKey]*node{}, pos: map[blockKey]int{}, changed: map[blockKey]changeRecord{}, stats: statIndex{declared: map[string]map[string]bool{}}}
}

func (m *merger) errorf(subject hcl.Range, summary, format string, args ...any) {
	m.diags = append(m.diags, &hcl.Diagnostic{Severity: hcl.DiagError, Summary: summary, Detail: fmt.Sprintf(format, args...), Subject: subject.Ptr()})
}

func (m *merger) add(layer *Layer, nodes []*node) {
	for _, n := range nodes {
		switch {
		case n.Kind == kindPatch || n.Kind == kindRemove:
			m.change(layer, n)
		case !topKinds[n.Kind]:
			m.errorf(n.DefRange, "Unknown block type", "A rule file may declare %s, or patch/remove an earlier layer's block; %q is none of these.", sortedJoin(topKinds), n.Kind)
		case len(n.Labels) != 1:
			m.errorf(n.DefRange, "Wrong number of labels", "A %s block takes exactly one label, its id: %s \"<id>\" { ... }.", n.Kind, n.Kind)
		default:
			m.stats.noteStats(n)
			key := blockKey{n.Kind, n.name()}
			old, exists := m.blocks[key]
			switch {
			case exists && old.Layer == layer.ID:
				m.errorf(n.DefRange, fmt.Sprintf("Duplicate %s", n.Kind), "A %s named %q was already declared at %s.", n.Kind, key.name, old.DefRange)
				continue
			case exists:
				if !m.record(layer, key, n.DefRange) {
					continue
				}
				n.Changes = append(slices.Clone(old.Changes), Change{Kind: ChangeReplaces, Layer: layer.ID, Range: n.DefRange, Of: old.DefRange, OfLayer: old.Layer})
			default:
				m.pos[key] = len(m.order)
				m.order = append(m.order, key)
			}
			m.blocks[key] = n
		}
	}
}

// change applies a patch or remove block.
func (m *merger) change(layer *Layer, n *node) {
	if len(n.Labels) != 2 {
		m.errorf(n.DefRange, "Wrong number of labels", "Write %s \"<kind>\" \"<id>\" { ... }, e.g. %s \"unit_type\" \"<unit type id>\".", n.Kind, n.Kind)
		return
	}
	key := blockKey{n.Labels[0], n.Labels[1]}
	old, exists := m.blocks[key]
	if !exists {
		m.errorf(n.DefRange, fmt.Sprintf("Nothing to %s", n.Kind), "No earlier layer declares a %s named %q.", key.kind, key.name)
		return
	}
	if !m.record(layer, key, n.DefRange) {
		return
	}
	if n.Kind == kindRemove {
		delete(m.blocks, key)
		m.order[m.pos[key]] = blockKey{}
		delete(m.pos, key)
		return
	}
	m.stats.notePatch(n)
	patched, diags := old.patch(n)
	patched.Changes = append(slices.Clone(old.Changes), Change{Kind: ChangePatch, Layer: layer.ID, Range: n.DefRange})
	m.diags = append(m.diags, diags...)
	m.blocks[key] = patched
}

// record notes that a layer changed a block, reporting a conflict when two
// mods change the same block and neither requires the other.
func (m *merger) record(layer *Layer, key blockKey, at hcl.Range) bool {
	if layer.Kind != LayerMod {
		return true
	}
	if prev, ok := m.changed[key]; ok && prev.layer.ID != layer.ID && !slices.Contains(layer.Requires, prev.layer.ID) {
		m.errorf(at, "Conflicting mods",
			"Mods %q and %q both change %s %q (the other change is at %s). Remove one change, or make %q require %q so the order is intended.",
			prev.layer.ID, layer.ID, key.kind, key.name, prev.at, layer.ID, prev.layer.ID)
		return false
	}
	m.changed[key] = changeRecord{layer: layer, at: at}
	return true
}

// decode turns the merged blocks into typed values.
func (rs *Ruleset) decode(d *decoder, m *merger) {
	rs.Rules = map[string]*Rule{}
	rs.Entities = map[string]map[string]*Entity{}
	for _, k := range entityKinds {
		rs.Entities[k] = map[string]*Entity{}
	}
	rs.Actions = map[string]*Action{}
	rs.Tables = map[string]*Table{}
	rs.Maps = map[string]*Map{}
	rs.Scenarios = map[string]*Scenario{}
	rs.Campaigns = map[string]*Campaign{}
	rs.Values = map[string]*Value{}
	rs.Stats = map[string]*Stat{}
	rs.Hooks = map[string]*Hook{}
	rs.MovementClasses = map[string]*MovementClass{}
	rs.Evaluations = map[string]*Evaluation{}
	rs.Preconditions = map[string]*Precondition{}
	rs.Messages = map[string]*Message{}
	for _, key := range m.order {
		n, ok := m.blocks[key]
		if !ok {
			continue // removed
		}
		switch n.Kind {
		case KindRule:
			rs.Rules[key.name] = d.rule(n)
		case KindAction:
			rs.Actions[key.name] = d.action(n)
			rs.ActionList = append(rs.ActionList, key.name)
		case KindModifier:
			rs.Modifiers = append(rs.Modifiers, d.modifier(n))
		case KindTable:
			rs.Tables[key.name] = d.table(n)
		case KindPhase:
			rs.Phases = append(rs.Phases, d.phase(n))
		case KindMap:
			rs.Maps[key.name] = d.board(n, key.name)
		case KindScenario:
			rs.Scenarios[key.name] = d.scenario(d.extended(m, n))
		case KindCampaign:
			rs.Campaigns[key.name] = d.campaign(n)
		case KindValue:
			rs.Values[key.name] = d.computedValue(n)
		case KindStat:
			rs.Stats[key.name] = d.stat(n)
		case KindHook:
			rs.Hooks[key.name] = d.hook(n)
		case KindSight:
			rs.decodeSight(d, n)
		case KindMovementClass:
			rs.MovementClasses[key.name] = d.movementClass(n)
		case KindEvaluation:
			rs.Evaluations[key.name] = d.evaluation(n)
		case KindPrecondition:
			rs.Preconditions[key.name] = d.precondition(n)
		case KindMessage:
			rs.Messages[key.name] = d.message(n)
		default:
			rs.Entities[n.Kind][key.name] = d.entity(n)
		}
	}
	// the list of actions may not follow the order of files, which a
	// rename changes
	slices.Sort(rs.ActionList)
	slices.SortStableFunc(rs.Phases, func(a, b *Phase) int { return a.Order - b.Order })
}
