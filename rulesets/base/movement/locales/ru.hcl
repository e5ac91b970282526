# Russian for the movement area (base): the narrative's lines. Rule titles and summaries follow.
locale "ru" {
  message "movement.moved" {
    text = "{unit} переместился в {hex}, потратив {mp} из {budget} ОД; отмечен как «Отходил»"
  }
}
