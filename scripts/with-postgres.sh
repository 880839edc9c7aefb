#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on a free loopback port:
#   scripts/with-postgres.sh npm run test:server
# The command sees TEST_DATABASE_URL (a superuser URL: each test file creates its own
# database on it). The cluster lives in a temporary directory and is removed at exit.
set -euo pipefail

bin_dir="${PG_BIN_DIR:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}"
if [ -z "$bin_dir" ] || [ ! -x "$bin_dir/initdb" ]; then
  echo "PostgreSQL is not installed (apt-get install postgresql)" >&2
  exit 1
fi

cluster_dir="$(mktemp -d /tmp/smart-suite-pg.XXXXXX)"
port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

# initdb refuses to run as root: the cluster belongs to the postgres user when we are root.
run_as_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = "0" ]; then chown postgres "$cluster_dir"; fi
owner="$(if [ "$(id -u)" = "0" ]; then echo postgres; else id -un; fi)"

cleanup() {
  run_as_owner "$bin_dir/pg_ctl" -D "$cluster_dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$cluster_dir"
}
trap cleanup EXIT

run_as_owner "$bin_dir/initdb" -D "$cluster_dir/data" -U "$owner" --auth=trust --encoding=UTF8 --no-locale >/dev/null
run_as_owner "$bin_dir/pg_ctl" -D "$cluster_dir/data" -l "$cluster_dir/log" -w \
  -o "-p $port -k $cluster_dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on" start >/dev/null

export TEST_DATABASE_URL="postgres://$owner@127.0.0.1:$port/postgres"
export PG_CLUSTER_DIR="$cluster_dir/data" PG_BIN_DIR="$bin_dir" PG_PORT="$port"
echo "PostgreSQL $("$bin_dir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
