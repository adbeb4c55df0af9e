"""Measures the window: launch to first frame, frame pacing, input latency, memory after a
minute of use.

Run it under an X server with a release build, as docs/performance.md does:

    make install PREFIX=/tmp/tl
    xvfb-run -a -s "-screen 0 1280x800x24" python3 scripts/measure-window.py /tmp/tl/bin/transition-lab
    xvfb-run -a -s "-screen 0 1920x1080x24" python3 scripts/measure-window.py /tmp/tl/bin/transition-lab --fill-screen

`--fill-screen` sizes the window to the whole screen (Xvfb has no window manager to maximise
it; a maximised window is the same size). `--pacing-only` runs the pacing and latency part
alone and leaves its trace in a new folder under /tmp (`transition-lab-measure-…/trace.jsonl.pacing`,
printed at the end), for a look at any long frame and what came before it. `--minutes N` runs the memory part for N minutes and prints
VmRSS every 30 s, to see whether it grows. `--memory-only` runs the memory part alone;
`--smaps FILE` keeps the process's /proc/PID/smaps at the end of it in FILE (and prints the
totals of /proc/PID/smaps_rollup), to see which mappings the resident memory is in
(scripts/smaps-summary.py sums them by file).

First frame: from just before the process starts until its trace has the first `layout` line,
which the first draw writes; panel ready: until the first `controls` line, once the side
panel's rows (put in just after the first frame) are laid out. Pacing starts from there. Pacing: the intervals between the `frame` lines' frame-clock times
during ten presentations and dismissals by keyboard and ten drags (p50, p99, worst, and how many
are over 20 ms). Latency: the `latency` lines of those drags, frame time minus event time.
Memory: VmRSS after a minute of drags, presentations and scene switches driven by xdotool.
"""
import json, math, os, statistics, subprocess, sys, time
import trace_wait

APP = sys.argv[1]
FILL = "--fill-screen" in sys.argv[2:]
PACING_ONLY = "--pacing-only" in sys.argv[2:]  # frame pacing and latency only
# --minutes N: how long the memory part runs (1 by default), printing VmRSS every 30 s
MEMORY_ONLY = "--memory-only" in sys.argv[2:]  # the memory part alone
SMAPS = sys.argv[sys.argv.index("--smaps") + 1] if "--smaps" in sys.argv else None
MINUTES = float(sys.argv[sys.argv.index("--minutes") + 1]) if "--minutes" in sys.argv else 1.0
WORK = trace_wait.scratch("measure")
TRACE = os.path.join(WORK, "trace.jsonl")
ENV = dict(os.environ, XDG_CONFIG_HOME=os.path.join(WORK, "config"), GDK_BACKEND="x11",
           DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent")
ENV.pop("WAYLAND_DISPLAY", None)

def lines(path):
    try:
        with open(path) as f:
            return [json.loads(l) for l in f if l.strip()]
    except (FileNotFoundError, json.JSONDecodeError):
        return []

def launch(trace, *args):
    return trace_wait.launch(APP, trace, ENV, *args)

def xdo(*args):
    subprocess.run(["xdotool", *map(str, args)], check=True)

def window(p):
    for _ in range(200):
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(p.pid)],
                             capture_output=True, text=True).stdout.split()
        if out:
            w = out[-1]
            if FILL:
                size = subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True,
                                      text=True).stdout.split()
                xdo("windowmove", w, 0, 0)
                xdo("windowsize", "--sync", w, *size)
                time.sleep(0.5)
            return w
        time.sleep(0.05)

def percentile(values, q):
    ordered = sorted(values)  # nearest rank
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]

def drag(w, dy=25, steps=15):
    layout = [l for l in lines(TRACE) if l["kind"] == "layout"][-1]
    ox, oy = layout["screen_origin"]; s = layout["scale"]
    x, y = int(ox + 195 * s), int(oy + 300 * s)
    cmd = ["mousemove", "--window", w, x, y, "mousedown", 1]
    for k in range(1, steps + 1):
        cmd += ["sleep", 0.016, "mousemove", "--window", w, x, int(y + k * dy * s)]
    cmd += ["mouseup", 1]
    xdo(*cmd)

def wait_for_panel(trace, start):
    """Seconds from `start` until the trace has its first `controls` line: the side panel's
    rows are in the window, which puts them in just after the first frame."""
    return trace_wait.wait_for_kind(trace, "controls", start)

