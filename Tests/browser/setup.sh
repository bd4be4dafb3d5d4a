#!/usr/bin/env bash
# Installs what the browser tests need, when it is missing: Chromium and its driver (Debian
# packages) and the Python packages in requirements.txt. Safe to run repeatedly.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  sudo=""
  if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
  $sudo apt-get update -q
  $sudo apt-get install -y -q chromium chromium-driver
fi
python3 -m pip install -q -r "$here/requirements.txt"
