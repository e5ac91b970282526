package ruleset

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// preconditionBlock declares two actions on the core ruleset that require
// preconditions: a unit fires once, and only on its side's turn.
const preconditionBlock = `status "finished" { rule = "x.fire" }
status "dug-in" { rule = "x.fire" }
action "shoot" {
  rule     = "x.fire"
  requires = ["turn", "once"]
  param "unit" { type = "unit" }
  param "target" { type = "unit" }
}
action "march" {
  rule     = "x.move"
  requires = ["turn"]
  param "unit" {
    type     = "unit"
    optional = true
  }
  param "units" {
    type     = "units"
    optional = true
  }
}
precondition "turn" {
  rule      = "x.move"
  code      = "not_active"
  each      = ["unit", "units"]
  condition = state.active_side == "" || unit.side == state.active_side
  reason    = "${unit.id} waits for its side's turn"
}
precondition "alive" {
  rule      = "x.move"
  code      = "dead"
  actions   = ["shoot"]
  each      = ["unit"]
  condition = unit.alive
}
precondition "once" {
  rule      = "x.fire"
  code      = "finished"
  condition = !unit.statuses.finished && !unit.statuses["dug-in"] && unit.counters.fired == 0 && unit.tags.hard == unit.tags.hard && given.target != ""
}
`

func TestPreconditionsDecode(t *testing.T) {
	rs, _, diags := Load(Options{FS: project(typoMod(preconditionBlock)), Ruleset: "core", Mods: []string{"typo"}})
	require.False(t, diags.HasErrors(), diags.Error())
	shoot := rs.PreconditionsOf("shoot")
	require.Len(t, shoot, 3)
	assert.Equal(t, "turn", shoot[0].ID, "judged in the order the action names them")
	assert.Equal(t, "once", shoot[1].ID)
	assert.Equal(t, "alive", shoot[2].ID, "then those that guard it")
	assert.Equal(t, []string{"unit", "units"}, shoot[0].Each)
	assert.Equal(t, "not_active", shoot[0].Code)
	assert.NotNil(t, shoot[0].Reason)
	assert.Nil(t, shoot[1].Reason, "no reason: the rule's title speaks")
	assert.Len(t, rs.PreconditionsOf("march"), 1)
	assert.Empty(t, rs.PreconditionsOf("nothing"))
}

// A later layer patches a precondition by its id, or stops an action
// requiring it; removing one an action still requires is an error naming
// the action.
func TestPreconditionsChanged(t *testing.T) {
	house := func(src string) fstest.MapFS {
		files := typoMod(preconditionBlock)
		files["mods/house/mod.hcl"] = "id = \"house\"\nversion = \"1\"\nrequires = [\"typo\"]\n"
		files["mods/house/house.hcl"] = src
		return project(files)
	}
	rs, _, diags := Load(Options{FS: house(`patch "precondition" "once" { condition = true }
patch "action" "march" { requires = [] }
`), Ruleset: "core", Mods: []string{"typo", "house"}})
	require.False(t, diags.HasErrors(), diags.Error())
	assert.Empty(t, rs.PreconditionsOf("march"))
	once := rs.Preconditions["once"]
	require.Len(t, once.Changes, 1)
	assert.Equal(t, ChangePatch, once.Changes[0].Kind)
	assert.Equal(t, "house", once.Changes[0].Layer)

	_, _, diags = Load(Options{FS: house(`remove "precondition" "turn" {}`), Ruleset: "core", Mods: []string{"typo", "house"}})
	d := findDiag(t, diags, "Unknown precondition")
	assert.Contains(t, d.Detail, `Action "march" requires precondition "turn"`)
}

