#!/usr/bin/python3
"""Reads a running app's accessible tree over AT-SPI, the bus screen readers such as Orca
read, and can press one of its controls through it.

    atspi-probe.py --pid PID [--wait-for NAME] [--press NAME [--within NAME]] [--timeout SECONDS]

Prints one JSON object per line: first every accessible object of the app, depth first
({"depth", "role", "name", "description", "states", "actions", "extents"}: extents are
[x, y, width, height] in the window's coordinates), then, with --press, what was
pressed ({"pressed", "role", "action"}). Needs the session bus of the app
(DBUS_SESSION_BUS_ADDRESS) and Debian's gir1.2-atspi-2.0 with python3-gi, which is why it
runs under /usr/bin/python3. Exit status: 0, 1 when the app or the name waited for does not
show up in time, 2 when the control to press is missing or has no action.
"""

import argparse
import json
import sys
import time
import warnings

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

# Debian 12's AT-SPI marks get_action_iface deprecated, with no replacement in its bindings.
warnings.filterwarnings("ignore", category=DeprecationWarning)

# Deeper than any widget of the window; only guards against a cycle in a broken tree.
MAX_DEPTH = 40

# The actions that press a control, as GTK 4 names them over AT-SPI.
PRESS_ACTIONS = ("click", "activate", "toggle", "press")


def find_app(pid):
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        try:
            if app is not None and app.get_process_id() == pid:
                return app
        except gi.repository.GLib.Error:
            continue
    return None


def describe(node, depth):
    states = node.get_state_set()
    names = [
        Atspi.StateType(value).value_nick
        for value in range(Atspi.StateType.LAST_DEFINED)
        if states.contains(Atspi.StateType(value))
    ]
    action = node.get_action_iface()
    actions = []
    if action is not None:
        actions = [action.get_action_name(i) for i in range(action.get_n_actions())]
    try:
        box = node.get_extents(Atspi.CoordType.WINDOW)
        extents = [box.x, box.y, box.width, box.height]
    except gi.repository.GLib.Error:
        extents = []
    return {
        "extents": extents,
        "depth": depth,
        "role": node.get_role_name(),
        "name": node.get_name() or "",
        "description": node.get_description() or "",
        "states": names,
        "actions": actions,
    }


def walk(node, depth=0, ancestors=()):
    """Yields (node, description, ancestors' names) for the node and everything under it."""
    try:
        entry = describe(node, depth)
    except gi.repository.GLib.Error:
        return
    yield node, entry, ancestors
    if depth >= MAX_DEPTH:
        return
    for index in range(node.get_child_count()):
        child = node.get_child_at_index(index)
        if child is not None:
            yield from walk(child, depth + 1, ancestors + (entry["name"],))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pid", type=int, required=True)
    parser.add_argument("--wait-for", help="a name that must be in the tree before it is read")
    parser.add_argument("--press", help="the name of a control to press through its action")
    parser.add_argument("--within", help="press only a control inside an object of this name")
    parser.add_argument("--timeout", type=float, default=20)
    options = parser.parse_args()

    deadline = time.monotonic() + options.timeout
    tree = []
    while True:
        app = find_app(options.pid)
        tree = list(walk(app)) if app is not None else []
        wanted = options.wait_for or options.press
        # With --within, the name counts only inside that control: the window's own Close
        # button is no stand-in for the scene's, which appears once the stage comes to rest.
        if tree and (
            wanted is None
            or any(
                e["name"] == wanted and (options.within is None or options.within in ancestors)
                for _, e, ancestors in tree
            )
        ):
            break
        if time.monotonic() > deadline:
            what = "the app" if app is None else repr(wanted)
            print(f"atspi-probe: {what} did not show up within {options.timeout} s", file=sys.stderr)
            return 1
        time.sleep(0.2)

    for _, entry, _ in tree:
        print(json.dumps(entry, ensure_ascii=False))

    if options.press:
        # A control's own action (a button's click, a switch's toggle), not a label's
        # clipboard actions: a label of the same name often sits inside the control.
        target = next(
            (
                (node, entry, entry["actions"].index(action))
                for node, entry, ancestors in tree
                if entry["name"] == options.press
                and (options.within is None or options.within in ancestors)
                for action in PRESS_ACTIONS
                if action in entry["actions"]
            ),
            None,
        )
        if target is None:
            print(f"atspi-probe: no control named {options.press!r} to press", file=sys.stderr)
            return 2
        node, entry, index = target
        node.get_action_iface().do_action(index)
        print(
            json.dumps(
                {"pressed": entry["name"], "role": entry["role"], "action": entry["actions"][index]}
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
