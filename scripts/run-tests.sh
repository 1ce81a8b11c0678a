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

# Seconds from a `date +%s.%N` reading to now.
seconds_since() {
  awk -v a="$1" -v b="$(date +%s.%N)" 'BEGIN {print b - a}'
}

print_times() {
  echo
  echo "Phase times (phases run side by side overlap; the wall clock is the whole run)"
  for i in "${!names[@]}"; do
    printf '  %-14s %7.1f s\n' "${names[$i]}" "${seconds[$i]}"
  done
  printf '  %-14s %7.1f s\n' "wall clock" "$(seconds_since "$run_start")"
  if [ -n "$failed" ]; then
    echo "Stopped at the failing phase: $failed"
  fi
}
trap 'print_times; rm -rf "$logs"' EXIT

# Records a finished phase: its name, its time and, if it is the first to fail, its name as the failure.
record() {
  local name=$1 time=$2 status=$3
  names+=("$name")
  seconds+=("$time")
  if [ "$status" -ne 0 ] && [ -z "$failed" ]; then
    failed=$name
  fi
}

# Runs one phase (`name command`), its output shown as it comes; stops if it fails.
phase() {
  local name=$1 command=$2
  echo
  echo "=== $name: $command"
  local start
  start=$(date +%s.%N)
  bash -c "$command"
  local status=$?
  record "$name" "$(seconds_since "$start")" "$status"
  if [ -n "$failed" ]; then
    exit 1
  fi
}

# Runs `name command` pairs at the same time, each with its output in a file,
# then prints the outputs in the given order with each phase's own time, and
# stops if any failed (naming the first of them).
phases_together() {
  local -a group=() commands=()
  while [ "$#" -gt 0 ]; do
    local name=$1 command=$2
    shift 2
    group+=("$name")
    commands+=("$command")
    (
      start=$(date +%s.%N)
      bash -c "$command" >"$logs/$name.log" 2>&1
      echo $? >"$logs/$name.status"
      seconds_since "$start" >"$logs/$name.seconds"
    ) &
  done
  wait
  for i in "${!group[@]}"; do
    local name=${group[$i]}
    echo
    echo "=== $name: ${commands[$i]}"
    cat "$logs/$name.log"
    record "$name" "$(cat "$logs/$name.seconds")" "$(cat "$logs/$name.status")"
  done
  if [ -n "$failed" ]; then
    exit 1
  fi
}

if [ "${1:-}" != "--no-install" ]; then
  phase install "npm install --no-audit --no-fund"
  phase chromium "bash scripts/ensure-chromium.sh"
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
phase html "npm run validate:html"
phase browser "npm run test:browser"
