# nw68 doc: справочник набора правил для авторов модов (cmd/nw68/reference.go). Id, код, пути и
# собственные тексты набора правил — параметры; код с фигурными скобками тоже параметр.

message "doc.title" { text = "{title}: справочник для авторов модов" }
message "doc.generated" { text = "Создано командой `nw68 doc` по набору правил `{ruleset}` {version}, слои {layers}. `nw68 rule ID` показывает правило со всем, что на него ссылается." }
message "doc.kind_ruleset" { text = "набор правил" }
message "doc.kind_mod" { text = "мод" }

# заголовки разделов; оглавление ссылается на них по их якорям
message "doc.h_actions" { text = "Действия" }
message "doc.h_stages" { text = "Вычисляемые величины" }
message "doc.h_facts" { text = "Факты, которые читают модификаторы" }
message "doc.h_sight" { text = "Прямая видимость" }
message "doc.h_hooks" { text = "Точки хуков" }
message "doc.h_codes" { text = "Коды отказа" }

# столбцы таблиц
message "doc.col_parameter" { text = "параметр" }
message "doc.col_type" { text = "тип" }
message "doc.col_choices" { text = "варианты" }
message "doc.col_optional" { text = "необязательный" }
message "doc.col_of" { text = "чей" }
message "doc.col_precondition" { text = "предусловие" }
message "doc.col_holds_when" { text = "выполняется, когда" }
message "doc.col_for_each" { text = "для каждого юнита из" }
message "doc.col_refused_with" { text = "код отказа" }
message "doc.col_rule" { text = "правило" }
message "doc.col_declared" { text = "объявлено" }
message "doc.col_declared_at" { text = "где объявлено" }
message "doc.col_modifier" { text = "модификатор" }
message "doc.col_label" { text = "подпись" }
message "doc.col_value" { text = "значение" }
message "doc.col_when" { text = "когда" }
message "doc.col_priority" { text = "приоритет" }
message "doc.col_fact" { text = "факт" }
message "doc.col_holds" { text = "что содержит" }
message "doc.col_stages" { text = "стадии" }
message "doc.col_read_by" { text = "кто читает" }
message "doc.col_clause" { text = "условие" }
message "doc.col_name" { text = "имя" }
message "doc.col_says" { text = "что означает" }
message "doc.col_number" { text = "№" }
message "doc.col_id" { text = "id" }
message "doc.col_filter" { text = "фильтр" }
message "doc.col_order" { text = "порядок" }
message "doc.col_area" { text = "область" }
message "doc.col_layer" { text = "слой" }
message "doc.col_code" { text = "код" }
message "doc.col_returned_at" { text = "где возвращается" }
message "doc.yes" { text = "да" }
message "doc.no" { text = "нет" }

# Действия
message "doc.actions" { text = "{n} {n|действие|действия|действий}, по id. Мод меняет действие блоком {patch}, а его обработчики — через {on}." }
message "doc.action" { text = "Правило {rule}. Объявлено в `{at}` (слой `{layer}`)." }
message "doc.reaction" { text = "Ответное действие: допустимо только внутри окна прерывания." }
message "doc.any_time" { text = "В любое время: любая сторона может выполнить его вне окон, в свой ход или нет." }
message "doc.no_params" { text = "Без параметров." }
message "doc.preconditions" { text = "Предусловия, проверяемые в этом порядке до любого обработчика validate (мод меняет предусловие блоком {patch}, а этот список — полем `requires` действия):" }
message "doc.change" { text = "{kind} слоем `{layer}` в {at}" }
message "doc.change_replaces" { text = "заменено" }
message "doc.change_patch" { text = "изменено" }

# Вычисляемые величины
message "doc.stages" { text = "{n} {n|стадия|стадии|стадий}. Величина, вычисляемая на стадии ({compute}), берёт слагаемые тех модификаторов этой стадии, чьё условие `when` выполняется, затем обработчики `modify`, подписанные на неё. Мод добавляет блок `modifier` с `stage = \"<stage>\"` или `nw68.on(\"modify\", \"<stage>\", fn)`." }
message "doc.stage" { text = "Стадия {stage}" }
message "doc.value" { text = "{title} ({rule}; объявлено в `{at}`)." }
message "doc.facts_of" { text = "Её модификаторы читают факты стадии {stage}." }
message "doc.computed_at" { text = "Вычисляется в {places}." }
message "doc.modify_handlers" { text = "Обработчики modify, по порядку: {handlers}." }
message "doc.terrain_terms" { text = "слагаемые местности {of} по характеристике {stat}" }
message "doc.removes" { text = "убирает слагаемые {rules}" }
message "doc.replaces" { text = "{value} вместо слагаемых {rules}" }

