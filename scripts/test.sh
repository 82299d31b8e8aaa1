#!/usr/bin/env bash
# `npm test`: everything CI runs, in order. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

export TEST_DATABASE_URL="${TEST_DATABASE_URL-postgresql://postgres@127.0.0.1:5432/test}"

step "build the web app (when stale)"
node scripts/build-web.mjs

step "typecheck"
npm run --silent typecheck

step "lint"
npm run --silent lint

step "formatting (prettier --check)"
npx prettier --check . --log-level warn

step "openapi document is up to date"
npx tsx apps/server/src/cli/openapi.ts --check

step "unit, API and database tests (SQLite and PostgreSQL)"
npx vitest run

step "end-to-end tests (Chromium)"
bash scripts/e2e.sh
