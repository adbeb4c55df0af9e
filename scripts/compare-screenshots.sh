#!/bin/sh
# Takes the pictures of compare mode (docs/) and the blind test (of a value and of two presets),
# under the X server this runs in (make screenshots runs it under Xvfb).
#
#   scripts/compare-screenshots.sh path/to/transition-lab docs
set -eu

app=$1
out=$2
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" GDK_BACKEND=x11 \
  DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent
trace="$work/trace.jsonl"

# A saved comparison, open: the seed, a spring of damping 0.5, a 1.2 s duration.
mkdir -p "$XDG_CONFIG_HOME/transition-lab"
cat >"$XDG_CONFIG_HOME/transition-lab/settings.json" <<'JSON'
{"version": 1, "scenes": {}, "comparison": {"open": true, "scenes": {
  "drag-down": [{}, {"timing": "spring", "damping": 0.5}, {"duration": 1.2}]}}}
JSON

# Two presets of edge-pan, for the blind test between presets.
cat >"$XDG_CONFIG_HOME/transition-lab/presets.json" <<'JSON'
{"version": 1, "presets": [
  {"name": "Stiff", "scene": "edge-pan", "values": {"damping": 1}},
  {"name": "Loose", "scene": "edge-pan", "values": {"damping": 0.3}}]}
JSON

# wait_for PATTERN: waits until the trace has a line matching PATTERN.
wait_for() {
  tries=0
  until grep -q "$1" "$trace" 2>/dev/null; do
    tries=$((tries + 1))
    [ "$tries" -lt 300 ] || { echo "error: no trace line matching $1" >&2; exit 1; }
    sleep 0.05
  done
}

# pane_control NAME: the window pixel at the middle of the blind test's control NAME.
pane_control() {
  grep '"kind":"blind-test-controls"' "$trace" | tail -n 1 |
    sed "s/.*\"$1\":\[\([^,]*\),\([^,]*\),\([^,]*\),\([^]]*\)\].*/\1 \2 \3 \4/" |
    awk '{ printf "%d %d\n", $1 + $3 / 2, $2 + $4 / 2 }'
}

# first_device X Y: the window pixel of scene point (X, Y) on the first device.
first_device() {
  grep '"kind":"compare-layout"' "$trace" | tail -n 1 |
    sed 's/.*"devices":\[{"screen_origin":\[\([^,]*\),\([^]]*\)\],"scale":\([^,}]*\).*/\1 \2 \3/' |
    awk -v x="$1" -v y="$2" '{ printf "%d %d\n", $1 + x * $3 + 0.5, $2 + y * $3 + 0.5 }'
}

# hold X0 Y0 DX DY STEPS: presses at a scene point of the first device and moves by (DX, DY)
# window pixels per step, holding the button down.
hold() {
  set -- "$(first_device "$1" "$2")" "$3" "$4" "$5"
  x=${1% *}
  y=${1#* }
  xdotool mousemove --window "$wid" "$x" "$y" mousedown 1
  i=1
  while [ "$i" -le "$4" ]; do
    xdotool sleep 0.02 mousemove --window "$wid" $((x + i * $2)) $((y + i * $3))
    i=$((i + 1))
  done
  sleep 0.3
}

"$app" --scene drag-down --trace "$trace" 2>"$work/err" &
pid=$!
wait_for '"kind":"compare-layout"'
wid=$(xdotool search --sync --onlyvisible --pid "$pid" | tail -n 1)
xdotool windowfocus --sync "$wid" key ctrl+p
sleep 1.5
hold 195 300 0 7 15
import -window "$wid" "$out/window-compare.png"
echo "wrote $out/window-compare.png"
xdotool mouseup 1
sleep 2

# The blind test on edge-pan, mid-swipe on the left device.
xdotool windowfocus --sync "$wid" key ctrl+2 ctrl+b
wait_for '"kind":"blind-test-controls"'
start=$(grep '"kind":"blind-test-controls"' "$trace" | tail -n 1 |
  sed 's/.*"start":\[\([^,]*\),\([^,]*\),\([^,]*\),\([^]]*\)\].*/\1 \2 \3 \4/' |
  awk '{ printf "%d %d\n", $1 + $3 / 2, $2 + $4 / 2 }')
# shellcheck disable=SC2086
xdotool mousemove --window "$wid" $start click 1
wait_for '"kind":"blind-pair"'
xdotool windowfocus --sync "$wid" key ctrl+p
sleep 1.5
hold 3 422 4 0 6
import -window "$wid" "$out/window-blind-test.png"
echo "wrote $out/window-blind-test.png"
xdotool mouseup 1
sleep 1

# The blind test between two presets: a person who prefers Loose picks its side four times.
xdotool key Escape
sleep 0.5
# shellcheck disable=SC2046
xdotool mousemove --window "$wid" $(pane_control kind) click 1
sleep 0.8
xdotool key Down Return
wait_for '"first-preset"'
# shellcheck disable=SC2046
xdotool mousemove --window "$wid" $(pane_control start) click 1
wait_for '"left_preset"'
picks=0
while [ "$picks" -lt 7 ] && ! grep -q '"preferred_preset"' "$trace"; do
  if [ "$picks" -eq 0 ]; then hold 3 422 30 0 6; xdotool mouseup 1; else xdotool key ctrl+r; fi
  sleep 2
  if grep '"kind":"blind-pair"' "$trace" | tail -n 1 | grep -q '"left_preset":"Loose"'; then
    xdotool key Left
  else
    xdotool key Right
  fi
  picks=$((picks + 1))
  sleep 0.8
done
wait_for '"preferred_preset"'
sleep 0.5
import -window "$wid" "$out/window-blind-presets.png"
echo "wrote $out/window-blind-presets.png"
kill -TERM "$pid"
wait "$pid" || true
