# CI: evaluating a short expression allocates nothing. Of the corpus's 10,000 short expressions,
# 167 have an exact value wider than 64 bits, which is returned in one allocated box; the check
# evaluates the corpus twice and allows those boxes and nothing more.
out=$(scripts/count-allocations expr.short_ns_per_expr 10000 2)
echo "$out"
total=$(echo "$out" | sed -n 's/.*(\([0-9]*\) in .*/\1/p')
if [ -z "$total" ] || [ "$total" -gt $((2 * 167)) ]; then
  echo "FAIL: short expressions allocate more than their wide results' boxes"
  exit 1
fi
