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
cargo build --release --quiet
BIN="$PWD/target/release/bocage"

run_backend() {
  local name="$1" url="$2" dir port pid
  dir="$(mktemp -d)"
  port=$((19000 + RANDOM % 1000))
  export BOCAGE__DATA__DIR="$dir" DATABASE_URL="$url" BOCAGE__SERVER__PORT="$port" \
         BOCAGE__SERVER__PUBLIC_URL="http://127.0.0.1:$port" BOCAGE__LOG__FILTER=warn \
         BOCAGE__SERVER__STREAMS_PER_USER=$((N + 10))
  "$BIN" serve > "$dir/serve.log" 2>&1 &
  pid=$!
  trap 'kill $pid 2>/dev/null || true' RETURN
  for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.2; done
  local base="http://127.0.0.1:$port" gm bc demo
  gm="$("$BIN" admin token --email gm@demo.bocage | tail -1)"
  bc=""
  for who in bradley dempsey marcks meyer monty observer rommel; do
    bc="$bc${bc:+,}$("$BIN" admin token --email "$who@demo.bocage" | tail -1)"
  done
  demo="$(curl -sf -H "Authorization: Bearer $gm" "$base/api/v1/campaigns" | python3 -c 'import json,sys; print(json.load(sys.stdin)["campaigns"][0]["id"])')"
  echo "== $name"
  python3 tests/load/stream.py "$base" "$demo" "$bc" "$gm" "$pid" "$N" "$M"
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}

run_backend sqlite "sqlite://$(mktemp -d)/bench.sqlite3"
if [ -n "${BOCAGE_TEST_POSTGRES_URL:-}" ]; then
  db="bocage_stream_$$"
  admin="${BOCAGE_TEST_POSTGRES_URL}"
  psql "$admin" -qc "CREATE DATABASE $db" >/dev/null
  run_backend postgres "${admin%/*}/$db"
  psql "$admin" -qc "DROP DATABASE $db WITH (FORCE)" >/dev/null
fi
