"""Measures the window's frames while Share… records and encodes: the longest interval between
two frames, and how many exceed 100 ms, while a transition at a tenth of real speed keeps the
canvas drawing.

Run it under an X server, as docs/performance.md does:

    xvfb-run -a -s "-screen 0 1280x800x24" python3 scripts/measure-share.py .build/debug/transition-lab

It dismisses the card with a slow drag of 1.5 s (the take to share), opens Share… from the Motion section,
saves a GIF at real speed, and at once presents the card again at a
tenth of real speed. The intervals are those between the `frame` lines' frame-clock times from
the `share` line that starts the recording to the one that says it was saved.
"""
import json, os, subprocess, sys, time
import trace_wait

APP = sys.argv[1]
WORK = trace_wait.scratch("share")
TRACE = os.path.join(WORK, "trace.jsonl")
OUT = os.path.join(WORK, "share.gif")
ENV = dict(os.environ, XDG_CONFIG_HOME=os.path.join(WORK, "config"), GDK_BACKEND="x11",
           DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent", GTK_A11Y="none")
ENV.pop("WAYLAND_DISPLAY", None)


def lines():
    with open(TRACE) as f:
        return [json.loads(l) for l in f if l.strip()]


def xdo(*args):
    return subprocess.run(["xdotool", *map(str, args)], check=True, capture_output=True,
                          text=True).stdout


def wait(what, predicate, timeout=30):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = [l for l in lines() if predicate(l)]
        if found: return found[-1]
        time.sleep(0.05)
    sys.exit(f"timed out waiting for {what}")


def control(name):
    line = [l for l in lines() if l["kind"] == "controls"][-1]
    rect = line["controls"].get(name)
    return None if rect is None else (int(rect[0] + rect[2] / 2), int(rect[1] + rect[3] / 2))


if os.path.exists(OUT): os.remove(OUT)
p, _ = trace_wait.launch(APP, TRACE, ENV, "--scene", "card", "--start", "presented")
w = wait("the window", lambda l: l["kind"] == "controls") and \
    xdo("search", "--onlyvisible", "--pid", p.pid).split()[-1]
layout = [l for l in lines() if l["kind"] == "layout"][-1]
ox, oy = layout["screen_origin"]; s = layout["scale"]
x, y = int(ox + 195 * s), int(oy + 300 * s)
cmd = ["mousemove", "--window", w, x, y, "mousedown", 1]
for k in range(1, 16):
    cmd += ["sleep", 0.1, "mousemove", "--window", w, x, int(y + k * 27 * s)]
xdo(*cmd, "mouseup", 1)
wait("the take", lambda l: l["kind"] == "timeline")
for _ in range(80):  # the Motion section is open at first; scroll down to Share…
    if control("share"): break
    xdo("mousemove", "--window", w, *control("panel"), "click", 5)
    time.sleep(0.3)
xdo("mousemove", "--window", w, *control("share"), "click", 1)
wait("the dialog", lambda l: l["kind"] == "share" and l["action"] == "shown")
time.sleep(1.5)
dialog = xdo("search", "--onlyvisible", "--name", "Share the Last Transition").split()[-1]
xdo("windowfocus", "--sync", dialog, "key", "--delay", "40", "ctrl+a", "type", "--delay", "20", OUT)
xdo("windowfocus", "--sync", dialog, "key", "Return")
wait("the recording", lambda l: l["kind"] == "share" and l["action"] == "recording")
xdo("windowfocus", "--sync", w, "key", "alt+4", "key", "ctrl+p")
saved = wait("the file", lambda l: l["kind"] == "share" and l["action"] in ("saved", "failed"), 120)
trace = lines()
start = next(i for i, l in enumerate(trace) if l["kind"] == "share" and l["action"] == "recording")
end = next(i for i, l in enumerate(trace) if l is saved or (l["kind"] == "share" and l["action"] in ("saved", "failed")))
frames = [l["clock"] for l in trace[start:end] if l["kind"] == "frame"]
gaps = [(b - a) * 1000 for a, b in zip(frames, frames[1:])]
encoding = next(l for l in trace if l["kind"] == "share" and l["action"] == "encoding")
print("share:", saved.get("action"), saved.get("frames"), "frames;", "encoding",
      encoding.get("frames"), "frames")
print("frames drawn while sharing:", len(frames), "worst interval ms:",
      round(max(gaps), 1) if gaps else None, "over 100 ms:", sum(1 for g in gaps if g > 100),
      "over 50 ms:", sum(1 for g in gaps if g > 50))
p.terminate(); p.wait()
