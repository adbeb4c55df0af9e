"""Which pages of the executable a running process has resident (/proc/PID/pagemap), by
Swift module (from the symbols' mangled names) and by ELF section:

    python3 scripts/resident-text.py PID BINARY
"""
import sys, struct, re, collections, subprocess, bisect
pid, binary = sys.argv[1], sys.argv[2]
maps = [l.split() for l in open(f"/proc/{pid}/maps") if l.rstrip().endswith(binary.rsplit('/',1)[-1])]
base = None; ranges = []
for m in maps:
    lo, hi = (int(x, 16) for x in m[0].split("-")); off = int(m[2], 16)
    if off == 0: base = lo
    ranges.append((lo, hi, m[1]))
present = set()
with open(f"/proc/{pid}/pagemap", "rb") as f:
    for lo, hi, perm in ranges:
        f.seek(lo // 4096 * 8)
        data = f.read((hi - lo) // 4096 * 8)
        for i in range(len(data) // 8):
            e = struct.unpack_from("<Q", data, i * 8)[0]
            if e >> 63: present.add((lo - base) // 4096 + i)
syms = []
for l in subprocess.run(["nm", "-S", "--defined-only", binary], capture_output=True, text=True).stdout.splitlines():
    p = l.split()
    if len(p) < 4 or p[2] not in "tTrRdDbB": continue
    addr, size, name = int(p[0], 16), int(p[1], 16), p[3]
    m = re.match(r"\$s(\d+)([A-Za-z_]\w*)", name)
    mod = m.group(2)[:int(m.group(1))] if m else ("swift-other" if name.startswith("$s") else "C/other")
    syms.append((addr, size, mod, p[2].lower()))
tot = collections.Counter(); res = collections.Counter()
for addr, size, mod, kind in syms:
    key = (mod, "code" if kind == "t" else "data")
    tot[key] += size
    pages = range(addr // 4096, (addr + max(size, 1) - 1) // 4096 + 1)
    if any(pg in present for pg in pages): res[key] += size
print(f"resident pages of the binary: {len(present)*4} kB")
for k, v in sorted(tot.items(), key=lambda kv: -res[kv[0]])[:16]:
    print(f"{k[0]:28} {k[1]:5} {res[k]/1024:8.0f} of {v/1024:8.0f} kB resident")
print("-- by module, all")
for k in sorted(tot, key=lambda k: -tot[k]):
    if tot[k] > 100*1024: print(f"{k[0]:28} {k[1]:5} {res[k]/1024:8.0f} of {tot[k]/1024:8.0f} kB resident")
print("-- by section")
for l in subprocess.run(["readelf", "-S", "-W", binary], capture_output=True, text=True).stdout.splitlines():
    m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", l)
    if not m: continue
    name, addr, size = m.group(1), int(m.group(2), 16), int(m.group(3), 16)
    if size < 64*1024 or addr == 0: continue
    pages = range(addr // 4096, (addr + size - 1) // 4096 + 1)
    print(f"{name:32} {sum(1 for p in pages if p in present)*4:8d} of {size//1024:8d} kB resident")
