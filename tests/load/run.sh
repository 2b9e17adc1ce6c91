#!/usr/bin/env bash
# Load benchmark: requests per second and p50/p99 latency at 64 connections
# for /healthz (the ceiling), the map page, a zone page, the overview with
# its to-do list, the actions of one stack, a battle sheet, a battle's
# message thread and order drafting (authenticated writes that pass
# validation and are deleted again; once with Prefer: return=minimal, once
# with the whole campaign in each answer), each as a ratio to /healthz, plus
# the server's peak RSS. Pages and API reads are asked for with
# Accept-Encoding: gzip, as browsers ask. On PostgreSQL, drafting is also split across two
# instances on the one database (the scale path).
#
#   tests/load/run.sh            # SQLite (the default)
#   BOCAGE_TEST_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres tests/load/run.sh   # also PostgreSQL
#
#   QUICK=1 tests/load/run.sh    # the endpoint table only: no growth run, no second instance
#
# Needs wrk (installed with apt-get when missing), curl and python3. Sends
# traffic to 127.0.0.1 only and stops by itself.
set -euo pipefail
[ -n "${DEBUG:-}" ] && set -x
cd "$(dirname "$0")/../.."
DURATION="${DURATION:-10s}"
CONNS=64
if ! command -v wrk >/dev/null; then apt-get install -y -qq wrk >/dev/null; fi
cargo build --release --quiet
BIN="$PWD/target/release/bocage"
HERE="$PWD/tests/load"

# The writer's statements per command so far (each a round trip on
# PostgreSQL), and its commands per transaction, from /metrics.
writer_trips() {
  curl -sf -H "Authorization: Bearer load" "$1/metrics" | python3 -c '
import sys
v = {}
for line in sys.stdin:
    if line.startswith("#"):
        continue
    name, _, value = line.rpartition(" ")
    key = name.split("{")[0]
    v[key] = v.get(key, 0.0) + float(value)
c = v.get("bocage_writer_commands_total", 0)
t = v.get("bocage_writer_round_trips_total", 0)
b = v.get("bocage_writer_batch_size_count", 0)
print(f"{t / max(c, 1):.2f} statements per command over {c:.0f} commands, {c / max(b, 1):.1f} commands per transaction")
'
}

