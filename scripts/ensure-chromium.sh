#!/usr/bin/env bash
# Browser tests drive Debian's Chromium. Install it when it is missing (the test machines run as root).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Browser tests need Chromium at /usr/bin/chromium; installing Debian's 'chromium' package with apt-get..."
if [ "$(id -u)" -ne 0 ]; then
  echo "Not running as root: install it yourself with 'sudo apt-get install -y chromium', then run the tests again." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
echo "Installed: $(/usr/bin/chromium --version)"
