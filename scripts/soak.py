#!/usr/bin/env python3
"""Soaks the window: random use of all of it for a while, then one JSON summary line.

Run it under an X server, as `make soak` does:

    xvfb-run -a -s "-screen 0 1280x800x24" python3 scripts/soak.py PATH/TO/transition-lab

It writes a scene file with `new-scene` and opens the window on it with `--trace` (so the
chooser has every scene of the catalogue and the scene file), then for SOAK_SECONDS (default
600) drives it with xdotool (`soak_x11.py`): drags, flicks and swipes from the edge (some
released beyond the window), clicks on the phone (photos, rows, buttons), presses during a
transition, the side panel's sliders, reset and sections, the timeline scrubbed, the curve
plot's handles dragged, presets applied, scene switches (Ctrl+1…, Ctrl+Page Down/Up),
window resizes, compare mode (devices added, removed and selected), the blind test (started,
picked, left with Escape), undo and redo, Escape, slow motion, fill, Reduce Motion, replay,
the export dialog, and saves of the scene file (each one built and swapped in). Every
SAMPLE_SECONDS it reads the window's resident memory from /proc/PID/status.

Then, when the weston-touch module is there (WESTON_TOUCH_MODULE, else
.build/weston-touch/weston-touch.so; `make weston-touch` builds it) and SOAK_TOUCH_SECONDS
(default 60) is above 0, the window is opened under weston's headless backend on the
navigation and zoom scenes in turn and touched with real fingers (`soak_touch.py`): taps,
drags, swipes from the edge and two-finger pinches.

The summary (`soak_trace.py`): run length, actions (by kind), resident memory (MB) at the
start, the end and its peak, its slope in MB per minute over the second half and after the
first minute, frames, frames over 20 ms (by cause) and over 100 ms, p50/p99/worst interval,
the longest frames with the action started before each and what the main thread did during
it (ms running, ms waiting for a processor, and the cause: `app`, `starved` or `asleep`),
each kind of action with the frames over 20 ms that followed it and the main thread's running
time from each action to the next (`action_running_ms`), the frames in which the
main thread ran over 20 ms and 100 ms and the ten it ran longest in (the app's own work,
whatever the load), the frames over 20 ms that were the app's own (up to 50, longest first,
each with the action before it and what the window did: `app_frames_over_20ms`), and per scene the time spent, actions, frames,
transitions and peak memory; warnings by code; the scene file's builds and swaps; the touch
phase's figures per scene; the load average at the start and the end; and whether the app
crashed. Exit status 1 when it crashed.

SOAK_ACTIONS names the kinds of action to choose from, comma-separated (`compare,resize`; the
names the summary's `actions` counts them by), for a focused run; SOAK_SCENE the scene to
open on instead of the first. SOAK_SEED (default 1) seeds the actions; SOAK_RSS_LOG names a file for each memory sample; SOAK_SCENE_FILE names a scene file to use instead
of a new one, or `none` for the catalogue alone.
"""
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from soak_trace import (Trace, Schedule, load_average, rss_mb, rss_shared_mb, summary,  # noqa: E402
                        frame_figures, memory_figures)
from soak_x11 import Driver, xdo  # noqa: E402

SAMPLE_SECONDS = 5.0
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(2)


def environment_number(name, default, kind, what):
    text = os.environ.get(name, default)
    try:
        return kind(text)
    except ValueError:
        fail(f"{name} must be {what}, got '{text}'")


def catalogue(app):
    """The scenes' ids in the chooser's order."""
    out = subprocess.run([app, "scenes", "--json"], capture_output=True, text=True)
    if out.returncode != 0:
        fail(f"{app} scenes --json failed: {out.stderr.strip()}")
    return [scene["id"] for scene in json.loads(out.stdout)["scenes"]]


def scene_file(app, scratch):
    """The scene file to soak: SOAK_SCENE_FILE, none, or a new one from `new-scene`."""
    given = os.environ.get("SOAK_SCENE_FILE", "")
    if given == "none":
        return None
    if given:
        if not os.path.exists(given):
            fail(f"SOAK_SCENE_FILE: {given} does not exist")
        return given
    out = subprocess.run([app, "new-scene", "soak-scene", "--dir", scratch],
                         capture_output=True, text=True)
    if out.returncode != 0:
        fail(f"{app} new-scene failed: {out.stderr.strip()}")
    return out.stdout.strip().splitlines()[0]


