# CI: builds the DocC site of each product with warnings as errors (a broken
# symbol link or an undocumented public symbol fails; scripts/docc), then opens each landing
# page in headless Chromium, served over HTTP as a documentation host would, and checks that it
# rendered: the page's title and its first article are in the rendered DOM. The screenshots are
# kept in .build/docc-site/*.png.
set -euo pipefail
scripts/docc

if ! command -v chromium >/dev/null 2>&1; then
  echo "installing chromium (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
fi

site=.build/docc-site
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" >"$site/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  curl -fs -o /dev/null "http://127.0.0.1:$port/" && break
  sleep 0.1
done

browser=(chromium --headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage
  --hide-scrollbars --window-size=1280,1000 --virtual-time-budget=15000)
failures=0
check() {
  local module=$1 article=$2
  local url="http://127.0.0.1:$port/$module/documentation/${module,,}/"
  local shot="$site/$module.png"
  "${browser[@]}" --dump-dom "$url" >"$site/$module.dom.html" 2>/dev/null
  "${browser[@]}" --screenshot="$PWD/$shot" "$url" >/dev/null 2>&1
  local title
  title=$(python3 -c '
import re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
match = re.search(r"<h1[^>]*class=\"title\"[^>]*>(.*?)</h1>", dom, re.S)
print(re.sub(r"<[^>]+>", "", match.group(1)).strip() if match else "")
' "$site/$module.dom.html")
  if [ "$title" = "$module" ] && grep -qF "$article" "$site/$module.dom.html" && [ -s "$shot" ]; then
    echo "ok   $url rendered: title \"$module\", article \"$article\"; screenshot $shot" \
      "($(stat -c %s "$shot") bytes)"
  else
    echo "FAIL $url did not render: title \"$title\", expected \"$module\" and \"$article\""
    failures=$((failures + 1))
  fi
}
check InputKitOverlay "Covering with an overlay"
check InputKitKeyboard "Typing with the keyboard"
check InputKitPrompt "Asking for text"
check InputKitGate "Gating navigation"
check InputKit "Typing with the keyboard"
check InputKitCore "Keyboard layouts"
[ "$failures" -eq 0 ]
