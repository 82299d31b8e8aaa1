#!/usr/bin/env bash
# End-to-end tests in Debian's Chromium. Installs chromium, a CJK font and ffmpeg through apt when
# missing (this runs as root on CI machines), builds the web app when stale, then runs Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi -E 'Noto Sans CJK|WenQuanYi' || need+=(fonts-noto-cjk)
command -v ffmpeg >/dev/null 2>&1 || need+=(ffmpeg)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} from Debian's packages…"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
fi

export E2E_DATA_ROOT="${E2E_DATA_ROOT:-$(mktemp -d /tmp/e2e-data.XXXXXX)}"
node scripts/build-web.mjs
npx playwright test "$@"
