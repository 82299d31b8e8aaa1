#!/usr/bin/env bash
# `npm test`: everything CI runs, in order. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

# Runs the commands side by side (each is single-threaded; the machine has two cores), then prints
# each one's output in order with its result; fails when any of them failed.
side_by_side() {
  local dir i failed=0
  dir="$(mktemp -d)"
  local pids=()
  i=0
  for cmd in "$@"; do
    bash -c "$cmd" >"$dir/$i.log" 2>&1 &
    pids+=("$!")
    i=$((i + 1))
  done
  i=0
  for cmd in "$@"; do
    if wait "${pids[$i]}"; then
      printf -- '-- %s: ok\n' "$cmd"
    else
      printf -- '-- %s: FAILED\n' "$cmd"
      failed=1
    fi
    cat "$dir/$i.log"
    i=$((i + 1))
  done
  rm -rf "$dir"
  return "$failed"
}

export TEST_DATABASE_URL="${TEST_DATABASE_URL-postgresql://postgres@127.0.0.1:5432/test}"

step "build the web app (when stale)"
node scripts/build-web.mjs

step "typecheck and lint"
side_by_side "npm run --silent typecheck" "npm run --silent lint"

step "formatting (prettier --check) and the openapi document"
side_by_side "npx prettier --check . --log-level warn" "npx tsx apps/server/src/cli/openapi.ts --check"

step "unit, API and database tests (SQLite and PostgreSQL)"
npx vitest run

step "end-to-end tests (Chromium)"
bash scripts/e2e.sh
