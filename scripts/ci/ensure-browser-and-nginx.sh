#!/usr/bin/env bash
# Installs the Debian packages the e2e suites run: chromium-headless-shell (Debian's Chromium built as the headless
# shell, which the browser tests drive; never a downloaded browser build; decision 048) and
# nginx with its Brotli modules (tests/e2e/nginx.e2e.ts serves dist/ with deploy/nginx.conf: the filter compresses on
# the fly, the static module sends the build's precompressed .br files). Does nothing when all are present.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
NGINX=/usr/sbin/nginx
BROTLI=/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so
BROTLI_STATIC=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

missing=()
if [ ! -x "$CHROMIUM" ]; then
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    echo "CHROMIUM_PATH aponta para $CHROMIUM, que não existe." >&2
    exit 1
  fi
  missing+=(chromium-headless-shell)
fi
[ -x "$NGINX" ] || missing+=(nginx)
[ -e "$BROTLI" ] || missing+=(libnginx-mod-http-brotli-filter)
[ -e "$BROTLI_STATIC" ] || missing+=(libnginx-mod-http-brotli-static)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Faltam pacotes para os testes: rode 'sudo apt-get install -y ${missing[*]}'." >&2
  exit 1
fi

# The tests start their own nginx on a free loopback port; the package's service must not start (port 80 may be
# taken, and there is nothing to serve). policy-rc.d answering 101 is Debian's way to say "do not start daemons".
if [ ! -e /usr/sbin/policy-rc.d ]; then
  printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
  chmod +x /usr/sbin/policy-rc.d
  trap 'rm -f /usr/sbin/policy-rc.d' EXIT
fi

export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
if ! apt-get install -y -qq "${missing[@]}" >/dev/null; then
  # A post-install step that fails (e.g. starting the service) is fine as long as the binaries are in place.
  echo "apt-get install ${missing[*]} terminou com erro; conferindo os binários." >&2
fi
for binary in "$CHROMIUM" "$NGINX" "$BROTLI" "$BROTLI_STATIC"; do
  if [ ! -e "$binary" ]; then
    echo "A instalação não deixou $binary disponível." >&2
    exit 1
  fi
done
