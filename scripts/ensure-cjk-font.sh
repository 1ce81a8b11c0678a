#!/usr/bin/env bash
# The page benchmark lays out the Chinese pages: without a Chinese font, Chromium
# searches a font for every character and draws fallback boxes, layout time no
# reader's device spends. Install Debian's Noto CJK fonts when no font covers Chinese.
set -euo pipefail
if command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh family)" ]; then
  exit 0
fi
echo "No Chinese font (fc-list :lang=zh is empty): installing Debian's fonts-noto-cjk package."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "Need root (or sudo) to install fonts-noto-cjk." >&2; exit 1; }
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends fonts-noto-cjk fontconfig
fc-list :lang=zh family | head -n 1
