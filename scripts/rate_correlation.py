#!/usr/bin/env python3
"""How well `puzzle-sat rate` ranks Sudoku the way Sukaku Explainer (SE) rates them.

Runs `puzzle-sat rate -f json` over a `.lines` sample whose SE ratings sit beside it
(`NAME.ratings`, one rating per line, same order), and prints Spearman's rank
correlation and Kendall's tau-b between the SE ratings and each order `rate` gives:

  level                 the three levels alone (0 propagation, 1 probing, 2 search)
  level, conflicts      the levels, then CaDiCaL's conflicts: the order before depth
  depth                 the probing depth alone
  level, depth, rounds  level, then depth, then the rounds of probing
  level, depth, width   the order `rate` means: level, then depth, then the narrower
                        hardest step first (width, the fewest literals a round at
                        that depth learnt, reversed)

and the SE ratings met at each level and depth (count, median, range). Ties count as
ties (average ranks; tau-b). Builds puzzle-sat in release mode first (ratings, not
timings).

  scripts/rate_correlation.py            the whole sample (docs/GENERATE.md)
  scripts/rate_correlation.py --quick    every 20th puzzle, for CI: fails unless the
                                         order `rate` means correlates (Spearman
                                         above 0.7)

Options: --sample FILE (default puzzles/sudoku/9x9/sudoku_exchange_se_sample2344.lines),
--threads N (passed to `rate -j`).
"""
import argparse
import json
import math
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_common  # noqa: E402

SAMPLE = bench_common.ROOT / "puzzles/sudoku/9x9/sudoku_exchange_se_sample2344.lines"

# The orders compared with SE, each a key of one `rate` record.
ORDERS = [
    ("level", lambda r: r["level"]),
    ("level, conflicts", lambda r: (r["level"], r["conflicts"] or 0)),
    ("depth", lambda r: r["depth"]),
    ("level, depth, rounds", lambda r: (r["level"], r["depth"], r["rounds"])),
    ("level, depth, width", lambda r: (r["level"], r["depth"], -r["width"])),
]

# A CI run on every 20th puzzle fails unless the order `rate` means correlates above this.
QUICK_FLOOR = 0.7


def ranks(values):
    """1-based ranks, ties given the average of the ranks they span."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    result = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for k in range(start, end + 1):
            result[order[k]] = (start + end) / 2 + 1
        start = end + 1
    return result


def pearson(xs, ys):
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    cov = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    spread = math.sqrt(sum((x - mx) ** 2 for x in xs) * sum((y - my) ** 2 for y in ys))
    return cov / spread if spread else float("nan")


def spearman(xs, ys):
    return pearson(ranks(xs), ranks(ys))


def kendall_tau_b(xs, ys):
    """Kendall's tau-b over all pairs (quadratic: a few seconds for 2,000 puzzles)."""
    concordant = discordant = ties_x = ties_y = 0
    for i in range(len(xs)):
        for j in range(i + 1, len(xs)):
            dx = (xs[i] > xs[j]) - (xs[i] < xs[j])
            dy = (ys[i] > ys[j]) - (ys[i] < ys[j])
            if dx == 0 and dy == 0:
                continue
            if dx == 0:
                ties_x += 1
            elif dy == 0:
                ties_y += 1
            elif dx == dy:
                concordant += 1
            else:
                discordant += 1
    n0 = concordant + discordant
    denominator = math.sqrt((n0 + ties_x) * (n0 + ties_y))
    return (concordant - discordant) / denominator if denominator else float("nan")


def rate(lines, threads):
    """The `rate -f json` records of the puzzles in `lines`, in order."""
    command = [str(bench_common.BIN), "rate", "-f", "json", "-"]
    if threads:
        command += ["-j", str(threads)]
    run = subprocess.run(command, input="".join(lines), capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"rate_correlation.py: `rate` failed (exit {run.returncode}): {run.stderr}")
    records = [json.loads(line) for line in run.stdout.splitlines()]
    if len(records) != len(lines) or any(r["status"] != "rated" for r in records):
        sys.exit("rate_correlation.py: `rate` did not rate every puzzle")
    return records


def by_depth(records, se):
    """Lines of a table: the SE ratings met at each level and depth."""
    groups = {}
    for record, rating in zip(records, se):
        groups.setdefault((record["level"], record["depth"]), []).append(rating)
    rows = ["| level | depth | puzzles | median SE | SE range |", "|---|---|---|---|---|"]
    for (level, depth), ratings in sorted(groups.items()):
        rows.append(f"| {level} | {depth} | {len(ratings)} | {statistics.median(ratings):.1f} "
                    f"| {min(ratings):.1f} to {max(ratings):.1f} |")
    return rows


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sample", type=Path, default=SAMPLE, help="a .lines file with NAME.ratings beside it")
    parser.add_argument("--quick", action="store_true", help="every 20th puzzle, for CI")
    parser.add_argument("--threads", type=int, help="threads of `rate` (default: one per core)")
    args = parser.parse_args(argv)
    lines = args.sample.read_text().splitlines(keepends=True)
    se = [float(r) for r in args.sample.with_suffix(".ratings").read_text().split()]
    if len(se) != len(lines):
        sys.exit(f"rate_correlation.py: {len(lines)} puzzles but {len(se)} ratings")
    if args.quick:
        lines, se = lines[::20], se[::20]
    bench_common.use_release_build()  # ratings, not timings
    bench_common.build()
    records = rate(lines, args.threads)
    print(f"{len(records)} puzzles of {args.sample.name}, SE {min(se):.1f} to {max(se):.1f}")
    print("| order of `rate` | Spearman | Kendall tau-b |\n|---|---|---|")
    correlations = {}
    for name, key in ORDERS:
        keys = [key(r) for r in records]
        # Tuples become their rank among the distinct keys, so both measures see one number.
        index = {k: i for i, k in enumerate(sorted(set(keys)))}
        values = [index[k] for k in keys]
        correlations[name] = spearman(values, se)
        print(f"| {name} | {correlations[name]:.3f} | {kendall_tau_b(values, se):.3f} |")
    print()
    print("\n".join(by_depth(records, se)))
    full = correlations["level, depth, width"]
    if args.quick and not full > QUICK_FLOOR:
        sys.exit(f"rate_correlation.py: Spearman {full:.3f} of `rate`'s order is not above {QUICK_FLOOR}")


if __name__ == "__main__":
    main(sys.argv[1:])
