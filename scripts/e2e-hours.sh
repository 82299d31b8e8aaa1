#!/usr/bin/env bash
# Proves the live-score journeys do not depend on the hour: runs them with the e2e servers' clock
# started at several instants (libfaketime), among them 00:00, 07:50 and 08:00 Beijing. Not part of
# `npm test` (each hour starts five servers); run it after changing the feed or the score pages.
#   bash scripts/e2e-hours.sh [spec…]   (default: e2e/scores.spec.ts)
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-packages.sh faketime chromium fonts-noto-cjk
node scripts/build-web.mjs
specs=("$@")
[ ${#specs[@]} -eq 0 ] && specs=(e2e/scores.spec.ts)
# UTC instants: 00:00, 07:50, 08:00 and 14:00 in Beijing (UTC+8).
for at in "2026-11-25 16:00:00" "2026-11-25 23:50:00" "2026-11-26 00:00:00" "2026-11-26 06:00:00"; do
  printf '\n== servers started at %s UTC ==\n' "$at"
  E2E_FAKETIME="$at" E2E_DATA_ROOT="$(mktemp -d /tmp/e2e-hours.XXXXXX)" npx playwright test "${specs[@]}"
done
