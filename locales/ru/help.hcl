# Справка nw68 (nw68 <команда> --help) по-русски: ключи как в locales/en/help.hcl. Имена команд и
# флагов, id и примеры команд остаются как есть; первое слово строки use — имя команды.

# слова любой страницы справки
message "help.template.usage" { text = "Использование:" }
message "help.template.aliases" { text = "Другие имена:" }
message "help.template.examples" { text = "Примеры:" }
message "help.template.commands" { text = "Команды:" }
message "help.template.additional_commands" { text = "Другие команды:" }
message "help.template.flags" { text = "Флаги:" }
message "help.template.global_flags" { text = "Общие флаги:" }
message "help.template.help_topics" { text = "Другие темы справки:" }
message "help.template.more" { text = "Справка по команде: \"{command} [команда] --help\"." }
message "help.template.command_arg" { text = "[команда]" }
message "help.template.flags_arg" { text = "[флаги]" }
message "help.template.help_flag" { text = "справка по {command}" }
message "help.template.default" { text = "(по умолчанию {value})" }

# флаги нескольких команд
message "help.player_kinds" { text = "random, greedy, ai или ai:N (N розыгрышей на второй взгляд)" }
message "help.flag.root" { text = "папка проекта с rulesets/ и mods/ (по умолчанию: ближайшая такая папка отсюда вверх или $NW68_ROOT)" }
message "help.flag.lang" { text = "язык, на котором пишет nw68: en или ru (по умолчанию: $NW68_LANG, иначе en); id на любом языке остаются как есть" }
message "help.flag.ruleset" { text = "id набора правил" }
message "help.flag.mod" { text = "id мода, накладываемого сверху (можно несколько, по порядку)" }
message "help.flag.scenario" { text = "id сценария (по умолчанию: первый сценарий набора правил)" }
message "help.flag.case" { text = "проверка (по умолчанию: последняя в файле)" }
message "help.flag.fixture" { text = "фикстура из файлов проверок папки этого файла, вместо проверки" }
message "help.flag.lua-steps" { text = "сколько инструкций Lua может выполнить одно действие (0: по умолчанию, {steps})" }
message "help.flag.lua-memory" { text = "сколько байт Lua может выделить за одно действие, можно с суффиксом KiB, MiB или GiB (0: по умолчанию, {mib}MiB)" }
message "help.flag.no-descriptions" { text = "не показывать описания при дополнении" }

# nw68
message "help.nw68.short" { text = "Движок правил на данных для Nuklear Winter '68 и родственных игр" }
message "help.nw68.long" { text = "nw68 играет в гексовые варгеймы с фишками, правила которых — данные HCL и хуки Lua.\nНаборы правил лежат в rulesets/<id>/, моды — в mods/<id>/.\n\nКоды выхода: 0 — успех, 1 — неудачи (проваленные проверки, найденные ошибки), 2 — неверный ввод." }

# nw68 campaigns
message "help.campaigns.short" { text = "Перечислить кампании набора правил: id, название и сценарии по порядку" }

# nw68 check
message "help.check.short" { text = "Загрузить набор правил с модами, выполнить код загрузки его скриптов и сообщить о каждой ошибке" }
message "help.check.long" { text = "check загружает набор правил, цепочку extends и данные моды по порядку, печатает каждую диагностику как файл:строка:столбец, компилирует их Lua и готовит игру (первый сценарий набора правил или наименьшую расстановку: один гекс, все стороны, без юнитов), чтобы выполнился код загрузки каждого скрипта; ошибка скрипта называет его файл:строку.\n\nИмена замкнуты: патч, задающий характеристику, которую не объявляют ни блок его вида, ни блок stat, ни ядро, и обработчик, чей фильтр называет вид действия, стадию величины, сторону, тип юнита, статус, фазу или хук шага, не объявленные ни одним слоем, — ошибки в их файл:строке с ближайшим объявленным именем.\n\nС --strict она еще начинает игру и дает случайному боту (зерно {seed}) сыграть до {actions} действий, чтобы сработали хуки; отказ в действии — норма, сбой скрипта — ошибка.\n\nС --lang (или $NW68_LANG), называющим не английский язык, она перечисляет тексты набора правил (названия и описания правил, имена, названия, заметки сценариев) и сообщения программы, у которых нет перевода на этот язык; вместе с --strict любой такой текст — ошибка.\n\nВыход 0, если все чисто, 1, если есть ошибки." }
message "help.check.example" { text = "  nw68 check --ruleset base\n  nw68 check --ruleset base --mod long-range-3 --strict\n  nw68 check --ruleset base --lang ru --strict" }
message "help.check.flag.strict" { text = "еще начать игру и дать случайному боту сыграть до {actions} действий, сообщая о любом сбое скрипта" }