func TestPreconditionRefusals(t *testing.T) {
	with := func(old, new string) string {
		require.Contains(t, preconditionBlock, old)
		return strings.Replace(preconditionBlock, old, new, 1)
	}
	tests := []struct {
		name, src, summary, detail string
	}{
		{"an unknown precondition", with(`requires = ["turn", "once"]`, `requires = ["turn", "onec"]`), "Unknown precondition",
			`Action "shoot" requires precondition "onec", which no precondition block declares. Did you mean "once"?`},
		{"one required twice", with(`requires = ["turn", "once"]`, `requires = ["turn", "turn"]`), "Precondition required twice",
			`Action "shoot" requires precondition "turn" twice.`},
		{"a guarded action that does not exist", with(`actions   = ["shoot"]`, `actions   = ["shot"]`), "Unknown action",
			`Precondition "alive" guards action "shot", which no action block declares. Did you mean "shoot"?`},
		{"a guarded action that requires it already", with(`requires = ["turn", "once"]`, `requires = ["turn", "once", "alive"]`), "Precondition required twice",
			`Precondition "alive" guards action "shoot", which requires it already.`},
		{"an unknown state fact", with("state.active_side == \"\"", "state.active_sied == \"\""), "Unknown state fact", ""},
		{"an unknown status", with("unit.statuses.finished", "unit.statuses.finshed"), "Unknown status",
			`In precondition "once", unit.statuses.finshed names no declared status. Did you mean "finished"?`},
		{"an unknown tag", with("unit.tags.hard == unit.tags.hard", "unit.tags.hrad == true"), "Unknown tag",
			`In precondition "once", unit.tags.hrad names a tag no unit type has. Did you mean "hard"?`},
		{"an unknown unit fact", with("unit.side == state.active_side", "unit.sied == state.active_side"), "Unknown unit fact", ""},
		{"a parameter not every requiring action has", with(`requires = ["turn"]`, `requires = ["turn", "once"]`), "Unknown parameter", ""},
		{"a root that is no parameter", with("given.target != \"\"", "targte.id != \"\""), "Unknown fact",
			`In precondition "once", "targte" is no parameter of every action requiring it, nor given or state. Did you mean "target"?`},
		{"a unit parameter read for each that no action has", with(`each      = ["unit", "units"]`, `each      = ["unit", "unist"]`), "Unknown unit parameter", ""},
		{"a fact indexed by a number", with("unit.counters.fired == 0", `unit.counters[0] == 0`), "Unsupported fact", ""},
		{"a bad code", with(`code      = "finished"`, `code      = "Finished!"`), "Invalid rejection code", ""},
		{"an unknown rule", with(`rule      = "x.fire"
  code      = "finished"`, `rule      = "x.fier"
  code      = "finished"`), "Unknown rule id", ""},
		{"a function", with("unit.counters.fired == 0", "max(unit.counters.fired, 0) == 0"), "Function in a precondition",
			`In precondition "once", max() is a function: a condition and its reason read facts with operators only (!, &&, ||, ==, <, +, ? :).`},
		{"a condition that is no bool", with("condition = state.active_side == \"\" || unit.side == state.active_side", "condition = unit.side"), "Wrong kind of value",
			`The condition of precondition "turn" must be a bool, not a string.`},
		{"a reason that is no string", with(`reason    = "${unit.id} waits for its side's turn"`, `reason    = unit.on_map`), "Wrong kind of value",
			`The reason of precondition "turn" must be a string, not a bool.`},
		{"an each parameter of another type", with(`each      = ["unit", "units"]`, `each      = ["unit", "target"]`) + "action \"aim\" {\n  rule     = \"x.fire\"\n  requires = [\"turn\"]\n  param \"target\" { type = \"hex\" }\n}\n", "Not a unit parameter",
			`precondition "turn" judges each unit of parameter "target", which action "aim" has as a hex parameter.`},
		{"a null in a list", with(`requires = ["turn", "once"]`, `requires = ["turn", null]`), "Incorrect attribute value type", ""},
		{"a missing condition", with("  condition = state.active_side == \"\" || unit.side == state.active_side\n", ""), "Missing required argument", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, diags := Load(Options{FS: project(typoMod(tt.src)), Ruleset: "core", Mods: []string{"typo"}})
			d := findDiag(t, diags, tt.summary)
			if tt.detail != "" {
				assert.Equal(t, tt.detail, d.Detail)
			}
			require.NotNil(t, d.Subject)
			assert.Equal(t, "mods/typo/typo.hcl", d.Subject.Filename)
		})
	}
}
