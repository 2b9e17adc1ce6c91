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
cargo build --release --quiet
BIN="$PWD/target/release/bocage"
HERE="$PWD/tests/load"

run_backend() {
  local name="$1" url="$2" dir port pid
  dir="$(mktemp -d)"
  port=$((20000 + RANDOM % 1000))
  export BOCAGE__DATA__DIR="$dir" DATABASE_URL="$url" BOCAGE__SERVER__PORT="$port" \
         BOCAGE__SERVER__PUBLIC_URL="http://127.0.0.1:$port" BOCAGE__LOG__FILTER=warn \
         BOCAGE__METRICS__TOKEN=load
  "$BIN" serve > "$dir/serve.log" 2>&1 &
  pid=$!
  trap 'kill $pid 2>/dev/null || true' RETURN
  for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.2; done
  local base="http://127.0.0.1:$port" gm
  gm="$("$BIN" admin token --email gm@demo.bocage | tail -1)"
  python3 "$HERE/community.py" setup "$base" "$gm" "$CAMPAIGNS" > "$dir/plan.json"
  # One token per member, in the plan's order, 400 to a command.
  python3 -c 'import json,sys; [print(m["email"]) for c in json.load(open(sys.argv[1]))["campaigns"] for m in c["members"]]' \
    "$dir/plan.json" > "$dir/emails"
  : > "$dir/tokens"
  local batch args e
  while mapfile -t -n 400 batch && ((${#batch[@]})); do
    args=()
    for e in "${batch[@]}"; do args+=(--email "$e"); done
    "$BIN" admin token "${args[@]}" >> "$dir/tokens"
  done < "$dir/emails"
  echo "## $name ($(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(free -g | awk '/Mem/{print $2}') GiB)"
  echo
  python3 "$HERE/community.py" run "$base" "$pid" "$dir/plan.json" "$dir/tokens" load
  echo
  kill "$pid"; wait "$pid" 2>/dev/null || true
}

run_backend "SQLite" "sqlite://$(mktemp -d)/community.sqlite3"
if [ -n "${BOCAGE_TEST_POSTGRES_URL:-}" ]; then
  db="bocage_community_$$"
  psql "$BOCAGE_TEST_POSTGRES_URL" -qc "CREATE DATABASE $db" >/dev/null
  run_backend "PostgreSQL" "${BOCAGE_TEST_POSTGRES_URL%/*}/$db"
  psql "$BOCAGE_TEST_POSTGRES_URL" -qc "DROP DATABASE $db WITH (FORCE)" >/dev/null
fi
