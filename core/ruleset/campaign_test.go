package ruleset

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// duel is a scenario for the campaigns of the tests to play.
const duel = `
holding "supply" { rule = "x.move" }
scenario "duel" {
  title = "Duel"
  board {
    cols = 2
    rows = 1
  }
  sides = ["red", "blue"]
}
`

func TestCampaignsListScenariosAndWhatCarries(t *testing.T) {
	rs, _, diags := Load(Options{FS: project(map[string]string{"rulesets/core/war.hcl": duel + `
campaign "war" {
  title = "War"
  scenario "duel" {}
  scenario "duel" {
    carry {
      holdings = ["supply"]
      units    = "survivors"
    }
  }
}
`}), Ruleset: "core"})
	require.False(t, diags.HasErrors(), diags.Error())
	require.Len(t, rs.CampaignList(), 1)
	c := rs.Campaigns["war"]
	require.Len(t, c.Steps, 2)
	assert.Equal(t, Carry{Units: CarryNone}, c.Steps[0].Carry, "the first step carries nothing")
	assert.Equal(t, []string{"supply"}, c.Steps[1].Carry.Holdings)
	assert.Equal(t, CarrySurvivors, c.Steps[1].Carry.Units)
}

// TestCampaignDiagnostics checks that bad campaign data is reported at its
// file:line:col.
func TestCampaignDiagnostics(t *testing.T) {
	tests := []struct {
		name, src string
		summary   string
		line, col int
		detail    string
	}{
		{"unknown scenario", "campaign \"war\" {\n  title = \"War\"\n  scenario \"duel\" {}\n  scenario \"siege\" {}\n}", "Unknown scenario", 4, 3, `Step 2 of campaign "war" is scenario "siege"`},
		{"no scenario", "\ncampaign \"war\" {\n  title = \"War\"\n}", "Campaign without scenarios", 2, 1, "in order"},
		{"carry into the first step", "campaign \"war\" {\n  title = \"War\"\n  scenario \"duel\" {\n    carry {}\n  }\n}", "Nothing to carry", 4, 5, "first step"},
		{"unknown holding", "campaign \"war\" {\n  title = \"War\"\n  scenario \"duel\" {}\n  scenario \"duel\" {\n    carry { holdings = [\"gold\"] }\n  }\n}", "Unknown holding", 5, 5, `holding "gold"`},
		{"unknown status", "campaign \"war\" {\n  title = \"War\"\n  scenario \"duel\" {}\n  scenario \"duel\" {\n    carry { units_with_status = [\"hero\"] }\n  }\n}", "Unknown status", 5, 5, `status "hero"`},
		{"bad units", "campaign \"war\" {\n  title = \"War\"\n  scenario \"duel\" {}\n  scenario \"duel\" {\n    carry { units = \"all\" }\n  }\n}", "Invalid units", 5, 21, `not "all"`},
		{"unknown carry argument", "campaign \"war\" {\n  title = \"War\"\n  scenario \"duel\" {}\n  scenario \"duel\" {\n    carry { gold = 1 }\n  }\n}", "Unsupported argument", 5, 13, "Expected one of"},
		{"two carries", "campaign \"war\" {\n  title = \"War\"\n  scenario \"duel\" {}\n  scenario \"duel\" {\n    carry {}\n    carry {}\n  }\n}", "Duplicate carry", 6, 5, "one carry"},
		{"unknown rule", "campaign \"war\" {\n  title = \"War\"\n  rule = \"x.war\"\n  scenario \"duel\" {}\n}", "Unknown rule id", 1, 1, `campaign "war" cites rule "x.war"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, _, diags := Load(Options{FS: project(map[string]string{"rulesets/core/war.hcl": duel, "rulesets/core/bad.hcl": tt.src}), Ruleset: "core"})
			require.True(t, diags.HasErrors(), "expected an error")
			assert.Nil(t, rs)
			var found *hcl.Diagnostic
			for _, d := range diags {
				if d.Summary == tt.summary {
					found = d
					break
				}
			}
			require.NotNil(t, found, "no %q in %s", tt.summary, diags.Error())
			require.NotNil(t, found.Subject)
			assert.Equal(t, "rulesets/core/bad.hcl", found.Subject.Filename)
			assert.Equal(t, tt.line, found.Subject.Start.Line, "line")
			assert.Equal(t, tt.col, found.Subject.Start.Column, "column")
			assert.Contains(t, found.Detail, tt.detail)
		})
	}
}
