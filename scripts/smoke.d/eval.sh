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
# Bounded reads: an endless input without line breaks ends with an error (exit 1) within
# seconds; an over-long line is an error for that line only.
actual=$(timeout 20 "$bin" eval </dev/zero 2>&1)
status=$?
if [ "$status" -eq 1 ] && [ "$actual" = "$(printf 'error: The expression is too long (column 100001)\nerror: No line break in 16 MiB of input; the rest is not read')" ]; then
  passed=$((passed + 1))
else
  echo "FAIL: eval </dev/zero: exit $status: $actual"
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