# nw68 completion
message "help.completion.short" { text = "Создать скрипт автодополнения для указанной оболочки" }
message "help.completion.long" { text = "Создает скрипт автодополнения nw68 для указанной оболочки.\nКак пользоваться созданным скриптом, см. в справке каждой подкоманды.\n" }

# nw68 completion bash
message "help.completion.bash.short" { text = "Создать скрипт автодополнения для bash" }
message "help.completion.bash.long" { text = "Создает скрипт автодополнения для оболочки bash.\n\nСкрипт требует пакета 'bash-completion'.\nЕсли он еще не установлен, установите его менеджером пакетов вашей ОС.\n\nЧтобы загрузить дополнения в текущем сеансе оболочки:\n\n\tsource <(nw68 completion bash)\n\nЧтобы загружать дополнения в каждом новом сеансе, выполните один раз:\n\n#### Linux:\n\n\tnw68 completion bash > /etc/bash_completion.d/nw68\n\n#### macOS:\n\n\tnw68 completion bash > $(brew --prefix)/etc/bash_completion.d/nw68\n\nНастройка вступит в силу в новой оболочке.\n" }

# nw68 completion fish
message "help.completion.fish.short" { text = "Создать скрипт автодополнения для fish" }
message "help.completion.fish.long" { text = "Создает скрипт автодополнения для оболочки fish.\n\nЧтобы загрузить дополнения в текущем сеансе оболочки:\n\n\tnw68 completion fish | source\n\nЧтобы загружать дополнения в каждом новом сеансе, выполните один раз:\n\n\tnw68 completion fish > ~/.config/fish/completions/nw68.fish\n\nНастройка вступит в силу в новой оболочке.\n" }

# nw68 completion powershell
message "help.completion.powershell.short" { text = "Создать скрипт автодополнения для powershell" }
message "help.completion.powershell.long" { text = "Создает скрипт автодополнения для powershell.\n\nЧтобы загрузить дополнения в текущем сеансе оболочки:\n\n\tnw68 completion powershell | Out-String | Invoke-Expression\n\nЧтобы загружать дополнения в каждом новом сеансе, добавьте вывод этой команды\nв свой профиль powershell.\n" }

# nw68 completion zsh
message "help.completion.zsh.short" { text = "Создать скрипт автодополнения для zsh" }
message "help.completion.zsh.long" { text = "Создает скрипт автодополнения для оболочки zsh.\n\nЕсли дополнение в вашей среде еще не включено, включите его,\nвыполнив один раз:\n\n\techo \"autoload -U compinit; compinit\" >> ~/.zshrc\n\nЧтобы загрузить дополнения в текущем сеансе оболочки:\n\n\tsource <(nw68 completion zsh)\n\nЧтобы загружать дополнения в каждом новом сеансе, выполните один раз:\n\n#### Linux:\n\n\tnw68 completion zsh > \"$${{fpath[1]}}/_nw68\"\n\n#### macOS:\n\n\tnw68 completion zsh > $(brew --prefix)/share/zsh/site-functions/_nw68\n\nНастройка вступит в силу в новой оболочке.\n" }

# nw68 conform
message "help.conform.use" { text = "conform [пути...]" }
message "help.conform.short" { text = "Прогнать проверки правил и напечатать неудачи и итоговый счет" }
message "help.conform.long" { text = "conform прогоняет файлы проверок (.hcl) в указанных файлах и папках (по умолчанию: conformance/).\nОна печатает по строке на каждую проваленную проверку, ожидаемое против полученного, затем \"N passed, N failed\".\n--coverage сначала перечисляет каждый id правила с проверками, которые на него ссылаются, затем по слою набора правил и виду\nдействия — сколько кодов отказа этого вида ожидает хоть одна проверка: коды, которые возвращают собственные\nобработчики action_available и action_validate слоя (прочитанные из исходника Lua так же, как их читает nw68 doc,\nсквозь вызываемые ими функции), и код ядра not_yours для параметра с of = \"own\"; у кода есть\nпроверка, если последнее действие проверки этого вида и она ожидает отказ с этим кодом.\nВыход 0, если все проверки прошли, 1, если какая-то провалилась, 2 при неверном вводе." }
message "help.conform.example" { text = "  nw68 conform conformance/\n  nw68 conform --coverage conformance/base\n  nw68 conform --junit report.xml" }
message "help.conform.flag.coverage" { text = "перечислить каждый id правила загруженных наборов правил с числом ссылающихся на него проверок, затем по слою набора правил и виду действия — коды отказа, которые ожидает хоть одна проверка" }
message "help.conform.flag.junit" { text = "еще записать JUnit XML в этот файл" }
message "help.conform.flag.verbose" { text = "печатать журнал игры каждой проваленной проверки" }

