# Russian for the undead area (Heart of Darkness).
locale "ru" {
  action "consume_corpses" {
    title = "Ослабленный юнит Нежити пожирает трупы в своем гексе и возвращается к полной силе"
  }
  rule "undead.consume-corpses" {
    summary = "Ослабленный юнит Нежити, в гексе которого лежит маркер «Трупы», может первым и единственным действием своей активации снять этот маркер и вернуться к полной силе. После этого он получает маркер «Отходил»."
    title   = "Пожирание трупов"
  }
  rule "undead.damage" {
    summary = "Полный урон юниту Нежити наносят только огненные, электрические и ядерные источники. Урон от фактора ФГ любого другого источника уменьшается вдвое с округлением вниз; любой другой вид урона (ББ, химический, биологический и т. п.) на него не действует."
    title   = "Что вредит Нежити"
  }
  rule "undead.no-corpses" {
    summary = "Уничтоженный юнит Нежити не оставляет маркера «Трупы»."
    title   = "Нежить не оставляет трупов"
  }
  rule "undead.no-skills" {
    summary = "Нежить не вербует и не обыскивает, а «Ужас» и «Контроль разума» на нее не действуют. Области skills и independents проверяют для этого undead.is_undead."
    title   = "Чего не может Нежить"
  }
  rule "undead.radiation" {
    summary = "Нежить проходит через гексы радиации, платя на одно ОД больше за гекс (стоимость из области radiation), и гексы радиации никогда не атакуют ее ядерной огневой силой."
    title   = "Нежить и радиация"
  }
  rule "undead.units" {
    summary = "Каунтеры с черной броней — это Нежить (метка undead): Восставшие, Бескожие, Мерзость и Король-Червь. Юнит, несущий Обугленное Сердце, тоже считается Нежитью (1.3). Подконтрольная Нежить контролирует гексы, как любой другой юнит."
    title   = "Юниты Нежити"
  }
  rule "undead.unshakable" {
    summary = "Юнит Нежити никогда не получает статус «дезориентирован» (метка unshakable). Как результат «дезориентирован» все же засчитывается против него как шаг потерь, определяет область combat (2.1)."
    title   = "Нежить никогда не дезориентирована"
  }
  message "undead.hits-changed" {
    text = "{unit} — нежить: вместо {hits} {hits|попадания|попаданий|попаданий} — {kept} ({why})"
  }
  message "undead.corpses-consumed" {
    text = "{unit} поглощает трупы в {hex} и возвращается к полной силе"
  }
  message "undead.no-corpses-left" {
    text = "{unit} — нежить и не оставляет трупов"
  }
  message "undead.unshakable-step" {
    text = "{unit} — нежить и не может быть дезориентирован: результат засчитывается как шаг, без маркера"
  }
  message "undead.consume-not-undead" {
    text = "{unit} — не Нежить"
  }
  message "undead.consume-full-strength" {
    text = "{unit} в полной силе"
  }
  message "undead.consume-no-corpses" {
    text = "в {hex} нет трупов"
  }
  message "independents.undead-never-recruit" {
    text = "{unit} — Нежить: Нежить никогда не вербует"
  }
  message "undead.resists-undead" {
    text = "Нежить"
  }
  message "undead.radiation-undead" {
    text = "Нежить"
  }
}