# 1. launch to first frame, and to the panel's rows, five runs
firsts = []
panels = []
for i in range(0 if PACING_ONLY or MEMORY_ONLY else 5):
    started = time.monotonic()
    p, t = launch(TRACE)
    firsts.append(t)
    panels.append(wait_for_panel(TRACE, started))
    p.terminate(); p.wait()
if firsts:
    print("first frame ms:", [round(x * 1000) for x in firsts], "median", round(statistics.median(firsts) * 1000))
    print("panel ready ms:", [round(x * 1000) for x in panels], "median", round(statistics.median(panels) * 1000))

# 2. frame pacing during transitions and drags: ten presentations and dismissals by keyboard,
# then ten drags that dismiss, each followed by a presentation
if not MEMORY_ONLY:
    p, _ = launch(TRACE, "--scene", "drag-down")
    w = window(p)
    wait_for_panel(TRACE, time.monotonic())  # a person starts once the whole window is there
    xdo("mousemove", "--window", w, 300, 300)
    xdo("windowfocus", "--sync", w)
    for i in range(10):
        xdo("key", "ctrl+p"); time.sleep(1.2)
        xdo("key", "ctrl+d"); time.sleep(1.2)
    for i in range(10):
        xdo("key", "ctrl+p"); time.sleep(1.2)
        drag(w); time.sleep(1.2)
    trace = lines(TRACE)
    print("pacing trace:", TRACE + ".pacing")
    with open(TRACE + ".pacing", "w") as f:  # kept for a look at the long frames
        f.writelines(json.dumps(l) + "\n" for l in trace)
    frames = [l for l in trace if l["kind"] == "frame"]
    intervals = []
    for a, b in zip(frames, frames[1:]):
        gap = b["clock"] - a["clock"]
        if gap < 0.5: intervals.append(gap)  # within one run of the tick callback
    p.terminate(); p.wait()
    ms = [x * 1000 for x in intervals]
    print("frames", len(frames), "intervals", len(ms), "mean fps", round(len(ms) / sum(intervals), 1),
          "p50 ms", round(percentile(ms, 0.5), 1), "p99 ms", round(percentile(ms, 0.99), 1),
          "worst ms", round(max(ms), 1), "over 20 ms", sum(1 for x in ms if x > 20))
    latency = [(l["frame_time"] - l["event_time"]) * 1000 for l in trace if l["kind"] == "latency"]
    frame_ms = percentile(ms, 0.5)
    if latency:
        print("latency events", len(latency), "p50 ms", round(percentile(latency, 0.5), 1),
              "p99 ms", round(percentile(latency, 0.99), 1), "worst ms", round(max(latency), 1),
              "within one frame", sum(1 for x in latency if x <= frame_ms + 0.5))

# 3. resident memory after a minute of use: drags on every scene, scene switches
if PACING_ONLY: sys.exit(0)
p, _ = launch(TRACE, "--scene", "drag-down", "--start", "presented")
w = window(p)
begin = time.monotonic()
end = begin + 60 * MINUTES
n = 0
samples = []
while time.monotonic() < end:
    if time.monotonic() - begin >= 30 * (len(samples) + 1):
        with open(f"/proc/{p.pid}/status") as f:
            samples.append(next(int(l.split()[1]) for l in f if l.startswith("VmRSS")))
    drag(w)
    xdo("sleep", 0.8, "key", "ctrl+p", "sleep", 0.8)
    n += 1
    if n % 5 == 0:
        xdo("key", "ctrl+Page_Down"); time.sleep(0.3); xdo("key", "ctrl+p"); time.sleep(0.8)
with open(f"/proc/{p.pid}/status") as f:
    rss = [l for l in f if l.startswith(("VmRSS", "VmHWM"))]
if SMAPS:
    with open(f"/proc/{p.pid}/smaps") as f, open(SMAPS, "w") as out:
        out.write(f.read())
    with open(f"/proc/{p.pid}/smaps_rollup") as f:
        print("smaps_rollup:", "  ".join(" ".join(l.split()[:2]) for l in f
                                         if l.startswith(("Rss", "Pss", "Anonymous", "Private_", "Shared_"))))
print("drags", n, "".join(rss).replace("\n", "  "))
if len(samples) > 1:
    print("VmRSS MB every 30 s:", [round(k / 1024, 1) for k in samples])
p.terminate(); p.wait()
print("exit", p.returncode)
