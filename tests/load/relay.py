"""The turn-file relay under load (#45, item 5): COUNT uploads of SIZE bytes
at once, then COUNT downloads of them at once, and as a ceiling the same
bytes sent from a static file the server keeps in memory. One asynchronous
process, standard library only.

    python3 tests/load/relay.py battle BASE GM_TOKEN CAMPAIGN   # prints a battle id
    python3 tests/load/relay.py BASE PID GM_TOKEN CAMPAIGN BATTLE

Uploads stream their bodies in 64 KiB writes (as a browser sends a file);
downloads are read as they come and checked against the uploads' SHA-256.
Measures the server's peak RSS above its level after one warm-up upload
and download (the kernel's high-water mark is reset first and the RSS is
sampled every 5 ms as well), throughput in MB/s, and per-request p50/max.
Prints a Markdown table. Talks to 127.0.0.1 only; stops by itself.
"""

import asyncio
import hashlib
import json
import os
import sys
import time
import urllib.parse

COUNT = int(os.environ.get("COUNT", "20"))
SIZE = int(os.environ.get("SIZE", str(5 * 1024 * 1024)))
PIECE = 64 * 1024
# The head of a CMBN file as the content check takes it: bytes of no format.
HEAD = b"\x01\x00\x00\x00\x9a\xf3\x10\x00CMBN turn"
STATIC = "/static/map-orders.js"


def status_kib(pid, field):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


class Peak:
    """The server's RSS, sampled until stopped, and its high-water mark."""

    def __init__(self, pid):
        self.pid, self.top, self.on = pid, 0, True

    async def watch(self):
        while self.on:
            self.top = max(self.top, status_kib(self.pid, "VmRSS"))
            await asyncio.sleep(0.005)

    def reset(self):
        with open(f"/proc/{self.pid}/clear_refs", "w") as f:
            f.write("5")  # resets VmHWM to the current RSS
        self.top = status_kib(self.pid, "VmRSS")

    def peak(self):
        return max(self.top, status_kib(self.pid, "VmHWM"))


async def head(r):
    status = int((await r.readline()).split()[1])
    length = 0
    while True:
        line = await r.readline()
        if line in (b"\r\n", b""):
            return status, length
        k, _, v = line.decode("latin-1").partition(":")
        if k.strip().lower() == "content-length":
            length = int(v)


async def upload(host, port, token, campaign, battle, n, data):
    r, w = await asyncio.open_connection(host, port)
    t = time.perf_counter()
    w.write((f"POST /api/v1/campaigns/{campaign}/battles/{battle}/files?name=turn{n}.ema HTTP/1.1\r\n"
             f"Host: {host}:{port}\r\nAuthorization: Bearer {token}\r\n"
             f"Content-Type: application/octet-stream\r\nContent-Length: {len(data)}\r\n"
             "Connection: close\r\n\r\n").encode())
    view = memoryview(data)
    for i in range(0, len(data), PIECE):
        w.write(view[i:i + PIECE])
        await w.drain()
    status, length = await head(r)
    body = await r.readexactly(length)
    took = time.perf_counter() - t
    w.close()
    if status != 201:
        raise RuntimeError(f"upload {n}: {status} {body[:300]!r}")
    return json.loads(body)["file"]["url"], took


async def download(host, port, token, path, want):
    r, w = await asyncio.open_connection(host, port)
    t = time.perf_counter()
    w.write((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\n"
             f"Authorization: Bearer {token}\r\nConnection: close\r\n\r\n").encode())
    await w.drain()
    status, length = await head(r)
    h, got = hashlib.sha256(), 0
    while got < length:
        chunk = await r.read(256 * 1024)
        if not chunk:
            break
        h.update(chunk)
        got += len(chunk)
    took = time.perf_counter() - t
    w.close()
    if status != 200 or got != length or (want and h.hexdigest() != want):
        raise RuntimeError(f"download {path}: {status}, {got} of {length} bytes")
    return took


async def static(host, port, total):
    """Reads the static file over one keep-alive connection until `total`
    bytes have come."""
    r, w = await asyncio.open_connection(host, port)
    got = 0
    while got < total:
        w.write(f"GET {STATIC} HTTP/1.1\r\nHost: {host}:{port}\r\n\r\n".encode())
        await w.drain()
        status, length = await head(r)
        await r.readexactly(length)
        if status != 200:
            raise RuntimeError(f"static: {status}")
        got += length
    w.close()
    return got