run_backend() {
  local name="$1" url="$2"
  local dir port pid
  dir="$(mktemp -d)"
  port=$((18000 + RANDOM % 1000))
  export BOCAGE__DATA__DIR="$dir" DATABASE_URL="$url" BOCAGE__SERVER__PORT="$port" \
         BOCAGE__SERVER__PUBLIC_URL="http://127.0.0.1:$port" BOCAGE__LOG__FILTER=warn \
         BOCAGE__SECURITY__LOGIN_ATTEMPTS_PER_MINUTE=1000 BOCAGE__METRICS__TOKEN=load
  "$BIN" serve > "$dir/serve.log" 2>&1 &
  pid=$!
  trap 'kill $pid 2>/dev/null || true' RETURN
  for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.2; done
  local base="http://127.0.0.1:$port"
  local gm bc hc
  gm="$("$BIN" admin token --email gm@demo.bocage | tail -1)"
  bc="$("$BIN" admin token --email bradley@demo.bocage | tail -1)"
  hc="$("$BIN" admin token --email monty@demo.bocage | tail -1)"
  local demo
  demo="$(curl -sf -H "Authorization: Bearer $gm" "$base/api/v1/campaigns" | python3 -c 'import json,sys; print(json.load(sys.stdin)["campaigns"][0]["id"])')"
  # A battle for the sheet: three companies from the Omaha box attack F14.
  curl -sf -H "Authorization: Bearer $gm" "$base/api/v1/campaigns/$demo" > "$dir/demo.json"
  python3 - "$dir/demo.json" > "$dir/attack.json" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
bn = next(b for b in c["battalions"] if b["name"].startswith("2/116th"))
units = [u["id"] for u in c["units"] if u["battalion"] == bn["id"] and u["class"] == "company"][:3]
target = next(z for z in c["zones"] if z["id"] == "F14")["battalions"]["axis"][0]
print(json.dumps({"units": units, "to": "F14", "target": target}))
PY
  local stack
  stack="$(python3 -c 'import json,sys; print(",".join(map(str, json.load(open(sys.argv[1]))["units"])))' "$dir/attack.json")"
  curl -sf -H "Authorization: Bearer $bc" -H 'content-type: application/json' -d @"$dir/attack.json" "$base/api/v1/campaigns/$demo/orders" >/dev/null
  curl -sf -X POST -H "Authorization: Bearer $hc" "$base/api/v1/campaigns/$demo/orders/commit" >/dev/null
  local battle
  battle="$(curl -sf -H "Authorization: Bearer $gm" "$base/api/v1/campaigns/$demo/battles" | python3 -c 'import json,sys; print(json.load(sys.stdin)["battles"][0]["id"])')"
  # A drafting campaign: 24 Allied battalions in the non-combat move.
  python3 "$HERE/scenario.py" > "$dir/drafting.json"
  # Two, so that each drafting run starts clean (wrk stops with drafts in flight).
  local drafting drafting_full
  import_drafting() {
    curl -sf -H "Authorization: Bearer $gm" -H 'content-type: application/json' --data-binary @"$dir/drafting.json" "$base/api/v1/campaigns/import" | python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])'
  }
  drafting="$(import_drafting)"
  drafting_full="$(import_drafting)"

  echo "## $name ($(date -u +%Y-%m-%d), $(nproc) cores, $(free -g | awk '/Mem/{print $2}') GiB)"
  echo
  echo "| endpoint | req/s | ratio to /healthz | p50 | p99 | errors |"
  echo "|---|---|---|---|---|---|"
  local ceiling="" last=""
  bench() {
    local label="$1"; shift
    local out
    out="$(wrk --latency -d "$DURATION" "$@" 2>&1)"
    local rps p50 p99 errors
    rps="$(awk '/Requests\/sec/{print $2}' <<<"$out")"
    p50="$(awk '$1=="50%"{print $2}' <<<"$out")"
    p99="$(awk '$1=="99%"{print $2}' <<<"$out")"
    errors="$(awk '/Non-2xx or 3xx responses/{n+=$5} /Socket errors/{n+=$4+$6+$8+$10} END{print n+0}' <<<"$out" | tr -d ',')"
    [ -z "$ceiling" ] && ceiling="$rps"
    last="$rps"
    printf '| %s | %.0f | %.2f | %s | %s | %s |\n' "$label" "$rps" "$(python3 -c "print($rps/$ceiling)")" "$p50" "$p99" "$errors"
  }
  bench "/healthz" -t2 -c$CONNS "$base/healthz"
  bench "map page" -t2 -c$CONNS -H "Accept-Encoding: gzip" -H "Authorization: Bearer $bc" "$base/campaigns/$demo/map"
  local map_one="$last"
  bench "zone page" -t2 -c$CONNS -H "Accept-Encoding: gzip" -H "Authorization: Bearer $bc" "$base/campaigns/$demo/zones/F14"
  bench "overview (to-do list)" -t2 -c$CONNS -H "Accept-Encoding: gzip" -H "Authorization: Bearer $bc" "$base/campaigns/$demo"
  bench "actions of one stack (API)" -t2 -c$CONNS -H "Accept-Encoding: gzip" -H "Authorization: Bearer $bc" "$base/api/v1/campaigns/$demo/actions?units=$stack"
  bench "battle sheet" -t2 -c$CONNS -H "Accept-Encoding: gzip" -H "Authorization: Bearer $gm" "$base/campaigns/$demo/battles/$battle/sheet"
  bench "battle thread (messages page)" -t2 -c$CONNS -H "Accept-Encoding: gzip" -H "Authorization: Bearer $gm" "$base/campaigns/$demo/messages?channel=battle:$battle"
  local dests
  dests="$(python3 -c 'import tomllib; z={x["id"]: x["neighbours"] for x in tomllib.load(open("config/maps/aa-dday.toml","rb"))["zones"]}; print(",".join(z[f"F{i}"][0] for i in range(1,25)))')"
  PREFER=return=minimal TOKEN="$gm" CAMPAIGN="$drafting" DESTS="$dests" \
    bench "order drafting (draft + delete, Prefer: return=minimal)" -t$CONNS -c$CONNS -s "$HERE/drafting.lua" "$base"
  local trips
  trips="$(writer_trips "$base")"
  PREFER="" TOKEN="$gm" CAMPAIGN="$drafting_full" DESTS="$dests" \
    bench "order drafting (draft + delete, answers with the 66 KB campaign)" -t$CONNS -c$CONNS -s "$HERE/drafting.lua" "$base"
  echo
  echo "The writer during the drafting runs (\`/metrics\`): $trips."

  if [ -n "${QUICK:-}" ]; then
    echo; echo "Peak RSS of the server: $(awk '/VmHWM/{printf "%.0f MB", $2/1024}' /proc/$pid/status)"; echo
    kill "$pid"; wait "$pid" 2>/dev/null || true
    return
  fi
  # Growth: a second demo campaign read at round 1, played to its end with
  # battles (play.py) and read again (asked with gzip, as browsers ask and
  # as the table above; until 2026-12-05 these asked for raw bytes); then the first campaign's map with
  # GROWTH_CAMPAIGNS more campaigns on the server. Costs are the inverse
  # ratio of req/s (1.00: no dearer than before).
  local played map1 hist1 map10 hist10
  played="$("$BIN" demo | sed -n 's|.*/campaigns/\([0-9]*\)$|\1|p')"
  echo
  echo "| growth | req/s | ratio to /healthz | p50 | p99 | errors |"
  echo "|---|---|---|---|---|---|"
  bench "map page, a new campaign (round 1)" -t2 -c$CONNS -H "Accept-Encoding: gzip" -H "Authorization: Bearer $bc" "$base/campaigns/$played/map"
  map1="$last"
  bench "history page, a new campaign (round 1)" -t2 -c$CONNS -H "Accept-Encoding: gzip" -H "Authorization: Bearer $bc" "$base/campaigns/$played/history"
  hist1="$last"
  local tok
  tok() { "$BIN" admin token --email "$1@demo.bocage" | tail -1; }
  local played_note
  played_note="$(python3 "$HERE/play.py" "$base" "$played" "$gm" \
    "allies=$hc,$bc,$(tok dempsey)" "axis=$(tok rommel),$(tok marcks),$(tok meyer)")"
  bench "map page, the same campaign played to its end" -t2 -c$CONNS -H "Accept-Encoding: gzip" -H "Authorization: Bearer $bc" "$base/campaigns/$played/map"
  map10="$last"
  bench "history page, the same campaign played to its end" -t2 -c$CONNS -H "Accept-Encoding: gzip" -H "Authorization: Bearer $bc" "$base/campaigns/$played/history"
  hist10="$last"
  local more="${GROWTH_CAMPAIGNS:-1000}"
  python3 - "$base" "$gm" "$dir/drafting.json" "$more" <<'PY'
