"""Measures how long a saved scene file takes to show: from the save to the first frame the
window draws of the new version, and the first build of a scene with nothing cached.

Run it under an X server with a release build, as docs/performance.md does:

    make install PREFIX=/tmp/tl
    xvfb-run -a -s "-screen 0 1280x800x24" python3 scripts/bench-reload.py /tmp/tl/bin/transition-lab

Reload: the window opens a scene written by `new-scene` (the template, about 200 lines) with
`--scene-file` and `--trace`; the script then saves the file SAVES times (20 by default, `--saves
N`), each time with a new comment line so that each save is compiled, and times each save from
just before the write until the trace has a `layout` line after the save's `scene-file`
`reloaded` line (the layout line is written after the first paint of the new version). It
prints the p50, p95 and worst.

Library: the same for a multi-file library of about 1,500 lines (`--library`, off by default):
a folder written by `new-scene NAME --folder`, with copies of its Transition.swift under other
class names in a Source/ subfolder; each save changes one of those files.

Memory (`--memory`): after each save has shown, the window's resident memory and how many
scene libraries it has mapped (`/proc/PID/maps`), then what each save cost in resident memory
(a straight line through the samples after the first save, in MB per save).

First build (left out with `--no-first-build`): `replay --scene-file` on a fresh copy of the template with an empty cache
(`XDG_CACHE_HOME` in a new directory, so Swift's module cache is cold too), minus the same
replay of the built-in scene, the median of 3.
"""
import json, os, re, statistics, subprocess, sys, tempfile, time

APP = sys.argv[1]
SAVES = int(sys.argv[sys.argv.index("--saves") + 1]) if "--saves" in sys.argv else 20
WORK = tempfile.mkdtemp(prefix="transition-lab-bench-reload-")
ENV = dict(os.environ, XDG_CONFIG_HOME=WORK + "/config", XDG_CACHE_HOME=WORK + "/cache",
           GDK_BACKEND="x11", GTK_A11Y="none", DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent")
ENV.pop("WAYLAND_DISPLAY", None)
GESTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "gestures",
                       "long-drag.json")


def lines(path):
    try:
        with open(path) as f:
            return [json.loads(l) for l in f if l.strip()]
    except (OSError, ValueError):
        return []


def wait_for(what, predicate, timeout=120):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = predicate()
        if found is not None:
            return found
        time.sleep(0.005)
    raise SystemExit("timed out waiting for " + what)


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


LIBRARY_LINES = [0, 0]


def library_scene(lines_wanted=1500):
    """A folder scene of about `lines_wanted` lines; returns (folder, file to edit, lines)."""
    subprocess.run([APP, "new-scene", "library", "--dir", WORK, "--folder"], env=ENV, check=True,
                   stdout=subprocess.DEVNULL)
    folder = WORK + "/library"
    os.makedirs(folder + "/Source")
    with open(folder + "/Transition.swift") as f:
        transition = f.read()
    names = ["RootViewController", "Interactor", "ModalViewController", "DismissAnimator"]
    total = sum(len(open(folder + "/" + n).read().splitlines()) for n in os.listdir(folder)
                if n.endswith(".swift"))
    copy = 1
    while total < lines_wanted:
        text = transition
        for name in names:
            text = re.sub(r"\b%s\b" % name, "%s%d" % (name, copy), text)
        path = "%s/Source/Transition%d.swift" % (folder, copy)
        with open(path, "w") as f:
            f.write(text)
        total += len(text.splitlines())
        copy += 1
    LIBRARY_LINES[:] = [total, copy + 1]
    return folder, folder + "/Source/Transition1.swift", total


def window_pid(supervisor):
    """The window's own process: with a scene file it runs under a supervisor, as its child."""
    try:
        with open("/proc/%d/task/%d/children" % (supervisor, supervisor)) as f:
            children = [int(c) for c in f.read().split()]
    except OSError:
        children = []
    return children[0] if children else supervisor


