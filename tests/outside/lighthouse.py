"""Lighthouse 12 (mobile profile) on the main pages of a played demo (#28).

Usage: lighthouse.py BASE_URL TOKEN CAMPAIGN_ID BATTLE_ID REPORT_DIR
(LIGHTHOUSE: the lighthouse binary; CHROME_PATH: chromium).

Signed in with the battalion commander's token (a bearer header, so no
sign-in form is needed; the map in German and the overview in Italian as
well, #44), every page must reach: performance >= 0.95,
accessibility 1.0, best practices 1.0, SEO >= 0.9, and pass text
compression, cache lifetimes and target size. Prints a table; exits 1 and
names each failing audit otherwise. Reports are kept in REPORT_DIR.
"""

import json
import os
import subprocess
import sys
import tempfile

BAR = {"performance": 0.95, "accessibility": 1.0, "best-practices": 1.0, "seo": 0.9}
MUST_PASS = ["uses-text-compression", "uses-long-cache-ttl", "target-size"]


def run(url, token, out, lang=None):
    flags = " ".join(
        [
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--user-data-dir=" + tempfile.mkdtemp(prefix="lh-"),
        ]
    )
    cmd = [
        os.environ.get("LIGHTHOUSE", "lighthouse"),
        url,
        "--quiet",
        "--output=json",
        "--output-path=" + out,
        "--form-factor=mobile",
        "--chrome-flags=" + flags,
    ]
    headers = {}
    if token:
        headers["Authorization"] = "Bearer " + token
    if lang:
        # A reader of another language (#44): the page's words and `lang`.
        headers["Accept-Language"] = lang
    if headers:
        cmd.append("--extra-headers=" + json.dumps(headers))
    subprocess.run(cmd, check=True, timeout=240)
    with open(out) as f:
        return json.load(f)


def perf(r):
    """A report's performance score (0 when it has none)."""
    return r.get("categories", {}).get("performance", {}).get("score") or 0


def main():
    base, token, cid, bid, reports = sys.argv[1:6]
    os.makedirs(reports, exist_ok=True)
    pages = [
        ("map", f"/campaigns/{cid}/map", token),
        ("overview", f"/campaigns/{cid}", token),
        ("orders", f"/campaigns/{cid}/orders", token),
        ("battles", f"/campaigns/{cid}/battles", token),
        ("sheet", f"/campaigns/{cid}/battles/{bid}/sheet", token),
        ("history", f"/campaigns/{cid}/history", token),
        ("sign-in", "/login", ""),
        ("map-de", f"/campaigns/{cid}/map", token, "de"),
        ("overview-it", f"/campaigns/{cid}", token, "it"),
    ]
    failures = []
    print(f"{'page':10} {'perf':>5} {'a11y':>5} {'bp':>5} {'seo':>5}")
    for name, path, tok, *lang in pages:
        lang = lang[0] if lang else None
        out = os.path.join(reports, name + ".json")
        r = run(base + path, tok, out, lang)
        # Performance is a timing taken on a shared machine: a page under
        # its bar is measured again, at most twice, and its best run counts
        # (the other categories do not vary from run to run).
        for i in range(2):
            if r.get("runtimeError") or perf(r) >= BAR["performance"]:
                break
            again = run(base + path, tok, os.path.join(reports, f"{name}.again{i}.json"), lang)
            if not again.get("runtimeError") and perf(again) > perf(r):
                r = again
        if r.get("runtimeError"):
            failures.append(f"{name}: {r['runtimeError'].get('message')}")
            continue
        scores = {k: r["categories"][k]["score"] for k in BAR}
        print(f"{name:10} " + " ".join(f"{scores[k]:5.2f}" for k in BAR))
        for k, bar in BAR.items():
            if scores[k] is None or scores[k] < bar:
                below = [
                    f"{a['id']} ({a.get('displayValue', a['score'])})"
                    for ref in r["categories"][k]["auditRefs"]
                    if ref.get("weight", 0) > 0
                    for a in [r["audits"][ref["id"]]]
                    if a.get("score") is not None and a["score"] < 1
                ]
                failures.append(f"{name}: {k} {scores[k]} < {bar}: {', '.join(below)}")
        for audit in MUST_PASS:
            a = r["audits"].get(audit, {})
            if a.get("score") is not None and a["score"] < 1:
                failures.append(f"{name}: {audit} fails ({a.get('displayValue', '')})")
    if failures:
        print("\n".join(["Lighthouse's bar is not met:"] + failures))
        sys.exit(1)
    print("lighthouse: every page meets the bar")


if __name__ == "__main__":
    main()
