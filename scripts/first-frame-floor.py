"""How far the window's first frame is from the least GTK and libadwaita can do.

Builds scripts/first-frame-floor.c twice (GTK alone; libadwaita's application, window and
header bar) and times, in turn, each of them and the app from just before the process starts
to its first frame: the app to the first `layout` line of its trace, as
scripts/measure-window.py does, which the frame clock's `after-paint` writes once the first
frame is rendered; the floors both to their drawing area's first draw (during the frame's
snapshot, before GTK renders it: the `first frame` lines, as this script has always printed
them) and to the same frame's `after-paint` (the `after paint` lines), the event the app is
timed to. The last lines give the app's ratio to the libadwaita window both ways: to the
floor's first draw, which leaves the rendering of the frame out of the floor's time only, and
to its after-paint, the same event in both. Run it under an X server with a release build:

    swift build -c release --product transition-lab
    xvfb-run -a -s "-screen 0 1280x800x24" python3 scripts/first-frame-floor.py .build/release/transition-lab

Prints the median and the range of RUNS (default 9) launches of each, and the ratios of the
medians (in brackets, the median of each run's own ratio, the launches of a run being side by
side).
"""
import os, statistics, subprocess, sys, tempfile, time
import trace_wait

APP = os.path.abspath(sys.argv[1])
RUNS = int(os.environ.get("RUNS", "9"))
here = os.path.dirname(os.path.abspath(__file__))
work = tempfile.mkdtemp(prefix="first-frame-floor-")
ENV = dict(os.environ, XDG_CONFIG_HOME=work, DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent")
ENV.pop("WAYLAND_DISPLAY", None)

def build(name, *flags):
    out = os.path.join(work, name)
    cflags = subprocess.run(["pkg-config", "--cflags", "--libs", *flags], check=True,
                            capture_output=True, text=True).stdout.split()
    extra = ["-DWITH_ADWAITA"] if "libadwaita-1" in flags else []
    subprocess.run(["gcc", "-O2", *extra, os.path.join(here, "first-frame-floor.c"), "-o", out, *cflags],
                   check=True, stderr=subprocess.DEVNULL)
    return out

def floor(program):
    """Seconds from the launch to the first draw and to that frame's after-paint."""
    # The app draws with GSK's cairo renderer and without GL (RendererEnvironment); so do they.
    env = dict(ENV, GSK_RENDERER="cairo", GDK_DEBUG="gl-disable")
    start = time.time()
    try:
        out = subprocess.run([program], capture_output=True, text=True, env=env, timeout=60).stdout
    except subprocess.TimeoutExpired:
        sys.exit(f"{program} did not draw within 60 s: is an X server running?")
    stamps = dict(zip(out.split()[0::2], out.split()[1::2]))
    return int(stamps["first-draw"]) / 1e6 - start, int(stamps["after-paint"]) / 1e6 - start

def app():
    p, elapsed = trace_wait.launch(APP, os.path.join(work, "trace.jsonl"), ENV)
    p.terminate(); p.wait()
    return elapsed

floors = {"GTK window": build("gtk", "gtk4"), "libadwaita window": build("adwaita", "libadwaita-1")}
times = {name: [] for name in [*floors, "transition-lab"]}
painted = {name: [] for name in floors}
for _ in range(RUNS):
    for name, program in floors.items():
        drawn, after = floor(program)
        times[name].append(drawn * 1000)
        painted[name].append(after * 1000)
    times["transition-lab"].append(app() * 1000)


def line(name, what, values):
    print(f"{name:18} {what} median {statistics.median(values):4.0f} ms "
          f"({min(values):.0f}–{max(values):.0f} ms, {RUNS} runs)")


for name, values in times.items():
    line(name, "first frame", values)
for name, values in painted.items():
    line(name, "after paint", values)
lab, adwaita = times["transition-lab"], "libadwaita window"
for what, floor_times in [("first draw", times[adwaita]), ("after-paint", painted[adwaita])]:
    paired = statistics.median(a / f for a, f in zip(lab, floor_times))
    print(f"transition-lab / libadwaita window, the floor to its {what}: "
          f"{statistics.median(lab) / statistics.median(floor_times):.2f}x ({paired:.2f}x)")
