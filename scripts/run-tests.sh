#!/usr/bin/env bash
# Every check of the site, each phase timed; the times are printed at the end
# whether the run passes or stops at a failing phase. Phases that neither read
# nor write what another writes run side by side, so that both cores work.
#   bash scripts/run-tests.sh            install, then every check (`npm test`)
#   bash scripts/run-tests.sh --no-install   every check only (`npm run check`)
set -uo pipefail
cd "$(dirname "$0")/.."

names=()
seconds=()
failed=""
run_start=$(date +%s.%N)
logs=$(mktemp -d)

print_times() {
  echo
  echo "Phase times (phases run side by side overlap; the wall clock is the whole run)"
  for i in "${!names[@]}"; do
    printf '  %-14s %7.1f s\n' "${names[$i]}" "${seconds[$i]}"
  done
  printf '  %-14s %7.1f s\n' "wall clock" "$(awk -v a="$run_start" -v b="$(date +%s.%N)" 'BEGIN {print b - a}')"
  if [ -n "$failed" ]; then
    echo "Stopped at the failing phase: $failed"
  fi
}
trap 'print_times; rm -rf "$logs"' EXIT

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

# Runs `name command` pairs at the same time, each with its output in a file,
# then prints the outputs in the given order with each phase's own time, and
# stops if any failed (naming the first of them).
phases_together() {
  local -a group=()
  while [ "$#" -gt 0 ]; do
    local name=$1 command=$2
    shift 2
    group+=("$name")
    (
      start=$(date +%s.%N)
      bash -c "$command" >"$logs/$name.log" 2>&1
      echo $? >"$logs/$name.status"
      awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN {print b - a}' >"$logs/$name.seconds"
      echo "$command" >"$logs/$name.command"
    ) &
  done
  wait
  for name in "${group[@]}"; do
    echo
    echo "=== $name: $(cat "$logs/$name.command")"
    cat "$logs/$name.log"
    names+=("$name")
    seconds+=("$(cat "$logs/$name.seconds")")
    if [ "$(cat "$logs/$name.status")" -ne 0 ] && [ -z "$failed" ]; then
      failed=$name
    fi
  done
  if [ -n "$failed" ]; then
    exit 1
  fi
}

if [ "${1:-}" != "--no-install" ]; then
  phase install npm install --no-audit --no-fund
  phase chromium bash scripts/ensure-chromium.sh
fi
# Single-threaded checks of the sources.
phases_together \
  typecheck "npm run typecheck" \
  lint "npm run lint" \
  i18n "npm run i18n:status" \
  i18n-ui "npm run i18n:ui"
# The unit tests read the sources only; the build writes build/ and .docusaurus/.
# (i18n:ui loads the plugins, which write into .docusaurus/: not beside the build.)
phases_together \
  unit "npm run test:unit" \
  build "npm run build"
phase html npm run validate:html
phase browser npm run test:browser
