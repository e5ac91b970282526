# Russian for the units area (mod naw-hidden-support-weapons).
locale "ru" {
  action "strike_support_weapon" {
    title = "Вычеркнуть одно неразмещенное оружие поддержки противника"
  }
  status "sw-shown" {
    name = "Оружие поддержки раскрыто"
  }
  message "units.sw-placed" {
    text = "{unit} стреляет из своего оружия поддержки ({items}): оно размещено до конца игры"
  }
  message "units.sw-loss-roll" {
    text = "{side}: 1d6 за неразмещенное оружие поддержки"
  }
  message "units.sw-safe" {
    text = "{side} теряет {unit}: {roll} - {beyond} = {total}, неразмещенное оружие поддержки уцелело"
  }
  message "units.sw-strike-offered" {
    text = "{side} теряет {unit}: {roll} - {beyond} = {total}: {enemy} может вычеркнуть одно неразмещенное оружие поддержки"
  }
  message "units.sw-struck" {
    text = "неразмещенное оружие поддержки {item} стороны {side} вычеркнуто"
  }
  message "units.sw-lost" {
    text = "{unit} теряет свое оружие поддержки {item}"
  }
  message "units.sw-no-strike-now" {
    text = "сейчас нельзя вычеркнуть ни одно оружие поддержки"
  }
  message "units.sw-not-unplaced" {
    text = "у стороны {side} нет неразмещенного оружия поддержки {item}"
  }
}
