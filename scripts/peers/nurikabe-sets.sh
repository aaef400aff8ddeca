#!/bin/sh
# Times puzzle-sat and clingo (scripts/peers/nurikabe.lp) on one set of Nurikabe files,
# one whole command per set and side, as docs/experiments/2026-11-26-nurikabe-peers.md.
#
#   scripts/peers/nurikabe-sets.sh PUZZLE_SAT SIDE RUNS FILE...
#
# SIDE is `puzzle-sat` (`PUZZLE_SAT solve -f json FILE...`) or `clingo` (`run.py clingo
# --timeout ${TIMEOUT:-60} FILE...`, with --check PUZZLE_SAT when CHECK=1). Per run it
# prints `SIDE run N: WALL USER` (seconds, /usr/bin/time's %e %U) and keeps the command's
# output in ${OUT:-/tmp/nurikabe-sets}/SIDE-N.jsonl.
set -eu
bin=$1 side=$2 runs=$3
shift 3
peers=$(dirname "$0")
out=${OUT:-/tmp/nurikabe-sets}
mkdir -p "$out"
case $side in
puzzle-sat) command="$bin solve -f json" ;;
clingo) command="python3 $peers/run.py clingo --timeout ${TIMEOUT:-60}${CHECK:+ --check $bin}" ;;
*) echo "unknown side $side" >&2; exit 2 ;;
esac
n=1
while [ "$n" -le "$runs" ]; do
    # $command is split on spaces on purpose: paths with spaces are not supported.
    # shellcheck disable=SC2086
    /usr/bin/time -f "%e %U" -o "$out/time" $command "$@" >"$out/$side-$n.jsonl" || true
    echo "$side run $n: $(tail -1 "$out/time")"
    n=$((n + 1))
done
