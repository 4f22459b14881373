# CI: scripts/device-test-skips, which fails the Apple workflow on a skip not on the allow-list,
# read from saved result trees (Tests/Fixtures/DeviceTestSkips): the iPad's allowed rotation
# skips pass on an iPad and fail on an iPhone, any other skip fails, the allow-list is checked
# against one device's bundles together, and a bundle with no test case fails.
set -euo pipefail
fixtures=Tests/Fixtures/DeviceTestSkips
check() {
  local want=$1
  shift
  local status=0
  scripts/device-test-skips "$@" >/dev/null 2>&1 || status=$?
  if [ "$status" -ne "$want" ]; then
    echo "device-test-skips $*: exit $status, expected $want" >&2
    exit 1
  fi
}
check 0 --device "iPad (A16)" --tests-json "$fixtures/uikit.json" "$fixtures/rest-rotation-skipped.json"
check 1 --device "iPhone 17" --tests-json "$fixtures/uikit.json" "$fixtures/rest-rotation-skipped.json"
check 1 --device "iPad (A16)" --tests-json "$fixtures/uikit.json" "$fixtures/rest-other-skip.json"
# The allow-list's tests are in neither of these bundles.
check 1 --device "iPad (A16)" --tests-json "$fixtures/uikit.json"
check 1 --device "iPad (A16)" --tests-json "$fixtures/empty.json" "$fixtures/rest-rotation-skipped.json"
check 2 --device "iPad (A16)" --tests-json
echo "device-test-skips: 6 cases as expected"
