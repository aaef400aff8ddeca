"""`scripts/bench.py draws`: how much of a hard puzzle's time is the solver's draw.

CDCL solvers break ties by variable number and clause order, so on a hard puzzle the
same CNF renumbered can take a fraction or a multiple of the time. For each puzzle of the
chosen sets this runs `puzzle-sat solve -f json -t T FILE` once as encoded and once with
`--shuffle S` for S = 1..K (the same CNF renumbered and reordered from seed S), one
process at a time (a Sudoku's race takes both cores), and prints per puzzle: the time as
encoded, then the median, 90th percentile, mean and maximum over the K shuffled copies,
how many of them finished under --under seconds, and how many hit the time limit. Times are whole
commands (wall clock), as in `scripts/bench.py`; a copy that hits the limit counts as
the limit. Every answer is checked by puzzle-sat as usual; a failure stops the run.

Options: --sets REGEX (as for `scripts/bench.py`; default: the hard Sudokus),
--draws K (default 16), --timeout T (default 60), --under S (default 2), --quick.
"""
import argparse
import json
import math
import re
import statistics
import subprocess
import sys
import time

import bench_common

DEFAULT_SETS = r"^sudoku (25x25|papers 36x36|generated/hard (36x36|49x49))$"
QUICK_SETS = r"^sudoku papers 36x36$"


def run(path, timeout, seed):
    """Wall seconds of one `solve`, and whether it answered (False: the time limit)."""
    cmd = [str(bench_common.BIN), "solve", "-f", "json", "-t", f"{timeout:g}", str(path)]
    cmd += ["--shuffle", str(seed)] if seed is not None else []
    start = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - start
    if proc.returncode not in (0, 20, 30):
        sys.exit(f"bench draws: {' '.join(cmd)}: exit {proc.returncode}: {proc.stderr.strip()}")
    return wall, json.loads(proc.stdout)["status"] != "unknown"


def percentile(values, fraction):
    """The value below which `fraction` of `values` lie (nearest rank: with 16 values,
    the 90th percentile is the 15th smallest)."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sets", metavar="REGEX", default=DEFAULT_SETS)
    parser.add_argument("--draws", type=int, default=16, metavar="K")
    parser.add_argument("--timeout", type=float, default=60, metavar="T")
    parser.add_argument("--under", type=float, default=2.0, metavar="S")
    parser.add_argument("--quick", action="store_true", help="the papers' 36x36, two draws")
    args = parser.parse_args(argv)
    if args.quick:
        args.sets, args.draws = QUICK_SETS, 2
    sets = [s for s in bench_common.discover(bench_common.kinds()) if re.search(args.sets, s[1])]
    if not sets:
        sys.exit(f"bench draws: no set matches {args.sets!r} (scripts/bench.py --list lists them)")
    bench_common.build()
    print(f"Draws {time.strftime('%Y-%m-%d %H:%M')} UTC, {bench_common.machine()}: "
          f"`scripts/bench.py draws --sets '{args.sets}' --draws {args.draws} --timeout {args.timeout:g} "
          f"--under {args.under:g}`\n")
    print(f"| puzzle | as encoded | median of {args.draws} | 90th percentile | mean | max | under {args.under:g} s "
          "| time limit |")
    print("|---|---|---|---|---|---|---|---|")
    for _, _, files in sets:
        for path in files:
            encoded, _ = run(path, args.timeout, None)
            draws = [run(path, args.timeout, seed) for seed in range(1, args.draws + 1)]
            times = [wall for wall, _ in draws]
            fmt = bench_common.fmt_time
            print(f"| {path.relative_to(bench_common.PUZZLES)} | {fmt(encoded)} | {fmt(statistics.median(times))} | "
                  f"{fmt(percentile(times, 0.9))} | {fmt(statistics.mean(times))} | {fmt(max(times))} | "
                  f"{sum(t < args.under for t in times)} of {len(times)} | "
                  f"{sum(not answered for _, answered in draws)} |", flush=True)
