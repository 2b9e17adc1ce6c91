"""Event-stream benchmark (#25): N members' pages hold the campaign's event
stream open; the GM changes the campaign M times; for each change, how long
until every stream has its `change` event (p50, p99, max over all N x M),
and the server's memory per idle stream.

    python3 tests/load/stream.py BASE CAMPAIGN SUBSCRIBER_TOKENS GM_TOKEN PID [N] [M]

SUBSCRIBER_TOKENS is one token or several, comma-separated: the streams are
shared out among those members in turn (pages of several members).

Talks to 127.0.0.1 only, with the standard library; stops by itself.
"""

import asyncio
import datetime
import json
import sys
import time
import urllib.parse
import urllib.request


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class Stream:
    def __init__(self):
        self.buf = b""
        self.reader = None
        self.seen = 0  # change events read so far

    async def open(self, host, port, path, token):
        self.reader, writer = await asyncio.open_connection(host, port)
        writer.write(
            (
                f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\n"
                f"Authorization: Bearer {token}\r\nAccept: text/event-stream\r\n\r\n"
            ).encode()
        )
        await writer.drain()
        self.writer = writer
        await self.until(b"event: ready")

    async def until(self, needle):
        while needle not in self.buf:
            chunk = await self.reader.read(65536)
            if not chunk:
                raise RuntimeError("the stream closed: " + self.buf[-300:].decode(errors="replace"))
            self.buf += chunk
        self.buf = self.buf[self.buf.index(needle) + len(needle):]

    async def next_change(self):
        await self.until(b"event: change")
        return time.perf_counter()


def change(base, campaign, gm, i):
    at = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=2, minutes=i)
    req = urllib.request.Request(
        f"{base}/api/v1/campaigns/{campaign}/phase/deadline",
        data=json.dumps({"deadline": at.isoformat()}).encode(),
        method="PUT",
        headers={
            "Authorization": f"Bearer {gm}",
            "Content-Type": "application/json",
            "Prefer": "return=minimal",
        },
    )
    with urllib.request.urlopen(req) as r:
        r.read()


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


async def main():
    base, campaign, subs, gm, pid = sys.argv[1:6]
    subs = subs.split(",")
    n = int(sys.argv[6]) if len(sys.argv) > 6 else 1000
    m = int(sys.argv[7]) if len(sys.argv) > 7 else 20
    u = urllib.parse.urlparse(base)
    path = f"/api/v1/campaigns/{campaign}/events"
    before = rss_kib(pid)
    streams = [Stream() for _ in range(n)]
    for i in range(0, n, 100):
        await asyncio.gather(*(s.open(u.hostname, u.port, path, subs[(i + j) % len(subs)])
                               for j, s in enumerate(streams[i:i + 100])))
    await asyncio.sleep(1)
    held = rss_kib(pid)
    print(f"streams open: {n} (of {len(subs)} members); server RSS {before / 1024:.1f} MiB -> {held / 1024:.1f} MiB "
          f"({(held - before) / n:.1f} KiB per idle stream)")
    loop = asyncio.get_running_loop()
    lat = []
    for i in range(m):
        waits = [asyncio.ensure_future(s.next_change()) for s in streams]
        t0 = time.perf_counter()
        await loop.run_in_executor(None, change, base, campaign, gm, i)
        done = await asyncio.wait_for(asyncio.gather(*waits), timeout=30)
        lat.extend((t - t0) * 1000 for t in done)
        await asyncio.sleep(0.2)
    print(f"changes: {m}, deliveries: {len(lat)}; change -> every stream: "
          f"p50 {pct(lat, 50):.1f} ms, p99 {pct(lat, 99):.1f} ms, max {max(lat):.1f} ms")
    for s in streams:
        s.writer.close()


if __name__ == "__main__":
    asyncio.run(main())