async def timed(peak, coros):
    peak.reset()
    t = time.perf_counter()
    out = await asyncio.gather(*coros)
    return out, time.perf_counter() - t, peak.peak()


def row(what, n_bytes, wall, took, base, peak_kib, ceiling=None):
    mbs = n_bytes / wall / 1e6
    vs = f"{mbs / ceiling:.2f}" if ceiling else "1.00"
    took = sorted(took) if took else []
    p50 = f"{took[len(took) // 2] * 1000:.0f} ms" if took else "-"
    worst = f"{took[-1] * 1000:.0f} ms" if took else "-"
    print(f"| {what} | {n_bytes / 1e6:.0f} MB | {mbs:.0f} MB/s | {vs} | {p50} | {worst} | "
          f"{(peak_kib - base) / 1024:.1f} MB |")
    return mbs


async def main(base, pid, token, campaign, battle):
    u = urllib.parse.urlparse(base)
    host, port, pid = u.hostname, u.port, int(pid)
    files = [HEAD + os.urandom(SIZE - len(HEAD)) for _ in range(COUNT)]
    sums = [hashlib.sha256(f).hexdigest() for f in files]
    # Warm-up: one of each, so that the pool, the allocator's arenas and
    # the database's pages are as they are in use.
    url, _ = await upload(host, port, token, campaign, battle, "w", files[0])
    await download(host, port, token, url, sums[0])
    await static(host, port, SIZE)
    await asyncio.sleep(1)
    peak = Peak(pid)
    watcher = asyncio.ensure_future(peak.watch())
    base_kib = status_kib(pid, "VmRSS")
    total = COUNT * SIZE
    print(f"{COUNT} files of {SIZE / 1024 / 1024:.0f} MiB at once; RSS before: {base_kib / 1024:.0f} MB")
    print()
    print("| transfer | bytes | throughput | to the static file | p50 per file | slowest | peak RSS growth |")
    print("|---|---|---|---|---|---|---|")
    per = [(total // COUNT)] * COUNT
    _, wall, top = await timed(peak, [static(host, port, n) for n in per])
    ceiling = row(f"static file ({STATIC}, kept in memory), {COUNT} connections",
                  total, wall, None, base_kib, top)
    ups, wall, top = await timed(peak, [upload(host, port, token, campaign, battle, n, f)
                                       for n, f in enumerate(files)])
    row(f"{COUNT} uploads at once", total, wall, [t for _, t in ups], base_kib, top, ceiling)
    took, wall, top = await timed(peak, [download(host, port, token, url, s)
                                        for (url, _), s in zip(ups, sums)])
    row(f"{COUNT} downloads at once", total, wall, took, base_kib, top, ceiling)
    mixed = [upload(host, port, token, campaign, battle, f"m{n}", f) for n, f in enumerate(files)]
    mixed += [download(host, port, token, url, s) for (url, _), s in zip(ups, sums)]
    _, wall, top = await timed(peak, mixed)
    row(f"{COUNT} uploads and {COUNT} downloads at once", 2 * total, wall, None, base_kib, top,
        ceiling)
    peak.on = False
    await watcher


def battle(base, token, campaign):
    """The GM orders the first attack the campaign offers and commits it;
    prints the battle's id."""
    import urllib.request

    def call(method, path, body=None):
        req = urllib.request.Request(
            f"{base}/api/v1/campaigns/{campaign}{path}", method=method,
            data=None if body is None else json.dumps(body).encode(),
            headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
        with urllib.request.urlopen(req) as r:
            return json.load(r)

    moves = call("GET", "/actions")["moves"]
    unit, to, target = next((m["unit"], d["to"], d["targets"][0]["battalion"])
                            for m in moves for d in m["destinations"]
                            if d["kind"] == "attack" and d["targets"])
    call("POST", "/orders", {"units": [unit], "to": to, "target": target})
    call("POST", "/orders/commit", {})
    print(call("GET", "")["battles"][0]["id"])


if __name__ == "__main__":
    if sys.argv[1] == "battle":
        battle(*sys.argv[2:5])
    else:
        asyncio.run(main(*sys.argv[1:6]))
