"""A community's server under load (#45, item 3): many campaigns, every
member with a page open (an event stream), some campaigns drafting at once,
the rest reading pages. One asynchronous process, standard library only.

    python3 tests/load/community.py setup BASE GM_TOKEN CAMPAIGNS > plan.json
    python3 tests/load/community.py run BASE PID PLAN TOKENS METRICS_TOKEN

`setup` imports CAMPAIGNS campaigns (the drafting scenario of
`scenario.py`, eight distinct members each: per side a High Commander and
battalion commanders, and an observer) and prints the plan; the caller
makes the members' tokens (`bocage admin token`, one line per member, in
the plan's order) and passes them to `run`.

`run` opens one event stream per member, lets them sit idle (memory per
idle stream, and that nothing wakes), then for DURATION seconds has
DRAFTING campaigns' battalion commanders draft and delete moves one after
another (each waits until its campaign's streams have the change, as a
player watching the map would, then THINK seconds give or take a half:
1 by default), while READERS connections read pages of
every campaign at READ_RATE requests a second. It prints a Markdown table:
change -> event latency (from the change's answer to each affected
stream's event), page latency, peak RSS, memory per idle stream, events
heard by streams of campaigns that did not change, the server's stream
wakes per signal, and the renders per kind.

Talks to 127.0.0.1 only; stops by itself.
"""

import asyncio
import json
import os
import random
import re
import subprocess
import sys
import time
import tomllib
import urllib.parse
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROLES = [
    ("high_commander", "allies"),
    ("battalion_commander", "allies"),
    ("battalion_commander", "allies"),
    ("battalion_commander", "allies"),
    ("high_commander", "axis"),
    ("battalion_commander", "axis"),
    ("battalion_commander", "axis"),
    ("observer", None),
]
PAGES = ["/map", "", "/zones/F14", "/history"]


def pct(xs, p):
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def rss_kib(pid, field="VmRSS"):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    return 0


