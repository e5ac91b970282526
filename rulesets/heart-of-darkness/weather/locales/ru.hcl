# Russian for the weather area (Heart of Darkness).
locale "ru" {
  marker_kind "acid-rain" {
    name = "Кислотный дождь"
  }
  marker_kind "darkness" {
    name = "Тьма"
  }
  marker_kind "fog" {
    name = "Туман"
  }
  marker_kind "heatwave" {
    name = "Зной"
  }
  marker_kind "radwind" {
    name = "Радиоактивный ветер"
  }
  marker_kind "sandstorm" {
    name = "Песчаная буря"
  }
  rule "weather.acid-rain" {
    summary = "Пока он идет, на его карте нельзя использовать огненное или электрическое оружие и выкладывать огонь; когда он начинается, все маркеры огня там гаснут, каким бы ни был их уровень."
    title   = "Кислотный дождь"
  }
  rule "weather.darkness" {
    summary = "Пока она длится, на ее карте нельзя применять артиллерийские и авиаудары, атаки на дистанцию и дальнобойные навыки, а в каждой фазе очистки каждый юнит на холмах Магдебург и Хольтерберг (или над ними) получает одно попадание."
    title   = "Тьма"
  }
  rule "weather.fog" {
    summary = "Когда он наступает, на три случайных гекса ложится дым уровня 2. Пока он длится, дым не редеет и не рассеивается в фазе очистки, а дальность артиллерии и атак на дистанцию уменьшается вдвое с округлением вниз."
    title   = "Туман"
  }
  rule "weather.forecast" {
    summary = "Погода, которую сценарий миссии назначает на ход, заменяет бросок в фазе очистки: на карте устанавливается предсказанная погода (или ясное небо) без броска кубика."
    title   = "Прогноз погоды"
  }
  rule "weather.heatwave" {
    summary = "Когда он начинается, на трех случайных гексах возникает огонь: уровня 2 там, где местность горит, и уровня 1 в остальных. Пока он длится, огонь не ослабевает и не гаснет в фазе очистки, а каждый огонь уровня 2 распространяется на соседние горючие гексы, поднимая огонь уровня 1 там до уровня 2, но не выше."
    title   = "Зной"
  }
  rule "weather.radwind" {
    summary = "Когда он начинается, каждый маркер радиации, уже лежащий на его карте, смещается на один гекс в случайном направлении, еще три маркера радиации ложатся на случайные гексы, а весь дым сдувается. Пока он дует, радиация в каждой фазе очистки смещается на один гекс в случайном направлении, и дым выкладывать нельзя."
    title   = "Радиоактивный ветер"
  }
  rule "weather.roll" {
    summary = "В каждой фазе очистки для каждой карты в игре отдельно бросается один кубик. На 1 или 2 погода ухудшается: наугад вытягивается маркер погоды из всех шести, включая уже действующий, и его начальные эффекты происходят немедленно. На 3 или 4 ничего не меняется, и действующий маркер не срабатывает заново. На 5 или 6 небо проясняется, и действующий маркер снимается."
    title   = "Бросок погоды в фазе очистки"
  }
  rule "weather.sandstorm" {
    summary = "Пока она бушует, на ее карте невозможны авиаудары."
    title   = "Песчаная буря"
  }
  rule "weather.scope" {
    summary = "Эффекты и модификаторы маркера погоды затрагивают только ту карту, на которой он лежит, и никогда — юниты под землей."
    title   = "Погода действует на своей карте"
  }
  message "weather.forecast-holds" {
    text = "прогноз для {map}: погода не меняется"
  }
  message "weather.forecast-sets" {
    text = "прогноз для {map}: {weather}"
  }
  message "weather.forecast-sets-clear" {
    text = "прогноз для {map}: ясно"
  }
  message "weather.roll-worsens" {
    text = "бросок погоды {roll} для {map}: погода ухудшается"
  }
  message "weather.roll-clears" {
    text = "бросок погоды {roll} для {map}: небо проясняется"
  }
  message "weather.roll-stays-clear" {
    text = "бросок погоды {roll} для {map}: небо остается ясным"
  }
  message "weather.roll-holds" {
    text = "бросок погоды {roll} для {map}: погода не меняется ({weather})"
  }
  message "weather.roll-holds-clear" {
    text = "бросок погоды {roll} для {map}: погода не меняется (ясное небо)"
  }
  message "weather.forbids-fire" {
    text = "{weather} на {map}: огонь разжигать нельзя"
  }
  message "weather.forbids-fire-weapon" {
    text = "{weather} на {map}: огненное оружие применять нельзя"
  }
  message "weather.forbids-electric-weapon" {
    text = "{weather} на {map}: электрическое оружие применять нельзя"
  }
  message "weather.forbids-smoke" {
    text = "{weather} на {map}: дым выкладывать нельзя"
  }
  message "weather.forbids-artillery" {
    text = "{weather} на {map}: артиллерия не может наносить удары"
  }
  message "weather.forbids-airstrike" {
    text = "{weather} на {map}: авиаудары невозможны"
  }
  message "weather.forbids-ranged" {
    text = "{weather} на {map}: атаки на дальности невозможны"
  }
  message "weather.forbids-ranged-skill" {
    text = "{weather} на {map}: дальнобойные навыки использовать нельзя"
  }
  message "weather.forbids-other" {
    text = "{weather} на {map}: запрещено {what}"
  }
  message "weather.range-no-ranged" {
    text = "{weather}: без атак на дальности"
  }
  message "weather.range-no-fire-weapon" {
    text = "{weather}: без огненного оружия"
  }
  message "weather.range-no-electric-weapon" {
    text = "{weather}: без электрического оружия"
  }
  message "weather.range-divided" {
    text = "{weather}: дальность / {d}"
  }
  message "weather.now-clear" {
    text = "погода на {map}: ясное небо"
  }
  message "weather.now" {
    text = "погода на {map}: {weather}"
  }
  message "weather.now-again" {
    text = "погода на {map}: снова {weather}"
  }
  message "weather.cleared" {
    text = "{weather} на {map}: {n|снят|сняты|снято} {n} {n|маркер|маркера|маркеров} {kind}"
  }
  message "weather.nothing-to-clear" {
    text = "{weather} на {map}: маркеров {kind} для снятия нет"
  }
  message "weather.drifts" {
    text = "{weather}: маркер {kind} из {from} сносит в {to}"
  }
  message "weather.laid" {
    text = "{weather}: {kind} выложен в {hex}"
  }
  message "weather.hill-hits" {
    text = "{weather}: {unit} на холме в {hex} получает {hits} {hits|попадание|попадания|попаданий}"
  }
  message "weather.no-airstrike" {
    text = "в такую погоду над {map} не летает ни один авиаудар: событие не действует"
  }
  message "weather.range-no-weapon" {
    text = "{weather}: без оружия {source}"
  }
  message "weather.marker-roll" {
    text = "маркер погоды для {map}"
  }
  message "weather.cleanup-roll" {
    text = "погода на {map}"
  }
  message "weather.random-column" {
    text = "{purpose}: столбец"
  }
  message "weather.random-row" {
    text = "{purpose}: ряд"
  }
  message "weather.hex-of" {
    text = "{weather}: гекс {i} для {kind}"
  }
  message "weather.drift-roll" {
    text = "{weather}: снос маркера {kind} в {hex}"
  }
}
