rule "command.rally-seven" {
  title   = "Rally on seven (house rule)"
  summary = "As its formation's activation starts, each Shaken unit rolls 2D6 and rallies on 7 or more. The CO's Local rating and radio bonus do not count, nor does the ERR, and a formation with no CO or 2IC rolls all the same."
}
