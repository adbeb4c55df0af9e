"""The soak's fingers: the window under weston's headless backend with the weston-touch
module (tools/weston-touch, docs/touch-testing.md), touched at random for a while on each
scene given: taps (photos, rows, buttons), drags, swipes from the leading edge, and pinches
with two fingers. The kiosk shell shows the window full screen at the output's top-left, so
window pixels are compositor pixels.
"""
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time

from soak_trace import Trace, rss_mb

OUTPUT = (1280, 800)


class Fingers:
    """A connection to the module's socket; each line is answered after it played."""

    def __init__(self, path):
        self.connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.connection.connect(path)
        self.reader = self.connection.makefile("r", encoding="utf-8")

    def play(self, lines):
        for line in lines:
            self.connection.sendall((line + "\n").encode())
            if not self.reader.readline():
                raise OSError("the touch module closed its socket")

    def close(self):
        self.connection.close()


class TouchDriver:
    def __init__(self, fingers, trace, rng):
        self.fingers, self.trace, self.rng = fingers, trace, rng
        self.actions = []

    def pixel(self, x, y):
        layout = self.trace.layout
        (ox, oy), s = layout["screen_origin"], layout["scale"]
        return ox + x * s, oy + y * s

    def point(self, edge=False):
        width, height = self.trace.layout["screen"]
        x = self.rng.uniform(1, 10) if edge else self.rng.uniform(0, width)
        return x, self.rng.uniform(0, height)

    def stroke(self, finger_paths, step_ms):
        """Fingers down together, moved along their paths in steps, then lifted."""
        steps = len(finger_paths[0]) - 1
        downs = [f"down {i} {self.pixel(*p[0])[0]:.1f} {self.pixel(*p[0])[1]:.1f}"
                 for i, p in enumerate(finger_paths)]
        lines = ["; ".join(downs)]
        for k in range(1, steps + 1):
            lines.append(f"wait {step_ms}")
            lines.append("; ".join(
                f"move {i} {self.pixel(*p[k])[0]:.1f} {self.pixel(*p[k])[1]:.1f}"
                for i, p in enumerate(finger_paths)))
        lines.append(f"wait {step_ms}")
        lines.append("; ".join(f"up {i}" for i in range(len(finger_paths))))
        self.fingers.play(lines)

    @staticmethod
    def line(a, b, steps):
        return [(a[0] + (b[0] - a[0]) * k / steps, a[1] + (b[1] - a[1]) * k / steps)
                for k in range(steps + 1)]

    def act(self):
        roll = self.rng.random()
        width, height = self.trace.layout["screen"]
        if roll < 0.3:
            name = "tap"
            start = self.point()
            paths = [[start, start]]
            step = self.rng.randint(30, 90)
        elif roll < 0.6:
            name = "drag"
            start = self.point()
            end = (start[0] + self.rng.uniform(-60, 60), start[1] + self.rng.uniform(-100, height))
            paths, step = [self.line(start, end, self.rng.randint(3, 20))], self.rng.randint(8, 30)
        elif roll < 0.75:
            name = "edge-swipe"
            start = self.point(edge=True)
            end = (start[0] + self.rng.uniform(60, width), start[1] + self.rng.uniform(-30, 30))
            paths, step = [self.line(start, end, self.rng.randint(3, 20))], self.rng.randint(8, 30)
        else:
            name = "pinch"
            cx, cy = self.point()
            spread, to = self.rng.uniform(80, 160), self.rng.uniform(0.2, 1.4)
            steps = self.rng.randint(4, 16)
            paths = [self.line((cx - spread, cy - spread), (cx - spread * to, cy - spread * to), steps),
                     self.line((cx + spread, cy + spread), (cx + spread * to, cy + spread * to), steps)]
            step = self.rng.randint(10, 30)
        self.actions.append((time.monotonic(), f"touch {name}", self.trace.scene))
        self.stroke(paths, step)
        time.sleep(self.rng.uniform(0.05, 0.6))


def run(app, module, scenes, seconds, rng, scratch):
    """Touches the window on each of `scenes` for `seconds` in all; returns (trace, actions,
    memory samples, seconds per scene, crashed) of each scene's run, in order."""
    weston_path = shutil.which("weston")
    if not weston_path:
        raise OSError("weston is missing")
    runs = []
    for scene in scenes:
        runtime = tempfile.mkdtemp(prefix="transition-lab-soak-touch-", dir=scratch)
        os.chmod(runtime, 0o700)
        display = f"transition-lab-soak-{os.getpid()}"
        touch_socket = os.path.join(runtime, "touch.sock")
        env = dict(os.environ, XDG_RUNTIME_DIR=runtime, WESTON_TOUCH_SOCKET=touch_socket)
        env.pop("DISPLAY", None)
        env.pop("WAYLAND_DISPLAY", None)
        log = open(os.path.join(runtime, "weston.log"), "w")
        weston = subprocess.Popen(
            [weston_path, "--backend=headless-backend.so", "--shell=kiosk-shell.so",
             f"--socket={display}", "--idle-time=0", f"--width={OUTPUT[0]}",
             f"--height={OUTPUT[1]}", f"--modules={module}"], env=env, stdout=log, stderr=log)
        try:
            runs.append(touch_scene(app, scene, seconds / len(scenes), rng, runtime, display,
                                    touch_socket, weston))
        finally:
            weston.terminate()
            try:
                weston.wait(timeout=10)
            except subprocess.TimeoutExpired:
                weston.kill()
    return runs


def touch_scene(app, scene, seconds, rng, runtime, display, touch_socket, weston):
    deadline = time.monotonic() + 30
    while not (os.path.exists(os.path.join(runtime, display)) and os.path.exists(touch_socket)):
        if weston.poll() is not None or time.monotonic() > deadline:
            raise OSError(f"weston did not start (see {runtime}/weston.log)")
        time.sleep(0.05)
    trace_path = os.path.join(runtime, "trace.jsonl")
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime, WAYLAND_DISPLAY=display, DISPLAY="",
               GDK_BACKEND="wayland", GTK_A11Y="none",
               XDG_CONFIG_HOME=os.path.join(runtime, "config"),
               DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent")
    process = subprocess.Popen([app, "--trace", trace_path, "--scene", scene], env=env,
                               stdout=subprocess.DEVNULL,
                               stderr=open(os.path.join(runtime, "stderr.txt"), "w"))
    trace = Trace(trace_path, scene)
    while trace.layout is None and process.poll() is None and time.monotonic() < deadline + 30:
        time.sleep(0.05)
        trace.read()
    if trace.layout is None:
        process.kill()
        raise OSError(f"the window did not appear under weston (see {runtime}/stderr.txt)")
    fingers = Fingers(touch_socket)
    driver = TouchDriver(fingers, trace, rng)
    start = time.monotonic()
    samples, next_sample = [], start
    while time.monotonic() - start < seconds and process.poll() is None:
        if time.monotonic() >= next_sample:
            rss = rss_mb(process.pid)
            if rss is not None:
                samples.append((time.monotonic() - start, rss))
            next_sample += 5.0
        trace.read()
        try:
            driver.act()
        except OSError:
            break
    fingers.close()
    crashed = process.poll() is not None
    if not crashed:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
    trace.read()
    return trace, driver.actions, samples, {scene: time.monotonic() - start}, crashed
