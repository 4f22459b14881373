# inputkit press: the keyboard's brain from the command line (sourced by scripts/smoke-cli).
expect_output "press types and previews" "$(printf '12+3×\n15')" -- "$bin" press 1 2 + 3 ×
expect_output "press return evaluates" "$(printf '15\n')" -- "$bin" press --text 12+3 return
expect_output "press refuses a second separator" "$(printf '1.5\n')" -- "$bin" press 1 . . 5
expect 0 "press help" -- "$bin" press --help
expect 2 "press unknown key" -- "$bin" press nope
expect 2 "press unknown flag" -- "$bin" press --frobnicate 1
expect_output "press with a German locale types a comma" "$(printf '1,5+1\n2,5')" -- \
  "$bin" press --locale de_DE 1 decimal 5 + 1
expect 2 "press mistyped layout name" -- "$bin" press --layout calculater 1
expect 1 "press missing layout file" -- "$bin" press --layout /no/such.json 1