def find_window(process, deadline):
    """The main window's id, once it is on screen."""
    while process.poll() is None and time.monotonic() < deadline:
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Transition Lab$"],
                             capture_output=True, text=True).stdout.split()
        if out:
            return out[-1]
        time.sleep(0.05)
    return None


def window_pid(window):
    out = subprocess.run(["xdotool", "getwindowpid", window], capture_output=True, text=True)
    return int(out.stdout.strip()) if out.stdout.strip().isdigit() else None


def soak_window(app, seconds, seed, scratch):
    scenes = catalogue(app)
    file = scene_file(app, scratch)
    trace_path = os.path.join(scratch, "trace.jsonl")
    env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(scratch, "config"),
               XDG_CACHE_HOME=os.path.join(scratch, "cache"), GDK_BACKEND="x11",
               GTK_A11Y="none", DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent")
    env.pop("WAYLAND_DISPLAY", None)
    first = os.environ.get("SOAK_SCENE") or scenes[0]
    if first not in scenes:
        fail(f"SOAK_SCENE: no scene called {first} (the scenes: {', '.join(scenes)})")
    where = ["--scene-file", file] if file else ["--scene", first]
    process = subprocess.Popen([app, "--trace", trace_path, *where], env=env,
                               stdout=subprocess.DEVNULL,
                               stderr=open(os.path.join(scratch, "stderr.txt"), "w"))
    trace = Trace(trace_path, first if not file else scenes[0])
    # A scene file is built first: seconds, more with a cold module cache.
    deadline = time.monotonic() + 180
    while trace.layout is None and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
        trace.read()
    window = find_window(process, deadline)
    if window is None or trace.layout is None:
        process.kill()
        fail(f"the window did not appear within 180 s (see {scratch}/stderr.txt)")
    # With a scene file the window runs under a supervisor: its own process is the child.
    pid = window_pid(window) or process.pid
    xdo("windowfocus", "--sync", window)
    if file and os.environ.get("SOAK_SCENE"):
        # The window opens on the scene file; its chooser's shortcuts reach the catalogue's
        # scenes in order, so SOAK_SCENE is one key away.
        xdo("windowfocus", "--sync", window, "key", f"ctrl+{scenes.index(first) + 1}")
        deadline = time.monotonic() + 10
        while trace.scene != first and time.monotonic() < deadline:
            time.sleep(0.05)
            trace.read()
        if trace.scene != first:
            process.kill()
            fail(f"SOAK_SCENE: the window did not switch to {first}")
    keys = [f"ctrl+{n}" for n in range(1, min(len(scenes) + (1 if file else 0), 9) + 1)]
    only = [n for n in os.environ.get("SOAK_ACTIONS", "").split(",") if n]
    unknown = [n for n in only if n not in {c for _, c in Driver.CHOICES}]
    if unknown:
        process.kill()
        fail(f"SOAK_ACTIONS: no action called {', '.join(unknown)}")
    driver = Driver(window, trace, random.Random(seed), keys, file, only)
    schedule = Schedule(pid)
    start = time.monotonic()
    samples, shared, next_sample, last = [], [], start, start
    # SOAK_RSS_LOG: a file to write each memory sample to (seconds, MB, the scene shown, MB
    # of it in shared memory).
    rss_log = open(os.environ["SOAK_RSS_LOG"], "w") if os.environ.get("SOAK_RSS_LOG") else None
    scene_time, scene_rss = {}, {}
    restarts = 0
    while time.monotonic() - start < seconds and process.poll() is None:
        now = time.monotonic()
        scene_time[trace.scene] = scene_time.get(trace.scene, 0) + (now - last)
        last = now
        if now >= next_sample:
            rss = rss_mb(pid)
            if rss is None:
                # A scene that trapped: the supervisor opened the window again.
                found = find_window(process, now + 10)
                restarts += 1
                if found:
                    window, pid = found, window_pid(found) or pid
                    driver.window = window
                    schedule.follow(pid)
            else:
                samples.append((now - start, rss))
                in_shared = rss_shared_mb(pid)
                if in_shared is not None:
                    shared.append((now - start, in_shared))
                scene_rss[trace.scene] = max(scene_rss.get(trace.scene, 0), rss)
                if rss_log:
                    rss_log.write(f"{now - start:.1f} {rss:.2f} {trace.scene} "
                                  f"{in_shared if in_shared is not None else 0:.2f}\n")
                    rss_log.flush()
            next_sample += SAMPLE_SECONDS
        trace.read()
        driver.act()
    crashed = process.poll() is not None
    exit_status = process.returncode if crashed else None
    rss = rss_mb(pid)
    if rss is not None:
        samples.append((time.monotonic() - start, rss))
    ended = time.monotonic()
    schedule.stop()
    if not crashed:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
    trace.read()
    result = summary(trace, driver.actions, samples, {"time": scene_time, "rss": scene_rss},
                     start, ended, schedule, shared)
    result["scene_file_saves"] = driver.saves
    result["restarts"] = restarts
    result["crashed"] = "yes" if crashed else "no"
    if crashed:
        result["exit_status"] = exit_status
        result["stderr"] = os.path.join(scratch, "stderr.txt")
    return result


