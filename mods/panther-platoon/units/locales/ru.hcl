# Russian for the units area (mod panther-platoon).
locale "ru" {
  rule "units.panther-ii" {
    title   = "Пантера II (самодельный юнит)"
    summary = "Самодельная машина, которой нет в книге правил: танк Рейха с броней 16 и скоростью 7, ББ 9 на дистанции 6 и ФГ 5 на дистанции 4 (ослабленный: ББ 8, ФГ 4). Во всех правилах считается танком (units.tanks)."
  }
  unit_type "panther-ii" {
    name = "Пантера II"
    note = "Самодельный юнит мода panther-platoon."
  }
}
