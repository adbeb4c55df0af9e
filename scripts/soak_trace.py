"""Reading a soak's trace and summing it up: the frame intervals (overall, per scene, and the
action before each long one), the warnings, the transitions, and the resident memory.

A frame is the interval between two `frame` lines within one run of the tick callback: a
frame whose scene time `t` did not move on starts a new run (the clock skips the idle time
before it), and its gap from the last frame is idle time, not a frame. The `frame` lines'
`clock` is the frame clock's time, CLOCK_MONOTONIC in seconds, the clock `time.monotonic()`
reads, so a frame is matched with the action the driver started before it.

How the window's main thread spent each long frame comes from the kernel's scheduler
statistics (`Schedule`): time on a processor is the app's own work; time ready to run but
waiting for a processor is starvation by other processes; the rest the thread slept (waiting
for the X server, or for the frame clock's next tick).
"""
import bisect
import json
import threading
import time

FRAME_BUDGET_S = 0.020
LONG_FRAME_S = 0.100
# A memory slope is read after the first minute: the first visit to each scene, its panel
# and its caches are made then.
WARM_UP_S = 60.0


class Trace:
    """Follows the app's trace file: the latest layout and controls lines, the frames (with
    the scene shown), the warnings, the transitions and the scene-file events."""

    def __init__(self, path, scene):
        self.path, self.offset, self.partial = path, 0, ""
        self.layout, self.compare_layout = None, None
        self.controls, self.pane_controls, self.pane_kind = {}, {}, None
        self.handles = None
        self.frames, self.warnings = [], {}
        self.scene, self.mode = scene, "single"
        # Whether the modal is up, from the last completed transition (a new scene opens on
        # its root screen).
        self.presented = False
        self.transitions = {}
        self.scene_file_events = {}
        # What the window did, line by line, for naming what happened during a long frame:
        # (index of the next frame line, kind and detail) of every line that is not a frame's
        # own (frames, pointer events, latencies, gestures, a scene's per-frame lines).
        self.events = []

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
            if line.strip():
                try:
                    self.take(json.loads(line))
                except (json.JSONDecodeError, KeyError, TypeError):
                    continue

    # Lines written on every frame or every pointer event, left out of `events`.
    PER_FRAME = {"frame", "latency", "pointer", "gesture", "interactive", "sheet", "zoom",
                 "navigation", "release", "appearance"}

    def take(self, entry):
        kind = entry.get("kind")
        if kind not in self.PER_FRAME:
            detail = entry.get("scene") or entry.get("mode") or entry.get("name") or entry.get(
                "event") or entry.get("phase") or entry.get("action") or ""
            self.events.append((len(self.frames), f"{kind} {detail}".strip()))
        if kind == "frame":
            self.frames.append((entry["clock"], entry["t"], self.scene, bool(entry.get("first"))))
        elif kind == "layout":
            self.layout = entry
        elif kind == "compare-layout":
            self.compare_layout = entry
        elif kind == "controls":
            self.controls = entry.get("controls", {})
        elif kind in ("compare-controls", "blind-test-controls"):
            self.pane_kind, self.pane_controls = kind, entry.get("controls", {})
        elif kind == "curve" and "handles" in entry:
            self.handles = entry["handles"]
        elif kind == "mode":
            self.mode = entry.get("mode", "single")
            if self.mode == "single":
                self.pane_kind, self.pane_controls = None, {}
        elif kind == "transition":
            counts = self.transitions.setdefault(self.scene, {"begun": 0, "completed": 0})
            if entry.get("phase") == "begin":
                counts["begun"] += 1
            elif entry.get("phase") == "complete":
                counts["completed"] += 1
                if entry.get("completed"):
                    self.presented = entry.get("transition") in ("present", "push")
        elif kind == "scene":
            self.scene = entry.get("scene", self.scene)
            self.presented = False
        elif kind == "scene-file":
            event = entry.get("event", "?")
            self.scene_file_events[event] = self.scene_file_events.get(event, 0) + 1
            if event in ("loaded", "reloaded") and entry.get("scene"):
                self.scene = entry["scene"]
        elif kind == "warning":
            code = entry.get("code", "?")
            self.warnings[code] = self.warnings.get(code, 0) + 1

    def intervals(self):
        """(seconds, clock at its end, scene, index of its end frame) of every frame. A frame
        marked `first` begins a run of the tick callback after an idle spell (or on another
        stage's clock), so the time since the last frame is no frame's; without the mark, a
        frame whose scene time has not moved on begins a run."""
        frames = self.frames
        return [(b[0] - a[0], b[0], b[2], k + 1)
                for k, (a, b) in enumerate(zip(frames, frames[1:])) if b[1] > a[1] and not b[3]]

    def events_before(self, frame):
        """What the window wrote between frame `frame - 1` and frame `frame`, each kind once
        with its count, in order."""
        counts = {}
        for index, text in self.events:
            if index == frame:
                counts[text] = counts.get(text, 0) + 1
        return [text if n == 1 else f"{text} x{n}" for text, n in counts.items()]


