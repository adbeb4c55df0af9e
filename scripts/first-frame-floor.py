"""How far the window's first frame is from the least GTK and libadwaita can do.

Builds scripts/first-frame-floor.c twice (GTK alone; libadwaita's application, window and
header bar) and times, in turn, each of them and the app from just before the process starts
to its first frame: the floors to their first draw, the app to the first `layout` line of its
trace, as scripts/measure-window.py does. Run it under an X server with a release build:

    swift build -c release --product transition-lab
    xvfb-run -a -s "-screen 0 1280x800x24" python3 scripts/first-frame-floor.py .build/release/transition-lab

Prints the median and the range of RUNS (default 9) launches of each.
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
    # The app draws with GSK's cairo renderer and without GL (RendererEnvironment); so do they.
    env = dict(ENV, GSK_RENDERER="cairo", GDK_DEBUG="gl-disable")
    start = time.time()
    try:
        out = subprocess.run([program], capture_output=True, text=True, env=env, timeout=60).stdout
    except subprocess.TimeoutExpired:
        sys.exit(f"{program} did not draw within 60 s: is an X server running?")
    return int(out.split()[1]) / 1e6 - start

def app():
    p, elapsed = trace_wait.launch(APP, os.path.join(work, "trace.jsonl"), ENV)
    p.terminate(); p.wait()
    return elapsed

runs = {"GTK window": (floor, build("gtk", "gtk4")),
        "libadwaita window": (floor, build("adwaita", "libadwaita-1")),
        "transition-lab": (lambda _: app(), None)}
times = {name: [] for name in runs}
for _ in range(RUNS):
    for name, (measure, program) in runs.items():
        times[name].append(measure(program) * 1000)
for name, values in times.items():
    print(f"{name:18} first frame median {statistics.median(values):4.0f} ms "
          f"({min(values):.0f}–{max(values):.0f} ms, {RUNS} runs)")
