"""Reading a soak's trace and summing it up: the frame intervals (overall, per scene, and the
action before each long one), the warnings, the transitions, and the resident memory.

A frame is the interval between two `frame` lines within one run of the tick callback: a
frame whose scene time `t` did not move on starts a new run (the clock skips the idle time
before it), and its gap from the last frame is idle time, not a frame. The `frame` lines'
`clock` is the frame clock's time, CLOCK_MONOTONIC in seconds, the clock `time.monotonic()`
reads, so a frame is matched with the action the driver started before it.
"""
import json

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
            self.frames.append((entry["clock"], entry["t"], self.scene))
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
        """(seconds, clock at its end, scene, index of its end frame) of every frame."""
        frames = self.frames
        return [(b[0] - a[0], b[0], b[2], k + 1)
                for k, (a, b) in enumerate(zip(frames, frames[1:])) if b[1] > a[1]]

    def events_before(self, frame):
        """What the window wrote between frame `frame - 1` and frame `frame`, each kind once
        with its count, in order."""
        counts = {}
        for index, text in self.events:
            if index == frame:
                counts[text] = counts.get(text, 0) + 1
        return [text if n == 1 else f"{text} x{n}" for text, n in counts.items()]


def rss_mb(pid):
    """Resident memory of a process in MB (MiB), or None when it is gone."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except (FileNotFoundError, ProcessLookupError):
        return None
    return None


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


def frame_figures(intervals):
    values = [x[0] for x in intervals]
    return {
        "frames": len(values),
        "frames_over_20ms": sum(1 for i in values if i > FRAME_BUDGET_S),
        "frames_over_100ms": sum(1 for i in values if i > LONG_FRAME_S),
        "frame_ms": {"p50": round(percentile(values, 0.5) * 1000, 1),
                     "p99": round(percentile(values, 0.99) * 1000, 1),
                     "worst": round(max(values, default=0) * 1000, 1)},
    }


def memory_figures(samples):
    """Start, end and peak of (seconds, MB) samples, the slope over the second half and the
    slope after the first minute."""
    values = [r for _, r in samples]
    late = [s for s in samples if s[0] >= WARM_UP_S]
    return {
        "rss_mb": {"start": round(values[0], 1) if values else None,
                   "end": round(values[-1], 1) if values else None,
                   "max": round(max(values), 1) if values else None},
        "rss_slope_mb_per_min": round(slope_mb_per_min(samples[len(samples) // 2:]), 3),
        "rss_slope_after_first_minute_mb_per_min": round(slope_mb_per_min(late), 3),
    }


def summary(trace, actions, samples, scene_samples, started, ended):
    """The soak's figures: frames and long frames (each with the action before it), memory,
    and per scene the time spent, actions, frames, transitions and peak memory."""
    intervals = trace.intervals()
    long_frames = [
        dict({"ms": round(i * 1000, 1), "scene": scene}, **actions_before(actions, end - i, end),
             window_did=trace.events_before(frame))
        for i, end, scene, frame in intervals if i > LONG_FRAME_S]
    scenes = {}
    for _, name, scene in actions:
        entry = scenes.setdefault(scene, {"actions": 0, "seconds": 0.0})
        entry["actions"] += 1
    for scene, seconds in scene_samples.get("time", {}).items():
        scenes.setdefault(scene, {"actions": 0, "seconds": 0.0})["seconds"] = round(seconds, 1)
    for scene, entry in scenes.items():
        entry.update(frame_figures([x for x in intervals if x[2] == scene]))
        entry["transitions"] = trace.transitions.get(scene, {"begun": 0, "completed": 0})
        peak = scene_samples.get("rss", {}).get(scene)
        entry["rss_mb_max"] = round(peak, 1) if peak is not None else None
    kinds = {}
    for _, name, _ in actions:
        kinds[name] = kinds.get(name, 0) + 1
    return dict(
        {"seconds": round(ended - started, 1), "actions": len(actions), "actions_by_kind": kinds},
        **memory_figures(samples), **frame_figures(intervals),
        long_frames=sorted(long_frames, key=lambda f: -f["ms"])[:20],
        scenes=scenes, warnings=sum(trace.warnings.values()), warning_codes=trace.warnings,
        scene_file=trace.scene_file_events or None)