class Schedule:
    """Samples a thread's scheduler statistics (`/proc/PID/task/TID/schedstat`: nanoseconds on
    a processor and waiting on a run queue) every SAMPLE_S on a thread of its own, so that
    the time a frame spent running and waiting can be read for any span of the soak."""

    SAMPLE_S = 0.005

    def __init__(self, pid):
        self.path = f"/proc/{pid}/task/{pid}/schedstat"
        self.clock, self.running, self.waiting = [], [], []
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self.sample, daemon=True)
        self.thread.start()

    def follow(self, pid):
        """Follows another process (the window opened again after a trap)."""
        self.path = f"/proc/{pid}/task/{pid}/schedstat"

    def sample(self):
        while not self.stopped.wait(self.SAMPLE_S):
            try:
                with open(self.path) as f:
                    running, waiting = (int(x) for x in f.read().split()[:2])
            except (OSError, ValueError):
                continue
            if self.running and (running < self.running[-1] or waiting < self.waiting[-1]):
                # Another process: start its counts from here.
                self.clock, self.running, self.waiting = [], [], []
            self.clock.append(time.monotonic())
            self.running.append(running)
            self.waiting.append(waiting)

    def stop(self):
        self.stopped.set()
        self.thread.join(timeout=1)

    def at(self, values, when):
        """A counter interpolated at `when` (monotonic seconds), or None outside the samples."""
        k = bisect.bisect_left(self.clock, when)
        if k == 0 or k >= len(self.clock):
            return None
        t0, t1 = self.clock[k - 1], self.clock[k]
        v0, v1 = values[k - 1], values[k]
        return v0 + (v1 - v0) * ((when - t0) / (t1 - t0) if t1 > t0 else 0)

    def spent(self, start, end):
        """(ms on a processor, ms waiting for one) between `start` and `end`, or None."""
        r0, r1 = self.at(self.running, start), self.at(self.running, end)
        w0, w1 = self.at(self.waiting, start), self.at(self.waiting, end)
        if None in (r0, r1, w0, w1):
            return None
        return (r1 - r0) / 1e6, (w1 - w0) / 1e6


def cause(interval_s, spent):
    """What a long frame of `interval_s` waited on, from `spent` (ms running, ms waiting):
    `starved` when the time on a run queue is at least half of the frame's excess over a
    60 Hz frame, else `app` when the time running is, else `asleep`."""
    if spent is None:
        return "unknown"
    running, waiting = spent
    excess = max(interval_s * 1000 - 1000 / 60, 0)
    if waiting >= excess / 2:
        return "starved"
    if running >= excess / 2:
        return "app"
    return "asleep"


