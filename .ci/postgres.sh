# Sourced by .ci/run: starts a throwaway PostgreSQL cluster (Debian's packages,
# installed when missing) and exports TEST_DATABASE_URL, so the server tests
# run on PostgreSQL as well as on the embedded PGlite. The cluster is stopped
# when the calling script exits.

pg_bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ -z "$(pg_bin_dir)" ] && command -v apt-get >/dev/null 2>&1; then
  step "Installing Debian's postgresql"
  $sudo_cmd apt-get update -qq
  $sudo_cmd apt-get install -y -qq --no-install-recommends postgresql >/dev/null
fi

pg_bin="$(pg_bin_dir)"
if [ -z "$pg_bin" ]; then
  step "No PostgreSQL available: the server tests run on PGlite only"
else
  pg_dir="$(mktemp -d /tmp/ci-postgres.XXXXXX)"
  pg_port="${CI_POSTGRES_PORT:-55432}"
  # PostgreSQL refuses to run as root: run it as the postgres user then.
  as_pg=""
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres "$pg_dir"
    # runuser lives in sbin, which a CI PATH may not include.
    runuser_bin="$(PATH="$PATH:/usr/sbin:/sbin" command -v runuser)"
    as_pg="$runuser_bin -u postgres --"
  fi
  step "Starting PostgreSQL ($("$pg_bin/postgres" --version)) on port $pg_port"
  $as_pg "$pg_bin/initdb" -D "$pg_dir/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null
  $as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w \
    -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
  trap '$as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast stop >/dev/null 2>&1 || true' EXIT
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
fi