def touch_module():
    path = os.environ.get("WESTON_TOUCH_MODULE") or os.path.join(
        ROOT, ".build/weston-touch/weston-touch.so")
    return path if os.path.exists(path) else None


def soak_touch(app, seconds, seed, scratch):
    """The touch phase's figures per scene, or why it did not run."""
    module = touch_module()
    if seconds <= 0:
        return None
    if not module:
        return {"skipped": "no weston-touch module (make weston-touch builds it)"}
    import soak_touch as touch
    try:
        runs = touch.run(app, module, ["navigation", "zoom"], seconds, random.Random(seed),
                         scratch)
    except OSError as error:
        return {"skipped": str(error)}
    scenes, crashed = {}, False
    for trace, actions, samples, times, run_crashed in runs:
        crashed = crashed or run_crashed
        for scene, spent in times.items():
            kinds = {}
            for _, name, _ in actions:
                kinds[name] = kinds.get(name, 0) + 1
            scenes[scene] = dict({"seconds": round(spent, 1), "actions": len(actions),
                                  "actions_by_kind": kinds},
                                 **frame_figures(trace.intervals()), **memory_figures(samples),
                                 transitions=trace.transitions.get(scene),
                                 warning_codes=trace.warnings)
    return {"scenes": scenes, "crashed": "yes" if crashed else "no"}


def main():
    seconds = environment_number("SOAK_SECONDS", "600", float, "a number of seconds > 0")
    touch_seconds = environment_number("SOAK_TOUCH_SECONDS", "60", float, "a number of seconds")
    seed = environment_number("SOAK_SEED", "1", int, "a whole number")
    if len(sys.argv) != 2:
        fail("usage: soak.py PATH/TO/transition-lab (SOAK_SECONDS, SOAK_TOUCH_SECONDS, "
             "SOAK_SEED, SOAK_SCENE_FILE from the environment)")
    app = os.path.abspath(sys.argv[1])
    if not os.access(app, os.X_OK):
        fail(f"{app} is not an executable")
    if not 0 < seconds < float("inf"):
        fail(f"SOAK_SECONDS must be a number of seconds > 0, got {seconds:g}")
    if not os.environ.get("DISPLAY"):
        fail("no X display; run it under xvfb-run (make soak does)")
    scratch = tempfile.mkdtemp(prefix="transition-lab-soak-")
    load_start = load_average()
    result = soak_window(app, seconds, seed, scratch)
    touched = soak_touch(app, touch_seconds, seed, scratch)
    if touched is not None:
        result["touch"] = touched
    result["load_average"] = {"start": load_start, "end": load_average()}
    print(json.dumps(result, separators=(",", ":")))
    crashed = result["crashed"] == "yes" or (touched or {}).get("crashed") == "yes"
    sys.exit(1 if crashed else 0)


if __name__ == "__main__":
    main()