def status_mb(pid, field):
    """A `/proc/PID/status` figure in MB (MiB), or None when the process is gone."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
    except (FileNotFoundError, ProcessLookupError):
        return None
    return None


def rss_mb(pid):
    """Resident memory of a process in MB (MiB), or None when it is gone."""
    return status_mb(pid, "VmRSS")


def rss_shared_mb(pid):
    """The part of resident memory in shared memory (`RssShmem`): under X, the window's
    picture the X server shares with it, as large as the window; None when it is gone."""
    return status_mb(pid, "RssShmem")


def load_average():
    try:
        with open("/proc/loadavg") as f:
            return float(f.read().split()[0])
    except (OSError, ValueError):
        return None


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


def actions_before(actions, start, end):
    """The last action started before a long frame began at `start`, and those started
    while it lasted, until `end` (monotonic seconds): the input it had to take in."""
    before, during = None, []
    for started, name, scene in actions:
        if started > end:
            break
        if started <= start:
            before = (started, name, scene)
        else:
            during.append(name)
    result = {}
    if before:
        result = {"action": before[1], "action_scene": before[2],
                  "ms_before": round((start - before[0]) * 1000)}
    if during:
        result["actions_during"] = during
    return result


def frame_figures(intervals, schedule=None):
    values = [x[0] for x in intervals]
    figures = {
        "frames": len(values),
        "frames_over_20ms": sum(1 for i in values if i > FRAME_BUDGET_S),
        "frames_over_100ms": sum(1 for i in values if i > LONG_FRAME_S),
        "frame_ms": {"p50": round(percentile(values, 0.5) * 1000, 1),
                     "p99": round(percentile(values, 0.99) * 1000, 1),
                     "worst": round(max(values, default=0) * 1000, 1)},
    }
    if schedule is not None:
        causes = {}
        for i, end, _, _ in intervals:
            if i > FRAME_BUDGET_S:
                kind = cause(i, schedule.spent(end - i, end))
                causes[kind] = causes.get(kind, 0) + 1
        figures["frames_over_20ms_by_cause"] = causes
        running = [spent[0] for spent in (schedule.spent(end - i, end)
                                          for i, end, _, _ in intervals) if spent]
        figures["frames_running_over_20ms"] = sum(1 for r in running if r > FRAME_BUDGET_S * 1000)
        figures["frames_running_over_100ms"] = sum(1 for r in running if r > LONG_FRAME_S * 1000)
        figures["running_ms"] = {"p50": round(percentile(running, 0.5), 1),
                                 "p99": round(percentile(running, 0.99), 1),
                                 "worst": round(max(running, default=0), 1)}
    return figures


def slow_actions(intervals, actions, schedule=None):
    """For each kind of action, how often it was started and how many frames over 20 ms
    followed it (the last action started before the frame began), with their causes: an
    action whose long frames repeat, and were spent running, is the app's own work."""
    by_kind = {}
    for _, name, _ in actions:
        by_kind.setdefault(name, {"count": 0, "frames_over_20ms": 0})["count"] += 1
    for i, end, _, _ in intervals:
        if i <= FRAME_BUDGET_S:
            continue
        name = actions_before(actions, end - i, end).get("action", "none")
        entry = by_kind.setdefault(name, {"count": 0, "frames_over_20ms": 0})
        entry["frames_over_20ms"] += 1
        if schedule is not None:
            kind = cause(i, schedule.spent(end - i, end))
            causes = entry.setdefault("causes", {})
            causes[kind] = causes.get(kind, 0) + 1
    return {name: entry for name, entry in sorted(
        by_kind.items(), key=lambda item: -item[1]["frames_over_20ms"])
        if entry["frames_over_20ms"]}


def action_work(actions, schedule, ended):
    """For each kind of action, the main thread's running time from its start to the next
    action's (ms: p50, p90, worst): the window's own work for it, whatever the frames (a
    resize or compare mode runs no frames while the scene is still), with the frames of any
    transition it started."""
    if schedule is None:
        return None
    spans = {}
    for (started, name, _), following in zip(actions, actions[1:] + [(ended, None, None)]):
        spent = schedule.spent(started, following[0])
        if spent is not None:
            spans.setdefault(name, []).append(spent[0])
    return {name: {"count": len(values), "p50": round(percentile(values, 0.5), 1),
                   "p90": round(percentile(values, 0.9), 1),
                   "worst": round(max(values), 1)}
            for name, values in sorted(spans.items())}