# Факты, которые читают модификаторы; {stages} — заголовок раздела о вычисляемых величинах
message "doc.facts" { text = "{n} {n|факт|факта|фактов}, которые читают `when` и `value` модификаторов; их передаёт скрипт, вычисляющий стадию ({compute}), поэтому новый модификатор может читать их на тех же стадиях. Стадия, объявленная с блоком `value`, перечисляет все свои факты (раздел «{stages}» выше), а модификатор, читающий какой-либо другой, отвергается при загрузке." }

# Прямая видимость
message "doc.no_sight" { text = "Правила не объявляют модели `sight`: `nw68.line_of_sight` и `nw68.sees` дают ошибку." }
message "doc.sight" { text = "Ядро проверяет каждую линию по модели видимости {model} ({rule}, объявлена в `{at}`); скрипты спрашивают `nw68.line_of_sight`, `nw68.sees` и `nw68.sight_level`. Уровень земли гекса — характеристика местности {ground}, а верх того, что в нём стоит, — {obstacle}, в сумме по его местности и объектам. Каждый гекс строго между концами линии проверяется условиями ниже, по порядку: первая выполненная преграда прерывает линию; линия вдоль стороны гекса берёт меньший из двух гексов ({hexside}, когда преграждают оба); концы на двух разных картах никогда не видят друг друга ({other_map}). Мод меняет условие по его заголовку: {patch}." }
message "doc.clause_height" { text = "высота" }
message "doc.clause_unit_obstacle" { text = "юнит-препятствие" }
message "doc.clause_block" { text = "преграда" }
message "doc.clause_veil" { text = "завеса" }
message "doc.clause_debris" { text = "обломки" }
message "doc.clause_stack" { text = "скопление" }
message "doc.height" { text = "юнит с тегом {tags} находится на уровне {level}" }
message "doc.height_unless" { text = "если только он не показывает сторону {faces}" }
message "doc.unit_obstacle" { text = "юнит с тегом {tags} возвышается на {height} над уровнем земли своего гекса" }
message "doc.block" { text = "преграждает, когда {when}" }
message "doc.veil" { text = "преграждает с уровня {level}; тоньше: считается там, где преградило бы столь же высокое препятствие; прикрытие не более {cover}; концы: {ends}" }
message "doc.debris" { text = "считается, когда {when}" }
message "doc.stack" { text = "преграждает, как только линия прошла {counts}" }
message "doc.and" { text = "и" }

# Точки хуков
message "doc.hooks" { text = "Все точки хуков: сначала точки ядра, затем объявленные загруженными слоями (блоки `hook`, которые скрипты вызывают через `nw68.fire(point, filter, args)`), с обработчиками, на которые подписывается игра по этим правилам ({on}), в том порядке, в каком их запускает шина: по фазе (first, main, last); внутри фазы каждый обработчик идёт после областей или id обработчиков, названных в его `after`, и перед названными в `before`; именованные обработчики одной области из двух файлов — по id; иначе по слою в порядке загрузки, затем по имени области, затем по месту объявления в файле области (script/API.md, раздел «Order of handlers»). Более поздний слой меняет обработчик по его id: `nw68.replace_handler(id, fn)`, `nw68.remove_handler(id)`." }
message "doc.hook" { text = "{title} ({rule}; объявлена в `{at}`). Фильтр: {filter}." }
message "doc.hook_args" { text = "Аргументы: {args}." }
message "doc.hook_returns" { text = "Возвращает: {returns}." }
message "doc.no_handler" { text = "Обработчиков нет." }
message "doc.replaced_at" { text = "заменён в {at}" }
message "doc.removed" { text = "Удалён: {id} ({source}), в {at}." }
message "doc.order_phase" { text = "фаза {phase}" }
message "doc.order_before" { text = "перед {names}" }
message "doc.order_after" { text = "после {names}" }

# Коды отказа
message "doc.codes" { text = "{n} {n|код|кода|кодов}, которые возвращают предусловия и обработчики validate набора правил (и вызываемые ими вспомогательные функции), `return \"<code>\", \"<rule>\", reason`, каждый с правилом, на которое ссылается; проверка правил сверяет их через {expect}." }
message "doc.rule_at_run_time" { text = "{rule} (выбирается во время игры)" }
message "doc.rule_of_each_action" { text = "правило каждого действия, к которому оно относится" }
message "doc.precondition_at" { text = "предусловие {id} ({at})" }
message "doc.kernel_codes" { text = "Ядро отвергает действия и собственными кодами, ещё до запуска обработчиков: {codes}." }
