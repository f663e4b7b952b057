#!/usr/bin/env bash
# A throwaway PostgreSQL server on loopback for CI and local runs of the API suite against
# PostgreSQL (TEST_DATABASE_URL). Debian's postgresql package must be installed.
#
#   url=$(bash scripts/ci/postgres.sh start)   # prints postgres://postgres@127.0.0.1:<port>/postgres
#   bash scripts/ci/postgres.sh url            # prints the URL of the running server
#   bash scripts/ci/postgres.sh stop           # stops it and removes its data
#   bash scripts/ci/postgres.sh pause          # stops it, keeping its data (fault tests)
#   bash scripts/ci/postgres.sh resume         # starts a paused server again on the same port
#
# Only the URL goes to stdout; progress and errors go to stderr. The server runs with trust
# authentication on 127.0.0.1 only and without fsync: it holds test data, nothing else.
# Postgres refuses to run as root, so under root everything runs as the `postgres` user.
# The state (folder, port, URL) is kept in $CHARTER_PG_STATE (default /tmp/charter-ci-postgres.state).
set -euo pipefail

STATE_FILE=${CHARTER_PG_STATE:-${TMPDIR:-/tmp}/charter-ci-postgres.state}

log() { echo "postgres.sh: $*" >&2; }
die() { log "$*"; exit 1; }

# The newest installed server version (Debian: /usr/lib/postgresql/<ver>/bin).
pg_bin() {
  local dir best='' best_ver=0 ver
  for dir in /usr/lib/postgresql/*/bin; do
    [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]] || continue
    ver=$(basename "$(dirname "$dir")")
    ver=${ver%%.*}
    if [[ "$ver" =~ ^[0-9]+$ ]] && (( ver > best_ver )); then best_ver=$ver; best=$dir; fi
  done
  [[ -n "$best" ]] || die "no PostgreSQL server found under /usr/lib/postgresql/*/bin (apt-get install postgresql)"
  echo "$best"
}

# Runs a command line as the postgres user when we are root, as ourselves otherwise.
as_pg() {
  if [[ $(id -u) -eq 0 ]]; then
    su -s /bin/sh postgres -c "$1"
  else
    sh -c "$1"
  fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close();});"
}

read_state() {
  [[ -f "$STATE_FILE" ]] || return 1
  # shellcheck disable=SC1090
  source "$STATE_FILE"
}

start() {
  if read_state && [[ -n "${PG_DATA:-}" && -f "$PG_DATA/postmaster.pid" ]]; then
    die "a server from an earlier start is still running ($PG_URL); run '$0 stop' first"
  fi
  # A state file without a running server (a killed run): drop its leftovers.
  if [[ "${PG_BASE:-}" == */charter-pg.* ]]; then rm -rf "$PG_BASE"; rm -f "$STATE_FILE"; fi
  local bin base data sock port logfile url q
  bin=$(pg_bin)
  # Not $TMPDIR: it may sit in a folder the postgres user cannot enter.
  base=$(mktemp -d "${CHARTER_PG_TMP:-/tmp}/charter-pg.XXXXXX")
  data=$base/data
  sock=$base/socket
  logfile=$base/postgres.log
  mkdir -p "$sock"
  if [[ $(id -u) -eq 0 ]]; then
    id postgres >/dev/null 2>&1 || die "the postgres user does not exist (is the postgresql package installed?)"
    chown -R postgres: "$base"
  fi

  log "initdb with $bin in $data"
  if ! as_pg "$(printf '%q ' "$bin/initdb" -D "$data" -A trust -U postgres --no-sync -E UTF8 --locale=C.UTF-8)" >"$base/initdb.log" 2>&1; then
    cat "$base/initdb.log" >&2
    rm -rf "$base"
    die "initdb failed"
  fi

  port=$(free_port)
  url="postgres://postgres@127.0.0.1:$port/postgres"
  # Written before the start so that `stop` can clean up even after a failed start.
  printf 'PG_BASE=%q\nPG_DATA=%q\nPG_BIN=%q\nPG_PORT=%q\nPG_URL=%q\n' \
    "$base" "$data" "$bin" "$port" "$url" >"$STATE_FILE"

  run_server "$bin" "$data" "$port" "$sock" "$logfile"
  log "ready: $url"
  echo "$url"
}

run_server() {
  local bin=$1 data=$2 port=$3 sock=$4 logfile=$5 q
  q="-c listen_addresses=127.0.0.1 -p $port -k $sock -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100"
  log "starting on 127.0.0.1:$port"
  if ! as_pg "$(printf '%q ' "$bin/pg_ctl" -D "$data" -l "$logfile" -o "$q" -w -t 60 start)" >&2; then
    cat "$logfile" >&2 || true
    die "the server did not start"
  fi
}

pause() {
  read_state || die "not started"
  log "pausing the server on port $PG_PORT"
  as_pg "$(printf '%q ' "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w -t 30 stop)" >&2
}

resume() {
  read_state || die "not started"
  run_server "$PG_BIN" "$PG_DATA" "$PG_PORT" "$PG_BASE/socket" "$PG_BASE/postgres.log"
  log "resumed: $PG_URL"
}

stop() {
  if ! read_state; then
    log "nothing to stop (no $STATE_FILE)"
    return 0
  fi
  if [[ -f "$PG_DATA/postmaster.pid" ]]; then
    log "stopping the server on port $PG_PORT"
    as_pg "$(printf '%q ' "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w -t 30 stop)" >&2 ||
      log "pg_ctl stop failed; removing the data anyway"
  fi
  [[ "$PG_BASE" == */charter-pg.* ]] && rm -rf "$PG_BASE"
  rm -f "$STATE_FILE"
  log "stopped and removed $PG_BASE"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  pause) pause ;;
  resume) resume ;;
  url) read_state || die "not started"; echo "$PG_URL" ;;
  *) echo "usage: $0 start|stop|pause|resume|url" >&2; exit 2 ;;
esac
