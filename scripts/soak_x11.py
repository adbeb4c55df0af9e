"""The soak's hands on an X server: random use of the whole window through xdotool, in window
pixels read from the trace's `layout`, `controls` and `curve` lines.

Each action is logged (its start on `time.monotonic()`, its name, the scene shown) so that
the summary can name the action before a long frame.
"""
import random
import subprocess
import time

SCREEN = (1280, 800)


def xdo(*args):
    subprocess.run(["xdotool", *map(str, args)], check=False,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


class Driver:
    """Random actions on the window. `scene_keys` are the chooser's shortcuts in order (the
    catalogue's scenes, then the scene file); `scene_file` is touched to make the window
    build and swap it again."""

    def __init__(self, window, trace, rng, scene_keys, scene_file=None, only=None):
        self.window, self.trace, self.rng = window, trace, rng
        self.scene_keys, self.scene_file = scene_keys, scene_file
        # `only`: the kinds of action to choose from (their weights kept), or None for all.
        self.choices = [(w, n) for w, n in self.CHOICES if not only or n in only]
        total = sum(w for w, _ in self.choices)
        self.choices = [(w / total, n) for w, n in self.choices]
        self.actions = []
        self.saves = 0

    # MARK: Where things are

    def scene_pixel(self, x, y):
        layout = self.trace.layout
        (ox, oy), s = layout["screen_origin"], layout["scale"]
        return int(ox + x * s), int(oy + y * s)

    def scene_size(self):
        return self.trace.layout["screen"]

    def control(self, name):
        return self.trace.controls.get(name) or self.trace.pane_controls.get(name)

    def click_control(self, name, at=None):
        rect = self.control(name)
        if not rect:
            return False
        x, y, w, h = rect
        fx = self.rng.uniform(0.1, 0.9) if at is None else at
        xdo("mousemove", "--window", self.window, int(x + fx * w), int(y + h / 2), "click", 1)
        return True

    def key(self, keys):
        xdo("windowfocus", "--sync", self.window, "key", keys)

    # MARK: The stage

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

    def tap(self):
        """A click anywhere on the phone: a photo of the grid, a row of the list, a button."""
        width, height = self.scene_size()
        px, py = self.scene_pixel(self.rng.uniform(0, width), self.rng.uniform(0, height))
        xdo("mousemove", "--window", self.window, px, py, "click", 1)

    def press_mid_transition(self):
        """Ctrl+P (or Ctrl+D with the modal up), then a drag 20 ms to 1 s later."""
        wanted = "ctrl+d" if self.trace.presented else "ctrl+p"
        other = "ctrl+p" if wanted == "ctrl+d" else "ctrl+d"
        self.key(wanted if self.rng.random() < 0.8 else other)
        time.sleep(self.rng.uniform(0.02, 1.0))
        self.drag(fast=self.rng.random() < 0.5, edge=self.rng.random() < 0.3)

    # MARK: The panel and the inspector

    def panel_change(self):
        names = [n for n in self.trace.controls if n.endswith("-slider")]
        if self.rng.random() < 0.1 and "reset" in self.trace.controls:
            names = ["reset"]
        if names:
            self.click_control(self.rng.choice(names))

    def fold_section(self):
        names = [n for n in self.trace.controls if n.startswith("section-")]
        if names:
            self.click_control(self.rng.choice(names), at=0.5)

    def scrub(self):
        """Drags along the timeline under the stage, scrubbing the last transition."""
        rect = self.control("timeline")
        if not rect:
            return
        x, y, w, h = rect
        cy = int(y + h / 2)
        a, b = self.rng.uniform(0.02, 0.98), self.rng.uniform(0.02, 0.98)
        cmd = ["mousemove", "--window", self.window, int(x + a * w), cy, "mousedown", 1]
        for k in range(1, 9):
            cmd += ["sleep", 0.02, "mousemove", "--window", self.window,
                    int(x + (a + (b - a) * k / 8) * w), cy]
        xdo(*cmd, "mouseup", 1)
        if self.rng.random() < 0.5:
            self.click_control("timeline-live", at=0.5)

    def curve_handle(self):
        """Drags one of the curve plot's handles (the motion section is opened first)."""
        plot = self.control("curve-plot")
        if not plot:
            self.click_control("section-motion", at=0.5)
            return
        if not self.trace.handles:
            return
        hx, hy = self.rng.choice(list(self.trace.handles.values()))
        x, y = int(plot[0] + hx), int(plot[1] + hy)
        dx, dy = self.rng.randint(-60, 60), self.rng.randint(-60, 60)
        cmd = ["mousemove", "--window", self.window, x, y, "mousedown", 1]
        for k in range(1, 7):
            cmd += ["sleep", 0.02, "mousemove", "--window", self.window,
                    x + dx * k // 6, y + dy * k // 6]
        xdo(*cmd, "mouseup", 1)

    def preset(self):
        """Applies a platform preset, or saves or applies one of the person's own."""
        # Import and Export open a file chooser, which takes the keyboard and the mouse.
        names = [n for n in self.trace.controls if "preset" in n
                 and not any(word in n for word in ("export", "import", "name"))]
        if not names:
            self.click_control("section-motion", at=0.5)
            return
        self.click_control(self.rng.choice(names), at=0.5)

    # MARK: The window

    def switch_scene(self):
        if self.rng.random() < 0.15:
            self.key(self.rng.choice(["ctrl+Page_Down", "ctrl+Page_Up"]))
        else:
            self.key(self.rng.choice(self.scene_keys))

    def resize(self):
        xdo("windowsize", self.window, self.rng.randint(700, 1260), self.rng.randint(480, 780))

    def compare(self):
        """Compare mode: opened or left (Ctrl+K), a device added or removed, one selected."""
        if self.trace.pane_kind == "compare-controls" and self.rng.random() < 0.6:
            names = [n for n in ("add", "remove", "device", "copy") if self.control(n)]
            if names:
                self.click_control(self.rng.choice(names))
                return
        self.key("ctrl+k")

    def blind_test(self):
        """The blind test: started (Ctrl+B, then Start), picks made, left with Escape."""
        if self.trace.pane_kind == "blind-test-controls":
            roll = self.rng.random()
            if roll < 0.15:
                self.key("Escape")
            elif roll < 0.3:
                self.click_control("start", at=0.5)
            else:
                self.click_control(self.rng.choice(["left", "right"]), at=0.5)
            return
        self.key("ctrl+b")

    def keys(self):
        """Undo, redo, Escape, slow motion, fill, reduce motion, replay, the export dialog."""
        keys = self.rng.choice(["ctrl+z", "ctrl+z", "ctrl+shift+z", "Escape", "Escape",
                                "ctrl+m", "ctrl+f", "ctrl+shift+m", "ctrl+r", "ctrl+e"])
        self.key(keys)
        if keys == "ctrl+e":
            time.sleep(self.rng.uniform(0.2, 1.0))
            xdo("key", "Escape")
        return keys

    def save_scene_file(self):
        """Saves the scene file with a new comment: the window builds it and swaps it in."""
        if not self.scene_file:
            return
        self.saves += 1
        with open(self.scene_file, "a") as f:
            f.write(f"// soak save {self.saves}\n")

    # MARK: Choosing

    CHOICES = [
        (0.22, "drag"), (0.10, "flick"), (0.06, "tap"), (0.12, "press-mid-transition"),
        (0.08, "panel"), (0.02, "section"), (0.04, "scrub"), (0.03, "curve-handle"),
        (0.03, "preset"), (0.08, "scene"), (0.04, "resize"), (0.05, "compare"),
        (0.04, "blind-test"), (0.08, "keys"), (0.01, "scene-file-save"),
    ]

    # The chance, per action, that compare mode or the blind test is left first: a few
    # actions in each, most of the time on the scene alone.
    LEAVE_MODE = 0.12

    def act(self):
        if self.trace.mode != "single" and self.rng.random() < self.LEAVE_MODE:
            keys = "ctrl+k" if self.trace.mode == "compare" else "Escape"
            self.actions.append((time.monotonic(), f"leave {self.trace.mode}", self.trace.scene))
            self.key(keys)
            time.sleep(self.rng.uniform(0.05, 0.8))
            return
        roll, name = self.rng.random(), self.choices[-1][1]
        for weight, choice in self.choices:
            if roll < weight:
                name = choice
                break
            roll -= weight
        self.actions.append((time.monotonic(), name, self.trace.scene))
        if name == "drag":
            self.drag(edge=self.rng.random() < 0.25, release_outside=self.rng.random() < 0.15)
        elif name == "flick":
            self.drag(fast=True, edge=self.rng.random() < 0.25)
        elif name == "tap":
            self.tap()
        elif name == "press-mid-transition":
            self.press_mid_transition()
        elif name == "panel":
            self.panel_change()
        elif name == "section":
            self.fold_section()
        elif name == "scrub":
            self.scrub()
        elif name == "curve-handle":
            self.curve_handle()
        elif name == "preset":
            self.preset()
        elif name == "scene":
            self.switch_scene()
        elif name == "resize":
            self.resize()
        elif name == "compare":
            self.compare()
        elif name == "blind-test":
            self.blind_test()
        elif name == "keys":
            pressed = self.keys()
            self.actions[-1] = (self.actions[-1][0], f"key {pressed}", self.actions[-1][2])
        elif name == "scene-file-save":
            self.save_scene_file()
        time.sleep(self.rng.uniform(0.05, 0.8))
