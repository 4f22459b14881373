# Smoke tests for the tool itself: its help and version (sourced by scripts/smoke-cli).
expect 0 "tool help" -- "$bin" --help
expect_output "help COMMAND prints that command's help" "$("$bin" eval --help)" -- "$bin" help eval
expect_output "--version prints the version" "inputkit 0.1.0" -- "$bin" --version
expect_output "version prints the version" "inputkit 0.1.0" -- "$bin" version
expect 2 "help of an unknown command" -- "$bin" help frobnicate
