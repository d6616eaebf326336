#!/usr/bin/env bash
# The test run, for `npm test` and for .ci/run alike: on a fresh Debian machine it
# passes by itself.
#
# 1. What the tests need besides npm's packages: Debian's `chromium` (the browser
#    tests drive it) and `postgresql` (the register runs its tests on PostgreSQL as
#    well as SQLite). When one is missing it is installed with apt-get if this runs as
#    root; otherwise the run stops at once, before anything is built, with the one
#    command to run. Nothing is ever downloaded but Debian's packages.
# 2. The build (npm run build): the command and the pages in dist/, which many tests
#    run. Always, whatever dist/ holds: the tests are of the sources as they are.
# 3. A throwaway PostgreSQL cluster on a free port of 127.0.0.1, its data in a
#    temporary folder outside the repository, stopped and removed when the run ends
#    (unless SEALAW_TEST_PG_URL already names a server to use).
# 4. Every *.test.ts under src/ and test/ (or the files given as arguments), several
#    files at a time (as many as the machine has cores, and one more, since most
#    files wait on a browser, a server or a database part of the time): each file
#    runs in its own process, on its own temporary files, ports and databases, and
#    asserts on data, never on a time, so a busy machine slows it but cannot fail it.
#    The slowest files start first (by the last run's times when there are any, else
#    by test/slow-first.txt), so that no long file starts last. A file that needs the
#    machine to itself says so with a line `// test: alone` among its first ten
#    lines; such files run after the others, one at a time.
#    test-results/test-times.txt gets each file's duration, slowest first.
#
# Fails when no test file is found, so a broken pattern can never pass as "zero
# tests, zero failures".
#
# Settings (environment):
#   SEALAW_CHROMIUM          the Chromium to drive (default Debian's /usr/bin/chromium)
#   SEALAW_PG_ROOT           where PostgreSQL's versions live (default Debian's /usr/lib/postgresql)
#   SEALAW_TEST_PG_URL       a PostgreSQL server to use instead of a throwaway cluster
#   SEALAW_TEST_CONCURRENCY  how many test files run at once (default: the cores, plus one)
set -euo pipefail
cd "$(dirname "$0")/.."

DEBIAN_CHROMIUM=/usr/bin/chromium
DEBIAN_PG_ROOT=/usr/lib/postgresql
chromium="${SEALAW_CHROMIUM:-$DEBIAN_CHROMIUM}"
pg_root="${SEALAW_PG_ROOT:-$DEBIAN_PG_ROOT}"

# The bin folder of the newest PostgreSQL under a root like /usr/lib/postgresql, or nothing.
pg_bin_in() {
  local initdb
  initdb="$(ls -d "$1"/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$initdb" ] && [ -x "$initdb" ]; then dirname "$initdb"; fi
}

# ---------------------------------------------------------------------------
# 1. Chromium and PostgreSQL, from Debian's packages

missing=()
[ -x "$chromium" ] || missing+=(chromium)
if [ -z "${SEALAW_TEST_PG_URL:-}" ] && [ -z "$(pg_bin_in "$pg_root")" ]; then missing+=(postgresql); fi

if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    list="${missing[*]}"
    echo "npm test: the tests need Debian's ${list// / and }, not installed here. Run:" >&2
    echo "" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    echo "" >&2
    echo "then npm test again." >&2
    exit 1
  fi
  echo "== installing Debian's ${missing[*]} (apt-get), which the tests need"
  export DEBIAN_FRONTEND=noninteractive
  # The package lists may be stale or missing on a fresh machine; install can still
  # go on from the lists there are when the mirror cannot be reached.
  apt-get -o DPkg::Lock::Timeout=300 update -qq || echo "npm test: apt-get update failed; installing from the package lists there are" >&2
  apt-get -o DPkg::Lock::Timeout=300 install -y -qq "${missing[@]}" >/dev/null
  # The packages put them where Debian puts them.
  [ -x "$chromium" ] || chromium="$DEBIAN_CHROMIUM"
  [ -n "$(pg_bin_in "$pg_root")" ] || pg_root="$DEBIAN_PG_ROOT"
  if [ ! -x "$chromium" ]; then
    echo "npm test: apt-get installed chromium, yet there is no $chromium" >&2
    exit 1
  fi
  if [ -z "${SEALAW_TEST_PG_URL:-}" ] && [ -z "$(pg_bin_in "$pg_root")" ]; then
    echo "npm test: apt-get installed postgresql, yet there is no $pg_root/N/bin/initdb" >&2
    exit 1
  fi
fi
export SEALAW_CHROMIUM="$chromium"
echo "== $("$chromium" --version 2>/dev/null | head -n 1) at $chromium, for the browser tests"

# ---------------------------------------------------------------------------
# 2. The build

