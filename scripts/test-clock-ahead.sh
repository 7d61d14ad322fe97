#!/usr/bin/env bash
# `npm run test:clock-ahead -- 60 400` (issue 37): the unit and int projects with the system clock moved ahead by each
# number of days, through Debian's libfaketime, so no test depends on the day it runs.
# - The app's monotonic clock stays real (FAKETIME_DONT_FAKE_MONOTONIC): timers and timeouts keep their length.
# - PostgreSQL runs under the same fake clock, so SQL now() agrees with the app. One known limit: libfaketime
#   intercepts timer_settime, and PostgreSQL's own idle_in_transaction_session_timeout then never fires
#   (`begin; select pg_sleep(0)` stays open for good under faketime, ends after 1 s without it). The one test of that
#   timer, "pool safety net", is therefore run again with PostgreSQL on the real clock (FAKETIME_SKIP_CMDS).
set -uo pipefail
command -v faketime > /dev/null || { echo "faketime is missing: apt-get install -y faketime" >&2; exit 2; }
days=("$@")
[ $# -eq 0 ] && days=(60 400)
failed=0
for offset in "${days[@]}"; do
  for project in unit int; do
    echo "=== clock +${offset} days: ${project}"
    if [ "$project" = int ]; then skip=(-t '^(?!.*pool safety net)'); else skip=(); fi
    FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "+${offset}d" npx vitest run --project "$project" "${skip[@]}" || failed=1
  done
  echo "=== clock +${offset} days: int, pool safety net with PostgreSQL on the real clock"
  FAKETIME_SKIP_CMDS=postgres FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "+${offset}d" \
    npx vitest run --project int tests/int/jobs-once.test.ts -t 'pool safety net' || failed=1
done
exit $failed
