"""Starting the app with a trace and waiting for a kind of line in it, for the measuring
scripts (measure-window.py, first-frame-floor.py)."""
import os, subprocess, sys, tempfile, time


def scratch(name):
    """A new folder of its own for one run's trace, settings and output, so two runs of the
    measuring scripts at once never write over each other's files."""
    return tempfile.mkdtemp(prefix=f"transition-lab-{name}-")


def wait_for_kind(trace, kind, start, limit=60):
    """Seconds from `start` (time.monotonic()) until `trace` has a line of `kind`; exits with
    a message when none came within `limit` seconds (a window that never drew)."""
    needle = f'"kind":"{kind}"'
    while True:
        if time.monotonic() - start > limit:
            sys.exit(f"no {kind} line in {trace} after {limit} s: the window never drew")
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
    try:
        return p, wait_for_kind(trace, "layout", start)
    except SystemExit:
        p.kill(); p.wait()
        raise
