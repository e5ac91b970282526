# Russian for the formations area (Nations at War).
locale "ru" {
  formation "14th-infantry" {
    name = "14-й пехотный полк"
  }
  formation "22nd-armoured" {
    name = "22-я бронетанковая бригада"
  }
  formation "2nd-bersaglieri" {
    name = "2-й полк берсальеров"
  }
  formation "7th-armored" {
    name = "7-й бронетанковый полк"
  }
  formation "ccb" {
    name = "Боевое командование B"
  }
  formation "panzer-abteilung" {
    name = "Танковый батальон"
  }
  formation "panzergrenadier" {
    name = "Панцергренадерский полк"
  }
  formation "soviet-rifles" {
    name = "Советский стрелковый полк"
  }
  formation "soviet-tanks" {
    name = "Советская танковая бригада"
  }
  rule "formations.activation" {
    title   = "Активируется все формирование"
    summary = "Вытянутый маркер формирования активирует каждый юнит этого формирования, включая юниты из состава сил сценария, и ни одного юнита другого формирования."
  }
  rule "formations.definition" {
    title   = "Что такое формирование"
    summary = "Формирование — это штаб и прикрепленные к нему отряды; его юниты несут одно название и одну цветную полосу. Блок каждого формирования содержит мораль, радиус командования и лидерство его штаба, а также ослабленную сторону для штаба половинной силы. Друг против друга стоят два лагеря: Германия и Италия — союзники, как и Великобритания, США и Советский Союз; лагеря враждуют между собой."
  }
  message "formations.formation-absent" {
    text = "у {formation} нет юнитов на карте: его маркер израсходован"
  }
  message "formations.formation-active" {
    text = "{formation} — активное формирование: начинается его импульс"
  }
}
