"""Starting the app with a trace and waiting for a kind of line in it, for the measuring
scripts (measure-window.py, first-frame-floor.py)."""
import os, subprocess, time


def wait_for_kind(trace, kind, start):
    """Seconds from `start` (time.monotonic()) until `trace` has a line of `kind`."""
    needle = f'"kind":"{kind}"'
    while True:
        try:
            with open(trace) as f:
                if needle in f.read(): return time.monotonic() - start
        except FileNotFoundError: pass
        time.sleep(0.0005)


def launch(app, trace, env, *args):
    """Starts `app` writing `trace` and returns it with the seconds until its first frame
    (the first `layout` line, which the first draw writes)."""
    if os.path.exists(trace): os.remove(trace)
    start = time.monotonic()
    p = subprocess.Popen([app, "--trace", trace, *args], env=env, stderr=subprocess.DEVNULL)
    return p, wait_for_kind(trace, "layout", start)
