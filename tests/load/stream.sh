#!/usr/bin/env bash
# Event-stream benchmark (#25): 1,000 pages of one campaign hold the event
# stream open (shared out among the demo's seven members besides the GM:
# commanders and the observer); the GM changes the
# deadline 20 times; prints the time from each change to every stream's
# event (p50/p99/max) and the server's memory per idle stream. Release
# build, SQLite by default; with BOCAGE_TEST_POSTGRES_URL set, PostgreSQL too.
#
#   tests/load/stream.sh [N] [M]
#
# Sends traffic to 127.0.0.1 only and stops by itself.
set -euo pipefail
cd "$(dirname "$0")/../.."
N="${1:-1000}"
M="${2:-20}"
ulimit -n 8192
. tests/load/lib.sh

run_backend() {
  local name="$1" url="$2"
  export BOCAGE__SERVER__STREAMS_PER_USER=$((N + 10))
  start_server "$url" $((19000 + RANDOM % 1000))
  trap stop_server RETURN
  local gm bc demo
  gm="$("$BIN" admin token --email gm@demo.bocage | tail -1)"
  bc=""
  for who in bradley dempsey marcks meyer monty observer rommel; do
    bc="$bc${bc:+,}$("$BIN" admin token --email "$who@demo.bocage" | tail -1)"
  done
  demo="$(curl -sf -H "Authorization: Bearer $gm" "$BASE/api/v1/campaigns" | python3 -c 'import json,sys; print(json.load(sys.stdin)["campaigns"][0]["id"])')"
  echo "== $name"
  python3 tests/load/stream.py "$BASE" "$demo" "$bc" "$gm" "$PID" "$N" "$M"
}

each_backend run_backend stream
