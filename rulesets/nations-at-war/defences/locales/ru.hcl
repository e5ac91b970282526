# Russian for the defences area (Nations at War).
locale "ru" {
  marker_kind "improved-position" {
    name = "Укрепленная позиция"
  }
  rule "defences.improved-position" {
    title   = "Укрепленные позиции"
    summary = "Размещенная сценарием в любом гексе и сохраняемая всю игру, укрепленная позиция отменяет первое попадание каждой атаки по юнитам в ее гексе, включая захват, до броска кубиков защиты за остальные. Пример 7.1: два попадания по пехоте в пальмах с укрепленной позицией: первое отменяется, второе встречает 1d6 пальм."
  }
  rule "defences.measures" {
    title   = "Оборонительные меры"
    summary = "Сценарий может дать стороне укрепленные позиции, мины, проволоку и противотанковые рвы: препятствия и укрытия, которые помогают обороняющемуся и замедляют атакующего (маркеры improved-position, mines, wire, at-ditch)."
  }
  precondition "obstacle-unit-on-map" {
    reason = "{unit_id} нет на карте"
  }
  message "defences.cancels" {
    text = "{what} в {hex} отменяет {n} {n|попадание|попадания|попаданий}"
  }
  message "defences.cancels-terrain" {
    text = "{what} в {hex} отменяет {n} {n|попадание|попадания|попаданий}"
  }
  message "defences.cancels-text" {
    text = "{what} в {hex} отменяет {n} {n|попадание|попадания|попаданий}"
  }
}
