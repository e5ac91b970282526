# Слова самого ядра (core/engine/words.hcl): его отказы и объяснение значений; слова ни одной игры.
message "engine.window-to-answer" { text = "окно {window} отвечает или пропускает {side}" }
message "engine.game-over" { text = "игра окончена: {result}" }
message "engine.window-pending" { text = "на окно {window} должна ответить сторона {side} одним из действий {actions}" }
message "engine.window-belongs" { text = "окно {window} принадлежит стороне {side}" }
message "engine.no-window" { text = "{action} — ответное действие, а окна для него нет" }
message "engine.not-your-turn" { text = "сейчас ходит {active}, а не {side}" }
message "engine.not-your-unit" { text = "{unit} — юнит стороны {owner}: в {action} {side} называет только свои юниты" }
message "engine.acts-for-itself" { text = "{side} действует за себя: в {action} нельзя назвать «{value}»" }
message "engine.unknown-action" { text = "в правилах нет действия «{action}»; есть {actions}" }
message "engine.unknown-param" { text = "у действия {action} нет параметра «{param}»" }
message "engine.missing-param" { text = "действию {action} нужен параметр «{param}» ({type})" }
message "engine.bad-param" { text = "параметр «{param}» должен быть {type}, а не {value}" }
message "engine.no-such-unit" { text = "параметр «{param}»: юнита «{unit}» нет в игре" }
message "engine.bad-hex" { text = "параметр «{param}»: {error}" }
message "engine.not-a-choice" { text = "параметр «{param}» — одно из {choices}, а не «{value}»" }
message "engine.phase-ended" { text = "{side} закончила фазу {phase} и ждет: {waiting}" }

# как ядро объясняет значение: замененный итог и вычеркнутые слагаемые
message "engine.explain-replacing" { text = "вместо" }
message "engine.explain-removed-by" { text = "убрано правилом" }
message "engine.explain-replaced-by" { text = "заменено на" }

# строки самого ядра в ходе игры: {type}, {phase} и {side} читаются по их названиям
message "engine.phase-start" { text = "ход {turn}: {phase}" }
message "engine.phase-waits" { text = "{side} закончила фазу «{phase}» и ждет: {waiting}" }
message "engine.eliminated" { text = "{unit} ({type}) уничтожен" }
message "engine.enters" { text = "{unit} ({type}) вступает в игру" }
message "engine.returns" { text = "{unit} ({type}) возвращается в игру вне карты" }
message "engine.returns-at" { text = "{unit} ({type}) возвращается в игру в {hex}" }
message "engine.drawn" { text = "{purpose}: из стакана вытянут {marker}" }
message "engine.roll" { text = "{dice} {purpose}: {faces}" }
message "engine.roll-again" { text = "{dice} {purpose}: {faces} (повторно)" }
message "engine.roll-answered" { text = "{dice} {purpose}: {faces} (после ответа)" }
message "engine.die-turned" { text = "{purpose}: кубик {die} повернут с {from} на {to}" }
message "engine.game-ended" { text = "игра окончена: {result}" }

# собственное действие ядра, которое предлагает каждое окно ответа
message "engine.pass-title" { text = "Отказаться от предложенного ответа" }
