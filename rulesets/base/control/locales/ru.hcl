# Russian for the control area (base).
locale "ru" {
  marker_kind "control" {
    name = "Контроль"
  }
  marker_kind "objective" {
    name = "Ключевая точка"
  }
  rule "control.hex" {
    title   = "Контроль гекса"
    summary = "Гекс принадлежит стороне, чей юнит последним в нем находился, включая юнит, который лишь проходил через него."
  }
  rule "control.objectives" {
    title   = "Ключевые точки"
    summary = "Гексы ключевых точек отмечаются в начале сценария так, как он указывает, стороной контролирующей стороны вверх; маркеры ключевых точек нейтральны, маркеры контроля принадлежат стороне."
  }
  message "control.objective-marker" {
    text = "маркер ключевой точки на {hex}"
  }
  message "control.starts-under" {
    text = "{hex} в начале под контролем {side}"
  }
  message "control.objective-held" {
    text = "ключевую точку {hex} удерживает {side}"
  }
}
