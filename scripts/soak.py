#!/usr/bin/env python3
"""Soaks the window: random use for a while, then one JSON summary line.

Run it under an X server, as `make soak` does:

    xvfb-run -a -s "-screen 0 1280x800x24" python3 scripts/soak.py PATH/TO/transition-lab

For SOAK_SECONDS (default 600) it drives the app with xdotool: drags and flicks of random
length and speed on the scene (some released beyond the window), presses a few frames after
Ctrl+P or Ctrl+D (while the transition runs), clicks on the side panel's sliders and its reset
button (where the trace's latest `controls` line puts them), scene switches (Ctrl+1/2/3) and
window resizes (xdotool windowsize). Every SAMPLE_SECONDS it reads the app's resident memory
from /proc/PID/status. At the end it reads the app's `--trace` file: the `frame` lines'
frame-clock times give the frame intervals within each run of the tick callback (a frame
whose scene time `t` did not move on starts a new run: the time before it was idle), and
the `warning` lines are counted by code.

Summary, one line: run length, actions, resident memory (MB) at the start, the end and its
maximum, its slope in MB per minute over the second half of the samples (after warm-up),
frames, frames over 20 ms, p50/p99/worst interval, warnings by code, and whether the app
crashed (exited before it was told to). Exit status 1 when it crashed.
"""
import json, os, random, signal, subprocess, sys, tempfile, time

SAMPLE_SECONDS = 5.0
FRAME_BUDGET_S = 0.020
SCENE_KEYS = ["ctrl+1", "ctrl+2", "ctrl+3"]
SCREEN = (1280, 800)


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(2)


class Trace:
    """Follows the app's trace file, keeping the latest layout and controls lines, the frame
    clock times and the warnings."""

    def __init__(self, path):
        self.path, self.offset, self.partial = path, 0, ""
        self.layout, self.controls = None, {}
        self.frames, self.warnings = [], {}
        # Whether the modal is up, from the last completed transition (a new scene opens on
        # its root screen).
        self.presented = False

    def read(self):
        try:
            with open(self.path) as f:
                f.seek(self.offset)
                text = f.read()
                self.offset = f.tell()
        except FileNotFoundError:
            return
        lines = (self.partial + text).split("\n")
        self.partial = lines.pop()
        for line in lines:
            if not line.strip():
                continue
            try:
                entry = json.loads(line)
            except json.JSONDecodeError:
                continue
            kind = entry.get("kind")
            if kind == "frame":
                self.frames.append((entry["clock"], entry["t"]))
            elif kind == "layout":
                self.layout = entry
            elif kind == "controls":
                self.controls = entry.get("controls", {})
            elif kind == "transition" and entry.get("phase") == "complete":
                if entry.get("completed"):
                    self.presented = entry.get("transition") == "present"
            elif kind == "scene":
                self.presented = False
            elif kind == "warning":
                code = entry.get("code", "?")
                self.warnings[code] = self.warnings.get(code, 0) + 1


def xdo(*args):
    subprocess.run(["xdotool", *map(str, args)], check=False,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def rss_mb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except FileNotFoundError:
        return None


class Driver:
    """Random actions on the window, in window pixels from the trace's layout lines."""

    def __init__(self, window, trace, rng):
        self.window, self.trace, self.rng = window, trace, rng

    def scene_pixel(self, x, y):
        layout = self.trace.layout
        (ox, oy), s = layout["screen_origin"], layout["scale"]
        return int(ox + x * s), int(oy + y * s)

    def scene_size(self):
        return self.trace.layout["screen"]

    def drag(self, fast=False, edge=False, release_outside=False):
        rng = self.rng
        width, height = self.scene_size()
        x = rng.uniform(0, 12) if edge else rng.uniform(0, width)
        y = rng.uniform(0, height)
        dx, dy = (rng.uniform(50, width), rng.uniform(-40, 40)) if edge else (
            rng.uniform(-60, 60), rng.uniform(-100, height))
        steps = rng.randint(2, 5) if fast else rng.randint(6, 30)
        delay = rng.uniform(0.003, 0.008) if fast else rng.uniform(0.008, 0.04)
        px, py = self.scene_pixel(x, y)
        cmd = ["mousemove", "--window", self.window, px, py, "mousedown", 1]
        for k in range(1, steps + 1):
            qx, qy = self.scene_pixel(x + dx * k / steps, y + dy * k / steps)
            cmd += ["sleep", round(delay, 3), "mousemove", "--window", self.window, qx, qy]
        if release_outside:
            cmd += ["mousemove", SCREEN[0] - 1, SCREEN[1] - 1]
        cmd += ["mouseup", 1]
        xdo(*cmd)

    def key(self, keys):
        xdo("windowfocus", "--sync", self.window, "key", keys)

    def press_mid_transition(self):
        """Ctrl+P (or Ctrl+D with the modal up), then a drag 20 ms to 1 s later."""
        wanted = "ctrl+d" if self.trace.presented else "ctrl+p"
        other = "ctrl+p" if wanted == "ctrl+d" else "ctrl+d"
        self.key(wanted if self.rng.random() < 0.8 else other)
        time.sleep(self.rng.uniform(0.02, 1.0))
        self.drag(fast=self.rng.random() < 0.5, edge=self.rng.random() < 0.3)

    def panel_change(self):
        names = [n for n in self.trace.controls if n.endswith("-slider")]
        if self.rng.random() < 0.1 and "reset" in self.trace.controls:
            names = ["reset"]
        if not names:
            return
        x, y, w, h = self.trace.controls[self.rng.choice(names)]
        xdo("mousemove", "--window", self.window, int(x + self.rng.uniform(0.05, 0.95) * w),
            int(y + h / 2), "click", 1)

    def switch_scene(self):
        self.key(self.rng.choice(SCENE_KEYS))

    def resize(self):
        xdo("windowsize", self.window, self.rng.randint(700, 1260), self.rng.randint(480, 780))

    def act(self):
        roll = self.rng.random()
        if roll < 0.30:
            self.drag(edge=self.rng.random() < 0.25, release_outside=self.rng.random() < 0.15)
        elif roll < 0.45:
            self.drag(fast=True, edge=self.rng.random() < 0.25)
        elif roll < 0.65:
            self.press_mid_transition()
        elif roll < 0.80:
            self.panel_change()
        elif roll < 0.90:
            self.switch_scene()
        else:
            self.resize()
        time.sleep(self.rng.uniform(0.05, 0.8))


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))] if ordered else 0