# nw68 cost
message "help.cost.use" { text = "cost ПРОВЕРКА.hcl" }
message "help.cost.short" { text = "Сколько стоит каждый обработчик Lua, в инструкциях, в последнем действии проверки" }
message "help.cost.long" { text = "cost готовит проверку или, с --fixture, фикстуру из файлов проверок ее папки,\nиграет все действия, кроме последнего, а затем последнее, считая инструкции Lua каждого обработчика:\nего собственные и вместе с обработчиками, срабатывающими внутри него (обработчики modify вычисляемой им величины).\nИнструкции считаются, а не засекаются, поэтому таблица одинакова на любой машине: она показывает автору\nмода, что правило добавляет к действию и какие правила действия стоит перенести в данные.\nКубики проверки берутся, как они заданы в сценарии проверки, а без них — зерна 1. Выход 0 — успех (и для отказа в действии: его стоимость —\nстоимость его оценки), 1, если сбоит более раннее действие, 2 при неверном вводе." }
message "help.cost.example" { text = "  nw68 cost conformance/base/fixtures.hcl --fixture point-blank-shot\n  nw68 cost conformance/base/ranged-combat.hcl --case \"fire beyond double range is refused\"" }

# nw68 doc
message "help.doc.short" { text = "Написать справочник Markdown по набору правил для авторов модов" }
message "help.doc.long" { text = "doc пишет в Markdown, с чем мод может работать в загруженном наборе правил: каждое действие с его\nпараметрами и правилом; каждую стадию вычисляемой величины с ее модификаторами и обработчиками modify;\nфакты, которые читают модификаторы; каждую точку хука (ядра и объявленные наборами правил) с\nподписанными обработчиками, по id, в том порядке, в каком их запускает шина; и каждый код отказа, который возвращают\nобработчики validate, с правилом, на которое он ссылается. Обработчики читаются из шины игры, подготовленной по этим\nправилам (выполняется код загрузки скриптов); стадии и коды — из исходников скриптов." }
message "help.doc.flag.out" { text = "записать Markdown в этот файл, а не в стандартный вывод" }

# nw68 help
message "help.help.use" { text = "help [команда]" }
message "help.help.short" { text = "Справка по любой команде" }
message "help.help.long" { text = "help показывает справку по любой команде программы.\nНаберите nw68 help [путь к команде], чтобы прочитать ее целиком." }

# nw68 odds
message "help.odds.use" { text = "odds ПРОВЕРКА.hcl" }
message "help.odds.short" { text = "Шансы каждого исхода последнего действия проверки" }
message "help.odds.long" { text = "odds готовит проверку (без кубиков) или, с --fixture, фикстуру из файлов проверок\nее папки, играет все действия, кроме последнего, а затем играет последнее при каждом исходе\nего кубиков (выборку с погрешностью 95%, если исходов\nбольше {leaves}), печатая значения каждого поля отчета и что происходит с каждым юнитом.\nВыход 0 — успех, 1, если действие сбоит или получает отказ, 2 при неверном вводе." }
message "help.odds.example" { text = "  nw68 odds conformance/base/ranged-combat.hcl --case \"fire beyond double range is refused\"\n  nw68 odds conformance/base/fixtures.hcl --fixture point-blank-shot" }

