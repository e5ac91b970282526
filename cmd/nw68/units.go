package main

import (
	"fmt"
	"sort"
	"strings"
	"text/tabwriter"

	"github.com/nw68/nw68/core/ruleset"
	"github.com/spf13/cobra"
	"github.com/zclconf/go-cty/cty"
)

func newUnitsCmd(g *globals) *cobra.Command {
	var f rulesFlags
	cmd := &cobra.Command{
		Use:   "units",
		Short: helpText("help.units.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			rs, err := g.load(f)
			if err != nil {
				return err
			}
			w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 2, 2, ' ', 0)
			fmt.Fprintln(w, g.say.T("units.header"))
			lang := g.say.Lang().ID
			types := rs.Entities[ruleset.KindUnitType]
			ids := make([]string, 0, len(types))
			for id := range types {
				ids = append(ids, id)
			}
			sort.Strings(ids)
			for _, id := range ids {
				u := types[id]
				var faces []string
				for _, f := range u.Faces {
					faces = append(faces, f.Name+": "+weapons(f.Weapons)+stats(f.Stats))
				}
				source := u.Source
				if u.Provisional {
					source = g.say.T("units.provisional")
				}
				name := rs.Text(lang, ruleset.KindUnitType, u.ID, "name", u.Name)
				note := rs.Text(lang, ruleset.KindUnitType, u.ID, "note", u.Note)
				fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", u.ID, name, u.Faction, strings.Join(u.Tags, ","), stats(u.Stats), weapons(u.Weapons), strings.Join(faces, "; "), source, note)
			}
			return w.Flush()
		},
	}
	f.register(cmd, "base", "")
	return cmd
}

func stats(a ruleset.Attrs) string {
	keys := make([]string, 0, len(a))
	for k := range a {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		parts = append(parts, k+"="+show(a[k]))
	}
	return strings.Join(parts, " ")
}

func weapons(ws []ruleset.Weapon) string {
	parts := make([]string, 0, len(ws))
	for _, w := range ws {
		parts = append(parts, w.Name+"("+stats(w.Attrs)+")")
	}
	return strings.Join(parts, " ")
}

func show(v cty.Value) string {
	switch {
	case v.IsNull():
		return "-"
	case v.Type() == cty.Number:
		return v.AsBigFloat().Text('g', -1)
	case v.Type() == cty.String:
		return v.AsString()
	case v.Type() == cty.Bool:
		return fmt.Sprint(v.True())
	case v.Type().IsListType() || v.Type().IsTupleType() || v.Type().IsSetType():
		// a list of skills, of sides: [a,b] as the data writes it
		var parts []string
		for it := v.ElementIterator(); it.Next(); {
			_, e := it.Element()
			parts = append(parts, show(e))
		}
		return "[" + strings.Join(parts, ",") + "]"
	case v.Type().IsObjectType() || v.Type().IsMapType():
		var parts []string
		for it := v.ElementIterator(); it.Next(); {
			k, e := it.Element()
			parts = append(parts, k.AsString()+"="+show(e))
		}
		return "{" + strings.Join(parts, ",") + "}"
	}
	return v.GoString()
}
