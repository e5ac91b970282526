# Unit types of Nations at War, one file a nation (british.hcl, german.hcl, soviet.hcl,
# american.hcl, italian.hcl); the HQs and sub-HQs are in hq/units.hcl, the engineers in
# engineers/units.hcl. The book text has no counter sheet, so only the factors its examples quote are printed values (source = "rulebook" says the
# type is named or quoted there); every other factor is provisional and the note says which values
# are which and why the others were chosen.
#
# stats:   mf              movement factor (2.4); each face states its own where it differs
#          armor_factor    hard faces only: a face with armor_factor > 0 is a hard target (2.5)
#          save            the Save Number of a hard face (2.4)
#          assault         Assault Factor (dice in assault, 5.4); 0: the unit has no Assault
#                          factor (it neither assaults nor counterattacks)
#          assault_to_hit  its To-Hit number
# weapon:  "ap" / "he" / "aa" blocks with firepower (dice), to_hit, range; fixed = true for an
#          underlined range (and for mortars, 2.5.5.1). An aircraft's GA firepower is written as
#          both ap and he (p-47). A face's weapons replace the front's of the same name.
# tags:    infantry, armored-infantry, afv, tank, recon, hq, sub-hq, mortar, atg, aa, engineer,
#          truck, aircraft, transport (circled MF), quick-mount (* on the MF, 4.3.3),
#          no-assault-initiative (* on the assault To-Hit, 5.4), augmented-ap, augmented-he,
#          augmented-save, augmented-assault ("+", 5.1.7). Armored infantry carries
#          armored-infantry, not infantry: a rule for "infantry and armored infantry" names both.
# faces:   the front is full strength (dismounted where the unit has two modes); "reduced" is the
#          white-bar back; units with a mounted (vehicle or towed) side also have "mounted" and
#          "reduced-mounted" (2.5.3, 4.3). Reduced faces are never printed: one die less.

# Cases and setups write `mounted = true` for a unit on its vehicle side (and `reduced = true`
# for one on its reduced face: results/shorthands.hcl). The kernel's shorthands set one face
# each, so a reduced unit on its vehicle side is written `face = "reduced-mounted"`.
unit_shorthand "mounted" {
  rule = "units.armored-infantry"
  face = "mounted"
}
