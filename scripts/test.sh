#!/usr/bin/env bash
# Runs every test file under src/ and test/ with Node's test runner (Node 20 does
# not expand globs itself). Fails when no test file is found, so a broken pattern
# can never pass as "zero tests, zero failures".
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find src test -name '*.test.ts' -not -path '*/node_modules/*' 2>/dev/null | sort)
if [ "${#files[@]}" -eq 0 ]; then
  echo "no test files found under src/ or test/" >&2
  exit 1
fi
if [ "$#" -gt 0 ]; then files=("$@"); fi
exec node --import tsx --test --test-reporter=spec "${files[@]}"