def setup(base, gm, n):
    """Imports n campaigns; prints the plan (campaign ids and members)."""
    doc = json.loads(subprocess.check_output([sys.executable, os.path.join(HERE, "scenario.py")]))
    allied = [b["id"] for b in doc["state"]["battalions"] if b["side"] == "allies"]
    axis = [b["id"] for b in doc["state"]["battalions"] if b["side"] == "axis"]
    # Each Allied battalion b stands in F(b+1) and moves to its first neighbour.
    with open(os.path.join(HERE, "..", "..", "config", "maps", "aa-dday.toml"), "rb") as f:
        zones = {z["id"]: z["neighbours"] for z in tomllib.load(f)["zones"]}
    plan = {"campaigns": [], "dests": [zones[f"F{b + 1}"][0] for b in range(24)]}
    for i in range(n):
        members = [
            {"email": f"c{i}-m{k}@load.example", "role": role, "side": side}
            for k, (role, side) in enumerate(ROLES)
        ]
        # Allied battalions shared out among the three Allied BCs (the
        # first drafts for battalions 0-7), the Axis one to the first Axis BC.
        commanders = {str(b): members[1 + j // 8]["email"] for j, b in enumerate(allied)}
        commanders.update({str(b): members[5]["email"] for b in axis})
        doc["members"] = members
        doc["commanders"] = commanders
        doc["state"]["name"] = f"Community {i}"
        req = urllib.request.Request(
            base + "/api/v1/campaigns/import", data=json.dumps(doc).encode(), method="POST",
            headers={"Authorization": f"Bearer {gm}", "Content-Type": "application/json"})
        with urllib.request.urlopen(req) as r:
            cid = json.load(r)["id"]
        plan["campaigns"].append({"id": cid, "members": members})
    json.dump(plan, sys.stdout)


class Conn:
    """One keep-alive HTTP/1.1 connection."""

    def __init__(self, host, port):
        self.host, self.port = host, port
        self.r = self.w = None

    async def request(self, method, path, headers=None, body=None):
        if self.w is None:
            self.r, self.w = await asyncio.open_connection(self.host, self.port)
        head = f"{method} {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n"
        for k, v in (headers or {}).items():
            head += f"{k}: {v}\r\n"
        data = body or b""
        head += f"Content-Length: {len(data)}\r\n\r\n"
        self.w.write(head.encode() + data)
        await self.w.drain()
        status_line = await self.r.readline()
        status = int(status_line.split()[1])
        length, chunked = 0, False
        while True:
            line = await self.r.readline()
            if line in (b"\r\n", b""):
                break
            k, _, v = line.decode("latin-1").partition(":")
            k = k.strip().lower()
            if k == "content-length":
                length = int(v)
            elif k == "transfer-encoding" and "chunked" in v:
                chunked = True
        if chunked:
            out = b""
            while True:
                size = int((await self.r.readline()).strip(), 16)
                out += await self.r.readexactly(size + 2)
                if size == 0:
                    break
            return status, out
        return status, await self.r.readexactly(length)


class Stream:
    """One member's open page: its event stream, and what it heard when."""

    def __init__(self, campaign, member):
        self.campaign = campaign
        self.member = member
        self.events = []  # (time, kind) of change and message events
        self.ended = 0
        self.waiters = []
        self.w = None

    async def open(self, host, port, token):
        r, self.w = await asyncio.open_connection(host, port)
        self.w.write(
            (f"GET /api/v1/campaigns/{self.campaign}/events HTTP/1.1\r\nHost: {host}:{port}\r\n"
             f"Authorization: Bearer {token}\r\nAccept: text/event-stream\r\n\r\n").encode())
        await self.w.drain()
        buf = b""
        while b"event: ready" not in buf:
            chunk = await r.read(65536)
            if not chunk:
                raise RuntimeError("the stream closed: " + buf[-300:].decode(errors="replace"))
            buf += chunk
        self.task = asyncio.ensure_future(self.listen(r))

    async def listen(self, r):
        buf = b""
        while True:
            chunk = await r.read(65536)
            if not chunk:
                return
            now = time.perf_counter()
            buf += chunk
            *done, buf = buf.split(b"\n\n")
            for piece in done:
                m = re.search(rb"event: (\w+)", piece)
                if not m:
                    continue
                kind = m.group(1).decode()
                if kind == "end":
                    self.ended += 1
                    continue
                self.events.append((now, kind))
            if done:
                for f in self.waiters:
                    if not f.done():
                        f.set_result(None)
                self.waiters = []

    def first_after(self, t):
        return next((at for at, _ in self.events if at > t), None)

    async def event_after(self, t, timeout):
        end = time.perf_counter() + timeout
        while not (self.events and self.events[-1][0] > t):
            left = end - time.perf_counter()
            if left <= 0:
                return None
            f = asyncio.get_running_loop().create_future()
            self.waiters.append(f)
            try:
                await asyncio.wait_for(f, left)
            except asyncio.TimeoutError:
                return None
        return self.first_after(t)


def metrics(base, token):
    req = urllib.request.Request(base + "/metrics", headers={"Authorization": f"Bearer {token}"})
    out = {}
    with urllib.request.urlopen(req) as r:
        for line in r.read().decode().splitlines():
            if line.startswith("#") or not line.strip():
                continue
            name, _, value = line.rpartition(" ")
            out[name] = out.get(name, 0.0) + float(value)
    return out


def delta(after, before, prefix):
    return {k[len(prefix):]: after[k] - before.get(k, 0.0) for k in after if k.startswith(prefix)
            and after[k] - before.get(k, 0.0) > 0}


async def plain_connection_kib(host, port, pid, n=1000):
    """What an idle keep-alive connection that asked for /healthz once costs
    the server, streams aside: the floor under a stream's memory."""
    conns = []

    async def one():
        r, w = await asyncio.open_connection(host, port)
        w.write(f"GET /healthz HTTP/1.1\r\nHost: {host}:{port}\r\n\r\n".encode())
        await w.drain()
        await r.readuntil(b"\r\n\r\n")
        conns.append(w)

    await asyncio.gather(*(one() for _ in range(50)))
    await asyncio.sleep(1)
    before = rss_kib(pid)
    for _ in range(0, n, 200):
        await asyncio.gather(*(one() for _ in range(200)))
    await asyncio.sleep(1)
    after = rss_kib(pid)
    for w in conns:
        w.close()
    await asyncio.sleep(1)
    return (after - before) / n


PAGE_ROUTES = ["/campaigns/{id}/map", "/campaigns/{id}", "/campaigns/{id}/zones/{zone}",
               "/campaigns/{id}/history"]


def server_pages(after, before):
    """The page reads as the server timed them (from a request's arrival to
    its answer's head, `bocage_http_request_duration_seconds`): the share
    answered within 25 and 50 ms, and the bucket that holds the 99th
    percentile."""
    buckets, total = {}, 0.0
    for k, v in after.items():
        m = re.match(r'bocage_http_request_duration_seconds_bucket\{route="([^"]*)",le="([^"]*)"\}', k)
        if m and m.group(1) in PAGE_ROUTES:
            le = float("inf") if m.group(2) == "+Inf" else float(m.group(2))
            buckets[le] = buckets.get(le, 0.0) + v - before.get(k, 0.0)
    total = buckets.get(float("inf"), 0.0)
    if not total:
        return None
    within = lambda ms: buckets.get(ms / 1000, 0.0) / total
    p99 = next(le for le in sorted(buckets) if buckets[le] >= 0.99 * total)
    return within(25), within(50), p99 * 1000, total


async def run(base, pid, plan_path, tokens_path, metrics_token):
    duration = float(os.environ.get("DURATION", "60"))
    drafting_n = int(os.environ.get("DRAFTING", "50"))
    read_rate = float(os.environ.get("READ_RATE", "200"))
    readers_n = int(os.environ.get("READERS", "32"))
    think = float(os.environ.get("THINK", "1"))
    plan = json.load(open(plan_path))
    tokens = open(tokens_path).read().split()
    u = urllib.parse.urlparse(base)
    host, port = u.hostname, u.port
    campaigns = plan["campaigns"]
    k = 0
    for c in campaigns:
        for m in c["members"]:
            m["token"] = tokens[k]
            k += 1
    assert k == len(tokens), f"{k} members, {len(tokens)} tokens"
    dests = plan["dests"]

    plain_kib = await plain_connection_kib(host, port, pid)

    # Every member's page holds its stream open: first one per campaign
    # (which reads each campaign into the server's caches), then the rest,
    # whose memory is that of streams alone.
    streams = [Stream(c["id"], m) for c in campaigns for m in c["members"]]
    first = streams[::len(ROLES)]
    rest = [s for i, s in enumerate(streams) if i % len(ROLES)]
    t_open = time.perf_counter()
    for group in (first, rest):
        for i in range(0, len(group), 200):
            await asyncio.gather(*(s.open(host, port, s.member["token"]) for s in group[i:i + 200]))
        await asyncio.sleep(3)
        if group is first:
            base_rss = rss_kib(pid)
    opened = time.perf_counter() - t_open - 6
    held_rss = rss_kib(pid)
    idle_before = metrics(base, metrics_token)
    await asyncio.sleep(5)
    idle_after = metrics(base, metrics_token)
    idle_events = sum(len(s.events) for s in streams)
    idle_wakes = idle_after.get("bocage_stream_wakes_total", 0) - idle_before.get("bocage_stream_wakes_total", 0)

    drafting = campaigns[:drafting_n]
    by_campaign = {}
    for s in streams:
        by_campaign.setdefault(s.campaign, []).append(s)
    for s in streams:
        s.events.clear()

    # Drafting: each campaign's first Allied BC moves units of battalions
    # 0-7 to a neighbour and takes the move back, one change at a time.
    lat, refused, changes = [], [], []
    affected = {}
    stop = time.perf_counter() + duration

    async def drafter(c):
        conn = Conn(host, port)
        bc = c["members"][1]
        headers = {"Authorization": f"Bearer {bc['token']}", "Content-Type": "application/json",
                   "Prefer": "return=minimal"}
        mine = by_campaign[c["id"]]
        i = random.randrange(96)
        first = True
        await asyncio.sleep(random.random())
        while time.perf_counter() < stop:
            b, kk = (i % 8), (i // 8) % 12
            i += 1
            unit = 100 + 13 * b + 1 + kk
            for step in ("draft", "delete"):
                t_send = time.perf_counter()
                if step == "draft":
                    status, body = await conn.request(
                        "POST", f"/api/v1/campaigns/{c['id']}/orders", headers,
                        json.dumps({"units": [unit], "to": dests[b]}).encode())
                    m = re.search(rb'"draft":\{[^}]*?"id":(\d+)', body)
                    if status != 201 or not m:
                        refused.append((status, body[:200]))
                        break
                    draft = m.group(1).decode()
                else:
                    status, body = await conn.request(
                        "DELETE", f"/api/v1/campaigns/{c['id']}/orders/{draft}", headers)
                    if status >= 300:
                        refused.append((status, body[:200]))
                        break
                t_ans = time.perf_counter()
                changes.append(t_ans)
                if first:
                    # Which of the campaign's pages see its drafts: those
                    # that hear the first one within two seconds.
                    await asyncio.sleep(2)
                    affected[c["id"]] = [s for s in mine if s.first_after(t_send)]
                    first = False
                    continue
                got = await asyncio.gather(*(s.event_after(t_send, 5) for s in affected[c["id"]]))
                lat.extend(max(0.0, (g - t_ans)) * 1000 if g else 5000.0 for g in got)
            # A player's pace: a move, a look at the map, the next move.
            await asyncio.sleep(random.uniform(0.5, 1.5) * think)

    # Readers: members of any campaign reading pages, paced.
    read_lat = {p: [] for p in PAGES}
    read_errors = []

    async def reader():
        conn = Conn(host, port)
        interval = readers_n / read_rate
        await asyncio.sleep(random.random() * interval)
        while time.perf_counter() < stop:
            t0 = time.perf_counter()
            c = random.choice(campaigns)
            m = random.choice(c["members"])
            page = random.choice(PAGES)
            status, _ = await conn.request(
                "GET", f"/campaigns/{c['id']}{page}",
                {"Authorization": f"Bearer {m['token']}", "Accept-Encoding": "gzip"})
            took = time.perf_counter() - t0
            if status != 200:
                read_errors.append(status)
            read_lat[page].append(took * 1000)
            await asyncio.sleep(max(0.0, interval - took))

    # How late this process's own loop runs: a read's time includes it.
    lag = []

    async def ticker():
        while time.perf_counter() < stop:
            t0 = time.perf_counter()
            await asyncio.sleep(0.01)
            lag.append((time.perf_counter() - t0 - 0.01) * 1000)

    before = metrics(base, metrics_token)
    t_load = time.perf_counter()
    await asyncio.gather(*(drafter(c) for c in drafting), *(reader() for _ in range(readers_n)),
                         ticker())
    load_s = time.perf_counter() - t_load
    await asyncio.sleep(1)
    after = metrics(base, metrics_token)
    peak = rss_kib(pid, "VmHWM")

    drafting_ids = {c["id"] for c in drafting}
    quiet_events = sum(len(s.events) for s in streams if s.campaign not in drafting_ids)
    unaffected = [s for c in drafting for s in by_campaign[c["id"]] if s not in affected.get(c["id"], [])]
    unaffected_events = sum(len(s.events) for s in unaffected)
    signals = after.get("bocage_live_signals_total", 0) - before.get("bocage_live_signals_total", 0)
    wakes = after.get("bocage_stream_wakes_total", 0) - before.get("bocage_stream_wakes_total", 0)
    renders = delta(after, before, "bocage_renders_total")
    reads = sum(len(v) for v in read_lat.values())
    all_reads = [x for v in read_lat.values() for x in v]
    per_stream = (held_rss - base_rss) / len(rest)
    ended = sum(s.ended for s in streams)
    seen_by = sorted({len(v) for v in affected.values()})

    print(f"{len(campaigns)} campaigns, {len(streams)} members each holding an event stream (opened in "
          f"{opened:.1f} s); {len(drafting)} campaigns drafting for {load_s:.0f} s "
          f"({len(changes)} changes, {len(changes) / load_s:.0f}/s; each seen by {seen_by} of its campaign's "
          f"{len(ROLES)} streams; about {think:g} s between a player's moves), {readers_n} readers at {read_rate:.0f} pages/s over all campaigns "
          f"({reads} pages read).")
    print()
    print("| measure | value | target |")
    print("|---|---|---|")
    print(f"| change -> every affected stream's event, p50 / p99 / max | {pct(lat, 50):.1f} / {pct(lat, 99):.1f} / "
          f"{max(lat, default=float('nan')):.1f} ms ({len(lat)} deliveries) | p99 <= 150 ms |")
    print(f"| page p50 / p99 during it (all pages) | {pct(all_reads, 50):.1f} / {pct(all_reads, 99):.1f} ms | "
          f"p99 <= 25 ms SQLite, <= 50 ms PostgreSQL |")
    for p in PAGES:
        print(f"| - {p or '/ (overview)'} p50 / p99 | {pct(read_lat[p], 50):.1f} / {pct(read_lat[p], 99):.1f} ms "
              f"({len(read_lat[p])}) | |")
    served = server_pages(after, before)
    if served:
        print(f"| - the same pages as the server timed them: within 25 / 50 ms, p99 bucket | "
              f"{served[0] * 100:.1f} % / {served[1] * 100:.1f} % , <= {served[2]:.0f} ms ({served[3]:.0f}) | |")
    print(f"| - this load process's own loop late by, p50 / p99 | {pct(lag, 50):.1f} / {pct(lag, 99):.1f} ms | |")
    print(f"| peak RSS | {peak / 1024:.0f} MB | <= 250 MB |")
    print(f"| memory per idle stream | {per_stream:.1f} KiB ({base_rss / 1024:.0f} MB with a stream per campaign, "
          f"{held_rss / 1024:.0f} MB with {len(streams)}) | <= 8 KiB |")
    print(f"| - of which the connection alone (an idle keep-alive connection after one /healthz) | "
          f"{plain_kib:.1f} KiB | |")
    print(f"| events on idle streams in 5 s / server stream wakes | {idle_events} / {idle_wakes:.0f} | 0 / 0 |")
    print(f"| events heard by the {len(streams) - sum(len(by_campaign[i]) for i in drafting_ids)} streams of "
          f"campaigns that did not change | {quiet_events} | 0 |")
    print(f"| events heard by the drafting campaigns' {len(unaffected)} streams that may not see drafts | "
          f"{unaffected_events} | 0 |")
    print(f"| server: signals / stream wakes (wakes per signal) | {signals:.0f} / {wakes:.0f} "
          f"({wakes / max(signals, 1):.2f}) | <= {len(ROLES)} (a campaign's streams) |")
    print(f"| errors: refused changes / failed reads / ended streams | {len(refused)} / {len(read_errors)} / {ended} "
          f"| 0 / 0 / 0 |")
    print()
    kinds = ", ".join(f"{k} {v:.0f}" for k, v in sorted(renders.items()))
    print(f"Renders during the load (`bocage_renders_total`): {kinds or 'none'}; "
          f"{sum(renders.values()) / max(reads, 1):.2f} per page read, "
          f"{sum(renders.values()) / max(len(changes), 1):.2f} per change.")
    if refused:
        print(f"First refusal: {refused[0]}")
    if read_errors:
        print(f"Read errors: {sorted(set(read_errors))}")
    for s in streams:
        s.w.close()


if __name__ == "__main__":
    if sys.argv[1] == "setup":
        setup(sys.argv[2], sys.argv[3], int(sys.argv[4]))
    else:
        asyncio.run(run(*sys.argv[2:7]))
