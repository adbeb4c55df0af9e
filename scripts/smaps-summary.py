"""Sums a /proc/PID/smaps file by what is mapped, to see where the resident memory is.

    python3 scripts/smaps-summary.py smaps.txt [N]

Prints the N (default 20) largest by Rss: each file's mappings together, split into its text
(r-x), read-only data (r--) and writable data (rw-), and the anonymous memory ([heap], the
other anonymous mappings, the stacks) on lines of their own, in kB with Pss, the private
dirty and the swapped, then the totals.
"""
import collections, sys

rows = collections.defaultdict(lambda: collections.Counter())
name = None
with open(sys.argv[1]) as f:
    for line in f:
        parts = line.split()
        if "-" in parts[0] and len(parts) >= 5 and ":" not in parts[0]:
            perms = parts[1]
            path = parts[5] if len(parts) > 5 else "[anonymous]"
            kind = {"r-x": "text", "r--": "read-only", "rw-": "data"}.get(perms[:3], perms[:3])
            name = (path.rsplit("/", 1)[-1], kind) if path.startswith("/") else (path, "")
            rows[name]["mappings"] += 1
        elif name and parts[0] in ("Rss:", "Pss:", "Private_Dirty:", "Swap:"):
            rows[name][parts[0][:-1]] += int(parts[1])
top = int(sys.argv[2]) if len(sys.argv) > 2 else 20
print(f"{'Rss kB':>8} {'Pss kB':>8} {'dirty kB':>8}  mapping")
for (path, kind), c in sorted(rows.items(), key=lambda r: -r[1]["Rss"])[:top]:
    print(f"{c['Rss']:8d} {c['Pss']:8d} {c['Private_Dirty']:8d}  {path} {kind}")
total = sum((c for c in rows.values()), collections.Counter())
print(f"{total['Rss']:8d} {total['Pss']:8d} {total['Private_Dirty']:8d}  all ({len(rows)} groups)")
