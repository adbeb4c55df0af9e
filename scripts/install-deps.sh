#!/bin/sh
# Installs the Debian packages the build and the tests need, only those that are missing.
# Runs `apt-get update` at most once, and uses sudo when not root. Never asks questions.
set -eu

packages="$*"
missing=""
for package in $packages; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing="$missing $package"
  fi
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=""
elif command -v sudo >/dev/null 2>&1; then
  as_root="sudo -n"
else
  echo "error: missing packages:$missing; install them as root (no sudo here)" >&2
  exit 1
fi

echo "Installing missing packages:$missing"
export DEBIAN_FRONTEND=noninteractive
$as_root apt-get update -q
# shellcheck disable=SC2086
$as_root apt-get install -y -q --no-install-recommends $missing
