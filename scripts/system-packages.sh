#!/usr/bin/env bash
# Installs the Debian packages named as arguments whose command (or, for fonts-noto-cjk, font) is
# missing: as root directly, otherwise through sudo. Used by `npm start` (ffmpeg for the demo
# broadcast) and by the end-to-end run (chromium, a CJK font, ffmpeg).
set -euo pipefail
need=()
for p in "$@"; do
  case "$p" in
    chromium) [ -x /usr/bin/chromium ] || need+=(chromium) ;;
    fonts-noto-cjk) fc-list 2>/dev/null | grep -qi -E 'Noto Sans CJK|WenQuanYi' || need+=(fonts-noto-cjk) ;;
    *) command -v "$p" >/dev/null 2>&1 || need+=("$p") ;;
  esac
done
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing ${need[*]} from Debian's packages…"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
