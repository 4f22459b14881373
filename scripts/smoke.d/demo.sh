# Smoke tests for `inputkit demo` (sourced by scripts/smoke-cli); the interactive run is
# scripts/demo-e2e.
expect 0 "demo help" -- "$bin" demo --help
expect 1 "demo without a terminal" -- "$bin" demo --data "$tmp/tally.json"
expect 2 "demo unknown option" -- "$bin" demo --frobnicate
expect 2 "demo unknown locale" -- "$bin" demo --locale xx_NOWHERE
expect 2 "demo mistyped layout name" -- "$bin" demo --layout calculater
expect 1 "demo missing layout file" -- "$bin" demo --layout "$tmp/none.json"
expect_output "demo with a layout file gets as far as the terminal check" \
  "error: This needs an interactive terminal, but standard input or output is a file or a pipe." -- \
  bash -c "'$bin' demo --layout Tests/Fixtures/Layouts/send-pad.json --data '$tmp/t.json' --locale en_US 2>&1"
actual=$("$bin" demo --locale en_US --data "$tmp/tally.json" 2>&1 </dev/null)
if [ "$actual" = "error: This needs an interactive terminal, but standard input or output is a file or a pipe." ] && [ ! -e "$tmp/tally.json" ]; then
  passed=$((passed + 1))
else
  echo "FAIL: demo without a terminal: $actual"
  failures=$((failures + 1))
fi
