# Smoke tests for `inputkit eval` (sourced by scripts/smoke-cli).
expect 0 "eval help" -- "$bin" eval --help
expect_output "eval is exact" "0.3" -- "$bin" eval '0.1+0.2'
expect_output "eval percent and precedence" "$(printf '55\n15')" -- "$bin" eval '50+10%' '12+3×1'
expect_output "eval locale separator" "0,3" -- "$bin" eval --locale de_DE '0,1+0,2'
expect_output "eval negative argument" "-2" -- "$bin" eval -5+3
expect 1 "eval division by zero" -- "$bin" eval '1÷0'
expect 2 "eval unknown option" -- "$bin" eval --frobnicate 1
expect 2 "eval unknown locale" -- "$bin" eval --locale xx_NOWHERE 1
# The error line and its column, and standard input with a blank line.
actual=$(printf '1+1\n\n2×(3÷0)\n' | "$bin" eval 2>&1)
if [ "$actual" = "$(printf '2\nerror: Division by zero (column 5)')" ]; then
  passed=$((passed + 1))
else
  echo "FAIL: eval standard input: $actual"
  failures=$((failures + 1))
fi
# Hostile input gets a clear error quickly, never a crash.
deep=$(printf '(%.0s' $(seq 1 10000))
expect 1 "eval 10,000 open parentheses" -- "$bin" eval "${deep}1"
# Bounded reads: an endless input without line breaks is one over-long line, reported at
# once and then skipped in constant memory for as long as it lasts (until timeout ends it).
actual=$(timeout 3 "$bin" eval </dev/zero 2>&1)
status=$?
if [ "$status" -eq 124 ] && [ "$actual" = "error: The expression is too long (column 100001)" ]; then
  passed=$((passed + 1))
else
  echo "FAIL: eval </dev/zero: exit $status: $actual"
  failures=$((failures + 1))
fi
# A 300 MB line is an error for that line only; the next line is evaluated.
actual=$({ head -c 300000000 /dev/zero | tr '\0' 1; printf '\n2+2\n'; } | "$bin" eval 2>&1)
status=$?
if [ "$status" -eq 1 ] && [ "$actual" = "$(printf 'error: The expression is too long (column 100001)\n4')" ]; then
  passed=$((passed + 1))
else
  echo "FAIL: eval after a 300 MB line: exit $status: ${actual:0:200}"
  failures=$((failures + 1))
fi
# Standard input that cannot be read is an error, as for cat.
expect 1 "eval reading a folder" -- bash -c "exec '$bin' eval </tmp"
expect 1 "eval with standard input closed" -- bash -c "exec '$bin' eval <&-"
# A reader that goes away ends eval quietly with status 1, not by SIGPIPE (141).
actual=$(yes 1+1 | "$bin" eval 2>"$tmp/err" | head -1; echo "${PIPESTATUS[1]}")
if [ "$actual" = "$(printf '2\n1')" ] && [ ! -s "$tmp/err" ]; then
  passed=$((passed + 1))
else
  echo "FAIL: eval | head -1: $actual, stderr: $(head -c 200 "$tmp/err")"
  failures=$((failures + 1))
fi
actual=$({ echo 1+1; head -c 200000 /dev/zero | tr '\0' '1'; echo; echo 2×3; } | "$bin" eval 2>&1)
status=$?
if [ "$status" -eq 1 ] && [ "$actual" = "$(printf '2\nerror: The expression is too long (column 100001)\n6')" ]; then
  passed=$((passed + 1))
else
  echo "FAIL: eval over-long line: exit $status: $actual"
  failures=$((failures + 1))
fi
# Every corpus result through the buffered output, in order.
actual=$("$bin" eval <Benchmarks/Data/expressions/short_ascii.txt | wc -l)
if [ "$actual" -eq 10000 ]; then
  passed=$((passed + 1))
else
  echo "FAIL: eval corpus through a pipe printed $actual lines"
  failures=$((failures + 1))
fi

# A full disk on standard output is an error, not success.
expect 1 "eval to /dev/full exits 1" -- bash -c "exec '$bin' eval 1+1 >/dev/full"
