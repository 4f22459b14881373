# Smoke tests for `inputkit layout`, `render` and `check-layout` (sourced by scripts/smoke-cli).
layouts=Tests/Fixtures/Layouts

expect 0 "layout help" -- "$bin" layout --help
expect 0 "render help" -- "$bin" render --help
expect 0 "check-layout help" -- "$bin" check-layout --help

expect_output "calculator return key keeps its reference frame" \
  '  {"id":"return","title":"↵","x":256,"y":100,"width":64,"height":100},' -- \
  bash -c "'$bin' layout calculator --width 320 --height 200 | grep '\"return\"'"
expect_output "calculator zero key keeps its reference frame at 3x" \
  '  {"id":"digit0","title":"0","x":0,"y":150,"width":128,"height":50},' -- \
  bash -c "'$bin' layout calculator --width 320 --height 200 --scale 3 | grep '\"digit0\"'"
expect 0 "layout of a file" -- "$bin" layout "$layouts/send-pad.json" --width 300 --height 150
expect 0 "layout with spacing, insets and scale" -- \
  "$bin" layout decimalPad --width 375 --height 260 --spacing 6 --insets 6,3,34,3 --scale 3
expect 1 "layout of a missing file" -- "$bin" layout no-such-layout.json --width 320 --height 200
expect 2 "layout of a mistyped built-in name" -- "$bin" layout calculater --width 320 --height 200
expect 1 "layout of an invalid file" -- "$bin" layout "$layouts/overlap.json" --width 320 --height 200
expect 2 "layout without a size" -- "$bin" layout calculator
expect 2 "layout with a negative width" -- "$bin" layout calculator --width -1 --height 200
expect 2 "layout with width 0" -- "$bin" layout calculator --width 0 --height 200
expect 2 "render with height 0" -- "$bin" render calculator --width 320 --height 0
expect 2 "render with an infinite width" -- "$bin" render calculator --width inf --height 200
expect 2 "layout with scale 0" -- "$bin" layout calculator --width 320 --height 200 --scale 0
expect 2 "layout with an unknown flag" -- "$bin" layout calculator --width 320 --height 200 --zoom 2

expect 0 "render to a file" -- "$bin" render calculator --width 320 --height 200 -o "$tmp/calculator.svg"
expect_output "rendered file is an SVG with a rect per key" "19" -- grep -c "<rect " "$tmp/calculator.svg"
# A named pipe nobody opens for reading: an error after a short wait, never a hang.
mkfifo "$tmp/pipe.svg"
expect 1 "render into a named pipe without a reader" -- \
  timeout 20 "$bin" render calculator --width 320 --height 200 -o "$tmp/pipe.svg"
rm -f "$tmp/pipe.svg"
expect 0 "render dark to stdout" -- "$bin" render calculatorWithParentheses --width 320 --height 250 --theme dark
expect 2 "render with an unknown theme" -- "$bin" render calculator --width 320 --height 200 --theme sepia
expect_output "render --locale de_DE titles the decimal key with a comma" "1" -- \
  bash -c "'$bin' render calculator --width 320 --height 200 --locale de_DE | grep -c '>,</text>'"
expect 2 "render with an unknown locale" -- "$bin" render calculator --width 320 --height 200 --locale xx_YY
expect 1 "render to an unwritable path" -- \
  "$bin" render calculator --width 320 --height 200 -o "$tmp/missing/calculator.svg"

expect_output "check-layout accepts a valid file" \
  "ok: $layouts/send-pad.json: layout \"sendPad\", 7 keys on a 3×3 grid" -- \
  "$bin" check-layout "$layouts/send-pad.json"
for bad in overlap unknown-action span-outside duplicate-id syntax-error; do
  expect 1 "check-layout rejects $bad" -- "$bin" check-layout "$layouts/$bad.json"
done
expect_output "check-layout names the JSON path" \
  'error: keys[1].action: unknown action "frobnicate"; expected "deleteBackward", "return", "clear", "evaluate" or an object with one of insert, moveCursor, switchLayout, custom' -- \
  bash -c "'$bin' check-layout '$layouts/unknown-action.json' 2>&1"
expect 1 "check-layout of a missing file" -- "$bin" check-layout "$tmp/none.json"
expect 2 "check-layout without a file" -- "$bin" check-layout

# -o /dev/stdout writes to the descriptor the shell opened: `>>` keeps the log, a pipe works.
echo old >"$tmp/log"
"$bin" render calculator --width 320 --height 200 -o /dev/stdout >>"$tmp/log"
expect_output "render -o /dev/stdout >> log keeps the log's old lines" "old" -- head -1 "$tmp/log"
expect_output "render -o /dev/fd/1 into a pipe" "</svg>" -- \
  bash -c "'$bin' render calculator --width 320 --height 200 -o /dev/fd/1 | tail -1"
# Under a file size limit the write fails (EFBIG) instead of SIGXFSZ killing the tool.
expect 1 "render under ulimit -f exits 1" -- \
  bash -c "ulimit -f 1; exec '$bin' render calculator --width 320 --height 200 -o '$tmp/limited.svg'"
expect_output "render under ulimit -f leaves no temporary file" "" -- \
  find "$tmp" -name 'limited.svg*'
