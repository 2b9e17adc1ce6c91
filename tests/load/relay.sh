#!/usr/bin/env bash
# The turn-file relay (#45, item 5): 20 uploads of 5 MB at once, 20
# downloads of them, then both together, against the same bytes sent from
# a static file of the server; prints throughput and the server's peak RSS
# growth (relay.py). Release build, SQLite by default; with
# BOCAGE_TEST_POSTGRES_URL set, PostgreSQL too.
#
#   tests/load/relay.sh
#   COUNT=10 SIZE=1048576 tests/load/relay.sh   # smaller
#
# Sends traffic to 127.0.0.1 only and stops by itself.
set -euo pipefail
cd "$(dirname "$0")/../.."
. tests/load/lib.sh

run_backend() {
  local name="$1" url="$2"
  start_server "$url" $((21000 + RANDOM % 1000))
  trap stop_server RETURN
  local gm demo battle
  gm="$("$BIN" admin token --email gm@demo.bocage | tail -1)"
  demo="$(curl -sf -H "Authorization: Bearer $gm" "$BASE/api/v1/campaigns" | python3 -c 'import json,sys; print(json.load(sys.stdin)["campaigns"][0]["id"])')"
  # A battle to carry the files: the GM orders the first attack the demo
  # offers and commits it.
  battle="$(python3 "$HERE/relay.py" battle "$BASE" "$gm" "$demo")"
  echo "## $name ($(machine))"
  echo
  python3 "$HERE/relay.py" "$BASE" "$PID" "$gm" "$demo" "$battle"
  echo
}

each_backend run_backend relay