# nw68 play
message "help.play.short" { text = "Сыграть сценарий за одним экраном в терминале (или по скрипту, или бот против бота)" }
message "help.play.long" { text = "play начинает сценарий (по умолчанию первый в наборе правил, со случайным зерном) и\nчитает команды: действие как \"<вид> ключ=значение ...\" (списки — через запятую) или\n{commands}.\nОна сохраняет игру после каждого действия, по умолчанию в nw68-autosave-<scenario>-<seed>.json,\nпо файлу на игру; она заменяет только более раннее сохранение той же игры. --load\nпродолжает сохранение с правилами и модами, которые оно называет.\n--campaign ID играет сценарии кампании по порядку, и каждый берет из предыдущей игры\nто, что переносит кампания; каждый этап сохраняется с его местом в\nкампании (по умолчанию в nw68-autosave-<campaign>-step<N>-<seed>.json), а\n--load сохранения этапа продолжает кампанию с этого места.\n--script ФАЙЛ (или команды со стандартного ввода) играет без подсказок.\n--bot СТОРОНА отдает сторону случайному боту, выбирающему допустимые действия (\"all\" — все стороны).\n--player СТОРОНА=ВИД отдает сторону компьютеру: random (как --bot), greedy\n(действие, лучшее на шаг вперед) или ai (взгляд greedy, затем лучшие варианты еще раз\nчерез ответ противника, по оценке набора правил; ai:N — N розыгрышей на этот\nвторой взгляд: больше — сильнее и медленнее). Игра печатает, что он сделал; why затем показывает\nожидаемую ценность его лучших вариантов." }
message "help.play.example" { text = "  nw68 play\n  nw68 play --scenario day-8 --seed 7\n  nw68 play --bot nato\n  nw68 play --player reich=ai\n  nw68 play --bot all --save game.json\n  nw68 play --load game.json\n  nw68 play --campaign frontier-war --bot all" }
message "help.play.flag.ruleset" { text = "id набора правил; с --load — из сохранения, если не задан" }
message "help.play.flag.mod" { text = "id мода, накладываемого сверху (можно несколько, по порядку); с --load — из сохранения, если не задан" }
message "help.play.flag.automate" { text = "сторона, которую с самого начала ведет сам набор правил, если умеет (можно несколько; базовая игра ведет Черную руку)" }
message "help.play.flag.bot" { text = "сторона, которую ведет случайный бот (можно несколько; \"all\" — все стороны)" }
message "help.play.flag.campaign" { text = "сыграть кампанию: ее сценарии по порядку, перенося итоги из одного в следующий (их перечисляет nw68 campaigns)" }
message "help.play.flag.load" { text = "продолжить сохраненную игру" }
message "help.play.flag.max-actions" { text = "остановиться после стольких действий, от 1 до {most} (страховка для игр ботов)" }
message "help.play.flag.player" { text = "СТОРОНА=ВИД: сторона, которую ведет компьютер, ВИД — {kinds} (можно несколько)" }
message "help.play.flag.save" { text = "файл, в который игра сохраняется после каждого действия (по умолчанию: nw68-autosave-<scenario>-<seed>.json; \"\" — не сохранять)" }
message "help.play.flag.script" { text = "читать команды из этого файла, а не из терминала" }
message "help.play.flag.seed" { text = "зерно кубиков, любое целое число, включая 0 (по умолчанию: случайное, печатается в начале)" }

# nw68 replay
message "help.replay.use" { text = "replay ФАЙЛ" }
message "help.replay.short" { text = "Пройти сохраненную игру шаг за шагом, проверяя, что каждый бросок и итог воспроизводятся" }
message "help.replay.long" { text = "replay заново строит сохраненную игру действие за действием из ее зерна, печатая каждое действие с журналом, который оно дало, и сверяет каждый шаг с дайджестом, записанным в сохранении. Выход 0, если все воспроизводится, 1, если шаг расходится." }
message "help.replay.flag.ruleset" { text = "id набора правил; по умолчанию — из сохранения" }
message "help.replay.flag.mod" { text = "id мода, накладываемого сверху (можно несколько, по порядку); по умолчанию — из сохранения" }
message "help.replay.flag.quiet" { text = "только проверить, напечатать итог" }

# nw68 rule
message "help.rule.use" { text = "rule ID" }
message "help.rule.short" { text = "Показать пункт правил и все, что на него ссылается: блоки данных, строки скриптов, проверки" }
message "help.rule.long" { text = "rule печатает, где объявлен пункт правил (раздел, название, описание, файл:строка), затем каждый\nблок данных, ссылающийся на него через rule = \"ID\", каждую строку скриптов, которая его называет (\"ID\" или [ID]),\nс id обработчика, в котором она стоит (их дает шина игры: nw68.replace_handler принимает этот id),\nи каждую проверку загруженных слоев (conformance/<layer>/), чей список rules его называет или которая\nожидает отказ в действии по нему: сначала запреты (что правило не позволяет), каждый с ожидаемым\nкодом, затем остальное (что правило разрешает и делает).\nНеизвестный id дает выход 2 и называет ближайшие id." }

# nw68 rulesets
message "help.rulesets.short" { text = "Перечислить наборы правил и моды проекта" }