def slope_mb_per_min(samples):
    """Least-squares slope of (seconds, MB) samples, in MB per minute."""
    if len(samples) < 2:
        return 0.0
    n = len(samples)
    mt = sum(t for t, _ in samples) / n
    mr = sum(r for _, r in samples) / n
    var = sum((t - mt) ** 2 for t, _ in samples)
    return 60 * sum((t - mt) * (r - mr) for t, r in samples) / var if var else 0.0


def environment_number(name, default, kind, what):
    text = os.environ.get(name, default)
    try:
        return kind(text)
    except ValueError:
        fail(f"{name} must be {what}, got '{text}'")


def main():
    seconds = environment_number("SOAK_SECONDS", "600", float, "a number of seconds > 0")
    seed = environment_number("SOAK_SEED", "1", int, "a whole number")
    if len(sys.argv) != 2:
        fail("usage: soak.py PATH/TO/transition-lab (SOAK_SECONDS, SOAK_SEED from the environment)")
    app = sys.argv[1]
    if not os.access(app, os.X_OK):
        fail(f"{app} is not an executable")
    if not 0 < seconds < float("inf"):
        fail(f"SOAK_SECONDS must be a number of seconds > 0, got {seconds:g}")
    if not os.environ.get("DISPLAY"):
        fail("no X display; run it under xvfb-run (make soak does)")
    scratch = tempfile.mkdtemp(prefix="transition-lab-soak-")
    trace_path = os.path.join(scratch, "trace.jsonl")
    env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(scratch, "config"), GDK_BACKEND="x11",
               GTK_A11Y="none", DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent")
    env.pop("WAYLAND_DISPLAY", None)
    process = subprocess.Popen([app, "--trace", trace_path, "--scene", "drag-down"], env=env,
                               stdout=subprocess.DEVNULL,
                               stderr=open(os.path.join(scratch, "stderr.txt"), "w"))
    trace = Trace(trace_path)
    deadline = time.monotonic() + 30
    while trace.layout is None and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
        trace.read()
    window = None
    while window is None and process.poll() is None and time.monotonic() < deadline:
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(process.pid)],
                             capture_output=True, text=True).stdout.split()
        window = out[-1] if out else None
        time.sleep(0.05)
    if window is None:
        process.kill()
        fail(f"the window did not appear within 30 s (see {scratch}/stderr.txt)")
    xdo("windowfocus", "--sync", window)
    driver = Driver(window, trace, random.Random(seed))
    start = time.monotonic()
    samples, actions, next_sample = [], 0, start
    while time.monotonic() - start < seconds and process.poll() is None:
        now = time.monotonic()
        if now >= next_sample:
            rss = rss_mb(process.pid)
            if rss is not None:
                samples.append((now - start, rss))
            next_sample += SAMPLE_SECONDS
        trace.read()
        if trace.layout:
            driver.act()
            actions += 1
    crashed = process.poll() is not None
    exit_status = process.returncode if crashed else None
    rss = rss_mb(process.pid)
    if rss is not None:
        samples.append((time.monotonic() - start, rss))
    if not crashed:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
    trace.read()
    # A frame whose scene time did not move on is the first of a new run of the tick callback
    # (the clock skips the idle time before it); its gap from the last frame is idle time.
    intervals = [b[0] - a[0] for a, b in zip(trace.frames, trace.frames[1:]) if b[1] > a[1]]
    values = [r for _, r in samples]
    summary = {
        "seconds": round(time.monotonic() - start, 1),
        "actions": actions,
        "rss_mb": {"start": round(values[0], 1) if values else None,
                   "end": round(values[-1], 1) if values else None,
                   "max": round(max(values), 1) if values else None},
        "rss_slope_mb_per_min": round(slope_mb_per_min(samples[len(samples) // 2:]), 3),
        "frames": len(trace.frames),
        "frames_over_20ms": sum(1 for i in intervals if i > FRAME_BUDGET_S),
        "frame_ms": {"p50": round(percentile(intervals, 0.5) * 1000, 1),
                     "p99": round(percentile(intervals, 0.99) * 1000, 1),
                     "worst": round(max(intervals, default=0) * 1000, 1)},
        "warnings": sum(trace.warnings.values()),
        "warning_codes": trace.warnings,
        "crashed": "yes" if crashed else "no",
    }
    if crashed:
        summary["exit_status"] = exit_status
        summary["stderr"] = os.path.join(scratch, "stderr.txt")
    print(json.dumps(summary, separators=(",", ":")))
    sys.exit(1 if crashed else 0)


if __name__ == "__main__":
    main()
