#!/usr/bin/env bash
# Installs every Debian package chartnarrate needs to build, test and render.
# Idempotent: skips apt entirely when all packages are already present.
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
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