echo "== build (npm run build)"
build_began=$SECONDS
npm run --silent build
echo "== built in $((SECONDS - build_began)) s"

# ---------------------------------------------------------------------------
# 3. A throwaway PostgreSQL cluster

pg_dir=""
pg_ctl_as() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
cleanup() {
  if [ -n "$pg_dir" ]; then
    pg_ctl_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$pg_dir"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ -z "${SEALAW_TEST_PG_URL:-}" ]; then
  pg_bin="$(pg_bin_in "$pg_root")"
  export SEALAW_PG_BIN="$pg_bin"
  pg_dir="$(mktemp -d "${TMPDIR:-/tmp}/sealaw-pg-XXXXXX")"
  # As root, PostgreSQL runs as the postgres user (it refuses to run as root).
  if [ "$(id -u)" -eq 0 ]; then chown postgres "$pg_dir"; fi
  pg_ctl_as "$pg_bin/initdb" -D "$pg_dir/data" -A trust -U postgres >/dev/null
  # The cluster is thrown away when the run ends and its server is never killed (the
  # crash test that kills a server makes a cluster of its own, with the defaults), so
  # nothing it holds has to reach the disk: without fsync, making and emptying the
  # tests' databases does not wait on the disk. Writers killed mid-write still find
  # every committed write, which the server, still running, keeps.
  started=""
  for _ in 1 2 3; do
    # A free port, asked of the system; another process may take it before the
    # server binds it, so a failed start tries another.
    pg_port="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
    if pg_ctl_as "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w -t 120 \
      -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start >/dev/null; then
      started=1
      break
    fi
  done
  if [ -z "$started" ]; then
    echo "npm test: the throwaway PostgreSQL cluster did not start:" >&2
    tail -n 20 "$pg_dir/log" >&2 || true
    exit 1
  fi
  export SEALAW_TEST_PG_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
  echo "== PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$pg_port (throwaway, in $pg_dir), for the register's tests"
else
  echo "== PostgreSQL at SEALAW_TEST_PG_URL, for the register's tests"
  if [ -n "$(pg_bin_in "$pg_root")" ]; then export SEALAW_PG_BIN="$(pg_bin_in "$pg_root")"; fi
fi

# ---------------------------------------------------------------------------
# 4. The tests

mapfile -t files < <(find src test -name '*.test.ts' -not -path '*/node_modules/*' 2>/dev/null | sort)
if [ "${#files[@]}" -eq 0 ]; then
  echo "no test files found under src/ or test/" >&2
  exit 1
fi
if [ "$#" -gt 0 ]; then files=("$@"); fi
mkdir -p test-results
# The last run's times, by which this run starts the slowest files first.
last_times="$(mktemp)"
cp test-results/test-times.txt "$last_times" 2>/dev/null || true
rm -f test-results/test-times.txt test-results/test-times-*.txt
concurrent=()
alone=()
for f in "${files[@]}"; do
  if head -n 10 "$f" | grep -q '^// test: alone$'; then alone+=("$f"); else concurrent+=("$f"); fi
done
cores="$(node -p 'require("os").availableParallelism()')"
at_once="${SEALAW_TEST_CONCURRENCY:-$((cores + 1))}"

# One run of node's test runner over some files, n at a time, slowest first, its times to test-times-<part>.txt.
run_tests() {
  local n="$1" part="$2"
  shift 2
  # Each file's process loads the TypeScript through scripts/ts-loader/, not tsx: the
  # same modules at some three quarters of the CPU, over some 170 processes.
  node --import "$PWD/scripts/ts-loader/register.mjs" scripts/run-tests.mjs --concurrency "$n" --order "$last_times" test/slow-first.txt \
    --times "test-results/test-times-$part.txt" "$@"
}

status=0
if [ "${#concurrent[@]}" -gt 0 ]; then
  echo "== ${#concurrent[@]} test files, $at_once at a time ($cores cores)"
  run_tests "$at_once" 1 "${concurrent[@]}" || status=$?
fi
if [ "${#alone[@]}" -gt 0 ]; then
  echo "== ${#alone[@]} test files that need the machine to themselves, one at a time"
  run_tests 1 2 "${alone[@]}" || status=$?
fi
cat test-results/test-times-*.txt 2>/dev/null | sort -rn >test-results/test-times.txt || true
rm -f test-results/test-times-*.txt "$last_times"
if [ -s test-results/test-times.txt ]; then
  echo "== the slowest test files (all in test-results/test-times.txt)"
  head -n 10 test-results/test-times.txt
  awk '{ s += $1 } END { printf "%8.1f s  the sum over %d files (the run'"'"'s wall time is less: files run at once)\n", s, NR }' \
    test-results/test-times.txt
fi
exit "$status"
