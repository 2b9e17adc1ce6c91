# Shared by the load scripts (sourced): the release build, a server on a
# loopback port, and each backend in turn.

cargo build --release --quiet
BIN="$PWD/target/release/bocage"
HERE="$PWD/tests/load"

# start_server URL PORT: serves the database URL on 127.0.0.1:PORT with a
# fresh data directory (DIR), waits until /healthz answers, sets PID and
# BASE. Further settings come from the caller's BOCAGE__* variables.
start_server() {
  local url="$1" port="$2"
  DIR="$(mktemp -d)"
  export BOCAGE__DATA__DIR="$DIR" DATABASE_URL="$url" BOCAGE__SERVER__PORT="$port" \
         BOCAGE__SERVER__PUBLIC_URL="http://127.0.0.1:$port" BOCAGE__LOG__FILTER=warn
  "$BIN" serve > "$DIR/serve.log" 2>&1 &
  PID=$!
  BASE="http://127.0.0.1:$port"
  for _ in $(seq 1 100); do curl -sf "$BASE/healthz" >/dev/null && break; sleep 0.2; done
}

# stop_server: stops the server start_server started.
stop_server() {
  kill "$PID" 2>/dev/null || true
  wait "$PID" 2>/dev/null || true
}

# each_backend FUNCTION NAME: FUNCTION "SQLite" URL on a fresh SQLite file,
# then, with BOCAGE_TEST_POSTGRES_URL set, FUNCTION "PostgreSQL" URL on a
# database made for it and dropped after.
each_backend() {
  local fn="$1" name="$2" db
  "$fn" "SQLite" "sqlite://$(mktemp -d)/$name.sqlite3"
  if [ -n "${BOCAGE_TEST_POSTGRES_URL:-}" ]; then
    db="bocage_${name}_$$"
    psql "$BOCAGE_TEST_POSTGRES_URL" -qc "CREATE DATABASE $db" >/dev/null
    "$fn" "PostgreSQL" "${BOCAGE_TEST_POSTGRES_URL%/*}/$db"
    psql "$BOCAGE_TEST_POSTGRES_URL" -qc "DROP DATABASE $db WITH (FORCE)" >/dev/null
  fi
}

# machine: the line that heads a run's table.
machine() {
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(free -g | awk '/Mem/{print $2}') GiB"
}