# nw68 scenarios
message "help.scenarios.short" { text = "Перечислить сценарии набора правил: id, название, стороны и длительность, и их заметки о расстановке" }

# nw68 serve
message "help.serve.short" { text = "Раздавать игры браузерам: веб-страница и API на JSON и WebSocket" }
message "help.serve.long" { text = "serve ведет игры в браузере. Откройте адрес, который она печатает, создайте игру\nи дайте игроку каждой стороны ссылку на его место (или оставьте ссылку на общий экран,\nчтобы играть за все стороны в одном браузере). Игры хранятся в файле SQLite (--db), и\nкаждое принятое действие записывается до подтверждения, поэтому сервер,\nкак бы он ни остановился, продолжает каждую игру с того места, где она была.\nПо умолчанию она слушает только loopback; --addr 0.0.0.0:8068 открывает ее\nсети (тогда поставьте ее за TLS: ссылки на места — секреты)." }
message "help.serve.example" { text = "  nw68 serve\n  nw68 serve --addr 127.0.0.1:9000 --db games.db" }
message "help.serve.flag.addr" { text = "адрес, который слушать" }
message "help.serve.flag.burst" { text = "сколько запросов один адрес клиента может сделать разом" }
message "help.serve.flag.db" { text = "файл SQLite, в котором хранятся игры (создается, если его нет)" }
message "help.serve.flag.idle" { text = "сколько игра, за которой никто не следит, остается в памяти после последнего запроса (в базе данных она остается)" }
message "help.serve.flag.live" { text = "сколько игр самое большее остается в памяти (первыми уходят те, что использовались давнее всего)" }
message "help.serve.flag.rate" { text = "сколько запросов в секунду в среднем может делать один адрес клиента (отрицательное: без ограничения)" }
message "help.serve.flag.sockets" { text = "сколько push-соединений (WebSocket) один адрес клиента может держать открытыми" }

