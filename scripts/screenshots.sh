#!/bin/sh
# Takes the screenshots of the window in docs/, under the X server this runs in (make
# screenshots runs it under Xvfb): each scene in a telling state, and one in dark mode.
#
#   scripts/screenshots.sh path/to/transition-lab docs
set -eu

app=$1
out=$2
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME="$work/config" GDK_BACKEND=x11 DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent

pid=""
wid=""
trace=""

# start NAME ARGS…: opens the window and waits for its first layout line.
start() {
  name=$1
  shift
  trace="$work/$name.jsonl"
  "$app" --trace "$trace" "$@" 2>"$work/$name.err" &
  pid=$!
  tries=0
  until grep -q '"kind":"layout"' "$trace" 2>/dev/null; do
    tries=$((tries + 1))
    [ "$tries" -lt 300 ] || { echo "error: $name: no first frame" >&2; cat "$work/$name.err" >&2; exit 1; }
    sleep 0.05
  done
  wid=$(xdotool search --sync --onlyvisible --pid "$pid" | tail -n 1)
}

# point X Y: prints the window pixel of scene point (X, Y) from the last layout line.
point() {
  grep '"kind":"layout"' "$trace" | tail -n 1 |
    sed 's/.*"screen_origin":\[\([^,]*\),\([^]]*\)\],"scale":\([^,}]*\).*/\1 \2 \3/' |
    awk -v x="$1" -v y="$2" '{ printf "%d %d\n", $1 + x * $3 + 0.5, $2 + y * $3 + 0.5 }'
}

# hold_drag X0 Y0 X1 Y1 STEPS: presses at the first scene point and moves toward the second,
# holding the button down.
hold_drag() {
  # shellcheck disable=SC2046
  xdotool mousemove --window "$wid" $(point "$1" "$2") mousedown 1
  i=1
  while [ "$i" -le "$5" ]; do
    x=$(awk -v a="$1" -v b="$3" -v i="$i" -v n="$5" 'BEGIN { print a + (b - a) * i / n }')
    y=$(awk -v a="$2" -v b="$4" -v i="$i" -v n="$5" 'BEGIN { print a + (b - a) * i / n }')
    # shellcheck disable=SC2046
    xdotool mousemove --window "$wid" $(point "$x" "$y") sleep 0.02
    i=$((i + 1))
  done
}

stop() {
  kill -TERM "$pid"
  wait "$pid" || true
}

# hold_and_shoot NAME: takes the picture while the button is still down, then lets go.
hold_and_shoot() {
  sleep 0.3
  import -window "$wid" "$out/$1"
  echo "wrote $out/$1"
  xdotool mouseup 1
}

# present: Ctrl+P, then waits for the presentation to complete.
present() {
  xdotool windowfocus --sync "$wid" key ctrl+p
  tries=0
  until grep -q '"transition":"present","interactive":false,"completed":true' "$trace"; do
    tries=$((tries + 1))
    [ "$tries" -lt 200 ] || { echo "error: the presentation did not complete" >&2; exit 1; }
    sleep 0.05
  done
}

start drag-down --scene drag-down --start presented
hold_drag 195 300 195 520 12
hold_and_shoot window-drag-down.png
stop

start edge-pan --scene edge-pan --start presented
hold_drag 3 420 70 430 12
hold_and_shoot window-edge-pan.png
stop

start card --scene card
present
hold_drag 300 560 300 660 10
hold_and_shoot window-card.png
stop

# Navigation: a detail swiped back from the leading edge, held a third of the way.
start navigation --scene navigation --start presented
hold_drag 4 420 130 424 12
hold_and_shoot window-navigation.png
stop

# Zoom: photo 2 zoomed in, then dragged down, held, with the source overlay on (the cell's
# frame outlined where the photo will land).
start zoom --scene zoom --set overlay=on
# shellcheck disable=SC2046
xdotool mousemove --window "$wid" $(point 195 160) click 1
tries=0
until grep -q '"transition":"present","interactive":false,"completed":true' "$trace"; do
  tries=$((tries + 1))
  [ "$tries" -lt 200 ] || { echo "error: the zoom in did not complete" >&2; exit 1; }
  sleep 0.05
done
hold_drag 195 380 205 600 12
hold_and_shoot window-zoom.png
stop

# Dark and high contrast as libadwaita's style manager gets them from a desktop that asks for
# them (GTK_THEME would put GTK's own theme over libadwaita's).
ADW_DEBUG_COLOR_SCHEME=prefer-dark start dark --scene drag-down --start presented --set threshold=0.45
hold_drag 195 300 195 440 10
hold_and_shoot window-dark.png
stop

# The keyboard's ring on the modal's Close button, in high contrast: the canvas has the focus
# at start and the first Tab shows where it is.
ADW_DEBUG_HIGH_CONTRAST=1 start high-contrast --scene drag-down --start presented
xdotool windowfocus --sync "$wid" key Tab
sleep 0.4
import -window "$wid" "$out/window-high-contrast.png"
echo "wrote $out/window-high-contrast.png"
stop

