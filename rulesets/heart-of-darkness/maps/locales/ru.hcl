# Russian for the maps area (Heart of Darkness).
locale "ru" {
  map "magdeburg" {
    title = "Магдебург"
  }
}
