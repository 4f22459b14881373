# The tmux machinery of the demo's end-to-end scripts (scripts/demo-e2e and
# scripts/demo-e2e-stress), sourced by them: installs tmux if missing, finds or builds the
# binary (INPUTKIT_BIN to test another build), makes a temporary folder and a tmux server of
# this run's own (named after the script and its process, so parallel runs never share one),
# and defines the helpers that start the demo, wait for the screen and check the terminal.
# The sourcing script sets `set -euo pipefail` and runs from the repository's root.
if ! command -v tmux >/dev/null 2>&1; then
  apt-get install -y -qq tmux >/dev/null 2>&1 ||
    { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq tmux >/dev/null 2>&1; }
fi
bin="${INPUTKIT_BIN:-$(swift build --show-bin-path)/inputkit}"
if [ ! -x "$bin" ]; then swift build -j 2 --product inputkit >/dev/null; fi

tmp=$(mktemp -d)
server="inputkit-$(basename "$0")-$$"
data="$tmp/tally.json"
tm() { tmux -L "$server" -f /dev/null "$@"; }
session=""
cleanup() {
  tm kill-server >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT

fail() {
  echo "FAIL: $1"
  echo "--- screen:"
  tm capture-pane -p -t "$session" 2>/dev/null || true
  exit 1
}

screen() { tm capture-pane -p -t "$session"; }

# wait_for TEXT [SECONDS]: waits until TEXT (a fixed string) is on screen.
wait_for() {
  local text=$1 limit=${2:-10} start=$SECONDS
  until screen | grep -qF -- "$text"; do
    [ $((SECONDS - start)) -lt "$limit" ] || fail "'$text' did not appear within ${limit}s"
    sleep 0.02
  done
}

# wait_for_line REGEX [SECONDS]: waits until a whole line on screen matches REGEX (extended).
wait_for_line() {
  local pattern=$1 limit=${2:-10} start=$SECONDS
  until screen | grep -qE -- "^$pattern\$"; do
    [ $((SECONDS - start)) -lt "$limit" ] || fail "no line matching '$pattern' within ${limit}s"
    sleep 0.02
  done
}

# wait_for_file FILE: waits until FILE exists (the pane's shell writes it after the demo).
wait_for_file() {
  local start=$SECONDS
  until [ -s "$1" ]; do
    [ $((SECONDS - start)) -lt 10 ] || fail "$1 was not written within 10s"
    sleep 0.02
  done
}

# wait_for_joined TEXT: like wait_for, for text the screen may have wrapped over lines.
wait_for_joined() {
  local text=$1 start=$SECONDS
  until screen | tr -s ' \n' ' ' | grep -qF -- "$text"; do
    [ $((SECONDS - start)) -lt 10 ] || fail "'$text' did not appear within 10s"
    sleep 0.02
  done
}

# start RUN [COLUMNS [DATA [BEFORE [PROGRAM]]]]: starts the demo on DATA (the shared file by
# default) in a fresh session of COLUMNS×24 (default 80) named after RUN, after the shell
# command BEFORE, as PROGRAM (default the binary, quoted; `runuser -u USER -- BIN` runs it as
# someone else); the pane's shell records the terminal settings before and after, the demo's exit
# status, and the start time in nanoseconds. Earlier sessions stay until cleanup: killing
# the server's last session makes it exit, and a new session started meanwhile fails with
# "server exited unexpectedly".
start() {
  local run=$1 columns=${2:-80} file=${3:-$data} before=${4:-true} program=${5:-"'$bin'"}
  session="demo-$run"
  tm new-session -d -s "$session" -x "$columns" -y 24 \
    "stty -g >'$tmp/$run.before'; date +%s%N >'$tmp/$run.started'; $before;
     $program demo --data '$file' --locale en_US; echo \$? >'$tmp/$run.status';
     stty -g >'$tmp/$run.after'; sleep 600"
}

pane() { tm display-message -p -t "$session" "#{$1}"; }

demo_pid() {
  local shell_pid
  shell_pid=$(pane pane_pid)
  pgrep -P "$shell_pid" -x inputkit || fail "the demo process was not found under $shell_pid"
}

# wait_until CONDITION MESSAGE: waits until the shell CONDITION holds, at most 10 s.
wait_until() {
  local start=$SECONDS
  until eval "$1"; do
    [ $((SECONDS - start)) -lt 10 ] || fail "$2"
    sleep 0.02
  done
}

# The alternate screen and mouse reporting are off in the pane.
check_modes_off() {
  [ "$(pane alternate_on)" = 0 ] || fail "$1: the alternate screen is still on"
  [ "$(pane mouse_standard_flag)" = 0 ] || fail "$1: mouse reporting is still on"
  [ "$(pane mouse_sgr_flag)" = 0 ] || fail "$1: SGR mouse reporting is still on"
}

check_restored() {
  local run=$1 expected=$2
  wait_for_file "$tmp/$run.after"
  [ "$(cat "$tmp/$run.status")" = "$expected" ] ||
    fail "$run: exit status $(cat "$tmp/$run.status"), expected $expected"
  cmp -s "$tmp/$run.before" "$tmp/$run.after" || fail "$run: stty settings not restored"
}