# rect NAME: prints the x, y, width and height of a control from the last controls line.
rect() {
  grep '"kind":"controls"' "$trace" | tail -n 1 | grep -o "\"$1\":\[[^]]*\]" |
    sed 's/.*\[\(.*\)\]/\1/' | tr ',' ' '
}

# click NAME [FRACTION]: clicks a control FRACTION of the way across (default half way).
click() {
  # shellcheck disable=SC2046
  set -- $(rect "$1") "${2:-0.5}"
  xdotool mousemove --window "$wid" \
    "$(awk -v x="$1" -v w="$3" -v f="$5" 'BEGIN { printf "%d", x + 12 + (w - 24) * f }')" \
    "$(awk -v y="$2" -v h="$4" 'BEGIN { printf "%d", y + h / 2 }')" click 1
  sleep 0.4
}

# wait_for KIND: waits for a trace line of that kind.
wait_for() {
  tries=0
  until grep -q "\"kind\":\"$1\"" "$trace"; do
    tries=$((tries + 1))
    [ "$tries" -lt 200 ] || { echo "error: no $1 line" >&2; exit 1; }
    sleep 0.05
  done
}

# The motion tools: a drag on drag-down with a longer duration than the seed's, scrubbed
# back into its completion with the onion skin on, the panel scrolled down to the curve plot.
start plot --scene drag-down --start presented --set duration=0.9
hold_drag 195 300 195 640 14
xdotool mouseup 1
wait_for timeline
sleep 0.5
# shellcheck disable=SC2046
set -- $(rect panel)
xdotool mousemove --window "$wid" $(($1 + $3 / 2)) $(($2 + $4 / 2))
for _ in $(seq 30); do xdotool click 5; done
sleep 0.4
click onion-skin-switch
click timeline 0.55
sleep 0.4
import -window "$wid" "$out/window-plot.png"
echo "wrote $out/window-plot.png"

# The export dialog for the same values, SwiftUI chosen.
xdotool windowfocus --sync "$wid" key ctrl+e
wait_for export
dialog=$(xdotool search --sync --onlyvisible --name "Export Motion" | tail -n 1)
xdotool windowfocus --sync "$dialog" key shift+Tab space
sleep 0.3
xdotool key Down Return
sleep 0.5
import -window root "$work/root.png"
# shellcheck disable=SC2046
eval $(xdotool getwindowgeometry --shell "$dialog")
convert "$work/root.png" -crop "${WIDTH}x${HEIGHT}+${X}+${Y}" +repage "$out/window-export.png"
echo "wrote $out/window-export.png"
stop

# Text at 200 %: GNOME's text scaling reaches GTK on X as the XSETTINGS Xft/DPI (1024ths of a
# dot per inch), served here by xsettingsd as gnome-settings-daemon would.
printf 'Xft/DPI %d\n' $((96 * 2 * 1024)) >"$work/xsettingsd.conf"
xsettingsd -c "$work/xsettingsd.conf" 2>/dev/null &
xsettings=$!
sleep 0.5
start text-200 --scene card
import -window "$wid" "$out/window-text-200.png"
echo "wrote $out/window-text-200.png"
stop
kill "$xsettings"

# The curve editor: drag-down's ease-in-out with its first handle dragged up and to the left
# (it becomes a cubic-bezier), the preview strip under the plot and the presets below.
start editor --scene drag-down
# The panel's rows arrive just after the first frame.
wait_for controls
# shellcheck disable=SC2046
set -- $(rect panel)
xdotool mousemove --window "$wid" $(($1 + $3 / 2)) $(($2 + $4 / 2))
for _ in $(seq 31); do xdotool click 5; done
sleep 0.6
handle=$(grep '"kind":"curve"' "$trace" | grep '"handles"' | tail -n 1 |
  sed 's/.*"control1":\[\([^,]*\),\([^]]*\)\].*/\1 \2/')
# shellcheck disable=SC2046
set -- $(rect curve-plot) $handle
hx=$(awk -v a="$1" -v b="$5" 'BEGIN { printf "%d", a + b }')
hy=$(awk -v a="$2" -v b="$6" 'BEGIN { printf "%d", a + b }')
xdotool mousemove --window "$wid" "$hx" "$hy" mousedown 1
for i in $(seq 10); do
  xdotool mousemove --window "$wid" $((hx - 4 * i)) $((hy - 9 * i)) sleep 0.03
done
sleep 0.4
import -window "$wid" "$out/window-curve-editor.png"
echo "wrote $out/window-curve-editor.png"
xdotool mouseup 1
stop

# A device change: the sheet on an iPad mini held sideways, the outline's corners and the
# status bar the iPad's. Last: the window keeps the device in its settings.
start device --scene sheet --start presented --device ipad-mini --orientation landscape
wait_for controls
sleep 0.8
import -window "$wid" "$out/window-device.png"
echo "wrote $out/window-device.png"
stop
