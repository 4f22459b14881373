# CI: the tests that act as a second person (through runuser, as the user inputkit-test they
# create as root) must have run, not been skipped: the shared list's lock under another hard
# link, and someone else's file refused by the item store and by `render -o`. `swift test`
# skips them, saying why, where they cannot run; in CI that is a failure.
set -uo pipefail
output=$(swift test --skip-build --filter 'ItemStoreSharedFolderTests|SharedFolderOutputTests' 2>&1)
status=$?
echo "$output" | grep -E '^(✔|✘) (Suite|Test run)'
if [ $status -ne 0 ]; then
  echo "$output" | grep -E '✘' | head -20
  exit 1
fi
if echo "$output" | grep -qE 'skipped'; then
  echo "the second-user tests were skipped here (they need root, runuser and useradd):"
  echo "$output" | grep 'skipped' | head -5
  exit 1
fi
ran=$(echo "$output" | grep -cE '^✔ Test ".*" passed')
if [ "$ran" -lt 7 ]; then
  echo "only $ran second-user tests ran; expected at least 7"
  exit 1
fi
echo "second user: $ran tests ran"
