#!/usr/bin/env bash
# Every check of the site, in order, each phase timed; the times are printed at
# the end whether the run passes or stops at a failing phase.
#   bash scripts/run-tests.sh            install, then every check (`npm test`)
#   bash scripts/run-tests.sh --no-install   every check only (`npm run check`)
set -uo pipefail
cd "$(dirname "$0")/.."

names=()
seconds=()
failed=""

print_times() {
  local total=0
  echo
  echo "Phase times"
  for i in "${!names[@]}"; do
    printf '  %-14s %7.1f s\n' "${names[$i]}" "${seconds[$i]}"
    total=$(awk -v a="$total" -v b="${seconds[$i]}" 'BEGIN {print a + b}')
  done
  printf '  %-14s %7.1f s\n' "total" "$total"
  if [ -n "$failed" ]; then
    echo "Stopped at the failing phase: $failed"
  fi
}
trap print_times EXIT

phase() {
  local name=$1
  shift
  echo
  echo "=== $name: $*"
  local start end
  start=$(date +%s.%N)
  "$@"
  local status=$?
  end=$(date +%s.%N)
  names+=("$name")
  seconds+=("$(awk -v a="$start" -v b="$end" 'BEGIN {print b - a}')")
  if [ "$status" -ne 0 ]; then
    failed=$name
    exit "$status"
  fi
}

if [ "${1:-}" != "--no-install" ]; then
  phase install npm install --no-audit --no-fund
  phase chromium bash scripts/ensure-chromium.sh
fi
phase typecheck npm run typecheck
phase lint npm run lint
phase i18n npm run i18n:status
phase i18n-ui npm run i18n:ui
phase unit npm run test:unit
phase build npm run build
phase html npm run validate:html
phase browser npm run test:browser
