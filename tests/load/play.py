"""Plays a campaign to its end through the JSON API, with battles, for the
load script's growth run: each combat move every battalion commander of the
acting side drafts up to two attacks (at most 3 companies each, R6.4) from
their own actions, the High Commander commits, the GM enters a result for
each battle, and every other choice is left to its default when the GM
forces the phase on.

    python3 play.py BASE CAMPAIGN GM_TOKEN SIDE=HC_TOKEN,BC_TOKEN,... ...

Prints the rounds played, the battles fought and the history entries.
"""
import json
import sys
import urllib.error
import urllib.request

OUTCOMES = ["total_victory", "major_victory", "tactical_victory", "minor_victory", "draw",
            "minor_loss", "tactical_loss", "major_loss", "total_loss"]


def call(base, token, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(base + path, data=data, method=method,
                                 headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req) as r:
            return r.status, json.loads(r.read() or b"null")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")


def attacks(actions, limit=2):
    """Up to `limit` attacks: units grouped by (from, to, target), at most 3 companies each."""
    groups = {}
    for m in actions["moves"]:
        for d in m["destinations"]:
            if d["kind"] != "attack" or not d["targets"]:
                continue
            key = (m["from"], d["to"], d["targets"][0]["battalion"])
            groups.setdefault(key, []).append(m)
    out = []
    for (_, to, target), moves in groups.items():
        companies = [m["unit"] for m in moves if m["class"] == "company"][:3]
        platoons = [m["unit"] for m in moves if m["class"] == "platoon"][:1]
        if companies:
            out.append({"units": companies + platoons, "to": to, "target": target})
        if len(out) == limit:
            break
    return out


def main():
    base, campaign, gm = sys.argv[1], sys.argv[2], sys.argv[3]
    sides = {}
    for arg in sys.argv[4:]:
        side, tokens = arg.split("=", 1)
        sides[side] = tokens.split(",")
    root = f"/api/v1/campaigns/{campaign}"
    battles, outcome = 0, 0
    for _ in range(1000):
        _, c = call(base, gm, "GET", root)
        if c["status"] == "finished":
            break
        side, phase = c["side"], c["phase"]
        if phase == "combat_move":
            hc, *bcs = sides[side]
            for bc in bcs:
                status, acts = call(base, bc, "GET", root + "/actions")
                if status != 200:
                    continue
                used = set()
                for order in attacks(acts):
                    if used & set(order["units"]):
                        continue
                    status, _ = call(base, bc, "POST", root + "/orders", order)
                    if status == 201:
                        used |= set(order["units"])
            call(base, hc, "POST", root + "/orders/commit", {})
        elif phase == "combat_resolution":
            for b in c["battles"]:
                if b["result"] is None and not b["closed"]:
                    status, r = call(base, gm, "POST", f"{root}/battles/{b['id']}/result",
                                     {"outcome": OUTCOMES[outcome % 9], "notes": "played in CMBN"})
                    if status != 200:
                        sys.exit(f"result refused for battle {b['id']}: {r}")
                    battles += 1
                    outcome += 1
        _, c = call(base, gm, "GET", root)
        if c["status"] == "active":
            status, r = call(base, gm, "POST", root + "/phase/advance",
                             {"force": bool(c["blockers"]), "reason": "the load script plays on"})
            if status != 200:
                sys.exit(f"advance refused in {c['side']} {c['phase']}: {r}")
    _, c = call(base, gm, "GET", root)
    _, h = call(base, gm, "GET", root + "/history?limit=1")
    print(f"played to round {c['round']} ({c['status']}), {battles} battles, "
          f"{h['events'][0]['id'] if h.get('events') else '?'} history entries")


if __name__ == "__main__":
    main()
