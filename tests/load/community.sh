#!/usr/bin/env bash
# A community's server (#45, item 3): CAMPAIGNS campaigns (500) of eight
# distinct members each (4,000), every member holding an event stream open;
# DRAFTING of them (50) drafting at once while the members of all read
# pages; see community.py for what is measured. Release build, SQLite by
# default; with BOCAGE_TEST_POSTGRES_URL set, PostgreSQL too.
#
#   tests/load/community.sh
#   CAMPAIGNS=100 DRAFTING=10 DURATION=20 tests/load/community.sh   # smaller
#
# Other knobs: DURATION (60 s of load), READ_RATE (200 pages/s), READERS
# (32 connections), THINK (1 s between a player's moves). Raises the file-descriptor limit for itself; sends
# traffic to 127.0.0.1 only and stops by itself.
set -euo pipefail
cd "$(dirname "$0")/../.."
export CAMPAIGNS="${CAMPAIGNS:-500}"
ulimit -n "$(ulimit -Hn)"
. tests/load/lib.sh

run_backend() {
  local name="$1" url="$2"
  export BOCAGE__METRICS__TOKEN=load
  start_server "$url" $((20000 + RANDOM % 1000))
  trap stop_server RETURN
  local gm
  gm="$("$BIN" admin token --email gm@demo.bocage | tail -1)"
  python3 "$HERE/community.py" setup "$BASE" "$gm" "$CAMPAIGNS" > "$DIR/plan.json"
  # One token per member, in the plan's order, 400 to a command.
  python3 -c 'import json,sys; [print(m["email"]) for c in json.load(open(sys.argv[1]))["campaigns"] for m in c["members"]]' \
    "$DIR/plan.json" > "$DIR/emails"
  : > "$DIR/tokens"
  local batch args e
  while mapfile -t -n 400 batch && ((${#batch[@]})); do
    args=()
    for e in "${batch[@]}"; do args+=(--email "$e"); done
    "$BIN" admin token "${args[@]}" >> "$DIR/tokens"
  done < "$DIR/emails"
  echo "## $name ($(machine))"
  echo
  python3 "$HERE/community.py" run "$BASE" "$PID" "$DIR/plan.json" "$DIR/tokens" load
  echo
}

each_backend run_backend community
