"""Profiles the window's start-up with perf, up to its first frame.

Starts the app under `perf record` (2,000 samples a second of CPU time, DWARF call graphs)
with a fresh settings folder and a trace, and kills it as soon as the trace has its first
`layout` line (the first frame), so the profile holds the start-up and nothing after. Run
it under an X server:

    xvfb-run -a -s "-screen 0 1280x800x24" python3 scripts/profile-first-frame.py APP OUT.data

then count the samples with scripts/perf-count.py.
"""
import os, signal, subprocess, sys, tempfile, time

app, out = sys.argv[1], sys.argv[2]
work = tempfile.mkdtemp(prefix="profile-first-frame-")
trace = os.path.join(work, "trace.jsonl")
env = dict(os.environ, XDG_CONFIG_HOME=work, DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent")
env.pop("WAYLAND_DISPLAY", None)
start = time.monotonic()
perf = subprocess.Popen(
    ["perf", "record", "-F", "2000", "--call-graph", "dwarf,32768", "-o", out, "--",
     app, "--trace", trace], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
while True:
    try:
        if '"kind":"layout"' in open(trace).read(): break
    except FileNotFoundError: pass
    time.sleep(0.0005)
elapsed = time.monotonic() - start
for child in subprocess.run(["pgrep", "-P", str(perf.pid)], capture_output=True,
                            text=True).stdout.split():
    os.kill(int(child), signal.SIGKILL)
perf.wait()
print(f"first frame after {elapsed * 1000:.0f} ms under perf; profile in {out}")
