#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing (never a downloaded browser build).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium não está instalado: rode 'sudo apt-get install -y chromium'." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
