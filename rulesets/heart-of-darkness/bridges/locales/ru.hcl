# Russian for the bridges area (Heart of Darkness).
locale "ru" {
  marker_kind "bridge" {
    name = "Мост"
  }
  rule "bridges.bridge" {
    summary = "Мост — это участок дороги через гекс воды: юниты пересекают воду по дороге, как по любой дороге. Карта изображает свои мосты как гексы воды с дорогой; маркер «Мост» обозначает мост, построенный, взорванный или отремонтированный в ходе игры: с одной стороны он целый, с другой разрушен."
    title   = "Мосты"
  }
  rule "bridges.destroyed" {
    summary = "Разрушенный мост — это разрыв дороги: гекс снова становится обычной водой, закрытой для всех юнитов, не способных пересекать воду, пока мост не отремонтируют. Юниты, стоявшие на мосту в момент разрушения, остаются на месте и могут только сойти с него."
    title   = "Разрушенные мосты"
  }
  rule "bridges.work" {
    summary = "Мост можно построить через гекс воды без моста, целый мост взорвать, а разрушенный отремонтировать — силами инженеров в ходе игры (skills.engineering) или за очки снабжения при расстановке (auxiliary); кто бы ни платил за работу, мост меняется одинаково: построенный или отремонтированный, он снова несет дорогу, взорванный — теряет ее."
    title   = "Постройка, подрыв и ремонт"
  }
  message "bridges.built" {
    text = "через {hex} построен мост"
  }
  message "bridges.repaired" {
    text = "мост в {hex} отремонтирован"
  }
  message "bridges.road-cut" {
    text = "мост в {hex} разрушен: дорога через воду перерезана"
  }
  message "bridges.not-water" {
    text = "{hex} — не гекс воды"
  }
  message "bridges.present-intact" {
    text = "в {hex} уже есть мост (целый)"
  }
  message "bridges.present-destroyed" {
    text = "в {hex} уже есть мост (разрушенный)"
  }
  message "bridges.cannot-repair-intact" {
    text = "мост в {hex} нельзя отремонтировать: он цел"
  }
  message "bridges.cannot-repair-none" {
    text = "в {hex} нечего ремонтировать: там нет моста"
  }
  message "bridges.cannot-blow-destroyed" {
    text = "мост в {hex} нельзя взорвать: он уже разрушен"
  }
  message "bridges.cannot-blow-none" {
    text = "в {hex} нечего взрывать: там нет моста"
  }
}
