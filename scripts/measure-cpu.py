"""Measures the window's CPU time while idle and while dragging, without a trace (as a person
runs it), so what the window does on every frame is what is measured.

Run it under an X server with a release build, as docs/performance.md does:

    swift build -c release --product transition-lab
    xvfb-run -a -s "-screen 0 1280x800x24" python3 scripts/measure-cpu.py .build/release/transition-lab

The window opens on drag-down at its default size. Idle: the process's user and system time
(/proc/PID/stat) over 10 s with nothing happening. Dragging: the modal is presented (Ctrl+P),
then one press is held for 10 s while the pointer moves down and up over the modal every
16 ms, so every frame has input and the interactive dismissal follows it; then it is released.
The frame clock runs at 60 Hz while the drag is held, so the CPU time per frame is the CPU
time over the held seconds divided by 60 a second. Each part is run `--runs N` times (3 by
default) in one window, and the median is printed. `--with-trace` runs the window with
`--trace` (to a new folder under /tmp, `transition-lab-cpu-…/trace.jsonl`), to see what writing a trace costs.
"""
import os, statistics, subprocess, sys, time
import trace_wait

APP = sys.argv[1]
RUNS = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 3
WORK = trace_wait.scratch("cpu")
TRACE = ["--trace", os.path.join(WORK, "trace.jsonl")] if "--with-trace" in sys.argv else []
SECONDS = 10.0
FPS = 60.0
ENV = dict(os.environ, XDG_CONFIG_HOME=os.path.join(WORK, "config"), GDK_BACKEND="x11",
           DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent")
ENV.pop("WAYLAND_DISPLAY", None)
TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def xdo(*args):
    return subprocess.run(["xdotool", *map(str, args)], check=True, capture_output=True,
                          text=True).stdout


def main():
    subprocess.run(["rm", "-rf", ENV["XDG_CONFIG_HOME"]])
    p = subprocess.Popen([APP, "--scene", "drag-down", *TRACE], env=ENV, stderr=subprocess.DEVNULL)
    try:
        window = None
        for _ in range(1200):  # up to 60 s: a loaded machine starts the window slowly
            out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(p.pid)],
                                 capture_output=True, text=True).stdout.split()
            if out:
                window = out[-1]
                break
            time.sleep(0.05)
        if window is None:
            sys.exit("no window")
        time.sleep(3)  # the panel's rows and the release map built, the window at rest
        size = xdo("getwindowgeometry", window).split("Geometry: ")[1].split()[0]
        width, height = map(int, size.split("x"))
        # The device is centred in the canvas, left of the 384-pixel side panel.
        x = (width - 384) // 2
        top, bottom = int(height * 0.35), int(height * 0.6)
        idle, dragging = [], []
        for _ in range(RUNS):
            before = cpu_seconds(p.pid)
            time.sleep(SECONDS)
            idle.append((cpu_seconds(p.pid) - before) / SECONDS)
            xdo("windowfocus", "--sync", window, "key", "ctrl+p")
            time.sleep(1.5)
            xdo("mousemove", "--window", window, x, top, "mousedown", "1")
            before = cpu_seconds(p.pid)
            start = time.monotonic()
            step = 0
            while time.monotonic() - start < SECONDS:
                phase = (step % 40) / 20.0
                y = top + (bottom - top) * (phase if phase <= 1 else 2 - phase)
                xdo("mousemove", "--window", window, x, int(y))
                step += 1
                time.sleep(0.016)
            held = time.monotonic() - start
            dragging.append((cpu_seconds(p.pid) - before) / held)
            xdo("mousemove", "--window", window, x, top, "mouseup", "1")
            time.sleep(2)
        print(f"idle: {statistics.median(idle) * 1000:.1f} ms CPU per second "
              f"({', '.join(f'{v * 1000:.1f}' for v in idle)})")
        per_frame = [v * 1000 / FPS for v in dragging]
        print(f"dragging: {statistics.median(dragging) * 1000:.0f} ms CPU per second, "
              f"{statistics.median(per_frame):.2f} ms per frame at 60 Hz "
              f"({', '.join(f'{v:.2f}' for v in per_frame)})")
    finally:
        p.terminate()
        p.wait()


main()
