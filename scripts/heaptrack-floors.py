#!/usr/bin/env python3
"""What a process held more of later in a heaptrack record, by call stack, with the moments
in between left out.

    heaptrack -o run transition-lab …            # the window, from its start
    python3 scripts/heaptrack-floors.py run.zst 80 130 250 300

Reads the record (`heaptrack_interpret`'s text, zstd-compressed), takes the bytes each call
stack holds every 10 s of the process's time, and for each stack its least over the first
window (80–130 s) and over the second (250–300 s): a frame's transient pictures and buffers
are in neither least, so what is left is what stayed. Prints the heap in use every 10 s,
the growth of the leasts in all, and that growth by the first named frame of each stack
(the allocation functions and unnamed library frames passed over) and by the first frame of
the app's own Swift code. docs/performance.md reads a soak's window this way.
"""
import collections
import re
import subprocess
import sys

STEP_MS = 10_000
PASSED_OVER = re.compile(
    r"^(lib[a-z0-9_+-]*\.so.*|swift_slowAlloc|swift_allocObject|g_malloc.*|g_slice.*|malloc|"
    r"calloc|realloc|operator new.*|g_realloc.*|g_type_create_instance|g_object_new.*|"
    r".*alloc.*|\$ss.*)$")


def read(path):
    """Every 10 s, the bytes held by each call stack; and the stacks' frame names."""
    strings, ips, traces, infos = [""], [None], [(0, 0)], []
    live = collections.Counter()
    snapshots, next_ms = [], STEP_MS
    process = subprocess.Popen(["zstd", "-dc", path], stdout=subprocess.PIPE, bufsize=1 << 20)
    for raw in process.stdout:
        kind = raw[:1]
        if kind == b"+":
            live[int(raw[2:], 16)] += 1
        elif kind == b"-":
            live[int(raw[2:], 16)] -= 1
        elif kind == b"a":
            size, trace = raw[2:].split()
            infos.append((int(size, 16), int(trace, 16)))
        elif kind == b"t":
            ip, parent = raw[2:].split()
            traces.append((int(ip, 16), int(parent, 16)))
        elif kind == b"i":
            parts = raw[2:].split()
            ips.append((int(parts[1], 16), [int(x, 16) for x in parts[2:]]))
        elif kind == b"s":
            text = raw[2:].decode(errors="replace").rstrip("\n")
            strings.append(text.split(" ", 1)[1] if " " in text else "")
        elif kind == b"c":
            now = int(raw[2:], 16)
            while now >= next_ms:
                held = collections.Counter()
                for index, count in live.items():
                    if count:
                        size, trace = infos[index]
                        held[trace] += count * size
                snapshots.append((next_ms / 1000, held))
                next_ms += STEP_MS

    def frames(trace):
        names = []
        while trace:
            ip, parent = traces[trace]
            module, inlined = ips[ip]
            names.append(strings[inlined[0]] if inlined else strings[module].split("/")[-1])
            trace = parent
        return names
    return snapshots, frames


def main():
    if len(sys.argv) != 6:
        sys.exit("usage: heaptrack-floors.py RECORD.zst FROM1 TO1 FROM2 TO2 (seconds)")
    path, a0, a1, b0, b1 = sys.argv[1], *map(float, sys.argv[2:])
    snapshots, frames = read(path)
    print("heap in use (MB) every 10 s:",
          " ".join(f"{t:.0f}:{sum(s.values()) / 1e6:.1f}" for t, s in snapshots))
    first = [s for t, s in snapshots if a0 <= t <= a1]
    second = [s for t, s in snapshots if b0 <= t <= b1]
    if not first or not second:
        sys.exit("no snapshot in one of the windows")
    growth = {}
    for trace in set().union(*first, *second):
        before = min(s.get(trace, 0) for s in first)
        after = min(s.get(trace, 0) for s in second)
        if after != before:
            growth[trace] = after - before
    print(f"the leasts grew by {sum(growth.values()) / 1024:.0f} KB")
    named, ours = collections.Counter(), collections.Counter()
    for trace, grew in growth.items():
        names = frames(trace)
        named[next((n for n in names if not PASSED_OVER.match(n)), names[0] if names else "?")] += grew
        ours[next((n for n in names if n.startswith("$s") and not n.startswith("$ss")), "-")] += grew
    print("\nby the first named frame")
    for name, grew in named.most_common(30):
        print(f"{grew / 1024:8.0f} KB  {name[:150]}")
    print("\nby the first frame of the app's own code")
    for name, grew in ours.most_common(30):
        print(f"{grew / 1024:8.0f} KB  {name[:150]}")


if __name__ == "__main__":
    main()