def memory_sample(pid):
    """(resident MB, scene libraries mapped) of a process."""
    with open("/proc/%d/status" % pid) as f:
        rss = next(int(l.split()[1]) for l in f if l.startswith("VmRSS:")) / 1024
    with open("/proc/%d/maps" % pid) as f:
        # Each version's library (libSceneFile_HASH.so), or a copy of one whose file is gone
        # ("… (deleted)"), told apart by device and inode.
        libraries = {tuple(l.split()[3:5]) for l in f
                     if re.search(r"libSceneFile_\w+\.so( \(deleted\))?$", l.rstrip())}
    return rss, len(libraries)


MEMORY = []


def reload_times(library=False):
    trace = WORK + ("/library-trace.jsonl" if library else "/trace.jsonl")
    if library:
        opened, scene, _ = library_scene()
    else:
        subprocess.run([APP, "new-scene", "bench", "--dir", WORK], env=ENV, check=True,
                       stdout=subprocess.DEVNULL)
        scene = opened = WORK + "/bench.swift"
    window = subprocess.Popen([APP, "--scene-file", opened, "--trace", trace], env=ENV,
                              stderr=subprocess.DEVNULL)
    try:
        wait_for("the first frame", lambda: True if any(
            l.get("kind") == "layout" for l in lines(trace)) else None)
        with open(scene) as f:
            text = f.read()
        times = []
        for save in range(SAVES):
            start = len(lines(trace))
            began = time.monotonic()
            with open(scene + ".new", "w") as f:
                f.write(text + "// save %d\n" % save)
            os.rename(scene + ".new", scene)  # as editors that save by renaming do

            def shown():
                seen = lines(trace)[start:]
                reloaded = next((i for i, l in enumerate(seen) if l.get("kind") == "scene-file"
                                 and l.get("event") in ("reloaded", "failed")), None)
                if reloaded is None:
                    return None
                if seen[reloaded]["event"] == "failed":
                    raise SystemExit("save %d did not build: %s" % (save, seen[reloaded]))
                return True if any(l.get("kind") == "layout" for l in seen[reloaded:]) else None

            wait_for("save %d on screen" % save, shown)
            times.append((time.monotonic() - began) * 1000)
            time.sleep(0.3)
            if "--memory" in sys.argv and not library:
                MEMORY.append(memory_sample(window_pid(window.pid)))
        return times
    finally:
        window.terminate()
        window.wait()


def first_build_times():
    results = []
    for run in range(3):
        fresh = tempfile.mkdtemp(prefix="transition-lab-first-build-")
        env = dict(ENV, XDG_CACHE_HOME=fresh + "/cache")
        subprocess.run([APP, "new-scene", "first", "--dir", fresh], env=env, check=True,
                       stdout=subprocess.DEVNULL)
        began = time.monotonic()
        subprocess.run([APP, "replay", "--scene-file", fresh + "/first.swift", "--gesture",
                        GESTURE], env=env, check=True, stdout=subprocess.DEVNULL)
        with_build = time.monotonic() - began
        began = time.monotonic()
        subprocess.run([APP, "replay", "--scene", "drag-down", "--gesture", GESTURE], env=env,
                       check=True, stdout=subprocess.DEVNULL)
        results.append((with_build - (time.monotonic() - began)) * 1000)
    return results


times = reload_times()
print("save to first frame of the new version, %d saves: p50 %.0f ms, p95 %.0f ms, worst %.0f ms"
      % (len(times), statistics.median(times), percentile(times, 95), max(times)))
if MEMORY:
    after_first = MEMORY[1:]
    xs = list(range(len(after_first)))
    slope = statistics.linear_regression(xs, [m for m, _ in after_first]).slope \
        if len(after_first) > 1 else 0.0
    print("resident memory after each save: %s MB; %.3f MB a save after the first; "
          "scene libraries mapped at the end: %d"
          % (", ".join("%.1f" % m for m, _ in MEMORY), slope, MEMORY[-1][1]))
if "--library" in sys.argv:
    library = reload_times(library=True)
    print("a multi-file library (%d lines, %d files), save to first frame: p50 %.0f ms, "
          "p95 %.0f ms, worst %.0f ms"
          % (LIBRARY_LINES[0], LIBRARY_LINES[1], statistics.median(library),
             percentile(library, 95), max(library)))
first = first_build_times() if "--no-first-build" not in sys.argv else None
if first:
    print("first build of a scene, empty cache (median of 3): %.0f ms (%s)"
          % (statistics.median(first), ", ".join("%.0f" % t for t in first)))
