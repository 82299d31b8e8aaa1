#!/usr/bin/env bash
# End-to-end tests in Debian's Chromium. Installs chromium, a CJK font and ffmpeg through apt when
# missing (this runs as root on CI machines), builds the web app when stale, then runs Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/system-packages.sh chromium fonts-noto-cjk ffmpeg

export E2E_DATA_ROOT="${E2E_DATA_ROOT:-$(mktemp -d /tmp/e2e-data.XXXXXX)}"
node scripts/build-web.mjs
# The tests call the admin CLI dozens of times: bundled once, each call starts in about a second.
E2E_ADMIN_BUNDLE="$(node scripts/admin-bundle.mjs)"
export E2E_ADMIN_BUNDLE
npx playwright test "$@"