# nw68 sim
message "help.sim.short" { text = "Сыграть игры сценария компьютер против компьютера на всех ядрах: доли побед с доверительными интервалами и разброс ПО" }
message "help.sim.long" { text = "sim играет --games игр сценария параллельно (по состоянию Lua на игру),\nпоказывает полосу прогресса в стандартном потоке ошибок и отчитывается как исследование: как часто\nпобеждала каждая сторона (по полю winner отчета, который набор правил называет своим\nотчетом об итоге, result_report в его ruleset.hcl, в базовой игре \"victory\";\nиначе по стороне, которую итог называет первой), с 95% интервалом Уилсона,\nи минимум, медиану, максимум и среднее каждого числа в этом\nотчете. --json печатает то же в JSON, --plot рисует доли побед и\nих интервалы столбчатой диаграммой SVG. Игра i использует зерно --seed + i, и выбор каждого\nигрока следует зерну его игры, так что прогон повторяем.\n\n--player СТОРОНА=ВИД выбирает, кто ведет сторону: random (случайный бот,\nвыбирающий допустимые действия), greedy (действие, чьи исходы ценнее всего на одно действие вперед, по\nблокам evaluation набора правил), ai (взгляд greedy, затем лучшие варианты\nеще раз через ответ противника) или ai:N (ИИ с N розыгрышами на второй\nвзгляд: больше — сильнее и медленнее). Каждая не названная сторона играет random.\n\n--compare играет каждое зерно дважды, без списка --mod и с ним (или, с\n--vs-scenario, в --scenario и в том сценарии, причем список --mod действует\nв обоих), и сообщает обе доли побед и, по каждому исходу, парную\nразность с ее 95% интервалом и точный критерий знаков по играм, которые\nизменение повернуло: он говорит, когда исследование слишком мало, чтобы судить. --rules еще\nсчитает по id правила строки журнала и слагаемые величин игры и что\nправила запретили из допустимых действий в каждой ее позиции, чтобы автор мода\nвидел, что затронули моды.\n\n--shard K/N играет каждую N-ю игру, начиная с K-й: с --json она печатает еще и\nигры по одной, а \"nw68 sim merge\" соединяет файлы N частей в\nотчет, который дает один прогон всего исследования." }
message "help.sim.example" { text = "  nw68 sim --scenario day-8 --games 200\n  nw68 sim --games 50 --mod long-range-3\n  nw68 sim --games 400 --json --plot castle-road.svg\n  nw68 sim --games 40 --player reich=ai --player nato=greedy\n  nw68 sim --games 400 --compare --mod heavy-armor --player reich=ai --player nato=ai\n  nw68 sim --games 400 --shard 1/4 --json > shard1.json\n  nw68 sim merge shard*.json" }
message "help.sim.flag.automate" { text = "сторона, которую в каждой игре ведет сам набор правил, если умеет (можно несколько)" }
message "help.sim.flag.compare" { text = "сыграть каждое зерно без списка --mod и с ним и сообщить парную разность" }
message "help.sim.flag.games" { text = "число игр, от 1 до {most} (с --compare — число зерен, каждое играется дважды)" }
message "help.sim.flag.json" { text = "напечатать итог в JSON, а не текстом, одним объектом: ruleset, mods, scenario,\nseed, players (вид каждой стороны, названной в --player), games, failed (игры\nбез итога), first_error (ошибка наименьшего зерна, \"\", если ее нет),\nactions_per_game, seconds, confidence (0.95), outcomes (по одному на каждую сторону\nсценария в его порядке, затем любой другой победитель, которого называет отчет, например союзные\nстороны, победившие вместе (\"a+b\"), затем winner \"\" для игр без победителя: {{winner, games,\nrate, low, high}}, rate = games / сыгранные игры, low и high — его интервал\nУилсона), report (имя отчета об итоге, \"\", если его нет) и points (по каждому\nчислу этого отчета, по имени: {{field, games, min, median, max, mean}}); с\n--rules — rules (по id правила: {{rule, log, terms, refused}}, строки журнала, слагаемые\nвеличин и запреты из списка допустимых действий на сыгранную игру).\nС --compare: {{baseline, variant, difference}}, baseline и variant — такие\nобъекты, difference — по одному на исход: {{winner, pairs, baseline_rate,\nvariant_rate, difference, low, high, gained, lost, p_value, tells, verdict}}\n(парная разность долей побед с ее 95% интервалом; gained и lost —\nзерна, которые моды повернули к этому исходу и от него; p_value — точный\nдвусторонний критерий знаков по ним; tells — p < 0.05 или нет). С --shard еще\nstudy (что проверяет merge), shard (\"K/N\") и per_game (у каждой игры зерно,\nпобедитель, ошибка, действия, очки и, при сравнении, variant)" }
message "help.sim.flag.max-actions" { text = "игра без итога после стольких действий (от 1 до {most}) считается неудачной" }
message "help.sim.flag.player" { text = "СТОРОНА=ВИД: кто ведет сторону, ВИД — {kinds} (можно несколько; не названная сторона играет random)" }
message "help.sim.flag.plot" { text = "еще нарисовать доли побед с их интервалами столбчатой диаграммой SVG в этом файле" }
message "help.sim.flag.rules" { text = "еще считать по id правила строки журнала и слагаемые величин игры (с --compare — базовый прогон против варианта)" }
message "help.sim.flag.seed" { text = "зерно первой игры (любое число, включая 0)" }
message "help.sim.flag.shard" { text = "K/N: играть только игры i (с 0), у которых i mod N = K-1, для nw68 sim merge (нужен --json)" }
message "help.sim.flag.vs-scenario" { text = "с --compare: сценарий, который играют игры варианта, вместо --scenario с модами" }
message "help.sim.flag.workers" { text = "сколько игр играется разом, не больше {most} (по умолчанию: по одной на ядро)" }

# nw68 sim merge
message "help.sim.merge.use" { text = "merge ФАЙЛ..." }
message "help.sim.merge.short" { text = "Соединить файлы --json частей исследования (nw68 sim --shard K/N --json) в его отчет" }
message "help.sim.merge.long" { text = "merge читает файлы, которые записали N частей одного исследования (nw68 sim --shard K/N\n--json, с теми же флагами, кроме --shard), и печатает отчет, который дает один прогон всего\nисследования: те же игры, доли побед, интервалы и разброс; seconds — сумма\nпо частям. Она отвергает файлы разных исследований, часть, данную дважды, и недостающую часть." }
message "help.sim.merge.example" { text = "  nw68 sim merge shard1.json shard2.json shard3.json shard4.json --json" }
message "help.sim.merge.flag.json" { text = "напечатать отчет в JSON (по схеме nw68 sim --json)" }
message "help.sim.merge.flag.plot" { text = "еще нарисовать доли побед столбчатой диаграммой SVG в этом файле" }

# nw68 units
message "help.units.short" { text = "Напечатать таблицу юнитов, как ее задает набор правил (и моды)" }

# nw68 version
message "help.version.short" { text = "Напечатать версию nw68" }