import sys, urllib.request
base, token, path, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
body = open(path, "rb").read()
for _ in range(n):
    req = urllib.request.Request(base + "/api/v1/campaigns/import", data=body, method="POST",
                                 headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    urllib.request.urlopen(req).read()
PY
  bench "map page with $more more campaigns" -t2 -c$CONNS -H "Accept-Encoding: gzip" -H "Authorization: Bearer $bc" "$base/campaigns/$demo/map"
  local map_many="$last"
  echo
  echo "Growth: ${played_note}."
  echo
  echo "| measure | value |"
  echo "|---|---|"
  python3 - "$map1" "$map10" "$hist1" "$hist10" "$map_one" "$map_many" "$more" <<'PY'
import sys
m1, m10, h1, h10, one, many = map(float, sys.argv[1:7])
print(f"| map page at the end / at round 1 (cost) | {m1 / m10:.2f} |")
print(f"| history page at the end / at round 1 (cost) | {h1 / h10:.2f} |")
print(f"| map page with {sys.argv[7]} more campaigns / with 1 (req/s) | {many / one:.2f} |")
PY
  echo
  echo "Peak RSS of the server: $(awk '/VmHWM/{printf "%.0f MB", $2/1024}' /proc/$pid/status)"
  echo
  if [ "$name" = "PostgreSQL" ]; then
    # A second instance on the same database (its own data folder): the
    # drafting load split across both, 32 connections each, at once.
    local dir2 port2 pid2 split
    dir2="$(mktemp -d)"
    port2=$((port + 1))
    BOCAGE__DATA__DIR="$dir2" BOCAGE__SERVER__PORT="$port2" \
      BOCAGE__SERVER__PUBLIC_URL="http://127.0.0.1:$port2" "$BIN" serve > "$dir2/serve.log" 2>&1 &
    pid2=$!
    for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port2/healthz" >/dev/null && break; sleep 0.2; done
    split="$(import_drafting)"
    local half=$((CONNS / 2)) a b
    a="$(mktemp)"; b="$(mktemp)"
    PREFER=return=minimal TOKEN="$gm" CAMPAIGN="$split" DESTS="$dests" \
      wrk --latency -d "$DURATION" -t$half -c$half -s "$HERE/drafting.lua" "$base" > "$a" 2>&1 &
    local wrk1=$!
    PREFER=return=minimal TOKEN="$gm" CAMPAIGN="$split" DESTS="$dests" OFFSET=$half \
      wrk --latency -d "$DURATION" -t$half -c$half -s "$HERE/drafting.lua" "http://127.0.0.1:$port2" > "$b" 2>&1
    wait "$wrk1"
    echo "Two instances on one database, drafting (Prefer: return=minimal), 32 connections each:"
    for f in "$a" "$b"; do
      echo "- $(awk '/Requests\/sec/{printf "%.0f req/s", $2}' "$f"), p99 $(awk '$1=="99%"{print $2}' "$f"), errors $(awk '/Non-2xx or 3xx responses/{n+=$5} /Socket errors/{n+=$4+$6+$8+$10} END{print n+0}' "$f")"
    done
    echo
    kill "$pid2"; wait "$pid2" 2>/dev/null || true
  fi
  kill "$pid"; wait "$pid" 2>/dev/null || true
}

run_backend "SQLite" "sqlite://$(mktemp -d)/load.sqlite3"
if [ -n "${BOCAGE_TEST_POSTGRES_URL:-}" ]; then
  db="bocage_load_$$"
  psql "$BOCAGE_TEST_POSTGRES_URL" -qc "CREATE DATABASE $db" >/dev/null
  run_backend "PostgreSQL" "${BOCAGE_TEST_POSTGRES_URL%/*}/$db"
  psql "$BOCAGE_TEST_POSTGRES_URL" -qc "DROP DATABASE $db WITH (FORCE)" >/dev/null
fi