def memory_figures(samples, shared=None):
    """Start, end and peak of (seconds, MB) samples, the slope over the second half and the
    slope after the first minute; with `shared` (seconds, MB in shared memory) samples, the
    same for resident memory outside shared memory, which the window's size does not move."""
    values = [r for _, r in samples]
    late = [s for s in samples if s[0] >= WARM_UP_S]
    figures = {
        "rss_mb": {"start": round(values[0], 1) if values else None,
                   "end": round(values[-1], 1) if values else None,
                   "max": round(max(values), 1) if values else None},
        "rss_slope_mb_per_min": round(slope_mb_per_min(samples[len(samples) // 2:]), 3),
        "rss_slope_after_first_minute_mb_per_min": round(slope_mb_per_min(late), 3),
    }
    if shared:
        by_time = dict(shared)
        own = [(t, r - by_time[t]) for t, r in samples if t in by_time]
        own_values = [r for _, r in own]
        shared_values = [m for _, m in shared]
        figures["rss_shared_mb"] = {"start": round(shared_values[0], 1),
                                    "end": round(shared_values[-1], 1),
                                    "max": round(max(shared_values), 1)}
        figures["rss_unshared_mb"] = {"start": round(own_values[0], 1) if own else None,
                                      "end": round(own_values[-1], 1) if own else None,
                                      "max": round(max(own_values), 1) if own else None}
        figures["rss_unshared_slope_after_first_minute_mb_per_min"] = round(
            slope_mb_per_min([s for s in own if s[0] >= WARM_UP_S]), 3)
    return figures


def long_frame(interval, actions, trace, schedule):
    """A frame over 100 ms: its length, scene, the action before it, what the window did,
    and (with a schedule) the main thread's time running and waiting, and the cause."""
    i, end, scene, frame = interval
    entry = dict({"ms": round(i * 1000, 1), "scene": scene},
                 **actions_before(actions, end - i, end), window_did=trace.events_before(frame))
    if schedule is not None:
        spent = schedule.spent(end - i, end)
        if spent is not None:
            entry["running_ms"], entry["waiting_ms"] = round(spent[0], 1), round(spent[1], 1)
        entry["cause"] = cause(i, spent)
    return entry


def busiest_frames(intervals, actions, trace, schedule, count=10):
    """The frames whose main thread ran longest (its own work, whatever the load), each as
    `long_frame` gives it."""
    if schedule is None:
        return None
    timed = [(spent[0], x) for spent, x in ((schedule.spent(x[1] - x[0], x[1]), x)
                                            for x in intervals) if spent]
    timed.sort(key=lambda pair: -pair[0])
    return [long_frame(x, actions, trace, schedule) for _, x in timed[:count]]


def app_frames(intervals, actions, trace, schedule, count=50):
    """The frames over 20 ms whose cause is the app's own work (the main thread running),
    longest first, each as `long_frame` gives it: which actions make them."""
    if schedule is None:
        return None
    own = [x for x in intervals if x[0] > FRAME_BUDGET_S
           and cause(x[0], schedule.spent(x[1] - x[0], x[1])) == "app"]
    own.sort(key=lambda x: -x[0])
    return [long_frame(x, actions, trace, schedule) for x in own[:count]]


def summary(trace, actions, samples, scene_samples, started, ended, schedule=None, shared=None):
    """The soak's figures: frames and long frames (each with the action before it and, with
    a schedule, what the main thread waited on), memory, the actions followed by frames over
    20 ms, and per scene the time spent, actions, frames, transitions and peak memory."""
    intervals = trace.intervals()
    long_frames = [long_frame(x, actions, trace, schedule)
                   for x in intervals if x[0] > LONG_FRAME_S]
    scenes = {}
    for _, name, scene in actions:
        entry = scenes.setdefault(scene, {"actions": 0, "seconds": 0.0})
        entry["actions"] += 1
    for scene, seconds in scene_samples.get("time", {}).items():
        scenes.setdefault(scene, {"actions": 0, "seconds": 0.0})["seconds"] = round(seconds, 1)
    for scene, entry in scenes.items():
        entry.update(frame_figures([x for x in intervals if x[2] == scene], schedule))
        entry["transitions"] = trace.transitions.get(scene, {"begun": 0, "completed": 0})
        peak = scene_samples.get("rss", {}).get(scene)
        entry["rss_mb_max"] = round(peak, 1) if peak is not None else None
    kinds = {}
    for _, name, _ in actions:
        kinds[name] = kinds.get(name, 0) + 1
    return dict(
        {"seconds": round(ended - started, 1), "actions": len(actions), "actions_by_kind": kinds},
        **memory_figures(samples, shared), **frame_figures(intervals, schedule),
        long_frames=sorted(long_frames, key=lambda f: -f["ms"])[:20],
        busiest_frames=busiest_frames(intervals, actions, trace, schedule),
        app_frames_over_20ms=app_frames(intervals, actions, trace, schedule),
        actions_before_frames_over_20ms=slow_actions(intervals, actions, schedule),
        action_running_ms=action_work(actions, schedule, ended),
        scenes=scenes, warnings=sum(trace.warnings.values()), warning_codes=trace.warnings,
        scene_file=trace.scene_file_events or None)
