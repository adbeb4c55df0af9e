#!/usr/bin/env python3
"""Plays a touch script through the weston-touch module (tools/weston-touch).

    scripts/touch-play.py SCRIPT            # a file of lines, or - for standard input
    scripts/touch-play.py --socket PATH SCRIPT
    scripts/touch-play.py --drag X0 Y0 X1 Y1 [--steps N] [--step-ms MS]

A script is the module's own lines (`down ID X Y`, `move ID X Y`, `up ID`, `cancel`, `frame`,
`wait MS`, `ping`; several commands on one line, separated by `;`, are one touch frame;
`#` starts a comment). Every line is sent and its answer awaited before the next, so the
script plays in order on the compositor's clock. --drag writes the script of a one-finger
drag instead: down, N moves `--step-ms` apart, up.

The socket is --socket, else $WESTON_TOUCH_SOCKET, else $XDG_RUNTIME_DIR/weston-touch.sock.
Prints each answer with --verbose. Exits 1 on the first error answer (naming the line), 2 on
bad arguments or no module listening.
"""

import argparse
import os
import socket
import sys


def drag_script(x0, y0, x1, y1, steps, step_ms):
    lines = [f"down 0 {x0:g} {y0:g}"]
    for step in range(1, steps + 1):
        f = step / steps
        lines.append(f"wait {step_ms:g}")
        lines.append(f"move 0 {x0 + (x1 - x0) * f:.2f} {y0 + (y1 - y0) * f:.2f}")
    lines.append(f"wait {step_ms:g}")
    lines.append("up 0")
    return lines


def socket_path(given):
    if given:
        return given
    if os.environ.get("WESTON_TOUCH_SOCKET"):
        return os.environ["WESTON_TOUCH_SOCKET"]
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime:
        return os.path.join(runtime, "weston-touch.sock")
    return None


def play(path, lines, verbose):
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        connection.connect(path)
    except OSError as error:
        print(f"touch-play: no weston-touch module on {path}: {error.strerror}", file=sys.stderr)
        return 2
    reader = connection.makefile("r", encoding="utf-8")
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        connection.sendall((text + "\n").encode())
        answer = reader.readline()
        if not answer:
            print(f"touch-play: line {number} ({text}): the module closed the socket",
                  file=sys.stderr)
            return 1
        answer = answer.rstrip("\n")
        if verbose:
            print(f"{text} -> {answer}")
        if not answer.startswith("ok"):
            print(f"touch-play: line {number} ({text}): {answer}", file=sys.stderr)
            return 1
    connection.close()
    return 0


def main():
    parser = argparse.ArgumentParser(
        description="Play a touch script through weston's weston-touch module.")
    parser.add_argument("script", nargs="?", help="script file, or - for standard input")
    parser.add_argument("--socket", help="the module's socket")
    parser.add_argument("--drag", nargs=4, type=float, metavar=("X0", "Y0", "X1", "Y1"),
                        help="play a one-finger drag between two compositor points")
    parser.add_argument("--steps", type=int, default=20, help="moves of --drag (default 20)")
    parser.add_argument("--step-ms", type=float, default=16,
                        help="milliseconds between --drag's moves (default 16)")
    parser.add_argument("--verbose", action="store_true", help="print every answer")
    arguments = parser.parse_args()

    if arguments.drag and arguments.script:
        parser.error("give a script or --drag, not both")
    if arguments.drag:
        if arguments.steps < 1 or not 0 <= arguments.step_ms <= 60000:
            parser.error("--steps must be at least 1 and --step-ms within 0-60000")
        lines = drag_script(*arguments.drag, arguments.steps, arguments.step_ms)
    elif arguments.script == "-":
        lines = sys.stdin.read().splitlines()
    elif arguments.script:
        try:
            with open(arguments.script, encoding="utf-8") as handle:
                lines = handle.read().splitlines()
        except OSError as error:
            print(f"touch-play: {arguments.script}: {error.strerror}", file=sys.stderr)
            return 2
    else:
        parser.error("give a script file (or -) or --drag")
    path = socket_path(arguments.socket)
    if not path:
        print("touch-play: no socket: give --socket or set WESTON_TOUCH_SOCKET", file=sys.stderr)
        return 2
    return play(path, lines, arguments.verbose)


if __name__ == "__main__":
    sys.exit(main())
