# The orders of battle [command.formations], as the rulebook's "Order Of
# Battle" section prints them: for each formation its activation markers (the
# usual number; a scenario may set another), its units and the weapon markers
# it is issued. All of it is printed. The CO ratings of each formation are in
# command/formations.hcl (two printed, the rest provisional).
#
# A keyed table: nw68.table("orders-of-battle", "1-130") returns a row with
# `side`, `activation_markers`, `units` ({unit type = count}) and `weapons`
# ({weapon item = count}). A scenario builds its forces from these rows: it
# may field part of a formation, never more than its order of battle
# (scenarios/*.hcl say which units they take).
#
# In the counter mix but in no printed formation (a scenario may still use
# them as support): the Ostwind SPAA, the M109 Paladin SPA and the ZSU-23-4
# Shilka SPAA (sample counters of the rulebook), the Ju-87G Stuka and A-6
# Intruder planes (called as CAS), the V-2 and the SS-1C Scud-B missiles, and
# the Luftfaust weapon.

table "orders-of-battle" {
  rule  = "command.formations"
  title = "Orders of battle"

  # ---- Das Dritte Reich ----

  row "1-130" {
    name               = "1/130 Panzer Lehr Division"
    side               = "reich"
    activation_markers = 2
    units              = { "e-100" = 1, "king-tiger" = 2, "puma" = 1, "hummel" = 1 }
    weapons            = {}
  }

  row "2-130" {
    name               = "2/130 Panzer Lehr Division"
    side               = "reich"
    activation_markers = 2
    units              = { "e-100" = 1, "jagdtiger" = 1, "sdkfz-250" = 2, "fallschirmjager" = 2 }
    weapons            = { "panzerfaust-3" = 2 }
  }

  row "1-7-ss" {
    name               = "1/7 SS Freiwilligen Division Prinz Eugen"
    side               = "reich"
    activation_markers = 2
    units              = { "sdkfz-250" = 2, "ss-vt" = 2 }
    weapons            = { "panzerfaust-3" = 1, "mg42" = 1 }
  }

  row "1-501" {
    name               = "1/501 Schwere SS Panzer Abteilung"
    side               = "reich"
    activation_markers = 2
    units              = { "e-100" = 3 }
    weapons            = {}
  }

  row "2-501" {
    name               = "2/501 Schwere SS Panzer Abteilung"
    side               = "reich"
    activation_markers = 2
    units              = { "e-100" = 1, "jagdtiger" = 1, "sdkfz-250" = 1, "ss-vt" = 1 }
    weapons            = { "panzerfaust-3" = 1 }
  }

  row "sg-2" {
    name               = "SG 2 Schlachtgeschwader 2 Immelmann"
    side               = "reich"
    activation_markers = 2
    units              = { "haunebu-iii" = 1 }
    weapons            = {}
  }

  # ---- NATO Deployment Force ----

  row "4th-guards" {
    name               = "4th Guards Kantemirovskaya Tank Division"
    side               = "nato"
    activation_markers = 1
    units              = { "t-64" = 6 }
    weapons            = {}
  }

  row "vympel" {
    name               = "OSNAZ Spetsgruppa V Vympel"
    side               = "nato"
    activation_markers = 1
    units              = { "spetsnaz" = 4 }
    weapons            = { "m60" = 2, "law" = 1, "strela-2" = 1 }
  }

  row "1st-ranger" {
    name               = "1st Ranger Battalion"
    side               = "nato"
    activation_markers = 1
    units              = { "m60a1" = 2, "m113" = 3, "rangers" = 3 }
    weapons            = { "law" = 2 }
  }

  row "2nd-ranger" {
    name               = "2nd Ranger Battalion"
    side               = "nato"
    activation_markers = 1
    units              = { "m60a1" = 3, "brdm-2" = 1, "m113" = 2, "rangers" = 2 }
    weapons            = { "law" = 1, "m60" = 1 }
  }

  row "58th-motor-rifle" {
    name               = "58th Motor Rifle"
    side               = "nato"
    activation_markers = 1
    units              = { "t-62" = 3, "m113" = 2, "spetsnaz" = 2, "rangers" = 2 }
    weapons            = { "law" = 1, "m60" = 1 }
  }

  row "335th-ahc" {
    name               = "335th Assault Helicopter Company Cowboys"
    side               = "nato"
    activation_markers = 2
    units              = { "uh-1-huey" = 2 }
    weapons            = {}
  }

  # ---- The Black Hand: no formations, every unit activates on a Black Hand
  # marker [black-hand.command]; the row holds the whole force. ----

  row "black-hand" {
    name               = "The Black Hand"
    side               = "black-hand"
    activation_markers = 2
    units              = { "zealot" = 15, "ravager" = 5, "pest" = 3, "blighter" = 3, "scourge" = 3, "megrim" = 5, "rancor" = 5 }
    weapons            = { "diskord" = 4, "minigun" = 4 }
  }
}
