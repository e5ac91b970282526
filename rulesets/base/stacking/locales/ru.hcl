# Russian for the stacking area (base).
locale "ru" {
  action "remove_excess" {
    title = "Убрать выбранный вами юнит из гекса, в котором больше двух боевых юнитов"
  }
  rule "stacking.exempt" {
    title   = "Что не учитывается при объединении"
    summary = "Загруженный БТР считается одним юнитом. Маркеры, включая маркеры КО и оружия, никогда не учитываются. Вертолеты не учитываются, так как находятся в воздухе."
  }
  rule "stacking.limit" {
    title   = "Предел объединения"
    summary = "В конце активации в гексе может находиться не более 2 боевых юнитов; при движении юниты могут проходить через заполненный гекс. При захвате предел все время действует для каждой стороны (assault.definition)."
  }
  rule "stacking.overstack" {
    title   = "Превышение предела объединения"
    summary = "Если в конце активации в гексе больше 2 боевых юнитов, его владелец выбирает и убирает юниты, пока их не останется 2."
  }
  precondition "counts-for-stacking" {
    reason = "{unit_id} не учитывается при объединении"
  }
  message "stacking.removed" {
    text = "{unit} убран из переполненного гекса {hex}"
  }
  message "stacking.overstacked" {
    text = "в {hex} {n} {n|юнит|юнита|юнитов} стороны {side} ({units}), больше {limit}: выведите юниты или уберите лишние (remove_excess)"
  }
  message "stacking.within-limit" {
    text = "в {hex} {n} {n|юнит|юнита|юнитов} стороны {side}, в пределах лимита {limit}"
  }
}
