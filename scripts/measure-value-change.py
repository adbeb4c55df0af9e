"""Measures the frames a value change lands on: the window's frame intervals while the panel's
values are changed during a transition that runs on (slowed to 0.1×, so frames run all along).

    xvfb-run -a -s "-screen 0 1280x800x24" python3 scripts/measure-value-change.py \
        .build/debug/transition-lab [--scene edge-pan] [--changes 12] [--still]

Opens the scene with `--trace` and a 2 s `duration`, slows the time to 0.1× (Ctrl+M three
times), presents (Ctrl+P) and, while the presentation plays (20 s), types a new `duration`
into its field every 0.4 s (each value new, so each one's motion is built). Prints, from the trace's `frame` lines (the
intervals between their frame-clock times, the first frame of a run left out), the interval
of the first frame after each `parameter` line and of every other frame: p50, worst, and how
many are over 20 ms; and the main thread's time on a processor in the 0.4 s from each
Return (`/proc/PID/task/PID/schedstat`), which a loaded machine's wait for a processor does
not count. `--still` leaves the presentation out: the changes alone, on a still canvas.
"""
import json, os, statistics, subprocess, sys, time
import trace_wait

APP = sys.argv[1]
SCENE = sys.argv[sys.argv.index("--scene") + 1] if "--scene" in sys.argv else "edge-pan"
STILL = "--still" in sys.argv[2:]  # no presentation: the changes alone
CHANGES = int(sys.argv[sys.argv.index("--changes") + 1]) if "--changes" in sys.argv else 12
WORK = trace_wait.scratch("value-change")
TRACE = os.path.join(WORK, "trace.jsonl")
ENV = dict(os.environ, XDG_CONFIG_HOME=os.path.join(WORK, "config"),
           GDK_BACKEND="x11", DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent")
ENV.pop("WAYLAND_DISPLAY", None)


def lines():
    with open(TRACE) as f:
        return [json.loads(l) for l in f if l.strip()]


def xdo(*args):
    subprocess.run(["xdotool", *map(str, args)], check=True)


def run_ms(pid):
    """The main thread's time on a processor so far, in ms (`/proc/PID/task/PID/schedstat`)."""
    with open(f"/proc/{pid}/task/{pid}/schedstat") as f:
        return int(f.read().split()[0]) / 1e6


def control(name):
    for line in reversed(lines()):
        if line.get("kind") == "controls" and name in line.get("controls", {}):
            x, y, w, h = line["controls"][name]
            return int(x + w * 0.2), int(y + h / 2)
    raise SystemExit(f"no control {name} in the trace")


cpu = []
p, _ = trace_wait.launch(APP, TRACE, ENV, "--scene", SCENE, "--set", "duration=2")
try:
    trace_wait.wait_for_kind(TRACE, "controls", time.monotonic())
    time.sleep(1.0)
    w = None
    for _ in range(200):
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(p.pid)],
                             capture_output=True, text=True).stdout.split()
        if out:
            w = out[-1]
            break
        time.sleep(0.05)
    field = control("duration-value")
    if not STILL:
        for _ in range(3):
            xdo("key", "--window", w, "ctrl+m")
            time.sleep(0.2)
        xdo("key", "--window", w, "ctrl+p")
        time.sleep(0.5)
    for index in range(CHANGES):
        value = 0.5 + 0.05 * index
        xdo("mousemove", "--window", w, *field, "click", "1")
        xdo("key", "--window", w, "ctrl+a")
        xdo("type", "--window", w, f"{value:.2f}")
        before = run_ms(p.pid)
        xdo("key", "--window", w, "Return")
        time.sleep(0.4)
        cpu.append(run_ms(p.pid) - before)
    time.sleep(0.5)
finally:
    p.terminate()
    p.wait()

after_change, others = [], []
previous, changed = None, False
for line in lines():
    kind = line.get("kind")
    if kind == "parameter":
        changed = True
    elif kind == "idle":
        previous = None
    elif kind == "frame":
        clock = line["clock"]
        if previous is not None and not line.get("first"):
            interval = (clock - previous) * 1000
            (after_change if changed else others).append(interval)
            changed = False
        previous = clock


def summary(name, values):
    if not values:
        print(f"{name}: none")
        return
    values = sorted(values)
    print(f"{name}: {len(values)} frames, p50 {statistics.median(values):.1f} ms, "
          f"worst {values[-1]:.1f} ms, {sum(v > 20 for v in values)} over 20 ms; "
          f"each: {', '.join(f'{v:.1f}' for v in values)}" if len(values) <= 20 else
          f"{name}: {len(values)} frames, p50 {statistics.median(values):.1f} ms, "
          f"worst {values[-1]:.1f} ms, {sum(v > 20 for v in values)} over 20 ms")


summary("the frame after each value change", after_change)
summary("every other frame", others)
print(f"main thread on a processor in the 0.4 s from each Return: p50 "
      f"{statistics.median(cpu):.1f} ms, each: {', '.join(f'{v:.1f}' for v in sorted(cpu))}")
